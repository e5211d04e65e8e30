/**
 * The pure parts of `npm run bench -- --dev` (scripts/bench-dev.mjs loads this file through jiti;
 * tests/unit/bench-dev.test.ts imports it): the command line, the medians and ratios of the dev-server figures and
 * the printed report. Nothing here touches the disk, a process or a network.
 */
import {median, ratio} from './bench-lib';

export {CONTROL_DOCS_PAGE} from './bench-lib';

export const DEV_USAGE = `Usage: npm run bench -- --dev [--starts N] [--edits N] [--cold-cache] [--no-warm-up] [--no-control] [--help]

Measures the dev server (\`docusaurus start\`, what \`npm start\` runs) of this site and of the stock Docusaurus
control site (the one the build bench generates: as many docs pages and posts, the same future flags), in turn, in
the same run, and prints both and their ratio; writes bench/latest-dev.json.

For each start, the site's .docusaurus folder is deleted first (a fresh clone has none). A start is over when the
first docs page is served: its HTML answers 200 and, opened in headless Chromium, the page shows its article heading
(the browser has loaded every script the page needs). Then a docs page's Markdown is edited --edits times (a new
paragraph each time) and each edit is timed until the open page shows the new text (hot reload); the median counts.

  --starts N    cold starts of each site, ours and the control in turn; medians are compared (default 2)
  --edits N     edits of the docs page after each start (default 3; 0 for none)
  --cold-cache  also delete node_modules/.cache before each start (the bundler's persistent cache: a fresh clone).
                By default it is kept, as on a maintainer's machine that has started the site before, and one
                unmeasured start of each site comes first to fill it
  --no-warm-up  leave out those unmeasured starts (when the cache is known to be warm for both sites)
  --no-control  measure this site only
  --help        print this text and exit

Ports: each server gets a free port from the system (never one another server is using).`;

export interface DevBenchOptions {
  /** Cold starts of each site, taken in turn (ours, control, ours...). */
  starts: number;
  /** Edits of the docs page after each start. */
  edits: number;
  /** Delete node_modules/.cache before each start too. */
  coldCache: boolean;
  /** Without --cold-cache: one unmeasured start of each site first. */
  warmUp: boolean;
  control: boolean;
  help: boolean;
}

/** Whether the command line asks for the dev-server bench. */
export function isDevBench(argv: readonly string[]): boolean {
  return argv.includes('--dev');
}

/** Parses the command line of the dev bench (`--dev` itself included). Throws a readable Error on a bad one. */
export function parseDevBenchArgs(argv: readonly string[]): DevBenchOptions {
  const options: DevBenchOptions = {starts: 2, edits: 3, coldCache: false, warmUp: true, control: true, help: false};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const count = (min: number, max: number): number => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new Error(`${flag} needs a value`);
      const n = Number(v);
      if (!/^\d+$/.test(v) || n < min || n > max)
        throw new Error(`Invalid ${flag}: ${v} (a whole number from ${min} to ${max})`);
      return n;
    };
    switch (flag) {
      case '--dev':
        break;
      case '--help':
      case '-h':
        options.help = true;
        break;
      case '--starts':
        options.starts = count(1, 10);
        break;
      case '--edits':
        options.edits = count(0, 20);
        break;
      case '--cold-cache':
        options.coldCache = true;
        break;
      case '--no-control':
        options.control = false;
        break;
      case '--no-warm-up':
        options.warmUp = false;
        break;
      default:
        throw new Error(`Unknown option for --dev: ${arg}`);
    }
  }
  return options;
}

/**
 * The process group and CPU time (user + system of the process and of its children it has waited for, seconds) of one
 * process, from the text of its `/proc/<pid>/stat` (Linux): fields 5 (pgrp) and 14 to 17 (utime, stime, cutime,
 * cstime, in clock ticks), counted after the command name's closing parenthesis (the name may hold spaces and
 * parentheses). Null when the text is not such a line.
 */
export function processCpu(statText: string, ticksPerSecond: number): {pgrp: number; seconds: number} | null {
  const end = statText.lastIndexOf(')');
  if (end < 0 || !(ticksPerSecond > 0)) return null;
  // After ")": field 3 (state) onwards, so pgrp (5) is at 2 and utime..cstime (14-17) at 11-14.
  const fields = statText
    .slice(end + 1)
    .trim()
    .split(/\s+/);
  const numbers = [2, 11, 12, 13, 14].map((i) => Number(fields[i]));
  if (fields.length < 15 || !numbers.every(Number.isInteger)) return null;
  const [pgrp, ...ticks] = numbers as [number, number, number, number, number];
  return {pgrp, seconds: ticks.reduce((sum, t) => sum + t, 0) / ticksPerSecond};
}

/** The CPU seconds of every process of one group, from their stat lines (other groups' lines are left out). */
export function groupCpuSeconds(statTexts: readonly string[], pgrp: number, ticksPerSecond: number): number {
  let total = 0;
  for (const text of statTexts) {
    const cpu = processCpu(text, ticksPerSecond);
    if (cpu?.pgrp === pgrp) total += cpu.seconds;
  }
  return Math.round(total * 100) / 100;
}

