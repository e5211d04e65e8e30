/**
 * Shared e2e helpers: an axe scan that fails on serious or critical violations, screenshots in light and
 * dark themes into the git-ignored `screenshots/` folder, and a console-error collector.
 *
 * axe cost: a full scan takes 1-15 s a page (the long generated Reference pages the most). The rules do not depend on the colour
 * mode except colour contrast, so a page gets one full scan in the light theme and a contrast-only scan in the
 * dark theme (`snapshotBothThemes`), instead of two full scans.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, type Page, type TestInfo} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {FRAGMENT_ATTRIBUTE} from '../../src/lib/fragmentNavigation';

export const SCREENSHOT_DIR = path.resolve(__dirname, '../../screenshots');

/** The WCAG levels every full scan checks. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Lays out every deferred section of the page, as a jump to an anchor does, and waits until every table's wrapper
 * has measured its table once laid out (src/components/TableRegion, when its ResizeObserver reports): a wrapper whose
 * table scrolls is a focusable region, any other is not. False when the page already had every section laid out.
 */
export async function layOutDeferredSections(page: Page): Promise<boolean> {
  const deferred = await page.evaluate((attribute) => {
    const root = document.documentElement;
    if (root.hasAttribute(attribute)) return false;
    root.setAttribute(attribute, '');
    return true;
  }, FRAGMENT_ATTRIBUTE);
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('.table-scroll')).every(
      // TableRegion's own rule: the table scrolls when it is wider than its wrapper by more than rounding.
      (region) => region.scrollWidth > region.clientWidth + 1 === (region.getAttribute('tabindex') === '0'),
    ),
  );
  return deferred;
}

/**
 * Runs axe on the page (optionally scoped) and fails on serious or critical violations. `only` restricts the scan
 * to some rules (for example ['color-contrast'] for the second theme); without it every rule of AXE_TAGS runs.
 * `include` scans only what a test changed (an opened dialog or list): the sweep over every built page
 * (axe-sweep.spec.ts) scans each whole page, and a whole long page costs seconds a scan on a busy machine.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: {include?: string[]; exclude?: string[]; disableRules?: string[]; only?: string[]} = {},
): Promise<void> {
  // Legacy mode runs axe inside the page and aggregates there, instead of sending every frame's partial results to a
  // second, blank page: a quarter less time on the long generated pages (17 to 13 s for a full scan of
  // /docs/reference/bindings). It skips cross-origin frames only, which here are third-party embeds (blocked offline).
  let builder = (
    options.only ? new AxeBuilder({page}).withRules(options.only) : new AxeBuilder({page}).withTags(AXE_TAGS)
  ).setLegacyMode(true);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  // Long generated pages lay out their section bodies only near the viewport (src/components/DeferredSection).
  // axe finds the background behind a text by hit-testing at its position, which content not laid out yet does not
  // answer: the scan lays every section out first, as a jump to an anchor does (src/lib/fragmentNavigation.ts), so
  // it checks each part of the page as a reader sees it once scrolled there.
  const deferred = await layOutDeferredSections(page);
  const results = await builder.analyze();
  if (deferred)
    await page.evaluate((attribute) => document.documentElement.removeAttribute(attribute), FRAGMENT_ATTRIBUTE);
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Switches the colour mode through the reader's system preference (the site respects prefers-color-scheme
 * when no choice is stored, and re-renders its theme-aware components, logos and code blocks, for it).
 */
