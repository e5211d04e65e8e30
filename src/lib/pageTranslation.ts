/**
 * Which pages have a version in which language, as the `translations` plugin (plugins/translations) finds it at build
 * time from the files, and what that means for one page. Pure and client-safe: the language select, the page
 * metadata (canonical, hreflang) and the untranslated and outdated notices read the same answer.
 */

/** What the plugin publishes as its global data, for every locale but the default. Paths are locale-free. */
export type TranslationsGlobalData = {
  locales: Record<
    string,
    {
      /** Pages with an up-to-date translation in this locale. */
      translated: string[];
      /** Pages translated from an older English revision (translated too, with a notice). */
      outdated: string[];
      /** Generated Reference pages, which stay English in every locale. */
      generated: string[];
    }
  >;
};

/** How a page stands in the locale it is shown in. */
export type PageTranslationStatus =
  /** The default locale's own page. */
  | 'source'
  /** Translated and up to date. */
  | 'translated'
  /** Translated from an older revision of the English page. */
  | 'outdated'
  /** Generated from the schemas: English in every locale. */
  | 'generated'
  /** No translation yet: the English content under this locale's interface. */
  | 'untranslated';

/** The site's pages are addressed without a trailing slash; the home page is `/`. */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The status of the (locale-free) `path` in `locale`. */
export function pageTranslationStatus(
  data: TranslationsGlobalData | undefined,
  locale: string,
  defaultLocale: string,
  path: string,
): PageTranslationStatus {
  if (locale === defaultLocale) return 'source';
  const entry = data?.locales[locale];
  const page = normalizePath(path);
  if (!entry) return 'untranslated';
  if (entry.translated.includes(page)) return 'translated';
  if (entry.outdated.includes(page)) return 'outdated';
  if (entry.generated.includes(page)) return 'generated';
  return 'untranslated';
}

/** True when the page has content in `locale`: the default locale always, another when translated (even outdated). */
export function hasVersionIn(
  data: TranslationsGlobalData | undefined,
  locale: string,
  defaultLocale: string,
  path: string,
): boolean {
  const status = pageTranslationStatus(data, locale, defaultLocale, path);
  return status === 'source' || status === 'translated' || status === 'outdated';
}

/** The locales that have a version of the page, in the order given (the default locale's first). */
export function localesWithPage(
  data: TranslationsGlobalData | undefined,
  locales: readonly string[],
  defaultLocale: string,
  path: string,
): string[] {
  return locales.filter((locale) => hasVersionIn(data, locale, defaultLocale, path));
}
