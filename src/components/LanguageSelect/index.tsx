import React, {useEffect, useId, useRef} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {LANGUAGE_STORAGE_KEY} from '@site/src/data/languages';
import {usePageTranslation} from '@site/src/lib/usePageTranslation';
import styles from './styles.module.css';

export type LanguageSelectProps = {
  mobile?: boolean;
  className?: string;
  /** Loads a URL (a full page load: each locale is its own build). Tests pass their own. */
  navigate?: (url: string) => void;
};

const loadPage = (url: string) => window.location.assign(url);

/** Remembers the reader's choice in local storage (key `i18nLang`). */
export function rememberLanguage(language: string, storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode, disabled cookies): the switch still works.
  }
}

/**
 * Navbar item `custom-languageSelect`: offers the languages that have the current page (found at build time from the
 * translated files by the `translations` plugin), and the current one.
 */
export default function LanguageSelect({mobile, navigate = loadPage}: LanguageSelectProps): React.JSX.Element | null {
  const {
    i18n: {currentLocale, locales, localeConfigs},
  } = useDocusaurusContext();
  const {search, hash} = useLocation();
  const id = useId();
  const translation = usePageTranslation();
  const offered = locales.filter((locale) => locale === currentLocale || translation.locales.includes(locale));
  const ref = useRef<HTMLSelectElement>(null);

  const switchTo = (next: string) => {
    if (next === currentLocale) return;
    rememberLanguage(next, typeof window === 'undefined' ? undefined : window.localStorage);
    // Each locale is its own build: switching loads the same page under the other locale's base URL.
    navigate(`${translation.pathIn(next)}${search}${hash}`);
  };
  // A language picked in the server's markup before React took the page over had no listener to hear it; React keeps
  // the picked option when it hydrates, so the switch happens now (on a slow phone a reader can be that quick).
  useEffect(() => {
    if (ref.current) switchTo(ref.current.value);
    // Once, for the choice made before hydration; later choices go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Only one language has this page: there is nothing to choose, so no select at all.
  if (offered.length < 2) return null;

  const label = translate({id: 'navbar.language.label', message: 'Language'});
  const select = (
    <div className={clsx(styles.wrapper, mobile ? styles.mobile : 'navbar__item')}>
      <label htmlFor={id} className={mobile ? styles.mobileLabel : 'sr-only'}>
        {label}
      </label>
      <span className={styles.globe} aria-hidden="true">
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3a14 14 0 0 1 0 18 14 14 0 0 1 0-18" />
        </svg>
      </span>
      <select
        ref={ref}
        id={id}
        className={styles.select}
        value={currentLocale}
        onChange={(event) => switchTo(event.target.value)}
        data-testid="language-select">
        {offered.map((locale) => (
          <option key={locale} value={locale} lang={localeConfigs[locale]?.htmlLang ?? locale}>
            {localeConfigs[locale]?.label ?? locale}
          </option>
        ))}
      </select>
    </div>
  );
  // In the mobile menu the item sits inside the sidebar's list.
  return mobile ? <li className="menu__list-item">{select}</li> : select;
}
