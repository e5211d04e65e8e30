/**
 * The pure parts of `npm run bench` (scripts/bench.mjs loads this file through jiti; tests/unit/bench.test.ts
 * imports it): the command line, medians and ratios, the summary of one Lighthouse report, the printed table and
 * the generated content of the stock Docusaurus control site. Nothing here touches the disk, a process or a network.
 */

export const USAGE = `Usage: npm run bench -- [--runs N] [--build-runs N] [--skip-build] [--no-lighthouse] [--pages a,b] [--no-control] [--parser-runs N] [--help]
       npm run bench -- --dev [options]   (the dev server instead: npm run bench -- --dev --help)

Builds this site and a stock Docusaurus 3.10 classic control site (generated content of the same size, in a
temporary folder), both cold and in turn, --build-runs times; serves both the same way and runs Lighthouse (mobile,
simulated throttling) on the matching page types of both, each measurement --runs times; prints the medians side by
side and writes bench/latest.json.

  --runs N         Lighthouse runs per page and site; the median is reported (default 3)
  --build-runs N   cold builds of each site, ours and the control in turn; the medians are compared (default 3).
                   Cold: each build starts without .docusaurus and node_modules/.cache (the bundler's persistent
                   cache, the share cards), so the bench clears them
  --skip-build     measure the existing build/ (and a control build from an earlier run, when there is one)
  --no-lighthouse  no Lighthouse runs (the parser is still timed unless --parser-runs 0)
  --pages a,b      only these page types: ${'{PAGES}'}
  --no-control     measure this site only
  --parser-runs N  times the playground's parser loads on a throttled phone; the median is reported (default 3;
                   0 leaves it out)
  --help           print this text and exit

Measure on a quiet machine: Lighthouse's simulated throttling still depends on the CPU it runs on.`;

/** The page types measured, in table order: where each lives on our site and on the control site. */
export interface PageType {
  key: string;
  label: string;
  /** Our path; `null` when it is found at run time (the blog post). */
  ours: string | null;
  /** The control site's page of the same type, or `null` when a stock site has none. */
  stock: string | null;
}

export const CONTROL_DOCS_PAGE = '/docs/section-1/page-1';
export const CONTROL_TABLE_PAGE = '/docs/reference/long-table';
export const CONTROL_POST = '/blog/post-1';

export const PAGE_TYPES: readonly PageType[] = [
  {key: 'home', label: 'home', ours: '/', stock: '/'},
  {key: 'docs', label: 'docs page (diagram)', ours: '/docs/concepts/channel', stock: CONTROL_DOCS_PAGE},
  {key: 'post', label: 'blog post', ours: null, stock: CONTROL_POST},
  {key: 'blog', label: 'blog listing', ours: '/blog', stock: '/blog'},
  {
    key: 'spec-3.0.0',
    label: 'spec v3.0.0 (long table)',
    ours: '/docs/reference/specification/v3.0.0',
    stock: CONTROL_TABLE_PAGE,
  },
  {
    key: 'spec-3.1.0',
    label: 'spec v3.1.0 (long table)',
    ours: '/docs/reference/specification/v3.1.0',
    stock: CONTROL_TABLE_PAGE,
  },
  {key: 'explorer', label: 'spec v3.0.0 explorer', ours: '/docs/reference/specification/v3.0.0-explorer', stock: null},
  {key: 'tools', label: 'tools', ours: '/tools', stock: null},
  {key: 'dashboard', label: 'community dashboard', ours: '/community/dashboard', stock: null},
];

export interface BenchOptions {
  runs: number;
  /** Cold builds of each site, taken in turn (ours, control, ours...). */
  buildRuns: number;
  skipBuild: boolean;
  lighthouse: boolean;
  control: boolean;
  /** Page type keys to measure, in table order. */
  pages: string[];
  /** Measurements of the playground's parser on a throttled phone (scripts/bench-parser.mjs); 0 for none. */
  parserRuns: number;
  help: boolean;
}

