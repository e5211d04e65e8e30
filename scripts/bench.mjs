#!/usr/bin/env node
/**
 * `npm run bench`: measures, asserts nothing. Builds both locales and prints one table:
 * build wall time, pages built, and for the home page, a docs page and a blog post the gzipped JS and CSS
 * a first visit downloads, plus Lighthouse (mobile) scores when Chromium is present.
 * Writes the figures to bench/latest.json. Options: --skip-build (measure the existing build/).
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {chromiumPath} from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(root, 'build');
const args = new Set(process.argv.slice(2));
const results = {date: new Date().toISOString(), node: process.version};

function walk(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** The HTML file a URL path is served from (trailingSlash: false). */
function htmlFor(urlPath) {
  const clean = urlPath.replace(/^\/|\/$/g, '');
  const candidates = clean === '' ? ['index.html'] : [`${clean}.html`, `${clean}/index.html`];
  return candidates.map((c) => path.join(buildDir, c)).find((c) => fs.existsSync(c)) ?? null;
}

/** Gzipped bytes of the JS and CSS a first visit of the page downloads (HTML-referenced assets). */
function firstVisitBytes(urlPath) {
  const file = htmlFor(urlPath);
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
  return {html: zlib.gzipSync(html).length, js: gz(js), css: gz(css), files: js.size + css.size};
}

function pickPages() {
  const pages = {home: '/', docs: '/docs/concepts/channel', blog: null};
  if (!htmlFor(pages.docs)) pages.docs = '/docs';
  const blogDir = path.join(buildDir, 'blog');
  if (fs.existsSync(blogDir)) {
    const post = fs
      .readdirSync(blogDir)
      .filter((name) => name.endsWith('.html') && !['tags.html', 'authors.html', 'archive.html'].includes(name))
      .sort()[0];
    if (post) pages.blog = `/blog/${post.replace(/\.html$/, '')}`;
  }
  return pages;
}

async function waitFor(url, timeoutMs = 20000) {
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

function lighthouse(url, chrome) {
  const out = path.join(root, 'bench', `lighthouse-${Buffer.from(url).toString('base64url').slice(-24)}.json`);
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    {env: {...process.env, CHROME_PATH: chrome}, encoding: 'utf8'},
  );
  if (result.status !== 0 || !fs.existsSync(out)) return {error: (result.stderr || '').split('\n').slice(-3).join(' ')};
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
  };
}

/** Local search figures from scripts/bench-search.mjs: index sizes, and with a server the dialog timings. */
function searchBench(url) {
  const script = path.join(root, 'scripts/bench-search.mjs');
  if (!fs.existsSync(script) || args.has('--no-search')) return null;
  const run = spawnSync('node', [script, ...(url ? [url] : [])], {cwd: root, encoding: 'utf8'});
  return (run.stdout || run.stderr || '').trim();
}

fs.mkdirSync(path.join(root, 'bench'), {recursive: true});
if (!args.has('--skip-build')) {
  console.log('Building both locales…');
  const started = Date.now();
  const build = spawnSync('npx', ['docusaurus', 'build'], {cwd: root, stdio: ['ignore', 'ignore', 'inherit']});
  if (build.status !== 0) process.exit(build.status ?? 1);
  results.buildSeconds = Number(((Date.now() - started) / 1000).toFixed(1));
}
const htmlFiles = walk(buildDir).filter((f) => f.endsWith('.html'));
results.pagesBuilt = htmlFiles.length;
results.pagesPerLocale = {
  en: htmlFiles.filter(
    (f) => !path.relative(buildDir, f).startsWith(`de${path.sep}`) && path.relative(buildDir, f) !== 'de.html',
  ).length,
  de: htmlFiles.filter(
    (f) => path.relative(buildDir, f).startsWith(`de${path.sep}`) || path.relative(buildDir, f) === 'de.html',
  ).length,
};

const pages = pickPages();
results.pages = {};
for (const [name, urlPath] of Object.entries(pages)) {
  if (urlPath) results.pages[name] = {path: urlPath, ...firstVisitBytes(urlPath)};
}

const chrome = chromiumPath();
if (chrome && !args.has('--no-lighthouse')) {
  const port = 4390;
  const server = spawn(
    'node',
    [path.join(root, 'scripts/serve.mjs'), '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {stdio: 'ignore'},
  );
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    for (const [name, page] of Object.entries(results.pages)) {
      console.log(`Lighthouse (mobile): ${page.path}`);
      results.pages[name].lighthouse = lighthouse(`http://127.0.0.1:${port}${page.path}`, chrome);
    }
    results.search = searchBench(`http://127.0.0.1:${port}`);
  } finally {
    server.kill();
  }
} else {
  results.search = searchBench(null);
  results.lighthouse = chrome
    ? 'skipped (--no-lighthouse)'
    : 'skipped: no Chromium (set CHROME_PATH or install chromium)';
}

const kb = (bytes) => (bytes == null ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
const rows = [
  ['metric', 'value'],
  ['build wall time (en + de)', results.buildSeconds != null ? `${results.buildSeconds} s` : 'not rebuilt'],
  [
    'pages built (html files)',
    `${results.pagesBuilt} (en ${results.pagesPerLocale.en}, de ${results.pagesPerLocale.de})`,
  ],
];
for (const [name, page] of Object.entries(results.pages)) {
  rows.push([`${name} ${page.path}: JS gz / CSS gz / HTML gz`, `${kb(page.js)} / ${kb(page.css)} / ${kb(page.html)}`]);
  const lh = page.lighthouse;
  if (lh && !lh.error)
    rows.push([
      `${name}: Lighthouse perf / a11y / best / seo`,
      `${lh.performance} / ${lh.accessibility} / ${lh.bestPractices} / ${lh.seo}`,
    ]);
  else if (lh?.error) rows.push([`${name}: Lighthouse`, `failed: ${lh.error.slice(0, 60)}`]);
}
const width = Math.max(...rows.map((r) => r[0].length));
console.log(
  '\n' +
    rows
      .map(([a, b], i) => `${a.padEnd(width)}  ${b}${i === 0 ? `\n${'-'.repeat(width)}  ${'-'.repeat(30)}` : ''}`)
      .join('\n'),
);
if (results.search) console.log(`\nLocal search (scripts/bench-search.mjs):\n${results.search}`);
fs.writeFileSync(path.join(root, 'bench/latest.json'), JSON.stringify(results, null, 2) + '\n');
console.log('\nWrote bench/latest.json');
