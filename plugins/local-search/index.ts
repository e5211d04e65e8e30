/**
 * The local search indices (README.md here): per locale, a docs index (pages under /docs) and a resources index
 * (everything else), written by `postBuild` from the rendered pages (records.ts) or, on the dev server, from the
 * Markdown (markdown.ts) and served at `<baseUrl>search/`. The dev server writes its index on the first request for an
 * index file (when the search dialog first opens), not before its first page nor after every edit: `allContentLoaded`
 * only notes what the index will hold. With Algolia configured (`customFields.search`), nothing is built or served.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {extractRecordsFromMarkdown} from './markdown';
import {expandDirectives} from '../spec-reference/directives';
import {keptUnlessFailed, type LocalSearchGlobalData, type SearchRecord} from '../../src/search/shared';
import type {SearchSettings} from '../../src/lib/search';
import {writeIndices, writeSearchIndicesInWorker} from './buildIndex';
import {devServerMiddleware, isDevServer} from '../dev-server';
import {SEARCH_INDEX_DIR} from '../built-html/policy';

export const PLUGIN_NAME = 'asyncapi-local-search';

/** Routes that only list or duplicate other pages. */
const SKIPPED = [/\/404$/, /\/search$/, /\/blog$/, /\/blog\/(tags|page|archive|authors)(\/|$)/, /\/docs\/tags(\/|$)/];

export function isIndexedRoute(route: string): boolean {
  return !SKIPPED.some((pattern) => pattern.test(route.replace(/\/$/, '')));
}

/**
 * The code the index files are written for: this plugin's (records, file layout) and the browser's reader in
 * src/search (its tokenizer and stemmer, the engine, the layout it reads). A change in either gives the files new
 * names, so a browser never reads files written for other code.
 */
export const CODE_DIRS: readonly string[] = [__dirname, path.join(__dirname, '../../src/search')];

/** The TypeScript files of these folders (recursively), sorted. */
export async function codeFiles(dirs: readonly string[] = CODE_DIRS): Promise<string[]> {
  const files = await Promise.all(
    dirs.map(async (dir) =>
      (await fs.readdir(dir, {recursive: true}))
        .map(String)
        .filter((file) => file.endsWith('.ts'))
        .map((file) => path.join(dir, file)),
    ),
  );
  return files.flat().sort();
}

/**
 * The index files' name: a hash of everything the records come from (all plugins' loaded content, the locale, the
 * installed packages and the code of CODE_DIRS), so an identical build writes identically named files and caches
 * survive, while any content change gives new names. JSON.stringify skips functions; circular values are dropped.
 */
export async function contentVersion(
  allContent: unknown,
  siteDir: string,
  extra: string[] = [],
  codeDirs: readonly string[] = CODE_DIRS,
): Promise<string> {
  const hash = createHash('sha256');
  const seen = new WeakSet<object>();
  hash.update(
    JSON.stringify(allContent, (_key, value: unknown) => {
      if (value && typeof value === 'object') {
        if (seen.has(value)) return undefined;
        seen.add(value);
      }
      return value;
    }) ?? '',
  );
  const files = [path.join(siteDir, 'package-lock.json'), ...(await codeFiles(codeDirs))];
  for (const file of files.sort()) hash.update(await fs.readFile(file).catch(() => Buffer.alloc(0)));
  for (const value of extra) hash.update(value);
  return hash.digest('hex').slice(0, 12);
}

