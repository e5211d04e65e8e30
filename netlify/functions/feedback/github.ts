/**
 * The GitHub sink: creates a discussion with the GraphQL `createDiscussion` mutation, and lists a category's recent
 * discussions so a submission delivered again finds the discussion an earlier attempt made (./redeliver.ts). All
 * user text travels in GraphQL variables, never inside the query string. A redirect is never followed (it is a
 * failure), and an answer is read only up to a bound (MAX_ANSWER_BYTES; MAX_PAGE_BYTES for a page of discussions).
 */
import {formatSeconds} from './deadline';

export const DEFAULT_GITHUB_GRAPHQL_URL = 'https://api.github.com/graphql';
export {DEFAULT_GITHUB_TIMEOUT_MS} from './deadline';

export const CREATE_DISCUSSION_MUTATION = `mutation CreateFeedbackDiscussion($repositoryId: ID!, $categoryId: ID!, $title: String!, $body: String!) {
  createDiscussion(input: {repositoryId: $repositoryId, categoryId: $categoryId, title: $title, body: $body}) {
    discussion {
      id
      url
    }
  }
}`;

/** A page of the category's discussions, newest first. */
export const RECENT_DISCUSSIONS_QUERY = `query RecentFeedbackDiscussions($repositoryId: ID!, $categoryId: ID!, $after: String) {
  node(id: $repositoryId) {
    ... on Repository {
      discussions(first: 100, after: $after, categoryId: $categoryId, orderBy: {field: CREATED_AT, direction: DESC}) {
        nodes {
          url
          title
          body
          createdAt
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
}`;

export type GitHubSettings = {
  token: string;
  repositoryId: string;
  categoryId: string;
  url: string;
  timeoutMs: number;
};

export type DiscussionResult = {ok: true; url?: string} | {ok: false; reason: string};

export type DiscussionSummary = {url: string; title: string; body: string; createdAt: string};

/**
 * The most of an answer's body that is read (GitHub's real answers are a few kilobytes): a longer one (a 20 MB error
 * page) is cut there and its connection closed, rather than read whole into memory.
 */
export const MAX_ANSWER_BYTES = 64 * 1024;
/** The most of one page of listed discussions that is read (100 discussions of up to 10,000 characters each). */
export const MAX_PAGE_BYTES = 8 * 1024 * 1024;

/** The body of `response` as text, at most `limit` bytes of it (the rest is not downloaded). */
export async function readLimited(
  response: Response,
  limit: number = MAX_ANSWER_BYTES,
): Promise<{text: string; cut: boolean}> {
  if (!response.body) return {text: '', cut: false};
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) return {text: Buffer.concat(chunks).toString('utf8'), cut: false};
    if (size + value.byteLength > limit) {
      chunks.push(value.subarray(0, limit - size));
      await reader.cancel().catch(() => {});
      return {text: Buffer.concat(chunks).toString('utf8'), cut: true};
    }
    chunks.push(value);
    size += value.byteLength;
  }
}

type GraphQLAnswer<T> = {data?: T | null; errors?: Array<{message?: string}>; message?: string};

