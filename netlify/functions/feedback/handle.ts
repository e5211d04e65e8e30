/**
 * The feedback handler itself, independent of how the request arrived (Netlify event or Node request):
 * method, content type, rate limit, validation, honeypot, then one of the two sinks.
 */
import {buildDiscussionBody, buildDiscussionTitle} from './discussionBody';
import {blobsStore, runsWithBlobs, type OpenBlobsStore} from './blobs';
import {createDiscussion, DEFAULT_GITHUB_GRAPHQL_URL, DEFAULT_GITHUB_TIMEOUT_MS} from './github';
import {resolveInboxPath, toInboxEntry} from './inbox';
import {createRateLimiter, parseRateLimit} from './rateLimit';
import {fileStore, type FeedbackStore, type StoredFeedback} from './store';
import type {FeedbackRequest, FeedbackResponse, FeedbackSubmission} from './types';
import {isJsonContentType, validateFeedback} from './validate';

/** Largest request body read at all (10,000 four-byte characters escaped as JSON fit well below it). */
export const MAX_BODY_BYTES = 512 * 1024;

export type FeedbackEnv = Record<string, string | undefined>;

export type FeedbackOptions = {
  /** Where settings are read from (per request, except the rate limit); defaults to `process.env`. */
  env?: FeedbackEnv;
  /** Base for the default inbox path and a relative `FEEDBACK_INBOX`; defaults to the working directory. */
  projectRoot?: string;
  /** How long to wait for GitHub; defaults to 10 s. */
  githubTimeoutMs?: number;
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

export type FeedbackHandler = (request: FeedbackRequest) => Promise<FeedbackResponse>;

export function jsonResponse(status: number, message: string, headers: Record<string, string> = {}): FeedbackResponse {
  return {
    status,
    headers: {'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers},
    body: JSON.stringify({message}),
  };
}

export function createFeedbackHandler(options: FeedbackOptions = {}): FeedbackHandler {
  const env = options.env ?? process.env;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message: string) => console.error(message));
  const limiter = createRateLimiter(parseRateLimit(env.FEEDBACK_RATE_LIMIT));

  function storeFor(): FeedbackStore {
    if (options.store) return options.store;
    if (runsWithBlobs(env)) return blobsStore(options.openBlobsStore);
    return fileStore(resolveInboxPath(env.FEEDBACK_INBOX, options.projectRoot ?? process.cwd()));
  }

  /** Keeps `entry`; false (and a log line) when even that failed. */
  async function keep(entry: StoredFeedback): Promise<boolean> {
    const store = storeFor();
    try {
      await store.keep(entry);
      return true;
    } catch (error) {
      log(
        `feedback: could not keep a submission in ${store.name}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
  }

  async function deliver(submission: FeedbackSubmission): Promise<FeedbackResponse> {
    const entry = toInboxEntry(submission, now());
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
        // The submission is valid: keep it even though the service is misconfigured.
        const kept = await keep({...entry, notDelivered: `misconfigured: ${what}`});
        return jsonResponse(
          500,
          `The feedback service is misconfigured: ${what}.${kept ? ' The feedback was saved.' : ''}`,
        );
      }
      const result = await createDiscussion(
        {
          token,
          repositoryId,
          categoryId,
          url: env.GITHUB_GRAPHQL_URL?.trim() || DEFAULT_GITHUB_GRAPHQL_URL,
          timeoutMs: options.githubTimeoutMs ?? DEFAULT_GITHUB_TIMEOUT_MS,
        },
        {title: buildDiscussionTitle(submission), body: buildDiscussionBody(submission)},
        options.fetch,
      );
      if (!result.ok) {
        // GitHub's own words (which may be an HTML error page or a credentials problem) stay in the log.
        log(`feedback: ${result.reason}`);
        const kept = await keep({...entry, notDelivered: result.reason});
        return jsonResponse(502, kept ? KEPT_MESSAGE : NOT_KEPT_MESSAGE);
      }
      return jsonResponse(200, 'ok');
    }

    if (!(await keep(entry))) return jsonResponse(500, 'The feedback could not be saved.');
    return jsonResponse(200, 'ok');
  }

  return async (request) => {
    if (request.method.toUpperCase() !== 'POST') {
      return jsonResponse(405, `Method ${request.method} is not allowed; use POST.`, {Allow: 'POST'});
    }
    if (!isJsonContentType(request.headers['content-type'])) {
      const received = request.headers['content-type'] ? `"${request.headers['content-type']}"` : 'none';
      return jsonResponse(415, `The Content-Type must be application/json (received ${received}).`);
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
    if (validation.kind === 'spam') return jsonResponse(200, 'ok');
    if (validation.kind === 'invalid') return jsonResponse(validation.status, validation.message);
    return deliver(validation.submission);
  };
}
