#!/usr/bin/env node
/**
 * `npm run bench`: measures, asserts nothing (`npm run bench -- --help` for the options).
 *
 * 1. Builds this site (both locales) and a stock Docusaurus 3.10 classic control site generated in a temporary
 *    folder with content of the same size (as many docs pages and posts as ours, a long generated table page like
 *    our specification page, no Mermaid), reusing this repository's node_modules; times both builds.
 * 2. Serves both the same way (scripts/serve.mjs behind a gzip front: production hosts compress text, and
 *    serve-handler, like `docusaurus serve`, does not) and runs Lighthouse (mobile, simulated throttling, Chromium from
 *    scripts/chromium.mjs) on the matching page types of both, each measurement --runs times (default 3), ours and
 *    the control interleaved so drift in the machine's load hits both alike.
 * 3. Times the playground's parser on a throttled phone (scripts/bench-parser.mjs: Lighthouse's "Slow 4G" network
 *    through the DevTools protocol, CPU 4x slower), from opening the page to its first checked document, with the
 *    bytes transferred, --parser-runs times (default 3).
 * 4. Prints the medians side by side (score, TBT, bytes and their ratios) and writes them, with every run, to
 *    bench/latest.json.
 * The pure parts (arguments, medians, the table, the generated content) are in scripts/bench-lib.ts.
 */
import {spawn, spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {chromiumPath, CHROMIUM_ARGS} from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
// jiti, resolved through @docusaurus/utils as in scripts/load-feedback.mjs, runs the TypeScript helpers.
const jiti = createRequire(require.resolve('@docusaurus/utils'))('jiti')(fileURLToPath(import.meta.url), {
  interopDefault: false,
});
/** @type {typeof import('./bench-lib')} */
const lib = jiti(path.join(root, 'scripts/bench-lib.ts'));

/** @type {typeof import('./bench-dev-lib')} */
const devLib = jiti(path.join(root, 'scripts/bench-dev-lib.ts'));
// `--dev` measures the dev server instead (scripts/bench-dev.mjs), with options of its own.
const dev = devLib.isDevBench(process.argv.slice(2));
const usage = () => (dev ? devLib.DEV_USAGE : lib.usage());

let options;
try {
  options = (dev ? devLib.parseDevBenchArgs : lib.parseBenchArgs)(process.argv.slice(2));
} catch (error) {
  console.error(`${error.message}\n\n${usage()}`);
  process.exit(2);
}
if (options.help) {
  console.log(usage());
  process.exit(0);
}

const buildDir = path.join(root, 'build');
// One control folder per checkout (worktrees of this repository bench side by side without sharing it).
const controlDir = path.join(
  os.tmpdir(),
  `asyncapi-bench-control-${crypto.createHash('sha256').update(root).digest('hex').slice(0, 8)}`,
);
const controlBuild = path.join(controlDir, 'build');
const docusaurusCli = require.resolve('@docusaurus/core/bin/docusaurus.mjs');
const results = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  loadAverage: os.loadavg(),
  options,
};

function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** The HTML file a URL path is served from (trailingSlash: false). */
function htmlFor(dir, urlPath) {
  const clean = urlPath.replace(/^\/|\/$/g, '');
  const candidates = clean === '' ? ['index.html'] : [`${clean}.html`, `${clean}/index.html`];
  return candidates.map((c) => path.join(dir, c)).find((c) => fs.existsSync(c)) ?? null;
}

/** Gzipped bytes of the JS and CSS the page's HTML names (the Lighthouse figures also count what loads later). */
function htmlNamedBytes(urlPath) {
  const file = htmlFor(buildDir, urlPath);
  if (!file) return null;
  const html = fs.readFileSync(file, 'utf8');
  const js = new Set();
  const css = new Set();
  // Docusaurus minifies HTML: attribute values may be quoted or not.
  const attr = (tag, name) =>
    new RegExp(`\\b${name}=(?:"([^"]+)"|'([^']+)'|([^\\s>]+))`).exec(tag)?.slice(1).find(Boolean);
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attr(tag, 'src');
    if (src) js.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'stylesheet') css.add(href);
    else if ((rel === 'preload' || rel === 'modulepreload') && href.endsWith('.js')) js.add(href);
  }
  const gz = (assets) =>
    [...assets]
      .filter((a) => a.startsWith('/'))
      .reduce((sum, asset) => {
        const local = path.join(buildDir, asset.split('?')[0]);
        return fs.existsSync(local) ? sum + zlib.gzipSync(fs.readFileSync(local)).length : sum;
      }, 0);
  return {html: zlib.gzipSync(html).length, js: gz(js), css: gz(css)};
}

