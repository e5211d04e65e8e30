/**
 * Build step: one share card per blog post (./render.ts), written to `<outDir>/img/share/<slug>.png` after the
 * build (called from the blog wrapper's postBuild, which has the locale's posts). Cards are cached by content hash
 * in node_modules/.cache/share-cards, so a rebuild renders only new or changed posts; nothing is committed.
 *
 * During `docusaurus build` the blog wrapper starts `prerenderShareCards` as soon as the posts are loaded: a worker
 * thread (plugins/worker-thread, running renderCardJobs) renders the cards missing from the cache while the bundler
 * runs, on the core the bundler leaves idle much of the time. postBuild waits for it, then copies the cards,
 * rendering here only what the worker could not (and failing with the post's name when a card cannot be rendered at
 * all).
 */
import {existsSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import type {CardInput} from './render';
import {shareCardPath} from '../../src/lib/shareCards';
import writeFileAtomic from 'write-file-atomic';
import {runInWorker} from '../worker-thread';

/**
 * The renderer (satori, resvg and the fonts), loaded when a card is first needed, not with the config: the dev server
 * renders no cards, and loading it took about 0.3 s of its start.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous lazy load, for the dev server's start
const render = (): typeof import('./render') => require('./render');

export type ShareCardStats = {cards: number; rendered: number; cached: number; ms: number};

/** The card cache of a site: rendered cards named by their content hash (./render.ts cardHash). */
export function shareCardCacheDir(siteDir: string): string {
  return path.join(siteDir, 'node_modules/.cache/share-cards');
}

/** Where the cache keeps the card of this input (named by its content hash). */
function cacheFileFor(input: CardInput, cacheDir: string): string {
  return path.join(cacheDir, `${render().cardHash(input)}.png`);
}

/** One card the cache lacks: what to render and where the cache keeps it. */
export type CardJob = {input: CardInput; cacheFile: string};
export type PrerenderStats = {jobs: number; rendered: number; failed: number; ms: number; error?: string};

/**
 * The cards of these posts that the cache lacks. A post whose cover cannot be read is left out: postBuild reports
 * it with its name (writeShareCards).
 */
export async function missingCards(posts: readonly BlogPost[], siteDir: string, cacheDir: string): Promise<CardJob[]> {
  const jobs: CardJob[] = [];
  const seen = new Set<string>();
  for (const post of posts) {
    let input: CardInput;
    try {
      input = await cardInput(post, siteDir);
    } catch {
      continue;
    }
    const cacheFile = cacheFileFor(input, cacheDir);
    if (seen.has(cacheFile) || existsSync(cacheFile)) continue;
    seen.add(cacheFile);
    jobs.push({input, cacheFile});
  }
  return jobs;
}

/** Renders the jobs one after another into the cache (what the worker runs); a card that fails is counted, not thrown. */
export async function renderCardJobs(jobs: readonly CardJob[]): Promise<PrerenderStats> {
  const start = performance.now();
  let rendered = 0;
  let failed = 0;
  for (const job of jobs) {
    // In the worker the covers arrive as Uint8Arrays (structured cloning): the renderer reads Buffers.
    const input = {...job.input, cover: job.input.cover && Buffer.from(job.input.cover)};
    const {cacheFile} = job;
    try {
      // Replaced in one rename: an interrupted build never leaves a truncated card in the cache.
      await writeFileAtomic(cacheFile, await render().renderCard(input));
      rendered += 1;
    } catch {
      failed += 1;
    }
  }
  return {jobs: jobs.length, rendered, failed, ms: Math.round(performance.now() - start)};
}

/**
 * Renders the posts' missing cards into the cache in a worker thread. Never rejects: whatever the worker leaves
 * undone, postBuild renders (or reports) itself.
 */
export async function prerenderShareCards(
  posts: readonly BlogPost[],
  siteDir: string,
  cacheDir = shareCardCacheDir(siteDir),
): Promise<PrerenderStats> {
  const start = performance.now();
  const done = (stats: Partial<PrerenderStats> & {jobs: number}): PrerenderStats => ({
    rendered: 0,
    failed: 0,
    ...stats,
    ms: Math.round(performance.now() - start),
  });
  let jobs: CardJob[] = [];
  try {
    await fs.mkdir(cacheDir, {recursive: true});
    jobs = await missingCards(posts, siteDir, cacheDir);
    if (jobs.length === 0) return done({jobs: 0});
    const result = await runInWorker<PrerenderStats>(__filename, 'renderCardJobs', [jobs]);
    return done({...result, jobs: jobs.length});
  } catch (error) {
    return done({jobs: jobs.length, failed: jobs.length, error: String(error)});
  }
}

/** The card input of a post: its title and the bytes of its `cover` (resolved beside the post's source). */
export async function cardInput(post: BlogPost, siteDir: string): Promise<CardInput> {
  const {title, source, frontMatter} = post.metadata;
  const cover = (frontMatter as Record<string, unknown>).cover;
  if (typeof cover !== 'string' || cover.trim() === '') {
    return {title, cover: undefined, coverName: undefined};
  }
  const file = path.resolve(siteDir, path.dirname(source.replace(/^@site\//, '')), cover);
  try {
    return {title, cover: await fs.readFile(file), coverName: file};
  } catch (error) {
    throw new Error(`share cards: cannot read the cover ${cover} of ${source} (${file}): ${String(error)}`);
  }
}

export async function writeShareCards(options: {
  posts: readonly BlogPost[];
  siteDir: string;
  outDir: string;
  baseUrl: string;
  cacheDir?: string;
}): Promise<ShareCardStats> {
  const start = performance.now();
  const cacheDir = options.cacheDir ?? shareCardCacheDir(options.siteDir);
  await fs.mkdir(cacheDir, {recursive: true});
  let rendered = 0;
  let cached = 0;
  for (const post of options.posts) {
    const input = await cardInput(post, options.siteDir);
    const cacheFile = cacheFileFor(input, cacheDir);
    let png: Buffer;
    try {
      png = await fs.readFile(cacheFile);
      cached += 1;
    } catch {
      try {
        png = await render().renderCard(input);
      } catch (error) {
        throw new Error(`share cards: cannot render the card of ${post.metadata.source}: ${String(error)}`);
      }
      await writeFileAtomic(cacheFile, png);
      rendered += 1;
    }
    const target = path.join(options.outDir, shareCardPath(post.metadata.permalink, options.baseUrl));
    await fs.mkdir(path.dirname(target), {recursive: true});
    await fs.writeFile(target, png);
  }
  return {cards: options.posts.length, rendered, cached, ms: Math.round(performance.now() - start)};
}
