/**
 * Site search (ARCHITECTURE.md, rule "Search"), against the production build of both locales.
 *
 * The local provider is the default build. The Algolia path is exercised by setting
 * `window.__ASYNCAPI_SEARCH_PROVIDER__ = 'algolia'` before the page loads (a test-only runtime override read by
 * src/theme/SearchBar) and intercepting Algolia's query endpoint, so nothing leaves the machine.
 */
import {expect, test, type Locator, type Page, type Request, type Route} from '@playwright/test';
import {DOCS_QUERIES, EXACT_NAME_QUERIES, expectFirstHits} from './search-queries';
import {expectNoSeriousA11yViolations, snapshotBothThemes} from './support';

/**
 * The search dialog, which the tests' axe scans are limited to: the page behind it is scanned by the sweep over
 * every built page (axe-sweep.spec.ts).
 */
const DIALOG = '.DocSearch-Container';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit');

/** Opens the dialog with Ctrl/⌘+K once the page is hydrated (the shortcut handler is a React effect). */
async function openWithShortcut(page: Page) {
  await expect(page.locator('.DocSearch-Button')).toBeVisible();
  // Docusaurus marks the document once React has hydrated; on a busy machine networkidle can come first.
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await expect(async () => {
    if (!(await modal(page).isVisible())) await page.keyboard.press('ControlOrMeta+k');
    await expect(modal(page)).toBeVisible({timeout: 2_000});
  }).toPass({timeout: 10_000});
}

/** Opens a page and waits until React has hydrated it (the shortcut and the button work from then on). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
}

/** Largest number of hits in one result group. */
async function largestGroup(page: Page): Promise<number> {
  return page
    .locator('.DocSearch-Hits')
    .evaluateAll((groups) => Math.max(0, ...groups.map((group) => group.querySelectorAll('.DocSearch-Hit').length)));
}

