/** @jest-environment node */
/**
 * scripts/serve.mjs against a small fixture build: the `docusaurus serve` behaviour (serve-handler with the
 * site's trailingSlash: false), every `docusaurus serve` option accepted, locale 404 pages, content types, path
 * safety (traversal plain, encoded, double-encoded, backslashes, NUL bytes), and the feedback function mounted at
 * its Netlify path.
 */
import {spawnSync, type ChildProcess} from 'node:child_process';
import net from 'node:net';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {tempDir} from './feedback/helpers';
import {startPreviewServer} from './lib/previewServer';

const root = path.join(tempDir(), 'build');
const inbox = path.join(tempDir(), 'inbox.jsonl');
let child: ChildProcess;
let base = '';

const files: Record<string, string> = {
  'index.html': 'home',
  '404.html': 'not found (en)',
  'docs/concepts.html': 'concepts page',
  'docs/concepts/channel.html': 'channel page',
  'dir/index.html': 'dir index',
  'de/index.html': 'startseite',
  'de/404.html': 'nicht gefunden',
  'de/foo.html': 'foo (de)',
  _headers: '/*\n  X-Frame-Options: DENY\n',
  _redirects: '/old /new 301\n',
  'assets/site.css': 'body{}',
  'assets/app.js': 'void 0',
  'img/logo.svg': '<svg/>',
  'data/unknown.bin': 'x',
};

beforeAll(async () => {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), content);
  }
  writeFileSync(path.join(path.dirname(root), 'outside.txt'), 'secret');
  // The options `docusaurus serve` takes (siteDir, --config, -p, -h, --no-open) next to our --request-timeout.
  ({child, base} = await startPreviewServer(
    [
      '.',
      '--dir',
      root,
      '--config',
      'docusaurus.config.ts',
      '-p',
      '0',
      '-h',
      '127.0.0.1',
      '--no-open',
      '--request-timeout',
      '1000',
    ],
    {FEEDBACK_INBOX: inbox, GITHUB_TOKEN: ''},
  ));
}, 30_000);

afterAll(() => {
  child?.kill('SIGTERM');
});

async function get(pathname: string, method = 'GET') {
  const response = await fetch(`${base}${pathname}`, {method, redirect: 'manual'});
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    location: response.headers.get('location'),
    text: await response.text(),
  };
}

