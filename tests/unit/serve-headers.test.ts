/** @jest-environment node */
/** scripts/serve.mjs sends the headers of the build's _headers file (scripts/headers.mjs), as Netlify would. */
import type {ChildProcess} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {formatHeadersFile, securityHeaderRules, sha256Source} from '@site/plugins/built-html/policy';
import {fileFolderRules} from '@site/plugins/built-html/fileFolders';
import {tempDir} from './feedback/helpers';
import {startPreviewServer} from './lib/previewServer';

const root = path.join(tempDir(), 'build');
const rules = securityHeaderRules({
  scriptHashes: [sha256Source('a()')],
  pages: ['/', '/docs', '/docs/*', '/404', '/missing'],
});
const schemaHeaders = {'Content-Type': 'application/schema+json', 'Access-Control-Allow-Origin': '*'};
const common = rules[0]!.headers;
const csp = rules[1]!.headers['Content-Security-Policy']!;
let child: ChildProcess;
let base = '';

beforeAll(async () => {
  const files: Record<string, string> = {
    'index.html': '<script>a()</script>',
    '404.html': 'not found',
    'docs/concepts.html': 'concepts',
    'assets/js/main.0123abcd.js': 'void 0',
    'definitions/3.0.0/info.json': '{}',
    _headers: formatHeadersFile(
      [...rules, ...fileFolderRules({folders: ['definitions'], headers: schemaHeaders})],
      'fixture',
    ),
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), content);
  }
  ({child, base} = await startPreviewServer(['--dir', root, '--port', '0'], {
    FEEDBACK_INBOX: path.join(tempDir(), 'inbox.jsonl'),
    GITHUB_TOKEN: '',
  }));
}, 30_000);

afterAll(() => {
  child?.kill('SIGTERM');
});

describe('scripts/serve.mjs headers', () => {
  it.each([
    ['/', 200, true, 'public, max-age=0, must-revalidate'],
    ['/docs/concepts', 200, true, 'public, max-age=0, must-revalidate'],
    ['/missing', 404, true, 'public, max-age=0, must-revalidate'],
    ['/assets/js/main.0123abcd.js', 200, false, 'public, max-age=31536000, immutable'],
  ])('%s: status %d, the security headers (CSP: %s) and Cache-Control %s', async (pathname, status, withCsp, cache) => {
    const response = await fetch(`${base}${pathname}`);
    expect(response.status).toBe(status);
    for (const [name, value] of Object.entries(common)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get('content-security-policy')).toBe(withCsp ? csp : null);
    expect(response.headers.get('cache-control')).toBe(cache);
  });

  it("lets a rule's Content-Type replace the one picked by extension, for the file only", async () => {
    const file = await fetch(`${base}/definitions/3.0.0/info.json`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/schema+json');
    expect(file.headers.get('access-control-allow-origin')).toBe('*');
    const head = await fetch(`${base}/definitions/3.0.0/info.json`, {method: 'HEAD'});
    expect(head.headers.get('content-type')).toBe('application/schema+json');
    // The 404 page sent for a missing file stays HTML, and a redirect keeps its own type.
    const missing = await fetch(`${base}/definitions/3.0.0/missing.json`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const redirect = await fetch(`${base}/definitions/3.0.0/`, {redirect: 'manual'});
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('content-type')).not.toBe('application/schema+json');
  });

  it('sends them on redirects too', async () => {
    const response = await fetch(`${base}/docs/concepts/`, {redirect: 'manual'});
    expect(response.status).toBe(301);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
