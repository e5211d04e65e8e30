/**
 * Issue 19, defect 3, over the built site (both locales when built): EVERY blog post's og:image and twitter:image is
 * an absolute URL of a raster (PNG) card that exists in build/ and is 1200x630 (read from the PNG header), announced
 * with its type, width and height; the post page itself still shows the SVG cover. Reads files only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {pngSize} from '../unit/lib/pngSize';

const BUILD = path.resolve(__dirname, '../../build');
const BLOG = path.resolve(__dirname, '../../blog');
const SITE_URL = 'https://www.asyncapi.com';

function meta(html: string, key: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    const attr = (name: string) =>
      tag
        .match(new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`))
        ?.slice(1)
        .find((v) => v !== undefined);
    if (attr('property') === key || attr('name') === key) found.push((attr('content') ?? '').replace(/\/$/, ''));
  }
  return found;
}

/** Post pages of a locale's build: blog/*.html whose og:type is article. */
function postPages(localeDir: string): string[] {
  const dir = path.join(localeDir, 'blog');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .map((name) => path.join(dir, name))
    .filter((file) => meta(fs.readFileSync(file, 'utf8'), 'og:type').includes('article'));
}

const postCount = fs
  .readdirSync(BLOG, {withFileTypes: true})
  .filter(
    (entry) =>
      entry.isDirectory() && fs.readdirSync(path.join(BLOG, entry.name)).some((name) => /^index\.mdx?$/.test(name)),
  ).length;

for (const locale of ['en', 'de'] as const) {
  test(`every post's share image is a 1200x630 PNG in the build (${locale})`, () => {
    const localeDir = locale === 'en' ? BUILD : path.join(BUILD, 'de');
    test.skip(locale === 'de' && !fs.existsSync(localeDir), 'the German build is not there (built with --locale en)');
    if (!fs.existsSync(path.join(localeDir, 'blog')))
      throw new Error(`Missing ${localeDir}/blog: run the production build first.`);
    const pages = postPages(localeDir);
    expect(pages.length, 'one page per post folder in blog/').toBe(postCount);
    const problems: string[] = [];
    for (const file of pages) {
      const html = fs.readFileSync(file, 'utf8');
      const name = path.relative(BUILD, file);
      const og = meta(html, 'og:image');
      const twitter = meta(html, 'twitter:image');
      if (og.length !== 1 || twitter.length !== 1 || og[0] !== twitter[0]) {
        problems.push(`${name}: og:image ${JSON.stringify(og)}, twitter:image ${JSON.stringify(twitter)}`);
        continue;
      }
      const url = og[0]!;
      if (!url.startsWith(`${SITE_URL}/`) || !/\.(png|jpe?g)$/.test(url)) {
        problems.push(`${name}: og:image ${url} is not an absolute raster URL`);
        continue;
      }
      const card = path.join(BUILD, new URL(url).pathname);
      if (!fs.existsSync(card)) {
        problems.push(`${name}: ${url} is not in the build`);
        continue;
      }
      const size = pngSize(fs.readFileSync(card));
      if (size?.width !== 1200 || size.height !== 630)
        problems.push(`${name}: ${url} is ${JSON.stringify(size)}, not a 1200x630 PNG`);
      if (
        meta(html, 'og:image:width')[0] !== '1200' ||
        meta(html, 'og:image:height')[0] !== '630' ||
        meta(html, 'og:image:type')[0] !== 'image/png'
      ) {
        problems.push(`${name}: og:image:width/height/type missing or wrong`);
      }
      // The page keeps its SVG cover.
      if (!/<img[^>]+src=[^>]*\.svg/.test(html)) problems.push(`${name}: no SVG cover on the page`);
    }
    expect(problems).toEqual([]);
  });
}
