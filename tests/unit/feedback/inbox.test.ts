/** @jest-environment node */
/** The offline sink through the Node middleware (as the local servers mount it), under concurrency. */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {createFeedbackMiddleware} from '@site/netlify/functions/github_discussions';
import {appendToInbox} from '@site/netlify/functions/feedback/inbox';
import {tempDir} from './helpers';

async function withServer<T>(inbox: string, run: (url: string) => Promise<T>): Promise<T> {
  const middleware = createFeedbackMiddleware({
    env: {FEEDBACK_INBOX: inbox, FEEDBACK_RATE_LIMIT: '1000'},
    log: () => {},
  });
  const server = http.createServer((req, res) => middleware(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await run(
      `http://127.0.0.1:${(server.address() as AddressInfo).port}/.netlify/functions/github_discussions`,
    );
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('feedback inbox', () => {
  it('keeps every one of 50 concurrent submissions as its own parseable line', async () => {
    const inbox = path.join(tempDir(), 'nested', 'folder', 'inbox.jsonl');
    const feedbackFor = (i: number) => `Submission ${i}: "quoted" \\ line\nbreak 🚀 ${'x'.repeat(i * 97)}`;
    const statuses = await withServer(inbox, (url) =>
      Promise.all(
        Array.from({length: 50}, (_, i) =>
          fetch(url, {
            method: 'POST',
            headers: {'Content-Type': 'application/json'},
            body: JSON.stringify({title: `Feedback on /docs/page-${i} - now`, feedback: feedbackFor(i), website: ''}),
          }).then((response) => response.status),
        ),
      ),
    );
    expect(statuses).toEqual(Array(50).fill(200));

    const lines = readFileSync(inbox, 'utf8').split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(50);
    const entries = lines.map((line) => JSON.parse(line) as {feedback: string; page: string});
    const byPage = new Map(entries.map((entry) => [entry.page, entry.feedback]));
    for (let i = 0; i < 50; i += 1) expect(byPage.get(`/docs/page-${i}`)).toBe(feedbackFor(i));
  });

  it('answers the middleware checks the same way as the Netlify handler', async () => {
    const inbox = path.join(tempDir(), 'inbox.jsonl');
    await withServer(inbox, async (url) => {
      const get = await fetch(url);
      expect(get.status).toBe(405);
      expect(get.headers.get('allow')).toBe('POST');
      const text = await fetch(url, {method: 'POST', headers: {'Content-Type': 'text/plain'}, body: 'hi'});
      expect(text.status).toBe(415);
      const bad = await fetch(url, {method: 'POST', headers: {'Content-Type': 'application/json'}, body: '{'});
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as {message: string}).message).toMatch(/not valid JSON/);
      const huge = await fetch(url, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: 'x'.repeat(600_000),
      });
      expect(huge.status).toBe(413);
    });
  });

  it('keeps the queue of a file going after one append fails', async () => {
    const dir = tempDir();
    const parent = path.join(dir, 'inbox-folder');
    const inbox = path.join(parent, 'inbox.jsonl');
    writeFileSync(parent, 'a file where the folder should be');
    const entry = {id: 'id-1', receivedAt: '2026-11-22T18:00:00.000Z', title: 't', feedback: 'f'};
    await expect(appendToInbox(inbox, entry)).rejects.toThrow();
    rmSync(parent);
    await appendToInbox(inbox, entry);
    expect(JSON.parse(readFileSync(inbox, 'utf8'))).toEqual(entry);
  });

  it('writes queued lines in the order they were queued', async () => {
    const inbox = path.join(tempDir(), 'inbox.jsonl');
    await Promise.all(
      Array.from({length: 20}, (_, i) =>
        appendToInbox(inbox, {id: String(i), receivedAt: 'now', title: String(i), feedback: 'x'.repeat(20 - i)}),
      ),
    );
    const titles = readFileSync(inbox, 'utf8')
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as {title: string}).title);
    expect(titles).toEqual(Array.from({length: 20}, (_, i) => String(i)));
  });
});
