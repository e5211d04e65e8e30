import React, {useEffect, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import styles from './styles.module.css';

export type SpecVersionId = 'v3.1.0' | 'v3.0.0' | 'v2.x';

export type SpecVersionSwitcherProps = {
  /** The version of the page the switcher is on. */
  current: SpecVersionId;
  /** On an Explorer page: switch between the Explorers of the versions that have one. */
  explorer?: boolean;
  /** The anchors of the other versions' pages (page path to ids), to keep the reader on the same object or field. */
  anchors?: SpecAnchors;
};

export type SpecVersionLink = {id: SpecVersionId; label: string; to: string; explorer?: string};

export const SPEC_VERSIONS: readonly SpecVersionLink[] = [
  {
    id: 'v3.1.0',
    label: '3.1.0 (current)',
    to: '/docs/reference/specification/v3.1.0',
    explorer: '/docs/reference/specification/v3.1.0-explorer',
  },
  {
    id: 'v3.0.0',
    label: '3.0.0',
    to: '/docs/reference/specification/v3.0.0',
    explorer: '/docs/reference/specification/v3.0.0-explorer',
  },
  {id: 'v2.x', label: '2.x (2.6.0)', to: '/docs/reference/specification/v2.x'},
];

/** Page path to the anchors the page has (given by the generated page, plugins/spec-reference/directives.ts). */
export type SpecAnchors = Readonly<Record<string, readonly string[]>>;

/**
 * Where a version link leads from the current address: to the same object or field (`hash`) when the target
 * page has that anchor, else to the top of the target page. Pure.
 */
export function switchTarget(to: string, hash: string, anchors: SpecAnchors | undefined): string {
  const id = hash.replace(/^#/, '');
  if (!id) return to;
  let decoded = id;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    return to;
  }
  return anchors?.[to]?.includes(decoded) ? `${to}#${id}` : to;
}

/** The address's fragment, kept current when the reader follows an in-page link (empty while rendering on the server). */
function useHash(): string {
  const location = useLocation();
  const [hash, setHash] = useState('');
  useEffect(() => {
    const update = () => setHash(window.location.hash);
    update();
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, [location.hash]);
  return hash;
}

/** Switches between the specification versions (reference pages, or Explorers with `explorer`); used by the generated pages. */
export default function SpecVersionSwitcher({
  current,
  explorer = false,
  anchors,
}: SpecVersionSwitcherProps): React.JSX.Element {
  const hash = useHash();
  const versions = explorer ? SPEC_VERSIONS.filter((version) => version.explorer) : SPEC_VERSIONS;
  const here = SPEC_VERSIONS.find((version) => version.id === current);
  const other = explorer
    ? {to: here?.to ?? SPEC_VERSIONS[0].to, label: `Open the ${current.slice(1)} reference page`}
    : here?.explorer
      ? {to: here.explorer, label: `Open the ${current.slice(1)} Explorer`}
      : {to: SPEC_VERSIONS[0].explorer as string, label: `Open the ${SPEC_VERSIONS[0].id.slice(1)} Explorer`};
  return (
    <nav className={styles.switcher} aria-label={explorer ? 'Explorer version' : 'Specification version'}>
      <span className={styles.label}>Version</span>
      <ul className={styles.list}>
        {versions.map((version) => {
          const page = explorer ? (version.explorer as string) : version.to;
          return (
            <li key={version.id}>
              <Link
                to={version.id === current ? page : switchTarget(page, hash, anchors)}
                className={clsx(styles.link, version.id === current && styles.current)}
                aria-current={version.id === current ? 'page' : undefined}
                data-version={version.id}>
                {version.label}
              </Link>
            </li>
          );
        })}
      </ul>
      <Link to={other.to} className={styles.explorer}>
        {other.label}
      </Link>
    </nav>
  );
}
