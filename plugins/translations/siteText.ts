/**
 * The site title and default description in the locale being built. Docusaurus does not translate `title` and
 * `tagline` of the site config; its build and dev server announce the locale they load the config for in
 * `process.env.DOCUSAURUS_CURRENT_LOCALE` (read through `announcedLocale` of plugins/translations/localeLinks.ts), and load the config afresh
 * for each locale. The words are the home page's (`home.meta.title`, `home.meta.description`), so a locale's
 * code.json holds them once: the browser tab of every page ("Channel | <title>") and the description of a page
 * without one of its own (the 404 page) read the same text as the home page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_DESCRIPTION, SITE_TITLE} from '../../src/data/site';

export type SiteText = {title: string; description: string};

const ENGLISH: SiteText = {title: SITE_TITLE, description: DEFAULT_DESCRIPTION};

/** The site title and default description for `locale`; English for the default locale or a missing message. */
export function siteText(siteDir: string, locale: string, defaultLocale: string): SiteText {
  if (locale === defaultLocale) return ENGLISH;
  const file = path.join(siteDir, 'i18n', locale, 'code.json');
  if (!fs.existsSync(file)) return ENGLISH;
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message?: unknown} | undefined>;
  const message = (id: string, fallback: string) => {
    const value = messages[id]?.message;
    return typeof value === 'string' && value.trim() !== '' ? value : fallback;
  };
  return {
    title: message('home.meta.title', ENGLISH.title),
    description: message('home.meta.description', ENGLISH.description),
  };
}