/** Parses the command line. Throws an Error with a readable message on an unknown option or a bad value. */
export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = {
    runs: 3,
    buildRuns: 3,
    skipBuild: false,
    lighthouse: true,
    control: true,
    pages: PAGE_TYPES.map((p) => p.key),
    parserRuns: 3,
    help: false,
  };
  const known = new Set(PAGE_TYPES.map((p) => p.key));
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--help':
      case '-h':
        options.help = true;
        break;
      case '--skip-build':
        options.skipBuild = true;
        break;
      case '--no-lighthouse':
        options.lighthouse = false;
        break;
      case '--no-control':
        options.control = false;
        break;
      case '--runs': {
        const v = value();
        const n = Number(v);
        if (!/^\d+$/.test(v) || n < 1 || n > 50) throw new Error(`Invalid --runs: ${v} (a whole number from 1 to 50)`);
        options.runs = n;
        break;
      }
      case '--parser-runs': {
        const v = value();
        const n = Number(v);
        if (!/^\d+$/.test(v) || n > 20) throw new Error(`Invalid --parser-runs: ${v} (a whole number from 0 to 20)`);
        options.parserRuns = n;
        break;
      }
      case '--build-runs': {
        const v = value();
        const n = Number(v);
        if (!/^\d+$/.test(v) || n < 1 || n > 10)
          throw new Error(`Invalid --build-runs: ${v} (a whole number from 1 to 10)`);
        options.buildRuns = n;
        break;
      }
      case '--pages': {
        const wanted = value()
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        const unknown = wanted.filter((w) => !known.has(w));
        if (unknown.length > 0 || wanted.length === 0) {
          throw new Error(
            `Unknown page type in --pages: ${unknown.join(', ') || '(none given)'} (known: ${[...known].join(', ')})`,
          );
        }
        options.pages = PAGE_TYPES.map((p) => p.key).filter((k) => wanted.includes(k));
        break;
      }
      default:
        throw new Error(`Unknown option: ${arg}`);
    }
  }
  return options;
}

export function usage(): string {
  return USAGE.replace('{PAGES}', PAGE_TYPES.map((p) => p.key).join(', '));
}

/** The page whose playground the bench times: the interactive Streetlights tutorial, below the first screen on a phone. */
export const PLAYGROUND_PATH = '/docs/tutorials/streetlights-interactive';

/** One load of the playground's parser on a throttled phone (scripts/bench-parser.mjs), or why it failed. */
export interface ParserRun {
  /** Milliseconds from the start of the navigation to the playground's first checked document. */
  readyMs?: number;
  /** Milliseconds from the playground being on screen to the same moment. */
  fromScrollMs?: number;
  /** Bytes the network delivered until then (headers and bodies as sent), and in how many requests. */
  bytes?: number;
  requests?: number;
  /** The parser's file: bytes as sent, milliseconds its download took, when it started (from the navigation). */
  parserBytes?: number | null;
  parserDownloadMs?: number | null;
  parserStartMs?: number | null;
  error?: string;
}

export interface ParserSummary {
  runs: number;
  failed: number;
  readyMs: number | null;
  fromScrollMs: number | null;
  bytes: number | null;
  requests: number | null;
  parserBytes: number | null;
  parserDownloadMs: number | null;
  parserStartMs: number | null;
}

/** The medians of the runs that succeeded, field by field. */
export function summarizeParserRuns(runs: readonly ParserRun[]): ParserSummary {
  const good = runs.filter((run) => !run.error);
  const med = (field: keyof Omit<ParserRun, 'error'>) => median(good.map((run) => run[field]));
  return {
    runs: runs.length,
    failed: runs.length - good.length,
    readyMs: med('readyMs'),
    fromScrollMs: med('fromScrollMs'),
    bytes: med('bytes'),
    requests: med('requests'),
    parserBytes: med('parserBytes'),
    parserDownloadMs: med('parserDownloadMs'),
    parserStartMs: med('parserStartMs'),
  };
}