/** One cold start of one site and the edits after it, in seconds (null: not reached). */
export interface DevRun {
  /** From spawning `docusaurus start` to the docs page's HTML answering 200. */
  htmlSeconds: number | null;
  /** From spawning `docusaurus start` to the docs page showing its heading in the browser. */
  pageSeconds: number | null;
  /**
   * CPU seconds the dev server's processes had used when the page showed (all threads; null where the host does not
   * tell): the figure a busy machine moves least.
   */
  pageCpuSeconds?: number | null;
  /** Each edit: from writing the Markdown file to the open page showing the new text. */
  editSeconds: Array<number | null>;
}

export interface DevSide {
  runs: DevRun[];
  /** Median over the starts. */
  htmlSeconds: number | null;
  pageSeconds: number | null;
  pageCpuSeconds: number | null;
  /** Median over every edit of every start. */
  editSeconds: number | null;
}

export interface DevComparison {
  ours: DevSide;
  stock: DevSide | null;
  /** ours / stock of the median first-page times (the figure the dev server is held to). */
  startRatio: number | null;
  htmlRatio: number | null;
  /** ours / stock of the median CPU seconds until the first page showed. */
  cpuRatio: number | null;
  editRatio: number | null;
}

const round = (n: number | null, digits: number): number | null => {
  if (n == null) return null;
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

export function devSide(runs: readonly DevRun[]): DevSide {
  return {
    runs: [...runs],
    htmlSeconds: round(median(runs.map((r) => r.htmlSeconds)), 1),
    pageSeconds: round(median(runs.map((r) => r.pageSeconds)), 1),
    pageCpuSeconds: round(median(runs.map((r) => r.pageCpuSeconds)), 1),
    editSeconds: round(median(runs.flatMap((r) => r.editSeconds)), 2),
  };
}

export function compareDev(ours: readonly DevRun[], stock: readonly DevRun[] | null): DevComparison {
  const o = devSide(ours);
  const s = stock ? devSide(stock) : null;
  return {
    ours: o,
    stock: s,
    startRatio: ratio(o.pageSeconds, s?.pageSeconds),
    htmlRatio: ratio(o.htmlSeconds, s?.htmlSeconds),
    cpuRatio: ratio(o.pageCpuSeconds, s?.pageCpuSeconds),
    editRatio: ratio(o.editSeconds, s?.editSeconds),
  };
}

/** The report's lines: each site's starts and edits, then the medians side by side with their ratios. */
export function formatDev(dev: DevComparison): string[] {
  const s = (n: number | null, digits = 1) => (n == null ? '–' : `${n.toFixed(digits)} s`);
  const x = (r: number | null) => (r == null ? '–' : `${r.toFixed(2)}x`);
  const cpu = (n: number | null) => (n == null ? '–' : `${n.toFixed(1)} CPU-s`);
  const lines: string[] = [];
  const sides: Array<[string, DevSide | null]> = [
    ['ours', dev.ours],
    ['stock', dev.stock],
  ];
  for (const [label, side] of sides) {
    if (!side) continue;
    side.runs.forEach((run, i) =>
      lines.push(
        `Start ${i + 1}, ${label.padEnd(5)}: first docs page shown ${s(run.pageSeconds)} (HTML 200 after ${s(run.htmlSeconds)}` +
          `${run.pageCpuSeconds == null ? '' : `; ${run.pageCpuSeconds.toFixed(1)} CPU-s`}); ` +
          `edits shown after ${run.editSeconds.map((e) => s(e, 2)).join(', ') || '–'}`,
      ),
    );
  }
  const rows: string[][] = [
    ['', 'ours', 'stock', 'ratio'],
    [
      'cold start to first docs page shown',
      s(dev.ours.pageSeconds),
      s(dev.stock?.pageSeconds ?? null),
      x(dev.startRatio),
    ],
    ['cold start to its HTML (200)', s(dev.ours.htmlSeconds), s(dev.stock?.htmlSeconds ?? null), x(dev.htmlRatio)],
    [
      'CPU time of the server until the page showed',
      cpu(dev.ours.pageCpuSeconds),
      cpu(dev.stock?.pageCpuSeconds ?? null),
      x(dev.cpuRatio),
    ],
    [
      'edited page shown again (median)',
      s(dev.ours.editSeconds, 2),
      s(dev.stock?.editSeconds ?? null, 2),
      x(dev.editRatio),
    ],
  ];
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  lines.push('');
  for (const row of rows)
    lines.push(
      row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!))).join('  '),
    );
  return lines;
}

/** The paragraph the bench appends to the edited Markdown page: a text no page has, so its appearance is the edit's. */
export function editMarker(start: number, edit: number, nonce: string): string {
  return `Dev bench edit ${start}.${edit} ${nonce}`;
}

/** The Markdown with the marker paragraph appended (the original text stays as it was, to restore it after). */
export function withEdit(markdown: string, marker: string): string {
  return `${markdown.replace(/\s*$/, '')}\n\n${marker}\n`;
}
