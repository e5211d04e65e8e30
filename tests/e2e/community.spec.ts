/**
 * The community pages against the production build (baseURL from the Playwright config).
 * Nothing may reach the network: every request that is not for the preview server is aborted, and the
 * dashboard's GitHub API calls are answered by mocks registered per test.
 */
import {expect, test, type Page, type Route} from '@playwright/test';

const PAGES = [
  {path: '/community', h1: 'Get involved with AsyncAPI'},
  {path: '/community/tsc', h1: 'Technical Steering Committee'},
  {path: '/community/ambassadors', h1: 'AsyncAPI Ambassadors'},
  {path: '/community/dashboard', h1: 'Community dashboard'},
  {path: '/community/events', h1: 'Community events'},
  {path: '/community/newsroom', h1: 'Newsroom'},
] as const;

const isPreviewServer = (url: URL) => url.hostname === '127.0.0.1' || url.hostname === 'localhost';

test.beforeEach(async ({context}) => {
  // Page-level routes (the GitHub mocks below) take precedence over this context-level catch-all.
  await context.route(
    (url) => !isPreviewServer(url),
    (route) => route.abort('blockedbyclient'),
  );
});

for (const {path, h1} of PAGES) {
  test(`${path} renders its heading`, async ({page}) => {
    await page.goto(path);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(h1);
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
  });
}

test('the overview links to every community page', async ({page}) => {
  await page.goto('/community');
  for (const {path} of PAGES.slice(1)) {
    await expect(page.locator(`main a[href="${path}"]`).first()).toBeVisible();
  }
});

// Issue 38: the overview's fifth card sat alone in a row of four, and "Meet the ambassadors →" wrapped its arrow.
test('the overview leaves no card alone on a row, and a card keeps its arrow with its last word', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/community');
  const grids = page.locator('main section').filter({has: page.locator('h3')});
  const rows = await grids.evaluateAll((sections) =>
    sections
      .map((section) => section.querySelector('ul, div[class]')!)
      .filter((grid) => getComputedStyle(grid).display === 'grid')
      .map((grid) => {
        const tops = Array.from(grid.children).map((card) => Math.round(card.getBoundingClientRect().top));
        return [...new Set(tops)].map((top) => tops.filter((value) => value === top).length);
      }),
  );
  expect(rows.length).toBeGreaterThanOrEqual(3);
  for (const counts of rows)
    expect({counts, lone: counts.length > 1 && counts.at(-1) === 1}).toMatchObject({lone: false});
  // Every call to action's arrow sits on the line of the word before it.
  const ctas = page.locator('article span[aria-hidden="true"]', {hasText: '→'});
  expect(await ctas.count()).toBeGreaterThanOrEqual(5);
  const broken = await ctas.evaluateAll((spans) =>
    spans.flatMap((span) => {
      // The top of each character of the span (React may write its text as more than one text node).
      const characters: {character: string; top: number}[] = [];
      const walker = document.createTreeWalker(span, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let index = 0; index < (node.textContent ?? '').length; index += 1) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          characters.push({character: node.textContent![index]!, top: range.getBoundingClientRect().top});
        }
      }
      const arrow = characters.findIndex(({character}) => character === '→');
      const word = characters[arrow - 2];
      return !word || Math.abs(characters[arrow]!.top - word.top) > 2 ? [span.textContent] : [];
    }),
  );
  expect(broken).toEqual([]);
});

test('TSC members show a lazy avatar with alt text and a fixed size', async ({page}) => {
  await page.goto('/community/tsc');
  const avatar = page.getByRole('img', {name: /GitHub avatar$/}).first();
  await expect(avatar).toHaveAttribute('loading', 'lazy');
  await expect(avatar).toHaveAttribute('width', '56');
  await expect(avatar).toHaveAttribute('src', /^https:\/\/github\.com\/[^/]+\.png\?size=112$/);
});

// --- Dashboard: the GitHub search API is mocked -------------------------------------------------------

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset',
};

type Mock = {status: number; body: unknown; headers?: Record<string, string>};
type ListMocks = {goodFirstIssues: Mock; mostActive: Mock};

const item = (id: number, repo: string, title: string) => ({
  id,
  number: id,
  title,
  html_url: `https://github.com/asyncapi/${repo}/issues/${id}`,
  repository_url: `https://api.github.com/repos/asyncapi/${repo}`,
  comments: id,
  labels: [{name: 'good first issue'}],
  updated_at: '2026-11-20T10:00:00Z',
});

/** Answers both dashboard searches; tells them apart by the query. Records every API URL it answered. */
async function mockGitHub(page: Page, mocks: ListMocks): Promise<string[]> {
  const answered: string[] = [];
  await page.route('https://api.github.com/**', async (route: Route) => {
    const url = new URL(route.request().url());
    answered.push(url.toString());
    const mock = (url.searchParams.get('q') ?? '').includes('good first issue')
      ? mocks.goodFirstIssues
      : mocks.mostActive;
    await route.fulfill({
      status: mock.status,
      contentType: 'application/json',
      headers: {...CORS_HEADERS, ...mock.headers},
      body: JSON.stringify(mock.body),
    });
  });
  return answered;
}