/** The report's lines for the parser measurement (sizes in KB of 1,024 bytes, times in seconds). */
export function formatParserSummary(summary: ParserSummary, profile: string, page: string): string[] {
  const kb = (bytes: number | null) => (bytes == null ? '–' : `${Math.round(bytes / 1024)} KB`);
  const s = (ms: number | null) => (ms == null ? '–' : `${(ms / 1000).toFixed(1)} s`);
  const measured = summary.runs - summary.failed;
  return [
    `The playground's parser on a slow phone (${page}), median of ${measured} run(s)${summary.failed ? `, ${summary.failed} failed` : ''}:`,
    `  ${profile}`,
    `  document checked ${s(summary.readyMs)} after the navigation started, ${s(summary.fromScrollMs)} after the playground was on screen`,
    `  transferred until then: ${kb(summary.bytes)} in ${summary.requests ?? '–'} requests, the parser's file ${kb(summary.parserBytes)} (downloaded in ${s(summary.parserDownloadMs)}, from ${s(summary.parserStartMs)})`,
  ];
}

/** The median of the numbers given (nulls and NaN left out), or null when there are none. */
export function median(values: ReadonlyArray<number | null | undefined>): number | null {
  const nums = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (nums.length === 0) return null;
  const mid = Math.floor(nums.length / 2);
  return nums.length % 2 === 1 ? nums[mid]! : (nums[mid - 1]! + nums[mid]!) / 2;
}

/** ours / stock to two decimals, or null when either is missing or stock is 0. */
export function ratio(ours: number | null | undefined, stock: number | null | undefined): number | null {
  if (ours == null || stock == null || stock === 0) return null;
  return Math.round((ours / stock) * 100) / 100;
}

/**
 * The CPU time (user + system, seconds) of the children a process has waited for, from the text of its
 * `/proc/self/stat` (Linux): fields 16 and 17, cutime and cstime, in clock ticks. The command name (field 2) may hold
 * spaces and parentheses, so the fields are counted from its closing parenthesis. Null when the text is not such a
 * line.
 */
export function childCpuSeconds(statText: string, ticksPerSecond: number): number | null {
  const end = statText.lastIndexOf(')');
  if (end < 0 || !(ticksPerSecond > 0)) return null;
  // After ")": field 3 (state) onwards, so cutime (16) and cstime (17) are at 13 and 14.
  const fields = statText
    .slice(end + 1)
    .trim()
    .split(/\s+/);
  const cutime = Number(fields[13]);
  const cstime = Number(fields[14]);
  if (fields.length < 15 || !Number.isInteger(cutime) || !Number.isInteger(cstime)) return null;
  return (cutime + cstime) / ticksPerSecond;
}

/** One timed build: wall-clock seconds and, where the host tells, CPU seconds (user + system, all threads). */
export interface BuildRun {
  seconds: number;
  cpuSeconds: number | null;
  /** Seconds of each phase of each locale (`en Bundling with rspack`), from Docusaurus's perf log; none if absent. */
  phases?: Record<string, number>;
}

/**
 * The phases of each locale's build from what `docusaurus build` prints with DOCUSAURUS_PERF_LOGGER=true: the lines
 * one level under a locale (`[PERF] Build > en > SSG - 2.80 seconds! - (Heap …)`), in seconds. Deeper lines (a
 * plugin's part of a phase, each SSG task) are left out; a phase logged twice for a locale adds up.
 */
export function parsePerfPhases(log: string): Record<string, number> {
  const phases: Record<string, number> = {};
  const line = /^\[PERF\] Build > ([^>\s]+) > ([^>]+?) - ([\d.]+) (ms|seconds)\b/;
  for (const text of log.split('\n')) {
    const match = line.exec(text.trim());
    if (!match) continue;
    const [, locale, phase, amount, unit] = match;
    const seconds = Number(amount) / (unit === 'ms' ? 1000 : 1);
    const key = `${locale} ${phase!.replace(/\(\)$/, '')}`;
    phases[key] = (phases[key] ?? 0) + seconds;
  }
  return phases;
}

