/**
 * `npm run bench -- --dev`: the dev server of this site and of the stock control site, side by side (scripts/bench.mjs
 * hands over to `runDevBench` before it builds anything; `npm run bench -- --dev --help` for the options).
 *
 * Each start: the site's .docusaurus folder is deleted, the dev server is spawned the way a maintainer starts it (ours
 * through scripts/dev.mjs, which `npm start` runs; the control with `docusaurus start`), and the clock runs until the
 * first docs page is served: its HTML answers 200, and headless Chromium, opened at the page, shows the article's
 * heading (so every script the page needs has been served and run). Then the page's Markdown gets a new paragraph,
 * --edits times, each timed until the open page shows it. The file is restored afterwards, also on Ctrl+C.
 * The pure parts (options, medians, ratios, the report) are in scripts/bench-dev-lib.ts.
 */
import {spawn, spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {chromiumPath, CHROMIUM_ARGS} from './chromium.mjs';

const require = createRequire(import.meta.url);

/** The page each site is measured on, and the Markdown file behind it. */
const OURS = {page: '/docs/concepts/channel', source: 'docs/concepts/channel.md'};
const STOCK_SOURCE = 'docs/section-1/page-1.md';

/** How long a start or an edit may take before the bench gives up on it (recorded as not reached). */
const START_TIMEOUT_MS = 300_000;
const EDIT_TIMEOUT_MS = 60_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spawns a dev server in its own process group (so stopping it stops whatever it started), its output kept in a log
 * file for when something goes wrong.
 */
function startServer({args, cwd, log}) {
  const out = fs.openSync(log, 'w');
  const child = spawn(process.execPath, args, {
    cwd,
    env: {...process.env, BROWSER: 'none'},
    stdio: ['ignore', out, out],
    detached: true,
  });
  fs.closeSync(out);
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({code, signal})));
  return child;
}

async function stopServer(child) {
  if (child.exitCode != null || child.signalCode != null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  const stopped = await Promise.race([child.exited.then(() => true), sleep(15_000).then(() => false)]);
  if (!stopped) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await child.exited;
  }
}

/** Polls `url` until it answers 200 with a Docusaurus page, the server exits, or the deadline passes. */
async function waitForHtml(url, child, deadline) {
  while (performance.now() < deadline) {
    if (child.exitCode != null || child.signalCode != null) return false;
    try {
      const response = await fetch(url);
      if (response.ok && (await response.text()).includes('id="__docusaurus"')) return true;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  return false;
}

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`), or null where there is no /proc. */
const ticksPerSecond = (() => {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const result = spawnSync('getconf', ['CLK_TCK'], {encoding: 'utf8'});
  const ticks = Number(result.stdout?.trim());
  return result.status === 0 && ticks > 0 ? ticks : null;
})();

/** CPU seconds used so far by the dev server's process group (it leads its own group), or null without /proc. */
function serverCpu(pgid, devLib) {
  if (ticksPerSecond == null) return null;
  const stats = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      stats.push(fs.readFileSync(`/proc/${entry}/stat`, 'utf8'));
    } catch {
      // the process ended meanwhile
    }
  }
  return devLib.groupCpuSeconds(stats, pgid, ticksPerSecond);
}

/** One start of a site until its docs page's HTML is served, not measured. */
async function warmUp({site, port, logDir}) {
  fs.rmSync(path.join(site.dir, '.docusaurus'), {recursive: true, force: true});
  const log = path.join(logDir, `dev-${site.key}-warm-up.log`);
  const child = startServer({
    args: [...site.args, '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    cwd: site.dir,
    log,
  });
  try {
    const served = await waitForHtml(
      `http://127.0.0.1:${port}${site.page}`,
      child,
      performance.now() + START_TIMEOUT_MS,
    );
    if (!served) console.error(`  ${site.label}: the warm-up start did not serve ${site.page} (see ${log})`);
  } finally {
    await stopServer(child);
  }
}

/**
 * One cold start of one site and its edits. `site`: {label, dir, args (the spawn arguments before the port), page,
 * source (the edited Markdown, relative to dir)}.
 */
