/** @jest-environment node */
/**
 * `npm run write-translations -- --locale de` on a fresh clone changes nothing: every string the site's code, config,
 * sidebars and menus show is extractable (static translate() ids, no warnings), and i18n/de holds every one of them,
 * with no key the site no longer has. Run on a mirror of the site (symbolic links, i18n copied), so the working tree is
 * never touched.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const SKIP = new Set(['i18n', 'build', '.docusaurus', '.git', 'test-results', 'screenshots', 'bench']);

/** Every file under `dir`, relative, sorted. */
function files(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('write-translations', () => {
  let mirror: string;
  beforeAll(() => {
    mirror = fs.mkdtempSync(path.join(os.tmpdir(), 'write-translations-'));
    for (const name of fs.readdirSync(root)) {
      if (SKIP.has(name)) continue;
      fs.symlinkSync(path.join(root, name), path.join(mirror, name));
    }
    fs.cpSync(path.join(root, 'i18n'), path.join(mirror, 'i18n'), {recursive: true});
  });
  afterAll(() => fs.rmSync(mirror, {recursive: true, force: true}));

  it('changes nothing in i18n/de and warns about nothing', () => {
    const cli = require.resolve('@docusaurus/core/bin/docusaurus.mjs', {paths: [root]});
    const result = spawnSync(process.execPath, [cli, 'write-translations', mirror, '--locale', 'de'], {
      encoding: 'utf8',
      env: {...process.env, NODE_ENV: 'development'},
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status).toBe(0);
    expect(output).not.toMatch(/\[WARNING\]|\[ERROR\]/);
    const before = path.join(root, 'i18n');
    const after = path.join(mirror, 'i18n');
    expect(files(after)).toEqual(files(before));
    const changed = files(before).filter(
      (file) => fs.readFileSync(path.join(before, file), 'utf8') !== fs.readFileSync(path.join(after, file), 'utf8'),
    );
    expect(changed).toEqual([]);
  }, 180_000);
});
