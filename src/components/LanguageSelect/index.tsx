import React, {useId} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {LANGUAGES, LANGUAGE_STORAGE_KEY, languagesFor, pathInLanguage, type Language} from '@site/src/data/languages';
import {stripLocalePrefix} from '@site/src/lib/metadata';
import styles from './styles.module.css';

export type LanguageSelectProps = {mobile?: boolean; className?: string};

/** Remembers the reader's choice (SPEC.md: local storage key `i18nLang`). */
export function rememberLanguage(language: Language, storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode, disabled cookies): the switch still works.
  }
}

/** Navbar item `custom-languageSelect`: offers only the languages that have the current page. */
export default function LanguageSelect({mobile}: LanguageSelectProps): React.JSX.Element | null {
  const {
    i18n: {currentLocale, locales},
  } = useDocusaurusContext();
  const {pathname, search, hash} = useLocation();
  const id = useId();
  const current = currentLocale as Language;
  const path = stripLocalePrefix(
    pathname,
    locales.filter((l) => l !== 'en'),
  );
  const offered = languagesFor(path);
  if (!offered.includes(current)) offered.unshift(current);
  // Off the language map (only one language has this page) there is nothing to choose: no select at all.
  if (offered.length < 2) return null;

  const onChange = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value as Language;
    if (next === current) return;
    rememberLanguage(next, typeof window === 'undefined' ? undefined : window.localStorage);
    // Each locale is its own build: switching loads the same page under the other prefix.
    window.location.assign(`${pathInLanguage(path, next)}${search}${hash}`);
  };

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
      <select id={id} className={styles.select} value={current} onChange={onChange} data-testid="language-select">
        {offered.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGES[language].label}
          </option>
        ))}
      </select>
    </div>
  );
  // In the mobile menu the item sits inside the sidebar's list.
  return mobile ? <li className="menu__list-item">{select}</li> : select;
}
