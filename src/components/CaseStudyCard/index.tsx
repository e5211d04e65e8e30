import React from 'react';
import Link from '@docusaurus/Link';
import type {CaseStudy} from '@site/src/data/caseStudies';
import styles from './styles.module.css';
import Heading from '@theme/Heading';

export type CaseStudyCardProps = {study: CaseStudy};

/** A card on /casestudies: industry, company, one-line summary, key technologies, and a link to the full story. */
export default function CaseStudyCard({study}: CaseStudyCardProps): React.JSX.Element {
  const tags = [...study.technology.protocols, `AsyncAPI ${study.asyncapi.versions.join(' / ')}`];
  return (
    <article className={styles.card}>
      <p className={styles.industry}>{study.company.industry}</p>
      <Heading as="h3" className={styles.title}>
        <Link to={`/casestudies/${study.id}`} className={styles.link}>
          {study.company.name}
        </Link>
      </Heading>
      <p className={styles.summary}>{study.summary}</p>
      <ul className={styles.tags} aria-label="Technologies">
        {tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>
      <span className={styles.more} aria-hidden="true">
        Read the case study →
      </span>
    </article>
  );
}
