import React, {useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import {isV3BannerVisible} from '@site/src/lib/banner';
import styles from './styles.module.css';

export type V3BannerProps = {
  /** Injected in tests; the real banner reads the clock after hydration. */
  now?: () => Date;
};

/**
 * The "AsyncAPI 3.0 is out" banner. Visibility follows the UTC date rule (ARCHITECTURE.md, rule "Site shell"). It is decided in the
 * browser after hydration, so a static page built on another day never shows a stale banner.
 */
export default function V3Banner({now = () => new Date()}: V3BannerProps): React.JSX.Element | null {
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(isV3BannerVisible(now())), [now]);
  if (!visible) return null;
  return (
    <div className={styles.banner} role="region" aria-label="Announcement" data-testid="v3-banner">
      <p className={styles.text}>
        <strong>AsyncAPI 3.0 is here!</strong> Operations, reply, and a cleaner channel model.
      </p>
      <Link className={styles.link} to="/blog/release-notes-3.0.0">
        Release notes
      </Link>
      <Link className={styles.link} to="/docs/reference/specification/v2.x">
        Old v2 docs
      </Link>
    </div>
  );
}
