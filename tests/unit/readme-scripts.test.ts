/** @jest-environment node */
/**
 * Every `npm run <script>` (and `npm start` / `npm test`) the README names exists in package.json, and the file
 * a script runs with `node <file>` is in the repository, so each command works on a clean clone.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const scripts = (
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {scripts: Record<string, string>}
).scripts;

const named = new Set<string>();
for (const m of readme.matchAll(/\bnpm run ([a-z][\w:-]*)/g)) named.add(m[1]!);
for (const m of readme.matchAll(/\bnpm (start|test)\b/g)) named.add(m[1]!);

describe('README commands', () => {
  it('names the scripts it documents', () => {
    expect([...named]).toEqual(expect.arrayContaining(['start', 'test', 'build', 'serve', 'test:e2e', 'bench']));
  });

  it.each([...named].map((name) => [name]))('npm run %s exists and its script file is committed', (name) => {
    const command = scripts[name];
    expect(command).toBeDefined();
    for (const file of command!.matchAll(/\bnode\s+(\S+\.m?[jt]s)\b/g)) {
      expect([file[1], fs.existsSync(path.join(root, file[1]!))]).toEqual([file[1], true]);
    }
  });
});
