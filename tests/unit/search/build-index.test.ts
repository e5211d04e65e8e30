/** @jest-environment node */
/**
 * The build's search indices are written in a worker thread (plugins/local-search/buildIndex.ts, plugins/worker-thread): the
 * files must be the ones the same code writes on the main thread, and a failure must reach the build with its cause.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  writeSearchIndices,
  writeSearchIndicesInWorker,
  type SearchIndexJob,
} from '@site/plugins/local-search/buildIndex';

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
  localeBase: '/',
  routes: ['/docs/concepts/channel', '/blog/a-post', '/tools', '/not-built'],
});

const files = (outDir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(path.join(outDir, 'search'))
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
    expect(Object.keys(files(worker))).toEqual(['docs.abc123.json', 'resources.abc123.json']);
    expect(files(worker)).toEqual(files(main));
  }, 60_000);

  it("rejects with the worker's error when the indices cannot be written", async () => {
    const outDir = site();
    dirs.push(outDir);
    fs.writeFileSync(path.join(outDir, 'search'), 'a file where the folder goes');
    await expect(writeSearchIndicesInWorker(job(outDir))).rejects.toThrow(
      /local search: the index worker failed: .*EEXIST/s,
    );
  }, 60_000);
});
