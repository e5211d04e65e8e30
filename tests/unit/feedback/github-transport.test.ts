/** @jest-environment node */
/**
 * How the GitHub sink treats what a GraphQL endpoint may send besides an answer: a redirect is a failure and is never
 * followed (a 307 to another host once answered "ok" while GitHub got nothing), and a huge body is read only up to
 * MAX_ANSWER_BYTES.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {createDiscussion, MAX_ANSWER_BYTES, readLimited} from '@site/netlify/functions/feedback/github';
import {KEPT_MESSAGE} from '@site/netlify/functions/feedback/handle';
import {netlify, VALID} from './helpers';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

async function serve(handler: Handler): Promise<{url: string; close: () => Promise<void>}> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const settings = (url: string) => ({token: 't', repositoryId: 'R', categoryId: 'C', url, timeoutMs: 3_000});
const CREATED = JSON.stringify({data: {createDiscussion: {discussion: {id: 'D', url: 'https://github.com/x/y/1'}}}});

describe('the GitHub sink', () => {
  it.each([301, 302, 303, 307, 308])('treats a %d redirect as a failure and never follows it', async (status) => {
    let elsewhere = 0;
    const other = await serve((req, res) => {
      elsewhere += 1;
      req.resume();
      res.writeHead(200, {'Content-Type': 'application/json'});
      res.end(CREATED);
    });
    const redirecting = await serve((req, res) => {
      req.resume();
      res.writeHead(status, {Location: other.url});
      res.end();
    });
    try {
      const result = await createDiscussion(settings(redirecting.url), {title: 't', body: 'b'});
      expect(result).toEqual({
        ok: false,
        reason: `GitHub answered with a redirect (HTTP ${status} to ${other.url}), which is not followed`,
      });
      expect(elsewhere).toBe(0);
      // Through the handler: the submission is kept and said as saved, not "ok".
      const {call} = netlify(
        {
          GITHUB_TOKEN: 't',
          GITHUB_DISCUSSION_REPOSITORY_ID: 'R',
          GITHUB_DISCUSSION_CATEGORY_ID: 'C',
          GITHUB_GRAPHQL_URL: redirecting.url,
        },
        {},
      );
      const answer = await call({body: VALID});
      expect(answer.statusCode).toBe(502);
      expect(answer.json).toEqual({message: KEPT_MESSAGE, id: expect.any(String), saved: true});
      expect(elsewhere).toBe(0);
    } finally {
      await other.close();
      await redirecting.close();
    }
  });

  it('reads at most MAX_ANSWER_BYTES of a 20 MB error page and still reports the status', async () => {
    let written = 0;
    const huge = await serve((req, res) => {
      req.resume();
      res.writeHead(502, {'Content-Type': 'text/html'});
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const write = () => {
        while (written < 20 * 1024 * 1024) {
          written += chunk.length;
          if (!res.write(chunk)) {
            res.once('drain', write);
            return;
          }
        }
        res.end();
      };
      write();
    });
    try {
      const result = await createDiscussion(settings(huge.url), {title: 't', body: 'b'});
      expect(result).toEqual({ok: false, reason: `GitHub answered HTTP 502: ${'x'.repeat(200)}`});
      // The connection was closed long before the server could write it all.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(written).toBeLessThan(20 * 1024 * 1024);
    } finally {
      await huge.close();
    }
  });

  it('refuses a successful answer larger than the bound', async () => {
    const big = await serve((req, res) => {
      req.resume();
      res.writeHead(200, {'Content-Type': 'application/json'});
      res.end(
        JSON.stringify({data: {createDiscussion: {discussion: {url: 'u'}}}, padding: 'y'.repeat(MAX_ANSWER_BYTES)}),
      );
    });
    try {
      expect(await createDiscussion(settings(big.url), {title: 't', body: 'b'})).toEqual({
        ok: false,
        reason: `GitHub's answer is larger than ${MAX_ANSWER_BYTES} bytes`,
      });
    } finally {
      await big.close();
    }
  });
});

describe('readLimited', () => {
  function streamed(chunks: number, size: number): {response: Response; pulled: () => number} {
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        if (pulls > chunks) controller.close();
        else controller.enqueue(new Uint8Array(size).fill(0x61));
      },
    });
    return {response: new Response(body), pulled: () => pulls};
  }

  it('stops pulling once the bound is passed', async () => {
    const {response, pulled} = streamed(320, 64 * 1024); // 20 MB
    const {text, cut} = await readLimited(response, 100_000);
    expect(cut).toBe(true);
    expect(text).toHaveLength(100_000);
    expect(pulled()).toBeLessThanOrEqual(3);
  });

  it('reads a body of exactly the bound whole', async () => {
    const {response} = streamed(2, 50);
    expect(await readLimited(response, 100)).toEqual({text: 'a'.repeat(100), cut: false});
  });
});
