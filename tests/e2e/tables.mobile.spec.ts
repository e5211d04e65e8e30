/**
 * Issue 38: tables at 390 px (the sweep is in tables.ts). On a phone every table of three or more columns reads as
 * blocks and two columns fit side by side, so no table scrolls: /docs/tools/cli/usage had 29 of 44 tables cut off.
 */
import {expect, test} from '@playwright/test';
import {snapshotBothThemes} from './support';
import {sweepTables, TABLE_PAGES} from './tables';

test('every column of every table is in view on a phone', async ({page}, testInfo) => {
  test.setTimeout(180_000);
  const {tables, scrolling} = await sweepTables(page, TABLE_PAGES);
  expect(tables).toBeGreaterThan(300);
  expect(scrolling).toBe(0);

  // A flag of the CLI reads as a block: its value and description each named.
  await page.goto('/docs/tools/cli/usage');
  const flag = page.locator('tbody > tr', {hasText: '--auth-type'}).first();
  const labels = await flag.evaluate((row) =>
    Array.from(row.children).map((cell) =>
      getComputedStyle(cell).display === 'none' ? 'hidden' : getComputedStyle(cell, '::before').content,
    ),
  );
  // The first cell heads the block; the empty Default cell is left out.
  expect(labels).toEqual(['none', '"Value: "', 'hidden', '"Description: "']);
  await snapshotBothThemes(page, testInfo, 'tables-cli-usage', {
    axe: false,
    prepare: () => flag.scrollIntoViewIfNeeded(),
  });
  // Issue 46: the command column breaks between words only (it read "async / api / config / versio / ns"): each word
  // of a command is on one line, and the column is at least as wide as the longest word.
  const broken = await page.locator('.table-scroll > table > tbody > tr > td:first-child code').evaluateAll((codes) =>
    codes
      .map((code) => {
        const text = code.textContent ?? '';
        const range = document.createRange();
        const words: string[] = [];
        let offset = 0;
        for (const word of text.split(' ')) {
          const node = code.firstChild?.nodeType === Node.TEXT_NODE ? code.firstChild : null;
          // A word longer than a phone's column can hold (`--log-diagnostics,`, 18+ characters) may break.
          if (node && word.length > 1 && word.length <= 16) {
            range.setStart(node, offset);
            range.setEnd(node, offset + word.length);
            // A word on one line has one box (a word split across lines has two).
            if (range.getClientRects().length > 1) words.push(word);
          }
          offset += word.length + 1;
        }
        return words.length ? `${text}: ${words.join(', ')}` : '';
      })
      .filter(Boolean),
  );
  expect(broken).toEqual([]);
  await page.goto('/docs/reference/bindings/kafka');
  await snapshotBothThemes(page, testInfo, 'tables-kafka', {
    axe: false,
    prepare: () => page.locator('#channel-binding-topicConfiguration-cleanup-policy').scrollIntoViewIfNeeded(),
  });
});