test.describe('local provider', () => {
  test('page loads and searches make no request outside the machine; the index loads when the dialog opens', async ({
    page,
  }) => {
    const external: string[] = [];
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname)) external.push(request.url());
      if (/\/search\/(docs|resources)\.[\w-]+\.json$/.test(url.pathname)) indexRequests.push(url.pathname);
    });
    await visit(page, '/docs');
    // Nothing in flight any more: the page itself, loaded and idle, has not asked for an index.
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
    await openWithShortcut(page);
    await expect.poll(() => indexRequests.length).toBe(1);
    await input(page).fill('channel');
    await expect(hits(page).first()).toBeVisible();
    expect(indexRequests).toHaveLength(1);
    expect(external).toEqual([]);
  });

  test('Ctrl/⌘+K and / open the dialog, Escape closes it, the button shows the platform key', async ({page}) => {
    await visit(page, '/');
    // The shortcut is written out (Ctrl on Linux here) and is part of the button's accessible name.
    await expect(page.locator('.DocSearch-Button-Key').first()).toHaveText('Ctrl');
    await expect(page.getByRole('button', {name: 'Search Ctrl K', exact: true})).toBeVisible();
    await openWithShortcut(page);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await page.locator('body').click({position: {x: 5, y: 300}});
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
  });

  // Issue 38: "Ctrl" drew 23 px of text in DocSearch's 20 px keycap on every page; German keyboards say "Strg".
  test('the shortcut keys fit their caps, and German pages name the Control key Strg', async ({page}) => {
    for (const [path, control, name] of [
      ['/', 'Ctrl', 'Search Ctrl K'],
      ['/docs/concepts', 'Ctrl', 'Search Ctrl K'],
      ['/de', 'Strg', 'Suche Strg K'],
      ['/de/docs/concepts', 'Strg', 'Suche Strg K'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
      await expect(page.locator('.navbar .DocSearch-Button-Key')).toHaveText([control, 'K']);
      await expect(page.getByRole('button', {name, exact: true})).toBeVisible();
      const keys = page.locator('.navbar .DocSearch-Button-Key, [data-testid="search-docs"] kbd');
      const clipped = await keys.evaluateAll((elements) =>
        elements
          .filter((element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight)
          .map((element) => `${element.textContent}: ${element.scrollWidth} px of text in ${element.clientWidth} px`),
      );
      expect({path, clipped}).toEqual({path, clipped: []});
      if (path.includes('docs'))
        await expect(page.getByTestId('search-docs').locator('kbd')).toHaveText(`${control} K`);
    }
  });

  test('/ is ignored while typing in an input, Ctrl/⌘+K still opens', async ({page}) => {
    await visit(page, '/');
    await expect(page.locator('.DocSearch-Button')).toBeVisible();
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.id = 'e2e-field';
      document.querySelector('main')?.prepend(field);
    });
    await page.locator('#e2e-field').fill('');
    await page.locator('#e2e-field').press('/');
    await expect(page.locator('#e2e-field')).toHaveValue('/');
    await expect(modal(page)).toBeHidden();
    await page.locator('#e2e-field').press('ControlOrMeta+k');
    await expect(modal(page)).toBeVisible();
  });

  test('a letter typed on the focused button becomes the initial query', async ({page}) => {
    await visit(page, '/');
    await page.locator('.DocSearch-Button').focus();
    await page.keyboard.press('k');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('k');
  });

  test('the text selection pre-fills the query, cut to 64 characters; the input has a length limit', async ({page}) => {
    await visit(page, '/');
    const text = 'Event-driven architectures connect services through messages sent over channels and brokers';
    await page.evaluate((value) => {
      const p = document.createElement('p');
      p.id = 'e2e-selection';
      p.textContent = value;
      document.querySelector('main')?.prepend(p);
      const range = document.createRange();
      range.selectNodeContents(p);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
    }, text);
    await openWithShortcut(page);
    await expect(input(page)).toHaveValue(text.slice(0, 64).trim());
    // DocSearch 3 limits the input to 64 characters (ARCHITECTURE.md, rule "Search").
    const limit = Number(await input(page).getAttribute('maxlength'));
    expect(limit).toBe(64);
    // The pre-filled query's answer first (its index files load now): cleared before it arrived, the input once showed
    // the pre-filled query again in a full run, with the typed keys lost.
    await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible({timeout: 15_000});
    await input(page).fill('');
    await expect(input(page)).toHaveValue('');
    // At a human pace: typed all at once (about 1 ms a key), DocSearch's controlled input can drop a key while a
    // search answers, which would hide the limit this checks.
    await input(page).pressSequentially('x'.repeat(70), {delay: 20});
    await expect(input(page)).toHaveValue('x'.repeat(Math.min(70, limit)));
  });

  test('docs pages search the docs index, other pages the resources index', async ({page}) => {
    await visit(page, '/docs');
    // Requested when the dialog opens, so the download overlaps with loading the dialog.
    const docsIndex = page.waitForRequest((r: Request) => /\/search\/docs\.[\w-]+\.json$/.test(r.url()));
    await openWithShortcut(page);
    await expect(input(page)).toHaveAttribute('placeholder', 'Search documentation');
    await docsIndex;
    await input(page).fill('channel');
    await expect(hits(page).first()).toContainText(/channel/i);

    await visit(page, '/');
    const resourcesIndex = page.waitForRequest((r: Request) => /\/search\/resources\.[\w-]+\.json$/.test(r.url()));
    await openWithShortcut(page);
    await expect(input(page)).toHaveAttribute('placeholder', 'Search resources');
    await resourcesIndex;
    await input(page).fill('blog');
    await expect(hits(page).first()).toBeVisible();
  });

  test('German docs pages use the German docs index', async ({page}) => {
    await visit(page, '/de/docs');
    const docsIndex = page.waitForRequest((r: Request) => /\/de\/search\/docs\.[\w-]+\.json$/.test(r.url()));
    await openWithShortcut(page);
    await docsIndex;
    await input(page).fill('channel');
    await expect(hits(page).first()).toBeVisible();
  });

  test('a query finds a known page and choosing the hit navigates to it', async ({page}) => {
    await visit(page, '/docs');
    await openWithShortcut(page);
    await input(page).fill('getting started');
    const hit = hits(page)
      .filter({hasText: /Getting started/i})
      .first();
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(/\/docs\/tutorials\/getting-started(#[\w-]+)?$/);
    await expect(page.locator('h1')).toContainText(/Getting started/i);
  });

  test('real queries find the right page first: docs index on docs pages, resources index elsewhere', async ({
    page,
  }) => {
    await visit(page, '/docs/concepts');
    await openWithShortcut(page);
    await expectFirstHits(page, DOCS_QUERIES);

    await visit(page, '/');
    await openWithShortcut(page);
    // The resources index answers on the home page: the Generator 3 post or the Generator's tool page first, and
    // React pages are in the production index (the tool page is among the hits).
    await expectFirstHits(page, [['generator template', /^\/(tools\/generator|blog\/generator-3-release)(#[\w-]+)?$/]]);
    await expect(page.locator('.DocSearch-Hit a[href^="/tools/generator"]').first()).toBeAttached();
  });

  test('a query that is exactly a defined name finds the section that defines it first', async ({page, request}) => {
    await visit(page, '/docs/concepts');
    await openWithShortcut(page);
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const [query, pagePath] of EXACT_NAME_QUERIES) {
      // Cleared first, so the hits read below are this query's.
      await input(page).fill('');
      await expect(hits(page)).toHaveCount(0);
      await input(page).fill(query);
      await expect(hits(page).first()).toBeVisible();
      const href = (await page.locator('.DocSearch-Hit a[href]').first().getAttribute('href')) ?? '';
      const [path = '', anchor = ''] = href.split('#');
      expect(path, `first hit for "${query}"`).toMatch(pagePath);
      expect(anchor, `first hit for "${query}" has an anchor`).not.toBe('');
      // The anchor is a heading or a field row of the built page, and its section (up to the next heading) holds
      // the name: as the heading itself, or in a code element (a field, a flag, a key: `-f, --format` holds both).
      const html = await (await request.get(path)).text();
      const start = html.search(new RegExp(`id="?${escape(anchor)}[" >]`));
      expect(start, `"${query}": #${anchor} is on ${path}`).toBeGreaterThan(0);
      const section = html.slice(start).split(/<h[2-6][\s>]/)[0]!;
      const heading = html.slice(start, html.indexOf('</h', start));
      const defines =
        new RegExp(`<code>(?:[^<]*, )?${escape(query)}(?:, [^<]*)?</code>`).test(section) || heading.includes(query);
      expect(defines, `"${query}": the section at #${anchor} on ${path} defines it`).toBe(true);
    }
  });

  test('the dialog with results: screenshots in both themes, no axe violations', async ({page}, testInfo) => {
    await visit(page, '/docs/concepts');
    await snapshotBothThemes(page, testInfo, 'search-dialog-results', {
      axeInclude: [DIALOG],
      // Runs after each theme switch: open the dialog and search, unless it is still open (no reload happened).
      prepare: async () => {
        if (await modal(page).isVisible()) return;
        await openWithShortcut(page); // waits until hydrated: the shortcut works
        await input(page).fill('message payload');
        await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
      },
    });
    // Local answers do not claim to be Algolia's.
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
  });

  test('the dialog is one combobox: focus stays in the input, arrows move through options, Enter opens one', async ({
    page,
  }) => {
    await visit(page, '/docs/concepts');
    await openWithShortcut(page);
    await input(page).fill('kafka bindings');
    await expect(hits(page).first()).toBeVisible();
    await expect(input(page)).toHaveAttribute('role', 'combobox');
    await expect(input(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.DocSearch-Container')).not.toHaveAttribute('role', /.*/);
    await page.keyboard.press('ArrowDown');
    const active = await input(page).getAttribute('aria-activedescendant');
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
    // The option is the hit's link (src/theme/SearchBar/ariaRepair.ts), not a link nested in an option.
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('href', /^\//);
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(
      /\/docs\/(tutorials\/kafka\/bindings-with-kafka|reference\/bindings#kafka|reference\/bindings\/kafka)/,
    );
  });

  const newTabClicks: [string, Parameters<Locator['click']>[0]][] = [
    ['Ctrl-click', {modifiers: ['ControlOrMeta']}],
    ['A middle click', {button: 'middle'}],
  ];
  for (const [name, click] of newTabClicks) {
    test(`${name} on a hit opens it in a new tab, as on any link, and keeps the page and the dialog`, async ({
      page,
      context,
    }) => {
      await visit(page, '/docs/concepts');
      await openWithShortcut(page);
      await input(page).fill('migrate to v3');
      const popup = context.waitForEvent('page');
      await hits(page).first().locator('a').click(click);
      const opened = await popup;
      await opened.waitForLoadState();
      expect(new URL(opened.url()).pathname).toBe('/docs/migration/migrating-to-v3');
      await opened.close();
      await expect(modal(page)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/docs/concepts');
    });
  }

  test('every hit is a link to its path plus hash; a plain click navigates client-side and closes the dialog', async ({
    page,
  }) => {
    await visit(page, '/docs/concepts');
    await openWithShortcut(page);
    await input(page).fill('channel');
    await expect(hits(page).first()).toBeVisible();
    const links = page.locator('.DocSearch-Hit > a');
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(1);
    // Site paths with the section's hash, never a wrapper anchor (src/lib/search.ts hitPath), before any click.
    for (const href of hrefs) expect(href).toMatch(/^\/(?!.*#__docusaurus)[^#\s]*(#[^#\s]+)?$/);
    expect(hrefs.some((href) => href.includes('#'))).toBe(true);
    const target = hrefs.find((href) => href.includes('#'))!;
    // A full page load would lose this marker; a client-side navigation keeps it.
    await page.evaluate(() => ((window as unknown as {e2eMarker: string}).e2eMarker = 'same document'));
    await links
      .and(page.locator(`[href="${target}"]`))
      .first()
      .click();
    await expect(modal(page)).toBeHidden();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(target);
    expect(await page.evaluate(() => (window as unknown as {e2eMarker?: string}).e2eMarker)).toBe('same document');
  });

  for (const [width, max] of [
    [390, 5],
    [1280, 10],
  ] as const) {
    test(`at ${width} px a result group shows at most ${max} hits`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await visit(page, '/docs');
      await openWithShortcut(page);
      await input(page).fill('channel');
      await expect(hits(page).first()).toBeVisible();
      const largest = await largestGroup(page);
      expect(largest).toBeLessThanOrEqual(max);
      if (width > 768) expect(largest).toBeGreaterThan(5);
      else expect(largest).toBe(5);
    });
  }

  test('no results: the screen names the query and links to a prefilled GitHub issue', async ({page}) => {
    await visit(page, '/docs');
    await openWithShortcut(page);
    const query = 'qqzzxxvvkk';
    await input(page).fill(query);
    const screen = page.locator('.DocSearch-NoResults');
    // The site's wording (ARCHITECTURE.md, rule "Search"), not DocSearch's default "No results found for".
    await expect(screen.locator('.DocSearch-Title')).toHaveText(`No results for "${query}"`);
    await expect(screen).toContainText('Believe this query should return results?');
    const link = screen.getByRole('link', {name: 'Let us know.'});
    const href = new URL((await link.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://github.com/asyncapi/website/issues/new');
    expect(href.searchParams.get('title')).toContain(query);
    expect(href.searchParams.get('body')).toContain(query);
    await expectNoSeriousA11yViolations(page, {include: [DIALOG]});
  });

  test('recent searches: empty, saved, promoted to favourite, removed', async ({page}) => {
    await visit(page, '/docs');
    await openWithShortcut(page);
    await expect(page.locator('.DocSearch-Modal')).toContainText('No recent searches');
    await expect(hits(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, {include: [DIALOG]});
    await input(page).fill('channel');
    await hits(page).first().click();
    await expect(modal(page)).toBeHidden();

    await openWithShortcut(page);
    const recent = page.locator('.DocSearch-Hits').filter({hasText: 'Recent'});
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
    // DocSearch puts its Save and Remove buttons inside the options. They are made pointer-only (out of the tab
    // order, hidden from assistive technology: src/theme/SearchBar/ariaRepair.ts), but axe's nested-interactive
    // counts any natively focusable button, so that one rule is off for this screen; every other rule runs.
    await expectNoSeriousA11yViolations(page, {include: [DIALOG], disableRules: ['nested-interactive']});
    await recent.locator('.DocSearch-Hit').hover();
    await recent.getByTitle('Save this search').click();
    const favourites = page.locator('.DocSearch-Hits').filter({hasText: 'Favorite'});
    await expect(favourites.locator('.DocSearch-Hit')).toHaveCount(1);
    await favourites.locator('.DocSearch-Hit').hover();
    await favourites.getByTitle('Remove this search from favorites').click();
    await expect(hits(page)).toHaveCount(0);

    // Saved entries survive a reload (DocSearch keeps them in localStorage), and removing from history works too.
    await input(page).fill('message');
    await hits(page).first().click();
    await page.reload();
    await openWithShortcut(page); // waits until hydrated
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
    await recent.locator('.DocSearch-Hit').hover();
    await recent.getByTitle('Remove this search from history').click();
    await expect(hits(page)).toHaveCount(0);
  });
});

test.describe('Algolia provider (runtime override, intercepted)', () => {
  // This build is configured without Algolia, so its Content-Security-Policy rightly has no Algolia host in
  // connect-src (plugins/built-html adds them only when Algolia is configured; unit-tested there). These tests
  // switch the provider at run time, so they run without the page's CSP.
  test.use({bypassCSP: true});
  const QUERIES = '**/1/indexes/*/queries**';

  const answer = (query: string, indexName: string) => ({
    results: [
      {
        hits: [
          {
            objectID: 'e2e-1',
            url: 'https://www.asyncapi.com/docs/concepts#__docusaurus_skipToContent_fallback',
            type: 'lvl1',
            content: null,
            hierarchy: {
              lvl0: 'Concepts',
              lvl1: 'Concepts from Algolia',
              lvl2: null,
              lvl3: null,
              lvl4: null,
              lvl5: null,
              lvl6: null,
            },
            _highlightResult: {
              hierarchy: {
                lvl0: {value: 'Concepts', matchLevel: 'none', matchedWords: []},
                lvl1: {value: 'Concepts from <mark>Algolia</mark>', matchLevel: 'full', matchedWords: ['algolia']},
              },
            },
            _snippetResult: {},
          },
        ],
        nbHits: 1,
        page: 0,
        nbPages: 1,
        hitsPerPage: 20,
        processingTimeMS: 1,
        query,
        params: '',
        index: indexName,
      },
    ],
  });

  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      (window as Window & {__ASYNCAPI_SEARCH_PROVIDER__?: string}).__ASYNCAPI_SEARCH_PROVIDER__ = 'algolia';
    });
  });

  test('request shape; a 5xx is retried on another host and results are shown', async ({page}) => {
    const seen: {host: string; body: {requests: Record<string, unknown>[]}}[] = [];
    await page.route(QUERIES, async (route: Route) => {
      const request = route.request();
      const body = request.postDataJSON() as {requests: Record<string, unknown>[]};
      seen.push({host: new URL(request.url()).host, body});
      if (seen.length === 1) return route.fulfill({status: 503, body: 'unavailable'});
      const first = body.requests[0];
      return route.fulfill({json: answer(String(first.query), String(first.indexName))});
    });
    await visit(page, '/docs');
    await openWithShortcut(page);
    await input(page).fill('algolia');
    const hit = hits(page).filter({hasText: 'Concepts from Algolia'});
    await expect(hit).toBeVisible();
    await expect(page.locator('.DocSearch-Logo')).toBeVisible(); // answered by Algolia: its logo shows

    const request = seen[seen.length - 1].body.requests[0];
    expect(request).toMatchObject({
      indexName: 'asyncapi-docs',
      query: 'algolia',
      hitsPerPage: 20,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      snippetEllipsisText: '…',
    });
    expect(request.attributesToRetrieve).toEqual(
      expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url']),
    );
    expect(request.attributesToSnippet).toEqual(expect.arrayContaining([expect.stringMatching(/^content:\d+$/)]));
    expect(new Set(seen.map((s) => s.host)).size).toBeGreaterThan(1);

    // The wrapper anchor is dropped: the hit leads to the page itself.
    await hit.click();
    await expect(page).toHaveURL(/\/docs\/concepts$/);
  });

  test('all hosts failing: every host is tried once and no results are shown', async ({page}) => {
    const hosts: string[] = [];
    await page.route(QUERIES, (route: Route) => {
      hosts.push(new URL(route.request().url()).host);
      return route.fulfill({status: 500, body: 'boom'});
    });
    await visit(page, '/');
    await openWithShortcut(page);
    await input(page).fill('channel');
    await expect.poll(() => hosts.length).toBe(4);
    expect(new Set(hosts).size).toBe(4);
    expect(hosts[0]).toMatch(/-dsn\.algolia\.net$/);
    await expect(hits(page)).toHaveCount(0);
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText(
      'You might want to check your network connection.',
    );
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
  });

  test('a 4xx is not retried', async ({page}) => {
    const indices: string[] = [];
    await page.route(QUERIES, (route: Route) => {
      const body = route.request().postDataJSON() as {requests: {indexName: string}[]};
      indices.push(body.requests[0].indexName);
      return route.fulfill({status: 403, json: {message: 'Invalid API key', status: 403}});
    });
    await visit(page, '/');
    await openWithShortcut(page);
    await input(page).fill('c');
    await expect(page.locator('.DocSearch-Dropdown')).toBeVisible();
    await page.waitForTimeout(500);
    expect(indices).toEqual(['asyncapi']);
    await expect(hits(page)).toHaveCount(0);
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
  });

  test('what the reader typed stays while the dialog updates (a failed search, then a good one)', async ({page}) => {
    // The error screen comes and goes with the search bar's state: a new render of the bar must not give DocSearch a
    // new client or new search parameters, or it starts over from the initial query and drops what was typed.
    // Every search fails until the error screen is up (DocSearch may send the first letter more than once: the
    // dialog's initial query and the key's input event, depending on how fast the dialog mounts), then all succeed.
    let failing = true;
    await page.route(QUERIES, (route: Route) => {
      if (failing) return route.fulfill({status: 403, json: {message: 'failure', status: 403}});
      const first = (route.request().postDataJSON() as {requests: {query: string; indexName: string}[]}).requests[0];
      return route.fulfill({json: answer(first.query, first.indexName)});
    });
    await visit(page, '/');
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await page.locator('.DocSearch-Button').focus();
    await page.keyboard.press('c');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
    failing = false;
    await input(page).fill('channel');
    await expect(hits(page).filter({hasText: 'Concepts from Algolia'})).toBeVisible();
    await expect(page.locator('.DocSearch-ErrorScreen')).toBeHidden();
    await expect(input(page)).toHaveValue('channel');
  });

  for (const status of [500, 403]) {
    test(`a failed search (${status}) shows DocSearch's error screen`, async ({page}) => {
      // DocSearch's own error status is reset by its autocomplete-core right away; the SearchBar shows the screen.
      await page.route(QUERIES, (route: Route) => route.fulfill({status, json: {message: 'failure', status}}));
      await visit(page, '/');
      await openWithShortcut(page);
      await input(page).fill('channel');
      const screen = page.locator('.DocSearch-ErrorScreen');
      await expect(screen).toContainText('Unable to fetch results', {timeout: 3000});
      await expect(screen).toContainText('You might want to check your network connection.');
    });
  }
});
