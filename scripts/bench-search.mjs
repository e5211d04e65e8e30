#!/usr/bin/env node
/**
 * Local search benchmark.
 *
 *   node scripts/bench-search.mjs                          # index sizes and query results from ./build
 *   node scripts/bench-search.mjs http://127.0.0.1:4173    # also first-search bytes per page type, dialog timings
 *   node scripts/bench-search.mjs <url> --build path/to/build --path /docs --repeat 5
 *   node scripts/bench-search.mjs --compare before.json    # query results against an earlier run's
 *   node scripts/bench-search.mjs <url> --server-only       # only what is measured in the browser (any build)
 *
 * 1. The raw and gzipped size of every local index file (each locale).
 * 2. Query results, without a browser (deterministic): the 50 fixed queries and the exact-name queries asked of each
 *    locale's docs and resources index through the browser's own search client (src/search/searchClient.ts, its
 *    downloads answered from the build folder), as DocSearch asks them (20 hits, the docs page's contextual tags).
 *    Per query: the number of results, the first hits, and the gzipped bytes a cold client downloads to answer it.
 *    Written to bench/search-results.json; compared with the file given to --compare, else with the one the
 *    previous run left there: every query whose first result or number of results changed is listed.
 * 3. With a server URL, in Chromium (Playwright): the gzipped index bytes a first search downloads on each page
 *    type (dialog opened, one query typed), then, --repeat times in a fresh page (default 3; timings on a busy
 *    machine are noise, so medians and the spread are printed), the time from the shortcut's keydown to the first
 *    rendered results and, for the 50 queries, the median time of the search engine (the client's
 *    `asyncapi-search:query` measures) and from typing to rendered results.
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

/**
 * Queries that are exactly a name the docs define (a specification or binding field, a CLI flag or command, a Glee
 * configuration key or environment variable): each must find its definition first (tests/unit/search and
 * tests/e2e/search-queries.ts check the same kinds).
 */
const EXACT_QUERIES = [
  'bindingVersion',
  'operationId',
  'correlationId',
  'schemaRegistryUrl',
  '--fail-severity',
  '--watch',
  'asyncapi validate',
  'asyncapi generate fromTemplate',
  'docs.enabled',
  'glee.logs.incoming',
  'GLEE_SERVER_NAMES',
];

function parseArgs(argv) {
  const args = {url: undefined, build: 'build', path: '/docs', repeat: 3, compare: undefined, serverOnly: false};
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--build') args.build = argv[++i];
    else if (argv[i] === '--path') args.path = argv[++i];
    else if (argv[i] === '--repeat') args.repeat = Math.max(1, Number(argv[++i]) || 1);
    else if (argv[i] === '--compare') args.compare = argv[++i];
    else if (argv[i] === '--server-only') args.serverOnly = true;
    else if (!args.url) args.url = argv[i].replace(/\/$/, '');
  }
  return args;
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

/** Whether the build's environment configures Algolia: then there is no local index (plugins/local-search). */
const ALGOLIA =
  jiti(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../plugins/local-search/config.ts'),
  ).searchSettingsFromEnv().provider === 'algolia';

/**
 * Prints, for each locale's docs and resources index, the size of its entry (what the dialog loads when it opens)
 * and of its term and text files (what queries load as they need them), raw and gzipped; false when there is none.
 */
function printSizes(buildDir) {
  const locales = localesOf(buildDir);
  if (!locales.length) {
    console.log(
      ALGOLIA
        ? 'Algolia is the search provider (ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY are set): the build has no local index to measure.'
        : `No local search index under ${buildDir}/ (build the site first).`,
    );
    return false;
  }
  console.log('Local search indices (gzip -9 sizes)');
  for (const {base} of locales) {
    for (const url of Object.values(indexEntries(buildDir, base))) {
      const file = path.join(buildDir, url);
      const raw = fs.readFileSync(file);
      const entry = JSON.parse(raw.toString('utf8'));
      const parts = (list) => {
        const sizes = list.map(([, name]) => gzipSize(path.join(path.dirname(file), name)));
        return `${String(sizes.length).padStart(4)} files ${kb(sizes.reduce((a, b) => a + b, 0)).padStart(9)} (largest ${kb(Math.max(...sizes))})`;
      };
      console.log(
        `  ${url.padEnd(34)} ${String(entry.documentCount).padStart(5)} records; entry ${kb(raw.length)}, gzip ${kb(gzipSize(file))}; ` +
          `terms ${parts(entry.termFiles)}; text ${parts(entry.textFiles)}`,
      );
    }
  }
  return true;
}

