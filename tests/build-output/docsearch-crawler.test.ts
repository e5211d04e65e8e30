/**
 * The Algolia DocSearch crawler configuration (plugins/local-search/docsearch-crawler.config.js) applied to every
 * built page, without a network (tests/build-output/docsearchCrawler.ts), against the local index of the same build
 * (tests/build-output/searchIndex.ts): the two providers must hold the same pages in the same index, and for every
 * page the same group (lvl0) and title (lvl1), the same headings under the same anchors, the same Reference field
 * anchors and the same facet values (language, docusaurus_tag, version). What differs by design is printed with
 * its reason (the record counts: the crawler also makes a record of a table row's name, and of its last cell).
 */
import fs from 'node:fs';
import path from 'node:path';
import {isIndexedRoute} from '@site/plugins/local-search';
import {DEFAULT_DOCS_INDEX, DEFAULT_RESOURCES_INDEX} from '@site/plugins/local-search/config';
import {TOOL_DOCS} from '@site/src/data/toolDocs';
import type {SearchRecord} from '@site/src/search/shared';
import {crawl, loadCrawlerConfig, matchesPatterns, type CrawlerRecord} from './docsearchCrawler';
import {readIndex, type IndexName} from './searchIndex';
import {fileFor, LOCALES, SITE_URL, sitemapPaths} from './site';

const config = loadCrawlerConfig(path.join(__dirname, '../../plugins/local-search/docsearch-crawler.config.js'));
const INDEX_OF: Record<string, IndexName> = {[DEFAULT_DOCS_INDEX]: 'docs', [DEFAULT_RESOURCES_INDEX]: 'resources'};

/** A page's path as both sides name it: no trailing slash (the home pages are / and /de). */
const pagePath = (url: string) => {
  const {pathname} = new URL(url);
  return pathname === '/' ? '/' : pathname.replace(/\/$/, '');
};

/** What is compared of one page. */
type PageView = {
  index: IndexName;
  lvl0: string;
  lvl1: string;
  /** `anchor level text` of every heading below the title. */
  headings: string[];
  /** Anchors of Reference field rows (their own anchors). */
  fields: string[];
  /** `name=value` of every facet value. */
  facets: string[];
  /** Records by kind: `lvl2`, `content`, and for the crawler `lvl6 <element>`, `content <element>`. */
  kinds: Record<string, number>;
};

const countKinds = (kinds: string[]) =>
  kinds.reduce<Record<string, number>>((counts, kind) => ({...counts, [kind]: (counts[kind] ?? 0) + 1}), {});

function localView(locale: string, index: IndexName, records: SearchRecord[]): Map<string, PageView> {
  const pages = new Map<string, PageView>();
  const headingAnchors = new Set(
    records.filter((r) => /^lvl[2-6]$/.test(r.type)).map((r) => `${r.url_without_anchor}#${r.anchor}`),
  );
  for (const record of records) {
    const key = pagePath(record.url_without_anchor);
    let page = pages.get(key);
    if (!page) {
      const tag = record.docusaurus_tag ?? 'default';
      const version = /^docs-[^-]+-(.+)$/.exec(tag)?.[1];
      page = {
        index,
        lvl0: record.hierarchy.lvl0,
        lvl1: record.hierarchy.lvl1,
        headings: [],
        fields: [],
        facets: [`language=${locale}`, `docusaurus_tag=${tag}`, ...(version ? [`version=${version}`] : [])],
        kinds: {},
      };
      pages.set(key, page);
    }
    page.kinds[record.type] = (page.kinds[record.type] ?? 0) + 1;
    if (/^lvl[2-6]$/.test(record.type)) {
      page.headings.push(`${record.anchor ?? ''} ${record.type} ${record.hierarchy[record.type as 'lvl2']}`);
    } else if (
      record.type === 'content' &&
      record.anchor &&
      !headingAnchors.has(`${record.url_without_anchor}#${record.anchor}`)
    ) {
      page.fields.push(record.anchor);
    }
  }
  return pages;
}

