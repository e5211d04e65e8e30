/**
 * Smoke test over every page of both locales (the English sitemap's pages and their German copies): no console or page errors while it renders, no
 * failed request and no error status from our own origin (which covers the chunks, images and data a page asks for
 * at run time). What the built HTML states (links, images, metadata, that each URL has its file) is checked for
 * every page without a browser in tests/build-output/pages.test.ts; this sweep keeps what needs one.
 *
 * Two ways in, so the sweep stays affordable as the page count grows:
 * - a full page load (server HTML, then hydration) for the first page of each kind (kindOf): hydration runs the
 *   same layout and components for every page of a kind, so a kind's first page stands for the others;
 * - a client-side visit, the way a reader moves between pages, for every other English page: the route's chunks
 *   load (a missing chunk fails the request checks) and the page renders with its own content, effects included.
 *   It costs a fraction of a page load, because the app, its styles and the shared chunks are already there.
 * The German build serves the English content of every page without a translation under /de, inside the German
 * shell: its pages are covered by the full loads of each German kind.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated, stayOffline} from './support';

const BUILD = path.resolve(__dirname, '../../build');
const SITE_URL = 'https://www.asyncapi.com';

/**
 * Every page of both locales: the English sitemap's pages, and each of them under /de where it was built (the German
 * sitemap lists only translated pages, but the German build serves every page, untranslated ones in English).
 */
function sitemapPaths(): string[] {
  const file = path.join(BUILD, 'sitemap.xml');
  if (!fs.existsSync(file))
    throw new Error(`Missing ${path.relative(process.cwd(), file)}: run the production build first.`);
  const english = [...fs.readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const pathname = match[1]!.replace(SITE_URL, '');
    return pathname === '' || pathname === '/' ? '/' : pathname.replace(/\/$/, '');
  });
  const built = (pathname: string) =>
    [`${pathname}.html`, `${pathname}/index.html`].some((candidate) => fs.existsSync(path.join(BUILD, candidate)));
  const german = english.map((pathname) => (pathname === '/' ? '/de' : `/de${pathname}`)).filter(built);
  return [...new Set([...english, ...german])].sort();
}

const isGerman = (pathname: string) => pathname === '/de' || pathname.startsWith('/de/');

/**
 * The kind of a page: its locale, its section and how deep it sits. English: a blog post is one kind; docs pages
 * are grouped by section (`docs/concepts/*`), tool docs and the generated Reference by their second level
 * (`docs/tools/generator/*`, `docs/reference/bindings/*`), the Explorers apart; every other site page is its own
 * kind. German (the same pages and components in the German shell): a section's index and one page under it.
 */
export function kindOf(pathname: string): string {
  if (isGerman(pathname)) {
    const [section = '', sub, ...rest] = pathname.split('/').slice(2);
    return section === 'docs' ? `de:docs/${sub ?? ''}/${rest.length ? '*' : ''}` : `de:${section}/${sub ? '*' : ''}`;
  }
  const segments = pathname.split('/').filter(Boolean);
  const [section = '', second] = segments;
  if (section === 'blog') return `en:blog${second ? '/*' : ''}`;
  if (section !== 'docs') return `en:${segments.join('/')}`;
  const depth = second === 'tools' || second === 'reference' ? 3 : 2;
  const head = segments.slice(0, depth).join('/');
  const explorer = segments.at(-1)?.endsWith('-explorer') ? ' explorer' : '';
  return `en:${head}${segments.length > depth ? '/*' : ''}${explorer}`;
}

/** The first page of each kind gets a full page load; the other English pages a client-side visit. */
export function splitSweep(paths: readonly string[]): {loads: string[]; visits: string[]} {
  const kinds = new Set<string>();
  const loads: string[] = [];
  const visits: string[] = [];
  for (const pathname of paths) {
    const kind = kindOf(pathname);
    if (!kinds.has(kind)) {
      kinds.add(kind);
      loads.push(pathname);
    } else if (!isGerman(pathname)) visits.push(pathname);
  }
  return {loads, visits};
}

const sitemap = sitemapPaths();
const {loads, visits} = splitSweep(sitemap);
const parts = <T>(items: readonly T[], count: number) =>
  Array.from({length: count}, (_, i) => items.filter((_, j) => j % count === i));

