/** @jest-environment node */
/**
 * The German interface says everything in German: no message of i18n/de/code.json is still the English default of
 * the Docusaurus theme (the theme's own German translations leave some out, among them labels only screen readers
 * hear, like the breadcrumb's "Home page"), except words German writes the same way.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const baseFolder = path.join(root, 'node_modules/@docusaurus/theme-translations/locales/base');

/** The theme's English messages, by id (the files Docusaurus's theme translations are made from). */
function englishDefaults(): Map<string, string> {
  const defaults = new Map<string, string>();
  for (const file of fs.readdirSync(baseFolder).filter((name) => name.endsWith('.json'))) {
    const messages = JSON.parse(fs.readFileSync(path.join(baseFolder, file), 'utf8')) as Record<string, string>;
    for (const [id, message] of Object.entries(messages)) if (!id.endsWith('___DESCRIPTION')) defaults.set(id, message);
  }
  return defaults;
}

/** Messages that are German as they stand. */
const SAME_IN_GERMAN = new Set(['info', 'Tags', 'Tags:', 'Version: {versionLabel}', '{authorName} - {nPosts}']);

describe('the German interface messages', () => {
  const german = JSON.parse(fs.readFileSync(path.join(root, 'i18n/de/code.json'), 'utf8')) as Record<
    string,
    {message: string}
  >;
  const defaults = englishDefaults();

  it('are checked against the theme messages (the theme translations are installed)', () => {
    expect(defaults.size).toBeGreaterThan(100);
    expect([...defaults.keys()].filter((id) => id in german).length).toBeGreaterThan(100);
  });

  it('none is the English default of the theme', () => {
    const untranslated = Object.entries(german)
      .filter(([id, {message}]) => defaults.get(id) === message && !SAME_IN_GERMAN.has(message))
      .map(([id, {message}]) => `${id}: ${message}`);
    expect(untranslated).toEqual([]);
  });
});
