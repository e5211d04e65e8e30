/**
 * The Algolia DocSearch crawler configuration (plugins/local-search/docsearch-crawler.config.js) run on the built
 * pages without Algolia: the file is evaluated as the crawler evaluates it (a `new Crawler({...})` expression), its
 * URL patterns are matched, and its record extractors get a cheerio page and this implementation of
 * `helpers.docsearch`, which does what the crawler's documentation says the helper does:
 *
 * - each level's selectors: a string, or an array of fallbacks of which the first that matches anything is used;
 *   lvl0 takes its `defaultValue` when its selectors match nothing;
 * - the elements of every level and of `content` are read in document order; a level's element sets that level and
 *   clears the deeper ones, and (`indexHeadings`) is a record of its own; a content element is a record with the
 *   levels above it; text is the element's, whitespace collapsed; empty elements give no record;
 * - a level's record takes the element's `id` (or `name`) as its anchor; a content record the anchor of the
 *   nearest level above it;
 * - every `<meta name="docsearch:NAME" content="...">` becomes the attribute NAME of each record of the page, the
 *   version split at commas.
 *
 * Only what this configuration uses is implemented (no custom variables, no pageRank, no aggregateContent).
 */
import fs from 'node:fs';
import vm from 'node:vm';
import type {AnyNode, Element} from 'domhandler';
import {load, type CheerioAPI} from 'cheerio';

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];
type Selectors = string | string[];

export type DocSearchOptions = {
  recordProps: {lvl0: {selectors: Selectors; defaultValue?: string}} & Partial<
    Record<Exclude<Level, 'lvl0'>, Selectors>
  > & {
      content: Selectors;
    };
  indexHeadings?: boolean;
  aggregateContent?: boolean;
  recordVersion?: string;
};

export type CrawlerRecord = {
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: Level | 'content';
  content: string | null;
  hierarchy: Record<Level, string | null>;
  /** The element that gave the record: `h2`, `a`, `code`, `p`... */
  element: string;
  /** The docsearch:* meta attributes. */
  attributes: Record<string, string | string[]>;
};

export type CrawlerAction = {
  indexName: string;
  pathsToMatch: string[];
  recordExtractor: (args: {
    $: CheerioAPI;
    url: URL;
    helpers: {docsearch: (options: DocSearchOptions) => CrawlerRecord[]};
  }) => CrawlerRecord[];
};

export type CrawlerConfig = {
  appId: string;
  maxDepth?: number;
  apiKey: string;
  startUrls: string[];
  sitemaps: string[];
  discoveryPatterns: string[];
  exclusionPatterns: string[];
  ignoreCanonicalTo?: boolean;
  ignoreNoIndex?: boolean;
  ignoreQueryParams?: string[];
  actions: CrawlerAction[];
  initialIndexSettings: Record<string, Record<string, unknown>>;
};

/** Evaluates the configuration file as the crawler's editor does: a `Crawler` constructed with the config. */
export function loadCrawlerConfig(file: string): CrawlerConfig {
  let config: CrawlerConfig | undefined;
  class Crawler {
    constructor(options: CrawlerConfig) {
      config = options;
    }
  }
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), {Crawler, URL}, {filename: file});
  if (!config) throw new Error(`${file} constructs no Crawler`);
  return config;
}

/**
 * Whether a URL matches a list of patterns as the crawler reads them (micromatch): any positive pattern and no
 * `!` pattern. The patterns of this configuration are whole URLs, some ending in `/**` (anything below).
 */
export function matchesPatterns(patterns: string[], url: string): boolean {
  const test = (pattern: string) =>
    new RegExp(
      `^${pattern
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\/\*\*$/, '(?:/.*)?')
        .replace(/\*\*/g, '.*')
        .replace(/(?<!\.)\*/g, '[^/]*')}$`,
    ).test(url);
  const positive = patterns.filter((p) => !p.startsWith('!'));
  const negative = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
  return positive.some(test) && !negative.some(test);
}

const text = ($: CheerioAPI, el: Element) => $(el).text().replace(/\s+/g, ' ').trim();

/** The elements of the first selector in `selectors` that matches anything. */
function select($: CheerioAPI, selectors: Selectors | undefined): Element[] {
  for (const selector of Array.isArray(selectors) ? selectors : [selectors ?? '']) {
    if (!selector) continue;
    const found = $(selector).toArray() as Element[];
    if (found.length) return found;
  }
  return [];
}

