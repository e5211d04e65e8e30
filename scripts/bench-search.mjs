#!/usr/bin/env node
/**
 * Local search benchmark.
 *
 *   node scripts/bench-search.mjs                          # index sizes from ./build
 *   node scripts/bench-search.mjs http://127.0.0.1:4173    # also times the dialog against a running server
 *   node scripts/bench-search.mjs <url> --build path/to/build --path /docs
 *
 * Prints the raw and gzipped size of every local index file (each locale), then, when a server URL is given,
 * drives Chromium (/usr/bin/chromium, or CHROMIUM_PATH) with Playwright and measures inside the page: the time
 * from the shortcut's keydown to the first rendered results (dialog chunk, index download and load included), and
 * for 50 fixed queries the median time of the search engine (the client's `asyncapi-search:query` measures) and
 * from typing to rendered results.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import zlib from 'node:zlib';

// jiti, resolved through @docusaurus/utils as in scripts/bench.mjs, runs the TypeScript search configuration.
const require = createRequire(import.meta.url);
const jiti = createRequire(require.resolve('@docusaurus/utils'))('jiti')(fileURLToPath(import.meta.url), {
  interopDefault: true,
});

const QUERIES = [
  'channel',
  'kafka bindings',
  'generator template',
  'message payload',
  'migrate to v3',
  'operation',
  'server',
  'schema',
  'asyncapi document',
  'getting started',
  'components',
  'parameters',
  'security',
  'traits',
  'correlation id',
  'mqtt',
  'amqp',
  'websocket',
  'http',
  'bindings',
  'cli',
  'modelina',
  'parser',
  'studio',
  'github actions',
  'specification',
  'reference',
  'extensions',
  'tags',
  'external docs',
  'publish subscribe',
  'send receive',
  'reply',
  'headers',
  'content type',
  'json schema',
  'avro',
  'validation',
  'code generation',
  'documentation',
  'event driven',
  'broker',
  'producer',
  'consumer',
  'tutorial',
  'community',
  'ambassadors',
  'blog',
  'release notes',
  'chanel',
];

function parseArgs(argv) {
  const args = {url: undefined, build: 'build', path: '/docs'};
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--build') args.build = argv[++i];
    else if (argv[i] === '--path') args.path = argv[++i];
    else if (!args.url) args.url = argv[i].replace(/\/$/, '');
  }
  return args;
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

/** Every `search/*.json` under the build folder: `search/` (default locale) and `<locale>/search/`. */
function indexFiles(buildDir) {
  const found = [];
  const visit = (dir, depth) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name === 'search') {
        for (const file of fs.readdirSync(full)) if (file.endsWith('.json')) found.push(path.join(full, file));
      } else if (entry.isDirectory() && depth === 0 && /^[a-z]{2}(-[A-Z]{2})?$/.test(entry.name)) {
        visit(full, depth + 1);
      }
    }
  };
  visit(buildDir, 0);
  return found.sort();
}

/** Whether the build's environment configures Algolia: then there is no local index (plugins/local-search). */
const ALGOLIA =
  jiti(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../plugins/local-search/config.ts'),
  ).searchSettingsFromEnv().provider === 'algolia';

/** Prints the sizes of the build's local index files; false when it has none. */
function printSizes(buildDir) {
  const files = indexFiles(buildDir);
  if (!files.length) {
    console.log(
      ALGOLIA
        ? 'Algolia is the search provider (ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY are set): the build has no local index to measure.'
        : `No local search index under ${buildDir}/ (build the site first).`,
    );
    return false;
  }
  console.log('Local search indices');
  for (const file of files) {
    const raw = fs.readFileSync(file);
    const records = JSON.parse(raw.toString('utf8')).records.length;
    const gzip = zlib.gzipSync(raw, {level: 9}).length;
    console.log(
      `  ${path.relative(buildDir, file).padEnd(40)} ${String(records).padStart(6)} records  ${kb(raw.length).padStart(10)}  gzip ${kb(gzip).padStart(9)}`,
    );
  }
  return true;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Runs in the page: sets the DocSearch input as typing would (React reads the native value setter + input event)
 * and resolves with the time until a hit or the no-results screen is rendered, measured in the page itself, so
 * no Playwright round trip is counted.
 */
function inPageHelpers() {
  const answered = () => document.querySelector('.DocSearch-Hit, .DocSearch-NoResults') !== null;
  const setValue = (input, value) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  };
  const until = (condition) =>
    new Promise((resolve) => {
      if (condition()) return resolve(performance.now());
      const observer = new MutationObserver(() => {
        if (condition()) {
          observer.disconnect();
          resolve(performance.now());
        }
      });
      observer.observe(document.body, {childList: true, subtree: true, characterData: true});
    });
  window.__bench = {answered, setValue, until};
}

