/**
 * Stylesheets per route instead of one for the whole site, linked from each page's HTML (the plugin in ./index.ts
 * applies these functions).
 *
 * Docusaurus puts every stylesheet of the site into one file (its `styles` split-chunks group, a guard against
 * code-split CSS applying in a different order on different navigations: facebook/docusaurus#2006), so the home
 * page downloaded the CSS of the blog listing, the Explorer, the playground and every community page. The plugin
 * removes that group, so each chunk keeps its own CSS, and after the build links every page's route stylesheets
 * from its HTML (so the first paint is styled) and preloads its route scripts.
 *
 * Why the HTML needs the second half: Docusaurus 3 names a page's route chunks in the HTML through
 * react-loadable-ssr-addon, whose manifest keys chunks by chunk name under webpack 5 and Rspack while the server
 * render reports module paths; nothing matches, so the HTML names only `runtime~main` and `main` (the stock site
 * too), and the route chunks start downloading only once main.js has run. Here the route's chunk names come from
 * `routesChunkNames.json` (as the client's own prefetch finds them) and their files from the same manifest.
 *
 * The not-found page (`404.html`) is rendered by the `*` route, whose component Docusaurus imports without a chunk
 * name, so no route lists its chunk: a hook on the client compilation records the files of the chunk that holds
 * `@theme/NotFound`, and postBuild links them from `404.html` like any route's (without them the page painted its
 * destination cards as an unstyled list, then moved them: a layout shift of 0.17 on a phone).
 *
 * The order guard is not needed here: component styles are CSS modules (class names unique to their component),
 * and the global stylesheets (Infima, src/css, the code highlighting colours) stay in the entry stylesheet, which
 * every page loads first. When the client later loads a chunk, its CSS loader finds the linked stylesheet and does
 * not add it twice.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {RouteConfig} from '@docusaurus/types';

/** The part of webpack's configuration this plugin edits. */
type SplitChunksConfig = {optimization?: {splitChunks?: false | {cacheGroups?: Record<string, unknown>}}};

/** Removes Docusaurus's single-stylesheet cache group from a client webpack configuration (in place). */
export function splitStylesPerChunk(config: SplitChunksConfig): void {
  const splitChunks = config.optimization?.splitChunks;
  if (!splitChunks || !splitChunks.cacheGroups || !('styles' in splitChunks.cacheGroups)) {
    throw new Error(
      'built-html: Docusaurus no longer has the `styles` split-chunks group this plugin removes; check ' +
        'node_modules/@docusaurus/core/lib/webpack/base.js and update plugins/built-html/routeAssets.ts.',
    );
  }
  delete splitChunks.cacheGroups.styles;
}

/** react-loadable-ssr-addon's manifest (.docusaurus/client-manifest.json), the parts read here. */
export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, Array<string | number>>;
  assets: Record<string, {js?: Array<{file: string}>; css?: Array<{file: string}>}>;
}

/** `{'/docs-126': {__comp: '5e95c892', ...}}`: the chunk names of every route, keyed by path and a hash. */
export type RoutesChunkNames = Record<string, unknown>;

type RouteMatch = {route: {path?: string; component?: unknown}};
type MatchRoutes = (routes: RouteConfig[], pathname: string) => RouteMatch[];

/** Every chunk name in a routesChunkNames entry (nested objects and arrays, as Docusaurus's `flat` walks them). */
function chunkNamesIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(chunkNamesIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesIn);
  return [];
}

/**
 * The entries of routesChunkNames grouped by route path (the key without its `-<hash>`), in their order. Made once per
 * object: a build looks up every page's match chain in it, and filtering all entries for each route was quadratic.
 */
const byPathCache = new WeakMap<RoutesChunkNames, Map<string, unknown[]>>();
function entriesByPath(routesChunkNames: RoutesChunkNames): Map<string, unknown[]> {
  let byPath = byPathCache.get(routesChunkNames);
  if (!byPath) {
    byPath = new Map();
    for (const [key, value] of Object.entries(routesChunkNames)) {
      const routePath = key.replace(/-[^-]+$/, '');
      const values = byPath.get(routePath);
      if (values) values.push(value);
      else byPath.set(routePath, [value]);
    }
    byPathCache.set(routesChunkNames, byPath);
  }
  return byPath;
}

/**
 * The chunk names a page at `pathname` loads: those of every route in its match chain. routesChunkNames keys are
 * a route path plus `-<hash>`, and several routes can share a path (the docs layouts and the docs index page are all
 * `/docs`), so an entry counts only when its component chunk is the matched route's component (chunk names are
 * `componentChunk(modulePath)`); when none does (a renamed chunk), every entry of that path counts, as the client's
 * own `docusaurus.prefetch` gathers them.
 */
