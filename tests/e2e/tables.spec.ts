/**
 * Issue 38: tables at 1280 px (the sweep is in tables.ts). The Kafka binding table was 1530 px wide in a 703 px
 * column and four 3.1.0 tables overflowed, with nothing showing that they scroll. Issue 46: at 1280 px its field
 * tables read side by side, not as cards.
 */
import {expect, test} from '@playwright/test';
import {snapshotBothThemes} from './support';
import {sweepTables} from './tables';

test('every column of the wide tables is in view or shows that it scrolls (1280 px)', async ({page}, testInfo) => {
  test.setTimeout(180_000);
  const {tables, scrolling} = await sweepTables(page, [
    '/docs/reference/bindings/kafka',
    '/docs/reference/specification/v3.1.0',
    '/docs/reference/specification/v3.0.0',
    '/docs/tools/cli/usage',
  ]);
  expect(tables).toBeGreaterThan(300);
  expect(scrolling).toBeLessThan(5);

  // Issue 46: a desktop docs column is wide enough for a field table side by side (cards belong to narrow screens),
  // and every Kafka field table fits it without scrolling.
  await page.goto('/docs/reference/bindings/kafka');
  const cleanup = page.locator('tr', {has: page.locator('#channel-binding-topicConfiguration-cleanup-policy')});
  await expect(cleanup.locator('td').nth(1)).toHaveCSS('display', 'table-cell');
  const fieldTables = await page.locator('.table-scroll').evaluateAll((regions) =>
    regions.map((region) => ({
      display: getComputedStyle(region.querySelector('table td')!).display,
      hidden: region.scrollWidth - region.clientWidth,
    })),
  );
  expect(fieldTables.length).toBeGreaterThan(3);
  for (const table of fieldTables) expect(table).toEqual({display: 'table-cell', hidden: 0});
  // The 3.1.0 field tables keep their four columns side by side.
  await snapshotBothThemes(page, testInfo, 'tables-kafka', {
    axe: false,
    prepare: () => cleanup.scrollIntoViewIfNeeded(),
  });
  await page.goto('/docs/reference/specification/v3.1.0');
  await expect(page.locator('#componentsObject-schemas').locator('xpath=ancestor::td')).toHaveCSS(
    'display',
    'table-cell',
  );
  await snapshotBothThemes(page, testInfo, 'tables-v3.1.0', {
    axe: false,
    prepare: () => page.locator('#componentsObject-schemas').scrollIntoViewIfNeeded(),
  });
});
