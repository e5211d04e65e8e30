/**
 * Splits one index (the docs or the resources of one locale) into the files of src/search/shared.ts `IndexEntry`:
 * the entry, term files (runs of terms' postings) and text files (runs of body text). Their sizes were chosen by
 * replaying the bench's 50 queries typed key by key (README.md "The index files").
 */
import {createHash} from 'node:crypto';
import {createEngine, engineOptions, nameKey} from '../../src/search/engine';
import {packPostings, type TermPostings} from '../../src/search/packedIndex';
import {
  type HeadingEntry,
  type IndexEntry,
  type PageEntry,
  type SearchRecord,
  type TermFile,
  type TextFile,
} from '../../src/search/shared';

export const TERM_FILE_CHARS = 8_000;
export const TEXT_FILE_CHARS = 2_000;

/** A content-hash name: a file keeps its name for as long as its content does, so it can be cached for good. */
function fileName(folder: string, kind: string, json: string): string {
  return `${folder}/${kind}.${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`;
}

/** Consecutive runs of items, each closed once its size reaches `max`; `first` is the position of its first item. */
function runsOf<T>(items: T[], size: (item: T) => number, max: number): {first: number; items: T[]}[] {
  const runs: {first: number; items: T[]}[] = [];
  let total = Infinity;
  items.forEach((item, i) => {
    if (total >= max) {
      runs.push({first: i, items: []});
      total = 0;
    }
    runs[runs.length - 1]!.items.push(item);
    total += size(item);
  });
  return runs;
}

/** The pages of a record list, each with its headings; throws on records that do not follow a page's order. */
function pagesOf(records: SearchRecord[]): PageEntry[] {
  const pages: PageEntry[] = [];
  let start = 0;
  records.forEach((record, i) => {
    const path = new URL(record.url_without_anchor).pathname;
    const tag = record.docusaurus_tag ?? '';
    let page = pages[pages.length - 1];
    if (record.type === 'lvl1') {
      page = [path, tag, record.hierarchy.lvl0, record.hierarchy.lvl1, 0, []];
      pages.push(page);
      start = i;
    }
    if (
      !page ||
      page[0] !== path ||
      page[1] !== tag ||
      page[2] !== record.hierarchy.lvl0 ||
      page[3] !== record.hierarchy.lvl1
    ) {
      throw new Error(`search index: record ${i} (${record.url}) is not on the page before it`);
    }
    page[4] += 1;
    if (record.type !== 'lvl1' && record.type !== 'content') {
      const level = Number(record.type.slice(3));
      const heading: HeadingEntry = [i - start, level, record.hierarchy[record.type] ?? '', record.anchor ?? ''];
      page[5].push(heading);
    }
  });
  return pages;
}

export function shardIndex(
  records: SearchRecord[],
  {folder, version, language}: {folder: string; version: string; language: string},
): {entry: IndexEntry; files: Record<string, string>} {
  const {fields, processTerm} = engineOptions(language);
  const js = createEngine(records, language).toJSON();
  // File name (relative to the entry's folder) → its JSON text.
  const files: Record<string, string> = {};
  // By field id, then record: MiniSearch keeps one array of field lengths per record.
  const fieldLength = fields.map((_, fieldId) => records.map((_record, id) => js.fieldLength[id]![fieldId]!));
  const write = (kind: string, value: unknown): string => {
    const json = JSON.stringify(value);
    const name = fileName(folder, kind, json);
    files[name] = json;
    return name;
  };

  // Term files: runs of terms in MiniSearch's own order, with the names a table row defines, each filed with the
  // term of its first word (a query for the name loads that file).
  const index = js.index as [string, TermPostings][];
  const terms = index.map(([term]) => term);
  const termRuns = runsOf(
    index.map(([, postings]) => packPostings(postings)),
    (packed) => JSON.stringify(packed).length,
    TERM_FILE_CHARS,
  );
  const runOfTerm = termRuns.flatMap(({items}, k) => items.map(() => k));
  const names = termRuns.map((): NonNullable<TermFile['names']> => ({}));
  const termIndex = new Map(terms.map((term, i) => [term, i]));
  records.forEach((record, id) => {
    for (const name of record.defines ?? []) {
      const key = nameKey(name);
      const first = termIndex.get(processTerm(key.split(' ')[0] ?? ''));
      if (key && first !== undefined) (names[runOfTerm[first]!]![key] ??= []).push([id, record.ownAnchor ? 0 : 2]);
    }
  });
  const termFiles = termRuns.map(({first, items}, k): [number, string] => {
    const file: TermFile = {postings: items, ...(Object.keys(names[k]!).length ? {names: names[k]} : {})};
    return [first, write('terms', file)];
  });

  // Text files: runs of content records, by their order among the content records.
  const texts = records
    .filter((record) => record.type === 'content')
    .map((record): TextFile[number] =>
      record.ownAnchor && record.anchor ? [record.content ?? '', record.anchor] : (record.content ?? ''),
    );
  const textRuns = runsOf(texts, (text) => (Array.isArray(text) ? text[0] : text).length, TEXT_FILE_CHARS);
  const textFiles = textRuns.map(({first, items}): [number, string] => [first, write('text', items)]);

  const entry: IndexEntry = {
    version,
    language,
    documentCount: js.documentCount,
    fieldIds: js.fieldIds,
    averageFieldLength: js.averageFieldLength,
    fieldLength,
    pages: pagesOf(records),
    terms,
    termFiles,
    textFiles,
  };
  return {entry, files};
}