/** `helpers.docsearch` for one page (see the file comment). */
export function docsearch($: CheerioAPI, url: URL, options: DocSearchOptions): CrawlerRecord[] {
  const {recordProps} = options;
  const attributes: Record<string, string | string[]> = {};
  $('meta[name^="docsearch:"]').each((_, el) => {
    const name = $(el).attr('name')!.slice('docsearch:'.length);
    const value = $(el).attr('content') ?? '';
    attributes[name] = name === 'version' ? value.split(',').map((v) => v.trim()) : value;
  });
  const lvl0 = select($, recordProps.lvl0.selectors).map((el) => text($, el))[0] || recordProps.lvl0.defaultValue || '';
  // Every element of a level or of the content, by the first kind that claims it, then read in document order.
  const kinds = new Map<Element, Level | 'content'>();
  for (const level of LEVELS.slice(1)) {
    for (const el of select($, recordProps[level as Exclude<Level, 'lvl0'>])) if (!kinds.has(el)) kinds.set(el, level);
  }
  for (const el of select($, recordProps.content)) if (!kinds.has(el)) kinds.set(el, 'content');
  const ordered: Element[] = [];
  const walk = (node: AnyNode) => {
    if (kinds.has(node as Element)) ordered.push(node as Element);
    if ('children' in node) node.children.forEach(walk);
  };
  walk($.root().get(0)!);

  const hierarchy: Record<Level, string | null> = {
    lvl0,
    lvl1: null,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const base = `${url.origin}${url.pathname}`;
  let anchor: string | null = null;
  const records: CrawlerRecord[] = [];
  for (const el of ordered) {
    const kind = kinds.get(el)!;
    const value = text($, el);
    if (!value) continue;
    if (kind === 'content') {
      records.push({
        url: anchor ? `${base}#${anchor}` : base,
        url_without_anchor: base,
        anchor,
        type: 'content',
        content: value,
        hierarchy: {...hierarchy},
        element: el.name,
        attributes,
      });
      continue;
    }
    const depth = LEVELS.indexOf(kind);
    for (const level of LEVELS.slice(depth)) hierarchy[level] = null;
    hierarchy[kind] = value;
    anchor = el.attribs.id ?? el.attribs.name ?? null;
    if (options.indexHeadings !== false) {
      records.push({
        url: anchor ? `${base}#${anchor}` : base,
        url_without_anchor: base,
        anchor,
        type: kind,
        content: null,
        hierarchy: {...hierarchy},
        element: el.name,
        attributes,
      });
    }
  }
  return records;
}

/** What crawling one page gives: the index and records of the action that matches it, and the links it has. */
export type CrawledPage = {indexName: string | null; records: CrawlerRecord[]; links: string[]};

/**
 * Runs the configuration on one page as the crawler would: a page whose canonical URL is another is left for that
 * one unless `ignoreCanonicalTo`, a page whose robots meta tag says noindex is not indexed unless `ignoreNoIndex`;
 * the action whose patterns match extracts its records. The page's links are returned for the crawl (without their
 * hash).
 */
export function crawlPage(config: CrawlerConfig, url: string, html: string): CrawledPage {
  const $ = load(html);
  const links = $('a[href]')
    .map((_, a) => {
      try {
        const link = new URL($(a).attr('href')!, url);
        link.hash = '';
        return link.href;
      } catch {
        return [];
      }
    })
    .get();
  const canonical = $('link[rel="canonical"]').attr('href');
  const elsewhere = canonical && canonical.replace(/\/$/, '') !== url.replace(/\/$/, '');
  const noIndex = /\b(noindex|none)\b/.test($('meta[name="robots"]').attr('content') ?? '');
  const action = config.actions.find((a) => matchesPatterns(a.pathsToMatch, url));
  if (!action || (elsewhere && !config.ignoreCanonicalTo) || (noIndex && !config.ignoreNoIndex))
    return {indexName: null, records: [], links};
  const page = new URL(url);
  return {
    indexName: action.indexName,
    records: action.recordExtractor({$, url: page, helpers: {docsearch: (options) => docsearch($, page, options)}}),
    links,
  };
}

/**
 * The crawl: from the start URLs and the sitemaps' URLs, every page the links lead to within `discoveryPatterns`,
 * to `maxDepth` links away, leaving out `exclusionPatterns`. `html` gives a URL's page, or null (not a page). A
 * page reached under two URLs (with and without a parameter the crawler keeps) is crawled twice, as the crawler does.
 */
export function crawl(
  config: CrawlerConfig & {maxDepth?: number},
  sitemapUrls: string[],
  html: (url: string) => string | null,
): Map<string, CrawledPage> {
  const pages = new Map<string, CrawledPage>();
  const seen = new Set<string>();
  // The crawler drops the query parameters `ignoreQueryParams` names (a `*` in a name matches anything).
  const ignored = (config.ignoreQueryParams ?? []).map(
    (name) => new RegExp(`^${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`),
  );
  const normalise = (url: string) => {
    const parsed = new URL(url);
    for (const name of [...parsed.searchParams.keys()])
      if (ignored.some((pattern) => pattern.test(name))) parsed.searchParams.delete(name);
    return parsed.href;
  };
  let queue = [...config.startUrls, ...sitemapUrls].map(normalise);
  for (let depth = 0; queue.length && depth <= (config.maxDepth ?? 10); depth += 1) {
    const next: string[] = [];
    for (const url of queue) {
      if (seen.has(url) || matchesPatterns(config.exclusionPatterns, url)) continue;
      seen.add(url);
      const text = html(url);
      if (text === null) continue;
      const page = crawlPage(config, url, text);
      pages.set(url, page);
      next.push(...page.links.filter((link) => matchesPatterns(config.discoveryPatterns, link)).map(normalise));
    }
    queue = next;
  }
  return pages;
}
