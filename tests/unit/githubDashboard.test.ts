import {
  apiSearchUrl,
  deriveState,
  describeReset,
  filterByRepository,
  githubSearchUrl,
  loadDashboardList,
  mapSearchItem,
  mapSearchResponse,
  rateLimitReset,
  repositoryFromApiUrl,
  repositoryOptions,
  type DashboardItem,
  type FetchLike,
  type FetchOutcome,
} from '@site/src/lib/githubDashboard';

const headers = (values: Record<string, string> = {}) => ({get: (name: string) => values[name.toLowerCase()] ?? null});
const response = (status: number, body: unknown, values?: Record<string, string>): FetchOutcome => ({
  kind: 'response',
  status,
  headers: headers(values),
  body,
});

const rawItem = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  number: 42,
  title: 'Fix the thing',
  html_url: 'https://github.com/asyncapi/website/issues/42',
  repository_url: 'https://api.github.com/repos/asyncapi/website',
  comments: 3,
  labels: [{name: 'good first issue'}, {name: 'bug'}],
  updated_at: '2026-11-20T10:00:00Z',
  ...overrides,
});

describe('queries and URLs', () => {
  it('searches open good first issues across the org, newest first', () => {
    const url = new URL(apiSearchUrl('goodFirstIssues'));
    expect(url.origin + url.pathname).toBe('https://api.github.com/search/issues');
    expect(url.searchParams.get('q')).toBe('org:asyncapi is:issue is:open label:"good first issue"');
    expect(url.searchParams.get('sort')).toBe('created');
    expect(url.searchParams.get('per_page')).toBe('50');
  });

  it('searches the most commented open issues and pull requests', () => {
    const url = new URL(apiSearchUrl('mostActive', 20));
    expect(url.searchParams.get('q')).toBe('org:asyncapi is:open');
    expect(url.searchParams.get('sort')).toBe('comments');
    expect(url.searchParams.get('order')).toBe('desc');
    expect(url.searchParams.get('per_page')).toBe('20');
  });

  it('builds the same search on github.com', () => {
    const url = new URL(githubSearchUrl('goodFirstIssues'));
    expect(url.origin + url.pathname).toBe('https://github.com/search');
    expect(url.searchParams.get('q')).toBe(new URL(apiSearchUrl('goodFirstIssues')).searchParams.get('q'));
    expect(url.searchParams.get('type')).toBe('issues');
    expect(new URL(githubSearchUrl('mostActive')).searchParams.get('s')).toBe('comments');
  });
});

describe('mapping responses', () => {
  it('reads the repository from the API URL', () => {
    expect(repositoryFromApiUrl('https://api.github.com/repos/asyncapi/website')).toBe('asyncapi/website');
    expect(repositoryFromApiUrl('https://example.com/repos/asyncapi/website')).toBeNull();
    expect(repositoryFromApiUrl(undefined)).toBeNull();
  });

  it('maps an issue and a pull request', () => {
    expect(mapSearchItem(rawItem())).toEqual({
      id: 1,
      number: 42,
      title: 'Fix the thing',
      url: 'https://github.com/asyncapi/website/issues/42',
      repository: 'asyncapi/website',
      kind: 'issue',
      comments: 3,
      labels: ['good first issue', 'bug'],
      updatedAt: '2026-11-20T10:00:00Z',
    });
    expect(mapSearchItem(rawItem({pull_request: {url: 'x'}}))?.kind).toBe('pull request');
  });

  it('drops items without the required fields or with links off github.com', () => {
    expect(mapSearchItem(rawItem({title: undefined}))).toBeNull();
    expect(mapSearchItem(rawItem({html_url: 'javascript:alert(1)'}))).toBeNull();
    expect(mapSearchResponse({items: [rawItem(), null, rawItem({id: 2, number: 'x'})]})).toHaveLength(1);
  });

  it('rejects a body that is not a search response', () => {
    expect(mapSearchResponse({message: 'nope'})).toBeNull();
    expect(mapSearchResponse(null)).toBeNull();
  });
});

describe('repository filter', () => {
  const items = mapSearchResponse({
    items: [
      rawItem({id: 1, repository_url: 'https://api.github.com/repos/asyncapi/website'}),
      rawItem({id: 2, repository_url: 'https://api.github.com/repos/asyncapi/cli'}),
      rawItem({id: 3, repository_url: 'https://api.github.com/repos/asyncapi/website'}),
    ],
  }) as DashboardItem[];

  it('builds options from the results, by name, with counts', () => {
    expect(repositoryOptions(items)).toEqual([
      {value: 'asyncapi/cli', label: 'cli', count: 1},
      {value: 'asyncapi/website', label: 'website', count: 2},
    ]);
  });

  it('filters by repository, or keeps everything for an empty choice', () => {
    expect(filterByRepository(items, 'asyncapi/website').map((item) => item.id)).toEqual([1, 3]);
    expect(filterByRepository(items, '').map((item) => item.id)).toEqual([1, 2, 3]);
  });
});

