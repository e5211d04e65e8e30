import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

export type ReleaseNoteBannerProps = {href: string};

/** Shown at the top of a docs page whose front matter has `releaseNoteLink`. */
export default function ReleaseNoteBanner({href}: ReleaseNoteBannerProps): React.JSX.Element {
  return (
    <aside className={styles.banner} aria-label="Release notes" data-testid="release-note-banner">
      <span className={styles.icon} aria-hidden="true">
        ✦
      </span>
      <p className={styles.text}>
        <Translate id="docs.releaseNotes.text">
          What changed in this version? Read the release notes for the details and examples.
        </Translate>{' '}
        <Link to={href} className={styles.link}>
          <Translate id="docs.releaseNotes.link">Read the release notes</Translate>
        </Link>
      </p>
    </aside>
  );
}
