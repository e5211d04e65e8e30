/**
 * Every site page of pages-list.ts on a phone: renders its main heading, nothing sticks out sideways, photographed
 * at the top in both themes (`<name>-mobile-<theme>.png` in screenshots/; the desktop ones are taken by the axe
 * sweep). axe runs on one page of each kind (PHONE_AXE_SAMPLE), every rule in the theme the page opened in and
 * colour contrast in the other; the desktop sweep scans every page.
 *
 * A sweep in two parts, as axe-sweep.spec.ts does it: the first page of a locale gets a full load, the others a
 * client-side visit (what a click on a link does), so the app and its chunks stay in place between pages. The theme
 * a page opens in alternates, so each theme is seen both right after a visit and after a switch.
 */
import {expect, test, type Page} from '@playwright/test';
import {DARK_THEME_RULES, expectNoSeriousA11yViolations, gotoHydrated, stayOffline} from './support';
import {isGerman, switchTheme, visitClientSide, type Theme} from './sweep';
import {PAGES, PHONE_AXE_SAMPLE, photographTop} from './pages-list';

const PARTS = 2;

async function checkAndPhotograph(page: Page, pathname: string, theme: Theme, firstTheme: boolean): Promise<void> {
  if (PHONE_AXE_SAMPLE.has(pathname))
    await expectNoSeriousA11yViolations(page, {only: firstTheme ? undefined : DARK_THEME_RULES});
  await photographTop(page, pathname, 'mobile', theme);
}

for (let part = 0; part < PARTS; part += 1) {
  test(`site pages on a phone: heading, nothing sideways, both themes photographed, part ${part + 1} of ${PARTS}`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(10 * 60_000);
    await stayOffline(page, new URL(baseURL!).origin);
    const mine = PAGES.filter((_, index) => index % PARTS === part);
    let app: 'en' | 'de' | null = null;
    let theme: Theme = part % 2 ? 'dark' : 'light';
    await page.emulateMedia({colorScheme: theme, reducedMotion: 'reduce'});
    for (const pathname of [...mine.filter((p) => !isGerman(p)), ...mine.filter(isGerman)]) {
      const locale = isGerman(pathname) ? 'de' : 'en';
      if (app !== locale) {
        const response = await gotoHydrated(page, pathname, {waitUntil: 'load'});
        expect.soft(response?.status(), `${pathname}: status`).toBe(200);
        app = locale;
      } else {
        const problem = await visitClientSide(page, pathname);
        expect.soft(problem).toBeNull();
        if (problem) continue;
      }
      await expect.soft(page.locator('h1').first(), `${pathname}: main heading`).toBeVisible();
      // Nothing may stick out sideways on a 390 px screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect.soft(overflow, `${pathname}: sideways overflow in px`).toBeLessThanOrEqual(1);
      await checkAndPhotograph(page, pathname, theme, true);
      theme = theme === 'light' ? 'dark' : 'light';
      await switchTheme(page, theme);
      await checkAndPhotograph(page, pathname, theme, false);
    }
  });
}
