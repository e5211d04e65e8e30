import {expect, test} from '@playwright/test';
import {snapshotBothThemes} from './support';

test.describe('docs on a phone', () => {
  test('the sidebar is a slide-over and the TOC is collapsible', async ({page}, testInfo) => {
    await page.goto('/docs/concepts/channel');
    const toc = page.locator('.theme-doc-toc-mobile');
    const toggle = toc.getByRole('button', {name: /On this page/});
    await expect(toggle).toBeVisible();
    await toggle.tap();
    await expect(toc.locator('a').first()).toBeVisible();
    await toggle.tap();
    await expect(toc.locator('a').first()).toBeHidden();
    await snapshotBothThemes(page, testInfo, 'docs-concept');

    await page.getByRole('button', {name: /toggle navigation bar/i}).tap();
    const panel = page.locator('.navbar-sidebar');
    await expect(panel).toBeVisible();
    await expect(panel.locator('.menu__link--active').first()).toBeVisible();
    await expect(panel.getByTestId('search-docs')).toBeVisible();
    await snapshotBothThemes(page, testInfo, 'docs-sidebar', {
      prepare: async () => {
        if (!(await panel.isVisible())) await page.getByRole('button', {name: /toggle navigation bar/i}).tap();
      },
    });

    // "Search docs" closes the slide-over and opens the search dialog.
    await panel.getByTestId('search-docs').tap();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await expect(panel).toBeHidden();
  });

  test('welcome page on a phone', async ({page}, testInfo) => {
    await page.goto('/docs');
    await snapshotBothThemes(page, testInfo, 'docs-welcome', {fullPage: true});
  });

  test('a wide diagram keeps legible labels on a phone and scrolls inside its own region', async ({page}, testInfo) => {
    await page.goto('/docs/concepts/channel');
    const region = page.getByTestId('static-diagram').first().locator('[role="group"]');
    await region.scrollIntoViewIfNeeded();
    const img = region.locator('img').first();
    const {rendered, natural} = await img.evaluate((el: HTMLImageElement) => ({
      rendered: el.getBoundingClientRect().width,
      natural: el.naturalWidth,
    }));
    // Labels are drawn at 15 px: at 80 % or more of the natural size they stay at 12 px or larger.
    expect(rendered / natural).toBeGreaterThanOrEqual(0.79);
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snapshotBothThemes(page, testInfo, 'docs-diagram');
  });
});
