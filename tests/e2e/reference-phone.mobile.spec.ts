/**
 * Issue 19, defect 2: the specification reference and the Explorer on a phone (390 px). Each field reads as a block
 * (no cell beyond the right edge, no sideways scrolling of the document), the Explorer's Menu button covers neither
 * the tree, the fields nor the scroll-to-top button; both are photographed in both themes. Stacked fields keep
 * their links far enough apart to tap (axe's target-size, a WCAG 2.2 rule). axe scans these page
 * kinds on a phone in pages.mobile.spec.ts (their first pages, 3.1.0 and its Explorer: PHONE_AXE_SAMPLE), and every
 * page on the desktop, so the layout checks here add no second scan of the same markup.
 */
import {expect, test, type Locator, type Page} from '@playwright/test';
import {expectNoSeriousA11yViolations, snapshotBothThemes} from './support';

type Box = {x: number; y: number; width: number; height: number};

const WIDTH = 390;

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, `no box for ${locator}`).not.toBeNull();
  return found!;
}

/** Every cell of the row is within the viewport horizontally and visible (width and height above zero). */
async function expectRowInViewport(row: Locator): Promise<void> {
  const cells = row.locator(':scope > td, :scope > th');
  const count = await cells.count();
  expect(count).toBeGreaterThanOrEqual(3);
  for (let index = 0; index < count; index += 1) {
    const cell = cells.nth(index);
    await cell.scrollIntoViewIfNeeded();
    const rect = await cell.evaluate((element) => {
      const r = element.getBoundingClientRect();
      return {left: r.left, right: r.right, width: r.width, height: r.height};
    });
    expect(rect.left, `cell ${index} starts off screen`).toBeGreaterThanOrEqual(0);
    expect(rect.right, `cell ${index} ends off screen`).toBeLessThanOrEqual(WIDTH);
    expect(rect.width).toBeGreaterThan(0);
    expect(rect.height).toBeGreaterThan(0);
  }
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
}

test.describe('specification reference on a phone', () => {
  for (const path of ['/docs/reference/specification/v3.0.0', '/docs/reference/specification/v2.x']) {
    test(`field tables read as blocks on ${path}`, async ({page}, testInfo) => {
      test.slow(true, 'a long generated reference page');
      await page.goto(path);
      const table = page.locator('.table-scroll > table.table-stack');
      expect(await table.count()).toBeGreaterThan(10);
      // A fixed-fields table (four columns) and the first table, sampled in the middle and at the end.
      for (const row of [table.first().locator('tbody > tr').first(), table.nth(5).locator('tbody > tr').last()]) {
        await expectRowInViewport(row);
      }
      // Type and Required are labelled on the block; the header row is still in the document for screen readers.
      const sample = table.first().locator('tbody > tr').first();
      const labels = await sample.evaluate((row) =>
        Array.from(row.children).map((cell) => getComputedStyle(cell, '::before').content),
      );
      expect(labels[1]).toBe('"Type: "');
      expect(labels[2]).toBe('"Required: "');
      await expect(table.first().locator('thead th')).toHaveText(['Field', 'Type', 'Required', 'Description']);
      await expectNoSidewaysScroll(page);
      // Stacked, a field's name link and its type link must stay far enough apart to tap (WCAG 2.2 target size, which
      // the WCAG 2.1 scans leave out). The scan lays every deferred section out first, as a reader scrolling does.
      await expectNoSeriousA11yViolations(page, {only: ['target-size']});
      // Anchors still land on the field.
      await page.goto(`${path}#${await sample.locator('a[id]').getAttribute('id')}`);
      await expect(sample.locator('a[id]')).toBeInViewport();
      await page.evaluate(() => window.scrollTo(0, 0));
      await snapshotBothThemes(page, testInfo, `reference-phone-${path.split('/').pop()}`, {
        axe: false,
        prepare: async () => {
          await table.first().scrollIntoViewIfNeeded();
        },
      });
    });
  }
});

test.describe('Specification Explorer on a phone', () => {
  test('fields read as blocks and the Menu covers nothing', async ({page}, testInfo) => {
    await page.goto('/docs/reference/specification/v3.0.0-explorer');
    const tree = page.getByRole('tree');
    const fields = page.locator('[aria-label^="Fields of the"] table');
    await expect(fields).toBeVisible();
    await expectRowInViewport(fields.locator('tbody > tr').first());
    await expectRowInViewport(fields.locator('tbody > tr').last());
    await expectNoSidewaysScroll(page);

    const menu = page.getByRole('button', {name: 'Menu', exact: true});
    await expect(menu).toBeVisible();
    const toTop = page.getByTestId('scroll-to-top');
    // At every scroll position, the Menu's box stays clear of the tree, the field table and the scroll-to-top button.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (const y of [0, 200, 600, height]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(200);
      const menuBox = await box(menu);
      expect(intersects(menuBox, await box(tree)), `Menu over the tree at scroll ${y}`).toBe(false);
      expect(intersects(menuBox, await box(fields)), `Menu over the fields at scroll ${y}`).toBe(false);
      if (await toTop.isVisible())
        expect(intersects(menuBox, await box(toTop)), `Menu over scroll-to-top at ${y}`).toBe(false);
    }

    // The Menu still opens the docs navigation.
    await page.evaluate(() => window.scrollTo(0, 0));
    await menu.tap();
    await expect(page.getByRole('dialog', {name: 'Documentation'})).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await snapshotBothThemes(page, testInfo, 'explorer-phone', {fullPage: true, axe: false});
  });
});

test.describe('long reference pages on a phone', () => {
  test('a code block far down the page gets its word-wrap button when it comes near, and wraps', async ({page}) => {
    await page.goto('/docs/reference/specification/v3.0.0');
    // The examples of the later sections: none measured yet (no button), since none has been near the viewport.
    const late = page.locator('.deferred-section').nth(30).locator('~ .deferred-section [class*="codeBlockContainer"]');
    expect(await late.count()).toBeGreaterThan(5);
    await expect(late.getByRole('button', {name: 'Toggle word wrap'})).toHaveCount(0);
    // The first of them that is wider than the phone gets the button once scrolled to.
    let wide: Locator | undefined;
    for (let index = 0; index < (await late.count()) && !wide; index += 1) {
      const block = late.nth(index);
      await block.scrollIntoViewIfNeeded();
      if (await block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth)) wide = block;
    }
    expect(wide, 'no example wider than the phone in the later sections').toBeDefined();
    const wrap = wide!.getByRole('button', {name: 'Toggle word wrap'});
    await expect(wrap).toBeAttached();
    await wrap.click();
    await expect(wide!.locator('code')).toHaveCSS('white-space', 'pre-wrap');
    expect(await wide!.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
  });
});
