/**
 * Search records in DocSearch's shape and the layout of the index files, shared by the build
 * (plugins/local-search/records.ts, shards.ts) and the browser (this folder, src/lib/search.ts). No Node or HTML-parser
 * imports here: this file ends up in the client bundle.
 */
import type {DocSearchHit} from '@docsearch/react';
import type {PackedPostings} from './packedIndex';
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
export type Hierarchy = DocSearchHit['hierarchy'];

/** A record as DocSearch knows it (without highlight/snippet results, which are computed per query); absolute URLs. */
export type SearchRecord = Pick<DocSearchHit, 'objectID' | 'url' | 'url_without_anchor' | 'anchor' | 'content'> & {
  type: RecordType;
  hierarchy: Hierarchy;
  /** The page's `docusaurus_tag` (`docs-<plugin id>-<version>` on docs pages), for contextual search. */
  docusaurus_tag?: string;
  /**
   * The names a table row defines: its first cell when that cell is code (a field, a flag, a configuration key;
   * `-f, --format` defines both), for exact-name ranking (engine.ts exactNameTier). Build time only.
   */
  defines?: string[];
  /** The anchor is the row's own (the Reference's field rows), not the heading's above it. */
  ownAnchor?: boolean;
};

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/**
 * The entry of one index (docs or resources) of one locale, `search/<name>.<version>.json`: what every query needs,
 * and the term and text files it lists (plugins/local-search/README.md "The index files").
 */
export type IndexEntry = {
  version: string;
  /** The locale whose stemmer the index was built with (engine.ts engineOptions). */
  language: string;
  documentCount: number;
  /** MiniSearch's field ids (the order of engineOptions().fields). */
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Per field id (0..3), the length of that field in every record (by record position). */
  fieldLength: number[][];
  /** In record order: a page's records are consecutive. */
  pages: PageEntry[];
  /** The vocabulary, in the order of MiniSearch's own index (results with equal scores keep their order). */
  terms: string[];
  /** [index of the first term, file]: each term file holds the postings of the terms up to the next one's. */
  termFiles: [number, string][];
  /**
   * [count of the content records before its first one, file]: each text file holds the content records up to the
   * next one's first.
   */
  textFiles: [number, string][];
};

/**
 * [path, docusaurus_tag ('' for none), lvl0, title, number of records, headings]. A heading is [position within
 * the page, level 2..6, text, anchor ('' for none)]; every other record after the title is body text, with the
 * hierarchy and anchor of the heading above it.
 */
export type PageEntry = [string, string, string, string, number, HeadingEntry[]];
export type HeadingEntry = [number, number, string, string];

/** A term file: per term of its range, MiniSearch's postings packed (packedIndex.ts); the names its terms start. */
export type TermFile = {
  postings: PackedPostings[][];
  /**
   * Exact names (the query's words, lower-cased, joined by a space) → [record, tier] pairs: the rows that define
   * the name, tier 0 with their own anchor, 2 without. Filed under the term of the name's first word.
   */
  names?: Record<string, [number, number][]>;
};
/** A text file: the content of each content record of its range, in order; [content, own anchor] for a row. */
export type TextFile = (string | [string, string])[];

/** Sets a heading into a hierarchy as the page's text reads: the deeper levels no longer apply. */
export function applyHeading(hierarchy: Hierarchy, level: number, text: string): void {
  const levels = hierarchy as Record<string, string | null>;
  for (let i = level; i <= 6; i += 1) levels[`lvl${i}`] = null;
  levels[`lvl${level}`] = text;
}

/**
 * The `docusaurus_tag:` values of DocSearch's contextual facet filters (`[['language:en'], ['docusaurus_tag:default',
 * 'docusaurus_tag:docs-default-current', ...]]`), or undefined when the request has none.
 */
export function tagsFromFacetFilters(facetFilters: unknown): string[] | undefined {
  const flat = (Array.isArray(facetFilters) ? facetFilters.flat() : [facetFilters]).filter(
    (f): f is string => typeof f === 'string',
  );
  const tags = flat.filter((f) => f.startsWith('docusaurus_tag:')).map((f) => f.slice('docusaurus_tag:'.length));
  return tags.length ? tags : undefined;
}

/**
 * Contextual search: a docs record is kept when its tag is among the allowed ones (the current version of the
 * docs instance the reader is in, the preferred or latest version of the others); records of pages without a docs
 * tag (blog, React pages) always match, as they have a single version.
 */
export function matchesTags(tag: string | undefined, allowed: readonly string[] | undefined): boolean {
  if (!allowed || !tag || !tag.startsWith('docs-')) return true;
  return allowed.includes(tag);
}

/** Whether a path, with or without the German locale's base (`/de`), belongs to the docs index. */
export function isDocsPath(pathname: string): boolean {
  const path = pathname.replace(/^\/de(?=\/|$)/, '');
  return path === '/docs' || path.startsWith('/docs/');
}

/**
 * The promise of `key` in `cache`, made by `make` on the first call and kept for the next ones; dropped when it
 * fails, so the next call tries again.
 */
export function keptUnlessFailed<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let pending = cache.get(key);
  if (!pending) {
    pending = make().catch((error: unknown) => {
      cache.delete(key);
      throw error;
    });
    cache.set(key, pending);
  }
  return pending;
}

/** Global data of the local-search plugin: the version in the index file names. */
export type LocalSearchGlobalData = {version: string};
