/** @jest-environment node */
/**
 * What this site relies on beyond Docusaurus's public API, each checked against the installed packages, so that a
 * Docusaurus upgrade that changes one of them fails here, loudly and by name, instead of in a page. What each one
 * buys: CONTRIBUTING.md ("Theme overrides") and bench/README.md (the plugins that rely on internals). After an
 * upgrade: read the named file of the new version, adapt the code that relies on it, and raise VERIFIED_WITH.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {getFileLoaderUtils} from '@docusaurus/utils';
import type {RouteConfig} from '@docusaurus/types';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {BLOG_LIST_COMPONENT, blogRouteAction, withListingItemsModule} from '@site/plugins/blog';
import {routeAssetsReader} from '@site/plugins/built-html/routeAssets';

const root = path.resolve(__dirname, '../..');
/** A package's folder (some export no package.json: found through node_modules, as Node would). */
const pkg = (name: string) => path.join(root, 'node_modules', name);
const read = (name: string, file: string) => fs.readFileSync(path.join(pkg(name), file), 'utf8');
const versionOf = (name: string) => (JSON.parse(read(name, 'package.json')) as {version: string}).version;

/** The Docusaurus release every check below was last read against. */
const VERIFIED_WITH = '3.10.2';

describe('Docusaurus internals this site relies on', () => {
  it.each([
    '@docusaurus/core',
    '@docusaurus/theme-classic',
    '@docusaurus/theme-common',
    '@docusaurus/plugin-content-blog',
    '@docusaurus/plugin-content-docs',
    '@docusaurus/mdx-loader',
  ])('%s is the release the internals were checked against (re-check them, then raise VERIFIED_WITH)', (name) => {
    expect(versionOf(name)).toBe(VERIFIED_WITH);
  });

  it('built-html: core still gathers all CSS in the `styles` split-chunks group it removes', () => {
    expect(read('@docusaurus/core', 'lib/webpack/base.js')).toMatch(/styles:\s*\{\s*name:\s*'styles'/);
    // It matches routes with core's own copy of react-router-config.
    expect(() => require.resolve('react-router-config', {paths: [pkg('@docusaurus/core')]})).not.toThrow();
  });

  // The blog wrapper (plugins/blog) replaces the listing route's per-post modules by one module. Measured on the
  // English build: /blog loads 11 scripts (219,144 bytes gzipped) with it and 96 (330,109 bytes) without; the build has
  // 292 English scripts with it and 377 without. It relies on the route shape and the loader checked here.
  it("blog: the listing routes render the blogListComponent option and name each post's content module in items[]", async () => {
    // The plugin's own route builder (lib/routes.js), fed two posts as the plugin loads them.
    const {buildAllRoutes} = require(path.join(pkg('@docusaurus/plugin-content-blog'), 'lib/routes.js')) as {
      buildAllRoutes: (params: unknown) => Promise<RouteConfig[]>;
    };
    const {DEFAULT_OPTIONS} = require(path.join(pkg('@docusaurus/plugin-content-blog'), 'lib/options.js')) as {
      DEFAULT_OPTIONS: Record<string, unknown>;
    };
    const posts = ['a', 'b'].map(
      (slug) =>
        ({
          id: slug,
          content: '',
          metadata: {
            source: `@site/blog/${slug}/index.md`,
            permalink: `/blog/${slug}`,
            title: slug,
            description: slug,
            date: new Date('2025-01-01T00:00:00Z'),
            tags: [],
            authors: [],
            frontMatter: {},
            unlisted: false,
          },
        }) as unknown as BlogPost,
    );
    const createData = async (name: string) => `/data/${name}`;
    const options = {
      ...DEFAULT_OPTIONS,
      id: 'default',
      routeBasePath: 'blog',
      postsPerPage: 'ALL',
      archiveBasePath: null,
      blogListComponent: BLOG_LIST_COMPONENT,
    };
    const routes = await buildAllRoutes({
      baseUrl: '/',
      content: {
        blogTitle: 'Blog',
        blogDescription: 'News',
        blogSidebarTitle: 'Recent posts',
        blogPosts: posts,
        blogListPaginated: [],
        blogTags: {},
        blogTagsListPath: '/blog/tags',
        authorsMap: {},
      },
      actions: {createData, addRoute: () => undefined, setGlobalData: () => undefined},
      options,
      aliasedSource: (source: string) => source,
    });
    const listings = routes.filter(
      (route) =>
        blogRouteAction(route, {baseUrl: '/', routeBasePath: 'blog', blogListComponent: BLOG_LIST_COMPONENT}) ===
        'listing',
    );
    expect(listings.map((route) => route.path)).toEqual(['/blog']);
    expect((listings[0]!.modules as {items: unknown}).items).toEqual(
      posts.map(({metadata}) => ({content: {__import: true, path: metadata.source, query: {truncated: true}}})),
    );
    // The wrapper takes exactly this shape (it throws on anything else).
    const rewritten = await withListingItemsModule(listings[0]!, posts, '/site', createData);
    expect((rewritten.modules as {items: unknown}).items).toBe('/data/blog-listing-blog.js');
  });

  it("blog: a listing card's cover goes through the file loader the MDX loader uses for a post's assets.image", () => {
    const loader = getFileLoaderUtils(false).loaders.inlineMarkdownAssetImageFileLoader;
    // `!<file-loader>?name=assets/images/…!`: an inline loader request, prefixed to the image's path.
    const match = /^!([^?!]+)\?name=[^!]+!$/.exec(loader);
    expect(match).not.toBeNull();
    expect(fs.existsSync(match![1]!)).toBe(true);
    expect(match![1]).toMatch(/file-loader/);
    expect(read('@docusaurus/mdx-loader', 'lib/loader.js')).toMatch(
      /inlineMarkdownAssetImageFileLoader:\s*fileLoaderUtils\.loaders\.inlineMarkdownAssetImageFileLoader/,
    );
  });

  it('intentPrefetch: window.docusaurus is still a frozen object with prefetch and preload, assigned after the client modules', () => {
    const client = read('@docusaurus/core', 'lib/client/docusaurus.js');
    expect(client).toMatch(/prefetch/);
    expect(client).toMatch(/preload/);
    expect(client).toMatch(/Object\.freeze\(docusaurus\)/);
    expect(read('@docusaurus/core', 'lib/client/clientEntry.js')).toMatch(/window\.docusaurus = docusaurus/);
  });

  it('theme internals imported by the overrides still exist', () => {
    const internal = read('@docusaurus/theme-common', 'lib/internal.js');
    for (const name of [
      'useNavbarMobileSidebar',
      'CodeBlockContextProvider',
      'createCodeBlockMetadata',
      'useCodeBlockContext',
    ])
      expect(internal).toContain(name);
    // CodeBlock/Content reuses the theme's own stylesheet module; static-code loads the theme's Prism languages.
    expect(
      fs.existsSync(path.join(pkg('@docusaurus/theme-classic'), 'lib/theme/CodeBlock/Content/styles.module.css')),
    ).toBe(true);
    expect(fs.existsSync(path.join(pkg('@docusaurus/theme-classic'), 'lib/prism-include-languages.js'))).toBe(true);
  });

  it('built-html: core still writes the client manifest and routesChunkNames it reads', () => {
    expect(read('@docusaurus/core', 'lib/webpack/client.js')).toMatch(/client-manifest\.json/);
    expect(read('@docusaurus/core', 'lib/server/codegen/codegenRoutes.js')).toMatch(/routesChunkNames\.json/);
  });

  // Each page links the stylesheets of its own routes' chunks (plugins/built-html): the chunk names come from what
  // core's route codegen writes, and a route's own entry is told from others of the same path by its component's
  // chunk name, which built-html computes as core does. Fed core's own codegen, a docs page must get its own
  // chunks and not those of the docs index page at the same path.
  it("built-html: finds a page's own route chunks in the names core's codegen generates", () => {
    const codegen = require(path.join(pkg('@docusaurus/core'), 'lib/server/codegen/codegenRoutes.js')) as {
      generateRoutesCode: (routes: RouteConfig[]) => {routesChunkNames: Record<string, unknown>};
    };
    const routes = [
      {
        path: '/docs',
        component: '@theme/DocsRoot',
        routes: [
          {
            path: '/docs',
            component: '@theme/DocVersionRoot',
            routes: [
              {path: '/docs', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/index.md'}},
              {
                path: '/docs/concepts',
                component: '@theme/DocItem',
                exact: true,
                modules: {content: '@site/docs/concepts.md'},
              },
            ],
          },
        ],
      },
    ] as RouteConfig[];
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production'; // production chunk names, as in `docusaurus build`
    let routesChunkNames: Record<string, unknown>;
    try {
      ({routesChunkNames} = codegen.generateRoutesCode(routes));
    } finally {
      process.env.NODE_ENV = saved;
    }
    const names = Object.values(routesChunkNames).flatMap((entry) => Object.values(entry as Record<string, string>));
    // One chunk of its own per name in the client manifest, as react-loadable-ssr-addon writes it.
    const manifest = {
      entrypoints: ['main'],
      origins: Object.fromEntries([['main', ['main']], ...names.map((name) => [name, [name]])]),
      assets: Object.fromEntries(names.map((name) => [name, {js: [{file: `assets/js/${name}.js`}]}])),
    };
    const generated = fs.mkdtempSync(path.join(os.tmpdir(), 'routes-chunk-names-'));
    try {
      fs.writeFileSync(path.join(generated, 'client-manifest.json'), JSON.stringify(manifest));
      fs.writeFileSync(path.join(generated, 'routesChunkNames.json'), JSON.stringify(routesChunkNames));
      const assetsOf = routeAssetsReader(generated, routes);
      const contentOf = (prefix: string) =>
        (
          Object.entries(routesChunkNames).find(
            ([key, entry]) => key.startsWith(prefix) && 'content' in (entry as object),
          )![1] as {content: string}
        ).content;
      const page = assetsOf('/docs/concepts').js;
      expect(page).toContain(`assets/js/${contentOf('/docs/concepts-')}.js`);
      // The docs index page's content shares the path /docs with the layouts, and is not this page's.
      expect(page).not.toContain(`assets/js/${contentOf('/docs-')}.js`);
      // Its own content, and the components of the docs root, the version and the doc item.
      expect(page).toHaveLength(4);
    } finally {
      fs.rmSync(generated, {recursive: true, force: true});
    }
  });

  it('translations/localeLinks: core still announces the locale it builds or serves in DOCUSAURUS_CURRENT_LOCALE', () => {
    expect(read('@docusaurus/core', 'lib/commands/build/buildLocale.js')).toMatch(
      /process\.env\.DOCUSAURUS_CURRENT_LOCALE = locale/,
    );
    expect(read('@docusaurus/core', 'lib/commands/start/start.js')).toMatch(
      /process\.env\.DOCUSAURUS_CURRENT_LOCALE =/,
    );
  });

  it("front-matter-check: the blog plugin's lib/blogUtils.js still reads a post's date from its file or folder name", () => {
    const {parseBlogFileName} = require('@docusaurus/plugin-content-blog/lib/blogUtils.js') as {
      parseBlogFileName: (file: string) => {date: Date | undefined};
    };
    expect(parseBlogFileName('2026-11-26-my-post.md').date?.toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(parseBlogFileName('2026-11-26-my-post/index.md').date?.toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(parseBlogFileName('my-post/index.md').date).toBeUndefined();
  });

  it('npm run serve: core still ships the serve command and site config loader it mirrors', () => {
    expect(fs.existsSync(path.join(pkg('@docusaurus/core'), 'lib/commands/serve.js'))).toBe(true);
    expect(read('@docusaurus/core', 'lib/server/config.js')).toMatch(/loadSiteConfig/);
  });
});