describe('scripts/serve.mjs', () => {
  it.each([
    ['/', 200, 'home'],
    ['/docs/concepts', 200, 'concepts page'],
    ['/docs/concepts/channel', 200, 'channel page'],
    ['/dir/', 200, 'dir index'],
    ['/de/', 200, 'startseite'],
    ['/de/foo', 200, 'foo (de)'],
    ['/missing', 404, 'not found (en)'],
    ['/docs/missing', 404, 'not found (en)'],
    ['/de/missing', 404, 'nicht gefunden'],
  ])('GET %s -> %d %j', async (pathname, status, text) => {
    const response = await get(pathname);
    expect(response.status).toBe(status);
    expect(response.text).toBe(text);
  });

  /** Sends a request line byte for byte: fetch() would normalise dots and backslashes before they leave. */
  function raw(rawPath: string) {
    const url = new URL(base);
    return new Promise<{status: number; body: string}>((resolve, reject) => {
      let answer = '';
      const socket = net.connect(Number(url.port), url.hostname, () => {
        socket.write(`GET ${rawPath} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      });
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head, ...body] = answer.split('\r\n\r\n');
        resolve({status: Number(head.split(' ')[1]), body: body.join('\r\n\r\n')});
      });
    });
  }

  it.each([
    '/../outside.txt',
    '/../../package.json',
    '/../package.json',
    '/%2e%2e/outside.txt',
    '/%2E%2E/package.json',
    '/%252e%252e/outside.txt',
    '/%252e%252e/package.json',
    '/assets/..%2f..%2foutside.txt',
    '/..%2f..%2fetc/passwd',
    '/..%2f..%2f..%2f..%2f..%2f..%2fetc/passwd',
    '/de/../../outside.txt',
    '/..\\outside.txt',
    '/%5c..%5coutside.txt',
    '/..%5c..%5cpackage.json',
    '/assets/site.css%00.html',
    '/%00',
    '/etc/passwd',
    '//etc/passwd',
    `/${path.dirname(root)}/outside.txt`,
    `${path.dirname(root)}/outside.txt`.replace(/^\//, '/%2f'),
    'http://x/../outside.txt',
    '/%ff%fe',
  ])('never serves a file outside the folder: %s', async (rawPath) => {
    const {status, body} = await raw(rawPath);
    expect([301, 302, 400, 404]).toContain(status);
    expect(body).not.toContain('secret');
    expect(body).not.toContain('asyncapi-website');
    expect(body).not.toContain('root:');
  });

  it.each([
    ['/../outside.txt', 400],
    ['/%2e%2e/outside.txt', 400],
    ['/..%2f..%2fetc/passwd', 400],
    ['/..\\outside.txt', 400],
    ['/assets/site.css%00.html', 400],
    ['/%252e%252e/outside.txt', 404],
    ['/etc/passwd', 404],
  ])('answers %s with %d', async (rawPath, status) => {
    expect((await raw(rawPath)).status).toBe(status);
  });

  it.each([
    ['a segment of 255 characters', `/${'a'.repeat(255)}`, 'not found (en)'],
    ['a segment of 251 characters (with .html, too long a name)', `/docs/${'b'.repeat(251)}`, 'not found (en)'],
    ['a German path with a segment of 300 characters', `/de/${'c'.repeat(300)}`, 'nicht gefunden'],
    ['a segment of 255 encoded characters', `/${'%61'.repeat(255)}`, 'not found (en)'],
    ['a path of 4,200 characters', `/${'d/'.repeat(2100)}x`, 'not found (en)'],
    ['the host configuration file _headers', '/_headers', 'not found (en)'],
    ['_headers percent-encoded', '/%5Fheaders', 'not found (en)'],
    ['the host configuration file _redirects', '/_redirects', 'not found (en)'],
    ['_headers after two slashes', '//_headers', 'not found (en)'],
    ['_headers after three slashes', '///_headers', 'not found (en)'],
    ['_headers after a dot segment', '/./_headers', 'not found (en)'],
    ['_headers after an encoded dot segment', '/%2e/_headers', 'not found (en)'],
    ['_redirects with a trailing slash', '/_redirects/', 'not found (en)'],
  ])('answers %s with the 404 page, never a 500 or the file', async (_name, rawPath, text) => {
    const {status, body} = await raw(rawPath);
    expect(status).toBe(404);
    expect(body).toBe(text);
  });

  it.each([
    ['/assets/site.css', 'text/css; charset=utf-8'],
    ['/assets/app.js', 'application/javascript; charset=utf-8'],
    ['/img/logo.svg', 'image/svg+xml'],
    ['/docs/concepts', 'text/html; charset=utf-8'],
    ['/data/unknown.bin', 'application/octet-stream'],
  ])('serves %s as %s', async (pathname, type) => {
    expect((await get(pathname)).type).toBe(type);
  });

  it('redirects a trailing slash away (dropping the query, as serve-handler in docusaurus serve does), never to another host', async () => {
    expect(await get('/docs/concepts/?q=1')).toMatchObject({status: 301, location: '/docs/concepts'});
    expect(await get('//evil.example/')).toMatchObject({status: 301, location: '/evil.example'});
    expect(await raw('//evil.example/')).toMatchObject({status: 301});
  });

  it('serves a folder index at its address with the trailing slash and redirects there, as Netlify does', async () => {
    expect(await get('/de/')).toMatchObject({status: 200, text: 'startseite'});
    expect(await get('/de')).toMatchObject({status: 301, location: '/de/'});
    expect(await get('/dir?x=1')).toMatchObject({status: 301, location: '/dir/?x=1'});
    expect(await get('/de/foo')).toMatchObject({status: 200, text: 'foo (de)'});
  });

  it('redirects /index.html and .html addresses to the clean URL, as docusaurus serve does', async () => {
    expect(await get('/docs/concepts.html')).toMatchObject({status: 301, location: '/docs/concepts'});
    expect(await get('/dir/index.html')).toMatchObject({status: 301, location: '/dir/index'});
    expect(await get('/dir/index')).toMatchObject({status: 301, location: '/dir'});
  });

  it('answers HEAD without a body and other methods with 405', async () => {
    expect(await get('/docs/concepts', 'HEAD')).toMatchObject({status: 200, text: ''});
    expect((await get('/docs/concepts', 'POST')).status).toBe(405);
  });

  it('mounts the feedback function', async () => {
    const url = `${base}/.netlify/functions/github_discussions`;
    const ok = await fetch(url, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({title: 'Feedback on /docs/concepts - now', feedback: 'Served 👍', website: ''}),
    });
    expect(ok.status).toBe(200);
    expect(JSON.parse(readFileSync(inbox, 'utf8').split('\n')[0])).toMatchObject({
      feedback: 'Served 👍',
      page: '/docs/concepts',
    });
    // A retry of the same submission (the form sends its id again) is stored once and answered as the first one.
    const retried = {title: 'Feedback on /docs - now', feedback: 'Sent twice', website: ''};
    const id = '7d0f3c2a-5b1e-4f6a-9c8d-2e4b6a8c0f13';
    const answers: {status: number; json: unknown}[] = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify({...retried, id}),
      });
      answers.push({status: response.status, json: (await response.json()) as unknown});
    }
    expect(answers).toEqual([
      {status: 200, json: {message: 'ok', id}},
      {status: 200, json: {message: 'ok', id}},
    ]);
    const lines = readFileSync(inbox, 'utf8').trim().split('\n');
    expect(lines.filter((line) => line.includes('Sent twice'))).toHaveLength(1);
    const get405 = await fetch(url);
    expect(get405.status).toBe(405);
    expect(get405.headers.get('allow')).toBe('POST');
  });

  it.each([
    ['the feedback function', 'POST /.netlify/functions/github_discussions', '408 Request Timeout'],
    ['a page', 'GET /docs/concepts', '200 OK'],
  ])(
    'closes the connection soon when a body to %s stops short of its Content-Length',
    async (_name, request, status) => {
      const url = new URL(base);
      // With Node's default request timeout (300 s) the connection would stay open past this test's timeout; the
      // server's --request-timeout 1000 closes it.
      const answer = await new Promise<string>((resolve) => {
        let answer = '';
        const socket = net.connect(Number(url.port), url.hostname, () => {
          socket.write(
            `${request} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"title":`,
          );
        });
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        socket.on('error', () => undefined);
        socket.on('close', () => resolve(answer));
      });
      expect(answer.split('\r\n')[0]).toBe(`HTTP/1.1 ${status}`);
    },
  );
});

describe('scripts/serve.mjs options', () => {
  const cwd = path.resolve(__dirname, '../..');
  const run = (args: string[]) =>
    spawnSync(process.execPath, ['scripts/serve.mjs', ...args], {cwd, encoding: 'utf8', timeout: 20_000});

  it('prints its usage for --help, naming every docusaurus serve option', () => {
    const {status, stdout} = run(['--help']);
    expect(status).toBe(0);
    for (const option of [
      'siteDir',
      '--dir',
      '--config',
      '--port',
      '--host',
      '--build',
      '--no-open',
      '--request-timeout',
    ]) {
      expect(stdout).toContain(option);
    }
  });

  it.each([
    [['--bogus'], /Unknown option '--bogus'/],
    [['--port', 'abc'], /Invalid --port: abc/],
    [['--request-timeout', '5'], /Invalid --request-timeout: 5/],
    [['a', 'b'], /At most one site directory/],
  ])('rejects %j with a clear error and exit 2', (args, message) => {
    const {status, stderr} = run(args);
    expect(status).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr).toContain('Usage:');
  });

  it('says to build first when the folder has no build', () => {
    const {status, stderr} = run(['--dir', path.join(tempDir(), 'empty'), '--no-open', '-p', '0']);
    expect(status).toBe(1);
    expect(stderr).toMatch(/No index\.html in .*build the site first/);
  });
});
