#!/usr/bin/env node
/**
 * Local search benchmark.
 *
 *   node scripts/bench-search.mjs                          # index sizes from ./build
 *   node scripts/bench-search.mjs http://127.0.0.1:4173    # also times the dialog against a running server
 *   node scripts/bench-search.mjs <url> --build path/to/build --path /docs
 *
 * Prints the raw and gzipped size of every local index file (each locale), then, when a server URL is given,
 * drives Chromium (/usr/bin/chromium, or CHROMIUM_PATH) with Playwright: the time from opening the dialog to the
 * first results (dialog chunk, index download and MiniSearch build included), and the median time of 50 fixed
 * queries from typing to rendered results.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const QUERIES = [
  'channel', 'kafka bindings', 'generator template', 'message payload', 'migrate to v3',
  'operation', 'server', 'schema', 'asyncapi document', 'getting started',
  'components', 'parameters', 'security', 'traits', 'correlation id',
  'mqtt', 'amqp', 'websocket', 'http', 'bindings',
  'cli', 'modelina', 'parser', 'studio', 'github actions',
  'specification', 'reference', 'extensions', 'tags', 'external docs',
  'publish subscribe', 'send receive', 'reply', 'headers', 'content type',
  'json schema', 'avro', 'validation', 'code generation', 'documentation',
  'event driven', 'broker', 'producer', 'consumer', 'tutorial',
  'community', 'ambassadors', 'blog', 'release notes', 'chanel',
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

function printSizes(buildDir) {
  const files = indexFiles(buildDir);
  if (!files.length) {
    console.log(`No local search index under ${buildDir}/ (build the site first).`);
    return;
  }
  console.log('Local search indices');
  for (const file of files) {
    const raw = fs.readFileSync(file);
    const records = JSON.parse(raw.toString('utf8')).records.length;
    const gzip = zlib.gzipSync(raw, {level: 9}).length;
    console.log(`  ${path.relative(buildDir, file).padEnd(40)} ${String(records).padStart(6)} records  ${kb(raw.length).padStart(10)}  gzip ${kb(gzip).padStart(9)}`);
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function timeDialog(url, pagePath) {
  const {chromium} = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${url}${pagePath}`);
    await page.waitForLoadState('networkidle');
    await page.locator('.DocSearch-Button').waitFor();
    const settled = () =>
      page.waitForFunction(() => document.querySelector('.DocSearch-Hit, .DocSearch-NoResults') !== null, null, {polling: 'raf'});
    const cleared = () =>
      page.waitForFunction(() => document.querySelector('.DocSearch-Hit, .DocSearch-NoResults') === null, null, {polling: 'raf'});

    const started = performance.now();
    await page.keyboard.press('ControlOrMeta+k');
    const input = page.locator('.DocSearch-Input');
    await input.waitFor();
    await input.fill(QUERIES[0]);
    await settled();
    const firstResults = performance.now() - started;

    const times = [];
    let empty = 0;
    for (const query of QUERIES) {
      await input.fill('');
      await cleared();
      const t0 = performance.now();
      await input.fill(query);
      await settled();
      times.push(performance.now() - t0);
      if (await page.locator('.DocSearch-NoResults').count()) empty += 1;
    }
    console.log(`\nDialog timings at ${url}${pagePath}`);
    console.log(`  open → first results (cold):  ${firstResults.toFixed(0)} ms`);
    console.log(`  median of ${QUERIES.length} queries:        ${median(times).toFixed(1)} ms (max ${Math.max(...times).toFixed(1)} ms)`);
    console.log(`  queries without results:      ${empty}`);
  } finally {
    await browser.close();
  }
}

const args = parseArgs(process.argv.slice(2));
printSizes(path.resolve(args.build));
if (args.url) await timeDialog(args.url, args.path);
