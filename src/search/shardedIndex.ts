/**
 * An index read in parts (shared.ts `IndexEntry`; plugins/local-search/README.md "The index files"): the entry when
 * it is opened, then per query the term files of every term it can match, found with MiniSearch's own rules over the
 * whole vocabulary (so it ranks as the whole index would), and the text files of the hits it shows.
 */
import MiniSearch, {type AsPlainObject} from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import {
  engineOptions,
  MAX_FUZZY,
  fuzziness,
  isPrefix,
  nameKey,
  queryTerms,
  rankQueries,
  type Doc,
  type LocalIndex,
} from './engine';
import {SERIALIZATION_VERSION, unpackPostings, type TermPostings} from './packedIndex';
import {
  applyHeading,
  keptUnlessFailed,
  type Hierarchy,
  type IndexEntry,
  type RecordType,
  type SearchRecord,
  type TermFile,
  type TextFile,
} from './shared';

export {searchLocal} from './engine';

/** Fetches and parses one JSON file (the search client's fetch, with its error handling and timings). */
export type LoadFile = (url: string) => Promise<unknown>;

/** What every record is without its body text: known from the entry alone. */
type Skeleton = {page: number; type: RecordType; hierarchy: Hierarchy; anchor: string | null; ordinal: number};

/** The last entry of a sorted [start, file] list (a few hundred at most) that starts at or before `position`. */
function fileAt(files: [number, string][], position: number): number {
  let k = 0;
  while (k + 1 < files.length && files[k + 1]![0] <= position) k += 1;
  return k;
}

