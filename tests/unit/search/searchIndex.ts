/**
 * Test helpers for the local search: records written as briefly as the tests need them, and an index over them
 * served from memory exactly as the browser reads the built files (plugins/local-search/shards.ts, then src/search/shardedIndex.ts).
 */
import {shardIndex} from '@site/plugins/local-search/shards';
import type {LocalIndex} from '@site/src/search/engine';
import {openShardedIndex} from '@site/src/search/shardedIndex';
import {LEVELS, type RecordType, type SearchRecord} from '@site/src/search/shared';

/** A record in short: path, anchor, type, [lvl0, lvl1, ...], content, tag, the names its row defines. */
export type ShortRecord = {
  p: string;
  a?: string;
  t: RecordType;
  h: string[];
  c?: string;
  g?: string;
  defines?: string[];
  ownAnchor?: boolean;
};

export const SITE = 'https://www.asyncapi.com';

export function toRecords(list: ShortRecord[], site = SITE): SearchRecord[] {
  return list.map((r, i) => {
    const hierarchy = Object.fromEntries(
      LEVELS.map((level, j) => [level, r.h[j] ?? null]),
    ) as SearchRecord['hierarchy'];
    return {
      objectID: `${r.p}-${i}`,
      url: `${site}${r.p}${r.a ? `#${r.a}` : ''}`,
      url_without_anchor: `${site}${r.p}`,
      anchor: r.a ?? null,
      type: r.t,
      content: r.c ?? null,
      hierarchy: {...hierarchy, lvl0: hierarchy.lvl0 ?? '', lvl1: hierarchy.lvl1 ?? ''},
      ...(r.g ? {docusaurus_tag: r.g} : {}),
      ...(r.defines ? {defines: r.defines} : {}),
      ...(r.ownAnchor ? {ownAnchor: true} : {}),
    };
  });
}

/** The index files of these records, by URL under /search/ (the entry at /search/docs.v1.json). */
export function indexFiles(records: SearchRecord[], version = 'v1', language = 'en'): Map<string, string> {
  const {entry, files} = shardIndex(records, {folder: 'docs', version, language});
  const served = new Map<string, string>([[`/search/docs.${version}.json`, JSON.stringify(entry)]]);
  for (const [name, json] of Object.entries(files)) served.set(`/search/${name}`, json);
  return served;
}

/** A fetcher answering from these files (404 for any other URL), with the URLs it was asked for. */
export function memoryFetcher(files: Map<string, string>) {
  const asked: string[] = [];
  const fetcher = jest.fn(async (url: string) => {
    asked.push(url);
    const json = files.get(url);
    return {ok: json !== undefined, status: json === undefined ? 404 : 200, json: async () => JSON.parse(json ?? '{}')};
  });
  return {fetcher, asked};
}

/** The records' index, opened from memory; `origin` is prepended to hit URLs. */
export async function memoryIndex(records: SearchRecord[], origin = '', language = 'en'): Promise<LocalIndex> {
  const files = indexFiles(records, 'v1', language);
  return openShardedIndex('/search/docs.v1.json', origin, async (url) => JSON.parse(files.get(url)!));
}
