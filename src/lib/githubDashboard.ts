/**
 * The community dashboard's pure logic: which GitHub searches it runs, how a search response becomes list
 * items, and which state (loading, ready, empty, error, rate-limited) a fetch outcome leads to.
 * The component (src/components/CommunityDashboard) only calls these and renders the result.
 */

export const GITHUB_API_SEARCH_URL = 'https://api.github.com/search/issues';
export const GITHUB_WEB_SEARCH_URL = 'https://github.com/search';

export type DashboardListId = 'goodFirstIssues' | 'mostActive';

type SearchSpec = {
  /** The GitHub search query (issues and pull requests syntax). */
  query: string;
  /** The API's sort key; undefined means best match. */
  sort?: 'comments' | 'interactions' | 'created' | 'updated';
};

const SEARCHES: Record<DashboardListId, SearchSpec> = {
  goodFirstIssues: {query: 'org:asyncapi is:issue is:open label:"good first issue"', sort: 'created'},
  mostActive: {query: 'org:asyncapi is:open', sort: 'comments'},
};

/** How many results one request asks for (the API allows up to 100). */
export const PAGE_SIZE = 50;

/** The REST API URL the browser fetches for a list. */
export function apiSearchUrl(list: DashboardListId, perPage: number = PAGE_SIZE): string {
  const {query, sort} = SEARCHES[list];
  const params = new URLSearchParams({q: query});
  if (sort) {
    params.set('sort', sort);
    params.set('order', 'desc');
  }
  params.set('per_page', String(perPage));
  return `${GITHUB_API_SEARCH_URL}?${params.toString()}`;
}

/** The same search on github.com, for readers to open when the live list cannot be shown. */
export function githubSearchUrl(list: DashboardListId): string {
  const {query, sort} = SEARCHES[list];
  const params = new URLSearchParams({q: query, type: 'issues'});
  if (sort) {
    params.set('s', sort);
    params.set('o', 'desc');
  }
  return `${GITHUB_WEB_SEARCH_URL}?${params.toString()}`;
}

export type DashboardItem = {
  id: number;
  number: number;
  title: string;
  /** The issue or pull request on github.com. */
  url: string;
  /** `owner/name`, such as `asyncapi/website`. */
  repository: string;
  kind: 'issue' | 'pull request';
  comments: number;
  labels: string[];
  /** ISO 8601 time of the last update. */
  updatedAt: string;
};

/** `https://api.github.com/repos/asyncapi/website` → `asyncapi/website`; null for anything else. */
export function repositoryFromApiUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const match = /^https:\/\/api\.github\.com\/repos\/([^/]+\/[^/]+)$/.exec(url);
  return match ? match[1] : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One search result as the list needs it; null when a required field is missing. */
export function mapSearchItem(raw: unknown): DashboardItem | null {
  if (!isRecord(raw)) return null;
  const repository = repositoryFromApiUrl(raw.repository_url);
  const {id, number, title, html_url: url} = raw;
  if (
    typeof id !== 'number' ||
    typeof number !== 'number' ||
    typeof title !== 'string' ||
    typeof url !== 'string' ||
    !url.startsWith('https://github.com/') ||
    !repository
  ) {
    return null;
  }
  const labels = Array.isArray(raw.labels)
    ? raw.labels.flatMap((label) => (isRecord(label) && typeof label.name === 'string' ? [label.name] : []))
    : [];
  return {
    id,
    number,
    title,
    url,
    repository,
    kind: isRecord(raw.pull_request) ? 'pull request' : 'issue',
    comments: typeof raw.comments === 'number' ? raw.comments : 0,
    labels,
    updatedAt: typeof raw.updated_at === 'string' ? raw.updated_at : '',
  };
}

/** The items of a search response, in the API's order; null when the body is not a search response. */
export function mapSearchResponse(body: unknown): DashboardItem[] | null {
  if (!isRecord(body) || !Array.isArray(body.items)) return null;
  return body.items.flatMap((raw) => {
    const item = mapSearchItem(raw);
    return item ? [item] : [];
  });
}

export type RepositoryOption = {value: string; label: string; count: number};

