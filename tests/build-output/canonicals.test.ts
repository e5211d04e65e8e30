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

/**
 * The address the host serves a file at (Netlify, and scripts/serve.mjs like it): `x.html` at `/x`, a folder's
 * `index.html` (with no `x.html` beside it) at `/x/`; the other form is a redirect.
 */
function servedAddress(url: string): boolean {
  const pathname = new URL(url).pathname;
  if (pathname === '/') return fs.existsSync(path.join(BUILD, 'index.html'));
  if (pathname.endsWith('/'))
    return (
      fs.existsSync(path.join(BUILD, pathname, 'index.html')) &&
      !fs.existsSync(path.join(BUILD, `${pathname.slice(0, -1)}.html`))
    );
  return fs.existsSync(path.join(BUILD, `${pathname}.html`));
}

describe('canonical URLs are the addresses served', () => {
  const sitemapUrls = ['sitemap.xml', 'de/sitemap.xml'].flatMap((file) =>
    [...readBuilt(file).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!),
  );

  it('the German home page is /de/ in its canonical, its hreflang and the German sitemap', () => {
    const $ = load(readBuilt('de/index.html'));
    expect($('link[rel="canonical"]').attr('href')).toBe(`${SITE_URL}/de/`);
    expect($('link[rel="alternate"][hreflang="de"]').attr('href')).toBe(`${SITE_URL}/de/`);
    expect(sitemapUrls).toContain(`${SITE_URL}/de/`);
  });

  it('every sitemap URL and each home page’s canonical and alternates are served without a redirect', () => {
    const homeLinks = ['index.html', 'de/index.html'].flatMap((file) =>
      load(readBuilt(file))('link[rel="canonical"], link[rel="alternate"][hreflang]')
        .map((_, link) => link.attribs.href)
        .get(),
    );
    const urls = [...sitemapUrls, ...homeLinks];
    expect(urls.length).toBeGreaterThan(100);
    expect(urls.filter((url) => !servedAddress(url))).toEqual([]);
  });
});
