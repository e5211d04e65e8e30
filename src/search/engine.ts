/**
 * The local search engine: MiniSearch (prefix and typo matching, BM25 with per-field boosts, the terms each result
 * matched) over DocSearch records, answering with Algolia-shaped hits. Why MiniSearch, and how it ranks:
 * plugins/local-search/README.md "How it answers".
 */
import {stemmer as english} from '@orama/stemmers/english';
import {stemmer as german} from '@orama/stemmers/german';
import type {DocSearchHit} from '@docsearch/react';
import MiniSearch, {type SearchResult} from 'minisearch';
import {escapeHtml} from '../lib/staticCode';
import {LEVELS, matchesTags, type SearchRecord} from './shared';

/** A hit as DocSearch renders it: a record with its marked words. */
export type LocalHit = SearchRecord & Pick<DocSearchHit, '_highlightResult' | '_snippetResult'>;
type HighlightValue = DocSearchHit['_highlightResult']['content'];
type HighlightHierarchy = DocSearchHit['_highlightResult']['hierarchy'];

/** Field boosts: page title (lvl1 records) > headings > body; the headings above a paragraph count a little. */
export const BOOSTS = {title: 8, heading: 4, content: 1, context: 0.5};

export type Doc = {id: number; title: string; heading: string; content: string; context: string};

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
 * The options an index is built with; loading a prebuilt index needs the very same ones. `processTerm` is the
 * stemmer of the index's language (@orama/stemmers: Porter's algorithm for English, the Snowball stemmer for
 * German; any other language reads as English), applied to indexed and query terms alike: "migrating" finds
 * "migrate", "Nachrichten" finds "Nachricht" and "Kanäle" finds "Kanal".
 */
export function engineOptions(language: string) {
  const stem = language === 'de' ? german : english;
  // Each distinct word is stemmed once: an index repeats its words many times.
  const stems = new Map<string, string>();
  const stemmed = (word: string) => stems.get(word) ?? stems.set(word, stem(word)).get(word)!;
  return {
    fields: ['title', 'heading', 'content', 'context'],
    processTerm: (term: string) => stemmed(term.toLowerCase()),
  };
}

/** A MiniSearch index over the records; document ids are the record positions (the index files rely on it). */
export function createEngine(records: SearchRecord[], language: string): MiniSearch<Doc> {
  const engine = new MiniSearch<Doc>(engineOptions(language));
  engine.addAll(records.map(toDoc));
  return engine;
}

export function queryTerms(query: string): string[] {
  return MiniSearch.getDefault('tokenize')(query.toLowerCase()).filter(Boolean);
}

/** Like Algolia: the last word is still being typed, so it matches as a prefix; earlier words are complete. */
export const isPrefix = (_term: string, i: number, terms: string[]) => i === terms.length - 1;
/** One typo from 4 letters on, two from 8 (MiniSearch multiplies the fraction by the term length). */
export const fuzziness = (term: string) => (term.length >= 4 ? 0.25 : false);
export const MAX_FUZZY = 2;

const searchOptions = {boost: BOOSTS, prefix: isPrefix, fuzzy: fuzziness, maxFuzzy: MAX_FUZZY};

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

/** The queries `rank` may ask MiniSearch for `query`: the query, and its meaningful words when few records match. */
export function rankQueries(query: string, terms: string[] = queryTerms(query)): string[] {
  if (!query.trim()) return [];
  const meaningful = terms.filter((term) => !STOP_WORDS.has(term));
  return terms.length >= 2 && meaningful.length ? [query, meaningful.join(' ')] : [query];
}

/** Records matching all query words first (like Algolia), then, if those are few, records matching some. */
export function rank(engine: MiniSearch<Doc>, query: string, terms: string[] = queryTerms(query)): SearchResult[] {
  const [all, some] = rankQueries(query, terms);
  if (all === undefined) return [];
  const matches = engine.search(all, {...searchOptions, combineWith: 'AND'});
  if (matches.length >= FEW_RESULTS || some === undefined) return matches;
  const seen = new Set(matches.map((r) => r.id));
  const more = engine.search(some, {...searchOptions, combineWith: 'OR'});
  return [...matches, ...more.filter((r) => !seen.has(r.id))];
}

/**
 * A query that reads as a name rather than words: a flag (`-f`, `--fail-severity`), a dotted or snake_case key
 * (`docs.enabled`, `GLEE_SERVER_NAMES`; not a version such as `3.0.0`) or a camelCase field (`bindingVersion`).
 * Character classes only: any language's words read as words.
 */
export function looksLikeName(query: string): boolean {
  const q = query.trim();
  return /(?:^|\s)--?[\p{L}\p{N}]/u.test(q) || /\p{L}[._]\p{L}/u.test(q) || /\p{Ll}\p{Lu}/u.test(q);
}

/** The key under which names are compared: the words as the index reads them, lower-cased, not stemmed. */
export function nameKey(name: string): string {
  return queryTerms(name).join(' ');
}

/** Where the exact names of a query are looked up (an index: shardedIndex.ts). */
export type NameLookup = {
  /** Records defining `key` in a table row: [record, 0 with its own anchor, 2 without]. */
  definedNames: (key: string) => readonly [number, number][];
  /** Records whose page title or heading is `key`. */
  headingNames: (key: string) => readonly number[];
};

/**
 * Exact names first (README "Exact names"): the records a query names, by tier, best first: 0 a table row that
 * defines the name and has its own anchor, 1 a page title or heading that is the query, 2 a defining row without
 * one. A query that reads as a name takes all three, another of several words tier 1 only, a single plain word none.
 */
