/**
 * The feedback handler itself, independent of how the request arrived (Netlify event or Node request):
 * method, content type, rate limit, validation, honeypot, then one of the two sinks.
 *
 * Every accepted submission gets an id, which its answer, its kept copy and its GitHub discussion carry (so a later
 * delivery finds what an earlier one made: ./redeliver.ts). The id is the client's when it sends one (the form makes
 * one per submission and sends it again on "Try again"): a submission whose id was seen before is answered as it was
 * then and neither kept nor posted again (the answers of this process are remembered; the store is asked for the rest).
 * An answer saying the submission was kept carries `saved: true`, so the form can say so instead of an error. Every wait has a deadline well under the platform's
 * (./deadline.ts). Public answers are generic: they name no setting and repeat nothing the client sent; the details
 * go to the log.
 */
import {randomUUID} from 'node:crypto';
import {buildDiscussionBody, buildDiscussionTitle} from './discussionBody';
import {blobsStore, runsWithBlobs, type OpenBlobsStore} from './blobs';
import {DEFAULT_GITHUB_TIMEOUT_MS, DEFAULT_STORE_TIMEOUT_MS, withDeadline} from './deadline';
import {createDiscussion, DEFAULT_GITHUB_GRAPHQL_URL} from './github';
import {resolveInboxPath, toInboxEntry} from './inbox';
import {createRateLimiter, parseRateLimit} from './rateLimit';
import {fileStore, type FeedbackStore, type StoredFeedback} from './store';
import type {FeedbackRequest, FeedbackResponse, FeedbackSubmission} from './types';
import {isJsonContentType, validateFeedback} from './validate';

export {NOT_JSON_MESSAGE} from './validate';

/** Largest request body read at all (10,000 four-byte characters escaped as JSON fit well below it). */
export const MAX_BODY_BYTES = 512 * 1024;

export type FeedbackEnv = Record<string, string | undefined>;

export type FeedbackOptions = {
  /** Where settings are read from (per request, except the rate limit); defaults to `process.env`. */
  env?: FeedbackEnv;
  /** Base for the default inbox path and a relative `FEEDBACK_INBOX`; defaults to the working directory. */
  projectRoot?: string;
  /** How long to wait for GitHub; defaults to DEFAULT_GITHUB_TIMEOUT_MS (5 s). */
  githubTimeoutMs?: number;
  /** How long to wait for the store to keep a submission; defaults to DEFAULT_STORE_TIMEOUT_MS (2 s). */
  storeTimeoutMs?: number;
  /** Makes a submission id; defaults to a random UUID. */
  newId?: () => string;
  fetch?: typeof fetch;
  /**
   * Where submissions are kept: all of them without a GitHub token, and those GitHub did not take with one.
   * Defaults, per request, to Netlify Blobs when its context is set (on Netlify, see ./blobs), else to the
   * inbox file (`FEEDBACK_INBOX`).
   */
  store?: FeedbackStore;
  /** Opens a Netlify Blobs store by name; defaults to `getStore` from @netlify/blobs (tests pass a fake). */
  openBlobsStore?: OpenBlobsStore;
  now?: () => Date;
  /** Where server-side problems are reported; defaults to `console.error`. */
  log?: (message: string) => void;
};

/** What the public is told when GitHub did not take a submission; the details go to the log only. */
export const KEPT_MESSAGE =
  'The feedback could not be posted to GitHub right now, but it was saved on our server and will not be lost.';
export const NOT_KEPT_MESSAGE = 'The feedback could not be posted or saved right now; please try again later.';
/** The other public answers: what went wrong in general terms, nothing about the setup or the request's content. */
export const UNAVAILABLE_KEPT_MESSAGE = 'The feedback service is not available right now, but the feedback was saved.';
export const UNAVAILABLE_MESSAGE = 'The feedback service is not available right now; please try again later.';
export const NOT_SAVED_MESSAGE = 'The feedback could not be saved right now; please try again later.';
export const METHOD_MESSAGE = 'Only POST is allowed.';
export const CONTENT_TYPE_MESSAGE = 'The Content-Type must be application/json.';

export type FeedbackHandler = (request: FeedbackRequest) => Promise<FeedbackResponse>;

/** How many answers (by submission id) a handler remembers, so a retry in the same process is answered at once. */
export const REMEMBERED_ANSWERS = 1000;

