/** @jest-environment node */
/**
 * The GitHub sink against a fake GraphQL server on 127.0.0.1: what arrives there, and how each kind of
 * GitHub failure is answered.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {existsSync} from 'node:fs';
import {ZWJ} from '@site/netlify/functions/feedback/mentions';
import {CREATE_DISCUSSION_MUTATION} from '@site/netlify/functions/feedback/github';
import {netlify, VALID} from './helpers';

type Received = {headers: http.IncomingHttpHeaders; body: {query: string; variables: Record<string, string>}};
type Reply = {status: number; body: unknown} | 'hang';

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
  reply = {status: 200, body: {data: {createDiscussion: {discussion: {id: 'D_1', url: 'https://github.com/asyncapi/community/discussions/1'}}}}};
});

function github(timeoutMs = 2_000) {
  return netlify(
    {
      GITHUB_TOKEN: 'test-token',
      GITHUB_DISCUSSION_REPOSITORY_ID: 'R_repo',
      GITHUB_DISCUSSION_CATEGORY_ID: 'DIC_category',
      GITHUB_GRAPHQL_URL: url,
    },
    {githubTimeoutMs: timeoutMs},
  );
}

const TRICKY = 'He said "quote" \\ back\\slash\nnew line\r\ttab 👍🏽 émoji ${not} `code` \') DROP';

describe('feedback function with GITHUB_TOKEN', () => {
  it('creates a discussion through GraphQL variables, text intact, mentions neutralised', async () => {
    const {call, inbox} = github();
    const result = await call({body: {title: VALID.title, feedback: `${TRICKY} @octocat #9`, website: ''}});
    expect(result.statusCode).toBe(200);
    expect(result.json).toEqual({message: 'ok'});
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
      body: `${TRICKY} @${ZWJ}octocat #${ZWJ}9\n\n---\n\nSent from the feedback form on https://www.asyncapi.com/docs/concepts`,
    });
  });

  it('answers 502 with the reason when GitHub answers 401', async () => {
    reply = {status: 401, body: {message: 'Bad credentials'}};
    const result = await github().call({body: VALID});
    expect(result.statusCode).toBe(502);
    expect(result.json.message).toBe('GitHub answered HTTP 401: Bad credentials');
  });

  it('answers 502 with the reason when GitHub answers 503', async () => {
    reply = {status: 503, body: {message: 'Service Unavailable'}};
    const result = await github().call({body: VALID});
    expect(result.statusCode).toBe(502);
    expect(result.json.message).toBe('GitHub answered HTTP 503: Service Unavailable');
  });

  it('answers 502 when GraphQL reports errors with a 200', async () => {
    reply = {status: 200, body: {data: {createDiscussion: null}, errors: [{message: "Could not resolve to a node with the global id of 'R_repo'"}]}};
    const result = await github().call({body: VALID});
    expect(result.statusCode).toBe(502);
    expect(result.json.message).toBe("GitHub GraphQL error: Could not resolve to a node with the global id of 'R_repo'");
  });

  it('answers 502 when GitHub does not answer in time', async () => {
    reply = 'hang';
    const started = Date.now();
    const result = await github(300).call({body: VALID});
    expect(result.statusCode).toBe(502);
    expect(result.json.message).toBe('GitHub did not answer within 0.3 s');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('answers 502 when GitHub cannot be reached', async () => {
    const {call} = netlify({GITHUB_TOKEN: 't', GITHUB_DISCUSSION_REPOSITORY_ID: 'R', GITHUB_DISCUSSION_CATEGORY_ID: 'C', GITHUB_GRAPHQL_URL: 'http://127.0.0.1:1/graphql'});
    const result = await call({body: VALID});
    expect(result.statusCode).toBe(502);
    expect(result.json.message).toMatch(/^Could not reach GitHub: /);
  });

  it('answers 500 naming the missing setting when the ids are not configured', async () => {
    const {call} = netlify({GITHUB_TOKEN: 't', GITHUB_GRAPHQL_URL: url});
    const result = await call({body: VALID});
    expect(result.statusCode).toBe(500);
    expect(result.json.message).toBe(
      'The feedback service is misconfigured: GITHUB_DISCUSSION_REPOSITORY_ID and GITHUB_DISCUSSION_CATEGORY_ID are not set.',
    );
    expect(received).toHaveLength(0);
    const one = await netlify({GITHUB_TOKEN: 't', GITHUB_DISCUSSION_REPOSITORY_ID: 'R', GITHUB_GRAPHQL_URL: url}).call({body: VALID});
    expect(one.json.message).toBe('The feedback service is misconfigured: GITHUB_DISCUSSION_CATEGORY_ID is not set.');
  });
});
