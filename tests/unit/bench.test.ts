/** @jest-environment node */
/**
 * The pure parts of `npm run bench` (scripts/bench-lib.ts): the command line (--help must not start a bench),
 * medians of runs, the summary of a Lighthouse report, the side-by-side table and the control site's content.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {
  CONTROL_DOCS_PAGE,
  CONTROL_POST,
  CONTROL_TABLE_PAGE,
  PAGE_TYPES,
  PLAYGROUND_PATH,
  childCpuSeconds,
  compareBuilds,
  comparisonCells,
  formatBuilds,
  formatMarkdownTable,
  formatParserSummary,
  formatTable,
  generateControlSite,
  median,
  medianSummary,
  parseBenchArgs,
  parsePerfPhases,
  ratio,
  summarizeParserRuns,
  summarizeReport,
  usage,
  type LighthouseReport,
  type ParserRun,
  type PageSummary,
} from '../../scripts/bench-lib';

describe('parseBenchArgs', () => {
  it('defaults to 3 runs of every page type, with the control and a build', () => {
    expect(parseBenchArgs([])).toEqual({
      runs: 3,
      buildRuns: 3,
      skipBuild: false,
      lighthouse: true,
      control: true,
      pages: PAGE_TYPES.map((p) => p.key),
      parserRuns: 3,
      help: false,
    });
  });

  it('reads every option', () => {
    expect(
      parseBenchArgs([
        '--runs',
        '1',
        '--build-runs',
        '2',
        '--skip-build',
        '--no-lighthouse',
        '--no-control',
        '--pages',
        'post,home',
        '--parser-runs',
        '0',
      ]),
    ).toEqual({
      runs: 1,
      buildRuns: 2,
      skipBuild: true,
      lighthouse: false,
      control: false,
      pages: ['home', 'post'],
      parserRuns: 0,
      help: false,
    });
    expect(parseBenchArgs(['--runs=5', '--pages=docs']).runs).toBe(5);
  });

  it('--help asks for the usage only', () => {
    expect(parseBenchArgs(['--help']).help).toBe(true);
    expect(usage()).toMatch(/--runs N[\s\S]*--pages a,b[\s\S]*home, docs, post/);
  });

  it.each([
    [['--bogus'], /Unknown option: --bogus/],
    [['--runs'], /--runs needs a value/],
    [['--runs', '0'], /Invalid --runs: 0/],
    [['--runs', 'three'], /Invalid --runs: three/],
    [['--pages', 'home,nope'], /Unknown page type in --pages: nope/],
    [['--build-runs', '0'], /Invalid --build-runs: 0/],
    [['--build-runs', '11'], /Invalid --build-runs: 11 \(a whole number from 1 to 10\)/],
    [['--build-runs=1.5'], /Invalid --build-runs: 1.5/],
    [['--parser-runs', '21'], /Invalid --parser-runs: 21 \(a whole number from 0 to 20\)/],
    [['--parser-runs=-1'], /Invalid --parser-runs: -1/],
  ])('rejects %j with a clear message', (argv, message) => {
    expect(() => parseBenchArgs(argv)).toThrow(message);
  });
});

describe('scripts/bench.mjs', () => {
  const run = (args: string[]) =>
    spawnSync(process.execPath, [path.resolve(__dirname, '../../scripts/bench.mjs'), ...args], {
      encoding: 'utf8',
      timeout: 15000,
    });

  it('--help prints the usage and exits without building or measuring', () => {
    const result = run(['--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm run bench/);
    expect(result.stdout).not.toMatch(/Building/);
  });

  it('an unknown option is an error with the usage, exit 2', () => {
    const result = run(['--fast']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/Unknown option: --fast[\s\S]*Usage: npm run bench/);
  });
});

describe("the playground's parser on a slow phone", () => {
  const runs: ParserRun[] = [
    {
      readyMs: 9000,
      fromScrollMs: 7000,
      bytes: 700_000,
      requests: 40,
      parserBytes: 404_000,
      parserDownloadMs: 2500,
      parserStartMs: 6000,
    },
    {error: 'Timeout 300000ms exceeded.'},
    {
      readyMs: 11000,
      fromScrollMs: 8000,
      bytes: 720_000,
      requests: 42,
      parserBytes: 404_000,
      parserDownloadMs: 2700,
      parserStartMs: 7000,
    },
  ];

  it('takes the medians of the runs that succeeded', () => {
    expect(summarizeParserRuns(runs)).toEqual({
      runs: 3,
      failed: 1,
      readyMs: 10000,
      fromScrollMs: 7500,
      bytes: 710_000,
      requests: 41,
      parserBytes: 404_000,
      parserDownloadMs: 2600,
      parserStartMs: 6500,
    });
  });

  it('prints the profile, the times in seconds and the bytes in KB', () => {
    const lines = formatParserSummary(summarizeParserRuns(runs), 'Slow 4G', PLAYGROUND_PATH);
    expect(lines.join('\n')).toBe(
      [
        "The playground's parser on a slow phone (/docs/tutorials/streetlights-interactive), median of 2 run(s), 1 failed:",
        '  Slow 4G',
        '  document checked 10.0 s after the navigation started, 7.5 s after the playground was on screen',
        "  transferred until then: 693 KB in 41 requests, the parser's file 395 KB (downloaded in 2.6 s, from 6.5 s)",
      ].join('\n'),
    );
    expect(formatParserSummary(summarizeParserRuns([{error: 'x'}]), 'Slow 4G', '/p')[2]).toMatch(/checked – after/);
  });
});

describe('build times', () => {
  // A real /proc/self/stat line of a node process whose command name holds a space and a parenthesis; cutime 3456
  // and cstime 789 ticks (fields 16 and 17).
  const stat =
    '4242 (node (bench) x) S 4000 4242 4000 34816 4242 4194304 9000 120000 0 0 150 30 3456 789 20 0 11 0 ' +
    '1234567 1100000000 60000 18446744073709551615 1 1 0 0 0 0 0 16781312 17922 0 0 0 17 1 0 0 0 0 0';

  it('reads the CPU time of the waited-for children from /proc/self/stat, counting fields after the command name', () => {
    expect(childCpuSeconds(stat, 100)).toBeCloseTo(42.45, 5);
    expect(childCpuSeconds(stat, 1000)).toBeCloseTo(4.245, 5);
  });

  it('gives null for text that is not a stat line, and for no clock rate', () => {
    expect(childCpuSeconds('', 100)).toBeNull();
    expect(childCpuSeconds('12 (node) S 1 2 3', 100)).toBeNull();
    expect(childCpuSeconds(stat, 0)).toBeNull();
  });

  it('compares the medians of the cold builds, wall clock and CPU', () => {
    const builds = compareBuilds(
      [
        {seconds: 26.1, cpuSeconds: 44.0},
        {seconds: 30.4, cpuSeconds: 46.2},
        {seconds: 25.5, cpuSeconds: 43.1},
      ],
      [
        {seconds: 15.3, cpuSeconds: 24.6},
        {seconds: 16.9, cpuSeconds: 25.0},
        {seconds: 15.1, cpuSeconds: 24.2},
      ],
    );
    expect(builds.ours).toMatchObject({seconds: 26.1, cpuSeconds: 44});
    expect(builds.stock).toMatchObject({seconds: 15.3, cpuSeconds: 24.6});
    expect(builds.ratio).toBe(1.71);
    expect(builds.cpuRatio).toBe(1.79);
    const lines = formatBuilds(builds);
    expect(lines[0]).toBe(
      'Cold builds, ours:  26.1 s (44.0 CPU-s), 30.4 s (46.2 CPU-s), 25.5 s (43.1 CPU-s); median 26.1 s, 44 CPU-s',
    );
    expect(lines[1]).toMatch(/^Cold builds, stock: 15\.3 s \(24\.6 CPU-s\), .*; median 15\.3 s, 24\.6 CPU-s$/);
    expect(lines[2]).toBe('Build time ratio (ours / stock, medians): 1.71x; CPU time ratio 1.79x');
  });

  // Lines as `docusaurus build` prints them with DOCUSAURUS_PERF_LOGGER=true (3.10), deeper levels among them.
  const perfLog = [
    '[PERF] Get locales to build - 351.94 ms - (Heap 56mb -> 73mb / Total 96mb)',
    '[PERF] Build > en > Load site > Load context > VCS init - 7.08 ms - (Heap 82mb -> 82mb / Total 105mb)',
    '[PERF] Build > en > Load site - 657.24 ms - (Heap 73mb -> 93mb / Total 126mb)',
    '[PERF] Build > en > Bundling with rspack - 8.94 seconds! - (Heap 116mb -> 417mb / Total 488mb)',
    '[PERF] Build > en > SSG > Create SSG thread pool - 2 threads - 87.79 ms - (Heap 418mb -> 419mb / Total 488mb)',
    '[PERF] SSG Worker 1 - Task 1 - Rendering 10 pathnames - 297.42 ms - (Heap 53mb -> 62mb / Total 92mb)',
    '[PERF] Build > en > SSG > Thread pool > Result for task 1 - (Heap 419mb / Total 488mb)',
    '[PERF] Build > en > SSG - 2.80 seconds! - (Heap 417mb -> 420mb / Total 488mb)',
    '[PERF] Build > en > postBuild() - 1.78 seconds! - (Heap 421mb -> 540mb / Total 571mb)',
    '[PERF] Build > en - 14.59 seconds! - (Heap 73mb -> 527mb / Total 563mb)',
    '[PERF] Build > de > SSG - 2.54 seconds! - (Heap 259mb -> 262mb / Total 587mb)',
    '[PERF] Build - 23.53 seconds! - (Heap 73mb -> 357mb / Total 598mb)',
    '[en] Creating an optimized production build...',
  ].join('\n');

  it("reads each locale's phases from Docusaurus's perf log, leaving out deeper levels and totals", () => {
    expect(parsePerfPhases(perfLog)).toEqual({
      'en Load site': 0.65724,
      'en Bundling with rspack': 8.94,
      'en SSG': 2.8,
      'en postBuild': 1.78,
      'de SSG': 2.54,
    });
    expect(parsePerfPhases('')).toEqual({});
    expect(parsePerfPhases('[en] Creating an optimized production build...')).toEqual({});
  });

  it('reports the median of each phase for both sites, in the order ours logged them', () => {
    const ours = [8.9, 9.6, 9.3].map((bundling, i) => ({
      seconds: 25 + i,
      cpuSeconds: null,
      phases: {'en Bundling with rspack': bundling, 'en SSG': 2.4, 'en Load site': 0.05},
    }));
    const stock = [4.3, 4.4, 4.2].map((bundling) => ({
      seconds: 15,
      cpuSeconds: null,
      phases: {'en Load site': 0.9, 'en Bundling with rspack': bundling},
    }));
    const builds = compareBuilds(ours, stock);
    expect(builds.phases).toEqual([
      {phase: 'en Bundling with rspack', ours: 9.3, stock: 4.3},
      {phase: 'en SSG', ours: 2.4, stock: null},
      {phase: 'en Load site', ours: 0.1, stock: 0.9},
    ]);
    expect(formatBuilds(builds).slice(-5)).toEqual([
      "Build phases, median seconds (Docusaurus's perf log):",
      '  phase                     ours  stock',
      '  en Bundling with rspack    9.3    4.3',
      '  en SSG                     2.4      –',
      '  en Load site               0.1    0.9',
    ]);
  });

  it('leaves out CPU time where the host does not tell it, and the ratio without the control', () => {
    const builds = compareBuilds([{seconds: 25, cpuSeconds: null}], null);
    expect(builds).toMatchObject({stock: null, ratio: null, cpuRatio: null, ours: {seconds: 25, cpuSeconds: null}});
    expect(formatBuilds(builds)).toEqual(['Cold builds, ours:  25.0 s; median 25 s']);
    expect(formatBuilds(compareBuilds([], null))).toEqual([]);
  });
});

describe('median and ratio', () => {
  it('takes the middle value, or the mean of the two middle ones, leaving out missing values', () => {
    expect(median([90, 70, 80])).toBe(80);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 5, undefined, Number.NaN])).toBe(5);
    expect(median([])).toBeNull();
  });

  it('divides ours by stock to two decimals', () => {
    expect(ratio(930, 310)).toBe(3);
    expect(ratio(77, 85)).toBe(0.91);
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(null, 3)).toBeNull();
  });
});

const report = (perf: number, tbt: number): LighthouseReport => ({
  categories: {
    performance: {score: perf / 100},
    accessibility: {score: 1},
    'best-practices': {score: 0.96},
    seo: {score: 1},
  },
  audits: {
    'total-blocking-time': {numericValue: tbt},
    'largest-contentful-paint': {numericValue: 2100.4},
    'cumulative-layout-shift': {numericValue: 0.012},
    'total-byte-weight': {numericValue: 300000},
    'network-requests': {
      details: {
        items: [
          {url: 'http://x/', resourceType: 'Document', transferSize: 20000},
          {url: 'http://x/assets/js/main.js', resourceType: 'Script', transferSize: 400000},
          {url: 'http://x/assets/js/lazy-mermaid.js', resourceType: 'Script', transferSize: 600000},
          {url: 'http://x/assets/css/styles.css', resourceType: 'Stylesheet', transferSize: 100000},
          {url: 'http://x/missing.js', resourceType: 'Script', transferSize: 300, statusCode: 404},
          {url: 'http://x/img.png', resourceType: 'Image', transferSize: 5000},
        ],
      },
    },
  },
  environment: {benchmarkIndex: 812.5},
});

describe('summarizeReport', () => {
  it('reads the scores, the metrics and every script and stylesheet the load fetched (not only the HTML-named)', () => {
    const summary = summarizeReport(report(77, 930), (asset) => Math.round(asset.transferSize / 4));
    expect(summary).toEqual({
      performance: 77,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      tbt: 930,
      lcp: 2100.4,
      cls: 0.012,
      totalBytes: 300000,
      jsGzip: 250000,
      cssGzip: 25000,
      benchmarkIndex: 812.5,
    });
  });

  it('leaves missing figures empty instead of zero', () => {
    expect(summarizeReport({})).toMatchObject({
      performance: null,
      tbt: null,
      jsGzip: null,
      cssGzip: null,
      benchmarkIndex: null,
    });
  });

  it('takes the median of each field over the runs', () => {
    const runs = [
      summarizeReport(report(70, 900)),
      summarizeReport(report(80, 1500)),
      summarizeReport(report(75, 600)),
    ];
    expect(medianSummary(runs)).toMatchObject({performance: 75, tbt: 900, accessibility: 100});
  });
});

describe('the side-by-side table', () => {
  const ours: PageSummary = {
    performance: 77,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    tbt: 930,
    lcp: 2500,
    cls: 0.01,
    totalBytes: 512000,
    jsGzip: 204800,
    cssGzip: 20480,
    benchmarkIndex: 800,
  };
  const stock: PageSummary = {...ours, performance: 85, tbt: 310, totalBytes: 256000};
  const cells = comparisonCells([
    {label: 'docs page (diagram)', ours, stock},
    {label: 'tools', ours, stock: null},
  ]);

  it('shows ours, stock and their ratio for score, TBT and bytes', () => {
    expect(cells[0]!.slice(0, 10)).toEqual([
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
    ]);
    expect(cells[1]).toEqual([
      'docs page (diagram)',
      '77',
      '85',
      '0.91x',
      '930 ms',
      '310 ms',
      '3.00x',
      '500 KB',
      '250 KB',
      '2.00x',
      '2500 ms',
      '0.010',
      '100/100/100',
      '220 KB',
      '220 KB',
    ]);
    expect(cells[2]!.slice(0, 4)).toEqual(['tools', '77', '–', '–']);
    expect(cells[2]!.at(-1)).toBe('–');
  });

  it('prints aligned columns and a Markdown table with the same cells', () => {
    const text = formatTable(cells).split('\n');
    expect(text).toHaveLength(4);
    expect(text[1]).toMatch(/^-+( +-+)+$/);
    expect(text[2]!.indexOf('930 ms') + 6).toBe(text[0]!.indexOf('TBT ours') + 8);
    const md = formatMarkdownTable(cells).split('\n');
    expect(md[0]).toBe(`| ${cells[0]!.join(' | ')} |`);
    expect(md[1]).toMatch(/^\| --- \| ---: \|/);
    expect(md[2]).toContain('| 930 ms | 310 ms | 3.00x |');
  });
});

describe('generateControlSite', () => {
  const size = {docs: 63, posts: 85, tableHeadings: 40, tableRows: 400, docChars: 3000, postChars: 5000};
  const files = generateControlSite(size);
  const names = Object.keys(files);

  it('has as many docs pages and posts as ours, and the pages the bench measures', () => {
    expect(names.filter((n) => n.startsWith('docs/') && n.endsWith('.md'))).toHaveLength(63);
    expect(names.filter((n) => /^blog\/post-\d+\/index\.md$/.test(n))).toHaveLength(85);
    expect(names).toEqual(
      expect.arrayContaining([
        'docusaurus.config.js',
        'sidebars.js',
        'src/pages/index.js',
        `${CONTROL_DOCS_PAGE.slice(1)}.md`,
        `${CONTROL_TABLE_PAGE.slice(1)}.md`,
        `${CONTROL_POST.slice(1)}/index.md`,
      ]),
    );
  });

  it('is a stock classic site: the preset only, no Mermaid', () => {
    const config = files['docusaurus.config.js']!;
    expect(config).toContain("'@docusaurus/preset-classic'");
    expect(config).not.toMatch(/plugins:|themes:|mermaid/);
    expect(Object.values(files).join('\n')).not.toMatch(/mermaid/i);
  });

  it('gives the long page as many headings and table rows as ours, and pages text of a similar length', () => {
    const table = files[`${CONTROL_TABLE_PAGE.slice(1)}.md`]!;
    expect(table.match(/^## /gm)).toHaveLength(40);
    expect(table.match(/^\| <a id=/gm)).toHaveLength(400);
    const page = files[`${CONTROL_DOCS_PAGE.slice(1)}.md`]!;
    expect(page.length).toBeGreaterThan(3000);
    expect(page.length).toBeLessThan(4500);
  });

  it('is the same from run to run', () => {
    expect(generateControlSite(size)).toEqual(files);
  });
});
