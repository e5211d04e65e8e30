/**
 * The interactive Streetlights tutorial: the AsyncAPI parser runs in the browser (in a worker) on the reader's edits.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {expect, test} from '@playwright/test';
import {parserGzipBytes} from '../../plugins/parser-bundle';
import {collectConsoleErrors, expectPlaygroundStatus, snapshotBothThemes} from './support';
import {streetlightsInitialDocument} from '../../src/components/AsyncApiPlayground/lessons/streetlights';

const dimChannel =
  '  lightDim:\n    address: city/lights/{lightId}/dim\n    parameters:\n      lightId:\n        description: Identifier of the streetlight.\n';

/** The starting document with the first guided step done: the lightDim channel. */
const withDimChannel = streetlightsInitialDocument.replace('operations:\n', `${dimChannel}operations:\n`);

/** The same channel indented one level too deep, as the page invites the reader to try: a key inside lightSwitch. */
const withDimTooDeep = streetlightsInitialDocument.replace(
  'operations:\n',
  `${dimChannel.replace(/^(?=.)/gm, '  ')}operations:\n`,
);

test.describe('interactive pages (parser in the browser)', {tag: '@parser'}, () => {
  test('streetlights: keyboard only, an error with its line, undo, then a guided step', async ({page}, testInfo) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/docs/tutorials/streetlights-interactive');
    // The text reads before the parser is there; the status follows.
    await expect(page.getByRole('heading', {name: 'The playground'})).toBeVisible();
    await expectPlaygroundStatus(page, /Valid AsyncAPI 3\.1\.0 document/);
    // The lesson teaches the latest version: no note greets the reader.
    await expect(page.getByTestId('playground-issues')).toHaveCount(0);

    // Reach the editor with the keyboard: focus the Reset button, then Tab into the editor.
    await page.getByRole('button', {name: 'Reset document'}).focus();
    await page.keyboard.press('Tab');
    const editor = page.getByRole('textbox', {name: 'Streetlights AsyncAPI document (YAML)'});
    await expect(editor).toBeFocused();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('\nbogus: true');
    await expectPlaygroundStatus(page, /Not valid: 1 error/);
    const problem = page.getByTestId('playground-issues').locator('[data-severity="error"]');
    await expect(problem).toContainText('Property "bogus" is not expected to be here');
    // Its Line button puts the cursor on the line the parser names.
    await problem.getByRole('button', {name: /^Line \d+$/}).click();
    await expect(page.locator('.cm-activeLine')).toHaveText('bogus: true');

    // Undo the change: the document is valid again.
    await editor.focus();
    await page.keyboard.press('Control+z');
    await expectPlaygroundStatus(page, /Valid AsyncAPI 3\.1\.0 document/);

    // Step 1 done wrong, as the page suggests trying: one error, and its Line button leads to the lightDim line
    // (the parser also reports it through the operation that references lightSwitch, at line 1).
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(withDimTooDeep);
    await expectPlaygroundStatus(page, /Not valid: 1 error\./);
    const tooDeep = page.getByTestId('playground-issues').locator('[data-severity="error"]');
    await expect(tooDeep).toContainText('Property "lightDim" is not expected to be here');
    await expect(tooDeep).toContainText('channels.lightSwitch.lightDim');
    await tooDeep.getByRole('button', {name: /^Line \d+$/}).click();
    await expect(page.locator('.cm-activeLine')).toHaveText('    lightDim:');
    await editor.focus();

    // Complete the first guided step: add the dim channel above `operations:`.
    const steps = page.getByTestId('playground-steps');
    await expect(steps.locator('[data-step="dim-channel"]')).toHaveAttribute('data-done', 'false');
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(withDimChannel);
    await expect(steps.locator('[data-step="dim-channel"]')).toHaveAttribute('data-done', 'true', {timeout: 30_000});
    await expect(page.getByTestId('playground-definitions')).toContainText('lightDim: city/lights/{lightId}/dim');
    // The sweep scans the whole page; here the playground after the step.
    await snapshotBothThemes(page, testInfo, 'tutorial-streetlights-interactive', {
      axeInclude: ['[data-testid="asyncapi-playground"]'],
    });
    expect(errors).toEqual([]);
  });

  test('while the parser loads, the playground says how much it downloads, as the build measured it', async ({
    page,
  }) => {
    // The parser's file is held until the loading state has been read (no race with a fast machine).
    const PARSER_FILE = /\/assets\/js\/asyncapi-parser\.[0-9a-f]+\.js$/;
    let routed = false;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.context().route(PARSER_FILE, async (route) => {
      routed = true;
      await held;
      await route.continue();
    });
    await page.goto('/docs/tutorials/streetlights-interactive');
    await page.getByTestId('asyncapi-playground').scrollIntoViewIfNeeded();
    await expect.poll(() => routed).toBe(true);
    const message = `Loading the AsyncAPI parser (${Math.round(parserGzipBytes() / 1024)} KB)…`;
    await expect(page.getByTestId('playground-status')).toHaveText(message);
    await expect(page.getByRole('progressbar', {name: message})).toBeVisible();
    release();
    await expectPlaygroundStatus(page, /Valid AsyncAPI 3\.1\.0 document/);

    // The figure is the package's bundle gzipped; the file the build serves (minified once more) is within 2% of it.
    const js = path.resolve(__dirname, '../../build/assets/js');
    const served = fs.readdirSync(js).filter((name) => PARSER_FILE.test(`/assets/js/${name}`));
    expect(served).toHaveLength(1);
    const servedGzip = zlib.gzipSync(fs.readFileSync(path.join(js, served[0]!))).length;
    expect(Math.abs(servedGzip - parserGzipBytes()) / servedGzip).toBeLessThan(0.02);
  });
});
