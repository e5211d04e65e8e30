/**
 * The build's search indices (./index.ts postBuild): each indexed route's HTML read, its records extracted and both
 * index files written, in a worker thread (3-4 CPU-s a locale, which the other postBuild steps do not wait for).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {runInWorker} from '../worker-thread';
import {htmlFileFor} from '../built-html/pages';
import {SEARCH_INDEX_DIR} from '../built-html/policy';
import {extractRecordsFromHtml} from './records';
import {shardIndex} from './shards';
import {isDocsPath, type SearchRecord} from '../../src/search/shared';

/** Docs records (under /docs or /de/docs) and the others. */
export function splitRecords(records: SearchRecord[]) {
  const docs: SearchRecord[] = [];
  const resources: SearchRecord[] = [];
  for (const record of records) {
    const pathname = new URL(record.url_without_anchor).pathname;
    (isDocsPath(pathname) ? docs : resources).push(record);
  }
  return {docs, resources};
}

/**
 * Writes both indices of a locale (shards.ts): `<name>.<version>.json`, the entry the SearchBar knows by name, and
 * the files it lists, in `<name>/` under content-hash names.
 */
export async function writeIndices(
  dir: string,
  {version, language}: {version: string; language: string},
  records: SearchRecord[],
) {
  const {docs, resources} = splitRecords(records);
  const written: Record<string, number> = {};
  for (const [name, list] of Object.entries({docs, resources})) {
    const {entry, files} = shardIndex(list, {folder: name, version, language});
    await fs.mkdir(path.join(dir, name), {recursive: true});
    await Promise.all(Object.entries(files).map(([file, json]) => fs.writeFile(path.join(dir, file), json)));
    await fs.writeFile(path.join(dir, `${name}.${version}.json`), JSON.stringify(entry));
    written[name] = list.length;
  }
  return written;
}

/** What the build's index needs: plain data, so it can go to a worker thread. */
export type SearchIndexJob = {
  /** The locale's output folder and base URL (`/` or `/de/`). */
  outDir: string;
  baseUrl: string;
  siteUrl: string;
  /** The index files' name (./index.ts contentVersion). */
  version: string;
  /** The locale, whose stemmer the index uses. */
  language: string;
  /** The routes to index, in the order their records go into the files. */
  routes: string[];
};
export type SearchIndexCounts = Record<string, number>;

/** Reads the routes' HTML, extracts their records and writes both indices to `search/` (SEARCH_INDEX_DIR). */
export async function writeSearchIndices(job: SearchIndexJob): Promise<SearchIndexCounts> {
  const records: SearchRecord[] = [];
  for (const route of job.routes) {
    const file = await htmlFileFor(job.outDir, job.baseUrl, route);
    if (!file) continue;
    const html = await fs.readFile(file, 'utf8');
    records.push(...extractRecordsFromHtml(html, {siteUrl: job.siteUrl, pathname: route}));
  }
  return writeIndices(path.join(job.outDir, SEARCH_INDEX_DIR), job, records);
}

/**
 * writeSearchIndices in a worker thread of its own, ended when it answers. (Docusaurus loads the plugins again for
 * each locale, so a thread kept for the next call was never found by the next locale: it only lingered.) Rejects with
 * the worker's error: a page that cannot be read or parsed fails the build.
 */
export async function writeSearchIndicesInWorker(job: SearchIndexJob): Promise<SearchIndexCounts> {
  try {
    return await runInWorker<SearchIndexCounts>(__filename, 'writeSearchIndices', [job]);
  } catch (error) {
    throw new Error(`local search: the index worker failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
