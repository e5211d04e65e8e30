/**
 * Which pages each language supports (SPEC.md section 1, ARCHITECTURE.md decision 6).
 * A language is offered in the language select only on the pages it supports. Prefixes are matched
 * against the locale-free path: the empty prefix means the home page only, other prefixes match the
 * path itself and everything below it.
 */
export type Language = 'en' | 'de';

export type LanguageEntry = {
  /** The language's own name, shown in the select. */
  label: string;
  /** `all` for every page, or the list of supported path prefixes. */
  pages: 'all' | readonly string[];
};

export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'i18nLang';

export const LANGUAGES: Readonly<Record<Language, LanguageEntry>> = {
  en: {label: 'English', pages: 'all'},
  de: {label: 'Deutsch', pages: ['', '/tools/cli']},
};

function matches(prefix: string, path: string): boolean {
  if (prefix === '') return path === '/' || path === '';
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** True when `language` has a version of the (locale-free) `path`. */
export function supportsPage(language: Language, path: string): boolean {
  const {pages} = LANGUAGES[language];
  if (pages === 'all') return true;
  return pages.some((prefix) => matches(prefix, path));
}

/** The languages offered on a page, in the map's order. */
export function languagesFor(path: string): Language[] {
  return (Object.keys(LANGUAGES) as Language[]).filter((lang) => supportsPage(lang, path));
}

/** The URL of the same page in another language: `/de` prefix for German, none for English. */
export function pathInLanguage(path: string, language: Language): string {
  const clean = path === '' ? '/' : path;
  if (language === DEFAULT_LANGUAGE) return clean;
  return clean === '/' ? `/${language}` : `/${language}${clean}`;
}
