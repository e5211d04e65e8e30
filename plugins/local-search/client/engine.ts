/**
 * The local search engine: MiniSearch over DocSearch records, answering with Algolia-shaped hits.
 *
 * Why MiniSearch (and not FlexSearch): it does prefix and fuzzy (typo) matching per query with BM25 scoring,
 * per-field boosts (so a page title beats a heading beats body text), exposes which terms matched (which is what
 * highlighting needs), and is small (about 7 kB gzipped) with types included. FlexSearch is faster on huge corpora
 * but its typo tolerance is phonetic/encoder based, field boosting is coarse and its result objects do not say
 * which terms matched; for a few thousand records the speed difference is not visible.
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import {LEVELS, fromCompact, matchesTags, type CompactRecord, type IndexFile, type SearchRecord} from '../shared';
import {packIndex, unpackIndex, type PackedIndex} from '../packedIndex';

type MatchLevel = 'none' | 'partial' | 'full';
export type HighlightValue = {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
};
export type HighlightHierarchy = Record<(typeof LEVELS)[number], HighlightValue>;
export type LocalHit = SearchRecord & {
  _highlightResult: {content: HighlightValue; hierarchy: HighlightHierarchy; hierarchy_camel: HighlightHierarchy[]};
  _snippetResult: {content: HighlightValue; hierarchy: HighlightHierarchy; hierarchy_camel: HighlightHierarchy[]};
};

/** Field boosts: page title (lvl1 records) > headings > body; the headings above a paragraph count a little. */
export const BOOSTS = {title: 8, heading: 4, content: 1, context: 0.5};

type Doc = {id: number; title: string; heading: string; content: string; context: string};

export type LocalIndex = {engine: MiniSearch<Doc>; records: SearchRecord[]};

function toDoc(record: SearchRecord, id: number): Doc {
  const h = record.hierarchy;
  const own = record.type === 'content' ? null : h[record.type];
  const context = LEVELS.slice(1)
    .map((level) => h[level])
    .filter((v): v is string => Boolean(v) && v !== own)
    .join(' ');
  return {
    id,
    title: record.type === 'lvl1' ? h.lvl1 : '',
    heading: record.type !== 'lvl1' && record.type !== 'content' ? (own ?? '') : '',
    content: record.content ?? '',
    context,
  };
}

/**
 * A light English stemmer so that "migrate" finds "Migrating" and "bindings" finds "binding": one common suffix
 * is removed when at least four letters remain. Applied to indexed and query terms alike.
 */
export function stem(term: string): string {
  const t = term.toLowerCase();
  if (t.length <= 4) return t;
  if (t.endsWith('ies') && t.length - 3 >= 3) return `${t.slice(0, -3)}y`;
  for (const suffix of ['ings', 'ing', 'es', 'ed', 's', 'e']) {
    if (suffix === 's' && t.endsWith('ss')) continue;
    if (t.endsWith(suffix) && t.length - suffix.length >= 4) return t.slice(0, -suffix.length);
  }
  return t;
}

/** The options the index is built with; loading a prebuilt index needs the very same ones. */
export const ENGINE_OPTIONS = {
  fields: ['title', 'heading', 'content', 'context'],
  storeFields: [] as string[],
  processTerm: (term: string) => stem(term),
};

/** A MiniSearch index over the records; document ids are the record positions (packIndex relies on it). */
export function createEngine(records: SearchRecord[]): MiniSearch<Doc> {
  const engine = new MiniSearch<Doc>(ENGINE_OPTIONS);
  engine.addAll(records.map(toDoc));
  return engine;
}

/** The index file's MiniSearch index, packed (build time). */
export function packedEngine(records: SearchRecord[]): PackedIndex {
  return packIndex(createEngine(records).toJSON());
}

/** Builds the MiniSearch index in the browser (an index file without a prebuilt index; tests). */
export function buildIndex(compact: CompactRecord[], origin: string): LocalIndex {
  return loadIndexFile({version: '', records: compact}, origin);
}

/** Loads an index file: its prebuilt index when it has one (the normal case), else builds it. */
export function loadIndexFile(file: IndexFile, origin: string): LocalIndex {
  const records = file.records.map((record, i) => fromCompact(record, i, origin));
  if (!file.index) return {engine: createEngine(records), records};
  if (file.index.documentCount !== records.length) {
    throw new Error(
      `Search index has ${file.index.documentCount} documents for ${records.length} records; rebuild the site`,
    );
  }
  return {engine: MiniSearch.loadJS<Doc>(unpackIndex(file.index), ENGINE_OPTIONS), records};
}

export function queryTerms(query: string): string[] {
  return MiniSearch.getDefault('tokenize')(query.toLowerCase())
    .map((t: string) => t.trim())
    .filter(Boolean);
}

const searchOptions = {
  boost: BOOSTS,
  // Like Algolia: the last word is still being typed, so it matches as a prefix; earlier words are complete.
  prefix: (_term: string, i: number, terms: string[]) => i === terms.length - 1,
  // One typo from 4 letters on, two from 8 (MiniSearch multiplies the fraction by the term length).
  fuzzy: (term: string) => (term.length >= 4 ? 0.25 : false),
  maxFuzzy: 2,
};

/** Fewer AND matches than this and records matching only some words are appended after them. */
const FEW_RESULTS = 5;

/**
 * Words that say nothing on their own (English and German): a record matching only one of them is not a result
 * for "migrate to v3". They still count when a record matches every word.
 */
const STOP_WORDS = new Set(
  'a an and are as at be by for from how i in is it of on or the to what with der die das und zu ein eine mit von im'.split(
    ' ',
  ),
);

