/**
 * The offline sink: one JSON line per submission in a local inbox file. Appends to the same file are
 * chained one after the other within the process, and each is flushed to disk (fsync) before it resolves,
 * so concurrent submissions never interleave and an answered submission is never lost.
 */
import {mkdir, open} from 'node:fs/promises';
import path from 'node:path';
import type {FeedbackSubmission} from './types';

export type InboxEntry = {receivedAt: string; title: string; feedback: string; page?: string};

/** The inbox file: `FEEDBACK_INBOX` when set, else `.feedback/inbox.jsonl` under the project root. */
export function resolveInboxPath(envValue: string | undefined, projectRoot: string): string {
  const configured = envValue?.trim();
  return configured ? path.resolve(projectRoot, configured) : path.join(projectRoot, '.feedback', 'inbox.jsonl');
}

export function toInboxEntry(submission: FeedbackSubmission, receivedAt: Date): InboxEntry {
  return {
    receivedAt: receivedAt.toISOString(),
    title: submission.title,
    feedback: submission.feedback,
    ...(submission.page ? {page: submission.page} : {}),
  };
}

/** The tail of the append chain of each file, shared by every handler in the process. */
const queues = new Map<string, Promise<void>>();

async function appendNow(file: string, line: string): Promise<void> {
  await mkdir(path.dirname(file), {recursive: true});
  const handle = await open(file, 'a');
  try {
    await handle.writeFile(line, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Appends `entry` as one JSON line to `file`, after every append already queued for that file. */
export function appendToInbox(file: string, entry: InboxEntry): Promise<void> {
  const key = path.resolve(file);
  const line = `${JSON.stringify(entry)}\n`;
  const previous = queues.get(key) ?? Promise.resolve();
  // Run after the previous append whether it worked or not: one failure must not block the queue.
  const current = previous.catch(() => undefined).then(() => appendNow(key, line));
  const tail = current.catch(() => undefined);
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return current;
}
