/** @jest-environment node */
/**
 * scripts/serve.mjs against a small fixture build: trailingSlash-false URL mapping, locale 404 pages,
 * content types, path safety, and the feedback function mounted at its Netlify path.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {tempDir} from './feedback/helpers';

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
  child = spawn(process.execPath, ['scripts/serve.mjs', '--dir', root, '--port', '0', '--request-timeout', '1000'], {
    cwd: path.resolve(__dirname, '../..'),
    env: {...process.env, FEEDBACK_INBOX: inbox, GITHUB_TOKEN: ''},
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${out}`)));
  });
}, 30_000);

afterAll(() => {
  child?.kill('SIGTERM');
});

async function get(pathname: string, method = 'GET') {
  const response = await fetch(`${base}${pathname}`, {method, redirect: 'manual'});
  return {status: response.status, type: response.headers.get('content-type'), location: response.headers.get('location'), text: await response.text()};
}

describe('scripts/serve.mjs', () => {
  it.each([
    ['/', 200, 'home'],
    ['/docs/concepts', 200, 'concepts page'],
    ['/docs/concepts/channel', 200, 'channel page'],
    ['/dir', 200, 'dir index'],
    ['/de', 200, 'startseite'],
    ['/de/foo', 200, 'foo (de)'],
    ['/docs/concepts.html', 200, 'concepts page'],
    ['/missing', 404, 'not found (en)'],
    ['/docs/missing', 404, 'not found (en)'],
    ['/de/missing', 404, 'nicht gefunden'],
  ])('GET %s -> %d %j', async (pathname, status, text) => {
    const response = await get(pathname);
    expect(response.status).toBe(status);
    expect(response.text).toBe(text);
  });

  it.each(['/../outside.txt', '/%2e%2e/outside.txt', '/assets/..%2f..%2foutside.txt', '/de/../../outside.txt'])(
    'never serves files outside the folder: %s',
    async (rawPath) => {
      // Sent byte for byte: fetch() would normalise the dots away before they reach the server.
      const {status, body} = await new Promise<{status: number; body: string}>((resolve, reject) => {
        http
          .get(`${base}/`, {path: rawPath}, (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => resolve({status: response.statusCode ?? 0, body: text}));
          })
          .on('error', reject);
      });
      expect(status).not.toBe(200);
      expect(body).not.toContain('secret');
    },
  );

  it.each([
    ['/assets/site.css', 'text/css; charset=utf-8'],
    ['/assets/app.js', 'text/javascript; charset=utf-8'],
    ['/img/logo.svg', 'image/svg+xml'],
    ['/docs/concepts', 'text/html; charset=utf-8'],
    ['/data/unknown.bin', 'application/octet-stream'],
  ])('serves %s as %s', async (pathname, type) => {
    expect((await get(pathname)).type).toBe(type);
  });

  it('redirects a trailing slash away, keeping the query, and never to another host', async () => {
    expect(await get('/docs/concepts/?q=1')).toMatchObject({status: 301, location: '/docs/concepts?q=1'});
    expect(await get('/de/')).toMatchObject({status: 301, location: '/de'});
    expect(await get('//evil.example/')).toMatchObject({status: 301, location: '/evil.example'});
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
    expect(JSON.parse(readFileSync(inbox, 'utf8'))).toMatchObject({feedback: 'Served 👍', page: '/docs/concepts'});
    const get405 = await fetch(url);
    expect(get405.status).toBe(405);
    expect(get405.headers.get('allow')).toBe('POST');
  });

  it.each([
    ['the feedback function', 'POST /.netlify/functions/github_discussions', '408 Request Timeout'],
    ['a page', 'GET /docs/concepts', '200 OK'],
  ])('closes the connection soon when a body to %s stops short of its Content-Length', async (_name, request, status) => {
    const url = new URL(base);
    const started = Date.now();
    const {answer, closedAfter} = await new Promise<{answer: string; closedAfter: number}>((resolve) => {
      let answer = '';
      const socket = net.connect(Number(url.port), url.hostname, () => {
        socket.write(`${request} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"title":`);
      });
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve({answer, closedAfter: Date.now() - started}));
    });
    expect(answer.split('\r\n')[0]).toBe(`HTTP/1.1 ${status}`);
    // --request-timeout 1000 plus at most one check interval (250 ms), far from Node's 300 s default.
    expect(closedAfter).toBeLessThan(3_000);
  });
});