/** Our first blog post page (build/blog/<slug>.html). */
function ourPost() {
  const blogDir = path.join(buildDir, 'blog');
  if (!fs.existsSync(blogDir)) return null;
  const post = fs
    .readdirSync(blogDir)
    .filter(
      (name) => name.endsWith('.html') && !['tags.html', 'authors.html', 'archive.html', 'index.html'].includes(name),
    )
    .sort()[0];
  return post ? `/blog/${post.replace(/\.html$/, '')}` : null;
}

function isGerman(dir, file) {
  const rel = path.relative(dir, file);
  return rel.startsWith(`de${path.sep}`) || rel === 'de.html';
}

/** The control site's size, measured from our build (docs pages, table page) and sources (posts, text length). */
function measureOurSize() {
  const docsHtml = walk(path.join(buildDir, 'docs')).filter((f) => f.endsWith('.html'));
  const docSources = walk(path.join(root, 'docs')).filter((f) => /\.mdx?$/.test(f));
  const postSources = fs.existsSync(path.join(root, 'blog'))
    ? fs.readdirSync(path.join(root, 'blog'), {withFileTypes: true}).flatMap((e) => {
        if (e.isDirectory())
          return ['index.md', 'index.mdx']
            .map((n) => path.join(root, 'blog', e.name, n))
            .filter((f) => fs.existsSync(f));
        return /\.mdx?$/.test(e.name) && e.name !== 'README.md' ? [path.join(root, 'blog', e.name)] : [];
      })
    : [];
  const avg = (files) =>
    files.length ? Math.round(files.reduce((s, f) => s + fs.statSync(f).size, 0) / files.length) : 3000;
  const spec = htmlFor(buildDir, '/docs/reference/specification/v3.0.0');
  const specHtml = spec ? fs.readFileSync(spec, 'utf8') : '';
  return {
    docs: docsHtml.length || docSources.length,
    posts: postSources.length,
    tableHeadings: (specHtml.match(/<h[2-4]\b/g) ?? []).length || 60,
    tableRows: (specHtml.match(/<tr\b/g) ?? []).length || 400,
    docChars: avg(docSources),
    postChars: avg(postSources),
  };
}

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`), or null where there is no /proc. */
const ticksPerSecond = (() => {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const result = spawnSync('getconf', ['CLK_TCK'], {encoding: 'utf8'});
  const ticks = Number(result.stdout?.trim());
  return result.status === 0 && ticks > 0 ? ticks : null;
})();

/** CPU seconds of the children this process has waited for, or null where the host does not tell. */
function childCpu() {
  if (ticksPerSecond == null) return null;
  return lib.childCpuSeconds(fs.readFileSync('/proc/self/stat', 'utf8'), ticksPerSecond);
}

/**
 * Removes what makes a Docusaurus build warm: the site's generated `.docusaurus` folder and `node_modules/.cache`
 * (the bundler's persistent cache and, for this site, the share cards). The control's node_modules is a link to
 * ours, so both sites share that cache folder: it is cleared before every build of either.
 */
function clearBuildCaches(siteDir) {
  fs.rmSync(path.join(siteDir, '.docusaurus'), {recursive: true, force: true});
  fs.rmSync(path.join(root, 'node_modules/.cache'), {recursive: true, force: true});
}

/** One cold build of a site: wall-clock seconds and CPU seconds (user + system of every thread). */
function timedBuild(siteDir, label) {
  clearBuildCaches(siteDir);
  console.log(`Building ${label} (cold)…`);
  const cpuBefore = childCpu();
  const started = performance.now();
  // The perf log names each phase's time (lib.parsePerfPhases), so the report can say where the builds differ.
  const build = spawnSync(process.execPath, [docusaurusCli, 'build', siteDir], {
    cwd: siteDir,
    env: {...process.env, DOCUSAURUS_PERF_LOGGER: 'true'},
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
  const cpuAfter = childCpu();
  if (build.status !== 0) {
    console.error(`Build of ${label} failed (exit ${build.status}).`);
    process.exit(build.status ?? 1);
  }
  const cpuSeconds = cpuBefore == null || cpuAfter == null ? null : Number((cpuAfter - cpuBefore).toFixed(1));
  return {seconds, cpuSeconds, phases: lib.parsePerfPhases(build.stdout ?? '')};
}

/** Writes the control site (fresh each time the bench builds it) with node_modules linked to ours. */
function writeControl(size) {
  fs.rmSync(controlDir, {recursive: true, force: true});
  for (const [rel, content] of Object.entries(lib.generateControlSite(size))) {
    const file = path.join(controlDir, rel);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, content);
  }
  fs.symlinkSync(fs.realpathSync(path.join(root, 'node_modules')), path.join(controlDir, 'node_modules'), 'dir');
  fs.writeFileSync(path.join(controlDir, 'size.json'), JSON.stringify(size) + '\n');
}

function countPages(dir) {
  const html = walk(dir).filter((f) => f.endsWith('.html'));
  return {
    total: html.length,
    en: html.filter((f) => !isGerman(dir, f)).length,
    de: html.filter((f) => isGerman(dir, f)).length,
  };
}

async function waitFor(url, timeoutMs = 30000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server at ${url} did not start`);
}

