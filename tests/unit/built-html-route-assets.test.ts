import {
  chunkFiles,
  linkRouteAssets,
  moduleChunkFiles,
  routeChunkNames,
  splitStylesPerChunk,
  type ClientManifest,
} from '@site/plugins/built-html/routeAssets';
import type {RouteConfig} from '@docusaurus/types';

describe('splitStylesPerChunk', () => {
  it("removes Docusaurus's single-stylesheet group and keeps the others", () => {
    const config = {optimization: {splitChunks: {cacheGroups: {common: {name: 'common'}, styles: {name: 'styles'}}}}};
    splitStylesPerChunk(config);
    expect(config.optimization.splitChunks.cacheGroups).toEqual({common: {name: 'common'}});
  });

  it('fails loudly when Docusaurus no longer has the group', () => {
    expect(() => splitStylesPerChunk({optimization: {splitChunks: {cacheGroups: {}}}})).toThrow(/styles/);
    expect(() => splitStylesPerChunk({})).toThrow(/built-html/);
  });
});

// A route tree as Docusaurus builds it: the docs layout route, its version route, then the pages.
const routes = [
  {
    path: '/docs',
    component: 'DocsRoot',
    routes: [
      {
        path: '/docs',
        component: 'DocVersionRoot',
        routes: [
          {path: '/docs/concepts', component: 'DocItem', exact: true},
          {path: '/docs/reference', component: 'DocItem', exact: true},
        ],
      },
    ],
  },
  {path: '/', component: 'Home', exact: true},
] as unknown as RouteConfig[];

const routesChunkNames = {
  '/docs-126': {__comp: 'root', __context: {plugin: 'plugin'}},
  '/docs-ce4': {__comp: 'version', __props: 'props'},
  '/docs-e81': {__comp: 'docItem', content: 'docsIndex'},
  '/docs/concepts-a15': {__comp: 'docItem', content: 'concepts'},
  '/docs/reference-b0c': {__comp: 'docItem', content: 'reference'},
  '/-e5f': {__comp: 'home', items: [{content: 'post1'}]},
};

// react-router-config's matching, for static paths: the first matching route of each level, then its children.
function matchRoutes(tree: RouteConfig[], pathname: string): Array<{route: RouteConfig}> {
  const route = tree.find((r) =>
    r.exact ? r.path === pathname : pathname === r.path || pathname.startsWith(`${r.path.replace(/\/$/, '')}/`),
  );
  return route ? [{route}, ...matchRoutes(route.routes ?? [], pathname)] : [];
}

// Chunk names as Docusaurus derives them from module paths (a hash there; a lookup here).
const componentChunk = (modulePath: string) =>
  ({DocsRoot: 'root', DocVersionRoot: 'version', DocItem: 'docItem', Home: 'home'})[modulePath] ?? 'unknown';

describe('routeChunkNames', () => {
  it("gathers every chunk of the page's match chain, nested ones included", () => {
    expect(routeChunkNames('/docs/concepts', routes, routesChunkNames, matchRoutes, componentChunk).sort()).toEqual(
      ['root', 'plugin', 'version', 'props', 'docItem', 'concepts'].sort(),
    );
    expect(routeChunkNames('/', routes, routesChunkNames, matchRoutes, componentChunk).sort()).toEqual([
      'home',
      'post1',
    ]);
  });

  it("takes a shared path's entries by component: a docs page does not load the docs index page", () => {
    expect(routeChunkNames('/docs/concepts', routes, routesChunkNames, matchRoutes, componentChunk)).not.toContain(
      'docsIndex',
    );
  });

  it('falls back to every entry of the path when no component chunk matches', () => {
    const names = routeChunkNames('/docs/concepts', routes, routesChunkNames, matchRoutes, () => 'renamed');
    expect(names).toEqual(expect.arrayContaining(['docsIndex', 'root', 'version', 'concepts']));
  });
});

