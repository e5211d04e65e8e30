/**
 * Search records in DocSearch's shape, shared by the build (plugins/local-search/records.ts) and the browser
 * (client/, src/lib/search.ts). No Node or HTML-parser imports here: this file ends up in the client bundle.
 */
import type {PackedIndex} from './packedIndex';
import {TOOL_DOCS} from '../../src/data/toolDocs';
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
export type Hierarchy = {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
};

/** A record as DocSearch knows it (without highlight/snippet results, which are computed per query). */
export type SearchRecord = {
  objectID: string;
  /** Absolute URL with anchor. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  content: string | null;
  hierarchy: Hierarchy;
  /** The page's `docusaurus_tag` (`docs-<plugin id>-<version>` on docs pages), for contextual search. */
  docusaurus_tag?: string;
};

/**
 * What the index files hold: `p` path (without origin), `a` anchor, `t` type, `h` [lvl0..lvl6] with trailing
 * nulls dropped, `c` content, `g` the page's docusaurus_tag. Shorter keys and relative paths keep the files small.
 */
export type CompactRecord = {p: string; a?: string; t: RecordType; h: (string | null)[]; c?: string; g?: string};
/** An index file: the records and, from the build, the MiniSearch index over them (packedIndex.ts). */
export type IndexFile = {version: string; records: CompactRecord[]; index?: PackedIndex};

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
/** Body text longer than this is cut at a word boundary: a snippet never shows more and the index stays small. */
export const MAX_CONTENT_LENGTH = 600;

export function toCompact(record: SearchRecord): CompactRecord {
  const h = LEVELS.map((level) => record.hierarchy[level]);
  while (h.length > 2 && h[h.length - 1] === null) h.pop();
  const path = new URL(record.url_without_anchor).pathname;
  return {
    p: path,
    ...(record.anchor ? {a: record.anchor} : {}),
    t: record.type,
    h,
    ...(record.content ? {c: record.content} : {}),
    ...(record.docusaurus_tag ? {g: record.docusaurus_tag} : {}),
  };
}

/** Expands a stored record; `origin` is prepended to the path (the theme needs absolute hit URLs). */
export function fromCompact(record: CompactRecord, index: number, origin: string): SearchRecord {
  const base = `${origin}${record.p}`;
  const hierarchy = {} as Hierarchy;
  LEVELS.forEach((level, i) => {
    (hierarchy as Record<string, string | null>)[level] = record.h[i] ?? null;
  });
  hierarchy.lvl0 = hierarchy.lvl0 ?? '';
  hierarchy.lvl1 = hierarchy.lvl1 ?? '';
  return {
    objectID: `${record.p}#${record.a ?? ''}-${index}`,
    url: record.a ? `${base}#${record.a}` : base,
    url_without_anchor: base,
    anchor: record.a ?? null,
    type: record.t,
    content: record.c ?? null,
    hierarchy,
    ...(record.g ? {docusaurus_tag: record.g} : {}),
  };
}

/** The plugin id in a docs page's tag: `docs-generator-3.x` → `generator`. */
export function docsPluginOfTag(tag: string | undefined): string | undefined {
  return tag ? /^docs-([^-]+)-/.exec(tag)?.[1] : undefined;
}

/** lvl0 of a tool docs page (Generator, CLI, Glee), so its hits group under the tool. */
export function toolDocsLabel(tag: string | undefined): string | undefined {
  const pluginId = docsPluginOfTag(tag);
  return TOOL_DOCS.find((tool) => tool.id === pluginId)?.label;
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

/** Strips a locale base (`/de/`) and says whether the path belongs to the docs index. */
export function isDocsPath(pathname: string, localeBases: string[] = ['/de']): boolean {
  let path = pathname;
  for (const base of localeBases) {
    const b = base.replace(/\/$/, '');
    if (path === b || path.startsWith(`${b}/`)) {
      path = path.slice(b.length) || '/';
      break;
    }
  }
  return path === '/docs' || path.startsWith('/docs/');
}

/** Top-level group (DocSearch's lvl0) for a page that has no docs category. */
export function sectionLabel(pathname: string): string {
  const path = pathname.replace(/^\/de(?=\/|$)/, '');
  if (path === '/docs' || path.startsWith('/docs/')) return 'Documentation';
  if (path.startsWith('/blog')) return 'Blog';
  if (path.startsWith('/tools')) return 'Tools';
  if (path.startsWith('/community')) return 'Community';
  return 'Pages';
}

export function normaliseText(text: string): string {
  return text
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function cutText(text: string, max = MAX_CONTENT_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/** Global data of the local-search plugin: the version in the index file names. */
export type LocalSearchGlobalData = {version: string};
