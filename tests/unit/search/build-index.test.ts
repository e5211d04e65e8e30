/** @jest-environment node */
/**
 * The build's search indices are written in a worker thread (plugins/local-search/buildIndex.ts, plugins/worker-thread): the
 * files must be the ones the same code writes on the main thread, and a failure must reach the build with its cause.
 * The plugin builds them only for the local provider: with Algolia configured the browser never loads them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  writeSearchIndices,
  writeSearchIndicesInWorker,
  type SearchIndexJob,
} from '@site/plugins/local-search/buildIndex';
import localSearchPlugin from '@site/plugins/local-search';

const fixtures = path.join(__dirname, 'fixtures');

/** A small built site: a docs page, a post and a generic page, at the paths their routes serve. */
function site(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-build-'));
  const copy = (fixture: string, target: string) => {
    fs.mkdirSync(path.dirname(path.join(outDir, target)), {recursive: true});
    fs.copyFileSync(path.join(fixtures, fixture), path.join(outDir, target));
  };
  copy('doc-page.html', 'docs/concepts/channel.html');
  copy('blog-post.html', 'blog/a-post.html');
  copy('generic-page.html', 'tools/index.html');
  return outDir;
}

const job = (outDir: string): SearchIndexJob => ({
  outDir,
  baseUrl: '/',
  siteUrl: 'https://www.asyncapi.com',
  version: 'abc123',
  language: 'en',
  routes: ['/docs/concepts/channel', '/blog/a-post', '/tools', '/not-built'],
});

/** Every file under search/, by its path there. */
const files = (outDir: string) =>
  Object.fromEntries(
    (fs.readdirSync(path.join(outDir, 'search'), {recursive: true}) as string[])
      .filter((name) => fs.statSync(path.join(outDir, 'search', name)).isFile())
      .sort()
      .map((name) => [name, fs.readFileSync(path.join(outDir, 'search', name), 'utf8')]),
  );

describe('search indices in a worker thread', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

  it('writes the same files, with the same counts, as on the main thread', async () => {
    const [main, worker] = [site(), site()];
    dirs.push(main, worker);
    const mainCounts = await writeSearchIndices(job(main));
    const workerCounts = await writeSearchIndicesInWorker(job(worker));
    expect(workerCounts).toEqual(mainCounts);
    expect(mainCounts.docs).toBeGreaterThan(0);
    expect(mainCounts.resources).toBeGreaterThan(0);
    // Each index: its entry, and its term and text files under content-hash names in a folder of its own.
    const names = Object.keys(files(worker));
    expect(names.filter((name) => !name.includes('/'))).toEqual(['docs.abc123.json', 'resources.abc123.json']);
    for (const name of names.filter((n) => n.includes('/')))
      expect(name).toMatch(/^(docs|resources)\/(terms|text)\.[0-9a-f]{12}\.json$/);
    expect(names.filter((name) => name.startsWith('docs/terms.')).length).toBeGreaterThan(0);
    expect(files(worker)).toEqual(files(main));
  }, 60_000);

  it("rejects with the worker's error when the indices cannot be written", async () => {
    const outDir = site();
    dirs.push(outDir);
    fs.writeFileSync(path.join(outDir, 'search'), 'a file where the folder goes');
    await expect(writeSearchIndicesInWorker(job(outDir))).rejects.toThrow(
      /local search: the index worker failed: .*E(EXIST|NOTDIR)/s,
    );
  }, 60_000);
});

describe('the local search plugin and the configured provider', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

  type Hooks = {
    allContentLoaded(args: {allContent: object; actions: {setGlobalData(data: unknown): void}}): Promise<void>;
    postBuild(args: {outDir: string; routesPaths: string[]; routesBuildMetadata: object}): Promise<void>;
  };
  /** The plugin's hooks as `docusaurus build` runs them on a small built site; what it stored and wrote. */
  async function build(provider: 'local' | 'algolia') {
    const outDir = site();
    dirs.push(outDir);
    const context = {
      siteConfig: {url: 'https://www.asyncapi.com', trailingSlash: false, customFields: {search: {provider}}},
      baseUrl: '/',
      siteDir: path.join(__dirname, '../../..'),
      generatedFilesDir: path.join(outDir, '.docusaurus'),
      i18n: {currentLocale: 'en'},
    } as unknown as Parameters<typeof localSearchPlugin>[0];
    // As `docusaurus build` makes it (the plugin reads NODE_ENV when it is made: the dev server indexes Markdown).
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const hooks = localSearchPlugin(context) as unknown as Hooks;
    process.env.NODE_ENV = nodeEnv;
    const globalData: unknown[] = [];
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await hooks.allContentLoaded({allContent: {}, actions: {setGlobalData: (data) => globalData.push(data)}});
      await hooks.postBuild({outDir, routesPaths: job(outDir).routes, routesBuildMetadata: {}});
      return {globalData, logged: log.mock.calls.map((call) => String(call[0])), search: path.join(outDir, 'search')};
    } finally {
      log.mockRestore();
    }
  }

  it('builds the local index when the SearchBar answers from it', async () => {
    const {globalData, search} = await build('local');
    expect(globalData).toEqual([{version: expect.stringMatching(/^[0-9a-f]{12}$/)}]);
    expect(fs.readdirSync(search).sort()).toEqual([
      'docs',
      expect.stringMatching(/^docs\.[0-9a-f]{12}\.json$/),
      'resources',
      expect.stringMatching(/^resources\.[0-9a-f]{12}\.json$/),
    ]);
  }, 60_000);

  it('builds none when Algolia is configured, and says so in the build log', async () => {
    const {globalData, logged, search} = await build('algolia');
    expect(globalData).toHaveLength(1);
    expect(fs.existsSync(search)).toBe(false);
    expect(logged).toEqual(['[local-search] Algolia is the search provider: no local index built']);
  }, 60_000);
});