describe('state derivation', () => {
  it('ready with items, empty without', () => {
    expect(deriveState(response(200, {total_count: 1, items: [rawItem()]}))).toMatchObject({status: 'ready'});
    expect(deriveState(response(200, {total_count: 0, items: []}))).toEqual({status: 'empty'});
  });

  it('rate-limited on 403 with x-ratelimit-remaining 0, with the reset time', () => {
    expect(
      deriveState(
        response(
          403,
          {message: 'API rate limit exceeded'},
          {'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1795000000'},
        ),
      ),
    ).toEqual({status: 'rate-limited', resetAt: new Date(1795000000 * 1000)});
  });

  it('rate-limited on 429, even without a reset header', () => {
    expect(deriveState(response(429, null))).toEqual({status: 'rate-limited', resetAt: null});
  });

  it('a 403 that is not about the rate limit is an error', () => {
    expect(deriveState(response(403, {message: 'Forbidden'}, {'x-ratelimit-remaining': '42'}))).toEqual({
      status: 'error',
      message: 'GitHub answered with HTTP 403.',
    });
  });

  it('errors on server errors, unreadable bodies and network failures', () => {
    expect(deriveState(response(500, null))).toEqual({status: 'error', message: 'GitHub answered with HTTP 500.'});
    expect(deriveState(response(200, '<html>'))).toMatchObject({status: 'error'});
    expect(deriveState({kind: 'network-error', message: 'Failed to fetch'})).toEqual({
      status: 'error',
      message: 'GitHub could not be reached (Failed to fetch).',
    });
  });

  it('reads x-ratelimit-reset as Unix seconds', () => {
    expect(rateLimitReset('1800000000')?.toISOString()).toBe('2027-01-15T08:00:00.000Z');
    expect(rateLimitReset('soon')).toBeNull();
    expect(rateLimitReset(null)).toBeNull();
  });
});

describe('loadDashboardList', () => {
  it('fetches the list URL and derives the state', async () => {
    const fetchImpl = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async () => ({
      status: 200,
      headers: headers(),
      json: async () => ({items: [rawItem()]}),
    }));
    await expect(loadDashboardList('goodFirstIssues', fetchImpl)).resolves.toMatchObject({status: 'ready'});
    expect(fetchImpl.mock.calls[0][0]).toBe(apiSearchUrl('goodFirstIssues'));
  });

  it('turns a rejected fetch and a body that is not JSON into errors', async () => {
    await expect(
      loadDashboardList('mostActive', async () => Promise.reject(new TypeError('offline'))),
    ).resolves.toEqual({
      status: 'error',
      message: 'GitHub could not be reached (offline).',
    });
    const notJson: FetchLike = async () => ({
      status: 502,
      headers: headers(),
      json: async () => Promise.reject(new SyntaxError('x')),
    });
    await expect(loadDashboardList('mostActive', notJson)).resolves.toEqual({
      status: 'error',
      message: 'GitHub answered with HTTP 502.',
    });
  });

  describe('with a stalled connection', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('gives up after 10 s with an error, aborting the request', async () => {
      let seen: AbortSignal | undefined;
      const stalled: FetchLike = (_url, init) => {
        seen = init?.signal;
        return new Promise(() => {}); // never settles, even when aborted
      };
      let state: unknown;
      void loadDashboardList('mostActive', stalled).then((next) => (state = next));
      await jest.advanceTimersByTimeAsync(9_999);
      expect(state).toBeUndefined();
      expect(seen?.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(state).toEqual({status: 'error', message: 'GitHub did not answer within 10 seconds.'});
      expect(seen?.aborted).toBe(true);
    });

    it('also gives up when the headers arrive but the body stalls', async () => {
      const stalledBody: FetchLike = async () => ({status: 200, headers: headers(), json: () => new Promise(() => {})});
      let state: unknown;
      void loadDashboardList('goodFirstIssues', stalledBody).then((next) => (state = next));
      await jest.advanceTimersByTimeAsync(10_000);
      expect(state).toEqual({status: 'error', message: 'GitHub did not answer within 10 seconds.'});
    });

    it('passes an abort from the caller (the list unmounting) on to the request', async () => {
      let seen: AbortSignal | undefined;
      const outer = new AbortController();
      void loadDashboardList(
        'mostActive',
        (_url, init) => {
          seen = init?.signal;
          return new Promise(() => {});
        },
        outer.signal,
      );
      outer.abort();
      expect(seen?.aborted).toBe(true);
      await jest.advanceTimersByTimeAsync(10_000);
    });
  });
});

describe('describeReset', () => {
  const now = new Date('2026-11-22T19:30:00Z');

  it('says when the limit resets, in the given time zone', () => {
    expect(describeReset(new Date('2026-11-22T19:42:00Z'), now, {timeZone: 'UTC'})).toBe(
      'It resets at 07:42 PM UTC (in about 12 minutes).',
    );
    expect(describeReset(new Date('2026-11-22T19:31:00Z'), now, {timeZone: 'Europe/Berlin'})).toBe(
      'It resets at 08:31 PM GMT+1 (in about 1 minute).',
    );
  });

  it('has fallbacks for an unknown or past reset time', () => {
    expect(describeReset(null, now)).toMatch(/did not say when/);
    expect(describeReset(new Date('2026-11-22T19:00:00Z'), now)).toMatch(/reset by now/);
  });
});