/** Records matching all query words first (like Algolia), then, if those are few, records matching some. */
export function rank(index: LocalIndex, query: string, terms: string[] = queryTerms(query)): SearchResult[] {
  if (!query.trim()) return [];
  const all = index.engine.search(query, {...searchOptions, combineWith: 'AND'});
  if (all.length >= FEW_RESULTS || terms.length < 2) return all;
  const meaningful = terms.filter((term) => !STOP_WORDS.has(term));
  if (!meaningful.length) return all;
  const seen = new Set(all.map((r) => r.id));
  const some = index.engine.search(meaningful.join(' '), {...searchOptions, combineWith: 'OR'});
  return [...all, ...some.filter((r) => !seen.has(r.id))];
}

/**
 * The terms to mark for a page of results: the query words (as word prefixes) plus the document terms matched
 * by typo tolerance, capped so that a one-letter query does not compare every word with 1,000 terms.
 */
export function highlightTerms(results: SearchResult[], queryWords: string[], cap = 30): string[] {
  const words = queryWords.map(stem);
  const extra = new Set<string>();
  for (const result of results) {
    for (const term of result.terms) {
      if (extra.size >= cap) break;
      if (!words.some((w) => term.startsWith(w))) extra.add(term);
    }
  }
  return [...words, ...extra];
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** What to mark in the hits of one query: prepared once per query, used for every field of every hit. */
export type Marker = {terms: string[]; lowerTerms: string[]; queryWords: string[]};

/** `terms` are matched document terms (stems or prefixes); `queryWords` the words typed. */
export function createMarker(terms: string[], queryWords: string[]): Marker {
  return {terms, lowerTerms: terms.map((t) => t.toLowerCase()), queryWords};
}

/**
 * A run of letters and digits (any script). One regular expression for every query: building a Unicode-aware
 * expression per query costs more than the search itself.
 */
const WORD = /[\p{L}\p{N}]+/gu;

/** Wraps each word starting with one of the marker's terms in <mark> (the text is HTML-escaped). */
export function highlight(text: string | null, marker: Marker): HighlightValue {
  if (!text) return {value: '', matchLevel: 'none', matchedWords: []};
  let value = '';
  let last = 0;
  let marks = 0;
  let markedChars = 0;
  for (const match of text.matchAll(WORD)) {
    const lower = match[0].toLowerCase();
    if (!marker.lowerTerms.some((t) => lower.startsWith(t))) continue;
    value += `${escapeHtml(text.slice(last, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
    last = match.index + match[0].length;
    marks += 1;
    markedChars += match[0].length;
  }
  value += escapeHtml(text.slice(last));
  if (!marks) return {value, matchLevel: 'none', matchedWords: []};
  const lowerText = text.toLowerCase();
  const matchedWords = marker.terms.filter((_, i) => lowerText.includes(marker.lowerTerms[i]));
  const matchLevel: MatchLevel = matchedWords.length >= marker.queryWords.length ? 'full' : 'partial';
  return {value, matchLevel, matchedWords, fullyHighlighted: marks === 1 && markedChars === text.length};
}

/** A window of about `words` words around the first match, with an ellipsis where text was cut. */
export function snippet(text: string | null, marker: Marker, words = 15): HighlightValue {
  if (!text) return highlight(text, marker);
  const tokens = text.split(/\s+/);
  let first = tokens.findIndex((token) => {
    const lower = token.toLowerCase();
    return marker.lowerTerms.some((t) => lower.includes(t));
  });
  if (first < 0) first = 0;
  const start = Math.max(0, Math.min(first - Math.floor(words / 3), tokens.length - words));
  const end = Math.min(tokens.length, start + words);
  const cut = `${start > 0 ? '… ' : ''}${tokens.slice(start, end).join(' ')}${end < tokens.length ? ' …' : ''}`;
  return highlight(cut, marker);
}

export function toHit(record: SearchRecord, marker: Marker): LocalHit {
  const hierarchyHighlight = {} as HighlightHierarchy;
  for (const level of LEVELS) hierarchyHighlight[level] = highlight(record.hierarchy[level], marker);
  return {
    ...record,
    _highlightResult: {
      content: highlight(record.content, marker),
      hierarchy: hierarchyHighlight,
      hierarchy_camel: [hierarchyHighlight],
    },
    _snippetResult: {
      content: snippet(record.content, marker),
      hierarchy: hierarchyHighlight,
      hierarchy_camel: [hierarchyHighlight],
    },
  };
}

export type LocalSearchResponse = {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
  query: string;
  params: string;
  index: string;
  queryID: string;
};

/** One Algolia-shaped result for one request. */
export function searchLocal(
  index: LocalIndex,
  {
    indexName,
    query,
    hitsPerPage = 20,
    tags,
  }: {indexName: string; query: string; hitsPerPage?: number; tags?: readonly string[]},
): LocalSearchResponse {
  const started = Date.now();
  const words = queryTerms(query);
  // Contextual search: only the docs versions the reader is in (see matchesTags).
  const ranked = rank(index, query, words).filter((result) =>
    matchesTags(index.records[result.id as number]?.docusaurus_tag, tags),
  );
  const page = ranked.slice(0, hitsPerPage);
  const marker = createMarker(highlightTerms(page, words), words);
  const hits = page.map((result) => toHit(index.records[result.id as number], marker));
  return {
    hits,
    nbHits: ranked.length,
    page: 0,
    nbPages: ranked.length ? Math.ceil(ranked.length / hitsPerPage) : 0,
    hitsPerPage,
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
    query,
    params: new URLSearchParams({query, hitsPerPage: String(hitsPerPage)}).toString(),
    index: indexName,
    queryID: `local-${started.toString(36)}`,
  };
}