/** The builds of both sites: every run, the medians and ours / stock of the medians. */
export interface BuildComparison {
  ours: {runs: BuildRun[]; seconds: number | null; cpuSeconds: number | null};
  stock: {runs: BuildRun[]; seconds: number | null; cpuSeconds: number | null} | null;
  /** ours / stock of the median wall-clock times. */
  ratio: number | null;
  /** ours / stock of the median CPU times: the part of the comparison a busy host moves least. */
  cpuRatio: number | null;
  /** The median seconds of each build phase, in the order ours logged them (then any only the control has). */
  phases: Array<{phase: string; ours: number | null; stock: number | null}>;
}

const oneDecimal = (n: number | null) => (n == null ? null : Math.round(n * 10) / 10);

export function compareBuilds(ours: readonly BuildRun[], stock: readonly BuildRun[] | null): BuildComparison {
  const side = (runs: readonly BuildRun[]) => ({
    runs: [...runs],
    seconds: oneDecimal(median(runs.map((r) => r.seconds))),
    cpuSeconds: oneDecimal(median(runs.map((r) => r.cpuSeconds))),
  });
  const o = side(ours);
  const s = stock ? side(stock) : null;
  const names = [...new Set([...ours, ...(stock ?? [])].flatMap((run) => Object.keys(run.phases ?? {})))];
  const phaseMedian = (runs: readonly BuildRun[] | null, name: string) =>
    runs ? oneDecimal(median(runs.map((run) => run.phases?.[name]))) : null;
  return {
    ours: o,
    stock: s,
    ratio: ratio(o.seconds, s?.seconds),
    cpuRatio: ratio(o.cpuSeconds, s?.cpuSeconds),
    phases: names.map((phase) => ({phase, ours: phaseMedian(ours, phase), stock: phaseMedian(stock, phase)})),
  };
}

/** The build lines of the report: each run, then the medians and their ratio. */
export function formatBuilds(builds: BuildComparison): string[] {
  const run = (r: BuildRun) =>
    `${r.seconds.toFixed(1)} s${r.cpuSeconds == null ? '' : ` (${r.cpuSeconds.toFixed(1)} CPU-s)`}`;
  const median = (b: {seconds: number | null; cpuSeconds: number | null}) =>
    `median ${b.seconds ?? '–'} s${b.cpuSeconds == null ? '' : `, ${b.cpuSeconds} CPU-s`}`;
  const lines: string[] = [];
  if (builds.ours.runs.length > 0)
    lines.push(`Cold builds, ours:  ${builds.ours.runs.map(run).join(', ')}; ${median(builds.ours)}`);
  if (builds.stock && builds.stock.runs.length > 0)
    lines.push(`Cold builds, stock: ${builds.stock.runs.map(run).join(', ')}; ${median(builds.stock)}`);
  if (builds.ratio != null)
    lines.push(
      `Build time ratio (ours / stock, medians): ${builds.ratio.toFixed(2)}x` +
        (builds.cpuRatio != null ? `; CPU time ratio ${builds.cpuRatio.toFixed(2)}x` : ''),
    );
  // Where the difference is: the phases of both builds side by side (phases under 0.1 s in both are left out).
  const shown = builds.phases.filter(({ours, stock}) => Math.max(ours ?? 0, stock ?? 0) >= 0.1);
  if (shown.length > 0) {
    const cell = (n: number | null) => (n == null ? '–' : n.toFixed(1));
    const width = Math.max(...shown.map(({phase}) => phase.length));
    lines.push(`Build phases, median seconds (Docusaurus's perf log):`);
    lines.push(`  ${'phase'.padEnd(width)}   ours  stock`);
    for (const {phase, ours, stock} of shown)
      lines.push(`  ${phase.padEnd(width)}  ${cell(ours).padStart(5)}  ${cell(stock).padStart(5)}`);
  }
  return lines;
}

/** What one Lighthouse run gives, and the median of several runs (same shape). */
export interface PageSummary {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** Total blocking time, ms. */
  tbt: number | null;
  /** Largest contentful paint, ms. */
  lcp: number | null;
  cls: number | null;
  /** Every byte the page load transferred (Lighthouse total-byte-weight). */
  totalBytes: number | null;
  /** Script and stylesheet requests of the load, gzipped (see firstVisitAssets). */
  jsGzip: number | null;
  cssGzip: number | null;
  /**
   * Lighthouse's measure of the host CPU (environment.benchmarkIndex). Simulated throttling slows the page's main
   * thread 4x relative to this host; Lighthouse warns that scores suffer when it is below 1000.
   */
  benchmarkIndex: number | null;
}

