/** @jest-environment node */
/**
 * The Netlify Blobs feedback store: chosen when the event carries the Blobs context, and keeping every
 * submission GitHub did not take (401, 502, timeout, reset) with a 502 saying it was kept. A fake GitHub
 * and a fake Blobs store (or a fake Blobs edge server on 127.0.0.1 for the real @netlify/blobs client).
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {createNetlifyHandler, type NetlifyHandlerOptions} from '@site/netlify/functions/github_discussions';
import {blobsKey, blobsStore, runsWithBlobs, type BlobsStoreLike} from '@site/netlify/functions/feedback/blobs';
import {KEPT_MESSAGE, NOT_KEPT_MESSAGE} from '@site/netlify/functions/feedback/handle';
import type {StoredFeedback} from '@site/netlify/functions/feedback/store';
import {tempDir, VALID} from './helpers';

type Reply = {status: number; body: unknown} | {status: number; html: string} | 'hang' | 'reset' | 'ok';

let github: http.Server;
let githubUrl: string;
let reply: Reply = 'ok';

beforeAll(async () => {
  github = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (reply === 'hang') return;
      if (reply === 'reset') {
        req.socket.resetAndDestroy();
        return;
      }
      if (reply === 'ok') {
        res.writeHead(200, {'Content-Type': 'application/json'});
        res.end(
          JSON.stringify({
            data: {createDiscussion: {discussion: {id: 'D_1', url: 'https://github.com/x/y/discussions/1'}}},
          }),
        );
        return;
      }
      res.writeHead(reply.status, {'Content-Type': 'html' in reply ? 'text/html' : 'application/json'});
      res.end('html' in reply ? reply.html : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => github.listen(0, '127.0.0.1', resolve));
  githubUrl = `http://127.0.0.1:${(github.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  github.closeAllConnections();
  await new Promise<void>((resolve) => github.close(() => resolve()));
});

beforeEach(() => {
  reply = 'ok';
});

/** A fake Blobs store: what `setJSON` was given, or a failure. */
function fakeBlobs(fail?: Error) {
  const blobs = new Map<string, {data: StoredFeedback; metadata?: Record<string, unknown>}>();
  const opened: string[] = [];
  const store: BlobsStoreLike = {
    setJSON: async (key, data, options) => {
      if (fail) throw fail;
      blobs.set(key, {data: data as StoredFeedback, metadata: options?.metadata});
    },
  };
  return {blobs, opened, open: (name: string) => (opened.push(name), store)};
}

/** The Blobs context Netlify puts on the events of Lambda-compatible functions. */
const BLOBS_CONTEXT = Buffer.from(JSON.stringify({url: 'http://127.0.0.1:1', token: 'blobs-token'})).toString('base64');

function onNetlify(env: Record<string, string | undefined>, options: NetlifyHandlerOptions = {}) {
  const root = tempDir();
  const inbox = path.join(root, 'inbox.jsonl');
  const connected: {blobs: string; headers: Record<string, string>}[] = [];
  const fullEnv: Record<string, string | undefined> = {FEEDBACK_INBOX: inbox, ...env};
  const handler = createNetlifyHandler({
    env: fullEnv,
    projectRoot: root,
    log: () => {},
    // What connectLambda does, on this test's env object instead of process.env.
    connectBlobs: (event) => {
      connected.push(event);
      fullEnv.NETLIFY_BLOBS_CONTEXT = 'set-by-connect';
    },
    ...options,
  });
  const call = async (blobs: string | null = BLOBS_CONTEXT) => {
    const result = await handler({
      httpMethod: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'x-nf-client-connection-ip': '203.0.113.9',
        'X-Nf-Site-Id': 'site-1',
        'x-nf-deploy-id': 'deploy-1',
      },
      body: JSON.stringify(VALID),
      ...(blobs === null ? {} : {blobs}),
    });
    return {...result, json: JSON.parse(result.body) as {message: string; id?: string}};
  };
  return {call, inbox, connected};
}

const GITHUB_ENV = () => ({
  GITHUB_TOKEN: 'test-token',
  GITHUB_DISCUSSION_REPOSITORY_ID: 'R_repo',
  GITHUB_DISCUSSION_CATEGORY_ID: 'DIC_category',
  GITHUB_GRAPHQL_URL: githubUrl,
  FEEDBACK_RATE_LIMIT: '1000',
});

