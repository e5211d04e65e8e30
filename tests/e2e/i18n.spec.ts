/**
 * German as a reader meets it (docs/community/translating.md): a translated Concepts page in German with the language select
 * on it, an untranslated page marked as English with its notice, and German search over German text. The outdated
 * notice is checked by the unit tests and the fixture build (the real site's translations are all up to date).
 */
import {expect, test, type Page} from '@playwright/test';
import {expectFirstHits} from './search-queries';
import {gotoHydrated, snapshotBothThemes} from './support';

const select = (page: Page) => page.getByTestId('language-select');

test('a translated Concepts page is German, offers English, and the English page offers German', async ({
  page,
}, testInfo) => {
  await gotoHydrated(page, '/de/docs/concepts/channel');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('h1')).toContainText(/Channel/);
  await expect(page.locator('article')).toContainText('Kanal');
  await expect(page.getByTestId('translation-notice')).toHaveCount(0);
  await expect(page.locator('article [lang="en"]')).toHaveCount(0);
  // German interface around it: the sidebar's category labels.
  await expect(page.locator('.theme-doc-sidebar-menu')).toContainText('Konzepte');
  await expect(select(page)).toHaveValue('de');
  await expect(select(page).locator('option')).toHaveText(['English', 'Deutsch']);
  await snapshotBothThemes(page, testInfo, 'i18n-de-channel', {axe: false});

  await select(page).selectOption('en');
  await expect(page).toHaveURL(/\/docs\/concepts\/channel$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(select(page).locator('option')).toHaveText(['English', 'Deutsch']);
  expect(await page.evaluate(() => localStorage.getItem('i18nLang'))).toBe('en');
});

test('an untranslated page says so in German, marks its English text and leads to the English page', async ({
  page,
}, testInfo) => {
  await gotoHydrated(page, '/de/docs/tools/generator/usage');
  const notice = page.getByTestId('translation-notice');
  await expect(notice).toContainText('Diese Seite ist noch nicht übersetzt.');
  // It says what the text below is, and where the English site has it.
  await expect(notice).toContainText('Der Text unten ist das englische Original.');
  await expect(notice.getByRole('link')).toHaveText('Auf der englischen Website öffnen');
  await expect(page.locator('[lang="en"] h1')).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://www.asyncapi.com/docs/tools/generator/usage',
  );
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  // The select still names the current language; the English page offers no German one.
  await expect(select(page)).toHaveValue('de');
  await snapshotBothThemes(page, testInfo, 'i18n-de-untranslated', {axe: false});
  await notice.getByRole('link').click();
  await expect(page).toHaveURL(/\/docs\/tools\/generator\/usage$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(select(page)).toHaveCount(0);
});

test('German search finds German pages by German words, and untranslated pages in English', async ({page}) => {
  await gotoHydrated(page, '/de/docs/concepts');
  await expect(page.locator('.DocSearch-Button')).toBeVisible();
  await expect(async () => {
    if (!(await page.locator('.DocSearch-Modal').isVisible())) await page.keyboard.press('ControlOrMeta+k');
    await expect(page.locator('.DocSearch-Modal')).toBeVisible({timeout: 2_000});
  }).toPass({timeout: 10_000});
  await expectFirstHits(page, [
    ['Kanal', /^\/de\/docs\/concepts\/channel(#[\w-]+)?$/],
    // Sending messages is what producers do and what the message page describes.
    ['Nachricht senden', /^\/de\/docs\/concepts\/(message|producer|asyncapi-document\/[\w-]+)(#[\w-]+)?$/],
    // Not translated: found by its English words, on its German URL.
    ['validate documents', /^\/de\/docs\/guides\/validate(#[\w-]+)?$/],
  ]);
});
