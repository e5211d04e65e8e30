/**
 * The headers of every built file as the host sends them: build/_headers (plugins/built-html) read and
 * matched by scripts/headers.mjs, the preview server's copy of Netlify's rules (every matching rule applies). Every
 * page of both locales gets the page policy, once; every file of both locales' assets is cached for good and gets
 * no policy, except the parser worker's script, which gets the worker's own (a worker runs under the policy of its
 * script, and the parser needs eval there).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  contentSecurityPolicy,
  inlineScriptBodies,
  sha256Source,
  workerContentSecurityPolicy,
} from '@site/plugins/built-html/policy';
import {allPages, BUILD, readBuilt} from './site';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The headers of each URL path under build/_headers (headers.mjs is an ES module: run in a child Node). */
function headersOf(paths: string[]): Record<string, string>[] {
  const script = `import {readFileSync} from 'node:fs';
import {parseHeaders, headersFor} from './scripts/headers.mjs';
const rules = parseHeaders(readFileSync(process.env.HEADERS_FILE, 'utf8'));
const paths = JSON.parse(readFileSync(0, 'utf8'));
process.stdout.write(JSON.stringify(paths.map((p) => headersFor(rules, p))));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.resolve(__dirname, '../..'),
    env: {...process.env, HEADERS_FILE: path.join(BUILD, '_headers')},
    input: JSON.stringify(paths),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(out) as Record<string, string>[];
}

/** The URL paths of every file in a locale's assets folder. */
function assetPaths(locale: '' | 'de'): string[] {
  const dir = path.join(BUILD, locale, 'assets');
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(BUILD, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
}

/** Addresses of pages that are not in the sitemaps: each locale's home by its file name. */
const INDEX_FILES = ['/index.html', '/de/index.html'];
const pages = [...allPages(), ...INDEX_FILES];
const assets = [...assetPaths(''), ...assetPaths('de')];
const all = headersOf([...pages, ...assets]);
const pageHeaders = new Map(pages.map((pathname, i) => [pathname, all[i]!]));
const assetHeaders = new Map(assets.map((pathname, i) => [pathname, all[pages.length + i]!]));
const isWorker = (pathname: string) => /\/assets\/js\/asyncapi-parser-worker\.[0-9a-f]+\.js$/.test(pathname);

describe('build/_headers', () => {
  it('gives every page of both locales the page policy, once, and no eval (the homes by file name too)', () => {
    for (const index of INDEX_FILES) expect(pageHeaders.get(index)?.['Content-Security-Policy']).toBeTruthy();
    expect(pages.filter((p) => p.startsWith('/de')).length).toBeGreaterThan(100);
    const policies = new Set([...pageHeaders.values()].map((headers) => headers['Content-Security-Policy']));
    expect(policies.size).toBe(1);
    const [policy] = [...policies];
    expect(policy).toMatch(/^default-src 'self'; script-src 'self'/);
    expect(policy).toContain("frame-ancestors 'none'");
    // One policy, not two joined by a comma (the host joins the values of every rule that matches).
    expect(policy).not.toMatch(/,|unsafe-eval/);
  });

  it('caches every file of both locales’ assets for good and gives them no page policy', () => {
    expect(assets.filter((p) => p.startsWith('/de/assets/')).length).toBeGreaterThan(100);
    const wrong = [...assetHeaders]
      .filter(([pathname]) => !isWorker(pathname))
      .filter(([, headers]) => headers['Cache-Control'] !== IMMUTABLE || headers['Content-Security-Policy'])
      .map(([pathname, headers]) => `${pathname}: ${JSON.stringify(headers)}`);
    expect(wrong).toEqual([]);
  });

  it("gives each locale's parser worker script the worker policy only", () => {
    const workers = [...assetHeaders].filter(([pathname]) => isWorker(pathname));
    expect(workers.map(([pathname]) => pathname.split('/assets/')[0])).toEqual(['', '/de']);
    for (const [, headers] of workers) {
      expect(headers['Content-Security-Policy']).toBe(workerContentSecurityPolicy());
      expect(headers['Cache-Control']).toBe(IMMUTABLE);
    }
  });
});

describe('the not-found pages', () => {
  it.each([['404.html'], ['de/404.html']])(
    '%s carries the page policy itself, with its own scripts’ hashes, before its first script',
    (file) => {
      const html = readBuilt(file);
      const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g)];
      expect(metas).toHaveLength(1);
      const [meta] = metas;
      const hashes = inlineScriptBodies(html).map(sha256Source);
      expect(hashes.length).toBeGreaterThan(0);
      expect(meta![1]).toBe(contentSecurityPolicy({scriptHashes: hashes}, 'meta'));
      expect(meta!.index).toBeLessThan(html.indexOf('<script'));
      // The host serves this page at unknown paths, which no header rule may cover: the page must not rely on one.
      const header = pageHeaders.get('/')!['Content-Security-Policy']!;
      const withoutHashes = (policy: string) => policy.replace(/ 'sha256-[^']+'/g, '');
      expect(withoutHashes(header).replace("; frame-ancestors 'none'", '')).toBe(withoutHashes(meta![1]!));
    },
  );
});
