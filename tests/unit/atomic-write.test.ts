/** @jest-environment node */
/**
 * postBuild hooks run concurrently, and css-per-route rewrites pages that the search index, the headers and the feed
 * read: plugins/atomic-write.ts replaces a file in one rename, so a reader never sees it half-written.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {writeFileAtomic} from '@site/plugins/atomic-write';

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