export function jsonResponse(
  status: number,
  message: string,
  headers: Record<string, string> = {},
  extra: {id?: string; saved?: boolean} = {},
): FeedbackResponse {
  return {
    status,
    headers: {'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers},
    body: JSON.stringify({message, ...extra}),
  };
}

export function createFeedbackHandler(options: FeedbackOptions = {}): FeedbackHandler {
  const env = options.env ?? process.env;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message: string) => console.error(message));
  const limiter = createRateLimiter(parseRateLimit(env.FEEDBACK_RATE_LIMIT));
  const storeTimeoutMs = options.storeTimeoutMs ?? DEFAULT_STORE_TIMEOUT_MS;
  const newId = options.newId ?? randomUUID;
  /** Answers by submission id (oldest first, at most REMEMBERED_ANSWERS), including those still being made. */
  const answers = new Map<string, Promise<FeedbackResponse>>();

  function remember(id: string, answer: Promise<FeedbackResponse>): Promise<FeedbackResponse> {
    answers.set(id, answer);
    if (answers.size > REMEMBERED_ANSWERS) answers.delete(answers.keys().next().value as string);
    // A failure that kept nothing may be retried for real: forget it.
    void answer.then((response) => {
      if (response.status !== 200 && !(JSON.parse(response.body) as {saved?: boolean}).saved) answers.delete(id);
    });
    return answer;
  }

  /** The answer to a submission whose id the store kept before (a retry after a restart or on another instance). */
  async function answerFromStore(id: string): Promise<FeedbackResponse | undefined> {
    const store = storeFor();
    if (!store.seen) return undefined;
    try {
      const seen = await withDeadline(store.seen(id), storeTimeoutMs, `looking up a submission in ${store.name}`);
      if (!seen) return undefined;
      return seen.notDelivered
        ? jsonResponse(502, KEPT_MESSAGE, {}, {id, saved: true})
        : jsonResponse(200, 'ok', {}, {id});
    } catch (error) {
      // Not knowing is no reason to refuse the submission: it is handled as a new one.
      log(
        `feedback: could not look up ${id} in ${store.name}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return undefined;
    }
  }

  function storeFor(): FeedbackStore {
    if (options.store) return options.store;
    if (runsWithBlobs(env)) return blobsStore(options.openBlobsStore);
    return fileStore(resolveInboxPath(env.FEEDBACK_INBOX, options.projectRoot ?? process.cwd()));
  }

  /** Keeps `entry` within the store deadline; false (and a log line) when that failed. */
  async function keep(entry: StoredFeedback): Promise<boolean> {
    const store = storeFor();
    try {
      await withDeadline(store.keep(entry), storeTimeoutMs, `keeping a submission in ${store.name}`);
      return true;
    } catch (error) {
      log(
        `feedback: could not keep a submission in ${store.name}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
  }

  async function deliver(submission: FeedbackSubmission, id: string): Promise<FeedbackResponse> {
    const entry = toInboxEntry(submission, now(), id);
    const token = env.GITHUB_TOKEN?.trim();
    if (token) {
      const repositoryId = env.GITHUB_DISCUSSION_REPOSITORY_ID?.trim();
      const categoryId = env.GITHUB_DISCUSSION_CATEGORY_ID?.trim();
      const missing = [
        ...(repositoryId ? [] : ['GITHUB_DISCUSSION_REPOSITORY_ID']),
        ...(categoryId ? [] : ['GITHUB_DISCUSSION_CATEGORY_ID']),
      ];
      if (!repositoryId || !categoryId) {
        const what = `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set`;
        log(`feedback: GITHUB_TOKEN is set but ${what}`);
        // The submission is valid: keep it even though the service is misconfigured (redelivered once it is not).
        const kept = await keep({...entry, notDelivered: `misconfigured: ${what}`});
        return kept
          ? jsonResponse(500, UNAVAILABLE_KEPT_MESSAGE, {}, {id, saved: true})
          : jsonResponse(500, UNAVAILABLE_MESSAGE, {}, {id});
      }
      const result = await createDiscussion(
        {
          token,
          repositoryId,
          categoryId,
          url: env.GITHUB_GRAPHQL_URL?.trim() || DEFAULT_GITHUB_GRAPHQL_URL,
          timeoutMs: options.githubTimeoutMs ?? DEFAULT_GITHUB_TIMEOUT_MS,
        },
        {title: buildDiscussionTitle(submission), body: buildDiscussionBody(submission, id)},
        options.fetch,
      );
      if (!result.ok) {
        // GitHub's own words (which may be an HTML error page or a credentials problem) stay in the log. GitHub may
        // still have made the discussion (an answer after the deadline): the redelivery looks for its id first.
        log(`feedback: ${id}: ${result.reason}`);
        const kept = await keep({...entry, notDelivered: result.reason});
        return kept
          ? jsonResponse(502, KEPT_MESSAGE, {}, {id, saved: true})
          : jsonResponse(502, NOT_KEPT_MESSAGE, {}, {id});
      }
      return jsonResponse(200, 'ok', {}, {id});
    }

    if (!(await keep(entry))) return jsonResponse(500, NOT_SAVED_MESSAGE, {}, {id});
    return jsonResponse(200, 'ok', {}, {id});
  }

  return async (request) => {
    if (request.method.toUpperCase() !== 'POST') {
      return jsonResponse(405, METHOD_MESSAGE, {Allow: 'POST'});
    }
    if (!isJsonContentType(request.headers['content-type'])) {
      return jsonResponse(415, CONTENT_TYPE_MESSAGE);
    }
    const decision = limiter.take(request.clientIp, now().getTime());
    if (!decision.allowed) {
      return jsonResponse(429, `Too many submissions; try again in ${decision.retryAfterSeconds} seconds.`, {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    }
    if (Buffer.byteLength(request.body, 'utf8') > MAX_BODY_BYTES) {
      return jsonResponse(413, `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
    }
    const validation = validateFeedback(request.body);
    // The honeypot's answer looks like a real one, id included, so a bot cannot tell it was dropped.
    if (validation.kind === 'spam') return jsonResponse(200, 'ok', {}, {id: validation.id ?? newId()});
    if (validation.kind === 'invalid') {
      if (validation.detail) log(`feedback: ${validation.status}: ${validation.detail}`);
      return jsonResponse(validation.status, validation.message);
    }
    const {submission, id: clientId} = validation;
    if (!clientId) return deliver(submission, newId());
    const earlier = answers.get(clientId);
    if (earlier) return earlier;
    return remember(clientId, (async () => (await answerFromStore(clientId)) ?? deliver(submission, clientId))());
  };
}
