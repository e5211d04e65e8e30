/**
 * The current page's translation status (src/lib/pageTranslation.ts) from the `translations` plugin's global data, and
 * a context through which a page that is interface only (the 404 page) says it needs no translation of its own.
 */
import React, {createContext, useContext, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useLocation} from '@docusaurus/router';
import {
  localesWithPage,
  normalizePath,
  pageTranslationStatus,
  type PageTranslationStatus,
  type TranslationsGlobalData,
} from './pageTranslation';
import {stripLocalePrefix} from './metadata';

export type PageTranslation = {
  status: PageTranslationStatus | 'interface';
  /** The page's path without the locale prefix. */
  path: string;
  /** The locales that have a version of this page (the default locale always). */
  locales: string[];
  /** The default locale's URL of this page, on the same host (an untranslated page's notice links it). */
  sourceUrl: string;
  /** The page's path in a locale, with that locale's base URL (`/de/docs/x`). */
  pathIn: (locale: string) => string;
  /** The page's absolute URL in a locale (its `url` and `baseUrl` from the i18n config). */
  urlIn: (locale: string) => string;
};

const InterfaceOnly = createContext(false);

/** Wraps a page whose whole text is the interface's, translated through code.json (the 404 page). */
export function InterfaceOnlyPage({children}: {children: ReactNode}): React.JSX.Element {
  return <InterfaceOnly.Provider value>{children}</InterfaceOnly.Provider>;
}

/** The status of the page at `pathname` (default: the current location). */
export function usePageTranslation(pathname?: string): PageTranslation {
  const {
    i18n: {currentLocale, defaultLocale, locales, localeConfigs},
  } = useDocusaurusContext();
  const location = useLocation();
  const interfaceOnly = useContext(InterfaceOnly);
  const data = usePluginData('translations') as TranslationsGlobalData | undefined;
  const path = normalizePath(
    stripLocalePrefix(
      pathname ?? location.pathname,
      locales.filter((locale) => locale !== defaultLocale),
    ),
  );
  const pathIn = (locale: string) => {
    const base = (localeConfigs[locale]?.baseUrl ?? '/').replace(/\/$/, '');
    return path === '/' ? `${base}/` : `${base}${path}`;
  };
  const urlIn = (locale: string) => `${localeConfigs[locale]?.url ?? ''}${pathIn(locale)}`;
  const common = {path, sourceUrl: pathIn(defaultLocale), pathIn, urlIn};
  if (interfaceOnly) return {...common, status: 'interface', locales: [...locales]};
  return {
    ...common,
    status: pageTranslationStatus(data, currentLocale, defaultLocale, path),
    locales: localesWithPage(data, locales, defaultLocale, path),
  };
}
