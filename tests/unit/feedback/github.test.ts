/** @jest-environment node */
/**
 * The GitHub sink against a fake GraphQL server on 127.0.0.1: what arrives there, and how each kind of
 * GitHub failure is answered.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {existsSync, readFileSync} from 'node:fs';
import {ZWJ} from '@site/netlify/functions/feedback/mentions';
import {CREATE_DISCUSSION_MUTATION} from '@site/netlify/functions/feedback/github';
import {KEPT_MESSAGE, NOT_KEPT_MESSAGE} from '@site/netlify/functions/feedback/handle';
import type {StoredFeedback} from '@site/netlify/functions/feedback/store';
import {netlify, VALID} from './helpers';

type Received = {headers: http.IncomingHttpHeaders; body: {query: string; variables: Record<string, string>}};
type Reply = {status: number; body: unknown} | {status: number; html: string} | 'hang' | 'reset';

let server: http.Server;
let url: string;
let received: Received[] = [];
let reply: Reply = {status: 200, body: {}};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8'))});
      if (reply === 'hang') return; // never answers: the handler must give up on its own
      if (reply === 'reset') {
        req.socket.resetAndDestroy(); // the connection is reset (TCP RST) before any answer
        return;
      }
      if ('html' in reply) {
        res.writeHead(reply.status, {'Content-Type': 'text/html'});
        res.end(reply.html);
        return;
      }
      res.writeHead(reply.status, {'Content-Type': 'application/json'});
      res.end(JSON.stringify(reply.body));
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
  received = [];
  reply = {
    status: 200,
    body: {
      data: {createDiscussion: {discussion: {id: 'D_1', url: 'https://github.com/asyncapi/community/discussions/1'}}},
    },
  };
});

function github(timeoutMs = 2_000, logged: string[] = []) {
  return netlify(
    {
      GITHUB_TOKEN: 'test-token',
      GITHUB_DISCUSSION_REPOSITORY_ID: 'R_repo',
      GITHUB_DISCUSSION_CATEGORY_ID: 'DIC_category',
      GITHUB_GRAPHQL_URL: url,
    },
    {githubTimeoutMs: timeoutMs, log: (line) => logged.push(line)},
  );
}

function stored(inbox: string): StoredFeedback[] {
  return readFileSync(inbox, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as StoredFeedback);
}

const GITHUB_HTML_502 =
  '<!DOCTYPE html><html><head><title>Unicorn! · GitHub</title></head><body>We had issues producing the response</body></html>';

const TRICKY = 'He said "quote" \\ back\\slash\nnew line\r\ttab 👍🏽 émoji ${not} `code` \') DROP';

describe('feedback function with GITHUB_TOKEN', () => {
  it('creates a discussion through GraphQL variables, text intact, mentions neutralised', async () => {
    const {call, inbox} = github();
    const result = await call({body: {title: VALID.title, feedback: `${TRICKY} @octocat #9`, website: ''}});
    expect(result.statusCode).toBe(200);
    const {id} = result.json as {id?: string};
    expect(result.json).toEqual({message: 'ok', id: expect.stringMatching(/^[0-9a-f-]{36}$/)});
    expect(existsSync(inbox)).toBe(false);

    expect(received).toHaveLength(1);
    const [{headers, body}] = received;
    expect(headers.authorization).toBe('Bearer test-token');
    expect(headers['content-type']).toBe('application/json');
    expect(body.query).toBe(CREATE_DISCUSSION_MUTATION);
    // The user's text is only in the variables, never in the query document.
    expect(body.query).not.toContain('quote');
    expect(body.variables).toEqual({
      repositoryId: 'R_repo',
      categoryId: 'DIC_category',
      title: VALID.title,
      // A lone carriage return is a line break like any other (see validate.ts).
      body: `${TRICKY.replace('\r', '\n')} @${ZWJ}octocat #${ZWJ}9\n\n---\n\nSent from the feedback form on https://www.asyncapi.com/docs/concepts\n\n<!-- asyncapi-feedback-id: ${id} -->`,
    });
  });

  it.each<[string, Reply, RegExp]>([
    ['a 401', {status: 401, body: {message: 'Bad credentials'}}, /^GitHub answered HTTP 401: Bad credentials$/],
    ['a 502 with an HTML page', {status: 502, html: GITHUB_HTML_502}, /^GitHub answered HTTP 502: <!DOCTYPE html>/],
    ['a 503', {status: 503, body: {message: 'Service Unavailable'}}, /^GitHub answered HTTP 503: Service Unavailable$/],
    [
      'a GraphQL error with a 200',
      {
        status: 200,
        body: {
          data: {createDiscussion: null},
          errors: [{message: "Could not resolve to a node with the global id of 'R_repo'"}],
        },
      },
      /^GitHub GraphQL error: Could not resolve/,
    ],
    ['a timeout', 'hang', /^GitHub did not answer within 0.3 s$/],
    ['a connection reset', 'reset', /^Could not reach GitHub: /],
  ])('keeps the submission and answers a generic 502 when GitHub fails with %s', async (_name, failure, detail) => {
    reply = failure;
    const logged: string[] = [];
    const {call, inbox} = github(300, logged);
    // A GitHub that hangs never answers: without the 0.3 s deadline this would not resolve within the test's timeout.
    const result = await call({body: VALID});
    expect(result.statusCode).toBe(502);
    expect(result.json).toEqual({message: KEPT_MESSAGE, id: expect.any(String), saved: true});
    // Nothing GitHub said reaches the public answer ...
    expect(result.body).not.toMatch(/credentials|html|Unicorn|GraphQL|HTTP|R_repo/i);
    // ... it is in the log and next to the kept submission.
    expect(logged.some((line) => detail.test(line.replace(/^feedback: [0-9a-f-]{36}: /, '')))).toBe(true);
    const entries = stored(inbox);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toEqual({
      id: (result.json as {id?: string}).id,
      receivedAt: expect.stringMatching(/^\d{4}-/),
      title: VALID.title,
      feedback: VALID.feedback,
      page: '/docs/concepts',
      notDelivered: expect.stringMatching(detail),
    });
  });

  it('keeps the submission when GitHub cannot be reached at all', async () => {
    const {call, inbox} = netlify({
      GITHUB_TOKEN: 't',
      GITHUB_DISCUSSION_REPOSITORY_ID: 'R',
      GITHUB_DISCUSSION_CATEGORY_ID: 'C',
      GITHUB_GRAPHQL_URL: 'http://127.0.0.1:1/graphql',
    });
    const result = await call({body: VALID});
    expect(result.statusCode).toBe(502);
    expect(result.json.message).toBe(KEPT_MESSAGE);
    expect(stored(inbox)[0].notDelivered).toMatch(/^Could not reach GitHub: /);
  });

  it('uses the store it is given, and says so when even the store fails', async () => {
    reply = {status: 401, body: {message: 'Bad credentials'}};
    const kept: StoredFeedback[] = [];
    const env = {
      GITHUB_TOKEN: 't',
      GITHUB_DISCUSSION_REPOSITORY_ID: 'R',
      GITHUB_DISCUSSION_CATEGORY_ID: 'C',
      GITHUB_GRAPHQL_URL: url,
    };
    const good = netlify(env, {store: {name: 'memory', keep: async (entry) => void kept.push(entry)}});
    expect((await good.call({body: VALID})).json.message).toBe(KEPT_MESSAGE);
    expect(existsSync(good.inbox)).toBe(false);
    expect(kept).toHaveLength(1);
    expect(kept[0].notDelivered).toBe('GitHub answered HTTP 401: Bad credentials');

    const logged: string[] = [];
    const broken = netlify(env, {
      store: {name: 'broken', keep: () => Promise.reject(new Error('disk full'))},
      log: (line) => logged.push(line),
    });
    const result = await broken.call({body: VALID});
    expect(result.statusCode).toBe(502);
    expect(result.json.message).toBe(NOT_KEPT_MESSAGE);
    expect(logged).toContain('feedback: could not keep a submission in broken: disk full');
  });

  it('answers a generic 500 when the ids are not configured, keeps the submission, and names the setting in the log', async () => {
    const logged: string[] = [];
    const {call, inbox} = netlify({GITHUB_TOKEN: 't', GITHUB_GRAPHQL_URL: url}, {log: (line) => logged.push(line)});
    const result = await call({body: VALID});
    expect(result.statusCode).toBe(500);
    expect(result.json.message).toBe('The feedback service is not available right now, but the feedback was saved.');
    expect(result.body).not.toMatch(/GITHUB|token|REPOSITORY|CATEGORY|misconfigured/i);
    expect(logged).toEqual([
      'feedback: GITHUB_TOKEN is set but GITHUB_DISCUSSION_REPOSITORY_ID and GITHUB_DISCUSSION_CATEGORY_ID are not set',
    ]);
    expect(received).toHaveLength(0);
    expect(stored(inbox)[0].notDelivered).toBe(
      'misconfigured: GITHUB_DISCUSSION_REPOSITORY_ID and GITHUB_DISCUSSION_CATEGORY_ID are not set',
    );
    const oneLog: string[] = [];
    const one = await netlify(
      {GITHUB_TOKEN: 't', GITHUB_DISCUSSION_REPOSITORY_ID: 'R', GITHUB_GRAPHQL_URL: url},
      {log: (line) => oneLog.push(line)},
    ).call({body: VALID});
    expect(one.body).not.toMatch(/GITHUB|CATEGORY/);
    expect(oneLog).toEqual(['feedback: GITHUB_TOKEN is set but GITHUB_DISCUSSION_CATEGORY_ID is not set']);
  });
});