const scriptDir = path.dirname(fileURLToPath(import.meta.url));
/** The origin the harness gives hits (stripped again from their URLs). */
const ORIGIN = 'https://search.bench';

/** The locales of a build: the default one at its root, others in a folder named after them (`de/`). */
function localesOf(buildDir) {
  const found = [];
  if (fs.existsSync(path.join(buildDir, 'search'))) found.push({locale: 'en', base: '/'});
  for (const entry of fs.existsSync(buildDir) ? fs.readdirSync(buildDir, {withFileTypes: true}) : []) {
    if (
      entry.isDirectory() &&
      /^[a-z]{2}(-[A-Z]{2})?$/.test(entry.name) &&
      fs.existsSync(path.join(buildDir, entry.name, 'search'))
    )
      found.push({locale: entry.name, base: `/${entry.name}/`});
  }
  return found;
}

/** A locale's index files by name: `search/<docs|resources>.<version>.json` (the files the SearchBar asks for). */
function indexEntries(buildDir, base) {
  const dir = path.join(buildDir, base, 'search');
  const entries = {};
  for (const file of fs.readdirSync(dir).sort()) {
    const match = /^(docs|resources)\.[0-9a-f]{12}\.json$/.exec(file);
    if (match) entries[match[1]] = `${base}search/${file}`;
  }
  return entries;
}

/**
 * The contextual facet filters DocSearch sends on a page of the current docs: the locale, and the tags of every
 * docs instance at its current version (src/data/toolDocs.ts lists the tool instances) plus `default`.
 */
function docsFacetFilters(locale) {
  const {TOOL_DOCS} = jiti(path.join(scriptDir, '../src/data/toolDocs.ts'));
  const tags = ['default', 'docs-default-current', ...TOOL_DOCS.map((tool) => `docs-${tool.id}-current`)];
  return [[`language:${locale}`], tags.map((tag) => `docusaurus_tag:${tag}`)];
}

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, zlib.gzipSync(fs.readFileSync(file), {level: 9}).length);
  return gzipSizes.get(file);
}

/**
 * Every query asked of every locale's docs and resources index by the browser's search client, cold (nothing
 * loaded) for each query, as DocSearch asks: 20 hits, on the docs index with a docs page's contextual filters.
 */
async function queryResults(buildDir) {
  const client = jiti(path.join(scriptDir, '../src/search/searchClient.ts'));
  const results = {};
  for (const {locale, base} of localesOf(buildDir)) {
    for (const [kind, url] of Object.entries(indexEntries(buildDir, base))) {
      const key = `${locale} ${kind}`;
      results[key] = {};
      for (const query of [...QUERIES, ...EXACT_QUERIES]) {
        client.clearIndexCache();
        const fetched = [];
        const fetcher = async (requested) => {
          const file = path.join(buildDir, new URL(requested, ORIGIN).pathname);
          fetched.push(requested);
          if (!fs.existsSync(file)) return {ok: false, status: 404, json: async () => ({})};
          const text = fs.readFileSync(file, 'utf8');
          return {ok: true, status: 200, json: async () => JSON.parse(text)};
        };
        const search = client.createLocalSearchClient({indexUrls: {[kind]: url}, origin: ORIGIN, fetcher});
        const params = {hitsPerPage: 20, ...(kind === 'docs' ? {facetFilters: docsFacetFilters(locale)} : {})};
        const {
          results: [answer],
        } = await search.search({requests: [{indexName: kind, query, ...params}]});
        results[key][query] = {
          nbHits: answer.nbHits,
          hits: answer.hits.map((hit) => hit.url.slice(ORIGIN.length)),
          files: fetched.length,
          bytes: [...new Set(fetched)].reduce(
            (sum, u) => sum + gzipSize(path.join(buildDir, new URL(u, ORIGIN).pathname)),
            0,
          ),
        };
      }
    }
  }
  return results;
}

/** Per index: results per query, queries without results, the cold bytes of one query (median and largest). */
function printQuerySummary(results) {
  console.log('\nQuery results (no browser; each query on a cold client, 20 hits asked)');
  for (const [key, queries] of Object.entries(results)) {
    const rows = Object.values(queries);
    const bench = QUERIES.map((q) => queries[q]).filter(Boolean);
    console.log(
      `  ${key.padEnd(13)} the 50 queries: median ${median(bench.map((r) => r.nbHits))} results, ` +
        `${bench.filter((r) => r.nbHits === 0).length} without any; ` +
        `bytes a cold query downloads: median ${kb(median(rows.map((r) => r.bytes)))}, largest ${kb(Math.max(...rows.map((r) => r.bytes)))} ` +
        `(${Math.max(...rows.map((r) => r.files))} files at most)`,
    );
  }
  const exact = Object.entries(results).filter(([key]) => key.endsWith('docs'));
  for (const [key, queries] of exact) {
    console.log(`  ${key}, exact names (first hit):`);
    for (const query of EXACT_QUERIES) console.log(`    ${query.padEnd(32)} ${queries[query]?.hits[0] ?? '(none)'}`);
  }
}

