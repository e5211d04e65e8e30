/** Shared helpers for the feedback function tests. */
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createNetlifyHandler,
  type FeedbackOptions,
  type NetlifyResult,
} from '@site/netlify/functions/github_discussions';

const tempDirs: string[] = [];
// Every test file that imports these helpers removes the folders it made once its tests are done.
afterAll(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, {recursive: true, force: true});
});

export function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'feedback-test-'));
  tempDirs.push(dir);
  return dir;
}

export type Post = {
  body?: unknown;
  raw?: string;
  method?: string;
  contentType?: string | null;
  /** The address Netlify reports in x-nf-client-connection-ip; null sends none. */
  ip?: string | null;
  /** More request headers, as a client could send them. */
  headers?: Record<string, string>;
};

/** A Netlify-style handler with an isolated inbox and rate limiter, and a helper to call it. */
export function netlify(env: Record<string, string | undefined> = {}, options: FeedbackOptions = {}) {
  const root = tempDir();
  const handler = createNetlifyHandler({
    env: {FEEDBACK_INBOX: path.join(root, 'inbox.jsonl'), ...env},
    projectRoot: root,
    log: () => {},
    ...options,
  });
  async function call({
    body,
    raw,
    method = 'POST',
    contentType = 'application/json',
    ip = '203.0.113.7',
    headers: extra = {},
  }: Post = {}): Promise<NetlifyResult & {json: {message: string}}> {
    const headers: Record<string, string> = {...extra};
    if (ip !== null) headers['x-nf-client-connection-ip'] = ip;
    if (contentType !== null) headers['content-type'] = contentType;
    const result = await handler({
      httpMethod: method,
      headers,
      body: raw ?? (body === undefined ? null : JSON.stringify(body)),
    });
    return {...result, json: JSON.parse(result.body) as {message: string}};
  }
  return {root, inbox: path.join(root, 'inbox.jsonl'), call};
}

export const VALID = {
  title: 'Feedback on /docs/concepts - Sun, 22 Nov 2026 18:00:00 GMT',
  feedback: 'The diagram needs a legend.',
  website: '',
};
