import React from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';
import Link from '@docusaurus/Link';

export type EditOnGithubProps = {editUrl: string};

/** The "Edit this page on GitHub" link shown under a docs page's title. */
export default function EditOnGithub({editUrl}: EditOnGithubProps): React.JSX.Element {
  return (
    <Link className={styles.link} href={editUrl} target="_blank" rel="noopener noreferrer" data-testid="edit-on-github">
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true">
        <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <Translate id="docs.editOnGithub">Edit this page on GitHub</Translate>
      <span className="sr-only">
        {' '}
        <Translate id="common.newTab">(opens in a new tab)</Translate>
      </span>
    </Link>
  );
}
