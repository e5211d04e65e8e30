import type {Config, PluginConfig, PluginModule} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import {sidebarItemsGenerator} from './plugins/docs-options/sidebar';
import {editUrlFor} from './plugins/docs-options/editUrl';
import remarkCliReference from './plugins/cli-reference';
import remarkStaticDiagrams, {type StaticDiagramsOptions} from './plugins/static-diagrams';
import remarkStaticCode, {DEFAULT_MAGIC_COMMENTS, type StaticCodeOptions} from './plugins/static-code';
import lazyPrismPlugin from './plugins/static-code/lazyPrism';
import parserBundlePlugin from './plugins/parser-bundle';
import {TOOL_DOCS} from './src/data/toolDocs';
import {CSS_ONLY_THEME} from './src/lib/prismThemes';
import {FRAGMENT_HEAD_SCRIPT} from './src/lib/fragmentNavigation';
import prismThemeCssPlugin from './plugins/static-code/themeCss';
import postcssOptionsPlugin from './plugins/postcss-options';
import blogPlugin, {
  BLOG_LIST_COMPONENT,
  BLOG_POST_FILES,
  LISTING_TRUNCATE_MARKER,
  withFeedAuthors,
} from './plugins/blog';
import {feedItemsFromMain} from './plugins/blog/feedItems';
import remarkLocaleLinks, {announcedLocale, type LocaleLinksOptions} from './plugins/translations/localeLinks';
import remarkParseOnce, {type ParseOnceOptions} from './plugins/translations/parseOnce';
import {contentRootsOf} from './plugins/translations/siteRoots';
import translationsPlugin, {type TranslationsOptions} from './plugins/translations';
import {siteText} from './plugins/translations/siteText';
import {sitemapRoutes} from './plugins/translations/sitemap';
import remarkAsyncapiExamples, {
  asyncapiExamplesLogPlugin,
  type AsyncapiExamplesOptions,
} from './plugins/asyncapi-examples';
import {createParseFrontMatter} from './plugins/front-matter-check';
import devServerPlugin from './plugins/dev-server/plugin';
import {remarkSpecReference} from './plugins/spec-reference';
import specReferencePlugin from './plugins/spec-reference/plugin';
import {LATEST_REDIRECTS} from './plugins/spec-reference/links';
import dataChecksPlugin from './plugins/data-checks';
import localSearchPlugin from './plugins/local-search';
import clientRedirectsPlugin from './plugins/client-redirects';
import builtHtmlPlugin, {type BuiltHtmlOptions} from './plugins/built-html';
import schemaUrlsPlugin, {type SchemaUrlsOptions} from './plugins/schema-urls';
import {SCHEMA_FILE_FOLDERS} from './plugins/schema-urls/headers';
import {SCHEMA_URLS_PAGE} from './src/data/schemaUrls';
import {algoliaThemeConfig, searchSettingsFromEnv} from './plugins/local-search/config';
import {GITHUB_ORG_URL, RSS_TITLE, SITE_URL, SOCIAL_IMAGE, SOCIAL_LINKS, CONTACT_EMAIL, LOCALES} from './src/data/site';

/** Tag manager container id: the plugin is registered only when one is configured. */
const gtmContainerId = process.env.GTM_CONTAINER_ID?.trim() || undefined;

/** Search provider and index names (plugins/local-search/config.ts): Algolia when configured, else local. */
const searchSettings = searchSettingsFromEnv(process.env);

/** Code highlighting: the theme config and the build-time highlighter (plugins/static-code) read the same settings. */
const prismSettings: StaticCodeOptions = {
  theme: CSS_ONLY_THEME,
  additionalLanguages: ['bash', 'json', 'yaml', 'java', 'python'],
  magicComments: DEFAULT_MAGIC_COMMENTS,
};
/** Fenced code is highlighted at build time; the theme's CodeBlock hydrates it without Prism. */
const remarkPlugins = [[remarkStaticCode, prismSettings]] satisfies DocsOptions['remarkPlugins'];

/** `docusaurus build` sets NODE_ENV to production; the dev server (`npm start`) to development. */
const isBuild = process.env.NODE_ENV === 'production';
/**
 * Mermaid's runtime (@docusaurus/theme-mermaid) serves the dev server only, to show a diagram not yet rendered by
 * `npm run diagrams`. `docusaurus build` (NODE_ENV production) ships none of it: every diagram is a pre-rendered
 * image, and a diagram without its images fails the build with the command to run (plugins/static-diagrams). Leaving
 * the theme out of the build also spares each locale's bundling the Mermaid, Cytoscape and KaTeX chunks.
 */
