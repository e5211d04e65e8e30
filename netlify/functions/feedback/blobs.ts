/**
 * The production feedback store: Netlify Blobs. A Netlify function's disk does not outlive the request (and
 * is read-only outside /tmp), so on Netlify the submissions that must be kept (all of them without a GitHub
 * token, the ones GitHub did not take with one) go to the site-wide blob store `feedback`, one JSON blob per
 * submission. Off Netlify the local inbox file (./inbox) is used instead; see `runsWithBlobs`.
 *
 * The feedback function is a Lambda-compatible handler (`export const handler`), so Netlify does not set the
 * Blobs context by itself as it does for Functions 2.0: `connectLambda(event)` has to be called with each
 * event first (github_discussions.ts does), which sets NETLIFY_BLOBS_CONTEXT for `getStore`.
 *
 * A submission GitHub did not take is kept under `undelivered/`; when `npm run feedback:redeliver` has delivered it
 * (./redeliver.ts, with the site's id and a token, from outside Netlify), it moves to `delivered/` with its
 * discussion's address.
 */
import {randomUUID} from 'node:crypto';
import {getStore} from '@netlify/blobs';
import {legacyId, type FeedbackStore, type PendingFeedback, type StoredFeedback} from './store';

/** The name of the site-wide store holding the submissions. */
export const FEEDBACK_BLOBS_STORE = 'feedback';

/** The part of a Netlify Blobs `Store` this module uses, so tests can give a fake one. */
export type BlobsStoreLike = {
  setJSON(key: string, data: unknown, options?: {metadata?: Record<string, unknown>}): Promise<void>;
  /** For the redelivery only (listing, reading and moving what was kept). */
  list?(options: {prefix: string}): Promise<{blobs: {key: string}[]}>;
  get?(key: string, options: {type: 'json'}): Promise<unknown>;
  delete?(key: string): Promise<void>;
};

export type OpenBlobsStore = (name: string) => BlobsStoreLike;

/** True when the Netlify Blobs context is available (on Netlify, once `connectLambda` has run). */
export function runsWithBlobs(env: Record<string, string | undefined>): boolean {
  const global = globalThis as {netlifyBlobsContext?: unknown};
  return Boolean(env.NETLIFY_BLOBS_CONTEXT?.trim()) || Boolean(global.netlifyBlobsContext);
}

const UNDELIVERED = 'undelivered/';
const DELIVERED = 'delivered/';
/** One small blob per kept id (`ids/<id>`), so a retried submission is found without listing the store. */
const IDS = 'ids/';

/**
 * The key of one submission: `undelivered/` for those GitHub did not take (to be posted again), `inbox/` for
 * those kept because there is no token; then the receipt time (so a listing sorts by time) and the submission's
 * id (so two submissions in the same millisecond never overwrite each other).
 */
export function blobsKey(entry: StoredFeedback, id: string = entry.id): string {
  return `${entry.notDelivered === undefined ? 'inbox' : 'undelivered'}/${entry.receivedAt}-${id}`;
}

/**
 * A FeedbackStore writing to Netlify Blobs. The store is opened on each call, not here, because the Blobs
 * context only exists once the event has been connected. `newId` names a submission that has no id of its own.
 */
export function blobsStore(
  open: OpenBlobsStore = getStore,
  name: string = FEEDBACK_BLOBS_STORE,
  newId: () => string = randomUUID,
): FeedbackStore {
  const redelivery = () => {
    const store = open(name);
    if (!store.list || !store.get || !store.delete)
      throw new Error(`the blob store "${name}" cannot list, read or delete: not a redelivery store`);
    return store as Required<BlobsStoreLike>;
  };
  return {
    name: `Netlify Blobs store "${name}"`,
    async keep(entry) {
      const key = blobsKey(entry, entry.id || newId());
      // setJSON resolves only once Netlify answered 200 and throws otherwise, which is what `keep` promises.
      const store = open(name);
      const notDelivered = entry.notDelivered !== undefined;
      await store.setJSON(key, entry, {metadata: {receivedAt: entry.receivedAt, notDelivered}});
      // After the submission itself: a failure here loses nothing (a retry would only be kept a second time).
      if (entry.id) await store.setJSON(`${IDS}${entry.id}`, {key, notDelivered});
    },
    async seen(id) {
      const store = open(name);
      if (!store.get) return undefined;
      const marker = (await store.get(`${IDS}${id}`, {type: 'json'})) as {notDelivered?: boolean} | null;
      return marker ? {notDelivered: marker.notDelivered === true} : undefined;
    },
    async pending() {
      const store = redelivery();
      const {blobs} = await store.list({prefix: UNDELIVERED});
      const pending: PendingFeedback[] = [];
      for (const {key} of [...blobs].sort((a, b) => a.key.localeCompare(b.key))) {
        const entry = (await store.get(key, {type: 'json'})) as (StoredFeedback & {id?: string}) | null;
        if (entry) pending.push({entry: {...entry, id: entry.id ?? legacyId(entry)}, ref: key});
      }
      return pending;
    },
    async markDelivered({entry, ref}, delivery) {
      const store = redelivery();
      // Written before the undelivered copy goes: a failure in between leaves it pending, and the next run finds its
      // discussion on GitHub instead of posting it again.
      await store.setJSON(`${DELIVERED}${ref.slice(UNDELIVERED.length)}`, {...entry, ...delivery});
      await store.delete(ref);
    },
  };
}
