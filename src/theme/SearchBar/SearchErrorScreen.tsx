import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import translations from '@theme/SearchTranslations';

/**
 * DocSearch's error screen ("Unable to fetch results"), shown inside the dialog while the query on screen is the
 * one whose search failed. Same markup and classes as DocSearch's own, so it looks the same.
 */
export default function SearchErrorScreen({failedQuery}: {failedQuery: string | null}): ReactNode {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  const [query, setQuery] = useState<string | null>(null);
  useEffect(() => {
    const find = () => setDropdown(document.querySelector('.DocSearch-Dropdown'));
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, {childList: true, subtree: true});
    const onInput = (event: Event) => {
      const target = event.target as HTMLInputElement | null;
      if (target?.classList?.contains('DocSearch-Input')) setQuery(target.value);
    };
    document.addEventListener('input', onInput, true);
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (input) setQuery(input.value);
    return () => {
      observer.disconnect();
      document.removeEventListener('input', onInput, true);
    };
  }, []);
  const current = query ?? document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? null;
  if (!dropdown || failedQuery === null || current === null || current.trim() === '' || current !== failedQuery) {
    return null;
  }
  const texts = translations.modal?.errorScreen;
  return createPortal(
    <div className="DocSearch-ErrorScreen asyncapi-search-error" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg
          width="40"
          height="40"
          viewBox="0 0 20 20"
          fill="none"
          fillRule="evenodd"
          stroke="currentColor"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true">
          <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
        </svg>
      </div>
      <p className="DocSearch-Title">{texts?.titleText ?? 'Unable to fetch results'}</p>
      <p className="DocSearch-Help">{texts?.helpText ?? 'You might want to check your network connection.'}</p>
    </div>,
    dropdown,
  );
}
