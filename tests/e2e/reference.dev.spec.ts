/**
 * The generated Reference under `docusaurus start` (the "dev" Playwright project): the dev server renders pages in
 * the browser only, so a page's static tables are loaded by the browser (src/components/StaticTable), and a link to
 * a field lands on it once they are in. The page's Markdown is compiled on its first visit (./dev-server.ts).
 */
import {expect, test} from '@playwright/test';
import {expectShownAfterCompile} from './dev-server';

test('the dev server shows the tables of a specification page and lands on a field anchor', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/docs/reference/specification/v3.1.0#serverObject-host');
  await expectShownAfterCompile(page.getByRole('heading', {level: 1, name: 'AsyncAPI Specification 3.1.0'}));
  await expect(page.locator('#serverObject-host')).toBeInViewport();
  expect(await page.locator('.table-scroll > table').count()).toBeGreaterThan(50);
  expect(errors).toEqual([]);
});