/**
 * `count` different ports nothing listens on now (so the bench never measures another checkout's server by
 * mistake): every probe stays open until all are allocated, so the system cannot hand out one port twice.
 */
async function freePorts(count) {
  const probes = [];
  try {
    for (let i = 0; i < count; i++) {
      const probe = net.createServer();
      probes.push(probe);
      await new Promise((resolve, reject) => {
        probe.once('error', reject);
        probe.listen(0, '127.0.0.1', resolve);
      });
    }
    return probes.map((probe) => probe.address().port);
  } finally {
    await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(() => resolve()))));
  }
}

function serve(siteDir, port) {
  const server = spawn(
    process.execPath,
    [
      path.join(root, 'scripts/serve.mjs'),
      siteDir,
      '--dir',
      'build',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--no-open',
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  server.on('exit', (code) => {
    if (!server.stopping) {
      console.error(`The server for ${siteDir} on port ${port} stopped (exit ${code}): no more measurements.`);
      process.exit(1);
    }
  });
  return server;
}

/** The gzip front (scripts/gzip-front.mjs) on `port` for the local server on `targetPort`, as its own process. */
function gzipFront(targetPort, port) {
  const front = spawn(process.execPath, [path.join(root, 'scripts/gzip-front.mjs'), String(targetPort), String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  front.on('exit', (code) => {
    if (!front.stopping) {
      console.error(`The gzip front on port ${port} stopped (exit ${code}): no more measurements.`);
      process.exit(1);
    }
  });
  return front;
}

const gzipCache = new Map();
/** The gzipped size (level 9) of a same-origin asset, from the built file: the same measure whatever the server sends. */
function gzipSizer(origin, dir) {
  return (asset) => {
    const url = new URL(asset.url);
    if (url.origin !== origin) return asset.transferSize;
    const file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return asset.transferSize;
    if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(fs.readFileSync(file), {level: 9}).length);
    return gzipCache.get(file);
  };
}

/** One Lighthouse run (mobile, simulated throttling: Lighthouse's defaults), summarized. */
function lighthouse(url, chrome, dir) {
  const out = path.join(os.tmpdir(), `bench-lighthouse-${process.pid}.json`);
  fs.rmSync(out, {force: true});
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
    ],
    {env: {...process.env, CHROME_PATH: chrome}, encoding: 'utf8', timeout: 180000},
  );
  if (result.status !== 0 || !fs.existsSync(out))
    return {error: (result.stderr || result.error?.message || '').trim().split('\n').slice(-3).join(' ')};
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out, {force: true});
  if (report.runtimeError) return {error: `${report.runtimeError.code}: ${report.runtimeError.message}`};
  const origin = new URL(url).origin;
  return lib.summarizeReport(report, gzipSizer(origin, dir));
}

/** Local search figures from scripts/bench-search.mjs: index sizes, and with a server the dialog timings. */
function searchBench(url) {
  const script = path.join(root, 'scripts/bench-search.mjs');
  if (!fs.existsSync(script) || options.pages.length < lib.PAGE_TYPES.length) return null;
  const run = spawnSync('node', [script, ...(url ? [url] : [])], {cwd: root, encoding: 'utf8'});
  return (run.stdout || run.stderr || '').trim();
}

if (dev) {
  const {runDevBench} = await import('./bench-dev.mjs');
  await runDevBench({options, devLib, root, controlDir, measureOurSize, writeControl, freePorts});
  process.exit(0);
}

