import {expect, test} from '@playwright/test';
import {expectPlaygroundStatus, snapshotBothThemes} from './support';
import {PHONE} from './phone';

// The phone, also for the `@parser` test, which runs in the `parser` project.
test.use(PHONE);

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

  test(
    'the Glee crypto tutorial: its playground and its code fit a phone',
    {tag: '@parser'},
    async ({page}, testInfo) => {
      await page.goto('/docs/tools/glee/crypto-websockets-interactive');
      const playground = page.getByTestId('asyncapi-playground');
      await playground.scrollIntoViewIfNeeded();
      await expectPlaygroundStatus(page, /Valid AsyncAPI 3\.1\.0 document/);
      await expect(page.getByTestId('playground-issues')).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      // The sweep scans the whole page; here the playground once valid.
      await snapshotBothThemes(page, testInfo, 'tool-docs-glee-crypto', {
        axeInclude: ['[data-testid="asyncapi-playground"]'],
      });
      // The application's code further down: the function, in its titled block.
      await page.getByRole('heading', {name: 'The function'}).scrollIntoViewIfNeeded();
      await expect(page.getByText('functions/receiveWatchRequest.js', {exact: true}).first()).toBeVisible();
      await snapshotBothThemes(page, testInfo, 'tool-docs-glee-crypto-function', {axe: false});
    },
  );
});
