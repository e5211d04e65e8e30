/**
 * Page metadata rules (ARCHITECTURE.md, rule "Pages and metadata"), as pure functions so they can be unit-tested
 * and shared by the theme (`src/theme/Layout`) and the e2e checks.
 */
export type PageType = 'article' | 'website';

/** Removes a leading locale prefix such as `/de` from a pathname. */
export function stripLocalePrefix(pathname: string, locales: readonly string[]): string {
  for (const locale of locales) {
    if (pathname === `/${locale}`) return '/';
    if (pathname.startsWith(`/${locale}/`)) return pathname.slice(locale.length + 1);
  }
  return pathname;
}

/** `article` for paths starting with /docs or /blog (in any locale), `website` otherwise. */
export function pageTypeFor(pathname: string, locales: readonly string[] = ['de']): PageType {
  const path = stripLocalePrefix(pathname, locales);
  return /^\/(docs|blog)(\/|$)/.test(path) ? 'article' : 'website';
}