const panel = (page: Page, list: 'goodFirstIssues' | 'mostActive') => page.getByTestId(`dashboard-${list}`);

test.describe('dashboard', () => {
  test('lists issues and filters them by repository', async ({page}) => {
    const answered = await mockGitHub(page, {
      goodFirstIssues: {
        status: 200,
        body: {
          total_count: 3,
          items: [item(1, 'website', 'Fix the footer'), item(2, 'cli', 'Add a flag'), item(3, 'website', 'Fix a typo')],
        },
      },
      mostActive: {status: 200, body: {total_count: 1, items: [item(7, 'spec', 'A big proposal')]}},
    });
    await page.goto('/community/dashboard');

    const gfi = panel(page, 'goodFirstIssues');
    await expect(gfi.getByRole('link', {name: 'Fix the footer'})).toHaveAttribute(
      'href',
      'https://github.com/asyncapi/website/issues/1',
    );
    await expect(gfi.getByRole('listitem')).toHaveCount(3);

    await gfi.getByLabel('Repository').selectOption('asyncapi/cli');
    await expect(gfi.getByRole('listitem')).toHaveCount(1);
    await expect(gfi.getByRole('link', {name: 'Add a flag'})).toBeVisible();
    await expect(gfi.getByRole('link', {name: 'Fix the footer'})).toHaveCount(0);

    await expect(panel(page, 'mostActive').getByRole('link', {name: 'A big proposal'})).toBeVisible();
    expect(answered.every((url) => url.startsWith('https://api.github.com/search/issues?'))).toBe(true);
    expect(answered.length).toBeGreaterThanOrEqual(2);
  });

  test('says when there is nothing to show, with the search on github.com', async ({page}) => {
    await mockGitHub(page, {
      goodFirstIssues: {status: 200, body: {total_count: 0, items: []}},
      mostActive: {status: 200, body: {total_count: 0, items: []}},
    });
    await page.goto('/community/dashboard');
    const gfi = panel(page, 'goodFirstIssues');
    await expect(gfi.getByText('No good first issues right now.')).toBeVisible();
    await expect(gfi.getByRole('link', {name: 'See this search on GitHub'})).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/search\?q=/,
    );
  });

  test('explains a server error', async ({page}) => {
    await mockGitHub(page, {
      goodFirstIssues: {status: 500, body: {message: 'Server Error'}},
      mostActive: {status: 500, body: {message: 'Server Error'}},
    });
    await page.goto('/community/dashboard');
    const alert = panel(page, 'goodFirstIssues').getByRole('alert');
    await expect(alert).toContainText('GitHub answered with HTTP 500.');
    await expect(alert.getByRole('link', {name: 'See this search on GitHub'})).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/search\?/,
    );
  });

  test('explains a rate limit and when it resets', async ({page}) => {
    const reset = String(Math.floor(Date.now() / 1000) + 15 * 60);
    const limited: Mock = {
      status: 403,
      body: {message: 'API rate limit exceeded for 203.0.113.7.'},
      headers: {'x-ratelimit-limit': '10', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset},
    };
    await mockGitHub(page, {goodFirstIssues: limited, mostActive: limited});
    await page.goto('/community/dashboard');
    const alert = panel(page, 'goodFirstIssues').getByRole('alert');
    await expect(alert).toContainText('rate limit for anonymous requests has been reached');
    await expect(alert).toContainText(/It resets at .+ \(in about 1[45] minutes\)\./);
    await expect(alert.getByRole('link', {name: 'See this search on GitHub'})).toBeVisible();
  });
});

// --- Events: times in the reader's zone after hydration ---------------------------------------------

test.describe('events in the reader time zone', () => {
  test.use({timezoneId: 'Asia/Tokyo'});

  test('puts upcoming meetings first, marks past ones, and shows local times', async ({page}) => {
    await page.clock.setFixedTime(new Date('2026-06-20T00:00:00Z'));
    await page.goto('/community/events');
    await expect(page.getByTestId('meetings-zone')).toContainText('Asia/Tokyo');
    const first = page.locator('main ol > li').first();
    await expect(first.getByRole('heading')).toHaveText('AsyncAPI Maintainership Program Kickoff');
    await expect(first.locator('time')).toHaveText('Tue, Jun 23, 2026, 09:00 PM GMT+9');
    await expect(page.locator('main ol > li').filter({hasText: 'Past'}).first()).toBeVisible();
  });
});

// --- Newsroom: videos load only on request -----------------------------------------------------------

test('newsroom videos load from youtube-nocookie.com only after a click', async ({page}) => {
  await page.goto('/community/newsroom');
  await expect(page.locator('main iframe')).toHaveCount(0);
  const play = page.getByRole('button', {name: /^Play video: /}).first();
  await play.click();
  await expect(page.locator('main iframe').first()).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1$/,
  );
  await expect(page.locator('main').getByRole('link', {name: 'info@asyncapi.com'})).toHaveAttribute(
    'href',
    'mailto:info@asyncapi.com',
  );
});
