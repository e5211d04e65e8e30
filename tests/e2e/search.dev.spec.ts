/**
 * Search under `docusaurus start` (the "dev" Playwright project runs these against the dev server): the dev index
 * is built from the Markdown of docs and blog posts, served by the dev server, and answers the same real queries
 * as the production build.
 */
import {expect, test} from '@playwright/test';
import {DOCS_QUERIES, expectFirstHits} from './search-queries';

test('the dev server serves a local index that finds the right page for real queries', async ({page}) => {
  const external: string[] = [];
  page.on('request', (request) => {
    const {hostname} = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(hostname)) external.push(request.url());
  });
  const index = page.waitForResponse((response) => /\/search\/docs\.[\w-]+\.json$/.test(response.url()));
  await page.goto('/docs/concepts');
  await expect(page.locator('.DocSearch-Button')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  expect((await index).status()).toBe(200);
  await expectFirstHits(page, DOCS_QUERIES);

  // Choosing a hit navigates client-side to the heading.
  await page.locator('.DocSearch-Input').fill('kafka bindings');
  await page.locator('.DocSearch-Hit').first().click();
  await expect(page).toHaveURL(
    /\/docs\/(tutorials\/kafka\/bindings-with-kafka|reference\/bindings#kafka|reference\/bindings\/kafka)/,
  );
  expect(external).toEqual([]);
});

test('the dev index has blog posts too (resources index off the docs)', async ({page}) => {
  // The dev server writes the index when it is first asked for it (plugins/local-search): the hits can only come once
  // it is served, which on a loaded machine takes longer than an assertion's wait.
  const index = page.waitForResponse((response) => /\/search\/resources\.[\w-]+\.json$/.test(response.url()));
  await page.goto('/blog');
  await expect(page.locator('.DocSearch-Button')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+k');
  await page.locator('.DocSearch-Input').fill('kafka');
  expect((await index).status()).toBe(200);
  await expect(page.locator('.DocSearch-Hit a[href]').first()).toHaveAttribute('href', /^\/blog\//);
});
