import {expect, test} from '@playwright/test';
import {snapshotBothThemes} from './support';
import {PAGE_SIZE, postsOnDisk} from './blog-posts';

const POSTS = postsOnDisk();
const TOTAL = POSTS.length;

const WELCOME = '/blog/welcome-to-the-new-website';

/** No element makes the page scroll sideways at 390 px. */
async function expectNoHorizontalScroll(page: import('@playwright/test').Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('blog (390x844 touch)', () => {
  test('listing: one card per row, filters behind one button, "Show more posts" usable with touch', async ({page}) => {
    await page.goto('/blog');
    // The listing reads its state after hydration; tap after that.
    await page.waitForLoadState('networkidle');
    const cards = page.getByTestId('blog-card');
    await expect(cards.first()).toBeVisible();
    // Issue 38: the three filter menus filled the first screen; they wait behind one disclosure button, and the first
    // post starts on the first screen.
    const toggle = page.getByRole('button', {name: 'Filter posts'});
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Type')).toBeHidden();
    expect((await cards.first().boundingBox())!.y).toBeLessThan(844 / 2);
    expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const box = await cards.first().boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    expect(box?.width).toBeLessThanOrEqual(390);
    await expectNoHorizontalScroll(page);

    // 80+ posts come in steps of 24: a full-width button, big enough for a thumb, adds the next step.
    expect(TOTAL).toBeGreaterThanOrEqual(80);
    await expect(cards).toHaveCount(PAGE_SIZE);
    await expect(page.getByTestId('blog-count')).toHaveText(`Showing ${PAGE_SIZE} of ${TOTAL} posts.`);
    const more = page.getByRole('button', {name: 'Show more posts'});
    const moreBox = await more.boundingBox();
    expect(moreBox?.height).toBeGreaterThanOrEqual(44);
    expect(moreBox?.width).toBeGreaterThan(300);
    await more.tap();
    await expect(cards).toHaveCount(2 * PAGE_SIZE);
    await expect(cards.nth(PAGE_SIZE).locator('h2 a')).toBeFocused();
    await expect(page.getByTestId('blog-count')).toHaveText(`Showing ${2 * PAGE_SIZE} of ${TOTAL} posts.`);
    await expectNoHorizontalScroll(page);
  });

  test('listing: a type filter reduces the list, the button counts it, reset brings the first step back', async ({
    page,
  }, testInfo) => {
    await page.goto('/blog');
    // The listing reads its state after hydration; tap after that.
    await page.waitForLoadState('networkidle');
    const cards = page.getByTestId('blog-card');
    const toggle = page.getByRole('button', {name: 'Filter posts'});
    const communication = POSTS.filter((post) => post.type === 'Communication').length;
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Author')).toBeVisible();
    await page.getByLabel('Type').selectOption('Communication');
    // The button says how many filters are set.
    await expect(page.getByRole('button', {name: 'Filter posts (1 set)'})).toBeVisible();
    await expect(page).toHaveURL(/type=Communication$/);
    await expect(cards).toHaveCount(Math.min(PAGE_SIZE, communication));
    for (const type of await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-type')))) {
      expect(type).toBe('Communication');
    }
    await expectNoHorizontalScroll(page);
    // The filtered list (the shell on a phone is scanned by pages.mobile.spec.ts). The picture is the top of the page,
    // the open filters and the first cards: a full-page one of 24 cards at 2x took 13 s.
    await snapshotBothThemes(page, testInfo, 'blog-listing', {axeInclude: ['main']});
    await page.getByRole('button', {name: 'Reset filters'}).tap();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards).toHaveCount(PAGE_SIZE);
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
