import React from 'react';
import {githubProfileUrl, linkedinProfileUrl, xProfileUrl} from '@site/src/lib/community';
import styles from './styles.module.css';
import Link from '@docusaurus/Link';

export type CommunityProfileLinksProps = {
  /** Whose profiles these are, for the links' accessible names. */
  name: string;
  github: string;
  x?: string;
  linkedin?: string;
};

const ICONS = {
  GitHub:
    'M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38v-1.34c-2.23.48-2.7-1.07-2.7-1.07-.36-.92-.89-1.17-.89-1.17-.73-.5.05-.49.05-.49.8.06 1.23.83 1.23.83.72 1.22 1.88.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82a7.6 7.6 0 0 1 4 0c1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48v2.2c0 .21.15.46.55.38A8 8 0 0 0 16 8c0-4.42-3.58-8-8-8z',
  X: 'M9.5 6.8 15.3 0h-1.4L8.9 5.9 4.9 0H.3l6.1 8.9L.3 16h1.4l5.3-6.2 4.3 6.2h4.6zm-1.9 2.2-.6-.9L2.1 1h2.1l4 5.7.6.9 5.2 7.4h-2.1z',
  LinkedIn:
    'M13.6 13.6h-2.4V9.9c0-.9 0-2-1.2-2s-1.4 1-1.4 2v3.8H6.2V6h2.3v1c.3-.6 1.1-1.2 2.3-1.2 2.4 0 2.8 1.6 2.8 3.6zM3.5 5a1.4 1.4 0 1 1 0-2.8 1.4 1.4 0 0 1 0 2.8zm1.2 8.6H2.3V6h2.4zM14.8 0H1.2C.5 0 0 .5 0 1.2v13.6c0 .7.5 1.2 1.2 1.2h13.6c.7 0 1.2-.5 1.2-1.2V1.2C16 .5 15.5 0 14.8 0z',
} as const;

type Network = keyof typeof ICONS;

/** Icon links to a person's public GitHub, X and LinkedIn profiles (only those that exist). */
export default function CommunityProfileLinks({
  name,
  github,
  x,
  linkedin,
}: CommunityProfileLinksProps): React.JSX.Element {
  const links: Array<{network: Network; href: string}> = [{network: 'GitHub', href: githubProfileUrl(github)}];
  if (x) links.push({network: 'X', href: xProfileUrl(x)});
  if (linkedin) links.push({network: 'LinkedIn', href: linkedinProfileUrl(linkedin)});
  return (
    <ul className={styles.links}>
      {links.map(({network, href}) => (
        <li key={network}>
          <Link
            className={styles.link}
            href={href}
            aria-label={`${name} on ${network}`}
            title={`${name} on ${network}`}>
            <svg width="18" height="18" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={ICONS[network]} />
            </svg>
          </Link>
        </li>
      ))}
    </ul>
  );
}
