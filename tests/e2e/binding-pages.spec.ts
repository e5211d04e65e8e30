/**
 * The generated page per binding protocol (plugins/spec-reference/bindingPages.ts), reached from the bindings
 * overview: the fields table, the example, the edit link to the protocol's folder, the sidebar, axe, screenshots.
 */
import {expect, test} from '@playwright/test';
import {collectConsoleErrors, snapshotBothThemes} from './support';

test.describe('binding pages', () => {
  test('the overview links to the Kafka page, which has its fields, versions, example and edit link', async ({
    page,
  }, testInfo) => {
    // Two axe scans of a long page with wide tables: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    const errors = collectConsoleErrors(page);
    await page.goto('/docs/reference/bindings');
    await expect(page.getByRole('heading', {level: 1, name: 'Bindings'})).toBeVisible();
    await page.locator('article table').first().getByRole('link', {name: 'Kafka', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/reference\/bindings\/kafka$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Kafka bindings'})).toBeVisible();

    // The channel binding's fields table: name, type, required, allowed values, description (no Kafka field has a
    // default, so the table has no Default column).
    const channel = page.locator('table', {has: page.locator('#channel-binding-topic')});
    await expect(channel.locator('th')).toHaveText(['Field', 'Type', 'Required', 'Allowed values', 'Description']);
    const cleanup = channel.locator('tr', {has: page.locator('#channel-binding-topicConfiguration-cleanup-policy')});
    await expect(cleanup).toContainText('compact');
    await expect(cleanup).toContainText('delete');
    await expect(page.locator('#operation-binding-groupId')).toHaveCount(1);

    await expect(page.getByRole('heading', {level: 2, name: 'Versions'})).toBeVisible();
    await expect(page.getByRole('heading', {level: 3, name: '0.4.0 to 0.5.0'})).toBeAttached();
    const example = page.locator('pre', {hasText: 'asyncapi: 3.0.0'});
    await expect(example).toContainText('schemaRegistryVendor: confluent');
    await expect(example).toContainText('bindingVersion: 0.5.0');

    await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute(
      'href',
      'https://github.com/asyncapi/bindings/tree/master/kafka',
    );
    // The page sits under the Bindings category of the sidebar, whose link is the overview.
    const sidebar = page.locator('.theme-doc-sidebar-container');
    await expect(sidebar.getByRole('link', {name: 'Kafka bindings'})).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', {name: 'Bindings', exact: true})).toHaveAttribute(
      'href',
      '/docs/reference/bindings',
    );

    await snapshotBothThemes(page, testInfo, 'binding-page-kafka', {axe: false});
    expect(errors).toEqual([]);
  });

  test('the overview keeps its own edit link; a protocol without a schema still has its page', async ({page}) => {
    await page.goto('/docs/reference/bindings');
    await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute(
      'href',
      'https://github.com/asyncapi/bindings',
    );
    await page.goto('/docs/reference/bindings/stomp');
    await expect(page.getByRole('heading', {level: 1, name: 'STOMP bindings'})).toBeVisible();
    await expect(page.getByText('no binding schema in it yet')).toBeVisible();
    await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute(
      'href',
      'https://github.com/asyncapi/bindings/tree/master/stomp',
    );
  });
});
