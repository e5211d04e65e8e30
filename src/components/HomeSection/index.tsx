import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';
import SectionHeading from '@site/src/components/SectionHeading';

export type HomeSectionProps = {
  /** Id of the section, also used for its heading's id (aria-labelledby). */
  id: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  /** A tinted background to separate it from its neighbours. */
  tinted?: boolean;
  children: React.ReactNode;
};

/** A home page section: a full-width band with a centred heading, an optional intro and its content. */
export default function HomeSection({id, title, intro, tinted, children}: HomeSectionProps): React.JSX.Element {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={clsx(styles.section, tinted && styles.tinted)}>
      <div className="container">
        <SectionHeading as="h2" id={headingId} className={styles.title}>
          {title}
        </SectionHeading>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
