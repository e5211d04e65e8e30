/** @jest-environment node */
/**
 * A retried submission is stored once: the form makes an id per submission and sends it again on "Try again";
 * the handler answers a known id as it did the first time (from memory in the same process, from the store after a
 * restart or on another instance) and neither keeps nor posts it again. Also the answer that says a submission was
 * kept (`saved: true`), which the form shows as saved rather than as an error.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createFeedbackMiddleware, createNetlifyHandler} from '@site/netlify/functions/github_discussions';
import {blobsStore, type BlobsStoreLike} from '@site/netlify/functions/feedback/blobs';
import {KEPT_MESSAGE} from '@site/netlify/functions/feedback/handle';
import type {FeedbackStore, StoredFeedback} from '@site/netlify/functions/feedback/store';
import {netlify, tempDir, VALID} from './helpers';

const ID = '3f2b8c1e-9a4d-4e7b-8c6f-1d2e3f4a5b6c';

function lines(file: string): StoredFeedback[] {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as StoredFeedback);
}

let github: http.Server;
let githubUrl: string;
let githubCalls = 0;
let githubStatus = 503;

beforeAll(async () => {
  github = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      githubCalls += 1;
      if (githubStatus === 200) {
        res.writeHead(200, {'Content-Type': 'application/json'});
        res.end(JSON.stringify({data: {createDiscussion: {discussion: {id: 'D', url: 'https://github.com/x/y/1'}}}}));
        return;
      }
      res.writeHead(githubStatus, {'Content-Type': 'application/json'});
      res.end('{"message":"down"}');
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
  githubCalls = 0;
  githubStatus = 503;
});

const GITHUB_ENV = () => ({
  GITHUB_TOKEN: 't',
  GITHUB_DISCUSSION_REPOSITORY_ID: 'R',
  GITHUB_DISCUSSION_CATEGORY_ID: 'C',
  GITHUB_GRAPHQL_URL: githubUrl,
});

describe('a retried submission (the same client id)', () => {
  it('is stored once and answered twice with the same id', async () => {
    const {call, inbox} = netlify();
    const first = await call({body: {...VALID, id: ID}});
    const second = await call({body: {...VALID, id: ID}});
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json).toEqual({message: 'ok', id: ID});
    expect(second.json).toEqual(first.json);
    expect(lines(inbox)).toEqual([expect.objectContaining({id: ID, feedback: VALID.feedback})]);
  });

  it('is stored once when both attempts arrive at the same time', async () => {
    const {call, inbox} = netlify();
    const answers = await Promise.all([1, 2, 3].map(() => call({body: {...VALID, id: ID}})));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(lines(inbox)).toHaveLength(1);
  });

  it('takes the id in any case, and keeps different ids apart', async () => {
    const {call, inbox} = netlify();
    expect((await call({body: {...VALID, id: ID.toUpperCase()}})).json).toEqual({message: 'ok', id: ID});
    await call({body: {...VALID, id: ID}});
    await call({body: {...VALID, id: '00000000-0000-4000-8000-000000000000'}});
    await call({body: VALID});
    expect(lines(inbox).map((entry) => entry.id)).toEqual([
      ID,
      '00000000-0000-4000-8000-000000000000',
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    ]);
  });

  it('is found in the inbox file by a new handler (a restarted server)', async () => {
    const root = tempDir();
    const env = {FEEDBACK_INBOX: path.join(root, 'inbox.jsonl')};
    const before = createNetlifyHandler({env, projectRoot: root, log: () => {}});
    const after = createNetlifyHandler({env, projectRoot: root, log: () => {}});
    const event = {
      httpMethod: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({...VALID, id: ID}),
    };
    expect((await before(event)).statusCode).toBe(200);
    const again = await after(event);
    expect(again.statusCode).toBe(200);
    expect(JSON.parse(again.body)).toEqual({message: 'ok', id: ID});
    expect(lines(env.FEEDBACK_INBOX)).toHaveLength(1);
  });

  it('that GitHub did not take is kept once, said as saved both times, and not posted again', async () => {
    const {call, inbox} = netlify(GITHUB_ENV());
    const first = await call({body: {...VALID, id: ID}});
    const second = await call({body: {...VALID, id: ID}});
    for (const answer of [first, second]) {
      expect(answer.statusCode).toBe(502);
      expect(answer.json).toEqual({message: KEPT_MESSAGE, id: ID, saved: true});
    }
    expect(githubCalls).toBe(1);
    expect(lines(inbox)).toEqual([expect.objectContaining({id: ID, notDelivered: expect.any(String)})]);
  });

  it('that GitHub did not take is answered as saved by a new handler too (from the kept copy)', async () => {
    const root = tempDir();
    const env = {...GITHUB_ENV(), FEEDBACK_INBOX: path.join(root, 'inbox.jsonl')};
    const event = {
      httpMethod: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({...VALID, id: ID}),
    };
    await createNetlifyHandler({env, projectRoot: root, log: () => {}})(event);
    const again = await createNetlifyHandler({env, projectRoot: root, log: () => {}})(event);
    expect(again.statusCode).toBe(502);
    expect(JSON.parse(again.body)).toEqual({message: KEPT_MESSAGE, id: ID, saved: true});
    expect(githubCalls).toBe(1);
    expect(lines(env.FEEDBACK_INBOX)).toHaveLength(1);
  });

  it('that GitHub took is not posted a second time', async () => {
    githubStatus = 200;
    const {call} = netlify(GITHUB_ENV());
    expect((await call({body: {...VALID, id: ID}})).statusCode).toBe(200);
    expect((await call({body: {...VALID, id: ID}})).json).toEqual({message: 'ok', id: ID});
    expect(githubCalls).toBe(1);
  });

  it('is tried again for real when the first attempt kept nothing', async () => {
    let fail = true;
    const kept: StoredFeedback[] = [];
    const store: FeedbackStore = {
      name: 'flaky',
      keep: async (entry) => {
        if (fail) throw new Error('disk full');
        kept.push(entry);
      },
      seen: async (id) => (kept.some((entry) => entry.id === id) ? {notDelivered: false} : undefined),
    };
    const {call} = netlify({}, {store});
    const first = await call({body: {...VALID, id: ID}});
    expect(first.statusCode).toBe(500);
    expect(first.json).not.toHaveProperty('saved');
    fail = false;
    expect((await call({body: {...VALID, id: ID}})).statusCode).toBe(200);
    expect((await call({body: {...VALID, id: ID}})).statusCode).toBe(200);
    expect(kept).toHaveLength(1);
  });

  it('is found in Netlify Blobs through its id marker', async () => {
    const blobs = new Map<string, unknown>();
    const fake: BlobsStoreLike = {
      setJSON: async (key, data) => void blobs.set(key, data),
      get: async (key) => blobs.get(key) ?? null,
    };
    const store = blobsStore(() => fake);
    expect(await store.seen?.(ID)).toBeUndefined();
    await store.keep({id: ID, receivedAt: '2026-12-06T05:00:00.000Z', title: 't', feedback: 'f', notDelivered: 'x'});
    expect(await store.seen?.(ID)).toEqual({notDelivered: true});
    const {call} = netlify(GITHUB_ENV(), {store});
    const again = await call({body: {...VALID, id: ID}});
    expect(again.json).toEqual({message: KEPT_MESSAGE, id: ID, saved: true});
    expect(githubCalls).toBe(0);
    expect([...blobs.keys()].filter((key) => !key.startsWith('ids/'))).toHaveLength(1);
  });

  it('is refused with a clear message when the id is not a UUID', async () => {
    const {call} = netlify();
    for (const id of ['', 'x', 42, '../inbox', `${ID}0`]) {
      const answer = await call({body: {...VALID, id}});
      expect(answer.statusCode).toBe(400);
      expect(answer.json.message).toBe('The "id" field must be a UUID (for instance from crypto.randomUUID()).');
    }
  });
});

describe('the Node middleware (npm run serve, the dev server)', () => {
  it('stores a retried submission once', async () => {
    const root = tempDir();
    const inbox = path.join(root, 'inbox.jsonl');
    const middleware = createFeedbackMiddleware({env: {FEEDBACK_INBOX: inbox}, projectRoot: root, log: () => {}});
    const server = http.createServer((req, res) => middleware(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const post = () =>
        fetch(url, {
          method: 'POST',
          headers: {'Content-Type': 'application/json'},
          body: JSON.stringify({...VALID, id: ID}),
        }).then(async (response) => ({status: response.status, json: (await response.json()) as unknown}));
      expect(await post()).toEqual({status: 200, json: {message: 'ok', id: ID}});
      expect(await post()).toEqual({status: 200, json: {message: 'ok', id: ID}});
      expect(lines(inbox)).toHaveLength(1);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
