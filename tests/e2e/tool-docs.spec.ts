/**
 * The tool docs instances (Generator, CLI, Glee) and Glee's interactive page that parses in the browser.
 */
import {expect, test, type Page} from '@playwright/test';
import {collectConsoleErrors, expectPlaygroundStatus, snapshotBothThemes} from './support';

const breadcrumbs = (page: Page) => page.locator('nav.theme-doc-breadcrumbs .breadcrumbs__item');

test.describe('tool docs instances', () => {
  test('a generator page: version dropdown, breadcrumbs from Docs > Tools, edit link to the generator repository', async ({
    page,
  }, testInfo) => {
    await page.goto('/docs/tools/generator/hooks');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    // Docusaurus's version dropdown (a single version renders as its label, linking to that version's docs).
    await expect(page.locator('.navbar').getByRole('link', {name: '3.x', exact: true})).toBeVisible();
    await expect(breadcrumbs(page).nth(1)).toHaveText('Docs');
    await expect(breadcrumbs(page).nth(2)).toHaveText('Tools');
    await expect(breadcrumbs(page).nth(3)).toHaveText('Generator');
    await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute(
      'href',
      'https://github.com/asyncapi/generator/tree/master/apps/generator/docs/hooks.md',
    );
    // The tool sidebar starts with a way back to the docs home, and prev/next stay inside the instance.
    await expect(page.locator('.theme-doc-sidebar-menu a').first()).toHaveAttribute('href', '/docs');
    await expect(page.locator('.pagination-nav__link--prev')).toHaveAttribute('href', /^\/docs\/tools\/generator\//);
    await snapshotBothThemes(page, testInfo, 'tool-docs-generator', {axe: false});
  });

  test('the version dropdown shows on generator pages only', async ({page}) => {
    for (const path of ['/docs/tools/cli', '/docs/tools/glee', '/docs/concepts']) {
      await page.goto(path);
      await expect(page.locator('.navbar').getByRole('link', {name: '3.x', exact: true})).toHaveCount(0);
    }
  });

  test('the CLI command reference lists every command with its flags', async ({page}, testInfo) => {
    await page.goto('/docs/tools/cli/usage');
    const section = page.locator('#generate-fromtemplate');
    await expect(section).toHaveText(/asyncapi generate fromTemplate/);
    // The flags table that follows the heading names --output and --param.
    const flags = page
      .locator('#generate-fromtemplate ~ .table-scroll')
      .filter({has: page.locator('th', {hasText: 'Default'})})
      .first();
    await expect(flags).toContainText('-o, --output');
    await expect(flags).toContainText('-p, --param');
    await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute(
      'href',
      'https://github.com/asyncapi/cli/tree/master/docs/usage.md',
    );
    await snapshotBothThemes(page, testInfo, 'tool-docs-cli-usage', {axe: false});
  });

  test('the main docs sidebar links each tool docs instance', async ({page}) => {
    await page.goto('/docs/tools');
    const menu = page.locator('.theme-doc-sidebar-menu');
    for (const [label, href] of [
      ['Generator', '/docs/tools/generator'],
      ['CLI', '/docs/tools/cli'],
      ['Glee', '/docs/tools/glee'],
    ]) {
      await expect(menu.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', href);
    }
  });
});

test.describe('Glee: the interactive crypto page (parser in the browser)', {tag: '@parser'}, () => {
  test('glee crypto page: type an error, see it with its line, fix it, see the channels', async ({page}, testInfo) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/docs/tools/glee/crypto-websockets-interactive');
    await expectPlaygroundStatus(page, /Valid AsyncAPI 3\.1\.0 document/);
    // The lesson teaches the latest version: no note greets the reader.
    await expect(page.getByTestId('playground-issues')).toHaveCount(0);
    const editor = page.getByRole('textbox', {name: 'Crypto price feed AsyncAPI document (YAML)'});
    await editor.focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(
      'asyncapi: 3.1.0\ninfo:\n  title: Feed\n  version: 1.0.0\nchannels:\n  prices:\n    adress: /prices\n',
    );
    await expectPlaygroundStatus(page, /Not valid/);
    await expect(page.getByTestId('playground-issues').locator('[data-severity="error"]').first()).toContainText(
      'adress',
    );
    await expect(page.getByTestId('playground-issues').getByRole('button', {name: 'Line 7'}).first()).toBeVisible();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(
      'asyncapi: 3.1.0\ninfo:\n  title: Feed\n  version: 1.0.0\nchannels:\n  prices:\n    address: /prices\n',
    );
    await expectPlaygroundStatus(page, /Valid AsyncAPI 3\.1\.0 document/);
    await expect(page.getByTestId('playground-definitions')).toContainText('prices: /prices');
    await page.getByRole('button', {name: 'Reset document'}).click();
    await expect(page.getByTestId('playground-definitions')).toContainText('sendPriceUpdate: send prices');
    // The sweep scans the whole page; here the playground after the edits.
    await snapshotBothThemes(page, testInfo, 'tool-docs-glee-crypto', {
      axeInclude: ['[data-testid="asyncapi-playground"]'],
    });
    expect(errors).toEqual([]);
  });
});
