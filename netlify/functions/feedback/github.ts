/**
 * The GitHub sink: creates a discussion with the GraphQL `createDiscussion` mutation. All user text travels
 * in GraphQL variables, never inside the query string.
 */
export const DEFAULT_GITHUB_GRAPHQL_URL = 'https://api.github.com/graphql';
export const DEFAULT_GITHUB_TIMEOUT_MS = 10_000;

export const CREATE_DISCUSSION_MUTATION = `mutation CreateFeedbackDiscussion($repositoryId: ID!, $categoryId: ID!, $title: String!, $body: String!) {
  createDiscussion(input: {repositoryId: $repositoryId, categoryId: $categoryId, title: $title, body: $body}) {
    discussion {
      id
      url
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

type GraphQLAnswer = {
  data?: {createDiscussion?: {discussion?: {url?: string} | null} | null} | null;
  errors?: Array<{message?: string}>;
  message?: string;
};

/** Creates the discussion. Never throws: every failure comes back as `{ok: false, reason}`. */
export async function createDiscussion(
  settings: GitHubSettings,
  discussion: {title: string; body: string},
  fetchImpl: typeof fetch = fetch,
): Promise<DiscussionResult> {
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
      body: JSON.stringify({
        query: CREATE_DISCUSSION_MUTATION,
        variables: {
          repositoryId: settings.repositoryId,
          categoryId: settings.categoryId,
          title: discussion.title,
          body: discussion.body,
        },
      }),
      signal: controller.signal,
    });
    const text = await response.text();
    let answer: GraphQLAnswer | undefined;
    try {
      answer = JSON.parse(text) as GraphQLAnswer;
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
    const created = answer.data?.createDiscussion?.discussion;
    if (!created) return {ok: false, reason: 'GitHub did not return the created discussion'};
    return {ok: true, ...(created.url ? {url: created.url} : {})};
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

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}