const liveDiagrams = !isBuild;
/**
 * `docusaurus build` parses each Markdown source once for all locales (plugins/translations/parseOnce.ts). The dev
 * server builds one locale and compiles a file again on each edit, where stored trees would only pile up.
 */
const parseOnce = isBuild ? [[remarkParseOnce, {reuses: LOCALES.length - 1} satisfies ParseOnceOptions] as const] : [];
/**
 * Relative Markdown links resolve in every locale while a translation is partial: a link goes to the page's file that
 * the locale being built uses, its translation or the English source (plugins/translations/localeLinks.ts).
 */
const contentRoots = contentRootsOf(__dirname);
const localeLinks = [
  remarkLocaleLinks,
  {defaultLocale: LOCALES[0], roots: contentRoots} satisfies LocaleLinksOptions,
] as const;
// AsyncAPI examples are checked as pages compile: an invalid one stops the build and the dev server
// (plugins/asyncapi-examples). The dev server remembers across starts the examples it found valid (in
// node_modules/.cache, as the bundler's cache).
const asyncapiExamples = [
  remarkAsyncapiExamples,
  (isBuild ? {} : {cacheDir: `${__dirname}/node_modules/.cache/asyncapi-examples`}) satisfies AsyncapiExamplesOptions,
] as const;
const staticDiagrams = [
  remarkStaticDiagrams,
  {unrendered: liveDiagrams ? 'keep' : 'error'} satisfies StaticDiagramsOptions,
] as const;

/**
 * What every docs instance shares (the main tree and each tool's docs), so no instance can drift from the others:
 * weight ordering, edit URLs from one rule set, breadcrumbs, and the remark plugins.
 */
const sharedDocsOptions = {
  sidebarItemsGenerator,
  editUrl: ({versionDocsDirPath, docPath, permalink}) =>
    editUrlFor(permalink, `${versionDocsDirPath}/${docPath}`, docPath),
  showLastUpdateTime: false,
  breadcrumbs: true,
  // Before Docusaurus's own plugins: a source is parsed once for all locales, generated Reference and CLI headings
  // get anchors and TOC entries, the AsyncAPI examples (generated ones too) are checked (plugins/asyncapi-examples),
  // and ```mermaid blocks become pre-rendered images before the theme's Mermaid transform sees them.
  beforeDefaultRemarkPlugins: [
    ...parseOnce,
    localeLinks,
    remarkSpecReference,
    remarkCliReference,
    asyncapiExamples,
    staticDiagrams,
  ],
  remarkPlugins,
} satisfies DocsOptions;

const docsOptions = {
  ...sharedDocsOptions,
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
} satisfies DocsOptions;

/**
 * One docs instance per tool (src/data/toolDocs.ts). The Generator is versioned: its current docs describe the
 * release npm serves, labelled by its major; `docusaurus docs:version:generator <v>` keeps a snapshot.
 */
const toolDocsPlugins = TOOL_DOCS.map((tool): PluginConfig => [
  '@docusaurus/plugin-content-docs',
  {
    ...sharedDocsOptions,
    id: tool.id,
    path: tool.path,
    routeBasePath: tool.routeBasePath,
    sidebarPath: './sidebars-tools.ts',
    // A versioned instance serves its current docs at the route base, labelled (e.g. "3.x") in its dropdown.
    ...(tool.currentVersionLabel
      ? {lastVersion: 'current', versions: {current: {label: tool.currentVersionLabel, path: ''}}}
      : {}),
  } satisfies DocsOptions,
]);

const blogOptions = {
  id: 'default',
  // Parsed once for all locales, AsyncAPI examples checked and ```mermaid blocks pre-rendered, as in the docs.
  beforeDefaultRemarkPlugins: [...parseOnce, localeLinks, asyncapiExamples, staticDiagrams],
  remarkPlugins,
  path: 'blog',
  routeBasePath: 'blog',
  ...BLOG_POST_FILES,
  blogTitle: 'Blog',
  blogDescription: 'News, release notes and engineering articles from the AsyncAPI Initiative.',
  postsPerPage: 'ALL',
  // The listing routes render the site's listing (cards, filters, steps of 24) instead of the theme's BlogListPage.
  blogListComponent: BLOG_LIST_COMPONENT,
  // The listing's copy of each post stops at the end of its front matter: the cards need no post body (plugins/blog).
  truncateMarker: LISTING_TRUNCATE_MARKER,
  blogSidebarCount: 0,
  // The listing /blog filters by type, tag and author; no separate archive, tag or author pages (plugins/blog).
  archiveBasePath: null,
  showReadingTime: true,
  onInlineAuthors: 'throw',
  onInlineTags: 'throw',
  onUntruncatedBlogPosts: 'ignore',
  feedOptions: {
    type: 'rss',
    title: RSS_TITLE,
    description: 'News, release notes and engineering articles from the AsyncAPI Initiative.',
    copyright: 'Copyright © AsyncAPI Project a Series of LF Projects, LLC.',
    limit: false,
    // Every item gets an <author> (RSS needs "email (name)"; our authors are teams without e-mail). The items are the
    // plugin's default, read from each post page's head and <main> only (plugins/blog/feedItems.ts).
    createFeedItems: async ({defaultCreateFeedItems, ...params}) =>
      withFeedAuthors(await feedItemsFromMain(params, defaultCreateFeedItems)),
  },
} satisfies BlogOptions;

