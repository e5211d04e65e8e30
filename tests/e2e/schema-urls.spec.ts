/**
 * The JSON Schema URLs as tools meet them on the served build (`npm run serve`, the build's _headers applied):
 * status, media type and the CORS header of three kinds of file, a page of another origin reading one as a web tool
 * would, and the bare /definitions and /schema-store leading to the Reference page that lists the files.
 */
import {expect, test} from '@playwright/test';
import {SCHEMA_URLS_PAGE} from '../../src/data/schemaUrls';
import {collectConsoleErrors, snapshotBothThemes} from './support';

const FILES = [
  // A version's root definition, as the $id of the 3.1.0 schema names it.
  [
    '/definitions/3.1.0/asyncapi.json',
    'application/schema+json',
    'http://asyncapi.com/definitions/3.1.0/asyncapi.json',
  ],
  // What SchemaStore lists, and a file it refers to.
  [
    '/schema-store/all.schema-store.json',
    'application/schema+json',
    'http://asyncapi.com/schema-store/all.schema-store.json',
  ],
  // A binding schema the definitions refer to by URL.
  [
    '/bindings/kafka/0.5.0/channel.json',
    'application/schema+json',
    'http://asyncapi.com/bindings/kafka/0.5.0/channel.json',
  ],
] as const;

test.describe('JSON Schema URLs', () => {
  for (const [urlPath, type, id] of FILES) {
    test(`${urlPath}: 200, ${type}, readable from any origin`, async ({request}) => {
      const response = await request.get(urlPath);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['content-type']).toBe(type);
      expect(headers['access-control-allow-origin']).toBe('*');
      expect(headers['cache-control']).toBe('public, max-age=3600');
      expect(headers['content-security-policy']).toBeUndefined();
      expect(((await response.json()) as {$id: string}).$id).toBe(id);
    });
  }

  test('a page of another origin can read a schema', async ({page, baseURL}) => {
    // 127.0.0.1 and localhost are two origins for the browser: the fetch below is a cross-origin request. The page
    // is a schema file itself, which comes with no page policy (a site page's connect-src would allow its own origin).
    const other = baseURL!.replace('127.0.0.1', 'localhost');
    await page.goto(`${other}/extensions/x/0.1.0/schema.json`);
    const result = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return {status: response.status, type: response.headers.get('content-type'), id: (await response.json()).$id};
    }, `${baseURL}/schema-store/3.1.0-without-$id.json`);
    expect(result).toEqual({status: 200, type: 'application/schema+json', id: undefined});
  });

  for (const folder of ['/definitions', '/schema-store']) {
    test(`${folder} leads to the Reference page that lists the files`, async ({page}) => {
      await page.goto(folder);
      await expect(page).toHaveURL(new RegExp(`${SCHEMA_URLS_PAGE}$`));
      await expect(page.getByRole('heading', {level: 1, name: 'JSON Schema URLs'})).toBeVisible();
    });
  }

  test('the list: a collapsed list of files opens, its links are the files', async ({page}, testInfo) => {
    const errors = collectConsoleErrors(page);
    await page.goto(SCHEMA_URLS_PAGE);
    const files = page.locator('details', {hasText: 'The 56 files of 3.1.0'});
    const link = files.getByRole('link', {name: 'channel.json', exact: true});
    await expect(link).toBeHidden();
    await files.locator('summary').click();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/definitions/3.1.0/channel.json');
    await files.scrollIntoViewIfNeeded();
    // The sweep scans the page with its lists closed; here the opened list.
    await snapshotBothThemes(page, testInfo, 'json-schema-urls-files-open', {
      axeInclude: ['details[open]'],
    });
    expect(errors).toEqual([]);
  });
});