/** Every record's page, type, hierarchy and heading anchor, from the pages of the entry. */
function skeletons(entry: IndexEntry): Skeleton[] {
  const list: Skeleton[] = [];
  let ordinal = 0;
  entry.pages.forEach(([, , lvl0, title, count, headings], page) => {
    let hierarchy: Hierarchy = {lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    let anchor: string | null = null;
    list.push({page, type: 'lvl1', hierarchy, anchor, ordinal: -1});
    let next = 0;
    for (let offset = 1; offset < count; offset += 1) {
      const heading = headings[next];
      if (heading && heading[0] === offset) {
        next += 1;
        hierarchy = {...hierarchy};
        applyHeading(hierarchy, heading[1], heading[2]);
        anchor = heading[3] || null;
        list.push({page, type: `lvl${heading[1]}` as RecordType, hierarchy, anchor, ordinal: -1});
      } else {
        list.push({page, type: 'content', hierarchy, anchor, ordinal});
        ordinal += 1;
      }
    }
  });
  return list;
}

/**
 * Opens the index whose entry is at `url`; `origin` is prepended to record paths (the theme needs absolute hit
 * URLs). Every file is fetched with `load`, relative to the entry's folder. `onLoad` is told how long each piece
 * of main-thread work on loaded files took (opening the entry, each rebuild of the MiniSearch index).
 */
export async function openShardedIndex(
  url: string,
  origin: string,
  load: LoadFile,
  onLoad: (start: number) => void = () => undefined,
): Promise<LocalIndex> {
  const entry = (await load(url)) as IndexEntry;
  const opening = performance.now();
  const folder = url.slice(0, url.lastIndexOf('/') + 1);
  const records = skeletons(entry);
  const vocabulary = new SearchableMap<number>();
  entry.terms.forEach((term, i) => vocabulary.set(term, i));
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  for (let id = 0; id < entry.documentCount; id += 1) {
    documentIds[id] = id;
    fieldLength[id] = entry.fieldLength.map((lengths) => lengths[id]!);
  }
  const base: Omit<AsPlainObject, 'index'> = {
    documentCount: entry.documentCount,
    nextId: entry.documentCount,
    documentIds,
    fieldIds: entry.fieldIds,
    fieldLength,
    averageFieldLength: entry.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    serializationVersion: SERIALIZATION_VERSION,
  };

  // A file that failed is asked again by the next query that needs it.
  const files = new Map<string, Promise<unknown>>();
  const fetchFile = (name: string) => keptUnlessFailed(files, name, () => load(`${folder}${name}`));

  const postings = new Map<number, TermPostings>();
  const definedNames = new Map<string, [number, number][]>();
  const loadedTermFiles = new Set<number>();
  const options = engineOptions(entry.language);
  let engine = MiniSearch.loadJS<Doc>({...base, index: []}, options);
  let engineTerms = 0;
  onLoad(opening);

  const termFile = async (k: number) => {
    const [first, name] = entry.termFiles[k]!;
    const file = (await fetchFile(name)) as TermFile;
    if (loadedTermFiles.has(k)) return;
    loadedTermFiles.add(k);
    file.postings.forEach((packed, i) => postings.set(first + i, unpackPostings(packed)));
    for (const [key, pairs] of Object.entries(file.names ?? {})) definedNames.set(key, pairs);
  };

  /** The vocabulary's terms one MiniSearch query can match, with MiniSearch's own rules (its executeQuerySpec). */
  const matchable = (query: string): Set<number> => {
    const found = new Set<number>();
    const terms = queryTerms(query)
      .map((term) => options.processTerm(term))
      .filter(Boolean);
    terms.forEach((term, i, all) => {
      const exact = vocabulary.get(term);
      if (exact !== undefined) found.add(exact);
      if (isPrefix(term, i, all)) for (const [, id] of vocabulary.atPrefix(term)) found.add(id);
      const fuzzy = fuzziness(term);
      const distance = fuzzy === false ? 0 : Math.min(MAX_FUZZY, Math.round(term.length * fuzzy));
      if (distance) for (const [id] of vocabulary.fuzzyGet(term, distance).values()) found.add(id);
    });
    return found;
  };

  let headingNames: Map<string, number[]> | undefined;
  /** A content record's text, [content, own anchor] for a row that has one. */
  const textOf = async (ordinal: number) => {
    const [first, name] = entry.textFiles[fileAt(entry.textFiles, ordinal)]!;
    return ((await fetchFile(name)) as TextFile)[ordinal - first]!;
  };

  return {
    async prepare(query) {
      const needed = new Set<number>();
      for (const asked of rankQueries(query)) {
        for (const id of matchable(asked)) needed.add(fileAt(entry.termFiles, id));
      }
      await Promise.all([...needed].filter((k) => !loadedTermFiles.has(k)).map(termFile));
      if (postings.size !== engineTerms) {
        const rebuilding = performance.now();
        const index = [...postings.keys()]
          .sort((a, b) => a - b)
          .map((id): [string, TermPostings] => [entry.terms[id]!, postings.get(id)!]);
        engine = MiniSearch.loadJS<Doc>({...base, index} as AsPlainObject, options);
        engineTerms = postings.size;
        onLoad(rebuilding);
      }
    },
    engine: () => engine,
    stem: options.processTerm,
    tagOf: (id) => entry.pages[records[id]!.page]![1] || undefined,
    definedNames: (key) => definedNames.get(key) ?? [],
    headingNames(key) {
      if (!headingNames) {
        headingNames = new Map();
        records.forEach((record, id) => {
          if (record.type === 'content') return;
          const name = nameKey(record.hierarchy[record.type] ?? '');
          if (name) headingNames!.set(name, [...(headingNames!.get(name) ?? []), id]);
        });
      }
      return headingNames.get(key) ?? [];
    },
    records(ids) {
      return Promise.all(
        ids.map(async (id): Promise<SearchRecord> => {
          const {page, type, hierarchy, anchor: headingAnchor, ordinal} = records[id]!;
          const [path, tag] = entry.pages[page]!;
          const text = ordinal >= 0 ? await textOf(ordinal) : null;
          const [content, anchor] = Array.isArray(text) ? text : [text, headingAnchor];
          const base = `${origin}${path}`;
          return {
            objectID: `${path}#${anchor ?? ''}-${id}`,
            url: anchor ? `${base}#${anchor}` : base,
            url_without_anchor: base,
            anchor,
            type,
            content,
            hierarchy: {...hierarchy},
            ...(tag ? {docusaurus_tag: tag} : {}),
          };
        }),
      );
    },
  };
}
