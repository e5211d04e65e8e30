/**
 * Every site page on a phone: renders its main heading, nothing sticks out sideways, photographed in both themes.
 * axe runs on one page of each kind (PHONE_AXE_SAMPLE in pages-list.ts); the desktop sweep scans every page.
 */
import {expect, test} from '@playwright/test';
import {snapshotBothThemes, stayOffline} from './support';
import {LARGE_PAGES, PAGES, PHONE_AXE_SAMPLE, shotName} from './pages-list';

for (const path of PAGES) {
  test(`${path} on a phone${PHONE_AXE_SAMPLE.has(path) ? ', with axe' : ''}`, async ({page, baseURL}, testInfo) => {
    test.slow(LARGE_PAGES.has(path), 'a long generated reference page');
    await stayOffline(page, new URL(baseURL!).origin);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
    // Nothing may stick out sideways on a 390 px screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await snapshotBothThemes(page, testInfo, shotName(path), {axe: PHONE_AXE_SAMPLE.has(path)});
  });
}