export function routeChunkNames(
  pathname: string,
  routes: RouteConfig[],
  routesChunkNames: RoutesChunkNames,
  matchRoutes: MatchRoutes,
  componentChunk: (modulePath: string) => string,
): string[] {
  const byPath = entriesByPath(routesChunkNames);
  const names = new Set<string>();
  for (const {route} of matchRoutes(routes, pathname)) {
    const samePath = (route.path !== undefined && byPath.get(route.path)) || [];
    const component = typeof route.component === 'string' ? componentChunk(route.component) : null;
    const own = samePath.filter((value) => (value as {__comp?: unknown} | null)?.__comp === component);
    for (const value of own.length ? own : samePath) for (const name of chunkNamesIn(value)) names.add(name);
  }
  return [...names];
}

/** The JS and CSS files (build-relative, e.g. `assets/css/1a2b.css`) of some chunks, beyond the entry's own. */
export function chunkFiles(manifest: ClientManifest, chunkNames: string[]): {js: string[]; css: string[]} {
  const entryKeys = new Set(manifest.entrypoints.flatMap((entry) => manifest.origins[entry] ?? []).map(String));
  const keys = new Set<string>();
  for (const name of chunkNames) for (const key of manifest.origins[name] ?? []) keys.add(String(key));
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    if (entryKeys.has(key)) continue;
    for (const asset of manifest.assets[key]?.js ?? []) js.add(asset.file);
    for (const asset of manifest.assets[key]?.css ?? []) css.add(asset.file);
  }
  return {js: [...js].sort(), css: [...css].sort()};
}

/**
 * Adds the route's stylesheets right after the page's last stylesheet link and a preload for each route script
 * right after them. Returns the HTML unchanged when it has no stylesheet link (a redirect page) or already has them.
 */
export function linkRouteAssets(html: string, files: {js: string[]; css: string[]}, baseUrl: string): string {
  const stylesheets = [...html.matchAll(/<link rel="?stylesheet"? href="?([^"\s>]+)"?[^>]*>/g)];
  const last = stylesheets.at(-1);
  if (!last || last.index === undefined) return html;
  const present = new Set(stylesheets.map((match) => match[1]));
  const tags = [
    ...files.css
      .filter((file) => !present.has(baseUrl + file))
      .map((file) => `<link rel="stylesheet" href="${baseUrl}${file}">`),
    ...files.js
      .filter((file) => !html.includes(`${baseUrl}${file}`))
      .map((file) => `<link rel="preload" as="script" href="${baseUrl}${file}">`),
  ];
  if (tags.length === 0) return html;
  const at = last.index + last[0].length;
  return html.slice(0, at) + tags.join('') + html.slice(at);
}

/** The parts of a compilation `moduleChunkFiles` reads (webpack's and Rspack's alike). */
type ModuleLike = {resource?: string; rootModule?: ModuleLike; modules?: ModuleLike[]};
export type CompilationLike = {
  modules: Iterable<ModuleLike>;
  chunkGraph: {getModuleChunksIterable(module: never): Iterable<{files: Iterable<string>}>};
};

/**
 * The JS and CSS files of the chunks holding the module at `resource` (also inside a concatenated module), sorted;
 * empty when no module of the compilation is that file.
 */
export function moduleChunkFiles(compilation: CompilationLike, resource: string): {js: string[]; css: string[]} {
  const holds = (module: ModuleLike): boolean =>
    module.resource === resource ||
    (module.rootModule !== undefined && holds(module.rootModule)) ||
    (module.modules?.some(holds) ?? false);
  const files = new Set<string>();
  for (const module of compilation.modules) {
    if (!holds(module)) continue;
    for (const chunk of compilation.chunkGraph.getModuleChunksIterable(module as never))
      for (const file of chunk.files) files.add(file);
  }
  const sorted = [...files].sort();
  return {js: sorted.filter((file) => file.endsWith('.js')), css: sorted.filter((file) => file.endsWith('.css'))};
}

/**
 * The route JS and CSS files of a page, from what core wrote into `generatedFilesDir` for the build: the client
 * manifest and the chunk names of every route (see above).
 */
export function routeAssetsReader(
  generatedFilesDir: string,
  routes: RouteConfig[],
): (routePath: string) => {js: string[]; css: string[]} {
  // Docusaurus core's own dependencies, resolved from it (they are not this site's direct dependencies).
  const fromCore = createRequire(require.resolve('@docusaurus/core/package.json'));
  const {matchRoutes} = fromCore('react-router-config') as {matchRoutes: MatchRoutes};
  const {simpleHash} = fromCore('@docusaurus/utils') as {simpleHash: (text: string, length: number) => string};
  // Docusaurus's production chunk names (genChunkName in @docusaurus/core's codegenRoutes).
  const componentChunk = (modulePath: string) => simpleHash(modulePath, 8);
  const read = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(generatedFilesDir, name), 'utf8'));
  const manifest = read('client-manifest.json') as ClientManifest;
  const routesChunkNames = read('routesChunkNames.json') as RoutesChunkNames;
  return (routePath) =>
    chunkFiles(manifest, routeChunkNames(routePath, routes, routesChunkNames, matchRoutes, componentChunk));
}