export function exactNameTiers(query: string, lookup: NameLookup): Map<number, number> {
  const tiers = new Map<number, number>();
  const key = nameKey(query);
  if (!key) return tiers;
  const name = looksLikeName(query);
  if (!name && !key.includes(' ')) return tiers;
  const set = (id: number, tier: number) => {
    if (!tiers.has(id) || tiers.get(id)! > tier) tiers.set(id, tier);
  };
  for (const id of lookup.headingNames(key)) set(id, 1);
  if (name) for (const [id, tier] of lookup.definedNames(key)) set(id, tier);
  return tiers;
}

/** The ranked results with the exact-name matches first, by tier, each tier in rank order. */
export function promoteExactNames(results: SearchResult[], tiers: Map<number, number>): SearchResult[] {
  if (!tiers.size) return results;
  const named = results.filter((r) => tiers.has(r.id as number));
  if (!named.length) return results;
  const order = new Map(results.map((r, i) => [r.id as number, i]));
  named.sort((a, b) => tiers.get(a.id)! - tiers.get(b.id)! || order.get(a.id)! - order.get(b.id)!);
  return [...named, ...results.filter((r) => !tiers.has(r.id as number))];
}

/** What to mark in the hits of one query: prepared once per query, used for every field of every hit. */
export type Marker = {terms: string[]; queryWords: string[]; stem: (word: string) => string};

/**
 * The marker of a page of results: the query words, stemmed (as word prefixes), plus the document terms matched by
 * typo tolerance, capped so that a one-letter query does not compare every word with 1,000 terms.
 */
export function createMarker(
  results: Pick<SearchResult, 'terms'>[],
  queryWords: string[],
  stem: (word: string) => string = (word) => word.toLowerCase(),
  cap = 30,
): Marker {
  const terms = new Set(queryWords.map(stem));
  for (const term of results.flatMap((result) => result.terms)) {
    if (terms.size >= queryWords.length + cap) break;
    if (![...terms].some((w) => term.startsWith(w))) terms.add(term);
  }
  return {terms: [...terms], queryWords, stem};
}

/**
 * A run of letters and digits (any script). One regular expression for every query: building a Unicode-aware
 * expression per query costs more than the search itself.
 */
const WORD = /[\p{L}\p{N}]+/gu;

/** The marker's terms a word starts with, as written or stemmed ("Kanäle" is marked for "kanal"). */
const termsOf = (word: string, marker: Marker): string[] => {
  const lower = word.toLowerCase();
  const stemmed = marker.stem(lower);
  return marker.terms.filter((t) => lower.startsWith(t) || stemmed.startsWith(t));
};

/** Wraps each word starting with one of the marker's terms in <mark> (the text is HTML-escaped). */
export function highlight(text: string | null, marker: Marker): HighlightValue {
  if (!text) return {value: '', matchLevel: 'none', matchedWords: []};
  let value = '';
  let last = 0;
  let markedChars = 0;
  const matched = new Set<string>();
  for (const match of text.matchAll(WORD)) {
    const terms = termsOf(match[0], marker);
    if (!terms.length) continue;
    terms.forEach((term) => matched.add(term));
    value += `${escapeHtml(text.slice(last, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
    last = match.index + match[0].length;
    markedChars += match[0].length;
  }
  value += escapeHtml(text.slice(last));
  if (!matched.size) return {value, matchLevel: 'none', matchedWords: []};
  const matchLevel: HighlightValue['matchLevel'] = matched.size >= marker.queryWords.length ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: [...matched], fullyHighlighted: markedChars === text.length};
}

/** A window of about `words` words around the first match, with an ellipsis where text was cut. */
export function snippet(text: string | null, marker: Marker, words = 15): HighlightValue {
  if (!text) return highlight(text, marker);
  const tokens = text.split(/\s+/);
  const first = Math.max(
    0,
    tokens.findIndex((token) => [...token.matchAll(WORD)].some((word) => termsOf(word[0], marker).length)),
  );
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

/** What searchLocal needs of an index (shardedIndex.ts): its parts loaded, its engine, its records. */
export type LocalIndex = NameLookup & {
  /** Loads what ranking `query` needs (the postings of every term it can match). */
  prepare: (query: string) => Promise<void>;
  /** The MiniSearch index, holding at least what the last `prepare` loaded. */
  engine: () => MiniSearch<Doc>;
  /** The stemmer of the index's language (engineOptions), for highlighting. */
  stem: (word: string) => string;
  /** A record's docusaurus_tag, for contextual search. */
  tagOf: (id: number) => string | undefined;
  /** The records at these positions (their body text loaded). */
  records: (ids: number[]) => Promise<SearchRecord[]>;
};

export type LocalSearchResponse = Awaited<ReturnType<typeof searchLocal>>['response'];

/**
 * One Algolia-shaped result for one request, with the time the engine worked on it (ranking and highlighting, not
 * waiting for downloads). It has what DocSearch 3.9 reads of a result (with insights off): the hits and their count.
 */
export async function searchLocal(
  index: LocalIndex,
  {query, hitsPerPage = 20, tags}: {query: string; hitsPerPage?: number; tags?: readonly string[]},
) {
  const words = queryTerms(query);
  await index.prepare(query);
  const rankStart = performance.now();
  const ranked = promoteExactNames(rank(index.engine(), query, words), exactNameTiers(query, index))
    // Contextual search: only the docs versions the reader is in (see matchesTags).
    .filter((result) => matchesTags(index.tagOf(result.id as number), tags));
  const page = ranked.slice(0, hitsPerPage);
  const rankMs = performance.now() - rankStart;
  const records = await index.records(page.map((result) => result.id as number));
  const hitStart = performance.now();
  const marker = createMarker(page, words, index.stem);
  const hits = records.map((record) => toHit(record, marker));
  const engineMs = rankMs + performance.now() - hitStart;
  return {response: {hits, nbHits: ranked.length}, engineMs};
}
