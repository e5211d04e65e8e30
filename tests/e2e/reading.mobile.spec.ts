/**
 * Issue 46, "Reading", at 390 px: the CLI's commands break between words only, a diagram wider than the screen says
 * that it scrolls, a specification version is one line in a button as tall as the Explorer's, the breadcrumbs never
 * leave the home icon alone on a line, and the Explorer's Menu button covers no text.
 */
import {expect, test} from '@playwright/test';
import {snapshotBothThemes} from './support';
import {DIAGRAM_PAGE, measureDiagrams, versionButtonHeights} from './reading';

test('the CLI command index breaks commands between words only', async ({page}, testInfo) => {
  await page.goto('/docs/tools/cli/usage');
  // The index of commands: the table headed "Command".
  const index = page.locator('table', {has: page.getByRole('columnheader', {name: 'Command', exact: true})});
  const cells = index.locator('tbody > tr > td:first-child code');
  await expect(cells).toHaveCount(32);
  // Each word of a command (split at its spaces) lies on one line: a word broken across lines has two boxes.
  const broken = await cells.evaluateAll((codes) =>
    codes.flatMap((code) => {
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      const words: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.nodeValue ?? '';
        for (const match of value.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
          if (lines.size > 1) words.push(`${code.textContent}: ${match[0]}`);
        }
      }
      return words;
    }),
  );
  expect(broken).toEqual([]);
  await snapshotBothThemes(page, testInfo, 'reading-cli-index', {
    axe: false,
    prepare: () => cells.nth(12).scrollIntoViewIfNeeded(),
  });
});

test('a diagram wider than the screen says it scrolls and keeps 12 px labels', async ({page}, testInfo) => {
  await page.goto(DIAGRAM_PAGE);
  // The hint is not in the server's HTML: the page shows it once hydrated and the diagram measured. Measuring before
  // then read no hint (it failed once in a run alone on a fresh clone).
  await expect(page.getByTestId('diagram-scroll-hint').first()).toHaveText(/scroll sideways/i);
  const [diagram] = await measureDiagrams(page);
  expect(diagram!.scrollWidth).toBeGreaterThan(diagram!.boxWidth);
  expect(diagram!.labelPx).toBeGreaterThanOrEqual(12);
  expect(diagram!.hint).toMatch(/scroll sideways/i);
  await snapshotBothThemes(page, testInfo, 'reading-diagram', {
    axe: false,
    prepare: () => page.getByTestId('static-diagram').first().scrollIntoViewIfNeeded(),
  });
});

test('version buttons, breadcrumbs and the Explorer Menu fit a phone', async ({page}, testInfo) => {
  // The version buttons: one line each, and as tall on the reference page as on the Explorer.
  await page.goto('/docs/reference/specification/v3.1.0');
  const reference = await versionButtonHeights(page);
  await page.goto('/docs/reference/specification/v3.1.0-explorer');
  const explorer = await versionButtonHeights(page);
  const heights = [...reference, ...explorer];
  expect(reference.map((button) => button.label)).toContain('3.1.0 (current)');
  expect.soft(new Set(heights.map((button) => button.height)).size, JSON.stringify(heights)).toBe(1);
  const lineHeight = await page
    .locator('nav[aria-label$="version"] a[data-version]')
    .first()
    .evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect.soft(heights[0]!.height).toBeLessThan(lineHeight * 1.9);

  // The Explorer's Menu button lies over no text of the page's column.
  const menu = page.getByRole('button', {name: 'Menu', exact: true});
  const covered = await menu.evaluate((button) => {
    const box = button.getBoundingClientRect();
    return Array.from(document.querySelectorAll('main p, main h1, main li, main a'))
      .filter((element) => !button.contains(element) && !element.contains(button))
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return (
          rect.width > 0 &&
          rect.left < box.right &&
          rect.right > box.left &&
          rect.top < box.bottom &&
          rect.bottom > box.top
        );
      })
      .map((element) => element.textContent?.slice(0, 40));
  });
  expect.soft(covered).toEqual([]);
  await snapshotBothThemes(page, testInfo, 'reading-explorer', {axe: false});

  // The breadcrumbs: the home icon shares its line with the next item, even before a long page title.
  await page.goto('/de/docs');
  const items = page.locator('nav.theme-doc-breadcrumbs li');
  await expect(items).toHaveCount(2);
  const [home, next] = await items.evaluateAll((elements) =>
    elements.map((element) => {
      const first = element.getClientRects()[0]!;
      return {top: first.top, bottom: first.bottom};
    }),
  );
  expect.soft(next!.top, 'the item after the home icon starts on its line').toBeLessThan(home!.bottom);
  expect.soft(next!.bottom).toBeGreaterThan(home!.top);
  await snapshotBothThemes(page, testInfo, 'reading-breadcrumbs-de', {axe: false});
});
