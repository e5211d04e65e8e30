/** @jest-environment node */
/**
 * The README is an entrance that works on a clean clone: every `npm run <script>` (and `npm start` / `npm test`) it
 * names exists in package.json, and the file a script runs with `node <file>` is committed; every `npx docusaurus`
 * command it shows is one Docusaurus has; every file it links exists; the swizzle listing it shows answers the
 * language question itself (without `--typescript` the command waits for an answer, and exits 13 without a
 * terminal); and it stays short (details live in CONTRIBUTING.md, bench/README.md and the contributor guide).
 * CONTRIBUTING.md's commands are checked the same way: its scripts, the files it names and its Playwright projects.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const contributing = fs.readFileSync(path.join(root, 'CONTRIBUTING.md'), 'utf8');
const scripts = (
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {scripts: Record<string, string>}
).scripts;

const named = new Set<string>();
for (const text of [readme, contributing]) {
  for (const m of text.matchAll(/\bnpm run ([a-z][\w:-]*)/g)) named.add(m[1]!);
  for (const m of text.matchAll(/\bnpm (start|test)\b/g)) named.add(m[1]!);
}

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

  it('shows the swizzle listing with --typescript, so it does not wait at the language prompt', () => {
    const listings = [...readme.matchAll(/npm run swizzle -- [^`\n]*--list[^`\n]*/g)].map((m) => m[0]);
    expect(listings.length).toBeGreaterThan(0);
    for (const listing of listings) expect(listing).toMatch(/--typescript\b/);
  });

  it('names only docs:version commands of versioned docs instances', () => {
    const versioned = [...readme.matchAll(/npx docusaurus docs:version:(\w+)/g)].map((m) => m[1]);
    expect(versioned).toEqual(['generator']);
  });
});

describe('CONTRIBUTING.md', () => {
  const files = [...contributing.matchAll(/\b((?:tests|scripts|plugins|src)\/[\w./-]+\.(?:ts|tsx|mjs))\b/g)].map(
    (m) => m[1]!,
  );
  it('names test files and scripts', () => expect(files.length).toBeGreaterThan(5));
  it.each([...new Set(files)].map((file) => [file]))('names %s, which exists', (file) => {
    expect(fs.existsSync(path.join(root, file))).toBe(true);
  });
  it('runs one test with a Playwright project the config has', () => {
    const config = fs.readFileSync(path.join(root, 'playwright.config.ts'), 'utf8');
    const projects = [...contributing.matchAll(/--project=(\w+)/g)].map((m) => m[1]!);
    expect(projects.length).toBeGreaterThan(0);
    for (const project of projects) expect([project, config.includes(`name: '${project}'`)]).toEqual([project, true]);
  });
});

describe('README as an entrance', () => {
  it('is at most about 150 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
  });

  const links = [...readme.matchAll(/\]\(((?![a-z]+:)[^)#\s]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!);
  it('links the guide, CONTRIBUTING.md and bench/README.md', () => {
    expect(links).toEqual(
      expect.arrayContaining([
        'CONTRIBUTING.md',
        'bench/README.md',
        'docs/community/writing-docs.md',
        'docs/community/writing-blog-posts.md',
        'docs/community/translating.md',
        'docs/community/versioning-tool-docs.md',
      ]),
    );
  });

  it.each([...new Set(links)].map((link) => [link]))('links %s, which exists', (link) => {
    expect([link, fs.existsSync(path.join(root, link))]).toEqual([link, true]);
  });
});
