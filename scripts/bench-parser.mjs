/**
 * The playground's wait for the AsyncAPI parser as a phone on a slow network has it (part of `npm run bench`).
 *
 * Headless Chromium opens a page with the playground (the bench gives the interactive Streetlights tutorial,
 * bench-lib's PLAYGROUND_PATH) with a phone's screen (Lighthouse's mobile emulation), the network throttled through
 * the DevTools protocol (`Network.emulateNetworkConditions`) and the CPU slowed down (`Emulation.setCPUThrottlingRate`),
 * both with the figures of Lighthouse's "Slow 4G" profile (`mobileSlow4G` of the installed Lighthouse: 150 ms round
 * trip and 1.6 Mbit/s down, which Lighthouse's DevTools throttling applies as 562.5 ms of latency a request and
 * 1,474.56 Kbit/s down, 675 Kbit/s up; CPU 4x slower). Every run has a fresh browser context (an empty cache).
 *
 * As soon as the page is there, the playground is scrolled into view (a reader who came for it), and the clock runs
 * until the playground says the document was checked (`data-state="ready"`): from the start of the navigation, and
 * from the moment the playground was on screen. The bytes are what the network delivered until then (response
 * headers and bodies as sent: gzipped by the gzip front, as a production host sends them), all requests and the
 * parser's file alone, with the time its download took.
 */
import {chromium} from '@playwright/test';
import {screenEmulationMetrics, throttling, userAgents} from 'lighthouse/core/config/constants.js';
import {CHROMIUM_ARGS} from './chromium.mjs';

const profile = throttling.mobileSlow4G;

/** What the DevTools protocol is given, converted as Lighthouse converts it (Kbit/s of 1,024 bits to bytes/s). */
export const NETWORK_CONDITIONS = {
  offline: false,
  latency: profile.requestLatencyMs,
  downloadThroughput: Math.floor((profile.downloadThroughputKbps * 1024) / 8),
  uploadThroughput: Math.floor((profile.uploadThroughputKbps * 1024) / 8),
};
export const CPU_SLOWDOWN = profile.cpuSlowdownMultiplier;

/** The profile in words, for the report. */
export function profileText() {
  const kbits = (value) => Number(value.toFixed(2));
  return (
    `Lighthouse mobileSlow4G ("Slow 4G"): ${NETWORK_CONDITIONS.latency} ms latency a request, ` +
    `${kbits(profile.downloadThroughputKbps)} Kbit/s down, ${kbits(profile.uploadThroughputKbps)} Kbit/s up, ` +
    `CPU ${CPU_SLOWDOWN}x slower`
  );
}

/** The parser's file in the build (plugins/parser-bundle names it). */
const PARSER_FILE = /\/assets\/js\/asyncapi-parser\.[0-9a-f]+\.js$/;

/** One run: a fresh context, the page opened, the playground scrolled to, timed until it has checked the document. */
async function measureOnce(browser, url, timeoutMs) {
  const mobile = screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    viewport: {width: mobile.width, height: mobile.height},
    deviceScaleFactor: mobile.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK_CONDITIONS);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    // The moments the page itself sees, on its own clock (milliseconds from the start of the navigation).
    await page.addInitScript(() => {
      const marks = {};
      window.__parserBench = marks;
      new MutationObserver(() => {
        const status = document.querySelector('[data-testid="playground-status"]');
        if (!status) return;
        const state = status.getAttribute('data-state');
        if (state && !(state in marks)) marks[state] = performance.now();
      }).observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ['data-state']});
    });
    // Requests of the page and of its workers (the parser is fetched by the playground's worker).
    const finished = [];
    context.on('requestfinished', (request) => {
      finished.push(
        Promise.all([request.sizes(), Promise.resolve(request.timing())]).then(([sizes, timing]) => ({
          url: request.url(),
          bytes: sizes.responseHeadersSize + sizes.responseBodySize,
          startTime: timing.startTime,
          responseEnd: timing.responseEnd,
        })),
      );
    });
    await page.goto(url, {waitUntil: 'commit', timeout: timeoutMs});
    const status = page.getByTestId('playground-status');
    await status.scrollIntoViewIfNeeded({timeout: timeoutMs});
    const scrolledMs = await page.evaluate(() => performance.now());
    await page.waitForFunction(() => 'ready' in (window.__parserBench ?? {}), null, {timeout: timeoutMs, polling: 100});
    const {marks, timeOrigin} = await page.evaluate(() => ({
      marks: window.__parserBench,
      timeOrigin: performance.timeOrigin,
    }));
    const requests = await Promise.all(finished);
    const parser = requests.find((r) => PARSER_FILE.test(new URL(r.url).pathname));
    return {
      readyMs: Math.round(marks.ready),
      fromScrollMs: Math.round(marks.ready - scrolledMs),
      bytes: requests.reduce((sum, r) => sum + r.bytes, 0),
      requests: requests.length,
      parserBytes: parser?.bytes ?? null,
      parserDownloadMs: parser ? Math.round(parser.responseEnd) : null,
      parserStartMs: parser ? Math.round(parser.startTime - timeOrigin) : null,
    };
  } finally {
    await context.close();
  }
}

/** `runs` measurements of the page at `path` on the site at `origin` (behind the gzip front), with `chrome`. */
export async function measureParserLoad({origin, path, chrome, runs, log = console.log, timeoutMs = 300_000}) {
  const browser = await chromium.launch({executablePath: chrome, args: CHROMIUM_ARGS});
  try {
    const results = [];
    for (let run = 1; run <= runs; run++) {
      log(`Parser on a slow phone, run ${run}/${runs}: ${path}`);
      try {
        results.push(await measureOnce(browser, `${origin}${path}`, timeoutMs));
      } catch (error) {
        results.push({error: error.message.split('\n')[0]});
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
