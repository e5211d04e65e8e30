/**
 * The offline sink: one JSON line per submission in a local inbox file. Appends to the same file are
 * written one write after the other within the process (the lines appended meanwhile together, `appendLine`), and
 * each write is flushed to disk (fsync) before its appends resolve, so concurrent submissions never interleave and
 * an answered submission is never lost.
 *
 * The inbox must be a regular file: it is opened without blocking (a named pipe nobody reads would otherwise hold the
 * request, and one of Node's few file-system threads, for good) and anything else (a pipe, a device such as
 * /dev/null that would swallow submissions) is refused. A write that hangs anyway (a stalled network disk) fails
 * after DEFAULT_STORE_TIMEOUT_MS, so one bad write cannot stop the queue.
 *
 * Deliveries made later (`npm run feedback:redeliver`, ./redeliver.ts) are recorded in a second file beside the
 * inbox, one JSON line per delivered submission (`receiptsPath`), so the inbox itself is only ever appended to.
 */
import {constants} from 'node:fs';
import {mkdir, open, readFile} from 'node:fs/promises';
import path from 'node:path';
import {DEFAULT_STORE_TIMEOUT_MS, withDeadline} from './deadline';
import type {FeedbackSubmission} from './types';

export type InboxEntry = {
  /** The submission's id: in the GitHub discussion it becomes, so a second delivery can find the first. */
  id: string;
  receivedAt: string;
  title: string;
  feedback: string;
  page?: string;
};

/** One line of the receipts file: a kept submission that reached GitHub later. */
export type Receipt = {id: string; deliveredAt: string; url?: string; alreadyOnGitHub: boolean};

/** The inbox file: `FEEDBACK_INBOX` when set, else `.feedback/inbox.jsonl` under the project root. */
export function resolveInboxPath(envValue: string | undefined, projectRoot: string): string {
  const configured = envValue?.trim();
  return configured ? path.resolve(projectRoot, configured) : path.join(projectRoot, '.feedback', 'inbox.jsonl');
}

/** Where the deliveries of an inbox's submissions are recorded: `inbox.jsonl` -> `inbox.delivered.jsonl`. */
export function receiptsPath(inbox: string): string {
  return inbox.endsWith('.jsonl') ? `${inbox.slice(0, -'.jsonl'.length)}.delivered.jsonl` : `${inbox}.delivered`;
}

export function toInboxEntry(submission: FeedbackSubmission, receivedAt: Date, id: string): InboxEntry {
  return {
    id,
    receivedAt: receivedAt.toISOString(),
    title: submission.title,
    feedback: submission.feedback,
    ...(submission.page ? {page: submission.page} : {}),
  };
}

/** Append, create, and never wait for a reader (a FIFO without one fails at once with ENXIO). */
const APPEND_FLAGS = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | (constants.O_NONBLOCK ?? 0);

async function appendNow(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), {recursive: true});
  const handle = await open(file, APPEND_FLAGS, 0o666);
  try {
    if (!(await handle.stat()).isFile()) throw new Error(`${file} is not a regular file`);
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Lines waiting to be written together, and the callers waiting for them. */
type Batch = {text: string; waiting: {resolve: () => void; reject: (error: unknown) => void}[]};
/** Per file: the batch being gathered while a write is under way, and whether one is. */
type Writer = {next: Batch | null; writing: boolean};
/** Shared by every handler in the process. */
const writers = new Map<string, Writer>();

/**
 * Writes the gathered batches of `file` one after the other until none is left: the lines of every append made
 * during one write go to disk in the next one, with one fsync (50 submissions at once are one or two writes, not 50
 * flushes in a row, which took more than the store's deadline on a busy host). A write that has not finished within
 * `waitMs` fails its batch and the next one starts, so one stalled write cannot stop the queue.
 */
async function drain(file: string, writer: Writer, waitMs: number): Promise<void> {
  writer.writing = true;
  while (writer.next) {
    const batch = writer.next;
    writer.next = null;
    try {
      await withDeadline(appendNow(file, batch.text), waitMs, `writing to ${file}`);
      for (const {resolve} of batch.waiting) resolve();
    } catch (error) {
      for (const {reject} of batch.waiting) reject(error);
    }
  }
  writer.writing = false;
  writers.delete(file);
}

/** Appends one JSON line to `file`, after every line appended before it (in the same write or an earlier one). */
export function appendLine(file: string, value: unknown, waitMs: number = DEFAULT_STORE_TIMEOUT_MS): Promise<void> {
  const key = path.resolve(file);
  const line = `${JSON.stringify(value)}\n`;
  let writer = writers.get(key);
  if (!writer) writers.set(key, (writer = {next: null, writing: false}));
  const batch = (writer.next ??= {text: '', waiting: []});
  batch.text += line;
  const written = new Promise<void>((resolve, reject) => batch.waiting.push({resolve, reject}));
  if (!writer.writing) void drain(key, writer, waitMs);
  return written;
}

/** Appends `entry` as one JSON line to `file`, after every append already queued for that file. */
export function appendToInbox(file: string, entry: InboxEntry): Promise<void> {
  return appendLine(file, entry);
}

/** The JSON lines of a file, in order ([] when it does not exist); a line that is not JSON is reported and skipped. */
export async function readJsonLines<T>(file: string, skipped: (line: number) => void = () => {}): Promise<T[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const values: T[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    try {
      values.push(JSON.parse(line) as T);
    } catch {
      skipped(index + 1);
    }
  });
  return values;
}
