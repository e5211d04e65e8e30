/**
 * The security headers of build/_headers (plugins/security-headers), as the preview server sends them:
 * every page type loads under the Content-Security-Policy without a single violation, reported either as a
 * `securitypolicyviolation` event (recorded by an init script) or as a console message. Nothing leaves the
 * machine: GitHub avatars and API calls are answered locally, YouTube by a stub page.
 */
import {expect, test, type Page} from '@playwright/test';
import {expectPlaygroundStatus, stayOffline} from './support';

type Violation = {directive: string; blocked: string; sample: string; source: string};

/** Records CSP violations from the page's own events and from the console. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as {__cspViolations: Violation[]}).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to/i.test(text)) console.push(text);
  });
  return async () => {
    const events = await page.evaluate(
      () => (window as unknown as {__cspViolations?: Violation[]}).__cspViolations ?? [],
    );
    return [
      ...events.map((v) => `${v.directive} blocked ${v.blocked || '(inline)'} ${v.sample} at ${v.source}`),
      ...console,
    ];
  };
}

async function ready(page: Page) {
  // The v3.0.0 specification page is large: hydrating it took 18 s on this 2-core machine.
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({timeout: 60_000});
  await page.waitForLoadState('networkidle');
}

const PAGES: {name: string; path: string; act?: (page: Page) => Promise<void>}[] = [
  {name: 'home', path: '/'},
  {
    name: 'a docs page with a diagram',
    path: '/docs/concepts/channel',
    act: async (page) => {
      const diagram = page.locator('main img[src*="diagram"]').first();
      await expect(diagram).toBeVisible();
      expect(await diagram.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    },
  },
  {name: 'the v3.0.0 specification', path: '/docs/reference/specification/v3.0.0'},
  {
    name: 'the v3.0.0 Explorer',
    path: '/docs/reference/specification/v3.0.0-explorer',
    act: async (page) => {
      const tree = page.getByRole('tree', {name: 'AsyncAPI 3.0.0 document structure'});
      await tree.getByRole('treeitem', {name: 'channels: Channels Object'}).locator('span').first().click();
      await expect(page.getByRole('heading', {level: 2, name: 'Channels Object'})).toBeVisible();
    },
  },
  {
    name: 'the streetlights playground with its editor and parser worker',
    path: '/docs/tutorials/streetlights-interactive',
    act: async (page) => {
      await expect(page.locator('.cm-editor')).toBeVisible();
      await expectPlaygroundStatus(page, /Valid AsyncAPI 3\.1\.0 document/);
    },
  },
  {name: 'a blog post', path: '/blog/welcome-to-the-new-website'},
  {name: 'the blog', path: '/blog'},
  {name: 'the tools', path: '/tools'},
  {name: 'a tool page', path: '/tools/generator'},
  {
    name: 'the community dashboard (GitHub API answered locally)',
    path: '/community/dashboard',
    act: async (page) => {
      await expect(page.getByTestId('dashboard-goodFirstIssues')).toBeVisible();
    },
  },
  {
    name: 'the newsroom with a video started',
    path: '/community/newsroom',
    act: async (page) => {
      await page
        .getByRole('button', {name: /^Play video:/})
        .first()
        .click();
      await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]').first()).toBeVisible();
    },
  },
  {name: 'the finance page', path: '/finance'},
  {
    name: 'the search dialog with results',
    path: '/docs',
    act: async (page) => {
      await page.keyboard.press('ControlOrMeta+k');
      const input = page.locator('.DocSearch-Input');
      await expect(input).toBeVisible();
      await input.fill('channel');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
    },
  },
  {name: 'a German page', path: '/de/docs/concepts/channel'},
  {name: 'the 404 page', path: '/docs/no-such-page'},
];

test.describe('Content-Security-Policy', () => {
  for (const {name, path, act} of PAGES) {
    test(`${name} (${path}) loads without a CSP violation`, async ({page, baseURL}) => {
      test.setTimeout(120_000);
      const origin = new URL(baseURL!).origin;
      const external = await stayOffline(page, origin);
      // The click-to-load video: a local stub instead of YouTube (frame-src is checked before the request).
      await page.route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({status: 200, contentType: 'text/html', body: '<title>video</title>'}),
      );
      const violations = await watchViolations(page);
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      await ready(page);
      await act?.(page);
      await page.waitForTimeout(300);
      expect(await violations()).toEqual([]);
      expect(external.filter((url) => !url.startsWith('https://www.youtube-nocookie.com/'))).toEqual([]);
    });
  }
});

test('HTML answers carry the security headers and revalidate; hashed assets are immutable', async ({page, request}) => {
  const response = await page.goto('/docs/concepts/channel');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toMatch(
    /^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/,
  );
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');

  const script = await page.locator('script[src^="/assets/js/"]').first().getAttribute('src');
  const asset = await request.get(script!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');

  // The parser worker's script must not carry the page CSP (Ajv compiles with new Function in the worker).
  expect(asset.headers()['content-security-policy']).toBeUndefined();

  const missing = await request.get('/docs/no-such-page');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-security-policy']).toContain("default-src 'self'");
  // An unknown top-level path matches no page pattern: the other headers, but no CSP (see plugins/security-headers).
  const unknown = await request.get('/no-such-page');
  expect(unknown.headers()['x-frame-options']).toBe('DENY');
});
