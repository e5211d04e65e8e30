/**
 * The built local search index of a locale, read back whole from its files (the entry and every file it lists) by
 * the browser's own reader (src/search/shardedIndex.ts): every record as the dialog would show it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {openShardedIndex} from '@site/src/search/shardedIndex';
import type {SearchRecord} from '@site/src/search/shared';
import {BUILD, SITE_URL} from './site';

export type IndexName = 'docs' | 'resources';

/** A locale's search folder in the build. */
export function searchDir(locale: 'en' | 'de'): string {
  return path.join(BUILD, ...(locale === 'en' ? [] : [locale]), 'search');
}

/** The entry file of an index (`<name>.<version>.json`); throws unless there is exactly one. */
export function entryFile(locale: 'en' | 'de', name: IndexName): string {
  const dir = searchDir(locale);
  const entries = fs.readdirSync(dir).filter((file) => new RegExp(`^${name}\\.[0-9a-f]{12}\\.json$`).test(file));
  if (entries.length !== 1) throw new Error(`Expected one ${name} index entry in ${dir}, found ${entries.join(', ')}`);
  return path.join(dir, entries[0]!);
}

/** Every record of an index, with absolute URLs on the production site. */
export async function readIndex(locale: 'en' | 'de', name: IndexName): Promise<SearchRecord[]> {
  const index = await openShardedIndex(entryFile(locale, name), SITE_URL, async (file) =>
    JSON.parse(await fs.promises.readFile(file, 'utf8')),
  );
  const {documentCount} = JSON.parse(fs.readFileSync(entryFile(locale, name), 'utf8')) as {documentCount: number};
  return index.records(Array.from({length: documentCount}, (_, id) => id));
}
