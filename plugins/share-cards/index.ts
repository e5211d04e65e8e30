/**
 * Build step: one share card per blog post (./render.ts), written to `<outDir>/img/share/<slug>.png` after the
 * build (called from the blog wrapper's postBuild, which has the locale's posts). Cards are cached by content hash
 * in node_modules/.cache/share-cards, so a rebuild renders only new or changed posts; nothing is committed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {cardHash, renderCard, type CardInput} from './render';
import {shareCardPath} from './paths';

export type ShareCardStats = {cards: number; rendered: number; cached: number; ms: number};

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
  const cacheDir = options.cacheDir ?? path.join(options.siteDir, 'node_modules/.cache/share-cards');
  await fs.mkdir(cacheDir, {recursive: true});
  let rendered = 0;
  let cached = 0;
  for (const post of options.posts) {
    const input = await cardInput(post, options.siteDir);
    const cacheFile = path.join(cacheDir, `${cardHash(input)}.png`);
    let png: Buffer;
    try {
      png = await fs.readFile(cacheFile);
      cached += 1;
    } catch {
      try {
        png = await renderCard(input);
      } catch (error) {
        throw new Error(`share cards: cannot render the card of ${post.metadata.source}: ${String(error)}`);
      }
      // Written under a temporary name first, so an interrupted build never leaves a truncated card in the cache.
      const temp = `${cacheFile}.${process.pid}.tmp`;
      await fs.writeFile(temp, png);
      await fs.rename(temp, cacheFile);
      rendered += 1;
    }
    const target = path.join(options.outDir, shareCardPath(post.metadata.permalink, options.baseUrl));
    await fs.mkdir(path.dirname(target), {recursive: true});
    await fs.writeFile(target, png);
  }
  return {cards: options.posts.length, rendered, cached, ms: Math.round(performance.now() - start)};
}
