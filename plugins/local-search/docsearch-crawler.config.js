/*
 * The Algolia DocSearch crawler configuration of www.asyncapi.com, in the crawler's own format: paste it into the
 * crawler's editor (Algolia dashboard > Data sources > Crawler > Editor) and keep the appId and apiKey Algolia shows
 * there. plugins/local-search/README.md ("Algolia") says how to connect it.
 *
 * It reads the pages the way the local index does (plugins/local-search/records.ts), so the two providers hold the
 * same pages, headings, anchors and facets: tests/build-output/docsearch-crawler.test.ts applies this file to every
 * built page and compares its records with the local index. Two indices, as the SearchBar asks for them: the docs
 * (pages under /docs, ALGOLIA_DOCS_INDEX, default asyncapi-docs) and everything else (ALGOLIA_INDEX, default
 * asyncapi). Rename both here and in the environment together.
 *
 * The facets come from the meta tags Docusaurus writes on every page, which the crawler turns into attributes of
 * each record: `docsearch:language` (en, de), `docsearch:docusaurus_tag` (docs-<instance>-<version> on docs pages,
 * default elsewhere) and, on docs pages, `docsearch:version`. The SearchBar filters on language and docusaurus_tag.
 *
 * Each recordExtractor is self-contained (the crawler runs it on its own, with no code around it: the Crawler API keeps
 * each as its own source, `recordExtractor: {source: "..."}`); both are the same function, which the test checks.
 */
