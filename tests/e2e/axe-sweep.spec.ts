/**
 * axe over every built page of both locales (the sitemap's pages and their German copies), in one browser page per
 * part of the list: axe-core is injected once per page load and runs the rules whose outcome differs from page to
 * page in structure — landmarks (unique names, top level, one main), regions, scrollable regions, ARIA roles and names
 * — and fails on any violation of them, whatever its impact. The full rule set, colour contrast included, runs in both
 * themes on a sample of pages, one of each layout (docs, generated Reference, Explorer, blog, tools, community,
 * finance, home, both locales); support.ts's full scans cover further pages in their own specs.
 *
 * Cost (measured on a loaded 2-core machine, see the commit): the structural sweep over ~500 pages takes a few minutes
 * spread over two workers; a full scan of every page in both themes would take far longer (a full scan of a generated
 * Reference page alone takes 10-15 s), which is why colour contrast runs on the sample.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {AXE_TAGS, stayOffline} from './support';
import {FRAGMENT_ATTRIBUTE} from '../../src/lib/fragmentNavigation';

const BUILD = path.resolve(__dirname, '../../build');
const SITE_URL = 'https://www.asyncapi.com';
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The rules run on every page: those a page's structure decides. */
export const STRUCTURE_RULES = [
  'landmark-unique',
  'landmark-complementary-is-top-level',
  'landmark-main-is-top-level',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-one-main',
  'region',
  'scrollable-region-focusable',
  'aria-allowed-role',
  'aria-required-children',
  'aria-required-parent',
  'aria-valid-attr-value',
  'duplicate-id-aria',
  'heading-order',
  'page-has-heading-one',
];

/** One page of each layout, scanned with every rule in both themes. */
const SAMPLE = [
  '/',
  '/de',
  '/docs/concepts/channel',
  '/de/docs/concepts/channel',
  '/docs/reference/bindings/kafka',
  // The Explorer: its tree items are named by their own row (name from content), so label-content-name-mismatch
  // holds with the root item open and its nested items visible.
  '/docs/reference/specification/v3.1.0-explorer',
  '/docs/tools/cli/usage',
  '/blog',
  '/tools/generator',
  '/finance',
  '/community',
];

function sitemapPaths(): string[] {
  const file = path.join(BUILD, 'sitemap.xml');
  if (!fs.existsSync(file)) throw new Error(`Missing ${file}: run the production build first.`);
  const english = [...fs.readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const pathname = match[1]!.replace(SITE_URL, '');
    return pathname === '' || pathname === '/' ? '/' : pathname.replace(/\/$/, '');
  });
  const built = (pathname: string) =>
    [`${pathname}.html`, `${pathname}/index.html`].some((candidate) => fs.existsSync(path.join(BUILD, candidate)));
  const german = english.map((pathname) => (pathname === '/' ? '/de' : `/de${pathname}`)).filter(built);
  return [...new Set([...english, ...german])].sort();
}

type Violation = {id: string; impact: string | null; nodes: string[]};

/** Loads `pathname`, lays out every deferred section, and runs axe's `rules` (all of AXE_TAGS when undefined). */
async function scan(page: Page, pathname: string, rules?: string[]): Promise<Violation[]> {
  await page.goto(pathname, {waitUntil: 'load'});
  await page.evaluate(async (attribute) => {
    document.documentElement.setAttribute(attribute, '');
    // Two frames: the sections lay out, then the table regions measure themselves (ResizeObserver).
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, FRAGMENT_ATTRIBUTE);
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Through the DevTools protocol, as @axe-core/playwright injects it: the page CSP allows no inline script.
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (only) => {
    type Axe = {
      run: (
        context: Document,
        options: object,
      ) => Promise<{violations: {id: string; impact: string | null; nodes: {target: string[]; html: string}[]}[]}>;
    };
    const {axe} = window as unknown as {axe: Axe};
    const options = only
      ? {runOnly: {type: 'rule', values: only}, resultTypes: ['violations']}
      : {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}, resultTypes: ['violations']};
    const results = await axe.run(document, options);
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  }, rules ?? null);
}

const ALL = sitemapPaths();
const PARTS = 4;

test.describe('axe over every built page', () => {
  test('the list covers both locales', () => {
    expect(ALL.length).toBeGreaterThan(200);
    expect(ALL).toEqual(expect.arrayContaining(['/', '/de', '/finance', '/docs/reference/bindings/kafka']));
    for (const pathname of SAMPLE) expect(ALL).toContain(pathname);
  });

  for (let part = 0; part < PARTS; part += 1) {
    test(`landmarks, regions and roles: part ${part + 1} of ${PARTS}`, async ({page, baseURL}) => {
      test.setTimeout(15 * 60_000);
      await stayOffline(page, new URL(baseURL!).origin);
      const failures: Record<string, Violation[]> = {};
      // landmark-unique is the "landmark names unique per page" check: no two landmarks of a role share a name.
      for (const pathname of ALL.filter((_, index) => index % PARTS === part)) {
        const violations = await scan(page, pathname, STRUCTURE_RULES);
        if (violations.length) failures[pathname] = violations;
      }
      expect(failures).toEqual({});
    });
  }

  test('every rule, both themes, on one page of each layout', async ({page, baseURL}) => {
    test.setTimeout(15 * 60_000);
    await stayOffline(page, new URL(baseURL!).origin);
    const failures: Record<string, Violation[]> = {};
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme: theme});
      for (const pathname of SAMPLE) {
        const violations = await scan(page, pathname);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        if (violations.length) failures[`${pathname} (${theme})`] = violations;
      }
    }
    expect(failures).toEqual({});
    expect(AXE_TAGS).toEqual(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  });
});
