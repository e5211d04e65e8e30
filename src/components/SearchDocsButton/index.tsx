import React from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useSearchShortcut} from '@site/src/lib/useSearchShortcut';
import styles from './styles.module.css';

export type SearchDocsButtonProps = {
  className?: string;
  /** Called before the search opens (the mobile slide-over closes itself, so the dialog is not hidden behind it). */
  onOpen?: () => void;
};

/** Opens the site search (the navbar's DocSearch button owns the dialog). */
export function openSiteSearch(doc: Document = document): boolean {
  const button = doc.querySelector<HTMLButtonElement>('.DocSearch-Button');
  if (!button) return false;
  button.click();
  return true;
}

/** The "Search docs" button at the top of the docs sidebar, with the platform's shortcut hint. */
export default function SearchDocsButton({className, onOpen}: SearchDocsButtonProps): React.JSX.Element {
  const shortcut = useSearchShortcut();
  const label = translate({id: 'docs.searchDocs', message: 'Search docs'});
  return (
    <button
      type="button"
      className={clsx(styles.button, className)}
      onClick={() => {
        onOpen?.();
        openSiteSearch();
      }}
      aria-keyshortcuts={shortcut.modifier === '⌘' ? 'Meta+K' : 'Control+K'}
      data-testid="search-docs">
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" strokeLinecap="round" />
      </svg>
      <span className={styles.label}>{label}</span>
      <kbd className={styles.kbd} aria-hidden="true">
        {shortcut.label}
      </kbd>
    </button>
  );
}
