/** @jest-environment node */
/**
 * postBuild hooks run concurrently, and css-per-route rewrites pages that the search index, the headers and the feed
 * read: plugins/atomic-write.ts replaces a file in one rename, so a reader never sees it half-written.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {updateFileAtomic, writeFileAtomic} from '@site/plugins/atomic-write';

describe('writeFileAtomic', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atomic-write-'));
  });
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('replaces the content and leaves no temporary file', async () => {
    const file = path.join(dir, 'page.html');
    fs.writeFileSync(file, 'old');
    await writeFileAtomic(file, 'new content');
    expect(fs.readFileSync(file, 'utf8')).toBe('new content');
    expect(fs.readdirSync(dir)).toEqual(['page.html']);
  });

  it('never lets a concurrent reader see an empty or partial page', async () => {
    const file = path.join(dir, 'page.html');
    const versions = ['a'.repeat(4_000_000), 'b'.repeat(4_000_001)];
    fs.writeFileSync(file, versions[0]!);
    const seen = new Set<number>();
    let writing = true;
    const reads = (async () => {
      while (writing) seen.add((await fs.promises.readFile(file, 'utf8')).length);
    })();
    for (let i = 0; i < 20; i++) await writeFileAtomic(file, versions[(i + 1) % 2]!);
    writing = false;
    await reads;
    expect([...seen].filter((length) => !versions.some((v) => v.length === length))).toEqual([]);
  });

  it('keeps the old file and cleans up when the write fails', async () => {
    const file = path.join(dir, 'missing-folder', 'page.html');
    await expect(writeFileAtomic(file, 'x')).rejects.toThrow(/ENOENT/);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

describe('updateFileAtomic', () => {
  it('runs concurrent updates of one file one after the other, so none writes over another', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atomic-update-'));
    const file = path.join(dir, '404.html');
    fs.writeFileSync(file, '<head></head>');
    // Two postBuild hooks, each reading the page, changing it and writing it back, at the same time.
    const results = await Promise.all([
      updateFileAtomic(file, (html) => html.replace('</head>', '<link rel=stylesheet href=/a.css></head>')),
      updateFileAtomic(file, (html) => html.replace('<head>', '<head><meta http-equiv="x">')),
      updateFileAtomic(file, (html) => html),
    ]);
    expect(results).toEqual([true, true, false]);
    expect(fs.readFileSync(file, 'utf8')).toBe('<head><meta http-equiv="x"><link rel=stylesheet href=/a.css></head>');
    expect(fs.readdirSync(dir)).toEqual(['404.html']);
    fs.rmSync(dir, {recursive: true, force: true});
  });
});
