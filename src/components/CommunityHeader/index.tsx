import React from 'react';
import styles from './styles.module.css';
import Heading from '@theme/Heading';

export type CommunityHeaderProps = {
  /** A short label above the title, such as "Community". */
  eyebrow?: string;
  /** The page's only h1. */
  title: string;
  /** One or two sentences under the title. */
  lead: React.ReactNode;
  /** Optional actions (links styled as buttons) under the lead. */
  children?: React.ReactNode;
};

/** The header band of every community page: eyebrow, h1, lead and optional actions. */
export default function CommunityHeader({
  eyebrow = 'Community',
  title,
  lead,
  children,
}: CommunityHeaderProps): React.JSX.Element {
  return (
    <header className={styles.header}>
      <div className="container">
        <p className={styles.eyebrow}>{eyebrow}</p>
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        <p className={styles.lead}>{lead}</p>
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </header>
  );
}
