/** @jest-environment node */
/**
 * The contributor guide (docs/community/*.md) says what the code does:
 * - every `npm run <script>`, `npm start` and `npm test` it names is a script of package.json; every `npx docusaurus
 *   <command>` is one that `docusaurus --help` lists; every `npx jest` and `npx playwright test` names files that
 *   exist (and a Playwright project of the config); an `npx` tool it does not know fails here until a check is added;
 * - the read-only commands it shows run: `npm run translations:status -- --list`, and `docs:version:generator` on a
 *   copy of the site creates the files the versioning page names;
 * - every repository path it names in code exists, unless it is an example listed below;
 * - every front-matter key of its tables is validated by Docusaurus or read by this site's code, its front-matter
 *   examples pass the site's checks and Docusaurus's, and the error messages it quotes are the ones the checks give.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import {validateDocFrontMatter} from '@docusaurus/plugin-content-docs/lib/frontMatter.js';
import {validateBlogPostFrontMatter} from '@docusaurus/plugin-content-blog/lib/frontMatter.js';
import {checkFrontMatter} from '@site/plugins/front-matter-check';
import {fencedBlocks} from '@site/plugins/static-diagrams/sources';
import {SITE_REPO_BRANCH, SITE_REPO_URL} from '@site/src/data/site';

const root = path.resolve(__dirname, '../..');
const guideDir = path.join(root, 'docs/community');
const guide = fs
  .readdirSync(guideDir)
  .filter((name) => /\.mdx?$/.test(name))
  .sort()
  .map((name) => ({name, text: fs.readFileSync(path.join(guideDir, name), 'utf8')}));
const page = (name: string) => guide.find((file) => file.name === name)!.text;
const scripts = (
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {scripts: Record<string, string>}
).scripts;
const docusaurusCli = require.resolve('@docusaurus/core/bin/docusaurus.mjs', {paths: [root]});

/** Each guide page's code: fenced blocks and inline code spans. */
function codeOf(text: string): string[] {
  const blocks = fencedBlocks(text);
  const lines = text.split('\n');
  // Blank the fenced blocks (fence lines included), so only the prose's inline code is read next.
  for (const block of blocks) {
    const last = block.line + (block.source === '' ? 0 : block.source.split('\n').length);
    for (let i = block.line - 1; i <= last && i < lines.length; i += 1) lines[i] = '';
  }
  const spans = [...lines.join('\n').matchAll(/(?<!`)`([^`\n]+)`(?!`)/g)].map((match) => match[1]!);
  return [...blocks.map((block) => block.source), ...spans];
}
const code = guide.flatMap(({name, text}) => codeOf(text).map((source) => ({name, source})));

/** Command lines in the guide's code: each line that starts with (or a span that is) `npm` or `npx`. */
const commands = code.flatMap(({name, source}) =>
  source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^(npm|npx) /.test(line))
    .map((line) => ({name, line})),
);

describe('the contributor guide', () => {
  it('has at least five pages beside the overview, each linked from it', () => {
    const pages = guide.filter((file) => file.name !== 'index.md').map((file) => file.name);
    expect(pages.length).toBeGreaterThanOrEqual(5);
    for (const name of pages) expect([name, page('index.md').includes(`(./${name})`)]).toEqual([name, true]);
  });

  it('shows commands (the checks below have something to check)', () => {
    expect(commands.length).toBeGreaterThan(10);
  });
});

describe('the commands of the contributor guide', () => {
  let help = '';
  beforeAll(() => {
    const result = spawnSync(process.execPath, [docusaurusCli, '--help'], {cwd: root, encoding: 'utf8'});
    expect(result.status).toBe(0);
    help = result.stdout;
  }, 120_000);

  const npmRuns = commands.flatMap(({name, line}) =>
    [...line.matchAll(/^npm (?:run ([a-z][\w:-]*)|(start|test)\b)/g)].map((m) => [name, m[1] ?? m[2]!] as const),
  );
  it.each(npmRuns)('%s: npm run %s is a script of package.json', (_, script) => {
    expect(scripts[script]).toBeDefined();
  });

  const npxLines = commands.filter(({line}) => line.startsWith('npx '));
  it.each(npxLines.map(({name, line}) => [name, line]))('%s: %s', (_, line) => {
    const [tool, ...args] = line.replace(/^npx /, '').split(/\s+/);
    if (tool === 'docusaurus') {
      const command = args[0]!;
      if (command === '--help') return;
      const listed = [...help.matchAll(/^\s{2}(\S+)/gm)].map((m) => m[1]!);
      // `docs:version:<id>` names the command of every docs instance.
      const known = command.includes('<')
        ? listed.some((c) => c.startsWith(command.slice(0, command.indexOf('<'))))
        : listed.includes(command);
      expect([command, known]).toEqual([command, true]);
      return;
    }
    if (tool === 'jest') {
      const files = args.filter((arg, i) => !arg.startsWith('-') || args[i - 1] === '-c');
      const configAt = args.indexOf('-c');
      const withConfig = configAt === -1 ? files : [...files, args[configAt + 1]!];
      expect(files.length).toBeGreaterThan(0);
      for (const file of withConfig) expect([file, fs.existsSync(path.join(root, file))]).toEqual([file, true]);
      return;
    }
    if (tool === 'playwright') {
      expect(args[0]).toBe('test');
      const config = fs.readFileSync(path.join(root, 'playwright.config.ts'), 'utf8');
      for (const arg of args.slice(1)) {
        const project = /^--project=(\S+)$/.exec(arg)?.[1];
        if (project) expect([project, config.includes(`name: '${project}'`)]).toEqual([project, true]);
        else if (!arg.startsWith('-')) expect([arg, fs.existsSync(path.join(root, arg))]).toEqual([arg, true]);
      }
      return;
    }
    throw new Error(`No check for "npx ${tool}" yet: add one to this test`);
  });

  it('npm run translations:status -- --list prints the status table and the missing files', () => {
    const result = spawnSync(process.execPath, ['scripts/translations.mjs', 'status', '--list'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/\| section \(de\) \| translated \| outdated \| missing \|/);
    expect(result.stdout).toMatch(/Missing \(de\): \d+/);
  }, 60_000);

  it('docs:version:generator creates the files the versioning page names (on a copy of the site)', () => {
    const text = page('versioning-tool-docs.md');
    const label = /npx docusaurus docs:version:generator (\S+)/.exec(text)?.[1];
    expect(label).toBeDefined();
    const mirror = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-version-'));
    try {
      for (const name of fs.readdirSync(root)) {
        if (['i18n', 'build', '.docusaurus', '.git'].includes(name)) continue;
        fs.symlinkSync(path.join(root, name), path.join(mirror, name));
      }
      fs.cpSync(path.join(root, 'i18n'), path.join(mirror, 'i18n'), {recursive: true});
      const result = spawnSync(process.execPath, [docusaurusCli, 'docs:version:generator', label!, mirror], {
        cwd: mirror,
        encoding: 'utf8',
      });
      expect(result.status).toBe(0);
      for (const file of [
        `generator_versioned_docs/version-${label}/index.md`,
        `generator_versioned_sidebars/version-${label}-sidebars.json`,
        'generator_versions.json',
      ]) {
        expect(text).toContain(file.replace(/\/index\.md$/, '/'));
        expect([file, fs.existsSync(path.join(mirror, file))]).toEqual([file, true]);
      }
      expect(JSON.parse(fs.readFileSync(path.join(mirror, 'generator_versions.json'), 'utf8'))).toEqual([label]);
    } finally {
      fs.rmSync(mirror, {recursive: true, force: true});
    }
  }, 180_000);
});

/** Paths the guide names as examples or as what a command creates: they need not exist. */
const EXAMPLE_PATHS = new Set([
  'docs/concepts/broker.md',
  'blog/channel-parameters-explained/index.md',
  'blog/2026-11-26-my-post.md',
  'blog/2026-11-26-my-post/index.md',
  'generator_versioned_docs/version-3.x/',
  'generator_versioned_sidebars/version-3.x-sidebars.json',
  'generator_versions.json',
  'i18n/de/docusaurus-plugin-content-docs-generator/current/',
]);

describe('the repository paths the contributor guide names', () => {
  const named = [
    ...new Set(
      code
        .map(({source}) => source.trim())
        .filter((source) =>
          /^(?:docs|tool-docs|blog|src|plugins|scripts|tests|static|i18n|generator_)[\w./-]*$/.test(source),
        ),
    ),
  ].filter((p) => !EXAMPLE_PATHS.has(p) && !p.includes('<'));

  it('names paths', () => expect(named.length).toBeGreaterThan(10));

  it.each(named.map((p) => [p]))('%s exists', (p) => {
    expect(fs.existsSync(path.join(root, p))).toBe(true);
  });
});

/** A link to a file of this repository on GitHub (the repository and branch of the edit links). */
const GITHUB_FILE = new RegExp(
  `${SITE_REPO_URL.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/(?:blob|tree)/${SITE_REPO_BRANCH}/([^)\\s]+)`,
  'g',
);

describe('the links of the contributor guide to files of this repository on GitHub', () => {
  const linked = [...new Set(guide.flatMap(({text}) => [...text.matchAll(GITHUB_FILE)].map((m) => m[1]!)))];

  it('links files', () => expect(linked.length).toBeGreaterThan(0));

  it.each(linked.map((file) => [file]))('%s exists', (file) => {
    expect([file, fs.existsSync(path.join(root, file))]).toEqual([file, true]);
  });
});

/** Front-matter keys this site reads beyond Docusaurus's, each with a file that reads it. */
const SITE_KEYS: Record<string, string> = {
  weight: 'plugins/front-matter-check/index.ts',
  releaseNoteLink: 'src/theme/DocItem/Content/index.tsx',
  type: 'plugins/front-matter-check/index.ts',
  cover: 'plugins/front-matter-check/index.ts',
  featured: 'plugins/front-matter-check/index.ts',
  canonical: 'plugins/front-matter-check/index.ts',
  subtitle: 'src/theme/BlogPostItem/Header/Title/index.tsx',
  coverCaption: 'src/theme/BlogPostItem/Header/index.tsx',
  excerpt: 'src/lib/blog.ts',
  translated_from: 'plugins/translations/status.ts',
};

/** True when Docusaurus's own front-matter schema validates `key` (a nonsense value is refused; unknown keys pass). */
function docusaurusValidates(key: string, kind: 'docs' | 'blog'): boolean {
  const validate = kind === 'docs' ? validateDocFrontMatter : validateBlogPostFrontMatter;
  try {
    validate({[key]: [[[]]]});
    return false;
  } catch {
    return true;
  }
}

/** The first column of every table whose header starts with `Key`. */
function tableKeys(text: string): string[] {
  const keys: string[] = [];
  let inTable = false;
  for (const line of text.split('\n')) {
    if (/^\| Key \|/.test(line)) inTable = true;
    else if (!line.startsWith('|')) inTable = false;
    else if (inTable && !/^\| -/.test(line)) keys.push(/^\| `([\w-]+)` \|/.exec(line)![1]!);
  }
  return keys;
}

describe('the front matter the contributor guide describes', () => {
  const tables = [
    ...tableKeys(page('writing-docs.md')).map((key) => ['writing-docs.md', key, 'docs'] as const),
    ...tableKeys(page('writing-blog-posts.md')).map((key) => ['writing-blog-posts.md', key, 'blog'] as const),
  ];

  it('has key tables on both pages', () => {
    expect(tables.filter(([, , kind]) => kind === 'docs').length).toBeGreaterThan(5);
    expect(tables.filter(([, , kind]) => kind === 'blog').length).toBeGreaterThan(5);
  });

  it('probes Docusaurus keys correctly', () => {
    expect(docusaurusValidates('sidebar_position', 'docs')).toBe(true);
    expect(docusaurusValidates('weight', 'docs')).toBe(false);
  });

  it.each(tables)('%s: `%s` is validated by Docusaurus or read by the site', (_, key, kind) => {
    if (docusaurusValidates(key, kind)) return;
    const reader = SITE_KEYS[key];
    expect([key, reader]).toEqual([key, expect.any(String)]);
    expect(fs.readFileSync(path.join(root, reader!), 'utf8')).toMatch(new RegExp(`\\b${key}\\b`));
  });

  /** The guide's front-matter examples: ```md blocks titled with the file they stand for. */
  const examples = guide.flatMap(({text}) =>
    fencedBlocks(text)
      .filter((block) => block.lang === 'md' && /title="[^"]+"/.test(block.meta) && block.source.startsWith('---\n'))
      .map((block) => ({file: /title="([^"]+)"/.exec(block.meta)![1]!, source: block.source})),
  );
  /** The `text` blocks of a page that quote errors. */
  const quoted = (name: string) =>
    fencedBlocks(page(name))
      .filter((block) => block.lang === 'text')
      .flatMap((block) => block.source.split('\n'))
      .filter((line) => line.trim() !== '');

  let site: string;
  beforeAll(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-front-matter-'));
    fs.mkdirSync(path.join(site, 'blog'));
    fs.copyFileSync(path.join(root, 'blog/authors.yml'), path.join(site, 'blog/authors.yml'));
  });
  afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

  /** Checks a file's source as the build does, in a scratch site; returns the error message, or undefined. */
  function check(file: string, source: string, withCover = true): string | undefined {
    const filePath = path.join(site, file);
    fs.mkdirSync(path.dirname(filePath), {recursive: true});
    fs.writeFileSync(filePath, source);
    const frontMatter = yaml.load(/^---\n([\s\S]*?)\n---/.exec(source)![1]!) as Record<string, unknown>;
    const cover = path.join(path.dirname(filePath), 'cover.svg');
    if (withCover) fs.writeFileSync(cover, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    else fs.rmSync(cover, {force: true});
    try {
      checkFrontMatter(frontMatter, filePath, site, source);
      if (file.startsWith('blog/')) validateBlogPostFrontMatter(frontMatter);
      else validateDocFrontMatter(frontMatter);
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  }

  it('has a docs and a blog example', () => {
    expect(examples.map((example) => example.file.split('/')[0]).sort()).toEqual(['blog', 'docs']);
  });

  it.each(examples.map((example) => [example.file, example.source]))('%s: the example passes', (file, source) => {
    expect(check(file, source)).toBeUndefined();
  });

  it('the errors writing-docs.md quotes are the ones its example gives when broken', () => {
    const {file, source} = examples.find((example) => example.file.startsWith('docs/'))!;
    const broken = [
      check(file, source.replace(/^title: .*\n/m, '')),
      check(file, source.replace(/^weight: (.*)$/m, 'weight: $1\nsidebar_position: 30')),
      check(file, source.replace(/^weight: (.*)$/m, 'weight: "$1"')),
    ];
    expect(quoted('writing-docs.md')).toEqual(broken);
  });

  it('the errors writing-blog-posts.md quotes are the ones its example gives when broken', () => {
    const {file, source} = examples.find((example) => example.file.startsWith('blog/'))!;
    const broken = [check(file, source.replace(/^type: .*$/m, 'type: News')), check(file, source, false)];
    expect(quoted('writing-blog-posts.md')).toEqual(broken);
  });
});