test('the sweep loads the first page of each kind and visits every other English page', () => {
  expect(sitemap.length).toBeGreaterThan(10);
  expect(loads).toEqual(expect.arrayContaining(['/', '/de', '/docs', '/blog', '/de/blog']));
  const english = sitemap.filter((p) => !isGerman(p));
  expect([...loads.filter((p) => !isGerman(p)), ...visits].sort()).toEqual(english);
  expect(
    splitSweep([
      '/blog',
      '/blog/a',
      '/blog/b',
      '/de/blog/a',
      '/de/blog/b',
      '/docs/concepts/channel',
      '/docs/concepts/server',
      '/docs/reference/bindings/amqp',
      '/docs/reference/bindings/kafka',
      '/docs/reference/specification/v3.0.0',
      '/docs/reference/specification/v3.0.0-explorer',
      '/docs/reference/specification/v3.1.0',
      '/docs/reference/specification/v3.1.0-explorer',
      '/docs/tools/cli/usage',
      '/docs/tools/generator/api',
      '/tools/cli',
      '/tools/generator',
    ]),
  ).toEqual({
    loads: [
      '/blog',
      '/blog/a',
      '/de/blog/a',
      '/docs/concepts/channel',
      '/docs/reference/bindings/amqp',
      '/docs/reference/specification/v3.0.0',
      '/docs/reference/specification/v3.0.0-explorer',
      '/docs/tools/cli/usage',
      '/docs/tools/generator/api',
      '/tools/cli',
      '/tools/generator',
    ],
    visits: [
      '/blog/b',
      '/docs/concepts/server',
      '/docs/reference/bindings/kafka',
      '/docs/reference/specification/v3.1.0',
      '/docs/reference/specification/v3.1.0-explorer',
    ],
  });
});

/** Records every problem the page reports while `current()` is being swept. */
async function watch(page: Page, origin: string, current: () => string) {
  const external = await stayOffline(page, origin);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${current()}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${current()}: page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Prefetches still in flight when the next page loads are aborted by the browser: not a failure.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (request.url().startsWith(origin))
      problems.push(`${current()}: request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      problems.push(`${current()}: ${response.status()} for ${response.url()}`);
    }
  });
  return {external, problems};
}

const LOAD_PARTS = 3;
parts(loads, LOAD_PARTS).forEach((paths, index) => {
  test(`sitemap: a full load of each kind of page, part ${index + 1} of ${LOAD_PARTS}`, async ({page, baseURL}) => {
    test.setTimeout(30_000 + paths.length * 8_000);
    let current = '';
    const {external, problems} = await watch(page, new URL(baseURL!).origin, () => current);
    for (const pathname of paths) {
      current = pathname;
      const response = await gotoHydrated(page, pathname, {waitUntil: 'load'});
      if (!response || response.status() !== 200) problems.push(`${pathname}: status ${response?.status()}`);
    }
    expect(problems).toEqual([]);
    // Pages load nothing from other hosts but GitHub avatars and the dashboard's GitHub API calls (mocked).
    expect(external).toEqual([]);
  });
});

const VISIT_PARTS = 2;
parts(visits, VISIT_PARTS).forEach((paths, index) => {
  test(`sitemap: a client-side visit of every other English page, part ${index + 1} of ${VISIT_PARTS}`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(30_000 + paths.length * 3_000);
    let current = '/';
    const {external, problems} = await watch(page, new URL(baseURL!).origin, () => current);
    await gotoHydrated(page, '/');
    for (const pathname of paths) {
      current = pathname;
      // What a click on a link does: load the route's chunks, then move the router to the new address.
      const known = await page.evaluate(async (to) => {
        const loading = window.docusaurus.preload(to);
        if (!loading) return false;
        await loading;
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
        return true;
      }, pathname);
      if (!known) {
        problems.push(`${pathname}: no client route`);
        continue;
      }
      // The page has rendered when the head carries its canonical address.
      const rendered = await page
        .waitForFunction(
          (to) => {
            const href = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
            return href !== undefined && (new URL(href).pathname.replace(/\/$/, '') || '/') === to;
          },
          pathname,
          {timeout: 10_000},
        )
        .then(
          () => true,
          () => false,
        );
      if (!rendered) problems.push(`${pathname}: did not render (no canonical link for it)`);
    }
    expect(problems).toEqual([]);
    expect(external).toEqual([]);
  });
});
