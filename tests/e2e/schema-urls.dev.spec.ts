/**
 * The dev server (`npm start`) answers the JSON Schema URLs from the package with the built site's headers
 * (plugins/schema-urls/dev.ts), and /definitions is the page that leads to the list.
 */
import {expect, test} from '@playwright/test';
import {expectShownAfterCompile} from './dev-server';

test('the dev server serves a schema file with the schema headers', async ({request}) => {
  const response = await request.get('/definitions/3.1.0/asyncapi.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/schema+json');
  expect(response.headers()['access-control-allow-origin']).toBe('*');
  expect(((await response.json()) as {$id: string}).$id).toBe('http://asyncapi.com/definitions/3.1.0/asyncapi.json');
  const example = await request.get('/examples/3.0.0/Sasl.json');
  expect(example.headers()['content-type']).toBe('application/json');
});

test('/definitions on the dev server leads to the list', async ({page}) => {
  await page.goto('/definitions');
  // The page's Markdown is compiled on its first visit (./dev-server.ts); the redirect follows once it is shown.
  await expectShownAfterCompile(page.getByRole('heading', {level: 1, name: 'JSON Schema URLs'}));
  await expect(page).toHaveURL(/\/docs\/reference\/json-schema-urls$/);
});