const redirectOptions = {
  redirects: [
    {from: ['/v1/guide', '/v1/guide/index.html'], to: '/docs/tutorials/getting-started'},
    // Stable links to the newest specification version (plugins/spec-reference/links.ts).
    ...LATEST_REDIRECTS,
  ],
} satisfies RedirectOptions;

// The site title and default description in the locale being built (German in the German build).
const localeText = siteText(__dirname, announcedLocale(LOCALES[0]), LOCALES[0]);

const config = {
  title: localeText.title,
  tagline: localeText.description,
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: false,
  organizationName: 'asyncapi',
  projectName: 'website',

  future: {v4: true, faster: true},

  // Before the body is parsed: a page opened at an anchor lays out its deferred sections at once (src/lib/fragmentNavigation.ts).
  headTags: [{tagName: 'script', attributes: {}, innerHTML: FRAGMENT_HEAD_SCRIPT}],

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    mermaid: liveDiagrams,
    parseFrontMatter: createParseFrontMatter(__dirname),
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  i18n: {
    defaultLocale: 'en',
    locales: [...LOCALES],
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en'},
      de: {label: 'Deutsch', htmlLang: 'de'},
    },
  },

  presets: [
    [
      'classic',
      {
        docs: docsOptions,
        blog: false,
        pages: {
          beforeDefaultRemarkPlugins: [localeLinks, asyncapiExamples, staticDiagrams],
          remarkPlugins,
        },
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          lastmod: null,
          changefreq: null,
          priority: null,
          // A locale's sitemap lists the pages in its language only (plugins/translations/sitemap.ts).
          createSitemapItems: async ({defaultCreateSitemapItems, routes, siteConfig}) =>
            defaultCreateSitemapItems({
              routes: sitemapRoutes(routes, {
                siteDir: __dirname,
                locale: announcedLocale(LOCALES[0]),
                defaultLocale: LOCALES[0],
              }),
              siteConfig,
            }),
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // The wrapped blog plugin's validateOptions is generic in Docusaurus's types; the cast keeps its options typed.
    [blogPlugin as PluginModule, blogOptions],
    // Stops the build with every problem of the hand-edited data in src/data (file, entry, field).
    dataChecksPlugin,
    // The code highlighting colours of both colour modes, as a stylesheet in every page's head.
    prismThemeCssPlugin,
    // PostCSS takes Docusaurus's inline plugins without searching for a config file per stylesheet.
    postcssOptionsPlugin,
    // Prism loads only with a code block the build did not highlight (plugins/static-code).
    lazyPrismPlugin,
    // The playground's parser bundle ships as published, not bundled and minified again (plugins/parser-bundle).
    parserBundlePlugin,
    // The generated Reference's tables: rendered from the server bundle, fetched by the browser only on demand.
    specReferencePlugin,
    ...toolDocsPlugins,
    // @docusaurus/plugin-client-redirects, its redirect pages with absolute canonical URLs (plugins/client-redirects).
    [clientRedirectsPlugin as PluginModule, redirectOptions],
    // Which pages have a version in which language, found from the translated files (plugins/translations).
    [translationsPlugin as PluginModule, {roots: contentRoots} satisfies TranslationsOptions],
    // Reports what checking the AsyncAPI examples cost the build (plugins/asyncapi-examples checks them).
    asyncapiExamplesLogPlugin,
    // The dev server (`npm start`) only: compiles each page when a browser first asks for it, and mounts the feedback
    // function (the preview server mounts it too).
    devServerPlugin,
    // The JSON Schemas of @asyncapi/specs at the URLs their $ids name, copied into the English build; the bare
    // /definitions and /schema-store lead to the Reference page that lists them (plugins/schema-urls).
    [schemaUrlsPlugin as PluginModule, {page: SCHEMA_URLS_PAGE} satisfies Partial<SchemaUrlsOptions>],
    // Builds the local search indices, which the SearchBar uses when Algolia is not configured (none when it is: it
    // reads the provider from customFields.search below).
    localSearchPlugin,
    // The one pass over the built pages (plugins/built-html): each links its own routes' stylesheets, not the whole
    // site's CSS; build/_headers gets security headers and a CSP hashing the built inline scripts (hosts as configured
    // here); build/robots.txt keeps crawlers out of the schema folders and names both locales' sitemaps.
    [
      builtHtmlPlugin as PluginModule,
      {
        gtmContainerId: gtmContainerId ?? null,
        algoliaAppId: searchSettings.provider === 'algolia' ? process.env.ALGOLIA_APP_ID?.trim() : null,
        // The schema files: their own headers (application/schema+json, CORS, an hour's cache), no page CSP.
        fileFolders: SCHEMA_FILE_FOLDERS,
      } satisfies BuiltHtmlOptions,
    ],
    ...(gtmContainerId
      ? [['@docusaurus/plugin-google-tag-manager', {containerId: gtmContainerId}] satisfies PluginConfig]
      : []),
  ],

  themes: liveDiagrams ? ['@docusaurus/theme-mermaid'] : [],

  clientModules: [
    './src/analytics/clientModule.ts',
    './src/clientModules/intentPrefetch.ts',
    './src/clientModules/fragmentNavigation.ts',
  ],

  customFields: {
    gtmContainerId: gtmContainerId ?? null,
    search: searchSettings,
  },

  themeConfig: {
    // Absolute, so every locale shares the one card at /img/social/website-card.jpg.
    image: `${SITE_URL}${SOCIAL_IMAGE}`,
    metadata: [
      {name: 'description', content: localeText.description},
      {property: 'og:description', content: localeText.description},
      {name: 'twitter:description', content: localeText.description},
      {name: 'twitter:site', content: '@AsyncAPISpec'},
    ],
    colorMode: {defaultMode: 'light', respectPrefersColorScheme: true},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: '',
      hideOnScroll: false,
      logo: {alt: 'AsyncAPI home', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 132, height: 32},
      items: [
        {type: 'custom-siteMenu', position: 'left'},
        // The Generator docs' version dropdown; renders only on pages of a versioned tool docs instance.
        {type: 'custom-toolDocsVersion', position: 'right'},
        {type: 'search', position: 'right'},
        {type: 'custom-languageSelect', position: 'right'},
        {type: 'custom-githubStar', position: 'right', href: GITHUB_ORG_URL},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'The Initiative',
          items: [
            {label: 'About', to: '/about'},
            {label: 'Blog', to: '/blog'},
            {label: 'Shop', href: 'https://asyncapi.threadless.com'},
            {label: 'Brand', href: 'https://github.com/asyncapi/brand'},
            {label: 'Finance', to: '/finance'},
            {label: 'FAQs', to: '/about#faqs'},
          ],
        },
        {
          title: 'News',
          items: [{label: `E-mail: ${CONTACT_EMAIL}`, href: `mailto:${CONTACT_EMAIL}`}],
        },
        {
          title: 'Social',
          items: [
            {label: 'Twitter / X', href: SOCIAL_LINKS.twitter},
            {label: 'GitHub', href: SOCIAL_LINKS.github},
            {label: 'LinkedIn', href: SOCIAL_LINKS.linkedin},
            {label: 'YouTube', href: SOCIAL_LINKS.youtube},
            {label: 'Slack', href: SOCIAL_LINKS.slack},
            {label: 'Twitch', href: SOCIAL_LINKS.twitch},
          ],
        },
      ],
      copyright: `<span>Copyright © AsyncAPI Project a Series of LF Projects, LLC. Terms of use, trademark policy and project policies: <a href="https://lfprojects.org" target="_blank" rel="noopener noreferrer">lfprojects.org</a>.</span> <a class="footer__badge" href="https://www.netlify.com" target="_blank" rel="noopener noreferrer"><img src="/img/netlify-badge.svg" alt="Deploys by Netlify" width="132" height="40" loading="lazy"></a>`,
    },
    prism: {
      // Colours come from CSS (plugins/static-code/themeCss.ts, generated from src/lib/prismThemes.ts), not inline styles.
      theme: prismSettings.theme,
      darkTheme: prismSettings.theme,
      additionalLanguages: [...prismSettings.additionalLanguages],
      magicComments: [...prismSettings.magicComments],
    },
    ...(liveDiagrams ? {mermaid: {theme: {light: 'neutral', dark: 'dark'}}} : {}),
    algolia: algoliaThemeConfig(process.env),
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
