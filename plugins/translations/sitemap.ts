/**
 * A locale's sitemap lists only the pages that are in that locale's language: the sitemap plugin's
 * `createSitemapItems` gets the routes of the locale being built, and a route whose source is not translated (English
 * text under the German prefix, whose canonical URL is the English page) is left out. The default locale keeps all.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {RouteConfig} from '@docusaurus/types';
import {declaredLocales} from './index';

/** True when the route's page has content of its own in `locale` (see plugins/translations/index.ts). */
export function isTranslatedRoute(route: RouteConfig, siteDir: string, locale: string): boolean {
  const source = route.metadata?.sourceFilePath;
  if (!source) return false;
  const relative = path.isAbsolute(source) ? path.relative(siteDir, source) : source;
  if (relative.split(path.sep).join('/').startsWith(`i18n/${locale}/`)) return true;
  if (!/\.(jsx?|tsx?)$/.test(relative)) return false;
  const file = path.join(siteDir, relative);
  return fs.existsSync(file) && declaredLocales(fs.readFileSync(file, 'utf8')).includes(locale);
}

/** The routes to list in `locale`'s sitemap: all for the default locale, the translated ones (and their parents) else. */
export function sitemapRoutes(
  routes: readonly RouteConfig[],
  {siteDir, locale, defaultLocale}: {siteDir: string; locale: string; defaultLocale: string},
): RouteConfig[] {
  if (locale === defaultLocale) return [...routes];
  return routes.flatMap((route) => {
    if (route.routes) {
      const children = sitemapRoutes(route.routes, {siteDir, locale, defaultLocale});
      return children.length > 0 ? [{...route, routes: children}] : [];
    }
    return isTranslatedRoute(route, siteDir, locale) ? [route] : [];
  });
}
