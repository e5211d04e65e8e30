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
import {LEVELS, fromCompact, type CompactRecord, type SearchRecord} from '../shared';

type MatchLevel = 'none' | 'partial' | 'full';
export type HighlightValue = {value: string; matchLevel: MatchLevel; matchedWords: string[]; fullyHighlighted?: boolean};
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

export function buildIndex(compact: CompactRecord[], origin: string): LocalIndex {
  const records = compact.map((record, i) => fromCompact(record, i, origin));
  const engine = new MiniSearch<Doc>({
    fields: ['title', 'heading', 'content', 'context'],
    storeFields: [],
    processTerm: (term) => stem(term),
  });
  engine.addAll(records.map(toDoc));
  return {engine, records};
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

/** Records matching all query words first (like Algolia), then, if those are few, records matching some. */
export function rank(index: LocalIndex, query: string): SearchResult[] {
  if (!query.trim()) return [];
  const all = index.engine.search(query, {...searchOptions, combineWith: 'AND'});
  if (all.length >= FEW_RESULTS || queryTerms(query).length < 2) return all;
  const seen = new Set(all.map((r) => r.id));
  return [...all, ...index.engine.search(query, {...searchOptions, combineWith: 'OR'}).filter((r) => !seen.has(r.id))];
}

/**
 * The terms to mark for a page of results: the query words (as word prefixes) plus the document terms matched
 * by typo tolerance, capped so that a one-letter query does not build a regular expression of 1,000 terms.
 */
export function highlightTerms(results: SearchResult[], query: string, cap = 30): string[] {
  const words = queryTerms(query).map(stem);
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Wraps each word starting with one of `terms` (matched document terms) in <mark>. */
export function highlight(text: string | null, terms: string[], queryWords: string[]): HighlightValue {
  const value = escapeHtml(text ?? '');
  if (!text || !terms.length) return {value, matchLevel: 'none', matchedWords: []};
  // Terms are stems or prefixes: mark the whole word that starts with one.
  const alternatives = terms.map((t) => escapeRegExp(escapeHtml(t))).sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])((?:${alternatives.join('|')})[\\p{L}\\p{N}]*)`, 'giu');
  const marked = value.replace(pattern, '<mark>$1</mark>');
  const lower = text.toLowerCase();
  const matchedWords = [...new Set(terms.filter((t) => lower.includes(t.toLowerCase())))];
  const hit = marked !== value;
  const matchLevel: MatchLevel = !hit ? 'none' : matchedWords.length >= queryWords.length ? 'full' : 'partial';
  return {value: marked, matchLevel, matchedWords, fullyHighlighted: hit && marked === `<mark>${value}</mark>`};
}

/** A window of about `words` words around the first match, with an ellipsis where text was cut. */
export function snippet(text: string | null, terms: string[], queryWords: string[], words = 15): HighlightValue {
  if (!text) return highlight(text, terms, queryWords);
  const tokens = text.split(/\s+/);
  const lowerTerms = terms.map((t) => t.toLowerCase());
  let first = tokens.findIndex((token) => lowerTerms.some((t) => token.toLowerCase().includes(t)));
  if (first < 0) first = 0;
  const start = Math.max(0, Math.min(first - Math.floor(words / 3), tokens.length - words));
  const end = Math.min(tokens.length, start + words);
  const cut = `${start > 0 ? '… ' : ''}${tokens.slice(start, end).join(' ')}${end < tokens.length ? ' …' : ''}`;
  return highlight(cut, terms, queryWords);
}

export function toHit(record: SearchRecord, terms: string[], queryWords: string[]): LocalHit {
  const hierarchyHighlight = {} as HighlightHierarchy;
  for (const level of LEVELS) hierarchyHighlight[level] = highlight(record.hierarchy[level], terms, queryWords);
  return {
    ...record,
    _highlightResult: {
      content: highlight(record.content, terms, queryWords),
      hierarchy: hierarchyHighlight,
      hierarchy_camel: [hierarchyHighlight],
    },
    _snippetResult: {
      content: snippet(record.content, terms, queryWords),
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
  {indexName, query, hitsPerPage = 20}: {indexName: string; query: string; hitsPerPage?: number},
): LocalSearchResponse {
  const started = Date.now();
  const ranked = rank(index, query);
  const words = queryTerms(query);
  const page = ranked.slice(0, hitsPerPage);
  const terms = highlightTerms(page, query);
  const hits = page.map((result) => toHit(index.records[result.id as number], terms, words));
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
