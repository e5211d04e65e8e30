import React from 'react';
import {act, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CommunityDashboard from '@site/src/components/CommunityDashboard';
import {apiSearchUrl, githubSearchUrl, type FetchLike} from '@site/src/lib/githubDashboard';
import {renderWithSite} from './render';

type Reply = {status: number; body: unknown; headers?: Record<string, string>};

/** A fetch mock answering each dashboard URL with its own reply; unknown URLs fail the test. */
function mockFetch(replies: Record<string, Reply>) {
  return jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async (url) => {
    const reply = replies[url];
    if (!reply) throw new Error(`unexpected fetch: ${url}`);
    const headers = new Map(Object.entries(reply.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    return {
      status: reply.status,
      headers: {get: (name: string) => headers.get(name.toLowerCase()) ?? null},
      json: async () => reply.body,
    };
  });
}

const item = (id: number, repo: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  number: id,
  title,
  html_url: `https://github.com/asyncapi/${repo}/issues/${id}`,
  repository_url: `https://api.github.com/repos/asyncapi/${repo}`,
  comments: id,
  labels: [{name: 'good first issue'}],
  updated_at: '2026-11-20T10:00:00Z',
  ...extra,
});

const GFI = apiSearchUrl('goodFirstIssues');
const ACTIVE = apiSearchUrl('mostActive');
const panel = (id: 'goodFirstIssues' | 'mostActive') => screen.getByTestId(`dashboard-${id}`);

describe('CommunityDashboard', () => {
  it('shows a busy skeleton while loading', async () => {
    let release: () => void = () => {};
    const pending = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchImpl: FetchLike = async () => {
      await pending;
      return {status: 200, headers: {get: () => null}, json: async () => ({items: []})};
    };
    renderWithSite(<CommunityDashboard fetchImpl={fetchImpl} />, {path: '/community/dashboard'});
    const region = within(panel('goodFirstIssues')).getByText('Loading from GitHub…').closest('[aria-busy]');
    expect(region).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
  });

  it('lists the items and filters them by repository', async () => {
    const fetchImpl = mockFetch({
      [GFI]: {
        status: 200,
        body: {items: [item(1, 'website', 'Fix footer'), item(2, 'cli', 'Add flag'), item(3, 'website', 'Typo')]},
      },
      [ACTIVE]: {status: 200, body: {items: [item(9, 'spec', 'Big proposal', {pull_request: {}})]}},
    });
    renderWithSite(<CommunityDashboard fetchImpl={fetchImpl} />, {path: '/community/dashboard'});
    const gfi = within(panel('goodFirstIssues'));
    expect(await gfi.findByRole('link', {name: 'Fix footer'})).toHaveAttribute(
      'href',
      'https://github.com/asyncapi/website/issues/1',
    );
    expect(gfi.getAllByRole('listitem')).toHaveLength(3);

    const select = gfi.getByLabelText('Repository');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All repositories (3)', 'cli (1)', 'website (2)']);
    await userEvent.selectOptions(select, 'asyncapi/cli');
    expect(gfi.getAllByRole('listitem')).toHaveLength(1);
    expect(gfi.getByRole('link', {name: 'Add flag'})).toBeInTheDocument();
    expect(gfi.queryByRole('link', {name: 'Fix footer'})).not.toBeInTheDocument();

    const active = within(panel('mostActive'));
    expect(await active.findByText('Pull request #9')).toBeInTheDocument();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('says when there is nothing, with a link to the same search on github.com', async () => {
    const fetchImpl = mockFetch({[GFI]: {status: 200, body: {items: []}}, [ACTIVE]: {status: 200, body: {items: []}}});
    renderWithSite(<CommunityDashboard fetchImpl={fetchImpl} />);
    const gfi = within(panel('goodFirstIssues'));
    expect(await gfi.findByText('No good first issues right now.')).toBeInTheDocument();
    expect(gfi.getByRole('link', {name: 'See this search on GitHub'})).toHaveAttribute(
      'href',
      githubSearchUrl('goodFirstIssues'),
    );
    expect(
      await within(panel('mostActive')).findByText('No open issues or pull requests right now.'),
    ).toBeInTheDocument();
  });

  it('replaces the skeleton with the error screen when GitHub stalls for 10 s', async () => {
    jest.useFakeTimers();
    try {
      const stalled: FetchLike = () => new Promise(() => {});
      renderWithSite(<CommunityDashboard fetchImpl={stalled} />);
      expect(within(panel('mostActive')).getByText('Loading from GitHub…')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      const alert = within(panel('mostActive')).getByRole('alert');
      expect(alert).toHaveTextContent('The list could not be loaded. GitHub did not answer within 10 seconds.');
      expect(within(alert).getByRole('button', {name: 'Try again'})).toBeInTheDocument();
      expect(within(panel('mostActive')).queryByText('Loading from GitHub…')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('explains an error, links to github.com and can try again', async () => {
    const fetchImpl = mockFetch({[GFI]: {status: 500, body: {message: 'boom'}}, [ACTIVE]: {status: 500, body: null}});
    renderWithSite(<CommunityDashboard fetchImpl={fetchImpl} />);
    const gfi = within(panel('goodFirstIssues'));
    const alert = await gfi.findByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded. GitHub answered with HTTP 500.');
    expect(within(alert).getByRole('link', {name: 'See this search on GitHub'})).toHaveAttribute(
      'href',
      githubSearchUrl('goodFirstIssues'),
    );

    await userEvent.click(within(alert).getByRole('button', {name: 'Try again'}));
    await waitFor(() => expect(fetchImpl.mock.calls.filter(([url]) => url === GFI)).toHaveLength(2));
  });

  it('explains a rate limit and says when it resets', async () => {
    const reset = Date.parse('2026-11-22T19:42:00Z') / 1000;
    const limited: Reply = {
      status: 403,
      body: {message: 'API rate limit exceeded for 203.0.113.7.'},
      headers: {'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': String(reset)},
    };
    const fetchImpl = mockFetch({[GFI]: limited, [ACTIVE]: limited});
    renderWithSite(<CommunityDashboard fetchImpl={fetchImpl} now={() => new Date('2026-11-22T19:30:00Z')} />);
    const alert = await within(panel('goodFirstIssues')).findByRole('alert');
    expect(alert).toHaveTextContent('rate limit for anonymous requests has been reached');
    expect(alert).toHaveTextContent(/It resets at .+ \(in about 12 minutes\)\./);
    expect(within(alert).getByRole('link', {name: 'See this search on GitHub'})).toHaveAttribute(
      'href',
      githubSearchUrl('goodFirstIssues'),
    );
  });
});
