/**
 * The security headers of build/_headers (plugins/built-html), as the preview server sends them (it applies
 * the file as Netlify does, scripts/headers.mjs): every page type loads under the Content-Security-Policy without a
 * single violation, reported either as a `securitypolicyviolation` event (recorded by an init script in the page,
 * and by a listener in each worker, which runs under the policy sent with its own script) or as a console message
 * of the page or a worker. Nothing leaves the machine: GitHub avatars and API calls are answered locally, YouTube
 * by a stub page.
 *
 * Here are the pages that do something under the policy (a worker, an embed, a search, a request to GitHub, a
 * diagram) and the not-found pages. A plain load of every other built page runs under the same headers in the sweep
 * over every page (axe-sweep.spec.ts), which fails on any console error: Chromium reports each refused script,
 * style, image or connection there ("Refused to …").
 */
import {expect, test, type Page, type Worker} from '@playwright/test';
import {expectPlaygroundStatus, stayOffline} from './support';

type Violation = {directive: string; blocked: string; sample: string; source: string};

/** The parser worker's policy, as plugins/built-html writes it for the worker's script. */
const WORKER_CSP = "default-src 'none'; script-src 'self' 'unsafe-eval'; connect-src 'none'";

/**
 * Starts recording the CSP violations of a worker: a listener on its global scope (a worker's violations are
 * fired there, not at the page's document). Installed as soon as Playwright reports the worker, before the parser
 * bundle, which takes a moment to load, compiles a schema.
 */
async function watchWorker(worker: Worker): Promise<void> {
  await worker
    .evaluate(() => {
      const scope = self as unknown as {__cspViolations?: Violation[]} & EventTarget;
      scope.__cspViolations = [];
      scope.addEventListener('securitypolicyviolation', (event) => {
        const e = event as SecurityPolicyViolationEvent;
        scope.__cspViolations!.push({
          directive: e.violatedDirective,
          blocked: e.blockedURI,
          sample: e.sample,
          source: `${e.sourceFile}:${e.lineNumber}`,
        });
      });
    })
    .catch(() => undefined); // a worker that already ended has nothing more to report
}

/** The violations a watched worker recorded (none when it has ended). */
async function workerViolations(worker: Worker): Promise<Violation[]> {
  return worker
    .evaluate(() => (self as unknown as {__cspViolations?: Violation[]}).__cspViolations ?? [])
    .catch(() => []);
}

function describeViolation(v: Violation, where: string): string {
  return `${where}: ${v.directive} blocked ${v.blocked || '(inline)'} ${v.sample} at ${v.source}`;
}

/** Records CSP violations from the page's own events, its workers' and the console of both. */
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
  const workers: Promise<Worker>[] = [];
  const onConsole = (where: string) => (message: {text(): string}) => {
    const text = message.text();
    if (/Content Security Policy|Refused to/i.test(text)) console.push(`${where}: ${text}`);
  };
  page.on('console', onConsole('page'));
  page.on('worker', (worker) => {
    worker.on('console', onConsole(`worker ${worker.url()}`));
    workers.push(watchWorker(worker).then(() => worker));
  });
  return async () => {
    const events = await page.evaluate(
      () => (window as unknown as {__cspViolations?: Violation[]}).__cspViolations ?? [],
    );
    const inWorkers = await Promise.all(
      workers.map(async (started) => {
        const worker = await started;
        return (await workerViolations(worker)).map((v) => describeViolation(v, `worker ${worker.url()}`));
      }),
    );
    return [...events.map((v) => describeViolation(v, 'page')), ...inWorkers.flat(), ...console];
  };
}

/** A playground page is ready when its worker has parsed the lesson's document and found it valid. */
const playgroundValid = async (page: Page) => {
  await page.getByTestId('asyncapi-playground').scrollIntoViewIfNeeded();
  await expect(page.locator('.cm-editor')).toBeVisible();
  await expectPlaygroundStatus(page, /Valid AsyncAPI 3\.\d\.\d document/);
};

/**
 * The two pages with the playground, in both locales: the page and its parser worker run under their policies, without a
 * violation (`the parser worker` below; each playground boot costs the parser's download, its schema compilation and
 * a parse, so each page is loaded once here).
 */
const PLAYGROUND_PAGES = ['/docs/tutorials/streetlights-interactive', '/docs/tools/glee/crypto-websockets-interactive'];
const LOCALE_PREFIXES = ['', '/de'];

async function ready(page: Page) {
  // The v3.0.0 specification page is large: hydrating it took 18 s on this 2-core machine.
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({timeout: 60_000});
  await page.waitForLoadState('networkidle');
}

