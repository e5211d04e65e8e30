/** @jest-environment node */
/**
 * The pure parts of `npm run bench -- --dev` (scripts/bench-dev-lib.ts): the command line, the CPU time read from
 * /proc, the medians and ratios of the two sites' starts and edits, and the printed report.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {
  DEV_USAGE,
  compareDev,
  editMarker,
  formatDev,
  groupCpuSeconds,
  isDevBench,
  parseDevBenchArgs,
  processCpu,
  withEdit,
  type DevRun,
} from '../../scripts/bench-dev-lib';

describe('parseDevBenchArgs', () => {
  it('defaults to 2 starts of each site with 3 edits each, the cache kept and warmed, with the control', () => {
    expect(parseDevBenchArgs(['--dev'])).toEqual({
      starts: 2,
      edits: 3,
      coldCache: false,
      warmUp: true,
      control: true,
      help: false,
    });
  });

  it('reads every option, also as --name=value', () => {
    expect(
      parseDevBenchArgs(['--dev', '--starts', '3', '--edits=0', '--cold-cache', '--no-warm-up', '--no-control']),
    ).toEqual({starts: 3, edits: 0, coldCache: true, warmUp: false, control: false, help: false});
  });

  it('refuses a bad count and an option of the build bench, with a readable message', () => {
    expect(() => parseDevBenchArgs(['--dev', '--starts', '0'])).toThrow(
      'Invalid --starts: 0 (a whole number from 1 to 10)',
    );
    expect(() => parseDevBenchArgs(['--dev', '--edits', 'x'])).toThrow('Invalid --edits: x');
    expect(() => parseDevBenchArgs(['--dev', '--starts'])).toThrow('--starts needs a value');
    expect(() => parseDevBenchArgs(['--dev', '--runs', '2'])).toThrow('Unknown option for --dev: --runs');
  });

  it('is chosen by --dev anywhere on the command line', () => {
    expect(isDevBench(['--starts', '1', '--dev'])).toBe(true);
    expect(isDevBench(['--runs', '1'])).toBe(false);
  });
});

describe('scripts/bench.mjs --dev', () => {
  const script = path.resolve(__dirname, '../../scripts/bench.mjs');

  it('--help prints the dev usage and exits without starting a server', () => {
    const run = spawnSync(process.execPath, [script, '--dev', '--help'], {encoding: 'utf8', timeout: 60_000});
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(DEV_USAGE);
  });

  it('an unknown option is an error with the dev usage, exit 2', () => {
    const run = spawnSync(process.execPath, [script, '--dev', '--nope'], {encoding: 'utf8', timeout: 60_000});
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Unknown option for --dev: --nope');
    expect(run.stderr).toContain('--cold-cache');
  });
});

describe('the CPU time of the dev server', () => {
  // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime ...
  const stat = (comm: string, pgrp: number, utime: number, stime: number, cutime = 0, cstime = 0) =>
    `4242 (${comm}) S 1 ${pgrp} ${pgrp} 0 -1 4194304 10 0 0 0 ${utime} ${stime} ${cutime} ${cstime} 20 0 8 0 100 0 0`;

  it("reads a process's group and its CPU seconds (own and waited-for children's), whatever its name holds", () => {
    expect(processCpu(stat('node', 77, 300, 50, 20, 30), 100)).toEqual({pgrp: 77, seconds: 4});
    expect(processCpu(stat('a) b (c', 5, 100, 0), 100)).toEqual({pgrp: 5, seconds: 1});
  });

  it('gives null for text that is not a stat line, or no clock rate', () => {
    expect(processCpu('nonsense', 100)).toBeNull();
    expect(processCpu('1 (x) S 1 2', 100)).toBeNull();
    expect(processCpu(stat('node', 1, 1, 1), 0)).toBeNull();
  });

  it('adds up the processes of one group only', () => {
    const lines = [stat('node', 9, 100, 100), stat('docusaurus', 9, 250, 50), stat('other', 10, 999, 999), 'junk'];
    expect(groupCpuSeconds(lines, 9, 100)).toBe(5);
    expect(groupCpuSeconds(lines, 11, 100)).toBe(0);
  });
});

describe('the comparison of the two dev servers', () => {
  const run = (page: number | null, html: number | null, edits: Array<number | null>, cpu?: number): DevRun => ({
    htmlSeconds: html,
    pageSeconds: page,
    pageCpuSeconds: cpu ?? null,
    editSeconds: edits,
  });

  it('takes the medians over the starts and over every edit of every start, and ours / stock of each', () => {
    const dev = compareDev(
      [run(14, 12, [1.2, 0.9, 1.0], 6), run(16, 13, [0.8, null, 1.1], 7)],
      [run(10, 9, [0.7, 0.8, 0.9], 4), run(12, 11, [0.6, 0.9, 1.0], 5)],
    );
    expect(dev.ours).toMatchObject({pageSeconds: 15, htmlSeconds: 12.5, pageCpuSeconds: 6.5, editSeconds: 1});
    expect(dev.stock).toMatchObject({pageSeconds: 11, htmlSeconds: 10, pageCpuSeconds: 4.5, editSeconds: 0.85});
    expect(dev.startRatio).toBe(1.36);
    expect(dev.htmlRatio).toBe(1.25);
    expect(dev.cpuRatio).toBe(1.44);
    expect(dev.editRatio).toBe(1.18);
  });

  it('leaves the ratios out without the control, and a start that never served its page out of the medians', () => {
    const dev = compareDev([run(null, null, []), run(20, 18, [2])], null);
    expect(dev.stock).toBeNull();
    expect(dev.ours.pageSeconds).toBe(20);
    expect([dev.startRatio, dev.htmlRatio, dev.cpuRatio, dev.editRatio]).toEqual([null, null, null, null]);
  });

  it('prints each start, then both sites and the ratio for the first page, its HTML, the CPU time and an edit', () => {
    const lines = formatDev(compareDev([run(15, 13, [1.2, 1.2], 6)], [run(10, 9, [0.6, 1], 4)]));
    expect(lines[0]).toBe(
      'Start 1, ours : first docs page shown 15.0 s (HTML 200 after 13.0 s; 6.0 CPU-s); edits shown after 1.20 s, 1.20 s',
    );
    expect(lines[1]).toContain('Start 1, stock: first docs page shown 10.0 s');
    const table = lines.slice(3);
    expect(table[0]!.trim().split(/\s+/)).toEqual(['ours', 'stock', 'ratio']);
    expect(table[1]).toMatch(/^cold start to first docs page shown\s+15\.0 s\s+10\.0 s\s+1\.50x$/);
    expect(table[3]).toMatch(/^CPU time of the server until the page showed\s+6\.0 CPU-s\s+4\.0 CPU-s\s+1\.50x$/);
    expect(table[4]).toMatch(/^edited page shown again \(median\)\s+1\.20 s\s+0\.80 s\s+1\.50x$/);
  });
});

describe('the edit of the docs page', () => {
  it('appends a paragraph no page has, and keeps the original text before it', () => {
    const marker = editMarker(2, 3, 'ab12');
    expect(marker).toBe('Dev bench edit 2.3 ab12');
    expect(withEdit('---\ntitle: X\n---\n\nText.\n\n', marker)).toBe(
      '---\ntitle: X\n---\n\nText.\n\nDev bench edit 2.3 ab12\n',
    );
  });
});
