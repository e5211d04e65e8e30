/** The search dialog on a phone (390 px): opened by tapping the search button, results fit the screen. */
import zlib from 'node:zlib';
import {expect, test, type Page} from '@playwright/test';
import {snapshotBothThemes} from './support';

/** Opens the dialog and searches, unless it is still open (a theme switch without reload keeps it). */
async function tapAndSearch(page: Page) {
  if (await page.locator('.DocSearch-Modal').isVisible()) return;
  await page.waitForLoadState('networkidle'); // hydrated: the button opens the dialog
  await page.locator('.navbar .DocSearch-Button').tap();
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await page.locator('.DocSearch-Input').fill('channel');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
}

test('tapping the search button opens the dialog; results fit the screen; screenshots, no axe violations', async ({
  page,
}, testInfo) => {
  await page.goto('/docs/concepts');
  // Runs after each theme switch (which reloads the page).
  await snapshotBothThemes(page, testInfo, 'search-dialog-results', {prepare: () => tapAndSearch(page)});
  await tapAndSearch(page);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const box = await page.locator('.DocSearch-Modal').boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
  // No horizontal scrolling inside the dialog.
  expect(await page.locator('.DocSearch-Dropdown').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

/**
 * What a reader's first search costs on a phone: the index files a page downloads when the dialog is opened and a
 * query is typed key by key (DocSearch asks at every key), gzipped as a production host sends them. The budget is
 * 150 KB (README "Site search"); before the index was split, the first search downloaded the whole index, 372 to 438
 * KB. Both locales, the home page (resources index) and docs pages (docs index).
 */
const FIRST_SEARCH_BUDGET = 150 * 1024;
for (const [pagePath, query] of [
  ['/', 'channel'],
  ['/docs/concepts/channel', 'channel'],
  ['/docs/reference/specification/v3.0.0', 'message payload'],
  ['/de/', 'channel'],
  ['/de/docs/concepts/channel', 'asyncapi document'],
] as const) {
  test(`a first search on ${pagePath} ("${query}", typed) downloads at most 150 KB of index`, async ({page}) => {
    const files: Promise<[string, number]>[] = [];
    page.on('response', (response) => {
      const {pathname} = new URL(response.url());
      if (/\/search\/.+\.json$/.test(pathname))
        files.push(response.body().then((body) => [pathname, zlib.gzipSync(body, {level: 9}).length]));
    });
    await page.goto(pagePath);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(files).toHaveLength(0); // nothing before the dialog opens
    await page.locator('.navbar .DocSearch-Button').tap();
    await page.locator('.DocSearch-Input').pressSequentially(query, {delay: 60});
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(files);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    expect(total, `${sizes.length} files: ${sizes.map(([f, s]) => `${f} ${s}`).join(', ')}`).toBeLessThanOrEqual(
      FIRST_SEARCH_BUDGET,
    );
    const locale = pagePath.startsWith('/de/') ? '/de' : '';
    const index = pagePath.includes('/docs') ? 'docs' : 'resources';
    // The entry of this locale's index, and parts of that index only.
    expect(sizes.map(([file]) => file)).toContainEqual(
      expect.stringMatching(new RegExp(`^${locale}/search/${index}\\.[0-9a-f]{12}\\.json$`)),
    );
    for (const [file] of sizes) expect(file).toMatch(new RegExp(`^${locale}/search/${index}[./]`));
    expect(sizes.length).toBeGreaterThan(1);
  });
}