/** One GraphQL request with a deadline. Never throws: every failure comes back as `{ok: false, reason}`. */
async function graphql<T>(
  settings: GitHubSettings,
  query: string,
  variables: Record<string, unknown>,
  fetchImpl: typeof fetch,
  maxBytes: number = MAX_ANSWER_BYTES,
): Promise<{ok: true; data: T} | {ok: false; reason: string}> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  try {
    const response = await fetchImpl(settings.url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${settings.token}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'User-Agent': 'asyncapi-website-feedback',
      },
      body: JSON.stringify({query, variables}),
      signal: controller.signal,
      // A redirect is a failure, never followed: a 307 to another host once answered "ok" while GitHub got nothing.
      redirect: 'manual',
    });
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      await response.body?.cancel().catch(() => {});
      const where = response.headers.get('location');
      return {
        ok: false,
        reason: `GitHub answered with a redirect (HTTP ${response.status}${where ? ` to ${where}` : ''}), which is not followed`,
      };
    }
    const {text, cut} = await readLimited(response, maxBytes);
    if (cut && response.ok) return {ok: false, reason: `GitHub's answer is larger than ${maxBytes} bytes`};
    let answer: GraphQLAnswer<T> | undefined;
    try {
      answer = JSON.parse(text) as GraphQLAnswer<T>;
    } catch {
      answer = undefined;
    }
    if (!response.ok) {
      const detail =
        answer?.message ?? answer?.errors?.[0]?.message ?? (text.trim().slice(0, 200) || response.statusText);
      return {ok: false, reason: `GitHub answered HTTP ${response.status}${detail ? `: ${detail}` : ''}`};
    }
    if (!answer) return {ok: false, reason: 'GitHub answered with a body that is not JSON'};
    if (answer.errors && answer.errors.length > 0) {
      const messages = answer.errors.map((error) => error.message ?? 'unknown error').join('; ');
      return {ok: false, reason: `GitHub GraphQL error: ${messages}`};
    }
    if (!answer.data) return {ok: false, reason: 'GitHub answered without data'};
    return {ok: true, data: answer.data};
  } catch (error) {
    if (controller.signal.aborted) {
      return {ok: false, reason: `GitHub did not answer within ${formatSeconds(settings.timeoutMs)}`};
    }
    const message = error instanceof Error ? error.message : String(error);
    return {ok: false, reason: `Could not reach GitHub: ${message}`};
  } finally {
    clearTimeout(timer);
  }
}

/** Creates the discussion. Never throws: every failure comes back as `{ok: false, reason}`. */
export async function createDiscussion(
  settings: GitHubSettings,
  discussion: {title: string; body: string},
  fetchImpl: typeof fetch = fetch,
): Promise<DiscussionResult> {
  const result = await graphql<{createDiscussion?: {discussion?: {url?: string} | null} | null}>(
    settings,
    CREATE_DISCUSSION_MUTATION,
    {
      repositoryId: settings.repositoryId,
      categoryId: settings.categoryId,
      title: discussion.title,
      body: discussion.body,
    },
    fetchImpl,
  );
  if (!result.ok) return result;
  const created = result.data.createDiscussion?.discussion;
  if (!created) return {ok: false, reason: 'GitHub did not return the created discussion'};
  return {ok: true, ...(created.url ? {url: created.url} : {})};
}

/** At most this many pages of 100 discussions are read back for a redelivery. */
export const MAX_DISCUSSION_PAGES = 50;

/**
 * The category's discussions created since `since` (ISO time), newest first: every page until one reaches back
 * before it. Fails rather than answer with a partial list (a redelivery would post again what it missed).
 */
export async function recentDiscussions(
  settings: GitHubSettings,
  since: string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ok: true; discussions: DiscussionSummary[]} | {ok: false; reason: string}> {
  type Connection = {nodes: DiscussionSummary[]; pageInfo: {hasNextPage: boolean; endCursor: string | null}};
  type Page = {node?: {discussions?: Connection} | null};
  const discussions: DiscussionSummary[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_DISCUSSION_PAGES; page += 1) {
    const result: {ok: true; data: Page} | {ok: false; reason: string} = await graphql<Page>(
      settings,
      RECENT_DISCUSSIONS_QUERY,
      {repositoryId: settings.repositoryId, categoryId: settings.categoryId, after},
      fetchImpl,
      MAX_PAGE_BYTES,
    );
    if (!result.ok) return result;
    const connection: Connection | undefined = result.data.node?.discussions;
    if (!connection) return {ok: false, reason: 'GitHub did not return the discussions of the repository'};
    discussions.push(...connection.nodes);
    const oldest = connection.nodes.at(-1)?.createdAt;
    if (!connection.pageInfo.hasNextPage || (oldest !== undefined && Date.parse(oldest) < Date.parse(since)))
      return {ok: true, discussions};
    after = connection.pageInfo.endCursor;
  }
  return {ok: false, reason: `more than ${MAX_DISCUSSION_PAGES * 100} discussions since ${since}: not all were read`};
}
