import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import PageHeader from '@site/src/components/PageHeader';
import InlineText from '@site/src/components/InlineText';
import {roadmapThemes, roadmapVision} from '@site/src/data/roadmap';
import styles from './roadmap.module.css';
import Heading from '@theme/Heading';
import SectionHeading from '@site/src/components/SectionHeading';

const TITLE = 'Roadmap';
const DESCRIPTION =
  'The AsyncAPI Initiative’s vision and the themes it works on: the specification, developer experience, tooling, documentation and community.';
const COMMUNITY_REPO = 'https://github.com/asyncapi/community';
const SPEC_DISCUSSIONS = 'https://github.com/asyncapi/spec/discussions';
const ORG_DISCUSSIONS = 'https://github.com/orgs/asyncapi/discussions';

export default function RoadmapPage(): React.JSX.Element {
  return (
    <Layout title={TITLE} description={DESCRIPTION}>
      <main>
        <PageHeader
          eyebrow="Where AsyncAPI is heading"
          title={TITLE}
          lead="The direction the community works towards, and the themes that shape the work. Plans are made in public, so you can follow them and help."
        />
        <div className={styles.main}>
          <div className="container">
            <section aria-labelledby="vision" className={styles.vision}>
              <SectionHeading as="h2" id="vision">
                Our vision
              </SectionHeading>
              <p className={styles.visionText}>{roadmapVision}</p>
            </section>

            <section aria-labelledby="themes">
              <SectionHeading as="h2" id="themes">
                Themes
              </SectionHeading>
              <p className={styles.intro}>
                A theme is a direction, not a delivery date. Work inside each theme happens in the open, in issues, pull
                requests and proposals across the AsyncAPI repositories.
              </p>
              <ol className={styles.themes}>
                {roadmapThemes.map((theme, index) => (
                  <li key={theme.id} id={theme.id} className={styles.theme}>
                    <span className={styles.number} aria-hidden="true">
                      {String(index + 1).padStart(2, '0')}
                    </span>
                    <Heading as="h3" className={styles.themeTitle}>
                      {theme.title}
                    </Heading>
                    <p>{theme.description}</p>
                    <Heading as="h4" className={styles.areasTitle}>
                      Example areas
                    </Heading>
                    <ul className={styles.areas}>
                      {theme.areas.map((area) => (
                        <li key={area}>
                          <InlineText text={area} />
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
            </section>

            <section aria-labelledby="get-involved" className={styles.involved}>
              <SectionHeading as="h2" id="get-involved">
                Shape the roadmap
              </SectionHeading>
              <p>
                Nothing here is decided behind closed doors. Ideas for the specification start as discussions and
                proposals in the <Link href={SPEC_DISCUSSIONS}>specification repository’s discussions</Link>. Community
                matters, governance and meeting notes live in the{' '}
                <Link href={COMMUNITY_REPO}>community repository</Link>, and broader topics are discussed in the{' '}
                <Link href={ORG_DISCUSSIONS}>organisation’s discussions</Link>.
              </p>
              <p>
                Want to help with one of the themes? Start on the <Link to="/community">community page</Link>, which
                explains where to meet the people behind each project.
              </p>
            </section>
          </div>
        </div>
      </main>
    </Layout>
  );
}