/** Every query whose first result or number of results differs from an earlier run's. */
function printComparison(before, after, label) {
  console.log(`\nQuery results compared with ${label}`);
  let changes = 0;
  for (const [key, queries] of Object.entries(after)) {
    for (const [query, now] of Object.entries(queries)) {
      const then = before[key]?.[query];
      if (!then) continue;
      const first = then.hits[0] !== now.hits[0];
      if (!first && then.nbHits === now.nbHits) continue;
      changes += 1;
      const moved = then.hits[0] ? now.hits.indexOf(then.hits[0]) : -1;
      console.log(
        `  ${key} "${query}": results ${then.nbHits} -> ${now.nbHits}` +
          (first
            ? `; first ${then.hits[0] ?? '(none)'} -> ${now.hits[0] ?? '(none)'} (the old first is now ${moved < 0 ? 'not in the first 20' : `#${moved + 1}`})`
            : ''),
      );
    }
  }
  if (!changes) console.log('  no query changed its first result or its number of results');
  // Below the first hit: the same 20 hits in the same order, or the same pages in the same order (a row that now
  // links to its own anchor), or a different list.
  const page = (url) => url.replace(/#.*$/, '');
  const lists = {same: 0, anchors: 0, other: []};
  for (const [key, queries] of Object.entries(after)) {
    for (const [query, now] of Object.entries(queries)) {
      const then = before[key]?.[query];
      if (!then) continue;
      if (JSON.stringify(then.hits) === JSON.stringify(now.hits)) lists.same += 1;
      else if (JSON.stringify(then.hits.map(page)) === JSON.stringify(now.hits.map(page))) lists.anchors += 1;
      else lists.other.push(`${key} "${query}"`);
    }
  }
  console.log(
    `  the 20 hits: ${lists.same} queries the same, ${lists.anchors} the same pages in the same order with other anchors, ` +
      `${lists.other.length} different${lists.other.length ? `: ${lists.other.join(', ')}` : ''}`,
  );
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

/** The page types whose first search is measured, both locales (the docs ones search the docs index). */
const FIRST_SEARCH_PAGES = [
  ['home', '/'],
  ['docs page', '/docs/concepts/channel'],
  ['spec page (long table)', '/docs/reference/specification/v3.0.0'],
  ['tool docs page', '/docs/tools/cli/usage'],
  ['blog post', '/blog/generator-3-release'],
  ['tools', '/tools'],
  ['German home', '/de/'],
  ['German docs page', '/de/docs/concepts/channel'],
];

async function launch() {
  const {chromium} = await import('@playwright/test');
  return chromium.launch({
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
}

/**
 * A reader's first search on each page type, on a phone-sized page with an empty cache: the dialog opened, the
 * query typed key by key (DocSearch asks at every key). Counts the index files the page downloads, gzipped.
 */
async function firstSearchBytes(browser, url, query) {
  console.log(`\nFirst search on each page type: "${query}" typed key by key, gzipped index bytes downloaded`);
  for (const [label, pagePath] of FIRST_SEARCH_PAGES) {
    const context = await browser.newContext({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});
    const page = await context.newPage();
    const bodies = [];
    page.on('response', (response) => {
      if (/\/search\/.*\.json$/.test(new URL(response.url()).pathname))
        bodies.push(response.body().then((body) => zlib.gzipSync(body, {level: 9}).length));
    });
    try {
      const response = await page.goto(`${url}${pagePath}`);
      if (!response?.ok()) {
        console.log(`  ${label.padEnd(24)} ${pagePath} is not in the build`);
        continue;
      }
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await page.waitForLoadState('networkidle');
      await page.keyboard.press('ControlOrMeta+k');
      await page.locator('.DocSearch-Input').waitFor();
      await page.locator('.DocSearch-Input').pressSequentially(query, {delay: 80});
      await page.locator('.DocSearch-Hit').first().waitFor();
      await page.waitForLoadState('networkidle');
      const sizes = await Promise.all(bodies);
      const total = sizes.reduce((sum, size) => sum + size, 0);
      console.log(`  ${label.padEnd(24)} ${pagePath.padEnd(40)} ${kb(total).padStart(9)} in ${sizes.length} file(s)`);
    } finally {
      await context.close();
    }
  }
}

/** One timed session in a fresh page: open → first results, then the 50 queries. */
async function timeDialogOnce(browser, url, pagePath) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
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
      const fetching = [];
      const cached = [];
      const engine = [];
      let empty = 0;
      for (const query of queries) {
        setValue(input, '');
        await until(() => !answered());
        await new Promise((resolve) => setTimeout(resolve, 20));
        performance.clearMeasures('asyncapi-search:query');
        const downloadsBefore = performance.getEntriesByName('asyncapi-search:download').length;
        const t0 = performance.now();
        setValue(input, query);
        const t1 = await until(answered);
        rendered.push(t1 - t0);
        // Whether this query waited for index files (the parts its words or hits needed, not loaded yet).
        (performance.getEntriesByName('asyncapi-search:download').length > downloadsBefore ? fetching : cached).push(
          t1 - t0,
        );
        engine.push(...performance.getEntriesByName('asyncapi-search:query').map((entry) => entry.duration));
        if (document.querySelector('.DocSearch-NoResults')) empty += 1;
      }
      const measures = (name) => performance.getEntriesByName(name).map((entry) => entry.duration);
      return {
        rendered,
        fetching,
        cached,
        engine,
        empty,
        download: measures('asyncapi-search:download'),
        load: measures('asyncapi-search:load'),
      };
    }, QUERIES);
    return {firstResults, ...run};
  } finally {
    await context.close();
  }
}

