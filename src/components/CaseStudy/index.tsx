import React from 'react';
import Link from '@docusaurus/Link';
import PageHeader from '@site/src/components/PageHeader';
import InlineText from '@site/src/components/InlineText';
import type {CaseStudy as CaseStudyData} from '@site/src/data/caseStudies';
import styles from './styles.module.css';
import Heading from '@theme/Heading';
import SectionHeading from '@site/src/components/SectionHeading';

export type CaseStudyProps = {study: CaseStudyData};

function Facts({items}: {items: {label: string; value: string}[]}) {
  return (
    <dl className={styles.facts}>
      {items.map(({label, value}) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>
            <InlineText text={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Paragraphs({texts}: {texts: readonly string[]}) {
  return (
    <>
      {texts.map((text) => (
        <p key={text}>
          <InlineText text={text} />
        </p>
      ))}
    </>
  );
}

/** The body of one case study page: header, the story (challenge, solution, architecture) and a fact sheet. */
export default function CaseStudy({study}: CaseStudyProps): React.JSX.Element {
  const {company, technology} = study;
  const stack = [
    {label: 'Languages', value: technology.languages.join(', ')},
    {label: 'Frameworks', value: technology.frameworks.join(', ')},
    {label: 'Protocols', value: technology.protocols.join(', ')},
    {label: 'Brokers', value: technology.brokers.join(', ')},
    {label: 'AsyncAPI versions', value: study.asyncapi.versions.join(', ')},
  ];
  return (
    <main>
      <PageHeader eyebrow={`Case study · ${company.industry}`} title={company.name} lead={study.summary} />
      <div className={styles.main}>
        <div className={`container ${styles.layout}`}>
          <article className={styles.story}>
            <section aria-labelledby="about-company">
              <SectionHeading as="h2" id="about-company">
                About {company.name}
              </SectionHeading>
              <p>{company.about}</p>
            </section>
            <section aria-labelledby="challenge">
              <SectionHeading as="h2" id="challenge">
                The challenge
              </SectionHeading>
              <Paragraphs texts={study.challenge} />
            </section>
            <section aria-labelledby="solution">
              <SectionHeading as="h2" id="solution">
                The solution
              </SectionHeading>
              <Paragraphs texts={study.solution} />
            </section>
            <section aria-labelledby="architecture">
              <SectionHeading as="h2" id="architecture">
                Architecture
              </SectionHeading>
              <Paragraphs texts={study.architecture.overview} />
              {study.architecture.patterns.length > 0 && (
                <>
                  <Heading as="h3">Integration patterns in use</Heading>
                  <ul className={styles.patterns}>
                    {study.architecture.patterns.map((pattern) => (
                      <li key={pattern.name}>
                        <Link href={pattern.url}>{pattern.name}</Link>: <InlineText text={pattern.usage} />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>
            <section aria-labelledby="schemas">
              <SectionHeading as="h2" id="schemas">
                Message schemas
              </SectionHeading>
              <Facts items={study.schemas} />
            </section>
            <section aria-labelledby="asyncapi-usage">
              <SectionHeading as="h2" id="asyncapi-usage">
                How AsyncAPI is used
              </SectionHeading>
              <Facts items={study.asyncapi.details} />
            </section>
            <section aria-labelledby="tools">
              <SectionHeading as="h2" id="tools">
                Tools
              </SectionHeading>
              <ul className={styles.tools}>
                {study.tools.map((tool) => (
                  <li key={tool.name}>{tool.url ? <Link href={tool.url}>{tool.name}</Link> : tool.name}</li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="resources">
              <SectionHeading as="h2" id="resources">
                Resources
              </SectionHeading>
              <ul>
                {study.resources.map((resource) => (
                  <li key={resource.url}>
                    <Link href={resource.url}>{resource.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
            <p className={styles.back}>
              <Link to="/casestudies">← All case studies</Link>
            </p>
          </article>
          <aside className={styles.sheet} aria-labelledby="at-a-glance">
            <SectionHeading as="h2" id="at-a-glance" className={styles.sheetTitle}>
              At a glance
            </SectionHeading>
            <Facts items={[{label: 'Industry', value: company.industry}, ...company.figures, ...stack]} />
            <Link className="button button--primary button--block" href={company.website}>
              Visit {company.name}
            </Link>
          </aside>
        </div>
      </div>
    </main>
  );
}