new Crawler({
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_API_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: ['https://www.asyncapi.com/', 'https://www.asyncapi.com/de/'],
  sitemaps: ['https://www.asyncapi.com/sitemap.xml', 'https://www.asyncapi.com/de/sitemap.xml'],
  // A German page not translated yet names the English page as its canonical URL and is not in the German sitemap;
  // it is still indexed, in German, from the links that lead to it, as the local index indexes it: a German reader
  // finds it from the German site.
  ignoreCanonicalTo: true,
  discoveryPatterns: ['https://www.asyncapi.com/**'],
  // No page depends on a query parameter (the blog's ?tag= and ?type= filters are applied in the browser): every
  // URL is crawled without its parameters, so /blog?tag=bindings is /blog, a listing left out below.
  ignoreQueryParams: ['*'],
  // Pages that only list or repeat others, as the local index leaves them out (plugins/local-search/index.ts).
  exclusionPatterns: [
    'https://www.asyncapi.com/blog',
    'https://www.asyncapi.com/blog/page/**',
    'https://www.asyncapi.com/blog/tags/**',
    'https://www.asyncapi.com/blog/archive',
    'https://www.asyncapi.com/blog/authors/**',
    'https://www.asyncapi.com/docs/tags/**',
    'https://www.asyncapi.com/search',
    'https://www.asyncapi.com/404.html',
    'https://www.asyncapi.com/de/blog',
    'https://www.asyncapi.com/de/blog/page/**',
    'https://www.asyncapi.com/de/blog/tags/**',
    'https://www.asyncapi.com/de/blog/archive',
    'https://www.asyncapi.com/de/blog/authors/**',
    'https://www.asyncapi.com/de/docs/tags/**',
    'https://www.asyncapi.com/de/search',
    'https://www.asyncapi.com/de/404.html',
  ],
  actions: [
    {
      indexName: 'asyncapi-docs',
      pathsToMatch: [
        'https://www.asyncapi.com/docs',
        'https://www.asyncapi.com/docs/**',
        'https://www.asyncapi.com/de/docs',
        'https://www.asyncapi.com/de/docs/**',
      ],
      recordExtractor: ({$, url, helpers}) => {
        // lvl0 groups the hits: a tool's docs under the tool, other docs pages under their section (the first
        // breadcrumb with text), every other page under a label from its path. Read before the navigation goes.
        const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') || '';
        const tools = {generator: 'Generator', cli: 'CLI', glee: 'Glee'};
        const tool = tools[(/^docs-([^-]+)-/.exec(tag) || [])[1]];
        const crumb = $('.breadcrumbs__item')
          .map((_, el) => $(el).text().replace(/\s+/g, ' ').trim())
          .get()
          .find(Boolean);
        const path = url.pathname.replace(/^\/de(?=\/|$)/, '');
        const section =
          path === '/docs' || path.startsWith('/docs/')
            ? 'Documentation'
            : path.startsWith('/blog')
              ? 'Blog'
              : path.startsWith('/tools')
                ? 'Tools'
                : path.startsWith('/community')
                  ? 'Community'
                  : 'Pages';
        // Not the page's own words: navigation, the footer, code, widgets marked data-search-exclude (the
        // Specification Explorer), the "#" of heading links, screen-reader helpers and buttons.
        $(
          '[data-search-exclude], nav, footer, pre, .pagination-nav, .theme-doc-toc-mobile, .theme-doc-footer, ' +
            '.theme-code-block, button, .hash-link, .sr-only',
        ).remove();
        // Soft hyphens (where a long German word may break) are not part of the words a query matches.
        $('*')
          .contents()
          .each((_, node) => {
            if (node.type === 'text') node.data = node.data.replace(/\u00ad/g, '');
          });
        // A nested list is indexed on its own, not as part of the item that holds it.
        $('li > ul, li > ol').each((_, list) => {
          $(list).parent().after(list);
        });
        // The page's content: the docs' Markdown, a blog post's, else the first article of <main>, else <main>.
        const root = ['.theme-doc-markdown', 'article .markdown', 'main article', 'main', 'body'].find(
          (s) => $(s).length,
        );
        $(root).first().attr('data-docsearch-root', '');
        const r = '[data-docsearch-root]';
        // The title is the page's first record: the content's first h1, else the document's title without the
        // site's name (a blog post's h1 is above its Markdown).
        const h1 = $(`${r} h1`).first();
        $(r).prepend(h1.length ? h1 : $('<h1></h1>').text($('head > title').text().split(' | ')[0]));
        return helpers.docsearch({
          recordProps: {
            lvl0: {selectors: '', defaultValue: tool || crumb || section},
            lvl1: `${r} h1`,
            lvl2: `${r} h2`,
            lvl3: `${r} h3`,
            lvl4: `${r} h4`,
            lvl5: `${r} h5`,
            // A table row's name (a Reference field with its own anchor, a CLI flag, a configuration key) is the
            // deepest level, so a query that is exactly the name finds its row first.
            lvl6: `${r} h6, ${r} td:first-child > a.static-anchor[id], ${r} td:first-child > code:only-child`,
            content:
              `${r} p:not(${r} li p):not(${r} td p):not(${r} dd p):not(${r} blockquote p), ${r} li, ${r} td:last-child, ` +
              `${r} dt, ${r} dd, ${r} blockquote`,
          },
          indexHeadings: true,
          aggregateContent: false,
          recordVersion: 'v3',
        });
      },
    },
    {
      indexName: 'asyncapi',
      pathsToMatch: [
        'https://www.asyncapi.com/**',
        '!https://www.asyncapi.com/docs',
        '!https://www.asyncapi.com/docs/**',
        '!https://www.asyncapi.com/de/docs',
        '!https://www.asyncapi.com/de/docs/**',
      ],
      recordExtractor: ({$, url, helpers}) => {
        // lvl0 groups the hits: a tool's docs under the tool, other docs pages under their section (the first
        // breadcrumb with text), every other page under a label from its path. Read before the navigation goes.
        const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') || '';
        const tools = {generator: 'Generator', cli: 'CLI', glee: 'Glee'};
        const tool = tools[(/^docs-([^-]+)-/.exec(tag) || [])[1]];
        const crumb = $('.breadcrumbs__item')
          .map((_, el) => $(el).text().replace(/\s+/g, ' ').trim())
          .get()
          .find(Boolean);
        const path = url.pathname.replace(/^\/de(?=\/|$)/, '');
        const section =
          path === '/docs' || path.startsWith('/docs/')
            ? 'Documentation'
            : path.startsWith('/blog')
              ? 'Blog'
              : path.startsWith('/tools')
                ? 'Tools'
                : path.startsWith('/community')
                  ? 'Community'
                  : 'Pages';
        // Not the page's own words: navigation, the footer, code, widgets marked data-search-exclude (the
        // Specification Explorer), the "#" of heading links, screen-reader helpers and buttons.
        $(
          '[data-search-exclude], nav, footer, pre, .pagination-nav, .theme-doc-toc-mobile, .theme-doc-footer, ' +
            '.theme-code-block, button, .hash-link, .sr-only',
        ).remove();
        // Soft hyphens (where a long German word may break) are not part of the words a query matches.
        $('*')
          .contents()
          .each((_, node) => {
            if (node.type === 'text') node.data = node.data.replace(/\u00ad/g, '');
          });
        // A nested list is indexed on its own, not as part of the item that holds it.
        $('li > ul, li > ol').each((_, list) => {
          $(list).parent().after(list);
        });
        // The page's content: the docs' Markdown, a blog post's, else the first article of <main>, else <main>.
        const root = ['.theme-doc-markdown', 'article .markdown', 'main article', 'main', 'body'].find(
          (s) => $(s).length,
        );
        $(root).first().attr('data-docsearch-root', '');
        const r = '[data-docsearch-root]';
        // The title is the page's first record: the content's first h1, else the document's title without the
        // site's name (a blog post's h1 is above its Markdown).
        const h1 = $(`${r} h1`).first();
        $(r).prepend(h1.length ? h1 : $('<h1></h1>').text($('head > title').text().split(' | ')[0]));
        return helpers.docsearch({
          recordProps: {
            lvl0: {selectors: '', defaultValue: tool || crumb || section},
            lvl1: `${r} h1`,
            lvl2: `${r} h2`,
            lvl3: `${r} h3`,
            lvl4: `${r} h4`,
            lvl5: `${r} h5`,
            // A table row's name (a Reference field with its own anchor, a CLI flag, a configuration key) is the
            // deepest level, so a query that is exactly the name finds its row first.
            lvl6: `${r} h6, ${r} td:first-child > a.static-anchor[id], ${r} td:first-child > code:only-child`,
            content:
              `${r} p:not(${r} li p):not(${r} td p):not(${r} dd p):not(${r} blockquote p), ${r} li, ${r} td:last-child, ` +
              `${r} dt, ${r} dd, ${r} blockquote`,
          },
          indexHeadings: true,
          aggregateContent: false,
          recordVersion: 'v3',
        });
      },
    },
  ],
  // The same settings for both indices (the test checks they are equal). Faceting: the SearchBar's contextual
  // filters (language, docusaurus_tag), the docs version and the record type. Typo tolerance as the local index:
  // one typo from 4 letters, two from 8. camelCase names (bindingVersion) are also found by their words, and `_`
  // is kept in words (GLEE_SERVER_NAMES). One hit per URL: a page's section is shown once.
  initialIndexSettings: {
    'asyncapi-docs': {
      attributesForFaceting: ['type', 'language', 'version', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      minWordSizefor1Typo: 4,
      minWordSizefor2Typos: 8,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
      separatorsToIndex: '_',
    },
    asyncapi: {
      attributesForFaceting: ['type', 'language', 'version', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      minWordSizefor1Typo: 4,
      minWordSizefor2Typos: 8,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
      separatorsToIndex: '_',
    },
  },
});
