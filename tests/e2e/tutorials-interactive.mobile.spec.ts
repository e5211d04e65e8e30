import {expect, test} from '@playwright/test';
import {snapshotBothThemes} from './support';

test('the streetlights playground stacks on a phone without widening the page', async ({page}, testInfo) => {
  await page.goto('/docs/tutorials/streetlights-interactive');
  await expect(page.getByTestId('playground-status')).toHaveText(/Valid AsyncAPI/, {timeout: 30_000});
  await page.getByTestId('asyncapi-playground').scrollIntoViewIfNeeded();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await snapshotBothThemes(page, testInfo, 'tutorial-streetlights-interactive');
});
