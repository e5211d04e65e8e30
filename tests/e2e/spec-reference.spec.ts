/**
 * The generated specification reference and the 3.0.0 Explorer, against the built site
 * (baseURL http://127.0.0.1:4173 from the Playwright config).
 */
import {expect, test, type Page} from '@playwright/test';
import {snapshotBothThemes} from './support';

const EXPLORER = '/docs/reference/specification/v3.0.0-explorer';
const V3 = '/docs/reference/specification/v3.0.0';

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('specification reference pages', () => {
  test('sections far below are laid out only when near, and jumps to anchors still land on them', async ({page}) => {
    const errors = collectConsoleErrors(page);
    await page.goto(V3);
    const html = page.locator('html');
    await expect(html).not.toHaveAttribute('data-fragment-navigation');
    const sections = page.locator('.deferred-section');
    expect(await sections.count()).toBeGreaterThan(40);
    // The last section has not been laid out (it is far below the viewport); the first one three screens down is not
    // either, until scrolled to (Chromium lays out content-visibility: auto content up to 150 % of the viewport's
    // height beyond its edge).
    const laidOut = (locator: typeof sections) =>
      locator.evaluate((element) => element.firstElementChild!.checkVisibility({contentVisibilityAuto: true}));
    const farIndex = await sections.evaluateAll((elements) =>
      elements.findIndex((element) => element.getBoundingClientRect().top > 3 * window.innerHeight),
    );
    expect(farIndex).toBeGreaterThanOrEqual(0);
    const far = sections.nth(farIndex);
    expect(await laidOut(sections.last())).toBe(false);
    expect(await laidOut(far)).toBe(false);
    await far.scrollIntoViewIfNeeded();
    await expect.poll(() => laidOut(far)).toBe(true);
    expect(await laidOut(sections.last())).toBe(false);

    // A jump to an anchor far below (the table of contents, a client-side navigation) lays every section out first,
    // so the target is where the router scrolls and stays there.
    const target = page.locator('#securitySchemeObject');
    await page.locator('.table-of-contents a[href="#securitySchemeObject"]').first().click();
    await expect(page).toHaveURL(/#securitySchemeObject$/);
    await expect(html).toHaveAttribute('data-fragment-navigation', '');
    await expect(target).toBeInViewport();
    const top = await target.evaluate((element) => element.getBoundingClientRect().top);
    await page.waitForTimeout(500);
    expect(await target.evaluate((element) => element.getBoundingClientRect().top)).toBe(top);

    // The next page opened without an anchor defers its sections again.
    await page.locator('.menu__link[href$="/specification/v2.x"]').click();
    await expect(page).toHaveURL(/\/v2\.x$/);
    await expect(html).not.toHaveAttribute('data-fragment-navigation');
    expect(await laidOut(page.locator('.deferred-section').last())).toBe(false);
    expect(errors).toEqual([]);
  });

  test('v3.0.0 page has the version switcher and stable object anchors', async ({page}) => {
    const errors = collectConsoleErrors(page);
    await page.goto(`${V3}#channelObject`);
    await expect(page.getByRole('heading', {level: 1, name: 'AsyncAPI Specification 3.0.0'})).toBeVisible();
    const switcher = page.getByRole('navigation', {name: 'Specification version'});
    await expect(switcher.getByRole('link', {name: '3.0.0', exact: true})).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('#channelObject')).toBeInViewport();
    await expect(page.locator('#channelObject-address')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('tables: a page load keeps the server markup and never fetches them; a navigation in the app loads them and lands on the anchor', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    // Scripts that carry a table's markup (before this change, the page's content chunk did).
    const tableScripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.text().catch(() => '');
      if (body.includes('<thead><tr><th>')) tableScripts.push(new URL(response.url()).pathname);
    });
    const V31 = '/docs/reference/specification/v3.1.0';
    await page.goto(`${V31}#serverObject-host`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const tables = page.locator('.table-scroll > table');
    expect(await tables.count()).toBeGreaterThan(50);
    await expect(page.locator('#serverObject-host')).toBeInViewport();
    // Hydration kept the rows, and their links still work in the app.
    await page.waitForLoadState('networkidle');
    expect(await tables.count()).toBeGreaterThan(50);
    expect(tableScripts).toEqual([]);

    // The switcher opens 3.0.0 at the same field without a page load: that page renders its tables itself.
    await page.evaluate(() => ((window as unknown as {beforeNavigation: boolean}).beforeNavigation = true));
    await page
      .getByRole('navigation', {name: 'Specification version'})
      .getByRole('link', {name: '3.0.0', exact: true})
      .click();
    await expect(page).toHaveURL(new RegExp(`${V3.replace(/\./g, '\\.')}#serverObject-host$`));
    await expect(page.locator('#serverObject-host')).toBeInViewport();
    expect(await page.evaluate(() => (window as unknown as {beforeNavigation?: boolean}).beforeNavigation)).toBe(true);
    expect(await tables.count()).toBeGreaterThan(50);
    expect(tableScripts).toHaveLength(1);
    // Still in place once everything has settled.
    await page.waitForTimeout(300);
    await expect(page.locator('#serverObject-host')).toBeInViewport();
    expect(errors).toEqual([]);
  });

  test('type links jump to the referenced object', async ({page}) => {
    await page.goto(`${V3}#channelObject`);
    const row = page.locator('tr', {has: page.locator('#channelObject-messages')});
    await row.getByRole('link', {name: 'Messages Object'}).click();
    await expect(page).toHaveURL(new RegExp(`${V3.replace(/\./g, '\\.')}#messagesObject$`));
    await expect(page.locator('#messagesObject')).toBeInViewport();
  });

  test('the switcher leads to the 2.x page, which says that 3.1.0 is current', async ({page}) => {
    await page.goto(V3);
    await page
      .getByRole('navigation', {name: 'Specification version'})
      .getByRole('link', {name: '2.x (2.6.0)'})
      .click();
    await expect(page).toHaveURL(/\/docs\/reference\/specification\/v2\.x$/);
    await expect(page.getByText('3.1.0 is the current version')).toBeVisible();
  });
});

test.describe('3.0.0 Explorer', () => {
  test('has no docs sidebar and no table of contents, only the floating Menu', async ({page}) => {
    await page.goto(EXPLORER);
    await expect(page.getByRole('tree', {name: 'AsyncAPI 3.0.0 document structure'})).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Menu', exact: true})).toBeVisible();
  });

  test('works with the mouse: open an object, read its fields, follow the link to its section', async ({page}) => {
    const errors = collectConsoleErrors(page);
    await page.goto(EXPLORER);
    const tree = page.getByRole('tree', {name: 'AsyncAPI 3.0.0 document structure'});
    const channels = tree.getByRole('treeitem', {name: 'channels Channels Object', exact: true});
    await expect(channels).toHaveAttribute('aria-expanded', 'false');
    await channels.locator('span').first().click();
    await expect(channels).toHaveAttribute('aria-expanded', 'true');
    await expect(channels).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', {level: 2, name: 'Channels Object'})).toBeVisible();

    const channel = tree.getByRole('treeitem', {name: '{name} Channel Object', exact: true});
    await channel.locator('span').first().click();
    await expect(page.getByRole('heading', {level: 2, name: 'Channel Object'})).toBeVisible();
    await expect(page.getByRole('rowheader', {name: 'address'})).toBeVisible();

    await page.getByRole('link', {name: 'Read the Channel Object reference'}).click();
    await expect(page).toHaveURL(/\/docs\/reference\/specification\/v3\.0\.0#channelObject$/);
    await expect(page.locator('#channelObject')).toBeInViewport();
    expect(errors).toEqual([]);
  });

  test('works with the keyboard: arrows, Home, End and Enter', async ({page}) => {
    await page.goto(EXPLORER);
    const tree = page.getByRole('tree', {name: 'AsyncAPI 3.0.0 document structure'});
    const root = tree.getByRole('treeitem', {name: 'AsyncAPI Object', exact: true});
    await root.focus();
    await expect(root).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(tree.getByRole('treeitem', {name: 'info Info Object', exact: true})).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const channels = tree.getByRole('treeitem', {name: 'channels Channels Object', exact: true});
    await expect(channels).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await expect(channels).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowRight');
    const channel = tree.getByRole('treeitem', {name: '{name} Channel Object', exact: true});
    await expect(channel).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(channel).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', {level: 2, name: 'Channel Object'})).toBeVisible();

    await page.keyboard.press('ArrowLeft');
    await expect(channels).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(channels).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('End');
    await expect(tree.getByRole('treeitem', {name: /^x-\* Specification Extensions$/})).toBeFocused();
    await page.keyboard.press('Home');
    await expect(root).toBeFocused();
  });

  test('the Menu opens the docs navigation as a dialog that keeps focus and closes with Escape', async ({page}) => {
    await page.goto(EXPLORER);
    const menu = page.getByRole('button', {name: 'Menu', exact: true});
    await menu.click();
    const dialog = page.getByRole('dialog', {name: 'Documentation'});
    await expect(dialog).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');

    // Focus starts inside and Tab never leaves the dialog.
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await page
      .getByRole('dialog', {name: 'Documentation'})
      .getByRole('link', {name: /^Reference/})
      .click();
    await expect(page).toHaveURL(/\/docs\/reference$/);
  });
});

test.describe('desktop layout (issue 19: the phone layout stays on phones)', () => {
  test('field tables keep their columns and the floating Menu stays clear of the expanded tree', async ({
    page,
  }, testInfo) => {
    test.slow(true, 'a long generated reference page');
    await page.goto(V3);
    const table = page.locator('.table-scroll > table.table-stack').first();
    await expect(table.locator('thead th')).toHaveText(['Field', 'Type', 'Required', 'Description']);
    await expect(table.locator('thead th').first()).toBeVisible();
    const cells = table.locator('tbody > tr').first().locator('td');
    const tops = await cells.evaluateAll((list) => list.map((cell) => Math.round(cell.getBoundingClientRect().top)));
    expect(new Set(tops).size, 'the cells of a row sit side by side').toBe(1);
    await table.scrollIntoViewIfNeeded();
    // axe on this page at desktop width is the sweep's job (axe-sweep.spec.ts); here the screenshot shows the layout is unchanged.
    await snapshotBothThemes(page, testInfo, 'reference-desktop-table', {axe: false});

    await page.goto(EXPLORER);
    const tree = page.getByRole('tree', {name: 'AsyncAPI 3.0.0 document structure'});
    // Expand closed items until the tree is taller than its pane (the pane then reaches its full height).
    for (let clicks = 0; clicks < 40; clicks += 1) {
      if (await tree.evaluate((element) => element.scrollHeight > window.innerHeight)) break;
      await tree.locator('[role="treeitem"][aria-expanded="false"]').first().locator('span').first().click();
    }
    const pane = await tree.evaluate((element) => element.parentElement!.getBoundingClientRect().toJSON() as DOMRect);
    const menu = await page.getByRole('button', {name: 'Menu', exact: true}).boundingBox();
    expect(menu).not.toBeNull();
    const overlap =
      menu!.x < pane.x + pane.width &&
      pane.x < menu!.x + menu!.width &&
      menu!.y < pane.y + pane.height &&
      pane.y < menu!.y + menu!.height;
    expect(overlap, 'the Menu button covers the tree pane').toBe(false);
  });
});
