/** German pages on a phone: a translated page and an untranslated one with its notice (screenshots, axe). */
import {expect, test} from '@playwright/test';
import {gotoHydrated, snapshotBothThemes} from './support';

test('a translated German page on a phone', async ({page}, testInfo) => {
  await gotoHydrated(page, '/de/docs/concepts/channel');
  await expect(page.locator('article')).toContainText('Kanal');
  await snapshotBothThemes(page, testInfo, 'i18n-de-channel');
});

test('an untranslated German page on a phone: its notice fits the width', async ({page}, testInfo) => {
  await gotoHydrated(page, '/de/docs/tools/generator/usage');
  await expect(page.getByTestId('translation-notice')).toBeVisible();
  const box = await page.getByTestId('translation-notice').boundingBox();
  // The notice fits the phone's width.
  expect(box!.width).toBeLessThanOrEqual(390);
  await snapshotBothThemes(page, testInfo, 'i18n-de-untranslated');
});
