import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import PageHeader from '@site/src/components/PageHeader';
import CaseStudyCard from '@site/src/components/CaseStudyCard';
import {adopters, caseStudies} from '@site/src/data/caseStudies';
import {SITE_REPO_URL} from '@site/src/data/site';
import styles from './index.module.css';
import Heading from '@theme/Heading';
import SectionHeading from '@site/src/components/SectionHeading';

const TITLE = 'Case studies';
const DESCRIPTION =
  'How companies use AsyncAPI in production: detailed case studies and a list of adopters with their public talks and articles.';

export default function CaseStudiesPage(): React.JSX.Element {
  return (
    <Layout title={TITLE} description={DESCRIPTION}>
      <main>
        <PageHeader
          eyebrow="AsyncAPI in production"
          title={TITLE}
          lead="Teams in retail, insurance, payments and more describe their event-driven APIs with AsyncAPI. Here is what they built, and why."
        />
        <div className={styles.main}>
          <div className="container">
            <section aria-labelledby="studies">
              <SectionHeading as="h2" id="studies">
                Case studies
              </SectionHeading>
              <p className={styles.intro}>
                Each case study follows one company from the problem it faced to the solution it runs today: the
                architecture, how message schemas are handled, and which tools do the work.
              </p>
              <ul className={styles.cards}>
                {caseStudies.map((study) => (
                  <li key={study.id}>
                    <CaseStudyCard study={study} />
                  </li>
                ))}
              </ul>
            </section>

            <section aria-labelledby="adopters">
              <SectionHeading as="h2" id="adopters">
                Adopters
              </SectionHeading>
              <p className={styles.intro}>
                These companies have talked or written in public about how they use AsyncAPI. Follow the links to hear
                it from them.
              </p>
              <ul className={styles.adopters}>
                {adopters.map((adopter) => (
                  <li key={adopter.company} className={styles.adopter}>
                    <Heading as="h3" className={styles.company}>
                      {adopter.company}
                    </Heading>
                    <p>{adopter.summary}</p>
                    <ul className={styles.resources}>
                      {adopter.resources.map((resource) => (
                        <li key={resource.url + resource.title}>
                          <Link href={resource.url}>{resource.title}</Link>
                        </li>
                      ))}
                      {adopter.caseStudy && (
                        <li>
                          <Link to={`/casestudies/${adopter.caseStudy}`}>Case study: {adopter.company}</Link>
                        </li>
                      )}
                    </ul>
                  </li>
                ))}
              </ul>
              <p className={styles.join}>
                Does your company use AsyncAPI and talk about it in public? Open an issue or a pull request in the{' '}
                <Link href={SITE_REPO_URL}>website repository</Link> to be added to this list.
              </p>
            </section>
          </div>
        </div>
      </main>
    </Layout>
  );
}