function crawlerView(index: IndexName, records: CrawlerRecord[]): PageView {
  const [first] = records;
  const title = records.find((r) => r.type === 'lvl1');
  const facets = Object.entries(first?.attributes ?? {}).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((v) => `${name}=${v}`),
  );
  return {
    index,
    lvl0: first?.hierarchy.lvl0 ?? '',
    lvl1: title?.hierarchy.lvl1 ?? '',
    headings: records
      .filter((r) => /^h[2-6]$/.test(r.element))
      .map((r) => `${r.anchor ?? ''} lvl${r.element.slice(1)} ${r.hierarchy[`lvl${r.element.slice(1)}` as 'lvl2']}`),
    fields: records.filter((r) => r.type === 'lvl6' && r.element === 'a').map((r) => r.anchor ?? ''),
    facets: facets.sort(),
    kinds: countKinds(
      records.map((r) =>
        r.type === 'lvl6' && r.element !== 'h6' ? `lvl6 (a table row's name, ${r.element})` : r.type,
      ),
    ),
  };
}

describe('the Algolia DocSearch crawler configuration', () => {
  it('is in the crawler format: both locales, the SearchBar index names, one extractor, the same settings', () => {
    expect(config.startUrls).toEqual([`${SITE_URL}/`, `${SITE_URL}/de/`]);
    expect(config.sitemaps).toEqual([`${SITE_URL}/sitemap.xml`, `${SITE_URL}/de/sitemap.xml`]);
    expect(config.actions.map((a) => a.indexName)).toEqual([DEFAULT_DOCS_INDEX, DEFAULT_RESOURCES_INDEX]);
    const [docs, resources] = config.actions;
    expect(String(docs!.recordExtractor)).toBe(String(resources!.recordExtractor));
    expect(config.initialIndexSettings[DEFAULT_DOCS_INDEX]).toEqual(
      config.initialIndexSettings[DEFAULT_RESOURCES_INDEX],
    );
    // Every facet the SearchBar filters on (DocSearch's contextual search: language and docusaurus_tag), and version.
    expect(config.initialIndexSettings[DEFAULT_DOCS_INDEX]!.attributesForFaceting).toEqual(
      expect.arrayContaining(['language', 'docusaurus_tag', 'version']),
    );
    // The extractor's tool labels are the tool docs instances' (src/data/toolDocs.ts).
    for (const tool of TOOL_DOCS) expect(String(docs!.recordExtractor)).toContain(`${tool.id}: '${tool.label}'`);
    // Docs pages go to the docs index, all others to the other one, the listing pages nowhere.
    const actionOf = (url: string) => config.actions.find((a) => matchesPatterns(a.pathsToMatch, url))?.indexName;
    expect(actionOf(`${SITE_URL}/docs`)).toBe(DEFAULT_DOCS_INDEX);
    expect(actionOf(`${SITE_URL}/de/docs/concepts/channel`)).toBe(DEFAULT_DOCS_INDEX);
    expect(actionOf(`${SITE_URL}/docsearch`)).toBe(DEFAULT_RESOURCES_INDEX);
    expect(actionOf(`${SITE_URL}/de/`)).toBe(DEFAULT_RESOURCES_INDEX);
    for (const listing of ['/blog', '/de/blog', '/blog/page/2', '/blog/tags/kafka', '/docs/tags/x', '/search'])
      expect([listing, matchesPatterns(config.exclusionPatterns, `${SITE_URL}${listing}`)]).toEqual([listing, true]);
    expect(matchesPatterns(config.exclusionPatterns, `${SITE_URL}/blog/cli-6-release`)).toBe(false);
  });

  // The crawler's pages: from the start URLs and both sitemaps, every page the links lead to, once for both
  // locales. A locale's sitemap lists only the pages in its language (plugins/translations); the German pages not
  // translated yet are found by their links, and indexed although their canonical URL is the English page
  // (ignoreCanonicalTo), as the local index indexes them.
  let pages: ReturnType<typeof crawl>;
  beforeAll(() => {
    const sitemaps = LOCALES.flatMap((locale) => sitemapPaths(locale)).map((p) => `${SITE_URL}${p}`);
    pages = crawl(config, sitemaps, (url) => {
      const file = fileFor(decodeURIComponent(new URL(url).pathname));
      return file?.endsWith('.html') ? fs.readFileSync(file, 'utf8') : null;
    });
  }, 300_000);

  it.each(LOCALES.map((locale) => [locale]))(
    '%s: on every built page, the same pages, titles, groups, headings, field anchors and facets as the local index',
    async (locale) => {
      const crawled = new Map<string, PageView>();
      const prefix = locale === 'en' ? null : `/${locale}`;
      for (const [url, result] of pages) {
        // Each page once: a URL with a parameter the crawler keeps would be a second copy (none here).
        expect([url, new URL(url).search]).toEqual([url, '']);
        const key = pagePath(url);
        const inLocale = prefix ? key === prefix || key.startsWith(`${prefix}/`) : !/^\/(de)(\/|$)/.test(key);
        if (!result.indexName || !inLocale) continue;
        crawled.set(key, crawlerView(INDEX_OF[result.indexName]!, result.records));
      }
      const local = new Map<string, PageView>();
      for (const index of ['docs', 'resources'] as const)
        for (const [key, page] of localView(locale, index, await readIndex(locale, index))) local.set(key, page);

      const differences: string[] = [];
      const keys = [...new Set([...crawled.keys(), ...local.keys()])].sort();
      for (const key of keys) {
        const a = crawled.get(key);
        const b = local.get(key);
        if (!a || !b) {
          differences.push(`${key}: only in the ${a ? 'crawler' : 'local'} index`);
          continue;
        }
        for (const field of ['index', 'lvl0', 'lvl1'] as const)
          if (a[field] !== b[field])
            differences.push(`${key}: ${field} "${a[field]}" (crawler) / "${b[field]}" (local)`);
        for (const field of ['headings', 'fields', 'facets'] as const) {
          const onlyA = a[field].filter((v) => !b[field].includes(v));
          const onlyB = b[field].filter((v) => !a[field].includes(v));
          if (onlyA.length || onlyB.length)
            differences.push(
              `${key}: ${field} only in the crawler [${onlyA.join('; ')}], only local [${onlyB.join('; ')}]`,
            );
        }
      }
      const total = (pages: Map<string, PageView>) => {
        const sum: Record<string, number> = {};
        for (const page of pages.values())
          for (const [kind, n] of Object.entries(page.kinds)) sum[kind] = (sum[kind] ?? 0) + n;
        return Object.entries(sum)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([kind, n]) => `${kind} ${n}`)
          .join(', ');
      };
      console.log(
        `${locale}: ${crawled.size} pages crawled, ${local.size} in the local index.\n` +
          `Records by kind, crawler: ${total(crawled)}\nlocal: ${total(local)}\n` +
          'They differ by design in tables: the local index makes one content record of a row (its cells joined), so a ' +
          "field and its description are found together; the crawler's extractor makes the row's name (a Reference " +
          'field, a flag, a key) a lvl6 record, so Algolia ranks a query that is exactly that name on it, and its last ' +
          'cell (the description) the content record (none when that cell is empty).' +
          (differences.length ? `\nDifferences:\n${differences.join('\n')}` : '\nNo other difference.'),
      );
      expect(crawled.size).toBeGreaterThan(100);
      // Sanity: the listing pages were reached, and neither side indexes them.
      expect([...pages.keys()].map(pagePath).filter((p) => !isIndexedRoute(p))).toEqual([]);
      expect(differences).toEqual([]);
    },
  );
});