export const SUMMARY_FIELDS: ReadonlyArray<keyof PageSummary> = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'tbt',
  'lcp',
  'cls',
  'totalBytes',
  'jsGzip',
  'cssGzip',
  'benchmarkIndex',
];

/** The parts of a Lighthouse JSON report (LHR) read here. */
export interface LighthouseReport {
  categories?: Record<string, {score: number | null} | undefined>;
  audits?: Record<string, {numericValue?: number; details?: {items?: unknown[]}} | undefined>;
  environment?: {benchmarkIndex?: number};
}

export interface NetworkAsset {
  url: string;
  type: 'script' | 'stylesheet';
  /** Bytes on the wire, as Lighthouse recorded them. */
  transferSize: number;
}

/**
 * The scripts and stylesheets the page loaded during Lighthouse's page load (which lasts until the network and the
 * main thread are quiet, so lazy chunks fetched on hydration are in), from the network-requests audit: everything
 * the first visit pays for before it is interactive, not only what the HTML names.
 */
export function firstVisitAssets(report: LighthouseReport): NetworkAsset[] {
  const items = report.audits?.['network-requests']?.details?.items ?? [];
  const assets: NetworkAsset[] = [];
  for (const raw of items) {
    const item = raw as {url?: unknown; resourceType?: unknown; transferSize?: unknown; statusCode?: unknown};
    if (typeof item.url !== 'string') continue;
    const type = item.resourceType === 'Script' ? 'script' : item.resourceType === 'Stylesheet' ? 'stylesheet' : null;
    if (!type) continue;
    if (typeof item.statusCode === 'number' && item.statusCode >= 400) continue;
    assets.push({url: item.url, type, transferSize: typeof item.transferSize === 'number' ? item.transferSize : 0});
  }
  return assets;
}

/**
 * One run's figures. `gzipSize(asset)` gives the gzipped size of an asset (the bench gzips the built file, since the
 * built file gives the same figure whatever the server sends); it defaults to transferSize.
 */
