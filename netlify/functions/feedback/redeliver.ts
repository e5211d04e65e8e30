/**
 * `npm run feedback:redeliver` (scripts/feedback-redeliver.mjs): posts to GitHub, once, the submissions the feedback
 * function kept because GitHub did not take them (`notDelivered`), and marks each one delivered in its store.
 *
 * Once means: GitHub may have created a discussion even though the function never heard back (it answered after the
 * function's deadline), so every submission's discussion carries its id (./discussionBody.ts, `idMarker`) and the
 * redelivery first reads the category's discussions since the oldest pending submission: one that is already there
 * is only marked delivered. A submission kept before submissions had ids is recognised by its exact title and body.
 * A failure leaves the submission pending for the next run. Run one redelivery at a time.
 */
import {getStore} from '@netlify/blobs';
import {blobsStore, type BlobsStoreLike} from './blobs';
import {DEFAULT_GITHUB_TIMEOUT_MS} from './deadline';
import {buildDiscussionBody, buildDiscussionTitle, markedIds} from './discussionBody';
import {
  createDiscussion,
  DEFAULT_GITHUB_GRAPHQL_URL,
  recentDiscussions,
  type DiscussionSummary,
  type GitHubSettings,
} from './github';
import {resolveInboxPath} from './inbox';
import {fileStore, type FeedbackStore, type PendingFeedback, type StoredFeedback} from './store';

/** How far before a submission's receipt its discussion may be dated (clocks differ between hosts). */
export const CLOCK_MARGIN_MS = 10 * 60_000;

export type RedeliveryReport = {
  pending: number;
  /** Posted now. */
  posted: number;
  /** Found on GitHub already (an earlier attempt made it), only marked delivered. */
  found: number;
  failed: {id: string; reason: string}[];
};

type Options = {
  store: FeedbackStore;
  github: GitHubSettings;
  fetch?: typeof fetch;
  now?: () => Date;
  log?: (message: string) => void;
};

function submissionOf(entry: StoredFeedback) {
  return {title: entry.title, feedback: entry.feedback, ...(entry.page ? {page: entry.page} : {})};
}

/** The discussion an earlier attempt made for `entry`, among `discussions`, if any. */
function existingDiscussion(entry: StoredFeedback, discussions: DiscussionSummary[]): DiscussionSummary | undefined {
  const byId = discussions.find((discussion) => markedIds(discussion.body).includes(entry.id));
  if (byId || !entry.id.startsWith('legacy-')) return byId;
  // Kept before ids: what the function would have posted, without a marker.
  const title = buildDiscussionTitle(submissionOf(entry));
  const body = buildDiscussionBody(submissionOf(entry)).trim();
  return discussions.find((discussion) => discussion.title === title && discussion.body.trim() === body);
}

export async function redeliver({
  store,
  github,
  fetch: fetchImpl = fetch,
  now = () => new Date(),
  log = console.log,
}: Options): Promise<RedeliveryReport> {
  if (!store.pending || !store.markDelivered)
    throw new Error(`${store.name} cannot list what it kept: it cannot be redelivered from`);
  const pending = await store.pending();
  const report: RedeliveryReport = {pending: pending.length, posted: 0, found: 0, failed: []};
  if (pending.length === 0) return report;

  const oldest = Math.min(...pending.map(({entry}) => Date.parse(entry.receivedAt)));
  const since = new Date((Number.isNaN(oldest) ? 0 : oldest) - CLOCK_MARGIN_MS).toISOString();
  const listed = await recentDiscussions(github, since, fetchImpl);
  if (!listed.ok) {
    // Without the list, posting could duplicate what an earlier attempt made: post nothing.
    log(`feedback: could not read the discussions on GitHub, nothing was posted: ${listed.reason}`);
    report.failed = pending.map(({entry}) => ({id: entry.id, reason: listed.reason}));
    return report;
  }

  for (const item of pending) {
    const {entry} = item;
    try {
      const existing = existingDiscussion(entry, listed.discussions);
      if (existing) {
        await store.markDelivered(item, {url: existing.url, alreadyOnGitHub: true, deliveredAt: now().toISOString()});
        report.found += 1;
        log(`feedback: ${entry.id} was already on GitHub (${existing.url}); marked delivered`);
        continue;
      }
      const created = await createDiscussion(
        github,
        {title: buildDiscussionTitle(submissionOf(entry)), body: buildDiscussionBody(submissionOf(entry), entry.id)},
        fetchImpl,
      );
      if (!created.ok) {
        report.failed.push({id: entry.id, reason: created.reason});
        log(`feedback: ${entry.id} not posted: ${created.reason}`);
        continue;
      }
      await store.markDelivered(item, {
        ...(created.url ? {url: created.url} : {}),
        alreadyOnGitHub: false,
        deliveredAt: now().toISOString(),
      });
      report.posted += 1;
      log(`feedback: ${entry.id} posted${created.url ? ` (${created.url})` : ''}`);
    } catch (error) {
      // Posted but not marked (the store failed): the next run finds the discussion and marks it.
      const reason = error instanceof Error ? error.message : String(error);
      report.failed.push({id: entry.id, reason});
      log(`feedback: ${entry.id}: ${reason}`);
    }
  }
  return report;
}

