/**
 * axe over every built page of both locales (the sitemap's pages and their German copies, tests/e2e/sweep.ts), in
 * both colour themes, in one browser page per part of the list: the first page of each kind gets a full page load,
 * every other page a client-side visit inside its locale's app (sitemap.spec.ts says why that stands for a load), so
 * axe-core is injected once per full load and the app, its chunks and axe stay in place between visits.
 *
 * On each page axe runs every rule of AXE_TAGS plus the structural best-practice rules (STRUCTURE_RULES: landmark
 * names unique per page, landmarks at the top level, regions, heading order) in the theme the page opened in, then
 * the page switches to the other theme and colour contrast, the one rule a theme changes, runs again. The theme the
 * next page opens in alternates with it, so full loads happen in both themes too. The sweep fails on any violation,
 * whatever its impact. The same visit makes the smoke checks of every page: no console or page error, no failed
 * request or error status from our own origin, nothing requested from another host.
 *
 * The browser asks for reduced motion (src/css/custom.css then ends transitions at once), so a theme switch needs no
 * wait for colours to settle. Cost on the 2-core machine: 4.0-4.2 min a part in a test run alone, 8.5-9.6 min with two
 * runs at once.
 */
import fs from 'node:fs';
import {expect, test, type Page} from '@playwright/test';
import {AXE_TAGS, gotoHydrated, layOutDeferredSections, stayOffline} from './support';
import {isGerman, sitemapPaths, splitSweep, switchTheme, visitClientSide, type Theme} from './sweep';
import {PAGES, photographTop} from './pages-list';

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

type Violation = {id: string; impact: string | null; nodes: string[]};

/**
 * Lays out every deferred section of the page in view, then runs axe: `rules` only, or (without them) every rule of
 * AXE_TAGS and the STRUCTURE_RULES.
 */
async function runAxe(page: Page, rules?: string[]): Promise<Violation[]> {
  await layOutDeferredSections(page);
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Through the DevTools protocol, as @axe-core/playwright injects it: the page CSP allows no inline script.
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({only, tags, structure}) => {
      type Axe = {
        run: (
          context: Document,
          options: object,
        ) => Promise<{violations: {id: string; impact: string | null; nodes: {target: string[]; html: string}[]}[]}>;
      };
      const {axe} = window as unknown as {axe: Axe};
      // Rules enabled by name run beside the tags' rules (axe's ruleShouldRun: an explicit `enabled` wins).
      const options = only
        ? {runOnly: {type: 'rule', values: only}, resultTypes: ['violations']}
        : {
            runOnly: {type: 'tag', values: tags},
            rules: Object.fromEntries(structure.map((id) => [id, {enabled: true}])),
            resultTypes: ['violations'],
          };
      const results = await axe.run(document, options);
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
    },
    {only: rules ?? null, tags: AXE_TAGS, structure: STRUCTURE_RULES},
  );
}

/**
 * The site pages of pages-list.ts are photographed at the top in each theme (`<name>-desktop-<theme>.png` in
 * screenshots/; the phone's in pages.mobile.spec.ts), after their main heading is seen.
 */
async function photograph(page: Page, pathname: string, theme: Theme): Promise<void> {
  await expect.soft(page.locator('h1').first(), `${pathname}: main heading`).toBeVisible();
  await photographTop(page, pathname, 'desktop', theme);
}

/** Records every problem the page reports while `current()` is being swept (console, page errors, requests). */
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

const ALL = sitemapPaths();
const {loads, visits} = splitSweep(ALL);
const LOADS = new Set(loads);
const PARTS = 4;
const PHOTOGRAPHED = new Set(PAGES);

test.describe('axe over every built page', () => {
  test('the list covers both locales; the sweep loads the first page of each kind and visits every other page', () => {
    expect(ALL.length).toBeGreaterThan(200);
    expect(ALL).toEqual(expect.arrayContaining(['/', '/de', '/finance', '/docs/reference/bindings/kafka']));
    expect(loads).toEqual(expect.arrayContaining(['/', '/de', '/docs', '/blog', '/de/blog']));
    expect([...loads, ...visits].sort()).toEqual(ALL);
    expect(ALL).toEqual(expect.arrayContaining([...PHOTOGRAPHED]));
  });

  for (let part = 0; part < PARTS; part += 1) {
    test(`every rule in both themes, landmark names unique; no error, failed request or request off the machine: part ${part + 1} of ${PARTS}`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(15 * 60_000);
      let current = '';
      const {external, problems} = await watch(page, new URL(baseURL!).origin, () => current);
      const failures: Record<string, Violation[]> = {};
      let app: 'en' | 'de' | null = null;
      let theme: Theme = part % 2 ? 'dark' : 'light';
      await page.emulateMedia({colorScheme: theme, reducedMotion: 'reduce'});
      for (const pathname of ALL.filter((_, index) => index % PARTS === part)) {
        current = pathname;
        const locale = isGerman(pathname) ? 'de' : 'en';
        if (LOADS.has(pathname) || app !== locale) {
          const response = await gotoHydrated(page, pathname, {waitUntil: 'load'});
          if (!response || response.status() !== 200) problems.push(`${pathname}: status ${response?.status()}`);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          app = locale;
        } else {
          const problem = await visitClientSide(page, pathname);
          if (problem) {
            problems.push(problem);
            continue;
          }
        }
        const photographed = PHOTOGRAPHED.has(pathname);
        const violations = await runAxe(page);
        if (violations.length) failures[`${pathname} (${theme})`] = violations;
        if (photographed) await photograph(page, pathname, theme);
        theme = theme === 'light' ? 'dark' : 'light';
        await switchTheme(page, theme);
        const contrast = await runAxe(page, ['color-contrast']);
        if (contrast.length) failures[`${pathname} (${theme})`] = contrast;
        if (photographed) await photograph(page, pathname, theme);
      }
      expect(failures).toEqual({});
      expect(problems).toEqual([]);
      // Pages load nothing from other hosts but GitHub avatars and the dashboard's GitHub API calls (mocked).
      expect(external).toEqual([]);
      expect(AXE_TAGS).toEqual(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
    });
  }
});
