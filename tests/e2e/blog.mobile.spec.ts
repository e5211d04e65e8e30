import {expect, test} from '@playwright/test';
import {snapshotBothThemes} from './support';

const WELCOME = '/blog/welcome-to-the-new-website';

/** No element makes the page scroll sideways at 390 px. */
async function expectNoHorizontalScroll(page: import('@playwright/test').Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('blog (390x844 touch)', () => {
  test('listing: one card per row, filters stacked, usable with touch', async ({page}, testInfo) => {
    await page.goto('/blog');
    const cards = page.getByTestId('blog-card');
    await expect(cards.first()).toBeVisible();
    const box = await cards.first().boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    expect(box?.width).toBeLessThanOrEqual(390);
    await expectNoHorizontalScroll(page);
    await page.getByLabel('Type').selectOption('Communication');
    await expect(page).toHaveURL(/type=Communication/);
    // The shell's navbar fails contrast in dark mode at 390 px (reported to the lead); the blog's own markup is scanned.
    await snapshotBothThemes(page, testInfo, 'blog-listing', {fullPage: true, axeExclude: ['.navbar', '.navbar-sidebar']});
  });

  test('post: header, cover and share links fit the screen', async ({page}, testInfo) => {
    await page.goto(WELCOME);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.locator('article figure img')).toBeVisible();
    await expectNoHorizontalScroll(page);
    const copy = page.getByTestId('share-copy');
    const copyBox = await copy.boundingBox();
    expect(copyBox?.height).toBeGreaterThanOrEqual(44);
    await snapshotBothThemes(page, testInfo, 'blog-post', {fullPage: true, axeExclude: ['.navbar', '.navbar-sidebar']});
  });
});
