/**
 * Specification versions against the built site: the switcher keeps the reader on the same field between
 * 3.0.0 and 3.1.0, what changed at the top of 3.1.0, the 3.1.0 Explorer and its Menu, the Explorer switch and the
 * `latest` redirect. axe scans both 3.1.0 pages in the sweep over every page (axe-sweep.spec.ts; on a phone in pages.mobile.spec.ts).
 */
import {expect, test} from '@playwright/test';
import {collectConsoleErrors, snapshotBothThemes} from './support';

const V300 = '/docs/reference/specification/v3.0.0';
const V310 = '/docs/reference/specification/v3.1.0';
const EXPLORER_310 = '/docs/reference/specification/v3.1.0-explorer';
const escape = (url: string) => url.replace(/[.]/g, '\\.');

test.describe('specification versions', () => {
  test('switching from a field on 3.0.0 lands on the same field on 3.1.0, which opens with what changed', async ({
    page,
  }, testInfo) => {
    test.slow(); // two long generated pages
    const errors = collectConsoleErrors(page);
    await page.goto(`${V300}#channelObject-address`);
    await expect(page.locator('#channelObject-address')).toBeInViewport();
    const switcher = page.getByRole('navigation', {name: 'Specification version'});
    const to310 = switcher.getByRole('link', {name: '3.1.0 (current)'});
    // The link follows the address's fragment once the page has hydrated.
    await expect(to310).toHaveAttribute('href', `${V310}#channelObject-address`);
    // Keyboard: the version links are ordinary links in the tab order.
    await to310.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${escape(V310)}#channelObject-address$`));
    await expect(page.getByRole('heading', {level: 1, name: 'AsyncAPI Specification 3.1.0'})).toBeVisible();
    await expect(page.locator('#channelObject-address')).toBeInViewport();
    await expect(switcher.getByRole('link', {name: '3.1.0 (current)'})).toHaveAttribute('aria-current', 'page');
    // 2.x has no Channel Object `address` field: the switch goes to the top of that page.
    await expect(switcher.getByRole('link', {name: '2.x (2.6.0)'})).toHaveAttribute(
      'href',
      '/docs/reference/specification/v2.x',
    );
    // What changed from 3.0.0 heads the page and its table of contents.
    await expect(page.locator('#changes')).toHaveText(/What changed from 3\.0\.0/);
    await expect(
      page.locator('.theme-doc-toc-desktop').getByRole('link', {name: 'What changed from 3.0.0'}),
    ).toHaveCount(1);
    await expect(page.getByRole('link', {name: 'Server Bindings Object'}).first()).toBeAttached();
    await snapshotBothThemes(page, testInfo, 'spec-v3.1.0-channel-address', {axe: false});
    expect(errors).toEqual([]);
  });

  test('the 3.1.0 Explorer: Menu button, and the switch to the 3.0.0 Explorer', async ({page}, testInfo) => {
    const errors = collectConsoleErrors(page);
    await page.goto(EXPLORER_310);
    await expect(page.getByRole('tree', {name: 'AsyncAPI 3.1.0 document structure'})).toBeVisible();
    const menu = page.getByRole('button', {name: 'Menu', exact: true});
    await menu.click();
    const dialog = page.getByRole('dialog', {name: 'Documentation'});
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', {name: /Specification 3\.1\.0/})).toHaveAttribute('href', V310);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await snapshotBothThemes(page, testInfo, 'spec-v3.1.0-explorer', {axe: false});
    const switcher = page.getByRole('navigation', {name: 'Explorer version'});
    await expect(switcher.getByRole('link', {name: '3.1.0 (current)'})).toHaveAttribute('aria-current', 'page');
    await switcher.getByRole('link', {name: '3.0.0', exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${escape('/docs/reference/specification/v3.0.0-explorer')}$`));
    await expect(page.getByRole('tree', {name: 'AsyncAPI 3.0.0 document structure'})).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('/docs/reference/specification/latest leads to 3.1.0', async ({page}) => {
    await page.goto('/docs/reference/specification/latest');
    await expect(page).toHaveURL(new RegExp(`${escape(V310)}$`));
    await expect(page.getByRole('heading', {level: 1, name: 'AsyncAPI Specification 3.1.0'})).toBeVisible();
  });
});
