/**
 * The playground under hostile input, in Chromium with the production headers (the preview server applies
 * build/_headers): a YAML "billion laughs" is refused at once with a clear message and the playground recovers;
 * pasted `$ref`s to other sites, this machine or files are reported at their lines and nothing is requested (a
 * loopback server counts the requests that reach it); a 4 KB document nested 2,000 levels deep and a 5 MB one stay
 * in the editor, unchecked, with a clear message, and the next paste is checked as usual (the streetlights document
 * has an apostrophe in its prose: it once hid the brackets after it from the depth check, and the editor's YAML parser
 * overflowed on them).
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {expect, test, type Page} from '@playwright/test';
import {collectConsoleErrors, expectPlaygroundStatus, snapshotBothThemes, stayOffline} from './support';
import {BILLION_LAUGHS} from '../unit/lib/hostileDocuments';
import {streetlightsInitialDocument} from '../../src/components/AsyncApiPlayground/lessons/streetlights';

const TOO_LARGE = 'This document is too large or too deeply aliased to check here.';

async function replaceDocument(page: Page, text: string): Promise<void> {
  const editor = page.getByRole('textbox', {name: 'Streetlights AsyncAPI document (YAML)'});
  await editor.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText(text);
}

/** Pastes `text` over the whole document, as a reader pasting from the clipboard does (a paste event). */
async function pasteDocument(page: Page, text: string): Promise<void> {
  const editor = page.getByRole('textbox', {name: 'Streetlights AsyncAPI document (YAML)'});
  await editor.focus();
  await page.keyboard.press('Control+a');
  await editor.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));
  }, text);
}

async function openPlayground(page: Page, baseURL: string | undefined): Promise<string[]> {
  const external = await stayOffline(page, new URL(baseURL!).origin);
  await page.goto('/docs/tutorials/streetlights-interactive');
  await page.getByTestId('asyncapi-playground').scrollIntoViewIfNeeded();
  await expectPlaygroundStatus(page, /Valid AsyncAPI 3\.1\.0 document/);
  return external;
}

/** The 4 KB document that overflowed the editor's YAML parser on the main thread. */
const DEEP = `x-deep: ${'['.repeat(2000)}${']'.repeat(2000)}`;
/** About 5 MB of ordinary YAML lines. */
const FIVE_MB = `asyncapi: 3.0.0\n${Array.from({length: 80_000}, (_, i) => `x-pad-${i}: "${'y'.repeat(50)}"`).join('\n')}\n`;

test.describe('the playground under hostile input', {tag: '@parser'}, () => {
  test('keeps the deep and the 5 MB documents in the editor, says why they are not checked, and takes the next paste', async ({
    page,
    baseURL,
  }) => {
    const errors = collectConsoleErrors(page);
    const external = await openPlayground(page, baseURL);
    const status = page.getByTestId('playground-status');
    const editorText = page.locator('.asyncapi-playground-editor .cm-content');
    // The deep one typed in (the browser's input events, which once reached the editor in parts), the 5 MB one pasted.
    for (const [text, message, enter] of [
      [DEEP, /nests more than 100 levels deep: the playground does not read it/, replaceDocument],
      [FIVE_MB, /This document is 5\.\d MB: the playground checks documents up to 1\.0 MB/, pasteDocument],
    ] as const) {
      await enter(page, text);
      await expect(status).toHaveText(message);
      await expect(status).toHaveAttribute('data-state', 'unread');
      // The text is in the editor (it scrolls to the end of a paste: its last line is shown), as plain text.
      await expect(editorText).toContainText(text.trimEnd().slice(-40));
      await expect(editorText.locator('[class*="tok-"]')).toHaveCount(0);
      // The next paste is taken and checked as usual, highlighted again.
      await enter(page, `${streetlightsInitialDocument}x-next: 1\n`);
      await expectPlaygroundStatus(page, /Valid AsyncAPI 3\.1\.0 document/);
      await expect(editorText).toContainText('x-next: 1');
    }
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
  });

  test('refuses the billion laughs at once, and the reset document is checked again', async ({
    page,
    baseURL,
  }, testInfo) => {
    const errors = collectConsoleErrors(page);
    const external = await openPlayground(page, baseURL);
    await replaceDocument(page, BILLION_LAUGHS);
    // The precheck refuses it before the parser starts: well within the parse deadline (8 s).
    const status = page.getByTestId('playground-status');
    await expect(status).toHaveText(TOO_LARGE, {timeout: 5_000});
    await expect(status).toHaveAttribute('data-state', 'refused');
    await status.scrollIntoViewIfNeeded();
    // The sweep scans the whole page; here the refused state.
    await snapshotBothThemes(page, testInfo, 'playground-refused', {
      axeInclude: ['[data-testid="asyncapi-playground"]'],
    });
    await page.getByRole('button', {name: 'Reset document'}).click();
    await expectPlaygroundStatus(page, /Valid AsyncAPI 3\.1\.0 document/);
    expect(external).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('reports every $ref outside the document at its line and requests nothing', async ({page, baseURL}) => {
    const hits: string[] = [];
    const server = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(200, {'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*'});
      res.end('{"type": "string"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const loopback = `http://127.0.0.1:${(server.address() as AddressInfo).port}/evil.json`;
    try {
      const errors = collectConsoleErrors(page);
      const external = await openPlayground(page, baseURL);
      const refs = [loopback, 'https://evil.example/schema.json', 'file:///etc/passwd', './local.json'];
      const document = `${streetlightsInitialDocument}${refs.map((ref, i) => `x-far-${i}:\n  $ref: '${ref}'\n`).join('')}`;
      await replaceDocument(page, document);
      await expectPlaygroundStatus(page, /Not valid: 4 errors/);
      const issues = page.getByTestId('playground-issues').locator('[data-severity="error"]');
      for (const [i, ref] of refs.entries()) {
        const line = document.split('\n').indexOf(`x-far-${i}:`) + 2;
        const issue = issues.filter({hasText: `This $ref points outside the document (${ref})`});
        await expect(issue).toHaveCount(1);
        await expect(issue.getByRole('button', {name: `Line ${line}`})).toBeVisible();
      }
      expect(hits).toEqual([]);
      expect(external).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
