/** @jest-environment node */
/**
 * Feedback delivered once, within the platform's deadlines, with answers that say nothing about the setup: against a
 * fake GitHub GraphQL API on 127.0.0.1 that creates a discussion as soon as it is asked (and answers when it likes,
 * as GitHub did when it answered after 15 s) and lists a category's discussions newest first.
 */
import {execFile, execFileSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {promisify} from 'node:util';
import {markedIds} from '@site/netlify/functions/feedback/discussionBody';
import {
  DEFAULT_GITHUB_TIMEOUT_MS,
  DEFAULT_STORE_TIMEOUT_MS,
  PLATFORM_LIMIT_MS,
} from '@site/netlify/functions/feedback/deadline';
import {blobsStore, type BlobsStoreLike} from '@site/netlify/functions/feedback/blobs';
import {
  CONTENT_TYPE_MESSAGE,
  KEPT_MESSAGE,
  NOT_JSON_MESSAGE,
  NOT_KEPT_MESSAGE,
  NOT_SAVED_MESSAGE,
} from '@site/netlify/functions/feedback/handle';
import {receiptsPath} from '@site/netlify/functions/feedback/inbox';
import {redeliver, redeliverFromEnv} from '@site/netlify/functions/feedback/redeliver';
import {fileStore, type StoredFeedback} from '@site/netlify/functions/feedback/store';
import {netlify, tempDir, VALID} from './helpers';

type Discussion = {url: string; title: string; body: string; createdAt: string; categoryId: string};

/** The fake GitHub: what it holds, how it answers, and what it was asked. */
const github = {
  discussions: [] as Discussion[],
  /** Milliseconds before answering a createDiscussion (the discussion exists from the moment it was asked). */
  createDelayMs: 0,
  /** While set, every createDiscussion answer waits for it (the discussion exists from the moment it was asked). */
  holdCreate: null as Promise<void> | null,
  /** An error status for createDiscussion (nothing is created), or null. */
  createStatus: null as number | null,
  listStatus: null as number | null,
  requests: {create: 0, list: 0},
};

let server: http.Server;
let url = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const {query, variables} = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        query: string;
        variables: Record<string, string | null>;
      };
      const send = (status: number, body: unknown) => {
        if (res.destroyed) return;
        res.writeHead(status, {'Content-Type': 'application/json'});
        res.end(JSON.stringify(body));
      };
      if (query.includes('createDiscussion')) {
        github.requests.create += 1;
        if (github.createStatus) return send(github.createStatus, {message: 'Service Unavailable'});
        const discussion = {
          url: `https://github.com/asyncapi/community/discussions/${github.discussions.length + 1}`,
          title: variables.title!,
          body: variables.body!,
          createdAt: new Date().toISOString(),
          categoryId: variables.categoryId!,
        };
        github.discussions.push(discussion);
        const answer = {
          data: {createDiscussion: {discussion: {id: `D_${github.discussions.length}`, url: discussion.url}}},
        };
        if (github.holdCreate) void github.holdCreate.then(() => send(200, answer));
        else setTimeout(() => send(200, answer), github.createDelayMs);
        return undefined;
      }
      github.requests.list += 1;
      if (github.listStatus) return send(github.listStatus, {message: 'Bad credentials'});
      const all = github.discussions
        .filter((d) => d.categoryId === variables.categoryId)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const start = variables.after ? Number(variables.after) : 0;
      const nodes = all
        .slice(start, start + 100)
        .map(({url: u, title, body, createdAt}) => ({url: u, title, body, createdAt}));
      const hasNextPage = start + 100 < all.length;
      return send(200, {
        data: {
          node: {discussions: {nodes, pageInfo: {hasNextPage, endCursor: hasNextPage ? String(start + 100) : null}}},
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  Object.assign(github, {
    discussions: [],
    createDelayMs: 0,
    holdCreate: null,
    createStatus: null,
    listStatus: null,
    requests: {create: 0, list: 0},
  });
});

const ENV = () => ({
  GITHUB_TOKEN: 'test-token',
  GITHUB_DISCUSSION_REPOSITORY_ID: 'R_repo',
  GITHUB_DISCUSSION_CATEGORY_ID: 'DIC_feedback',
  GITHUB_GRAPHQL_URL: url,
  FEEDBACK_RATE_LIMIT: '1000',
});
const SETTINGS = () => ({token: 't', repositoryId: 'R_repo', categoryId: 'DIC_feedback', url, timeoutMs: 2_000});

function kept(inbox: string): StoredFeedback[] {
  return readFileSync(inbox, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as StoredFeedback);
}

/** Discussions per submission id (a duplicate is an id with more than one). */
function discussionsPerId(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const {body} of github.discussions) for (const id of markedIds(body)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

const feedback = (i: number) => ({...VALID, feedback: `Submission number ${i}.`});

describe('delivered once', () => {
  it('50 submissions GitHub took but answered too late: kept, then redelivered without one duplicate', async () => {
    // GitHub answers none of them until every submission has been answered: the function stops waiting for GitHub
    // after its timeout instead (were it to wait, this would never resolve and the test would fail on Jest's timeout).
    let release = () => {};
    github.holdCreate = new Promise<void>((resolve) => (release = resolve));
    const {call, inbox} = netlify(ENV(), {githubTimeoutMs: 1_000});
    const results = await Promise.all(Array.from({length: 50}, (_, i) => call({body: feedback(i)})));
    release();
    expect(new Set(results.map((r) => r.statusCode))).toEqual(new Set([502]));
    expect(new Set(results.map((r) => r.json.message))).toEqual(new Set([KEPT_MESSAGE]));
    const ids = results.map((r) => (r.json as {id?: string}).id!);
    expect(new Set(ids).size).toBe(50);
    expect(
      kept(inbox)
        .map((entry) => entry.id)
        .sort(),
    ).toEqual([...ids].sort());
    // GitHub made a discussion for every request that reached it (all of them, unless this host was too busy to send
    // some within the second), each with its submission's id.
    const arrived = github.discussions.length;
    expect(arrived).toBeGreaterThan(0);
    expect(Math.max(...discussionsPerId().values())).toBe(1);

    const report = await redeliver({store: fileStore(inbox), github: SETTINGS(), log: () => {}});
    expect(report).toEqual({pending: 50, posted: 50 - arrived, found: arrived, failed: []});
    // Every submission is on GitHub exactly once.
    expect([...discussionsPerId().keys()].sort()).toEqual([...ids].sort());
    expect(Math.max(...discussionsPerId().values())).toBe(1);
    const receipts = kept(receiptsPath(inbox)) as unknown as {id: string; url: string; alreadyOnGitHub: boolean}[];
    expect(receipts.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(receipts.filter((r) => r.alreadyOnGitHub)).toHaveLength(arrived);
    expect(receipts.every((r) => r.url.startsWith('https://github.com/'))).toBe(true);

    // Once: a second run has nothing to do and asks GitHub nothing.
    github.requests = {create: 0, list: 0};
    expect(await redeliver({store: fileStore(inbox), github: SETTINGS(), log: () => {}})).toEqual({
      pending: 0,
      posted: 0,
      found: 0,
      failed: [],
    });
    expect(github.requests).toEqual({create: 0, list: 0});
  }, 20_000);

  it('50 submissions GitHub refused: the redelivery posts each exactly once, with its id', async () => {
    github.createStatus = 503;
    const {call, inbox} = netlify(ENV(), {githubTimeoutMs: 1_000});
    const results = await Promise.all(Array.from({length: 50}, (_, i) => call({body: feedback(i)})));
    expect(results.every((r) => r.statusCode === 502 && r.json.message === KEPT_MESSAGE)).toBe(true);
    expect(github.discussions).toHaveLength(0);

    github.createStatus = null;
    const report = await redeliver({store: fileStore(inbox), github: SETTINGS(), log: () => {}});
    expect(report).toEqual({pending: 50, posted: 50, found: 0, failed: []});
    expect(discussionsPerId().size).toBe(50);
    expect(Math.max(...discussionsPerId().values())).toBe(1);
    const numbers = github.discussions.map((d) => Number(/Submission number (\d+)\./.exec(d.body)?.[1]));
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({length: 50}, (_, i) => i));
    expect((await redeliver({store: fileStore(inbox), github: SETTINGS(), log: () => {}})).pending).toBe(0);
    expect(github.discussions).toHaveLength(50);
  });

  it('leaves a submission pending when its post times out, and finds it on GitHub the next time', async () => {
    const inbox = path.join(tempDir(), 'inbox.jsonl');
    const store = fileStore(inbox);
    await store.keep({id: 'a1', receivedAt: new Date().toISOString(), title: 't', feedback: 'f', notDelivered: 'x'});
    github.createDelayMs = 800;
    const first = await redeliver({store, github: {...SETTINGS(), timeoutMs: 200}, log: () => {}});
    expect(first).toEqual({
      pending: 1,
      posted: 0,
      found: 0,
      failed: [{id: 'a1', reason: expect.stringMatching(/did not answer/)}],
    });
    expect(github.discussions).toHaveLength(1);
    const second = await redeliver({store, github: SETTINGS(), log: () => {}});
    expect(second).toEqual({pending: 1, posted: 0, found: 1, failed: []});
    expect(github.discussions).toHaveLength(1);
  });

  it('posts nothing when it cannot read the discussions (it could not tell what is there already)', async () => {
    const inbox = path.join(tempDir(), 'inbox.jsonl');
    await fileStore(inbox).keep({
      id: 'b1',
      receivedAt: new Date().toISOString(),
      title: 't',
      feedback: 'f',
      notDelivered: 'x',
    });
    github.listStatus = 401;
    const report = await redeliver({store: fileStore(inbox), github: SETTINGS(), log: () => {}});
    expect(report.failed).toEqual([{id: 'b1', reason: 'GitHub answered HTTP 401: Bad credentials'}]);
    expect(github.requests.create).toBe(0);
  });

  it('recognises a submission kept before ids by its title and body, and gives it an id when it posts it', async () => {
    const inbox = path.join(tempDir(), 'inbox.jsonl');
    const receivedAt = new Date().toISOString();
    const old = (feedbackText: string) => ({
      receivedAt,
      title: 'Old title',
      feedback: feedbackText,
      notDelivered: 'timeout',
    });
    writeFileSync(inbox, `${JSON.stringify(old('already there'))}\n${JSON.stringify(old('never arrived'))}\n`);
    github.discussions.push({
      url: 'https://github.com/asyncapi/community/discussions/7',
      title: 'Old title',
      body: 'already there',
      createdAt: receivedAt,
      categoryId: 'DIC_feedback',
    });
    const report = await redeliver({store: fileStore(inbox), github: SETTINGS(), log: () => {}});
    expect(report).toEqual({pending: 2, posted: 1, found: 1, failed: []});
    expect(github.discussions).toHaveLength(2);
    expect(markedIds(github.discussions[1]!.body)).toEqual([expect.stringMatching(/^legacy-/)]);
    expect((await redeliver({store: fileStore(inbox), github: SETTINGS(), log: () => {}})).pending).toBe(0);
  });

  it('redelivers from Netlify Blobs and moves each submission from undelivered/ to delivered/', async () => {
    const blobs = new Map<string, unknown>();
    const fake: BlobsStoreLike = {
      setJSON: async (key, data) => void blobs.set(key, data),
      list: async ({prefix}) => ({blobs: [...blobs.keys()].filter((k) => k.startsWith(prefix)).map((key) => ({key}))}),
      get: async (key) => blobs.get(key) ?? null,
      delete: async (key) => void blobs.delete(key),
    };
    const store = blobsStore(() => fake);
    const receivedAt = new Date().toISOString();
    await store.keep({id: 'c1', receivedAt, title: 't1', feedback: 'f1', notDelivered: 'GitHub did not answer'});
    await store.keep({id: 'c2', receivedAt, title: 't2', feedback: 'f2'}); // no token: not for GitHub
    const report = await redeliverFromEnv({
      env: ENV(),
      projectRoot: tempDir(),
      blobs: true,
      openBlobsStore: () => fake,
      log: () => {},
    });
    expect(report).toEqual({pending: 1, posted: 1, found: 0, failed: []});
    expect([...blobs.keys()].sort()).toEqual([
      `delivered/${receivedAt}-c1`,
      'ids/c1',
      'ids/c2',
      `inbox/${receivedAt}-c2`,
    ]);
    expect(blobs.get(`delivered/${receivedAt}-c1`)).toMatchObject({id: 'c1', url: expect.stringMatching(/^https:/)});
  });
});

describe('deadlines under the platform limit', () => {
  it('waits for GitHub and the store 7 s at most, well under Netlify’s 10 s', () => {
    expect(DEFAULT_GITHUB_TIMEOUT_MS + DEFAULT_STORE_TIMEOUT_MS).toBeLessThanOrEqual(7_000);
    expect(PLATFORM_LIMIT_MS).toBe(10_000);
  });

  it('answers within the GitHub deadline with the submission kept, with the default settings', async () => {
    // As GitHub did, only worse: no answer at all until the function has answered. Were the function to wait for
    // GitHub, this would never resolve (the test fails on its 20 s timeout); it gives up after its deadline instead.
    let release = () => {};
    github.holdCreate = new Promise<void>((resolve) => (release = resolve));
    const {call, inbox} = netlify(ENV());
    const started = Date.now();
    const result = await call({body: VALID});
    release();
    expect(Date.now() - started).toBeGreaterThanOrEqual(DEFAULT_GITHUB_TIMEOUT_MS - 50);
    expect(result.statusCode).toBe(502);
    expect(result.json.message).toBe(KEPT_MESSAGE);
    expect(kept(inbox)).toHaveLength(1);
  }, 20_000);

  it('answers at once when the inbox is a pipe nobody reads, and keeps serving afterwards', async () => {
    const dir = tempDir();
    const fifo = path.join(dir, 'inbox.jsonl');
    execFileSync('mkfifo', [fifo]);
    const logged: string[] = [];
    const stuck = netlify({FEEDBACK_INBOX: fifo, FEEDBACK_RATE_LIMIT: '1000'}, {log: (line) => logged.push(line)});
    // Nobody reads the pipe, so a write never finishes: without the store's deadline this would never resolve.
    const results = await Promise.all(Array.from({length: 6}, () => stuck.call({body: VALID})));
    expect(results.map((r) => r.statusCode)).toEqual([500, 500, 500, 500, 500, 500]);
    expect(results[0]!.json.message).toBe(NOT_SAVED_MESSAGE);
    expect(logged[0]).toMatch(/^feedback: could not keep a submission in .*inbox\.jsonl: /);
    // Node's file-system threads are not held: the next inbox works.
    const fine = netlify();
    expect((await fine.call({body: VALID})).statusCode).toBe(200);
    expect(existsSync(fine.inbox)).toBe(true);
  });

  it('answers within the store deadline when the store never answers', async () => {
    const logged: string[] = [];
    const never = {name: 'stalled store', keep: () => new Promise<void>(() => {})};
    const {call} = netlify({}, {store: never, storeTimeoutMs: 300, log: (line) => logged.push(line)});
    // The store never answers: without its deadline this would never resolve.
    const result = await call({body: VALID});
    expect(result.statusCode).toBe(500);
    expect(result.json.message).toBe(NOT_SAVED_MESSAGE);
    expect(logged).toEqual([
      'feedback: could not keep a submission in stalled store: keeping a submission in stalled store did not finish within 0.3 s',
    ]);
    // With a token and GitHub failing, the same store: the answer says it was not kept.
    github.createStatus = 503;
    const withGitHub = netlify(ENV(), {store: never, storeTimeoutMs: 300});
    expect((await withGitHub.call({body: VALID})).json.message).toBe(NOT_KEPT_MESSAGE);
  });
});

describe('public answers say nothing about the setup or the request', () => {
  it('does not echo the Content-Type, the body or the method; the log has the details', async () => {
    const logged: string[] = [];
    const {call} = netlify({}, {log: (line) => logged.push(line)});
    const type = await call({body: VALID, contentType: 'text/x-secret-type; boundary=<script>'});
    expect(type.statusCode).toBe(415);
    expect(type.json).toEqual({message: CONTENT_TYPE_MESSAGE});
    const json = await call({raw: '{"title": "s3cr3t-value", oops'});
    expect(json.statusCode).toBe(400);
    expect(json.json).toEqual({message: NOT_JSON_MESSAGE});
    expect(logged).toEqual([expect.stringMatching(/^feedback: 400: the body is not valid JSON: /)]);
    const method = await call({method: 'PATCH-SECRET', body: VALID});
    expect(method.statusCode).toBe(405);
    for (const answer of [type, json, method]) expect(answer.body).not.toMatch(/secret|s3cr3t|script|PATCH/i);
  });
});

describe('npm run feedback:redeliver', () => {
  const run = promisify(execFile);
  const script = path.resolve(__dirname, '../../../scripts/feedback-redeliver.mjs');

  it('sends what was kept, once, and says what it did', async () => {
    const inbox = path.join(tempDir(), 'inbox.jsonl');
    const store = fileStore(inbox);
    const receivedAt = new Date().toISOString();
    await store.keep({
      id: 'd1',
      receivedAt,
      title: 't1',
      feedback: 'f1',
      notDelivered: 'GitHub did not answer within 5 s',
    });
    await store.keep({id: 'd2', receivedAt, title: 't2', feedback: 'f2', notDelivered: 'GitHub answered HTTP 502'});
    await store.keep({id: 'd3', receivedAt, title: 't3', feedback: 'f3'});
    const env = {...process.env, ...ENV(), FEEDBACK_INBOX: inbox};
    const first = await run(process.execPath, [script], {env});
    expect(first.stdout).toMatch(
      /^2 kept submission\(s\) not delivered: 2 posted, 0 already on GitHub \(marked delivered\), 0 failed\.$/m,
    );
    expect(github.discussions).toHaveLength(2);
    const second = await run(process.execPath, [script], {env});
    expect(second.stdout).toMatch(/^0 kept submission\(s\) not delivered: 0 posted/m);
    expect(github.discussions).toHaveLength(2);
  }, 30_000);

  it('fails with what is missing when GitHub is not configured, and exits 1 while something stays pending', async () => {
    const inbox = path.join(tempDir(), 'inbox.jsonl');
    await fileStore(inbox).keep({
      id: 'e1',
      receivedAt: new Date().toISOString(),
      title: 't',
      feedback: 'f',
      notDelivered: 'x',
    });
    const bare = {PATH: process.env.PATH, FEEDBACK_INBOX: inbox};
    await expect(run(process.execPath, [script], {env: bare})).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        'Set GITHUB_TOKEN, GITHUB_DISCUSSION_REPOSITORY_ID, GITHUB_DISCUSSION_CATEGORY_ID',
      ),
    });
    github.createStatus = 503;
    await expect(run(process.execPath, [script], {env: {...bare, ...ENV()}})).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringMatching(
        /1 kept submission\(s\) not delivered: 0 posted, 0 already on GitHub \(marked delivered\), 1 failed\./,
      ),
    });
    const dry = await run(process.execPath, [script, '--dry-run'], {env: bare});
    expect(dry.stdout).toMatch(/^feedback: e1 \(.*\): x$/m);
    expect(dry.stdout).toMatch(/^1 kept submission\(s\) not delivered yet\.$/m);
  }, 30_000);
});