const PAGES: {name: string; path: string; act?: (page: Page) => Promise<void>}[] = [
  {
    name: 'a docs page with a diagram',
    path: '/docs/concepts/channel',
    act: async (page) => {
      const diagram = page.locator('main img[src*="diagram"]').first();
      await expect(diagram).toBeVisible();
      expect(await diagram.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    },
  },
  {
    name: 'the v3.0.0 Explorer',
    path: '/docs/reference/specification/v3.0.0-explorer',
    act: async (page) => {
      const tree = page.getByRole('tree', {name: 'AsyncAPI 3.0.0 document structure'});
      await tree.getByRole('treeitem', {name: 'channels Channels Object', exact: true}).locator('span').first().click();
      await expect(page.getByRole('heading', {level: 2, name: 'Channels Object'})).toBeVisible();
    },
  },
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
  {name: 'the 404 page', path: '/docs/no-such-page'},
  {name: 'the German 404 page', path: '/de/docs/no-such-page'},
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

test.describe('the parser worker', {tag: '@parser'}, () => {
  for (const prefix of LOCALE_PREFIXES) {
    test(`runs under a policy of its own, with eval and without network (${prefix || 'English'})`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const origin = new URL(baseURL!).origin;
      const external = await stayOffline(page, origin);
      const violations = await watchViolations(page);
      const workerScripts: {url: string; headers: Record<string, string>}[] = [];
      page.on('response', (response) => {
        if (/\/assets\/js\/asyncapi-parser-worker\.[0-9a-f]+\.js$/.test(response.url()))
          workerScripts.push({url: response.url(), headers: response.headers()});
      });
      const started: Worker[] = [];
      page.on('worker', (worker) => started.push(worker));
      for (const path of PLAYGROUND_PAGES) {
        await page.goto(`${prefix}${path}`);
        await ready(page);
        await playgroundValid(page);
      }
      // The locale's own worker script, with the worker policy only and cached like every hashed asset.
      expect(workerScripts.length).toBeGreaterThan(0);
      for (const {url, headers} of workerScripts) {
        expect(new URL(url).pathname.startsWith(`${prefix}/assets/js/`)).toBe(true);
        expect(headers['content-security-policy']).toBe(WORKER_CSP);
        expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
      expect(await violations()).toEqual([]);
      // The policy is enforced in the worker, and the scan sees what it refuses: a request from the worker is
      // blocked (connect-src 'none') and reported; eval, which the parser's schema compiler needs, runs.
      const worker = started.at(-1)!; // the second page's worker (the first one ended with its page)
      const attempt = await worker.evaluate(async () => {
        const evaluated = (0, eval)('6 * 7') as number;
        try {
          await fetch('/robots.txt');
          return {evaluated, fetched: 'fetched'};
        } catch {
          return {evaluated, fetched: 'blocked'};
        }
      });
      expect(attempt).toEqual({evaluated: 42, fetched: 'blocked'});
      await expect.poll(async () => (await violations()).join('\n')).toMatch(/connect-src blocked/);
      expect(external).toEqual([]);
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

  // Scripts other than the parser worker's carry no CSP (a script's own policy governs only a worker or a page).
  expect(asset.headers()['content-security-policy']).toBeUndefined();
  // The German build's assets are cached the same way, and carry no page CSP either.
  const germanPage = await request.get('/de');
  const germanScript = /<script[^>]* src="?(\/de\/assets\/js\/[^"\s>]+)/.exec(await germanPage.text())?.[1];
  expect(germanScript).toBeTruthy();
  const germanAsset = await request.get(germanScript!);
  expect(germanAsset.status()).toBe(200);
  expect(germanAsset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(germanAsset.headers()['content-security-policy']).toBeUndefined();

  const missing = await request.get('/docs/no-such-page');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-security-policy']).toContain("default-src 'self'");
  // An unknown top-level path matches no page rule (one that did would cover the assets too): the other headers, and
  // the not-found page brings its policy in a <meta> element (checked in the browser below).
  const unknown = await request.get('/no-such-page');
  expect(unknown.headers()['x-frame-options']).toBe('DENY');
  // Each locale's home under its file name, and never the host's own configuration file.
  for (const home of ['/index.html', '/de/index.html']) {
    const answer = await request.get(home, {maxRedirects: 0});
    expect(answer.headers()['content-security-policy']).toContain("default-src 'self'");
  }
  const config = await request.get('/_headers');
  expect(config.status()).toBe(404);
  expect(await config.text()).not.toContain('Content-Security-Policy:');
});

test.describe('the not-found page at a path no header rule covers', () => {
  for (const path of ['/no-such-page', '/nope/deeper/page', '/de/nope/deeper', `/${'x'.repeat(300)}`]) {
    test(`enforces its own policy (${path.slice(0, 40)})`, async ({page, baseURL}) => {
      await stayOffline(page, new URL(baseURL!).origin);
      const violations = await watchViolations(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await ready(page);
      // Nothing of the page itself is refused ...
      expect(await violations()).toEqual([]);
      // ... and a script injected into it is: a policy is in force although no header carried one here.
      const injected = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.head.append(script);
        return (window as unknown as {__injected?: boolean}).__injected === true;
      });
      expect(injected).toBe(false);
      await expect.poll(async () => (await violations()).join('\n')).toMatch(/script-src(-elem)? blocked \(?inline\)?/);
    });
  }
});
