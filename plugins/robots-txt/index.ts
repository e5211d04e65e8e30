/**
 * Writes build/robots.txt after the English build: every crawler may read the site except the folders listed in
 * `disallow` (the JSON Schema files of plugins/schema-urls, which are data for tools, not pages to index), and the
 * file names the sitemap of every locale (Docusaurus writes one per locale: /sitemap.xml, /de/sitemap.xml). It is
 * generated rather than a file in static/, which Docusaurus would copy into every locale's folder, and so that the
 * sitemap URLs follow the site URL and the locales of the config.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {optionsValidator} from '../plugin-options';

export const PLUGIN_NAME = 'asyncapi-robots-txt';

export type RobotsTxtOptions = {
  /** Top-level folders crawlers should stay out of, without slashes: `definitions`. */
  disallow: string[];
};

export const OptionsSchema = Joi.object<RobotsTxtOptions>({
  disallow: Joi.array()
    .items(Joi.string().pattern(/^[A-Za-z0-9._-]+$/, 'folder name'))
    .default([]),
});

export const validateOptions = optionsValidator({name: PLUGIN_NAME, path: 'plugins/robots-txt'}, OptionsSchema);

export type RobotsTxtInput = {
  siteUrl: string;
  baseUrl: string;
  defaultLocale: string;
  locales: readonly string[];
  disallow: readonly string[];
};

/** The robots.txt text: one group for every crawler, then the sitemaps (default locale first). */
export function robotsTxt({siteUrl, baseUrl, defaultLocale, locales, disallow}: RobotsTxtInput): string {
  const root = `${siteUrl.replace(/\/+$/, '')}${baseUrl}`;
  const ordered = [defaultLocale, ...locales.filter((locale) => locale !== defaultLocale)];
  const lines = [
    'User-agent: *',
    ...(disallow.length === 0 ? ['Disallow:'] : disallow.map((folder) => `Disallow: ${baseUrl}${folder}/`)),
    '',
    ...ordered.map((locale) => `Sitemap: ${root}${locale === defaultLocale ? '' : `${locale}/`}sitemap.xml`),
  ];
  return `${lines.join('\n')}\n`;
}

export default function robotsTxtPlugin(context: LoadContext, options: RobotsTxtOptions): Plugin {
  const {currentLocale, defaultLocale, locales} = context.i18n;
  return {
    name: PLUGIN_NAME,
    async postBuild({outDir}) {
      if (currentLocale !== defaultLocale) return;
      const text = robotsTxt({
        siteUrl: context.siteConfig.url,
        baseUrl: context.baseUrl,
        defaultLocale,
        locales,
        disallow: options.disallow,
      });
      await writeFile(path.join(outDir, 'robots.txt'), text);
    },
  };
}

// Docusaurus reads `validateOptions` from a plugin function passed directly in the config.
robotsTxtPlugin.validateOptions = validateOptions;
