import React from 'react';
import styles from './styles.module.css';
import Heading from '@theme/Heading';

export type PageHeaderProps = {
  title: string;
  /** A short line above the title, such as the section name. */
  eyebrow?: string;
  /** One or two sentences under the title. */
  lead?: React.ReactNode;
  children?: React.ReactNode;
};

/** The coloured band at the top of a generic page: eyebrow, the page's only h1, and a lead paragraph. */
export default function PageHeader({title, eyebrow, lead, children}: PageHeaderProps): React.JSX.Element {
  return (
    <header className={styles.header}>
      <div className="container">
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </header>
  );
}
