/**
 * The one pass over the built HTML, after each locale's build (postBuild). It is the only step that changes the pages,
 * and it writes the files the host reads beside them:
 *
 * 1. Each page links its own routes' stylesheets and preloads its route scripts (./routeAssets.ts: stylesheets per
 *    route instead of one for the whole site); the not-found page links the stylesheets of its chunk and carries the
 *    page policy in a `<meta>` element (the host serves it at any unknown path, with no headers of its own).
 * 2. build/_headers (Netlify reads it from the publish folder; scripts/serve.mjs applies it through
 *    scripts/headers.mjs): the security headers of ./policy.ts with a Content-Security-Policy whose script hashes
 *    come from the built HTML itself, so a changed inline script can never be blocked by a stale, hand-written hash.
 *    Each locale's build runs postBuild; every run scans the whole publish folder (the default locale's folder,
 *    which holds the others) and rewrites the file, so the last run covers every locale.
 * 3. build/robots.txt (the default locale's build): crawlers stay out of the file folders (`fileFolders`, the JSON
 *    Schema files of plugins/schema-urls, data for tools, not pages to index), and it names every locale's sitemap.
 *
 * Other plugins' postBuild steps read the pages meanwhile (core runs them all at once: the search index and the blog
 * feed), so a page is replaced in one rename (write-file-atomic), never seen half-written.
 */
import {existsSync} from 'node:fs';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import writeFileAtomic from 'write-file-atomic';
import {optionsValidator} from '../plugin-options';
import {htmlFileFor} from './pages';
import {
  linkRouteAssets,
  moduleChunkFiles,
  routeAssetsReader,
  splitStylesPerChunk,
  type CompilationLike,
} from './routeAssets';
import {
  ASSETS_DIR,
  assetPatterns,
  formatHeadersFile,
  inlineScriptBodies,
  PARSER_WORKER_FILE,
  securityHeaderRules,
  sha256Source,
  sitePagePatterns,
  contentSecurityPolicy,
  withPolicyMeta,
  type BuildFolder,
  type PolicyOptions,
} from './policy';
import {fileFolderRules, withoutFileFolders, type FileFolders} from './fileFolders';

export const PLUGIN_NAME = 'asyncapi-built-html';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The hash sources of every executable inline script in the HTML files under `dir`, and how many pages were read. */
export async function scanBuild(dir: string): Promise<{pages: number; hashes: string[]}> {
  const files = await htmlFiles(dir);
  const hashes = new Set<string>();
  for (const file of files) {
    for (const body of inlineScriptBodies(await readFile(file, 'utf8'))) hashes.add(sha256Source(body));
  }
  return {pages: files.length, hashes: [...hashes].sort()};
}

