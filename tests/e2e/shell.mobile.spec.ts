import {expect, test} from '@playwright/test';
import {snapshotBothThemes} from './support';

test.describe('site shell (390x844 touch)', () => {
  test('full-screen mobile menu with an accordion, one section open at a time', async ({page}, testInfo) => {
    await page.goto('/');
    await snapshotBothThemes(page, testInfo, 'home');
    // Hydrated, but the sidebar is not rendered until the reader reaches for the menu button.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toHaveCount(0);
    await page.getByRole('button', {name: /toggle navigation bar/i}).tap();
    await expect(sidebar).toBeVisible();
    const box = await sidebar.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);

    const menu = page.getByTestId('mobile-menu');
    const sections = ['Docs', 'Tools', 'Community', 'Others'].map((name) =>
      menu.getByRole('button', {name, exact: true}),
    );
    for (const section of sections) await expect(section).toHaveAttribute('aria-expanded', 'false');

    await sections[0]!.tap();
    await expect(sections[0]!).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', {name: /Concepts/})).toBeVisible();

    await sections[1]!.tap();
    await expect(sections[1]!).toHaveAttribute('aria-expanded', 'true');
    await expect(sections[0]!).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', {name: /Concepts/})).toBeHidden();

    await sections[3]!.tap();
    await expect(menu.getByRole('link', {name: 'Case Studies'})).toBeVisible();
    await expect(sections[1]!).toHaveAttribute('aria-expanded', 'false');

    await menu.getByRole('link', {name: 'Roadmap'}).tap();
    await expect(page).toHaveURL(/\/roadmap$/);
    await expect(sidebar).toBeHidden();
  });

  test('screenshots of the open mobile menu', async ({page}, testInfo) => {
    await page.goto('/');
    await snapshotBothThemes(page, testInfo, 'mobile-menu', {
      prepare: async () => {
        if (!(await page.locator('.navbar-sidebar').isVisible())) {
          await page.getByRole('button', {name: /toggle navigation bar/i}).tap();
        }
        const docs = page.getByTestId('mobile-menu').getByRole('button', {name: 'Docs', exact: true});
        if ((await docs.getAttribute('aria-expanded')) === 'false') await docs.tap();
      },
    });
  });

  test('a tap toggles a desktop-style dropdown only once; the language select and star are in the menu', async ({
    page,
  }) => {
    await page.goto('/tools/cli');
    await page.getByRole('button', {name: /toggle navigation bar/i}).tap();
    await expect(page.locator('.navbar-sidebar').getByTestId('language-select')).toBeVisible();
    await expect(page.locator('.navbar-sidebar').getByTestId('github-star')).toBeVisible();
  });

  // Issue 38: "Read the docs" and "Quick start" wrapped onto two lines at their own, different widths.
  test('the home hero buttons are as wide as each other on a phone, in both languages', async ({page}, testInfo) => {
    for (const path of ['/', '/de']) {
      await page.goto(path);
      const buttons = page.locator('header a[href$="/docs"], header a[href$="/docs/tutorials/getting-started"]');
      await expect(buttons).toHaveCount(2);
      const widths = await buttons.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().width));
      expect(Math.abs(widths[0]! - widths[1]!), path).toBeLessThan(1);
    }
    await page.goto('/');
    await snapshotBothThemes(page, testInfo, 'home-hero', {axe: false});
  });

  test('scroll-to-top on a phone', async ({page}) => {
    await page.goto('/docs');
    const button = page.getByTestId('scroll-to-top');
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(button).toBeVisible();
    await button.tap();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('404 page on a phone', async ({page}, testInfo) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await snapshotBothThemes(page, testInfo, '404');
  });
});