/** Median, and the smallest and largest value, of one figure over the sessions. */
function spread(values, digits = 1) {
  if (!values.length) return '–';
  return `${median(values).toFixed(digits)} ms (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)} over ${values.length} sessions)`;
}

async function timeDialog(browser, url, pagePath, repeat) {
  const sessions = [];
  for (let i = 0; i < repeat; i += 1) sessions.push(await timeDialogOnce(browser, url, pagePath));
  const sum = (values) => values.reduce((a, b) => a + b, 0);
  console.log(
    `\nDialog timings at ${url}${pagePath} (measured in the page; median of each session, then of the sessions)`,
  );
  console.log(
    `  open → first results (cold):  ${spread(
      sessions.map((s) => s.firstResults),
      0,
    )}`,
  );
  console.log(`    index downloads (total):    ${spread(sessions.map((s) => sum(s.download)))}`);
  console.log(`    index loads (total):        ${spread(sessions.map((s) => sum(s.load)))}`);
  console.log(
    `  median query, search engine:  ${spread(
      sessions.map((s) => median(s.engine)),
      2,
    )} (${QUERIES.length} queries)`,
  );
  console.log(
    `  median query, typed→rendered: ${spread(sessions.map((s) => median(s.rendered)))} (DocSearch render included)`,
  );
  const some = (values) => values.length > 0;
  console.log(
    `    queries that downloaded index files: ${sessions.map((s) => s.fetching.length).join(', ')} of ${QUERIES.length}; ` +
      `typed→rendered for them ${spread(sessions.filter((s) => some(s.fetching)).map((s) => median(s.fetching)))}, ` +
      `for the others ${spread(sessions.filter((s) => some(s.cached)).map((s) => median(s.cached)))}`,
  );
  console.log(`  queries without results:      ${sessions.map((s) => s.empty).join(', ')}`);
}

const args = parseArgs(process.argv.slice(2));
// --server-only: the server's figures only (for example a server of another build, whose files this code does not read).
const hasIndex = args.serverOnly || printSizes(path.resolve(args.build));
if (hasIndex && !args.serverOnly) {
  const resultsFile = path.join(scriptDir, '../bench/search-results.json');
  const compareWith = args.compare ?? (fs.existsSync(resultsFile) ? resultsFile : undefined);
  const before = compareWith ? JSON.parse(fs.readFileSync(compareWith, 'utf8')) : undefined;
  const results = await queryResults(path.resolve(args.build));
  printQuerySummary(results);
  if (before) printComparison(before.results, results, `${path.relative(process.cwd(), compareWith)} (${before.date})`);
  fs.mkdirSync(path.dirname(resultsFile), {recursive: true});
  fs.writeFileSync(resultsFile, `${JSON.stringify({date: new Date().toISOString(), results}, null, 1)}\n`);
}
// With Algolia configured the dialog would ask Algolia: nothing local to time.
if (args.url && (hasIndex || !ALGOLIA)) {
  const browser = await launch();
  try {
    await firstSearchBytes(browser, args.url, QUERIES[0]);
    await timeDialog(browser, args.url, args.path, args.repeat);
  } finally {
    await browser.close();
  }
}
