import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export type SpecVersionId = 'v3.0.0' | 'v2.x';

export type SpecVersionSwitcherProps = {
  /** The version of the page the switcher is on. */
  current: SpecVersionId;
};

export const SPEC_VERSIONS: readonly {id: SpecVersionId; label: string; to: string}[] = [
  {id: 'v3.0.0', label: '3.0.0 (current)', to: '/docs/reference/specification/v3.0.0'},
  {id: 'v2.x', label: '2.x (2.6.0)', to: '/docs/reference/specification/v2.x'},
];

/** Switches between the reference pages of the specification versions; used by the generated pages. */
export default function SpecVersionSwitcher({current}: SpecVersionSwitcherProps): React.JSX.Element {
  return (
    <nav className={styles.switcher} aria-label="Specification version">
      <span className={styles.label}>Version</span>
      <ul className={styles.list}>
        {SPEC_VERSIONS.map((version) => (
          <li key={version.id}>
            <Link
              to={version.to}
              className={clsx(styles.link, version.id === current && styles.current)}
              aria-current={version.id === current ? 'page' : undefined}>
              {version.label}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/docs/reference/specification/v3.0.0-explorer" className={styles.explorer}>
        Open the 3.0.0 Explorer
      </Link>
    </nav>
  );
}