export function summarizeReport(
  report: LighthouseReport,
  gzipSize: (asset: NetworkAsset) => number = (a) => a.transferSize,
): PageSummary {
  const score = (id: string): number | null => {
    const s = report.categories?.[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  const numeric = (id: string): number | null => {
    const v = report.audits?.[id]?.numericValue;
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  };
  const assets = firstVisitAssets(report);
  const sum = (type: NetworkAsset['type']): number =>
    assets.filter((a) => a.type === type).reduce((total, a) => total + gzipSize(a), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbt: numeric('total-blocking-time'),
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    totalBytes: numeric('total-byte-weight'),
    jsGzip: assets.length ? sum('script') : null,
    cssGzip: assets.length ? sum('stylesheet') : null,
    benchmarkIndex: typeof report.environment?.benchmarkIndex === 'number' ? report.environment.benchmarkIndex : null,
  };
}

/** Field by field median of several runs. */
export function medianSummary(runs: readonly PageSummary[]): PageSummary {
  const out = {} as PageSummary;
  for (const field of SUMMARY_FIELDS) out[field] = median(runs.map((r) => r[field]));
  return out;
}

/** One row of the side-by-side table. */
export interface ComparisonRow {
  label: string;
  ours: PageSummary | null;
  stock: PageSummary | null;
}

const kb = (bytes: number | null): string => (bytes == null ? '–' : `${(bytes / 1024).toFixed(0)} KB`);
const ms = (v: number | null): string => (v == null ? '–' : `${Math.round(v)} ms`);
const num = (v: number | null): string => (v == null ? '–' : String(Math.round(v)));
const cls = (v: number | null): string => (v == null ? '–' : v.toFixed(3));
const x = (r: number | null): string => (r == null ? '–' : `${r.toFixed(2)}x`);

/** The columns of the printed and the README table. */
export const TABLE_HEADER = [
  'page type',
  'perf ours',
  'perf stock',
  'perf ratio',
  'TBT ours',
  'TBT stock',
  'TBT ratio',
  'bytes ours',
  'bytes stock',
  'bytes ratio',
  'LCP ours',
  'CLS ours',
  'a11y/bp/seo ours',
  'JS+CSS gz ours',
  'JS+CSS gz stock',
];

/** The cells of the side-by-side table (one array per row, header first). */
export function comparisonCells(rows: readonly ComparisonRow[]): string[][] {
  const cells = [TABLE_HEADER];
  for (const {label, ours, stock} of rows) {
    const o = ours;
    const s = stock;
    const jsCss = (p: PageSummary | null): number | null =>
      p && (p.jsGzip != null || p.cssGzip != null) ? (p.jsGzip ?? 0) + (p.cssGzip ?? 0) : null;
    cells.push([
      label,
      num(o?.performance ?? null),
      num(s?.performance ?? null),
      x(ratio(o?.performance, s?.performance)),
      ms(o?.tbt ?? null),
      ms(s?.tbt ?? null),
      x(ratio(o?.tbt, s?.tbt)),
      kb(o?.totalBytes ?? null),
      kb(s?.totalBytes ?? null),
      x(ratio(o?.totalBytes, s?.totalBytes)),
      ms(o?.lcp ?? null),
      cls(o?.cls ?? null),
      o ? `${num(o.accessibility)}/${num(o.bestPractices)}/${num(o.seo)}` : '–',
      kb(jsCss(o)),
      kb(jsCss(s)),
    ]);
  }
  return cells;
}

/** Plain text, columns padded, for the terminal. */
export function formatTable(cells: readonly string[][]): string {
  const widths = cells[0]!.map((_, col) => Math.max(...cells.map((row) => (row[col] ?? '').length)));
  const line = (row: readonly string[]): string =>
    row
      .map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!)))
      .join('  ')
      .trimEnd();
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

/** A Markdown table (for the README's Performance section). */
export function formatMarkdownTable(cells: readonly string[][]): string {
  const row = (r: readonly string[]): string => `| ${r.join(' | ')} |`;
  return [row(cells[0]!), row(cells[0]!.map((_, i) => (i === 0 ? '---' : '---:'))), ...cells.slice(1).map(row)].join(
    '\n',
  );
}

/** How big the control site is: measured from ours (scripts/bench.mjs). */
export interface ControlSize {
  docs: number;
  posts: number;
  /** Headings and table rows of the long generated page (our v3.0.0 specification page). */
  tableHeadings: number;
  tableRows: number;
  /** Average characters of a docs page's and of a post's Markdown. */
  docChars: number;
  postChars: number;
}

const WORDS = (
  'message channel server operation schema payload header binding broker topic queue event stream producer consumer ' +
  'document field object reference protocol version security subscribe publish reply address parameter example value ' +
  'describes the a of to and in is for with each that this can be are an as on or from by which when application'
).split(' ');

/** A small deterministic generator (mulberry32), so the control site is the same from run to run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sentence(rand: () => number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(WORDS[Math.floor(rand() * WORDS.length)]!);
  const text = out.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

/** Markdown prose of about `chars` characters: headings every few paragraphs, one code block. */
function prose(rand: () => number, chars: number): string {
  const parts: string[] = [];
  let length = 0;
  let paragraph = 0;
  while (length < chars) {
    if (paragraph % 4 === 0) parts.push(`## ${sentence(rand, 3).slice(0, -1)}`);
    if (paragraph === 2) parts.push('```yaml\nasyncapi: 3.0.0\ninfo:\n  title: Example\n  version: 1.0.0\n```');
    const p = Array.from({length: 4}, () => sentence(rand, 8 + Math.floor(rand() * 10))).join(' ');
    parts.push(p);
    length += p.length;
    paragraph++;
  }
  return parts.join('\n\n');
}

