/**
 * The feed's items, made by the blog plugin's own default (`defaultCreateFeedItems`: each post's rendered
 * `#__blog-post-container` with absolute links and images) from each post page's head and `<main>` only.
 *
 * The default parses every post's whole built page, navbar, sidebar and footer included, to keep one element inside
 * `<main>`: about 1.5 s of the main thread per locale for 86 posts. Here it reads copies cut to head and `<main>`
 * (plugins/built-html/pages.ts) from a temporary folder laid out as the output folder, so the items come out exactly as the
 * default makes them (the unit test compares both on the same page).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {readOutputHTMLFile} from '@docusaurus/utils';
import type {BlogFeedItem, BlogPost} from '@docusaurus/plugin-content-blog';
import type {DocusaurusConfig} from '@docusaurus/types';
import {headAndMain} from '../built-html/pages';

type DefaultParams = {blogPosts: BlogPost[]; siteConfig: DocusaurusConfig; outDir: string};

/** Where readOutputHTMLFile looks first for a page, so the cut copy is the file the default reads. */
function copyPath(dir: string, permalink: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash !== false) return path.join(dir, permalink, 'index.html');
  const base = path.join(dir, permalink.replace(/\/$/, ''));
  return /\.html?$/i.test(base) ? base : `${base}.html`;
}

export async function feedItemsFromMain(
  params: DefaultParams,
  defaultCreateFeedItems: (params: DefaultParams) => Promise<BlogFeedItem[]>,
): Promise<BlogFeedItem[]> {
  const {blogPosts, siteConfig, outDir} = params;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'asyncapi-feed-'));
  try {
    await Promise.all(
      blogPosts.map(async (post) => {
        // The default's own lookup (it throws with the expected path when a post page is missing).
        const permalink = post.metadata.permalink.replace(siteConfig.baseUrl, '');
        const html = await readOutputHTMLFile(permalink, outDir, siteConfig.trailingSlash);
        const copy = copyPath(dir, permalink, siteConfig.trailingSlash);
        await fs.mkdir(path.dirname(copy), {recursive: true});
        await fs.writeFile(copy, headAndMain(html.toString('utf8')));
      }),
    );
    return await defaultCreateFeedItems({...params, outDir: dir});
  } finally {
    await fs.rm(dir, {recursive: true, force: true});
  }
}