fs.mkdirSync(path.join(root, 'bench'), {recursive: true});
// The builds: ours first (the control's size is measured from our build), then the control written once, then
// the remaining runs in turn (control, ours, control...), so a change in the host's load falls on both.
const oursRuns = [];
const stockRuns = [];
if (!options.skipBuild) oursRuns.push(timedBuild(root, `this site (both locales), run 1/${options.buildRuns}`));
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No build in ${buildDir}: run without --skip-build, or build first (npx docusaurus build).`);
  process.exit(1);
}
if (options.control) {
  const size = measureOurSize();
  results.control = {dir: controlDir, size};
  const stamp = path.join(controlDir, 'size.json');
  const reusable =
    options.skipBuild &&
    fs.existsSync(path.join(controlBuild, 'index.html')) &&
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, 'utf8') === JSON.stringify(size) + '\n';
  if (reusable) console.log(`Reusing the control build in ${controlBuild} (same size as ours).`);
  else {
    writeControl(size);
    const runs = options.skipBuild ? 1 : options.buildRuns;
    for (let run = 1; run <= runs; run++) {
      stockRuns.push(timedBuild(controlDir, `the stock control site (in ${controlDir}), run ${run}/${runs}`));
      if (!options.skipBuild && run < runs)
        oursRuns.push(timedBuild(root, `this site (both locales), run ${run + 1}/${runs}`));
    }
  }
} else if (!options.skipBuild) {
  for (let run = 2; run <= options.buildRuns; run++)
    oursRuns.push(timedBuild(root, `this site (both locales), run ${run}/${options.buildRuns}`));
}
results.build = lib.compareBuilds(oursRuns, options.control ? stockRuns : null);
results.build.ours.pages = countPages(buildDir);
if (results.build.stock) results.build.stock.pages = countPages(controlBuild);

// Which pages: ours (skipping any missing from the build) and the control's matching ones.
const post = ourPost();
const pageTypes = lib.PAGE_TYPES.filter((p) => options.pages.includes(p.key)).map((p) => ({
  ...p,
  ours: p.key === 'post' ? post : p.ours,
}));
results.pages = {};
for (const page of pageTypes) {
  const entry = {label: page.label, ours: null, stock: null};
  if (page.ours && htmlFor(buildDir, page.ours))
    entry.ours = {path: page.ours, htmlNamed: htmlNamedBytes(page.ours), runs: []};
  else console.warn(`Our ${page.label} page (${page.ours ?? 'none found'}) is not in the build: left out.`);
  if (options.control && page.stock && htmlFor(controlBuild, page.stock)) entry.stock = {path: page.stock, runs: []};
  results.pages[page.key] = entry;
}

const chrome = chromiumPath();
const servers = [];
const timeParser = options.parserRuns > 0 && Boolean(htmlFor(buildDir, lib.PLAYGROUND_PATH));
if (options.parserRuns > 0 && !timeParser)
  console.warn(`${lib.PLAYGROUND_PATH} is not in the build: the parser is not timed.`);
if (chrome && (options.lighthouse || timeParser)) {
  const [oursPort, stockPort, oursFront, stockFront] = await freePorts(4);
  const PORTS = {ours: oursPort, stock: stockPort};
  try {
    // Lighthouse talks to the gzip fronts (FRONTS); they forward to the two servers (PORTS).
    const FRONTS = {ours: oursFront, stock: stockFront};
    servers.push(serve(root, PORTS.ours));
    await waitFor(`http://127.0.0.1:${PORTS.ours}/`);
    servers.push(gzipFront(PORTS.ours, FRONTS.ours));
    await waitFor(`http://127.0.0.1:${FRONTS.ours}/`);
    if (options.control) {
      servers.push(serve(controlDir, PORTS.stock));
      await waitFor(`http://127.0.0.1:${PORTS.stock}/`);
      servers.push(gzipFront(PORTS.stock, FRONTS.stock));
      await waitFor(`http://127.0.0.1:${FRONTS.stock}/`);
    }
    PORTS.ours = FRONTS.ours;
    PORTS.stock = FRONTS.stock;
    for (let run = 1; options.lighthouse && run <= options.runs; run++) {
      const stockDone = new Map(); // a control page shared by two page types is measured once per run
      for (const entry of Object.values(results.pages)) {
        if (entry.ours) {
          console.log(`Lighthouse run ${run}/${options.runs}, ours: ${entry.ours.path}`);
          entry.ours.runs.push(lighthouse(`http://127.0.0.1:${PORTS.ours}${entry.ours.path}`, chrome, buildDir));
        }
        if (entry.stock) {
          if (!stockDone.has(entry.stock.path)) {
            console.log(`Lighthouse run ${run}/${options.runs}, stock: ${entry.stock.path}`);
            stockDone.set(
              entry.stock.path,
              lighthouse(`http://127.0.0.1:${PORTS.stock}${entry.stock.path}`, chrome, controlBuild),
            );
          }
          entry.stock.runs.push(stockDone.get(entry.stock.path));
        }
      }
    }
    if (timeParser) {
      // Loaded here only: it brings Playwright and Lighthouse's constants.
      const parserBench = await import('./bench-parser.mjs');
      const runs = await parserBench.measureParserLoad({
        origin: `http://127.0.0.1:${PORTS.ours}`,
        path: lib.PLAYGROUND_PATH,
        chrome,
        runs: options.parserRuns,
      });
      const {profileText, NETWORK_CONDITIONS: conditions, CPU_SLOWDOWN: cpuSlowdown} = parserBench;
      results.parser = {page: lib.PLAYGROUND_PATH, profile: profileText(), conditions, cpuSlowdown, runs};
      results.parser.median = lib.summarizeParserRuns(runs);
    }
    if (options.lighthouse) results.search = searchBench(`http://127.0.0.1:${PORTS.ours}`);
    else results.lighthouse = 'skipped (--no-lighthouse)';
  } finally {
    for (const server of servers) {
      server.stopping = true;
      server.kill();
    }
  }
} else {
  results.search = searchBench(null);
  results.lighthouse = chrome
    ? 'skipped (--no-lighthouse)'
    : 'skipped: no Chromium (set CHROME_PATH or install chromium)';
}

