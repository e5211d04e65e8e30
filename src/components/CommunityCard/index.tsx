import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import MenuIcon from '@site/src/components/MenuIcon';
import type {IconName} from '@site/src/data/menus';
import styles from './styles.module.css';

export type CommunityCardProps = {
  title: string;
  description: React.ReactNode;
  /** A site path or an https URL; the whole card is the link. */
  href: string;
  icon?: IconName;
  /** Visible call to action at the bottom of the card. */
  linkLabel?: string;
  /** Heading level of the title inside the page's outline. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

/** A card whose title is a link that covers the whole card, so the card is one focusable target. */
export default function CommunityCard({
  title,
  description,
  href,
  icon,
  linkLabel,
  headingLevel: Heading = 'h3',
  className,
}: CommunityCardProps): React.JSX.Element {
  return (
    <article className={clsx(styles.card, className)}>
      {icon ? (
        <span className={styles.icon}>
          <MenuIcon name={icon} size={22} />
        </span>
      ) : null}
      <Heading className={styles.title}>
        <Link to={href} className={styles.link}>
          {title}
        </Link>
      </Heading>
      <p className={styles.description}>{description}</p>
      {linkLabel ? (
        // A no-break space keeps the arrow with the last word ("Meet the ambassadors →" wrapped before the arrow).
        <span className={styles.cta} aria-hidden="true">
          {linkLabel}&nbsp;→
        </span>
      ) : null}
    </article>
  );
}
