import {expect, test} from '@playwright/test';
import {snapshotBothThemes} from './support';

test.describe('tool docs on a phone', () => {
  test('a tool page has its own slide-over sidebar with the way back to the docs home', async ({page}, testInfo) => {
    await page.goto('/docs/tools/glee/installation');
    await page.getByRole('button', {name: /toggle navigation bar/i}).tap();
    const panel = page.locator('.navbar-sidebar');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', {name: '← All docs'})).toBeVisible();
    await expect(panel.locator('.menu__link--active').first()).toHaveText(/Installation/i);
    await snapshotBothThemes(page, testInfo, 'tool-docs-glee-sidebar', {
      prepare: async () => {
        if (!(await panel.isVisible())) await page.getByRole('button', {name: /toggle navigation bar/i}).tap();
      },
    });
  });
});