async function entriesOf(dir: string): Promise<{name: string; directory: boolean}[] | null> {
  try {
    const entries = await readdir(dir, {withFileTypes: true});
    return entries.map((entry) => ({name: entry.name, directory: entry.isDirectory()}));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The build folders of the publish folder: itself and each locale's folder that exists (a build of one locale
 * has only its own).
 */
export async function buildFolders(publishDir: string, localeDirs: string[] = []): Promise<BuildFolder[]> {
  const folders: BuildFolder[] = [{prefix: '', entries: (await entriesOf(publishDir)) ?? []}];
  for (const dir of localeDirs) {
    const entries = await entriesOf(path.join(publishDir, dir));
    if (entries) folders.push({prefix: `/${dir}`, entries});
  }
  return folders;
}

/** The URL paths of the parser worker's scripts in every build folder's assets/js. */
export async function workerScripts(publishDir: string, folders: BuildFolder[]): Promise<string[]> {
  const found: string[] = [];
  for (const {prefix} of folders) {
    const files = (await entriesOf(path.join(publishDir, prefix, ASSETS_DIR, 'js'))) ?? [];
    for (const {name} of files) if (PARSER_WORKER_FILE.test(name)) found.push(`${prefix}/${ASSETS_DIR}/js/${name}`);
  }
  return found.sort();
}

/**
 * Writes `<publishDir>/_headers` for the build in `publishDir`, whose folders `localeDirs` hold the other locales'
 * builds; returns what it found.
 */
export async function writeHeadersFile(
  publishDir: string,
  {fileFolders = [], ...options}: BuiltHtmlOptions,
  localeDirs: string[] = [],
): Promise<{pages: number; hashes: string[]; workers: string[]}> {
  const scan = await scanBuild(publishDir);
  const folders = await buildFolders(publishDir, localeDirs);
  const workers = await workerScripts(publishDir, folders);
  const comment = [
    'Written by plugins/built-html after the build; do not edit (changes are overwritten).',
    `Script hashes: ${scan.hashes.length} executable inline scripts found in ${scan.pages} pages.`,
  ].join('\n');
  const rules = [
    ...securityHeaderRules({
      ...options,
      scriptHashes: scan.hashes,
      pages: withoutFileFolders(
        sitePagePatterns(folders),
        fileFolders.flatMap(({folders: names}) => names),
      ),
      assets: assetPatterns(folders),
      workers,
    }),
    ...fileFolders.flatMap(fileFolderRules),
  ];
  await writeFile(path.join(publishDir, '_headers'), formatHeadersFile(rules, comment));
  return {...scan, workers};
}

export type BuiltHtmlOptions = Omit<PolicyOptions, 'scriptHashes'> & {
  /** Folders of files for tools (plugins/schema-urls): their own headers, no page policy (./fileFolders.ts). */
  fileFolders?: readonly FileFolders[];
};

/** A name that can be one path segment of the publish folder (`definitions`), as the rules write it. */
const FOLDER_NAME = /^[A-Za-z0-9._-]+$/;
/** An HTTP header name (RFC 9110 token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export const OptionsSchema = Joi.object<BuiltHtmlOptions>({
  gtmContainerId: Joi.string().allow(null).default(null),
  // The id becomes part of host names in the policy (algoliaHosts): anything but letters and digits would break it.
  algoliaAppId: Joi.string()
    .pattern(/^[A-Za-z0-9]+$/, 'Algolia application id')
    .allow(null)
    .default(null),
  fileFolders: Joi.array()
    .items(
      Joi.object({
        folders: Joi.array().items(Joi.string().pattern(FOLDER_NAME, 'folder name')).min(1).required(),
        headers: Joi.object().pattern(Joi.string().pattern(HEADER_NAME, 'header name'), Joi.string()).required(),
      }),
    )
    .default([]),
});

export const validateOptions = optionsValidator({name: PLUGIN_NAME, path: 'plugins/built-html'}, OptionsSchema);

/** The page policy, with the hashes of the page's own inline scripts, in a `<meta>` element (`withPolicyMeta`). */
export function withNotFoundPolicy(html: string, options: BuiltHtmlOptions): string {
  const scriptHashes = inlineScriptBodies(html).map(sha256Source);
  return withPolicyMeta(html, contentSecurityPolicy({...options, scriptHashes}, 'meta'));
}

/** The robots.txt text: one group for every crawler, then the sitemaps (default locale first). */
export function robotsTxt(root: string, localeFolders: readonly string[], disallow: readonly string[]): string {
  const base = new URL(root).pathname;
  const lines = [
    'User-agent: *',
    ...(disallow.length === 0 ? ['Disallow:'] : disallow.map((folder) => `Disallow: ${base}${folder}/`)),
    '',
    ...['', ...localeFolders].map((folder) => `Sitemap: ${root}${folder ? `${folder}/` : ''}sitemap.xml`),
  ];
  return `${lines.join('\n')}\n`;
}

/** Replaces a page by `transform(page)` in one rename when that changes it; resolves to whether it did. */
async function rewrite(file: string, transform: (html: string) => string): Promise<boolean> {
  const html = await readFile(file, 'utf8');
  const updated = transform(html);
  if (updated === html) return false;
  await writeFileAtomic(file, updated);
  return true;
}

/**
 * The folders of the locales other than the default one, relative to the publish folder: each locale's baseUrl
 * below the site's (`/de/` -> `de`).
 */
export function localeFolders(context: Pick<LoadContext, 'i18n'>): string[] {
  const {locales, defaultLocale} = context.i18n;
  return locales
    .filter((locale) => locale !== defaultLocale)
    .map((locale) => localeFolder(context, locale))
    .filter(Boolean);
}

/**
 * A locale's folder relative to the publish folder: '' when it is built at the default locale's baseUrl (the
 * default locale, or any locale built alone). The default locale's baseUrl is the site's: `siteConfig.baseUrl` is
 * the current locale's during a locale's build.
 */
function localeFolder(context: Pick<LoadContext, 'i18n'>, locale: string): string {
  const {localeConfigs, defaultLocale} = context.i18n;
  const siteBase = localeConfigs[defaultLocale]?.baseUrl ?? '/';
  const base = localeConfigs[locale]?.baseUrl ?? siteBase;
  return (base.startsWith(siteBase) ? base.slice(siteBase.length) : base).replace(/^\/+|\/+$/g, '');
}

/**
 * The folder `_headers` is written to: the publish folder, which holds every locale's build. A locale with a
 * baseUrl of its own (/de/) is built into <publish folder>/de, so the publish folder is above it; a locale built
 * alone (`--locale de`) has the site's baseUrl and its output folder is the publish folder.
 */
export function publishFolder(context: Pick<LoadContext, 'i18n'>, outDir: string): string {
  const folder = localeFolder(context, context.i18n.currentLocale);
  return folder ? path.resolve(outDir, ...folder.split('/').map(() => '..')) : outDir;
}

/** The plugin, configured with the hosts the site is built with (docusaurus.config.ts). */
export default function builtHtmlPlugin(context: LoadContext, options: BuiltHtmlOptions): Plugin {
  // The not-found page's chunk files, recorded by the client compilation of this locale (./routeAssets.ts).
  let notFound: {js: string[]; css: string[]} = {js: [], css: []};
  return {
    name: PLUGIN_NAME,
    configureWebpack(config, isServer) {
      if (isServer) return {};
      splitStylesPerChunk(config as Parameters<typeof splitStylesPerChunk>[0]);
      const component = (config.resolve?.alias as Record<string, unknown> | undefined)?.['@theme/NotFound'];
      if (typeof component !== 'string')
        throw new Error("built-html: no '@theme/NotFound' alias in the client configuration to find the 404 chunk.");
      const recordNotFound = (compilation: CompilationLike) => {
        notFound = moduleChunkFiles(compilation, component);
      };
      return {
        plugins: [
          {
            apply(compiler: {hooks: {afterEmit: {tap(name: string, hook: typeof recordNotFound): void}}}) {
              compiler.hooks.afterEmit.tap(PLUGIN_NAME, recordNotFound);
            },
          },
        ],
      } as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
    async postBuild({outDir, baseUrl, generatedFilesDir, routes, routesPaths}) {
      const assetsOf = routeAssetsReader(generatedFilesDir, routes);
      let linked = 0;
      for (const routePath of new Set(routesPaths)) {
        const file = await htmlFileFor(outDir, baseUrl, routePath);
        if (file && (await rewrite(file, (html) => linkRouteAssets(html, assetsOf(routePath), baseUrl)))) linked++;
      }
      if (linked === 0) throw new Error('built-html: no page got its route stylesheets; see plugins/built-html.');
      // Docusaurus writes the not-found page as 404.html in each locale's folder (its route is `/404.html`).
      const notFoundPage = path.join(outDir, '404.html');
      if (existsSync(notFoundPage))
        await rewrite(notFoundPage, (html) => withNotFoundPolicy(linkRouteAssets(html, notFound, baseUrl), options));
      const publishDir = publishFolder(context, outDir);
      const folders = localeFolders(context);
      const {pages, hashes, workers} = await writeHeadersFile(publishDir, options, folders);
      console.log(
        `[built-html] ${linked} pages linked their route assets; ${path.join(publishDir, '_headers')}: ` +
          `${hashes.length} script hashes from ${pages} pages, ${workers.length} parser worker scripts`,
      );
      if (context.i18n.currentLocale === context.i18n.defaultLocale) {
        const disallow = (options.fileFolders ?? []).flatMap(({folders: names}) => names);
        const root = new URL(context.baseUrl, context.siteConfig.url).href;
        await writeFile(path.join(publishDir, 'robots.txt'), robotsTxt(root, folders, disallow));
      }
    },
  };
}

// Docusaurus reads `validateOptions` from a plugin function passed directly in the config.
builtHtmlPlugin.validateOptions = validateOptions;
