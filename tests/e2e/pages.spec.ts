/**
 * Every site page (not docs or blog, which have their own specs): renders its main heading, passes axe (every rule
 * in the light theme, colour contrast in the dark theme), and is photographed into screenshots/ (desktop here,
 * phone in pages.mobile.spec.ts). Metadata, links and images of every built page are checked without a browser
 * in tests/build-output.
 */
import {expect, test} from '@playwright/test';
import {snapshotBothThemes, stayOffline} from './support';
import {AXE_DISABLED, LARGE_PAGES, PAGES, shotName} from './pages-list';

for (const path of PAGES) {
  test(`${path} renders, passes axe and is photographed`, async ({page, baseURL}, testInfo) => {
    test.slow(LARGE_PAGES.has(path), 'a long generated reference page');
    await stayOffline(page, new URL(baseURL!).origin);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
    await snapshotBothThemes(page, testInfo, shotName(path), {axeDisableRules: AXE_DISABLED[path]});
  });
}
