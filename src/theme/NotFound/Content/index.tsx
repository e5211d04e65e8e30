// Change: replaces the theme's plain "Page Not Found" text with the site's designed 404 page,
// offering the main destinations instead of a dead end.
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Props = {className?: string};

const DESTINATIONS = [
  {to: '/docs', label: 'Documentation', hint: 'Concepts, tutorials and the specification'},
  {to: '/tools', label: 'Tools', hint: 'Generator, CLI, Modelina and more'},
  {to: '/blog', label: 'Blog', hint: 'Release notes and articles'},
  {to: '/community', label: 'Community', hint: 'Meetings, people and ways to help'},
];

export default function NotFoundContent({className}: Props): React.JSX.Element {
  return (
    <main className={clsx('container margin-vert--xl', styles.page, className)} data-testid="not-found">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <Heading as="h1" className={styles.title}>
        <Translate id="theme.NotFound.title">Page Not Found</Translate>
      </Heading>
      <p className={styles.lead}>
        <Translate id="notFound.lead">
          This address does not lead to a page any more, or never did. The links below are good places to continue.
        </Translate>
      </p>
      <ul className={styles.grid}>
        {DESTINATIONS.map((destination) => (
          <li key={destination.to}>
            <Link className={styles.card} to={destination.to}>
              <span className={styles.cardTitle}>{destination.label}</span>
              <span className={styles.cardHint}>{destination.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.home}>
        <Link className="button button--primary" to="/">
          <Translate id="notFound.home">Back to the home page</Translate>
        </Link>
      </p>
    </main>
  );
}
