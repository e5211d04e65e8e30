/** @jest-environment node */
/**
 * The budget of plugins/ (see plugins/README.md): at most 22 entries, each named in the README's table, and at most
 * one module keeping state on `globalThis`, with a comment saying why.
 */
import fs from 'node:fs';
import path from 'node:path';

const pluginsDir = path.resolve(__dirname, '../../plugins');
const readme = fs.readFileSync(path.join(pluginsDir, 'README.md'), 'utf8');
const entries = fs.readdirSync(pluginsDir).filter((name) => name !== 'README.md');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [file] : [];
  });
}

/** The one module with build-wide state on globalThis: the config (and it) loads once per locale. */
const STATE_ON_GLOBAL = ['asyncapi-examples/check.ts'];
/** Lends Prism to globalThis while a grammar loads (Prism's components expect it there) and puts the old value back. */
const BORROWS_GLOBAL = ['static-code/index.ts'];

describe('plugins/ budget', () => {
  test('at most 22 entries, README.md included', () => {
    expect(entries.length + 1).toBeLessThanOrEqual(22);
  });

  test.each(entries)('%s has a row in plugins/README.md', (entry) => {
    expect(readme).toMatch(new RegExp(`^\\| \`${entry.replace(/\./g, '\\.')}\` \\|`, 'm'));
  });

  test('globalThis: one module keeps state there, and says why', () => {
    const users = sourceFiles(pluginsDir)
      .filter((file) => fs.readFileSync(file, 'utf8').includes('globalThis'))
      .map((file) => path.relative(pluginsDir, file).split(path.sep).join('/'))
      .sort();
    expect(users).toEqual([...STATE_ON_GLOBAL, ...BORROWS_GLOBAL].sort());
    for (const file of STATE_ON_GLOBAL) {
      expect(fs.readFileSync(path.join(pluginsDir, file), 'utf8')).toMatch(/state, on globalThis: [^*]+/);
    }
    const lender = fs.readFileSync(path.join(pluginsDir, BORROWS_GLOBAL[0]!), 'utf8');
    expect(lender).toMatch(/globals\.Prism = before|globals\.Prism = undefined|delete globals\.Prism/);
  });
});
