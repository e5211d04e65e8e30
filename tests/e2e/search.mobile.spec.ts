/** The search dialog on a phone (390 px): opened by tapping the search button, results fit the screen. */
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