export type {PendingFeedback};
/** What `npm run feedback:redeliver` reads: the function's settings, and for Netlify Blobs the site and a token. */
export type RedeliveryEnv = Record<string, string | undefined>;

/**
 * The redelivery as the command runs it: GitHub settings from the environment (the function's variables), the store
 * the function keeps submissions in: the inbox file (FEEDBACK_INBOX, default .feedback/inbox.jsonl), or with
 * `blobs` the site's Netlify Blobs store (NETLIFY_SITE_ID, NETLIFY_AUTH_TOKEN). Throws with what is missing.
 */
export async function redeliverFromEnv({
  env,
  projectRoot,
  blobs = false,
  dryRun = false,
  fetch: fetchImpl = fetch,
  openBlobsStore,
  log = console.log,
}: {
  env: RedeliveryEnv;
  projectRoot: string;
  blobs?: boolean;
  dryRun?: boolean;
  fetch?: typeof fetch;
  /** Tests give a fake Blobs store; by default @netlify/blobs' getStore with the site id and token. */
  openBlobsStore?: (name: string) => BlobsStoreLike;
  log?: (message: string) => void;
}): Promise<RedeliveryReport> {
  const store = blobs
    ? blobsStore(openBlobsStore ?? siteBlobsStore(env))
    : fileStore(resolveInboxPath(env.FEEDBACK_INBOX, projectRoot), log);
  if (dryRun) {
    const pending = (await store.pending?.()) ?? [];
    for (const {entry} of pending) log(`feedback: ${entry.id} (${entry.receivedAt}): ${entry.notDelivered ?? ''}`);
    return {pending: pending.length, posted: 0, found: 0, failed: []};
  }
  const missing = ['GITHUB_TOKEN', 'GITHUB_DISCUSSION_REPOSITORY_ID', 'GITHUB_DISCUSSION_CATEGORY_ID'].filter(
    (name) => !env[name]?.trim(),
  );
  if (missing.length > 0) throw new Error(`Set ${missing.join(', ')} (the feedback function's settings) to redeliver.`);
  return redeliver({
    store,
    github: {
      token: env.GITHUB_TOKEN!.trim(),
      repositoryId: env.GITHUB_DISCUSSION_REPOSITORY_ID!.trim(),
      categoryId: env.GITHUB_DISCUSSION_CATEGORY_ID!.trim(),
      url: env.GITHUB_GRAPHQL_URL?.trim() || DEFAULT_GITHUB_GRAPHQL_URL,
      timeoutMs: DEFAULT_GITHUB_TIMEOUT_MS,
    },
    fetch: fetchImpl,
    log,
  });
}

/** The site's blob store from outside Netlify: its id and a personal access token. */
function siteBlobsStore(env: RedeliveryEnv): (name: string) => BlobsStoreLike {
  const siteID = env.NETLIFY_SITE_ID?.trim();
  const token = env.NETLIFY_AUTH_TOKEN?.trim();
  if (!siteID || !token) throw new Error('Set NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN to redeliver from Netlify Blobs.');
  return (name) => getStore({name, siteID, token});
}
