/** @jest-environment node */
/**
 * The budget of plugins/ (see plugins/README.md): at most 22 entries, each named in the README's table, at most
 * one module keeping state on `globalThis` (with a comment saying why), and the size of the code. The goals are
 * 9,000 lines for plugins/ and 1,500 for the search's own code (src/search/README.md, "Size of this code"); both
 * are under their goals, which are now the ceilings.
 */
import fs from 'node:fs';
import path from 'node:path';

const pluginsDir = path.resolve(__dirname, '../../plugins');
const readme = fs.readFileSync(path.join(pluginsDir, 'README.md'), 'utf8');
const entries = fs.readdirSync(pluginsDir).filter((name) => name !== 'README.md');

function sourceFiles(dir: string, pattern = /\.(ts|tsx|js|mjs|cjs)$/): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file, pattern);
    return pattern.test(entry.name) ? [file] : [];
  });
}

const lines = (files: string[]) =>
  files.reduce((sum, file) => sum + fs.readFileSync(file, 'utf8').split('\n').length - 1, 0);

/** The one module with build-wide state on globalThis: the config (and it) loads once per locale. */
const STATE_ON_GLOBAL = ['translations/buildStore.ts'];
/** Lends Prism to globalThis while a grammar loads (Prism's components expect it there) and puts the old value back. */
const BORROWS_GLOBAL = ['static-code/index.ts'];

describe('plugins/ budget', () => {
  test('at most 22 entries, README.md included', () => {
    expect(entries.length + 1).toBeLessThanOrEqual(22);
  });

  test('plugins/: at most 9,000 lines of code (the goal)', () => {
    expect(lines(sourceFiles(pluginsDir))).toBeLessThanOrEqual(9000);
  });

  test('the search: at most 1,500 lines of its own code (the goal), tests and the crawler configuration aside', () => {
    const searchDirs = [pluginsDir + '/local-search', path.resolve(__dirname, '../../src/search')];
    const files = searchDirs.flatMap((dir) => sourceFiles(dir, /(?<!\.test)\.ts$/));
    expect(files.length).toBeGreaterThan(5);
    expect(lines(files)).toBeLessThanOrEqual(1500);
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
