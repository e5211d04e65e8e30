/**
 * Splits one index (the docs or the resources of one locale) into the files described in src/search/shared.ts: an entry that
 * every query needs, term files that hold the postings of a run of terms, and text files that hold the body text of
 * a run of content records. A reader's first search downloads the entry, the term files of the terms its query can
 * match and the text files of the hits it shows, instead of the whole index (README "The index files").
 *
 * Sizes, chosen by measuring the bench's 50 queries on the docs and resources indices (typed key by key, as
 * DocSearch asks at every key): term files of about 8,000 characters of packed postings (about 2.5 KB gzipped) and
 * text files of about 2,000 characters of body text (about 1 KB gzipped). Larger files mean fewer requests but more
 * bytes that the query does not use; smaller ones, the opposite, with little to gain below these.
 */
import {createHash} from 'node:crypto';
import {createEngine, engineOptions, nameKey} from '../../src/search/engine';
import {checkSerialization, packPostings, type PackedPostings, type TermPostings} from '../../src/search/packedIndex';
import {
  ENTRY_FORMAT,
  type HeadingEntry,
  type IndexEntry,
  type PageEntry,
  type SearchRecord,
  type TermFile,
  type TextFile,
} from '../../src/search/shared';

export const TERM_FILE_CHARS = 8_000;
export const TEXT_FILE_CHARS = 2_000;

export type ShardedIndex = {
  entry: IndexEntry;
  /** File name (relative to the entry's folder) → its JSON text. */
  files: Record<string, string>;
};

/** A content-hash name: a file keeps its name for as long as its content does, so it can be cached for good. */
function fileName(folder: string, kind: string, json: string): string {
  return `${folder}/${kind}.${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`;
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
): ShardedIndex {
  const {fields, processTerm} = engineOptions(language);
  const js = createEngine(records, language).toJSON();
  checkSerialization(js);
  const files: Record<string, string> = {};
  if (fields.some((field, i) => js.fieldIds[field] !== i)) {
    throw new Error(`search index: unexpected field ids ${JSON.stringify(js.fieldIds)}`);
  }
  // By field id, then record: MiniSearch keeps one array of field lengths per record.
  const fieldLength = fields.map((_, fieldId) =>
    records.map((_record, id) => {
      const length = (js.fieldLength[id] as number[] | undefined)?.[fieldId];
      if (length === undefined) throw new Error(`search index: record ${id} has no length for field ${fieldId}`);
      return length;
    }),
  );

  // Term files: runs of terms in MiniSearch's own order, each closed once its postings pass TERM_FILE_CHARS.
  const index = js.index as [string, TermPostings][];
  const terms = index.map(([term]) => term);
  const runs: {first: number; postings: PackedPostings[][]; names: NonNullable<TermFile['names']>}[] = [];
  const runOfTerm: number[] = [];
  let size = Infinity;
  index.forEach(([, postings], i) => {
    if (size >= TERM_FILE_CHARS) {
      runs.push({first: i, postings: [], names: {}});
      size = 0;
    }
    const packed = packPostings(postings);
    runs[runs.length - 1]!.postings.push(packed);
    runOfTerm[i] = runs.length - 1;
    size += JSON.stringify(packed).length;
  });
  // Names a table row defines, filed with the term of their first word (a query for the name loads that file).
  const termIndex = new Map(terms.map((term, i) => [term, i]));
  records.forEach((record, id) => {
    for (const name of record.defines ?? []) {
      const key = nameKey(name);
      const first = termIndex.get(processTerm(key.split(' ')[0] ?? ''));
      if (!key || first === undefined) continue;
      const names = runs[runOfTerm[first]!]!.names;
      (names[key] ??= []).push([id, record.ownAnchor ? 0 : 2]);
    }
  });
  const termFiles: [number, string][] = runs.map(({first, postings, names}) => {
    const file: TermFile = {postings, ...(Object.keys(names).length ? {names} : {})};
    const json = JSON.stringify(file);
    const name = fileName(folder, 'terms', json);
    files[name] = json;
    return [first, name];
  });

  // Text files: runs of content records, by their order among the content records.
  const textFiles: [number, string][] = [];
  let text: TextFile = [];
  let first = 0;
  let ordinal = 0;
  let chars = 0;
  const closeText = () => {
    if (!text.length) return;
    const json = JSON.stringify(text);
    const name = fileName(folder, 'text', json);
    files[name] = json;
    textFiles.push([first, name]);
    text = [];
    chars = 0;
  };
  for (const record of records) {
    if (record.type !== 'content') continue;
    if (chars >= TEXT_FILE_CHARS) closeText();
    if (!text.length) first = ordinal;
    const content = record.content ?? '';
    text.push(record.ownAnchor && record.anchor ? [content, record.anchor] : content);
    chars += content.length;
    ordinal += 1;
  }
  closeText();

  const entry: IndexEntry = {
    format: ENTRY_FORMAT,
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