describe('chunkFiles', () => {
  const manifest: ClientManifest = {
    entrypoints: ['main'],
    origins: {main: ['main', 179], docItem: ['shared', 'docItem'], concepts: ['concepts']},
    assets: {
      main: {js: [{file: 'assets/js/main.1.js'}], css: [{file: 'assets/css/main.1.css'}]},
      179: {js: [{file: 'assets/js/179.1.js'}]},
      shared: {js: [{file: 'assets/js/shared.1.js'}], css: [{file: 'assets/css/shared.1.css'}]},
      docItem: {js: [{file: 'assets/js/docItem.1.js'}], css: [{file: 'assets/css/docItem.1.css'}]},
      concepts: {js: [{file: 'assets/js/concepts.1.js'}]},
    },
  };

  it("lists the chunks' files with their shared chunks, never the entry's own", () => {
    expect(chunkFiles(manifest, ['docItem', 'concepts', 'main', 'unknown'])).toEqual({
      js: ['assets/js/concepts.1.js', 'assets/js/docItem.1.js', 'assets/js/shared.1.js'],
      css: ['assets/css/docItem.1.css', 'assets/css/shared.1.css'],
    });
  });
});

describe('linkRouteAssets', () => {
  const page =
    '<head><link rel=stylesheet href=/assets/css/main.1.css /><script src=/assets/js/main.1.js defer></script></head>';
  const files = {js: ['assets/js/page.js'], css: ['assets/css/page.css']};

  it('links the stylesheets after the entry stylesheet and preloads the scripts', () => {
    expect(linkRouteAssets(page, files, '/')).toBe(
      '<head><link rel=stylesheet href=/assets/css/main.1.css />' +
        '<link rel="stylesheet" href="/assets/css/page.css"><link rel="preload" as="script" href="/assets/js/page.js">' +
        '<script src=/assets/js/main.1.js defer></script></head>',
    );
  });

  it('uses the base URL and adds nothing twice', () => {
    const once = linkRouteAssets(page, files, '/');
    expect(linkRouteAssets(once, files, '/')).toBe(once);
    expect(linkRouteAssets(page, files, '/de/')).toContain('href="/de/assets/css/page.css"');
  });

  it('leaves a page without a stylesheet (a redirect page) alone', () => {
    const redirect = '<meta http-equiv="refresh" content="0; url=/docs">';
    expect(linkRouteAssets(redirect, files, '/')).toBe(redirect);
  });
});

describe('moduleChunkFiles', () => {
  const NOT_FOUND = '/site/node_modules/@docusaurus/theme-classic/lib/theme/NotFound/index.js';
  type Module = {resource?: string; rootModule?: Module; modules?: Module[]};
  /** A compilation of these modules, each in the chunks whose files are listed under it. */
  const compilation = (entries: [Module, string[][]][]) => ({
    modules: entries.map(([module]) => module),
    chunkGraph: {
      getModuleChunksIterable: (module: never) =>
        (entries.find(([candidate]) => candidate === (module as Module))?.[1] ?? []).map((files) => ({files})),
    },
  });

  it("lists the JS and CSS of the chunk holding the module, not the other chunks' files", () => {
    const result = moduleChunkFiles(
      compilation([
        [{resource: '/site/src/pages/index.tsx'}, [['assets/js/home.js', 'assets/css/home.css']]],
        [{resource: NOT_FOUND}, [['assets/js/5062.a.js', 'assets/css/5062.b.css', 'assets/js/5062.a.js.map']]],
      ]),
      NOT_FOUND,
    );
    expect(result).toEqual({js: ['assets/js/5062.a.js'], css: ['assets/css/5062.b.css']});
  });

  it('finds the module inside a concatenated module, by its root or among its modules', () => {
    const byRoot = {rootModule: {resource: NOT_FOUND}};
    const byList = {modules: [{resource: '/site/src/theme/NotFound/Content/index.tsx'}, {resource: NOT_FOUND}]};
    expect(moduleChunkFiles(compilation([[byRoot, [['a.js', 'a.css']]]]), NOT_FOUND)).toEqual({
      js: ['a.js'],
      css: ['a.css'],
    });
    expect(moduleChunkFiles(compilation([[byList, [['b.js']]]]), NOT_FOUND)).toEqual({js: ['b.js'], css: []});
  });

  it('is empty when no module is that file', () => {
    const result = moduleChunkFiles(compilation([[{resource: '/site/other.js'}, [['x.js']]]]), NOT_FOUND);
    expect(result).toEqual({js: [], css: []});
  });
});