describe('Netlify Blobs feedback store', () => {
  it.each<[string, Reply, RegExp]>([
    ['a 401', {status: 401, body: {message: 'Bad credentials'}}, /^GitHub answered HTTP 401: Bad credentials$/],
    [
      'a 502 with an HTML page',
      {status: 502, html: '<!DOCTYPE html><title>Unicorn!</title>'},
      /^GitHub answered HTTP 502: <!DOCTYPE html>/,
    ],
    ['a timeout', 'hang', /^GitHub did not answer within 0.3 s$/],
    ['a connection reset', 'reset', /^Could not reach GitHub: /],
  ])(
    'keeps the submission in the blob store when GitHub fails with %s, and the 502 says so',
    async (_name, failure, detail) => {
      reply = failure;
      const fake = fakeBlobs();
      // Only the hang waits out the deadline, shortened here; the other failures get the function's own, so that a
      // busy host answering the fake's 401 after 0.3 s cannot turn them into a timeout (it did, two runs side by side).
      const githubTimeoutMs = failure === 'hang' ? 300 : undefined;
      const {call, inbox, connected} = onNetlify(GITHUB_ENV(), {openBlobsStore: fake.open, githubTimeoutMs});
      const result = await call();
      expect(result.statusCode).toBe(502);
      expect(result.json).toEqual({message: KEPT_MESSAGE, id: expect.any(String), saved: true});
      expect(result.body).not.toMatch(/credentials|html|Unicorn|HTTP/i);
      // The event's context was connected (headers lower-cased, as connectLambda reads them) ...
      expect(connected).toEqual([
        {
          blobs: BLOBS_CONTEXT,
          headers: expect.objectContaining({'x-nf-site-id': 'site-1', 'x-nf-deploy-id': 'deploy-1'}),
        },
      ]);
      // ... so the submission went to the blob store `feedback`, not to the function's disk.
      expect(fake.opened).toEqual(['feedback']);
      expect(existsSync(inbox)).toBe(false);
      const [[key, blob]] = [...fake.blobs];
      expect(key).toMatch(/^undelivered\/\d{4}-\d\d-\d\dT[\d:.]+Z-[0-9a-f-]{36}$/);
      // The key, the kept copy and the answer carry the submission's id.
      expect(key.endsWith(`-${result.json.id}`)).toBe(true);
      expect(blob.data).toEqual({
        id: result.json.id,
        receivedAt: expect.stringMatching(/^\d{4}-/),
        title: VALID.title,
        feedback: VALID.feedback,
        page: '/docs/concepts',
        notDelivered: expect.stringMatching(detail),
      });
      expect(blob.metadata).toEqual({receivedAt: blob.data.receivedAt, notDelivered: true});
    },
  );

  it('keeps nothing when GitHub took the submission', async () => {
    const fake = fakeBlobs();
    const {call} = onNetlify(GITHUB_ENV(), {openBlobsStore: fake.open});
    expect((await call()).statusCode).toBe(200);
    expect(fake.blobs.size).toBe(0);
  });

  it('keeps every submission under inbox/ when there is no GitHub token', async () => {
    const fake = fakeBlobs();
    const {call, inbox} = onNetlify({FEEDBACK_RATE_LIMIT: '1000'}, {openBlobsStore: fake.open});
    const results = await Promise.all(Array.from({length: 5}, () => call()));
    expect(results.map((result) => result.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // Each submission, and a marker of its id (so a retry of it is found).
    expect(fake.blobs.size).toBe(10);
    for (const key of fake.blobs.keys()) expect(key).toMatch(/^(inbox|ids)\//);
    expect(existsSync(inbox)).toBe(false);
  });

  it('says the submission was not kept when the blob store fails', async () => {
    reply = {status: 401, body: {message: 'Bad credentials'}};
    const logged: string[] = [];
    const fake = fakeBlobs(new Error('Netlify Blobs has generated an internal error (503 status code)'));
    const {call} = onNetlify(GITHUB_ENV(), {openBlobsStore: fake.open, log: (line) => logged.push(line)});
    const result = await call();
    expect(result.statusCode).toBe(502);
    expect(result.json.message).toBe(NOT_KEPT_MESSAGE);
    expect(logged).toContain(
      'feedback: could not keep a submission in Netlify Blobs store "feedback": Netlify Blobs has generated an internal error (503 status code)',
    );
  });

  it('uses the inbox file off Netlify (no Blobs context on the event or in the environment)', async () => {
    reply = {status: 401, body: {message: 'Bad credentials'}};
    const fake = fakeBlobs();
    const {call, inbox, connected} = onNetlify(GITHUB_ENV(), {openBlobsStore: fake.open});
    expect((await call(null)).json.message).toBe(KEPT_MESSAGE);
    expect(connected).toHaveLength(0);
    expect(fake.opened).toHaveLength(0);
    expect(existsSync(inbox)).toBe(true);
  });

  it('logs a Blobs context it cannot read and falls back to the inbox file', async () => {
    const logged: string[] = [];
    const fake = fakeBlobs();
    const {call, inbox} = onNetlify(
      {},
      {
        openBlobsStore: fake.open,
        connectBlobs: () => {
          throw new SyntaxError('Unexpected token');
        },
        log: (line) => logged.push(line),
      },
    );
    expect((await call('not base64 json')).statusCode).toBe(200);
    expect(logged).toEqual(['feedback: could not connect Netlify Blobs: Unexpected token']);
    expect(existsSync(inbox)).toBe(true);
  });

  it('decides from NETLIFY_BLOBS_CONTEXT and names keys by kind, time and id', () => {
    expect(runsWithBlobs({})).toBe(false);
    expect(runsWithBlobs({NETLIFY_BLOBS_CONTEXT: ' '})).toBe(false);
    expect(runsWithBlobs({NETLIFY_BLOBS_CONTEXT: 'eyJ9'})).toBe(true);
    const entry = {id: 'id-1', receivedAt: '2026-11-22T18:00:00.000Z', title: 't', feedback: 'f'};
    expect(blobsKey(entry)).toBe('inbox/2026-11-22T18:00:00.000Z-id-1');
    expect(blobsKey({...entry, id: 'id-2', notDelivered: 'x'})).toBe('undelivered/2026-11-22T18:00:00.000Z-id-2');
  });

  it('writes through the real @netlify/blobs client and connectLambda to the edge URL of the context', async () => {
    const puts: {method?: string; url?: string; authorization?: string; body: unknown}[] = [];
    const edge = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        puts.push({
          method: req.method,
          url: req.url,
          authorization: req.headers.authorization,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        });
        res.writeHead(200);
        res.end();
      });
    });
    await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
    const before = process.env.NETLIFY_BLOBS_CONTEXT;
    try {
      reply = 'reset';
      const context = Buffer.from(
        JSON.stringify({url: `http://127.0.0.1:${(edge.address() as AddressInfo).port}`, token: 'blobs-token'}),
      ).toString('base64');
      const root = tempDir();
      const handler = createNetlifyHandler({env: process.env, projectRoot: root, log: () => {}});
      // The real handler reads process.env: give it the GitHub settings for this call only.
      Object.assign(process.env, GITHUB_ENV());
      const result = await handler({
        httpMethod: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-nf-client-connection-ip': '203.0.113.10',
          'x-nf-site-id': 'site-1',
          'x-nf-deploy-id': 'deploy-1',
        },
        body: JSON.stringify(VALID),
        blobs: context,
      });
      expect(result.statusCode).toBe(502);
      expect(JSON.parse(result.body)).toEqual({message: KEPT_MESSAGE, id: expect.any(String), saved: true});
      // The submission, then the marker of its id (so a retry of it is found).
      expect(puts).toHaveLength(2);
      expect(puts[1].url).toMatch(/^\/site-1\/site:feedback\/ids\/[0-9a-f-]{36}$/);
      expect(puts[0]).toMatchObject({
        method: 'PUT',
        authorization: 'Bearer blobs-token',
        body: {title: VALID.title, feedback: VALID.feedback},
      });
      expect(puts[0].url).toMatch(/^\/site-1\/site:feedback\/undelivered\/\d{4}-/);
      expect(existsSync(path.join(root, '.feedback'))).toBe(false);
    } finally {
      for (const name of Object.keys(GITHUB_ENV())) delete process.env[name];
      if (before === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT;
      else process.env.NETLIFY_BLOBS_CONTEXT = before;
      edge.closeAllConnections();
      await new Promise<void>((resolve) => edge.close(() => resolve()));
    }
  });
});

describe('blobsStore', () => {
  it('opens the store on each keep (the context exists only once the event is connected)', async () => {
    const fake = fakeBlobs();
    const store = blobsStore(fake.open, 'feedback', () => 'fixed-id');
    expect(fake.opened).toHaveLength(0);
    await store.keep({id: 'sub-1', receivedAt: '2026-11-22T18:00:00.000Z', title: 't', feedback: 'f'});
    // A submission without an id of its own (none are made so now) gets one.
    await store.keep({id: '', receivedAt: '2026-11-22T18:00:01.000Z', title: 't', feedback: 'f'});
    expect([...fake.blobs.keys()]).toEqual([
      'inbox/2026-11-22T18:00:00.000Z-sub-1',
      'ids/sub-1',
      'inbox/2026-11-22T18:00:01.000Z-fixed-id',
    ]);
    expect(store.name).toBe('Netlify Blobs store "feedback"');
  });
});
