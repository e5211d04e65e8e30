/**
 * Every site page (not docs or blog, which have their own specs): renders its main heading and is photographed in
 * both themes into screenshots/ (desktop here, phone in pages.mobile.spec.ts). axe checks these pages with every
 * rule in both themes in the sweep over every built page (axe-sweep.spec.ts); metadata, links and images of every
 * built page are checked without a browser in tests/build-output.
 */
import {expect, test} from '@playwright/test';
import {snapshotBothThemes, stayOffline} from './support';
import {LARGE_PAGES, PAGES, shotName} from './pages-list';

for (const path of PAGES) {
  test(`${path} renders and is photographed`, async ({page, baseURL}, testInfo) => {
    test.slow(LARGE_PAGES.has(path), 'a long generated reference page');
    await stayOffline(page, new URL(baseURL!).origin);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
    await snapshotBothThemes(page, testInfo, shotName(path), {axe: false});
  });
}
