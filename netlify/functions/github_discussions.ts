/**
 * The feedback function behind the docs feedback form (POST /.netlify/functions/github_discussions).
 * One handler, three ways in: the Netlify function `handler`, and `createFeedbackMiddleware` for the local
 * preview server (scripts/serve.mjs) and the dev server (plugins/dev-server/plugin.ts). The logic lives in ./feedback/
 * (no index.ts or feedback.ts there, so Netlify does not deploy that folder as a function of its own).
 *
 * Environment:
 * - GITHUB_TOKEN: when set, each submission becomes a GitHub Discussion, created in the repository
 *   GITHUB_DISCUSSION_REPOSITORY_ID and the category GITHUB_DISCUSSION_CATEGORY_ID (GraphQL node ids) through
 *   GITHUB_GRAPHQL_URL (default https://api.github.com/graphql). When GitHub fails (an error status, no answer
 *   within 5 s, a reset), the submission is kept in the feedback store (the inbox file below unless a host store
 *   is given, marked with `notDelivered` and the reason) and the answer is a 502 with a generic message saying it
 *   was kept; GitHub's own words go to the log only. `npm run feedback:redeliver` sends the kept ones later, once:
 *   each submission has an id, which its discussion carries (./feedback/redeliver.ts).
 * - Every wait ends well within Netlify's 10 s for a synchronous function: 5 s for GitHub, 2 s for the store
 *   (./feedback/deadline.ts).
 * - Without a token: one JSON line per submission in FEEDBACK_INBOX (default <project>/.feedback/inbox.jsonl).
 * - On Netlify (the event carries the Blobs context, connected with `connectLambda`), the store is the
 *   Netlify Blobs store `feedback` instead of the inbox file, whose disk would not outlive the request.
 * - FEEDBACK_RATE_LIMIT: submissions per minute per client address (default 5).
 */
import type {IncomingMessage, Server, ServerResponse} from 'node:http';
import {connectLambda} from '@netlify/blobs';
import {
  createFeedbackHandler,
  jsonResponse,
  MAX_BODY_BYTES,
  type FeedbackHandler,
  type FeedbackOptions,
} from './feedback/handle';
import type {FeedbackResponse} from './feedback/types';

export type {FeedbackOptions} from './feedback/handle';

/** The public path of the function, as the form calls it. */
export const FEEDBACK_FUNCTION_PATH = '/.netlify/functions/github_discussions';

/** The parts of a Netlify (AWS Lambda style) function event the handler reads. */
export type NetlifyEvent = {
  httpMethod: string;
  headers: Record<string, string | undefined>;
  body: string | null;
  isBase64Encoded?: boolean;
  /** The Netlify Blobs context (base64 JSON) Netlify adds to the events of Lambda-compatible functions. */
  blobs?: string;
};

export type NetlifyHandlerOptions = FeedbackOptions & {
  /** Sets the Blobs context from an event; defaults to `connectLambda` from @netlify/blobs. */
  connectBlobs?: (event: {blobs: string; headers: Record<string, string>}) => void;
};

export type NetlifyResult = {statusCode: number; headers: Record<string, string>; body: string};

function lowerCaseKeys(headers: Record<string, string | string[] | undefined>): Record<string, string | undefined> {
  const result: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(headers)) {
    result[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return result;
}

/**
 * The client address Netlify itself reports. Only Netlify's own header is trusted: `Client-IP`,
 * `X-Real-IP` and the first `X-Forwarded-For` hop come from the client and would let anyone pick a fresh
 * rate-limit key per request. Without the header every request shares one key, which limits more rather
 * than less.
 */
export function netlifyClientIp(headers: Record<string, string | undefined>): string {
  return headers['x-nf-client-connection-ip']?.trim() || 'unknown';
}

/** Builds a Netlify-style handler; `handler` below is the one Netlify runs. */
export function createNetlifyHandler(
  options: NetlifyHandlerOptions = {},
): (event: NetlifyEvent) => Promise<NetlifyResult> {
  let feedback: FeedbackHandler | undefined;
  const {connectBlobs = connectLambda, ...feedbackOptions} = options;
  return async (event) => {
    const headers = lowerCaseKeys(event.headers ?? {});
    if (event.blobs) {
      // Before the handler reads the environment: this is what makes the store Netlify Blobs (see ./feedback/blobs).
      try {
        const defined = Object.fromEntries(
          Object.entries(headers).filter((pair): pair is [string, string] => pair[1] !== undefined),
        );
        connectBlobs({blobs: event.blobs, headers: defined});
      } catch (error) {
        (options.log ?? console.error)(
          `feedback: could not connect Netlify Blobs: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    // Created on first use, so the environment is read when the function runs, not when it is bundled.
    feedback ??= createFeedbackHandler(feedbackOptions);
    const body = event.body ?? '';
    const response = await feedback({
      method: event.httpMethod,
      headers,
      body: event.isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body,
      clientIp: netlifyClientIp(headers),
    });
    return {statusCode: response.status, headers: response.headers, body: response.body};
  };
}

export const handler = createNetlifyHandler();

/** How long the local servers give a client to send a whole request (headers and body). */
export const LOCAL_REQUEST_TIMEOUT_MS = 10_000;

/**
 * Makes a Node HTTP server answer 408 and close the connection when a request is not complete within `ms`
 * (Node's default is 300 s, so a body shorter than its Content-Length held the connection that long). Call it
 * before the server listens: the check interval is read then.
 */
export function limitRequestTime(server: Server, ms: number = LOCAL_REQUEST_TIMEOUT_MS): void {
  server.requestTimeout = ms;
  server.headersTimeout = ms;
  // Node checks for expired requests on this interval (30 s by default), which would add up to 30 s. It is
  // a documented option of http.createServer that @types/node does not list as a property.
  (server as Server & {connectionsCheckingInterval: number}).connectionsCheckingInterval = Math.max(
    100,
    Math.min(1_000, Math.floor(ms / 4)),
  );
}

export type FeedbackMiddleware = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

function send(res: ServerResponse, response: FeedbackResponse): void {
  res.writeHead(response.status, {...response.headers, 'Content-Length': String(Buffer.byteLength(response.body))});
  res.end(response.body);
}

/**
 * A Node `http` (Connect/Express compatible) middleware that answers every request it is given with the
 * feedback handler; mount it on FEEDBACK_FUNCTION_PATH.
 */
export function createFeedbackMiddleware(options?: FeedbackOptions): FeedbackMiddleware {
  const feedback = createFeedbackHandler(options);
  return (req, res, next) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('error', (error) => {
      if (next) next(error);
      else if (!res.headersSent) send(res, jsonResponse(400, 'The request body could not be read.'));
    });
    req.on('end', () => {
      if (tooLarge) {
        send(res, jsonResponse(413, `The request body is larger than ${MAX_BODY_BYTES} bytes.`));
        return;
      }
      feedback({
        method: req.method ?? 'GET',
        headers: lowerCaseKeys(req.headers),
        body: Buffer.concat(chunks).toString('utf8'),
        clientIp: req.socket.remoteAddress ?? 'unknown',
      }).then(
        (response) => send(res, response),
        (error: unknown) => {
          if (next) next(error);
          else send(res, jsonResponse(500, 'The feedback could not be processed.'));
        },
      );
    });
  };
}