/** The files of the control site, path (relative to its folder) to content. */
export function generateControlSite(size: ControlSize): Record<string, string> {
  const rand = random(15);
  const files: Record<string, string> = {};
  files['package.json'] = JSON.stringify({name: 'bench-control', private: true, version: '0.0.0'}, null, 2) + '\n';
  files['docusaurus.config.js'] =
    `// A stock Docusaurus classic site (generated by scripts/bench.mjs): the preset's docs and blog, no plugins.
// The same future flags, trailingSlash and locales as the site it is compared with, so both builds use the same
// toolchain and build as many pages.
module.exports = {
  title: 'Control site',
  tagline: 'Stock Docusaurus',
  url: 'http://127.0.0.1',
  baseUrl: '/',
  trailingSlash: false,
  future: {v4: true, faster: true},
  onBrokenLinks: 'throw',
  i18n: {defaultLocale: 'en', locales: ['en', 'de']},
  presets: [['@docusaurus/preset-classic', {docs: {sidebarPath: './sidebars.js'}, blog: {showReadingTime: true, onUntruncatedBlogPosts: 'ignore'}}]],
  themeConfig: {
    navbar: {title: 'Control', items: [{type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs'}, {to: '/blog', label: 'Blog', position: 'left'}]},
    footer: {style: 'dark', copyright: 'Control site, built with Docusaurus.'},
  },
};
`;
  files['sidebars.js'] = "module.exports = {docs: [{type: 'autogenerated', dirName: '.'}]};\n";
  files['src/pages/index.js'] = `import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

const features = [
  {title: 'Easy to use', text: 'Docusaurus was designed from the ground up to be easily installed and used.'},
  {title: 'Focus on what matters', text: 'Docusaurus lets you focus on your docs, and it does the chores.'},
  {title: 'Powered by React', text: 'Extend or customize your website layout by reusing React.'},
];

export default function Home() {
  return (
    <Layout title="Home" description="A stock Docusaurus site">
      <header className="hero hero--primary">
        <div className="container">
          <Heading as="h1" className="hero__title">Control site</Heading>
          <p className="hero__subtitle">Stock Docusaurus</p>
          <Link className="button button--secondary button--lg" to="${CONTROL_DOCS_PAGE}">Read the docs</Link>
        </div>
      </header>
      <main>
        <section className="container margin-vert--lg">
          <div className="row">
            {features.map((f) => (
              <div key={f.title} className="col col--4">
                <Heading as="h2">{f.title}</Heading>
                <p>{f.text}</p>
              </div>
            ))}
          </div>
        </section>
      </main>
    </Layout>
  );
}
`;
  // Docs: ten to a folder (a category in the autogenerated sidebar); the long table page is one of them.
  const docs = Math.max(2, size.docs);
  for (let i = 1; i < docs; i++) {
    const section = Math.ceil(i / 10);
    files[`docs/section-${section}/page-${i}.md`] =
      `---\ntitle: Page ${i}\nsidebar_position: ${i}\n---\n\n${prose(rand, size.docChars)}\n`;
  }
  const headings = Math.max(1, size.tableHeadings);
  const rowsPer = Math.max(1, Math.round(size.tableRows / headings));
  const sections: string[] = [];
  for (let h = 1; h <= headings; h++) {
    const rows = Array.from(
      {length: rowsPer},
      (_, r) => `| <a id="field-${h}-${r}"></a>field${r} | \`string\` | ${sentence(rand, 10)} |`,
    );
    sections.push(
      `## Object ${h}\n\n${sentence(rand, 14)}\n\n| Field name | Type | Description |\n| --- | --- | --- |\n${rows.join('\n')}`,
    );
  }
  files['docs/reference/long-table.md'] = `---\ntitle: Long table\n---\n\n${sections.join('\n\n')}\n`;
  const posts = Math.max(1, size.posts);
  for (let i = 1; i <= posts; i++) {
    const day = new Date(Date.UTC(2020, 0, 1) + i * 86400000 * 7).toISOString().slice(0, 10);
    files[`blog/post-${i}/index.md`] =
      `---\ntitle: Post ${i}\nslug: post-${i}\ndate: ${day}\n---\n\n${sentence(rand, 20)}\n\n{/* truncate */}\n\n${prose(rand, size.postChars)}\n`;
  }
  return files;
}