export default function localSearchPlugin(context: LoadContext): Plugin<unknown> {
  const {siteConfig, baseUrl, siteDir, generatedFilesDir} = context;
  // The provider the SearchBar uses (`customFields.search`, config.ts, from the environment). With Algolia configured
  // the browser never loads a local index, so none is built: no records read from the pages, no files written.
  const local = (siteConfig.customFields?.search as SearchSettings | undefined)?.provider !== 'algolia';
  // Set in allContentLoaded from the content hash; the build writes the index files under this name.
  let version = '';
  const isDev = isDevServer();
  const language = context.i18n.currentLocale;
  /** Dev: writes the index of the content last loaded; run once per content version, on the first request for it. */
  let writeDevIndex: (() => Promise<void>) | undefined;
  const devIndices = new Map<string, Promise<void>>();
  const devDir = path.join(generatedFilesDir, PLUGIN_NAME, SEARCH_INDEX_DIR);
  const siteUrl = siteConfig.url;
  const resolveSource = (source: string) => path.join(siteDir, source.replace(/^@site\//, ''));

  return {
    name: PLUGIN_NAME,

    async allContentLoaded({allContent, actions}) {
      version = await contentVersion(allContent, siteDir, [context.i18n.currentLocale]);
      actions.setGlobalData({version} satisfies LocalSearchGlobalData);
      if (!isDev || !local) return;
      writeDevIndex = async () => {
        // Every docs instance (the main tree and each tool's docs), each version tagged as on the built pages.
        const docsInstances = Object.entries(allContent['docusaurus-plugin-content-docs'] ?? {}) as [
          string,
          DocsContent,
        ][];
        const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
        const pages = [
          ...docsInstances.flatMap(([pluginId, content]) =>
            (content.loadedVersions ?? []).flatMap((v) =>
              v.docs.map((doc) => ({...doc, tag: `docs-${pluginId}-${v.versionName}`})),
            ),
          ),
          ...(blog?.blogPosts ?? []).map((post) => ({...post.metadata, tag: undefined})),
        ];
        const records: SearchRecord[] = [];
        for (const page of pages) {
          // Generated Reference pages are stubs: expand their directives as the remark plugin does for the build.
          const source = expandDirectives(
            await fs.readFile(resolveSource(page.source), 'utf8').catch(() => ''),
            page.source,
          );
          // Index docs (`docs/tools/index.md`) have a permalink ending in `/`; the site links it as trailingSlash says.
          const pathname = applyTrailingSlash(page.permalink, {trailingSlash: siteConfig.trailingSlash, baseUrl});
          records.push(...extractRecordsFromMarkdown(source, {siteUrl, pathname, title: page.title, tag: page.tag}));
        }
        const counts = await writeIndices(devDir, {version, language}, records);
        console.log(
          `[local-search] dev index from Markdown: ${counts.docs} docs and ${counts.resources} blog records ` +
            `(React pages such as /tools are indexed by \`docusaurus build\`)`,
        );
      };
    },

    configureWebpack(_config, isServer) {
      if (!isDev || isServer || !local) return {};
      // A request for an index file waits until the index of the current content is written (nothing before any
      // content is loaded; a failed write is tried again by the next request), then the static middleware serves it.
      const ensureIndex = devServerMiddleware(
        `${PLUGIN_NAME}-dev-index`,
        `${baseUrl}${SEARCH_INDEX_DIR}`,
        (_req, _res, next) => {
          const written = writeDevIndex ? keptUnlessFailed(devIndices, version, writeDevIndex) : Promise.resolve();
          written.then(() => next(), next);
        },
      );
      // Nothing is written before that request: building the index takes 1-1.5 s of the main thread, which the start
      // and the edits of a page need more; the search dialog's first opening waits for it instead.
      return {
        devServer: {
          ...ensureIndex,
          static: [{directory: devDir, publicPath: `${baseUrl}${SEARCH_INDEX_DIR}`, watch: false}],
        },
      } as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },

    async postBuild({outDir, routesPaths, routesBuildMetadata}) {
      if (!local) {
        console.log('[local-search] Algolia is the search provider: no local index built');
        return;
      }
      // Read, extracted and indexed in a worker thread (./buildIndex.ts): the other plugins' postBuild (feed, share
      // cards, headers, sitemap) keep the main thread meanwhile.
      const counts = await writeSearchIndicesInWorker({
        outDir,
        baseUrl,
        siteUrl,
        version,
        language,
        routes: routesPaths.filter((route) => !routesBuildMetadata?.[route]?.noIndex && isIndexedRoute(route)),
      });
      console.log(
        `[local-search] ${counts.docs} docs and ${counts.resources} resources records written to ${baseUrl}${SEARCH_INDEX_DIR}/`,
      );
    },
  };
}
