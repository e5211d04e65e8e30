import {expect, test, type Locator} from '@playwright/test';
import {expectNoSeriousA11yViolations, snapshotBothThemes} from './support';

/** An element's top on the page (not in the viewport) and its height. */
const pageBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {top: box.top + window.scrollY, height: box.height};
  });

test('the streetlights playground stacks on a phone without widening the page', async ({page}, testInfo) => {
  // The playground starts more than a screen down the page: its editor and parser load when the reader gets near it.
  const parserRequests: string[] = [];
  page.on('request', (request) => {
    if (/asyncapi-parser/.test(request.url())) parserRequests.push(request.url());
  });
  await page.goto('/docs/tutorials/streetlights-interactive', {waitUntil: 'load'});
  const fallback = page.getByTestId('playground-fallback');
  await expect(fallback).toBeVisible();
  const fallbackBox = await pageBox(fallback);
  expect(fallbackBox.top).toBeGreaterThan(844 + 200);
  await page.waitForTimeout(500);
  expect(parserRequests).toEqual([]);
  await expect(page.locator('.cm-editor')).toHaveCount(0);
  // The static document (line numbers in a gutter, as in the editor) meets the same contrast rules.
  await expectNoSeriousA11yViolations(page);
  expect(parserRequests).toEqual([]);

  await page.getByTestId('asyncapi-playground').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('playground-status')).toHaveText(/Valid AsyncAPI/, {timeout: 30_000});
  // The worker's script and the parser bundle it imports, once.
  expect(parserRequests.filter((url) => /\/asyncapi-parser\.[0-9a-f]+\.js$/.test(url))).toHaveLength(1);
  expect(parserRequests.filter((url) => /\/asyncapi-parser-worker\.[0-9a-f]+\.js$/.test(url))).toHaveLength(1);
  // The editor takes the static document's place at the same height: nothing below it moves.
  const editorBox = await pageBox(page.locator('.cm-editor'));
  expect(Math.abs(editorBox.top - fallbackBox.top)).toBeLessThan(1);
  expect(Math.abs(editorBox.height - fallbackBox.height)).toBeLessThan(1);

  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await snapshotBothThemes(page, testInfo, 'tutorial-streetlights-interactive');
});
