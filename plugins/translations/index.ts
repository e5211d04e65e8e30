/**
 * The `translations` plugin: finds, at build time and from the files alone, which pages have a translation in which
 * locale, and publishes it as global data (src/lib/pageTranslation.ts reads it). There is no hand-kept page list:
 *
 * - a Markdown page (docs of every instance and version, blog posts, Markdown pages) is translated into a locale when
 *   its file exists in `i18n/<locale>/<plugin folder>/`, up to date or outdated by its `translated_from` stamp
 *   (plugins/translations/status.ts);
 * - a React page (`src/pages/*.tsx`, whose text comes from `translate()` and `i18n/<locale>/code.json`) is translated
 *   when it says so: `export const translatedLocales = ['de'];` in its own file;
 * - a generated Reference page stays English in every locale.
 *
 * The build of a non-default locale warns (never fails) about outdated translations.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {optionsValidator} from '../plugin-options';
import {fileInLocale, locateInRoots, type ContentRoot} from './localeLinks';
import {translationState} from './status';
import {normalizePath, type TranslationsGlobalData} from '../../src/lib/pageTranslation';

export type TranslationsOptions = {
  /** The content folders and their i18n folders (./localeLinks.ts `siteContentRoots`). */
  roots: ContentRoot[];
};

export const PLUGIN_NAME = 'translations';

export const OptionsSchema = Joi.object<TranslationsOptions>({
  roots: Joi.array()
    .items(Joi.object({source: Joi.string().required(), localized: Joi.string().required()}))
    .min(1)
    .required(),
});

/** A page the content plugins loaded: its URL in the locale being built and its source file (`@site/...`). */
export type ContentPage = {permalink: string; source: string; kind: 'markdown' | 'react'};

/** The locales a React page declares: `export const translatedLocales = ['de'];` in its file. */
export function declaredLocales(fileContent: string): string[] {
  const list = /^export const translatedLocales\b[^=]*=\s*\[([^\]]*)\]/m.exec(fileContent)?.[1];
  if (list === undefined) return [];
  return [...list.matchAll(/['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

/** Every page in the loaded content of the docs, blog and pages plugins (any instance). */
export function contentPages(allContent: Record<string, Record<string, unknown>>): ContentPage[] {
  const pages: ContentPage[] = [];
  const instances = (name: string) => Object.values(allContent[name] ?? {});
  for (const content of instances('docusaurus-plugin-content-docs')) {
    const versions = (content as {loadedVersions?: Array<{docs: Array<{permalink: string; source: string}>}>})
      .loadedVersions;
    for (const version of versions ?? [])
      for (const doc of version.docs) pages.push({permalink: doc.permalink, source: doc.source, kind: 'markdown'});
  }
  for (const content of instances('docusaurus-plugin-content-blog')) {
    const posts = (content as {blogPosts?: Array<{metadata: {permalink: string; source: string}}>}).blogPosts;
    for (const {metadata} of posts ?? [])
      pages.push({permalink: metadata.permalink, source: metadata.source, kind: 'markdown'});
  }
  for (const content of instances('docusaurus-plugin-content-pages')) {
    for (const page of (content as Array<{type: string; permalink: string; source: string}> | undefined) ?? [])
      pages.push({permalink: page.permalink, source: page.source, kind: page.type === 'jsx' ? 'react' : 'markdown'});
  }
  return pages;
}

/** The page's path without the locale's base URL (`/de/docs/x` → `/docs/x`). */
export function localeFreePath(permalink: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/$/, '');
  return normalizePath(
    permalink.startsWith(`${base}/`) || permalink === base ? permalink.slice(base.length) : permalink,
  );
}

type Computed = {data: TranslationsGlobalData; outdated: Array<{locale: string; translation: string}>};

/**
 * The global data for every locale but the default: each loaded page's state in that locale. Works in any locale's
 * build: a page loaded from its translation or from the English source maps to the same files.
 */
export function computeTranslations(
  siteDir: string,
  roots: readonly ContentRoot[],
  pages: readonly ContentPage[],
  {locales, defaultLocale, baseUrl}: {locales: readonly string[]; defaultLocale: string; baseUrl: string},
): Computed {
  const data: TranslationsGlobalData = {locales: {}};
  const outdated: Computed['outdated'] = [];
  const targets = locales.filter((locale) => locale !== defaultLocale);
  for (const locale of targets) data.locales[locale] = {translated: [], outdated: [], generated: []};
  for (const page of pages) {
    const file = path.join(siteDir, page.source.replace(/^@site\//, ''));
    const pagePath = localeFreePath(page.permalink, baseUrl);
    if (page.kind === 'react') {
      const declared = fs.existsSync(file) ? declaredLocales(fs.readFileSync(file, 'utf8')) : [];
      for (const locale of targets) if (declared.includes(locale)) data.locales[locale]!.translated.push(pagePath);
      continue;
    }
    const located = locateInRoots(siteDir, roots, file);
    if (!located) continue;
    const english = fileInLocale(siteDir, located.root, located.relative, defaultLocale, defaultLocale);
    if (!fs.existsSync(english)) continue;
    const englishText = fs.readFileSync(english, 'utf8');
    for (const locale of targets) {
      const entry = data.locales[locale]!;
      const translation = fileInLocale(siteDir, located.root, located.relative, locale, defaultLocale);
      const state = translationState(englishText, translation);
      if (state === 'missing') continue;
      entry[state].push(pagePath);
      if (state === 'outdated') outdated.push({locale, translation: path.relative(siteDir, translation)});
    }
  }
  for (const entry of Object.values(data.locales)) {
    for (const list of [entry.translated, entry.outdated, entry.generated]) list.sort();
  }
  return {data, outdated};
}

export default function translationsPlugin(context: LoadContext, options: TranslationsOptions): Plugin {
  const {siteDir, baseUrl, i18n} = context;
  return {
    name: PLUGIN_NAME,
    async allContentLoaded({allContent, actions}) {
      const {data, outdated} = computeTranslations(
        siteDir,
        options.roots,
        contentPages(allContent as Record<string, Record<string, unknown>>),
        {locales: i18n.locales, defaultLocale: i18n.defaultLocale, baseUrl},
      );
      actions.setGlobalData(data);
      const here = outdated.filter(({locale}) => locale === i18n.currentLocale);
      if (here.length > 0) {
        console.warn(
          `[WARNING] [translations] ${here.length} ${i18n.currentLocale} translation(s) made from an older English revision (they show a notice; update them, then run npm run translations:stamp -- <file>):\n${here.map(({translation}) => `  - ${translation}`).join('\n')}`,
        );
      }
    },
  };
}

export const validateOptions = optionsValidator({name: PLUGIN_NAME, path: 'plugins/translations'}, OptionsSchema);

// Docusaurus reads `validateOptions` from a plugin function passed directly in the config.
translationsPlugin.validateOptions = validateOptions;
