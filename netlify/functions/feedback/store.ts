/**
 * Where feedback is kept on the server: the local inbox when there is no GitHub token, and every submission
 * GitHub did not take when there is one, so that no accepted submission is lost. The interface lets a host
 * store (for instance Netlify Blobs in production, where the function's disk does not outlive the request)
 * replace the file without touching the handler.
 *
 * A store that can list what it kept for GitHub and record a later delivery (`pending`, `markDelivered`) is one
 * `npm run feedback:redeliver` can work on (./redeliver.ts); both the inbox file and Netlify Blobs can.
 */
import {appendLine, appendToInbox, readJsonLines, receiptsPath, type InboxEntry, type Receipt} from './inbox';

export type StoredFeedback = InboxEntry & {
  /** Set when the submission was meant for GitHub and GitHub did not take it: the server-side reason. */
  notDelivered?: string;
};

/** A kept submission that has not reached GitHub yet, and the store's handle on it. */
export type PendingFeedback = {entry: StoredFeedback; ref: string};

/** How a pending submission reached GitHub: its discussion, and whether an earlier attempt had already made it. */
export type Delivery = {url?: string; alreadyOnGitHub: boolean; deliveredAt: string};

export type FeedbackStore = {
  /** A short name for logs (a file path, a store name). */
  readonly name: string;
  /** Keeps one submission durably; resolves only once it is safe, rejects when it could not be kept. */
  keep(entry: StoredFeedback): Promise<void>;
  /**
   * Whether a submission with this id was kept before, and whether it was kept for GitHub (`notDelivered`): a retry
   * of the same submission (the client sends its id again) is then answered as the first one was, and not kept twice.
   */
  seen?(id: string): Promise<{notDelivered: boolean} | undefined>;
  /** The submissions kept for GitHub (`notDelivered`) and not delivered since, oldest first. */
  pending?(): Promise<PendingFeedback[]>;
  /** Records that a pending submission is now on GitHub, so it is never sent again. */
  markDelivered?(pending: PendingFeedback, delivery: Delivery): Promise<void>;
};

/**
 * The id of a submission kept before submissions had ids: derived from what it holds, so every run of the
 * redelivery gives it the same one.
 */
export function legacyId(entry: Omit<StoredFeedback, 'id'>): string {
  // A small, stable, non-cryptographic digest is enough: it only has to tell kept submissions apart.
  let hash = 0x811c9dc5;
  for (const char of `${entry.receivedAt}\0${entry.title}\0${entry.feedback}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `legacy-${entry.receivedAt.replace(/[^0-9]/g, '')}-${hash.toString(16).padStart(8, '0')}`;
}

/** The file store: one JSON line per submission, appended in order and flushed to disk (see ./inbox). */
export function fileStore(file: string, log: (message: string) => void = () => {}): FeedbackStore {
  const receipts = receiptsPath(file);
  return {
    name: file,
    keep: (entry) => appendToInbox(file, entry),
    async seen(id) {
      const kept = await readJsonLines<StoredFeedback>(file);
      const entry = kept.find((candidate) => candidate.id === id);
      return entry ? {notDelivered: entry.notDelivered !== undefined} : undefined;
    },
    async pending() {
      const skipped = (name: string) => (line: number) => log(`feedback: ${name} line ${line} is not JSON; skipped`);
      const delivered = new Set(
        (await readJsonLines<Receipt>(receipts, skipped(receipts))).map((receipt) => receipt.id),
      );
      const kept = await readJsonLines<StoredFeedback & {id?: string}>(file, skipped(file));
      return kept
        .filter((entry) => entry.notDelivered !== undefined)
        .map((entry) => ({...entry, id: entry.id ?? legacyId(entry)}))
        .filter((entry) => !delivered.has(entry.id))
        .map((entry) => ({entry, ref: entry.id}));
    },
    async markDelivered({entry}, delivery) {
      const receipt: Receipt = {
        id: entry.id,
        deliveredAt: delivery.deliveredAt,
        ...(delivery.url ? {url: delivery.url} : {}),
        alreadyOnGitHub: delivery.alreadyOnGitHub,
      };
      await appendLine(receipts, receipt);
    },
  };
}