async function timeDialog(url, pagePath) {
  const {chromium} = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    await page.addInitScript(inPageHelpers);
    await page.goto(`${url}${pagePath}`);
    await page.waitForLoadState('networkidle');
    await page.locator('.DocSearch-Button').waitFor();
    await page.waitForTimeout(500); // hydration and idle callbacks settle

    // Open → first results: from the shortcut's keydown to rendered hits, typing the first query as soon as the
    // input exists (a fast typist; a real one gives the index even longer to load).
    const first = page.evaluate(async (query) => {
      const {setValue, until} = window.__bench;
      const opened = await new Promise((resolve) =>
        window.addEventListener('keydown', () => resolve(performance.now()), {capture: true, once: true}),
      );
      await until(() => document.querySelector('.DocSearch-Input') !== null);
      setValue(document.querySelector('.DocSearch-Input'), query);
      // The first query always has hits: wait for them (not for a passing "no results" screen).
      const shown = await until(() => document.querySelector('.DocSearch-Hit') !== null);
      return shown - opened;
    }, QUERIES[0]);
    await page.waitForTimeout(50);
    await page.keyboard.press('ControlOrMeta+k');
    const firstResults = await first;

    const run = await page.evaluate(async (queries) => {
      const {answered, setValue, until} = window.__bench;
      const input = document.querySelector('.DocSearch-Input');
      const rendered = [];
      const engine = [];
      let empty = 0;
      for (const query of queries) {
        setValue(input, '');
        await until(() => !answered());
        await new Promise((resolve) => setTimeout(resolve, 20));
        performance.clearMeasures('asyncapi-search:query');
        const t0 = performance.now();
        setValue(input, query);
        const t1 = await until(answered);
        rendered.push(t1 - t0);
        engine.push(...performance.getEntriesByName('asyncapi-search:query').map((entry) => entry.duration));
        if (document.querySelector('.DocSearch-NoResults')) empty += 1;
      }
      const measures = (name) => performance.getEntriesByName(name).map((entry) => entry.duration);
      return {
        rendered,
        engine,
        empty,
        download: measures('asyncapi-search:download'),
        load: measures('asyncapi-search:load'),
      };
    }, QUERIES);

    const ms = (value) => `${value.toFixed(1)} ms`;
    console.log(`\nDialog timings at ${url}${pagePath} (measured in the page)`);
    console.log(`  open → first results (cold):  ${firstResults.toFixed(0)} ms`);
    console.log(`    index download + parse:     ${run.download.map(ms).join(', ')}`);
    console.log(`    index load (prebuilt):      ${run.load.map(ms).join(', ')}`);
    console.log(
      `  median query, search engine:  ${ms(median(run.engine))} (max ${ms(Math.max(...run.engine))}, ${QUERIES.length} queries)`,
    );
    console.log(
      `  median query, typed→rendered: ${ms(median(run.rendered))} (max ${ms(Math.max(...run.rendered))}; DocSearch render included)`,
    );
    console.log(`  queries without results:      ${run.empty}`);
  } finally {
    await browser.close();
  }
}

const args = parseArgs(process.argv.slice(2));
const hasIndex = printSizes(path.resolve(args.build));
// With Algolia configured the dialog would ask Algolia: nothing local to time.
if (args.url && (hasIndex || !ALGOLIA)) await timeDialog(args.url, args.path);