const rows = [];
const failures = [];
for (const entry of Object.values(results.pages)) {
  for (const side of ['ours', 'stock']) {
    const s = entry[side];
    if (!s || s.runs.length === 0) continue;
    const good = s.runs.filter((r) => !r.error);
    for (const r of s.runs.filter((r) => r.error)) failures.push(`${side} ${s.path}: ${r.error}`);
    s.median = good.length ? lib.medianSummary(good) : null;
    s.measuredRuns = good.length;
  }
  rows.push({label: entry.label, ours: entry.ours?.median ?? null, stock: entry.stock?.median ?? null});
}

const fmtPages = (b) => `${b.pages.total} pages (en ${b.pages.en}, de ${b.pages.de})`;
console.log(`\nPages, ours: ${fmtPages(results.build.ours)}`);
if (results.build.stock) console.log(`Pages, stock: ${fmtPages(results.build.stock)}`);
for (const line of lib.formatBuilds(results.build)) console.log(line);
if (results.control) console.log(`Control content: ${JSON.stringify(results.control.size)}`);
if (rows.some((r) => r.ours || r.stock)) {
  const cells = lib.comparisonCells(rows);
  results.table = cells;
  results.markdownTable = lib.formatMarkdownTable(cells);
  const indices = rows.flatMap((r) => [r.ours?.benchmarkIndex, r.stock?.benchmarkIndex]).filter((v) => v != null);
  results.benchmarkIndex = lib.median(indices);
  console.log(
    `\nLighthouse mobile, median of ${options.runs} run(s); bytes = total transfer, gzipped as a production host sends it (both sites alike); JS+CSS gz = every script and stylesheet the load fetched, gzipped. Host CPU: Lighthouse benchmarkIndex ${results.benchmarkIndex ?? '–'} (it warns below 1000: a slower host than its 4x CPU throttling assumes, so TBT runs high for both sites):\n`,
  );
  console.log(lib.formatTable(cells));
}
for (const failure of failures) console.warn(`Lighthouse failed: ${failure}`);
if (results.parser) {
  console.log('');
  for (const line of lib.formatParserSummary(results.parser.median, results.parser.profile, results.parser.page))
    console.log(line);
  for (const run of results.parser.runs.filter((r) => r.error)) console.warn(`Parser run failed: ${run.error}`);
}
if (results.search) console.log(`\nLocal search (scripts/bench-search.mjs):\n${results.search}`);
fs.writeFileSync(path.join(root, 'bench/latest.json'), JSON.stringify(results, null, 2) + '\n');
console.log('\nWrote bench/latest.json');
