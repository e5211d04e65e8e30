/**
 * Where feedback is kept on the server: the local inbox when there is no GitHub token, and every submission
 * GitHub did not take when there is one, so that no accepted submission is lost. The interface lets a host
 * store (for instance Netlify Blobs in production, where the function's disk does not outlive the request)
 * replace the file without touching the handler.
 */
import {appendToInbox, type InboxEntry} from './inbox';

export type StoredFeedback = InboxEntry & {
  /** Set when the submission was meant for GitHub and GitHub did not take it: the server-side reason. */
  notDelivered?: string;
};

export type FeedbackStore = {
  /** A short name for logs (a file path, a store name). */
  readonly name: string;
  /** Keeps one submission durably; resolves only once it is safe, rejects when it could not be kept. */
  keep(entry: StoredFeedback): Promise<void>;
};

/** The file store: one JSON line per submission, appended in order and flushed to disk (see ./inbox). */
export function fileStore(file: string): FeedbackStore {
  return {name: file, keep: (entry) => appendToInbox(file, entry)};
}
