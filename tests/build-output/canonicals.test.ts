/**
 * Canonical URLs of the pages the site writes besides its routes: the not-found page has none, and every redirect
 * page (plugin-client-redirects) names an absolute URL on the site, the canonical URL of the page it redirects to.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {BUILD, SITE_URL, readBuilt} from './site';

const canonicals = (html: string) =>
  load(html)('link[rel="canonical"]')
    .map((_, link) => link.attribs.href)
    .get();

describe('the not-found pages', () => {
  it.each(['404.html', 'de/404.html'])('%s has no canonical URL, og:url or hreflang alternates', (file) => {
    const $ = load(readBuilt(file));
    expect($('link[rel="canonical"]')).toHaveLength(0);
    expect($('meta[property="og:url"]')).toHaveLength(0);
    expect($('link[rel="alternate"][hreflang]')).toHaveLength(0);
  });
});

describe('the redirect pages', () => {
  const stubs = fs
    .readdirSync(BUILD, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .filter((file) => readBuilt(file).includes('http-equiv="refresh"'));

  it('are found in both locales', () => {
    expect(stubs.some((file) => file.startsWith(`de${path.sep}`))).toBe(true);
    expect(stubs.filter((file) => !file.startsWith(`de${path.sep}`)).length).toBeGreaterThan(1);
  });

  it.each(stubs)('%s has one absolute canonical URL on the site, the target page’s', (file) => {
    const html = readBuilt(file);
    const [canonical, ...more] = canonicals(html);
    expect(more).toEqual([]);
    expect(canonical).toMatch(new RegExp(`^${SITE_URL}/`));
    const target = /url=([^"]+)"/.exec(html)![1]!;
    const targetFile = [`${target.slice(1)}.html`, `${target.slice(1)}/index.html`].find((candidate) =>
      fs.existsSync(path.join(BUILD, candidate)),
    );
    expect(targetFile).toBeDefined();
    expect(canonicals(readBuilt(targetFile!))).toEqual([canonical]);
  });
});