async function measureStart({site, port, browser, startIndex, edits, coldCache, root, logDir, devLib}) {
  fs.rmSync(path.join(site.dir, '.docusaurus'), {recursive: true, force: true});
  if (coldCache) fs.rmSync(path.join(root, 'node_modules/.cache'), {recursive: true, force: true});
  const url = `http://127.0.0.1:${port}${site.page}`;
  const log = path.join(logDir, `dev-${site.key}-${startIndex}.log`);
  const run = {htmlSeconds: null, pageSeconds: null, editSeconds: []};
  const source = path.join(site.dir, site.source);
  const original = fs.readFileSync(source, 'utf8');
  const context = await browser.newContext({viewport: {width: 1280, height: 800}, serviceWorkers: 'block'});
  const started = performance.now();
  const child = startServer({
    args: [...site.args, '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    cwd: site.dir,
    log,
  });
  const seconds = () => Number(((performance.now() - started) / 1000).toFixed(2));
  try {
    const deadline = started + START_TIMEOUT_MS;
    if (!(await waitForHtml(url, child, deadline))) {
      console.error(`  ${site.label}: the dev server did not serve ${site.page} (see ${log})`);
      return run;
    }
    run.htmlSeconds = seconds();
    const page = await context.newPage();
    await page.goto(url, {waitUntil: 'commit', timeout: START_TIMEOUT_MS});
    await page
      .locator('article h1')
      .first()
      .waitFor({state: 'visible', timeout: Math.max(1000, deadline - performance.now())});
    run.pageSeconds = seconds();
    run.pageCpuSeconds = serverCpu(child.pid, devLib);
    console.log(
      `  ${site.label}: HTML 200 after ${run.htmlSeconds} s, page shown after ${run.pageSeconds} s` +
        (run.pageCpuSeconds == null ? '' : ` (${run.pageCpuSeconds} CPU-s)`),
    );
    const nonce = crypto.randomBytes(4).toString('hex');
    for (let edit = 1; edit <= edits; edit++) {
      // The page and the file watcher settle between edits, the same pause for both sites.
      await sleep(1500);
      const marker = devLib.editMarker(startIndex, edit, nonce);
      const editStarted = performance.now();
      fs.writeFileSync(source, devLib.withEdit(original, marker));
      try {
        await page.getByText(marker, {exact: true}).waitFor({state: 'visible', timeout: EDIT_TIMEOUT_MS});
        run.editSeconds.push(Number(((performance.now() - editStarted) / 1000).toFixed(2)));
      } catch {
        console.error(`  ${site.label}: edit ${edit} not shown within ${EDIT_TIMEOUT_MS / 1000} s`);
        run.editSeconds.push(null);
      }
    }
    console.log(`  ${site.label}: edits shown after ${run.editSeconds.map((e) => `${e ?? '–'} s`).join(', ')}`);
  } catch (error) {
    console.error(`  ${site.label}: ${error.message.split('\n')[0]} (see ${log})`);
  } finally {
    fs.writeFileSync(source, original);
    await context.close();
    await stopServer(child);
  }
  return run;
}

/**
 * The dev bench. `helpers` come from scripts/bench.mjs: the repository root, the control folder, and its functions to
 * measure our size, write the control site and find free ports.
 */
export async function runDevBench({options, devLib, root, controlDir, measureOurSize, writeControl, freePorts}) {
  const chrome = chromiumPath();
  if (!chrome) {
    console.error('The dev bench needs Chromium: set CHROME_PATH or install chromium.');
    process.exit(1);
  }
  const {chromium} = require('playwright-core');
  const docusaurusCli = require.resolve('@docusaurus/core/bin/docusaurus.mjs');
  const benchDir = path.join(root, 'bench');
  fs.mkdirSync(benchDir, {recursive: true});
  const logDir = path.join(os.tmpdir(), `asyncapi-bench-dev-${process.pid}`);
  fs.mkdirSync(logDir, {recursive: true});

  const sites = [
    {
      key: 'ours',
      label: 'this site',
      dir: root,
      args: [path.join(root, 'scripts/dev.mjs')],
      page: OURS.page,
      source: OURS.source,
    },
  ];
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverage: os.loadavg(),
    options,
    pages: {ours: OURS.page},
  };
  if (options.control) {
    const size = measureOurSize();
    const stamp = path.join(controlDir, 'size.json');
    const same = fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === JSON.stringify(size) + '\n';
    if (same) console.log(`Reusing the control site in ${controlDir} (same size as ours).`);
    else {
      console.log(`Writing the control site in ${controlDir}…`);
      writeControl(size);
    }
    results.control = {dir: controlDir, size};
    results.pages.stock = devLib.CONTROL_DOCS_PAGE;
    sites.push({
      key: 'stock',
      label: 'stock control',
      dir: controlDir,
      args: [docusaurusCli, 'start', controlDir],
      page: devLib.CONTROL_DOCS_PAGE,
      source: STOCK_SOURCE,
    });
  }

  const browser = await chromium.launch({executablePath: chrome, args: CHROMIUM_ARGS, headless: true});
  // Ctrl+C: the edited files are restored by measureStart's finally blocks only if the process lives on; restore here.
  const originals = new Map(
    sites.map((site) => [path.join(site.dir, site.source), fs.readFileSync(path.join(site.dir, site.source), 'utf8')]),
  );
  const restore = () => {
    for (const [file, text] of originals) fs.writeFileSync(file, text);
  };
  const onSignal = (signal) => {
    restore();
    process.exit(128 + (os.constants.signals[signal] ?? 0));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const runs = {ours: [], stock: []};
  try {
    if (!options.coldCache && options.warmUp) {
      // The bundler's persistent cache (node_modules/.cache) holds what an earlier start of the same site compiled.
      // One start of each site first, not measured, so every measured start finds it, as a maintainer's second start
      // does (the bench cannot tell whether an earlier start left it, or a change of the site has since outdated it).
      for (const site of sites) {
        const [port] = await freePorts(1);
        console.log(`Warm-up start of ${site.label} (port ${port}; fills the bundler's cache, not measured)…`);
        await warmUp({site, port, logDir});
      }
    }
    for (let start = 1; start <= options.starts; start++) {
      for (const site of sites) {
        const [port] = await freePorts(1);
        console.log(
          `Cold start ${start}/${options.starts} of ${site.label} (port ${port}, node_modules/.cache ${options.coldCache ? 'deleted' : 'kept'})…`,
        );
        runs[site.key].push(
          await measureStart({
            site,
            port,
            browser,
            startIndex: start,
            edits: options.edits,
            coldCache: options.coldCache,
            root,
            logDir,
            devLib,
          }),
        );
      }
    }
  } finally {
    restore();
    await browser.close();
  }

  results.dev = devLib.compareDev(runs.ours, options.control ? runs.stock : null);
  console.log(
    `\nDev server (\`docusaurus start\`), ${options.starts} cold start(s) per site on a fresh .docusaurus ` +
      `(node_modules/.cache ${options.coldCache ? 'deleted' : 'kept'}), ${options.edits} edit(s) of the docs page each:`,
  );
  for (const line of devLib.formatDev(results.dev)) console.log(line);
  console.log(`Server logs: ${logDir}`);
  fs.writeFileSync(path.join(benchDir, 'latest-dev.json'), JSON.stringify(results, null, 2) + '\n');
  console.log('\nWrote bench/latest-dev.json');
}
