/**
 * Smoke test over every URL in the built sitemaps (both locales): no console or page errors while it loads and
 * hydrates, no failed request and no error status from our own origin (which covers images and chunks the page
 * asks for at run time). What the built HTML states (links, images, metadata) is checked for every page without
 * a browser in tests/build-output/pages.test.ts; this sweep keeps what needs one, a page load per URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {stayOffline} from './support';

const BUILD = path.resolve(__dirname, '../../build');
const SITE_URL = 'https://www.asyncapi.com';

function sitemapPaths(): string[] {
  const files = [path.join(BUILD, 'sitemap.xml'), path.join(BUILD, 'de', 'sitemap.xml')];
  const paths = new Set<string>();
  for (const file of files) {
    if (!fs.existsSync(file))
      throw new Error(`Missing ${path.relative(process.cwd(), file)}: run the production build first.`);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const pathname = match[1]!.replace(SITE_URL, '');
      paths.add(pathname === '' || pathname === '/' ? '/' : pathname.replace(/\/$/, ''));
    }
  }
  return [...paths].sort();
}

/**
 * The German build serves the English content of every page without a translation under /de, with the German
 * shell around it: the same content and images as the English page, which the sweep already loads. So every
 * English page is loaded, and of the German pages one per kind (a section's index and one page under it: /de/blog
 * and one post, /de/docs/concepts and one concept page), which covers the German bundle and shell on every page
 * type at a fraction of the time.
 */
function sweepPaths(paths: readonly string[]): string[] {
  const kinds = new Set<string>();
  return paths.filter((pathname) => {
    if (pathname !== '/de' && !pathname.startsWith('/de/')) return true;
    const [section = '', sub, ...rest] = pathname.split('/').slice(2);
    const kind = section === 'docs' ? `docs/${sub ?? ''}/${rest.length ? '*' : ''}` : `${section}/${sub ? '*' : ''}`;
    if (kinds.has(kind)) return false;
    kinds.add(kind);
    return true;
  });
}

const sitemap = sitemapPaths();
const all = sweepPaths(sitemap);
const CHUNKS = 6;
const chunks = Array.from({length: CHUNKS}, (_, i) => all.filter((_, j) => j % CHUNKS === i));

test('the sitemaps list both locales; the sweep takes every English page and each kind of German page', () => {
  expect(sitemap.length).toBeGreaterThan(10);
  expect(all).toContain('/');
  expect(all).toContain('/de');
  expect(all).toContain('/docs');
  expect(all.filter((p) => !p.startsWith('/de')).length).toBe(sitemap.filter((p) => !p.startsWith('/de')).length);
  expect(
    sweepPaths([
      '/de',
      '/de/docs',
      '/de/docs/concepts',
      '/de/docs/concepts/channel',
      '/de/docs/concepts/server',
      '/de/blog',
      '/de/blog/a',
      '/de/blog/b',
      '/x',
    ]),
  ).toEqual(['/de', '/de/docs', '/de/docs/concepts', '/de/docs/concepts/channel', '/de/blog', '/de/blog/a', '/x']);
});

chunks.forEach((paths, index) => {
  test(`sitemap pages, part ${index + 1} of ${CHUNKS}`, async ({page, baseURL}) => {
    test.setTimeout(30_000 + paths.length * 8_000);
    const origin = new URL(baseURL!).origin;
    const external = await stayOffline(page, origin);
    const problems: string[] = [];
    let current = '';
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${current}: console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${current}: page error: ${error.message}`));
    page.on('requestfailed', (request) => {
      // Prefetches still in flight when the next page loads are aborted by the browser: not a failure.
      if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
      if (request.url().startsWith(origin))
        problems.push(`${current}: request failed: ${request.url()} (${request.failure()?.errorText})`);
    });
    page.on('response', (response) => {
      if (response.url().startsWith(origin) && response.status() >= 400) {
        problems.push(`${current}: ${response.status()} for ${response.url()}`);
      }
    });
    for (const pathname of paths) {
      current = pathname;
      const response = await page.goto(pathname, {waitUntil: 'load'});
      if (!response || response.status() !== 200) problems.push(`${pathname}: status ${response?.status()}`);
    }
    expect(problems).toEqual([]);
    // Pages load nothing from other hosts but GitHub avatars and the dashboard's GitHub API calls (mocked above).
    expect(external).toEqual([]);
  });
});