/** The repository filter's options, built from the results: one per repository, by name, with counts. */
export function repositoryOptions(items: readonly DashboardItem[]): RepositoryOption[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.repository, (counts.get(item.repository) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([value, count]) => ({value, label: value.replace(/^asyncapi\//, ''), count}));
}

/** The items of one repository; all items when `repository` is empty. */
export function filterByRepository(items: readonly DashboardItem[], repository: string): DashboardItem[] {
  return repository ? items.filter((item) => item.repository === repository) : [...items];
}

/** What a fetch gave: a response (status, headers, parsed JSON body or null) or a network failure. */
export type FetchOutcome =
  | {kind: 'response'; status: number; headers: {get(name: string): string | null}; body: unknown}
  | {kind: 'network-error'; message: string};

export type DashboardState =
  | {status: 'loading'}
  | {status: 'ready'; items: DashboardItem[]}
  | {status: 'empty'}
  | {status: 'error'; message: string}
  | {status: 'rate-limited'; resetAt: Date | null};

/** The time a rate limit resets, from `x-ratelimit-reset` (Unix seconds); null when absent or invalid. */
export function rateLimitReset(value: string | null): Date | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return new Date(Number(value.trim()) * 1000);
}

/**
 * The state a fetch outcome leads to:
 * - HTTP 403 or 429 with `x-ratelimit-remaining: 0` (or a "rate limit" message, or any 429) → rate-limited;
 * - any other non-2xx status, a network failure or a body that is not a search response → error;
 * - no items → empty; otherwise ready.
 */
export function deriveState(outcome: FetchOutcome): DashboardState {
  if (outcome.kind === 'network-error') {
    return {status: 'error', message: `GitHub could not be reached (${outcome.message}).`};
  }
  const {status, headers, body} = outcome;
  if (status === 403 || status === 429) {
    const remaining = headers.get('x-ratelimit-remaining');
    const message = isRecord(body) && typeof body.message === 'string' ? body.message : '';
    if (remaining === '0' || status === 429 || /rate limit/i.test(message)) {
      return {status: 'rate-limited', resetAt: rateLimitReset(headers.get('x-ratelimit-reset'))};
    }
  }
  if (status < 200 || status > 299) {
    return {status: 'error', message: `GitHub answered with HTTP ${status}.`};
  }
  const items = mapSearchResponse(body);
  if (!items) return {status: 'error', message: 'GitHub sent a response the dashboard could not read.'};
  return items.length === 0 ? {status: 'empty'} : {status: 'ready', items};
}

export type FetchLike = (
  url: string,
  init?: {headers?: Record<string, string>; signal?: AbortSignal},
) => Promise<{
  status: number;
  headers: {get(name: string): string | null};
  json(): Promise<unknown>;
}>;

/** How long a list waits for GitHub before it shows the error screen instead of the loading skeleton. */
export const DASHBOARD_TIMEOUT_MS = 10_000;

async function fetchOutcome(list: DashboardListId, fetchImpl: FetchLike, signal: AbortSignal): Promise<FetchOutcome> {
  try {
    const response = await fetchImpl(apiSearchUrl(list), {headers: {Accept: 'application/vnd.github+json'}, signal});
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    return {kind: 'response', status: response.status, headers: response.headers, body};
  } catch (error) {
    return {kind: 'network-error', message: error instanceof Error ? error.message : String(error)};
  }
}

/**
 * Runs one list's search with the given fetch and returns the resulting state. Never throws, and never
 * waits longer than `timeoutMs` (a stalled connection or body included): then the request is aborted and the
 * state is an error.
 */
export async function loadDashboardList(
  list: DashboardListId,
  fetchImpl: FetchLike,
  signal?: AbortSignal,
  timeoutMs: number = DASHBOARD_TIMEOUT_MS,
): Promise<DashboardState> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<DashboardState>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({status: 'error', message: `GitHub did not answer within ${Math.round(timeoutMs / 1000)} seconds.`});
    }, timeoutMs);
  });
  try {
    return await Promise.race([fetchOutcome(list, fetchImpl, controller.signal).then(deriveState), timedOut]);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/**
 * A sentence saying when a rate limit resets, such as "It resets at 19:42 (in about 12 minutes)." in the
 * reader's time zone (or the one given), or a fallback when the time is unknown or already past.
 */
export function describeReset(
  resetAt: Date | null,
  now: Date,
  {locale = 'en-US', timeZone}: {locale?: string; timeZone?: string} = {},
): string {
  if (!resetAt || Number.isNaN(resetAt.getTime()))
    return 'GitHub did not say when it resets; try again in a few minutes.';
  const minutes = Math.ceil((resetAt.getTime() - now.getTime()) / 60000);
  if (minutes <= 0) return 'It should have reset by now: reload the page to try again.';
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(resetAt);
  return `It resets at ${time} (in about ${minutes} minute${minutes === 1 ? '' : 's'}).`;
}