export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  // Reduced motion too: the site then ends its transitions at once (src/css/custom.css), so colours settle at once.
  await page.emulateMedia({colorScheme: theme, reducedMotion: 'reduce'});
  // The site follows a change of the preference live (when no choice is stored): wait for it briefly, and reload
  // only when it does not follow (a page without the theme's React root, or a stored choice).
  const followed = await page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const root = document.documentElement;
        if (root.getAttribute('data-theme') === wanted) return resolve(true);
        const observer = new MutationObserver(() => {
          if (root.getAttribute('data-theme') !== wanted) return;
          observer.disconnect();
          resolve(true);
        });
        observer.observe(root, {attributes: true, attributeFilter: ['data-theme']});
        setTimeout(() => {
          observer.disconnect();
          resolve(root.getAttribute('data-theme') === wanted);
        }, 1500);
      }),
    theme,
  );
  if (!followed) await page.reload({waitUntil: 'load'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // When the site follows the new preference live (no reload), colours change through CSS transitions; axe and
  // the screenshot must see the final colours, not a mid-transition blend (which failed a contrast check once).
  // Only transitions of rendered elements end (one inside a closed <details> never does), and the wait is capped.
  await page.evaluate(() => {
    const running = document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition)
      .filter(
        (animation) =>
          ((animation.effect as KeyframeEffect | null)?.target as Element | null)?.checkVisibility?.() ?? false,
      )
      .map((animation) => animation.finished.catch(() => undefined));
    return Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/** The axe rules the dark theme is scanned with: the theme changes colours, not structure, names or roles. */
export const DARK_THEME_RULES = ['color-contrast'];

/** `desktop` or `mobile`: the project's name, or for a test of the `parser` project the kind of its file. */
const device = (testInfo: TestInfo) =>
  testInfo.project.name !== 'parser'
    ? testInfo.project.name
    : testInfo.file.endsWith('.mobile.spec.ts')
      ? 'mobile'
      : 'desktop';

/**
 * Saves `<name>-<desktop|mobile>-light.png` and `-dark.png`. Unless told not to (`axe: false`), scans the light theme with
 * every axe rule and the dark theme for colour contrast only (the one rule whose outcome depends on the theme).
 * A desktop page as it loads is scanned in both themes by the sweep (axe-sweep.spec.ts): pass `axe: false` there and
 * scan only a state the sweep does not see (an open menu or dialog, a filtered list, a phone's layout).
 */
export async function snapshotBothThemes(
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: {
    fullPage?: boolean;
    axe?: boolean;
    axeInclude?: string[];
    axeExclude?: string[];
    axeDisableRules?: string[];
    prepare?: () => Promise<void>;
  } = {},
): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, {recursive: true});
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    await options.prepare?.();
    if (options.axe !== false) {
      await expectNoSeriousA11yViolations(page, {
        include: options.axeInclude,
        exclude: options.axeExclude,
        disableRules: options.axeDisableRules,
        only: theme === 'dark' ? DARK_THEME_RULES : undefined,
      });
    }
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `${name}-${device(testInfo)}-${theme}.png`),
      fullPage: options.fullPage ?? false,
    });
  }
  await page.emulateMedia({colorScheme: 'light'});
}

/**
 * Opens a page and waits until React has hydrated it: a key press or hover before then reaches server HTML with no
 * handlers yet (a dropdown test once pressed ArrowDown too early on a busy machine and the menu never opened).
 */
export async function gotoHydrated(
  page: Page,
  path: string,
  options?: Parameters<Page['goto']>[1],
): Promise<Awaited<ReturnType<Page['goto']>>> {
  const response = await page.goto(path, options);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  return response;
}

/** Collects console errors and uncaught page errors while a test runs. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A 1x1 transparent PNG, served in place of remote images. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Keeps a page on this machine: GitHub avatars are answered with a local pixel, the GitHub API with an empty
 * search result, and any other request to another origin is aborted (and reported in `external`).
 */
export async function stayOffline(page: Page, origin: string): Promise<string[]> {
  const external: string[] = [];
  await page.route(
    (url) => url.origin !== origin,
    (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === 'github.com' && url.pathname.endsWith('.png')) {
        return route.fulfill({status: 200, contentType: 'image/png', body: PIXEL});
      }
      if (url.hostname === 'api.github.com') {
        return route.fulfill({status: 200, json: {total_count: 0, incomplete_results: false, items: []}});
      }
      external.push(url.href);
      return route.abort('blockedbyclient');
    },
  );
  return external;
}

/** Waits for an AsyncAPI playground's status line to say `text` (the parser loads in a worker: allow it time). */
export async function expectPlaygroundStatus(page: Page, text: RegExp): Promise<void> {
  await expect(page.getByTestId('playground-status')).toHaveText(text, {timeout: 30_000});
}
