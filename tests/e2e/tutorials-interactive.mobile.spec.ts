import {expect, test, type Locator} from '@playwright/test';
import {expectNoSeriousA11yViolations, snapshotBothThemes} from './support';
import {PHONE} from './phone';

// The phone: the test runs in the `parser` project.
test.use(PHONE);

/** An element's top on the page (not in the viewport) and its height. */
const pageBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {top: box.top + window.scrollY, height: box.height};
  });

/**
 * The lines of a document that wrap (the static document's line texts or the editor's lines), each with the left
 * edge of its first non-blank character and the leftmost edge of its continuation rows, measured one character at
 * a time (the editor splits a line into token spans).
 */
const wrappedLines = (lines: Locator) =>
  lines.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const characters: {left: number; top: number; blank: boolean}[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let index = 0; index < text.length; index += 1) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          if (rect && rect.width > 0) characters.push({left: rect.left, top: rect.top, blank: text[index] === ' '});
        }
      }
      const first = characters.find((character) => !character.blank);
      if (!first) return [];
      const continuation = characters.filter((character) => character.top > characters[0]!.top + 4);
      if (continuation.length === 0) return [];
      return [
        {
          text: (element.textContent ?? '').slice(0, 50),
          contentLeft: first.left,
          continuationLeft: Math.min(...continuation.map((character) => character.left)),
        },
      ];
    }),
  );

/** Issue 38: a wrapped line continues indented past its own text, so its rest does not read as a new key. */
async function expectHangingIndent(lines: Locator, what: string): Promise<void> {
  const wrapped = await wrappedLines(lines);
  expect(wrapped.length, `${what}: some lines wrap on a phone`).toBeGreaterThan(0);
  const flush = wrapped.filter((line) => line.continuationLeft <= line.contentLeft + 1);
  expect(flush, `${what}: wrapped lines whose continuation starts at or left of their text`).toEqual([]);
}

test(
  'the streetlights playground stacks on a phone without widening the page',
  {tag: '@parser'},
  async ({page}, testInfo) => {
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
    await expectNoSeriousA11yViolations(page, {include: ['[data-testid="playground-fallback"]']});
    expect(parserRequests).toEqual([]);

    await expectHangingIndent(fallback.locator(':scope > span > span:last-child'), 'the static document');

    await page.getByTestId('asyncapi-playground').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('playground-status')).toHaveText(/Valid AsyncAPI/, {timeout: 30_000});
    await expectHangingIndent(page.locator('.cm-line'), 'the editor');
    // The worker's script and the parser bundle it imports, once.
    expect(parserRequests.filter((url) => /\/asyncapi-parser\.[0-9a-f]+\.js$/.test(url))).toHaveLength(1);
    expect(parserRequests.filter((url) => /\/asyncapi-parser-worker\.[0-9a-f]+\.js$/.test(url))).toHaveLength(1);
    // The editor takes the static document's place at the same height: nothing below it moves.
    const editorBox = await pageBox(page.locator('.cm-editor'));
    expect(Math.abs(editorBox.top - fallbackBox.top)).toBeLessThan(1);
    expect(Math.abs(editorBox.height - fallbackBox.height)).toBeLessThan(1);

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await snapshotBothThemes(page, testInfo, 'tutorial-streetlights-interactive', {
      axeInclude: ['[data-testid="asyncapi-playground"]'],
    });
  },
);
