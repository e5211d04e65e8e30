/** @jest-environment node */
/**
 * The released version of a tool is data (src/data/tool-facts.json, refreshed from the registry by
 * `npm run sync:cli-manifest`): pages write `<ToolFact tool="…" fact="version" />`, never the number, or the page
 * goes on naming an old release after the next sync (Studio's tutorial said 1.4.1 when 1.4.2 was out).
 *
 * A version written next to a tool's name counts as "the current release" when it has the major and minor of the
 * release in the data, or is newer: such a number must come from the data. Older lines stay as written, because
 * they name history ("removed in Generator 3.0.0", "since generator 2.6.0"). Version ranges (`^3.2.0`,
 * `>=3.0.0 <4.0.0`) are not versions of a release. Fenced code is left to the tests of its own kind, since a
 * component cannot render there; blog posts report what was current on their date.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import {DOCS_CONTENT_DIRS} from '@site/src/data/toolDocs';
import {TOOL_FACTS, type ToolKey} from '@site/src/data/toolFacts';
import {fencedBlocks, markdownFiles} from './lib/asyncapiExamples';

const root = path.resolve(__dirname, '../..');

/** How pages name each tool; a name inside a longer package name (`@asyncapi/generator-react-sdk`) is not it. */
const NAMES: Record<ToolKey, string> = {
  cli: String.raw`(?:AsyncAPI CLI|CLI|@asyncapi/cli)`,
  generator: String.raw`(?:[Gg]enerator|@asyncapi/generator)`,
  glee: String.raw`(?:Glee|@asyncapi/glee)`,
  studio: String.raw`(?:Studio|@asyncapi/studio)`,
};

export type VersionMention = {tool: ToolKey; version: string; line: number; text: string};

/** Fenced code blocks replaced by blank lines, so line numbers stay those of the file. */
function withoutFencedCode(markdown: string): string {
  return markdown.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\s*\2[ \t]*$/gm, (block) => block.replace(/[^\n]/g, ''));
}

/** A version number that is not part of a range (`^3.2.0`, `>=3.0.0`) or of a longer dotted name. */
const VERSION = String.raw`(?<![\w^~<>=.])v?(\d+\.\d+\.\d+)(?![\w.-]*\w)`;

/**
 * Versions written within a few words after a tool's name, in the same paragraph (line breaks allowed), each
 * given to the nearest name before it.
 */
export function versionMentions(markdown: string): VersionMention[] {
  const prose = withoutFencedCode(markdown);
  const byVersion = new Map<number, VersionMention & {nameAt: number}>();
  for (const tool of Object.keys(NAMES) as ToolKey[]) {
    const pattern = new RegExp(
      String.raw`(?<![\w/-])${NAMES[tool]}(?![\w-])(?:[^.\n]|\n(?!\s*\n)){0,40}?${VERSION}`,
      'g',
    );
    for (const match of prose.matchAll(pattern)) {
      const versionAt = match.index + match[0].length - match[1]!.length;
      const previous = byVersion.get(versionAt);
      if (previous && previous.nameAt > match.index) continue;
      byVersion.set(versionAt, {
        tool,
        version: match[1]!,
        line: prose.slice(0, versionAt).split('\n').length,
        text: match[0].replace(/\s+/g, ' '),
        nameAt: match.index,
      });
    }
  }
  return [...byVersion.entries()].sort(([a], [b]) => a - b).map(([, {nameAt: _nameAt, ...mention}]) => mention);
}

/** A tool's current version written anywhere in prose, with or without its name ("Pitfalls in 3.4.1"). */
export function bareVersions(markdown: string, tool: ToolKey, current: string): VersionMention[] {
  const prose = withoutFencedCode(markdown);
  return [...prose.matchAll(new RegExp(VERSION, 'g'))]
    .filter((match) => match[1] === current)
    .map((match) => ({tool, version: current, line: prose.slice(0, match.index).split('\n').length, text: match[0]}));
}

/**
 * In fenced code, a tool pinned by version (`npm install @asyncapi/glee@0.37.9`, `"@asyncapi/glee": "^0.37.9"`)
 * must pin the release in the data: a component cannot render there, so this test keeps the number current.
 */
export function pinnedVersions(markdown: string): VersionMention[] {
  const out: VersionMention[] = [];
  for (const block of fencedBlocks(markdown)) {
    for (const tool of Object.keys(NAMES) as ToolKey[]) {
      const name = TOOL_FACTS[tool].package.replace('/', '\\/');
      const pattern = new RegExp(String.raw`${name}(?:@|"\s*:\s*"[\^~]?)(\d+\.\d+\.\d+)`, 'g');
      for (const match of block.source.matchAll(pattern)) {
        const line = block.line + block.source.slice(0, match.index).split('\n').length;
        out.push({tool, version: match[1]!, line, text: match[0]});
      }
    }
  }
  return out;
}

/** A mention of the release in the data (same major and minor) or of a newer one. */
export function namesCurrentRelease(mention: VersionMention, current: string): boolean {
  const written = semver.parse(mention.version)!;
  const released = semver.parse(current)!;
  return (written.major === released.major && written.minor === released.minor) || semver.gt(written, released);
}

describe('versionMentions', () => {
  it('finds a version after a tool name, across a line break, but not ranges or longer package names', () => {
    const md = [
      'Studio is developed in the open (version 1.4.1); the CLI',
      '6.2.0 depends on Generator 3 (`^3.2.0`). `@asyncapi/generator-react-sdk` 1.1.3 is not the generator.',
      '```bash',
      'npm install @asyncapi/glee@0.37.9',
      '```',
      'Removed in generator 3.0.0, checked against `@asyncapi/glee` 0.37.9.',
    ].join('\n');
    expect(versionMentions(md).map((m) => [m.tool, m.version, m.line])).toEqual([
      ['studio', '1.4.1', 1],
      ['cli', '6.2.0', 2],
      ['generator', '3.0.0', 6],
      ['glee', '0.37.9', 6],
    ]);
  });

  it('gives a version to the nearest tool name before it', () => {
    const md = "the generator's `node_modules`, which is where CLI 6.2.0 looks";
    expect(versionMentions(md).map((m) => [m.tool, m.version])).toEqual([['cli', '6.2.0']]);
  });

  it('finds the current version without a name, but not inside a range', () => {
    const md = '## Pitfalls in 3.4.1\n\nWorks with `>=3.4.1`, unlike 3.4.0.';
    expect(bareVersions(md, 'generator', '3.4.1').map((m) => m.line)).toEqual([1]);
  });

  it('finds versions pinned in code', () => {
    const md = ['```bash', 'npm install @asyncapi/glee@0.37.8', '```', '```json', '{"@asyncapi/cli": "^6.2.0"}', '```'];
    expect(pinnedVersions(md.join('\n')).map((m) => [m.tool, m.version, m.line])).toEqual([
      ['glee', '0.37.8', 2],
      ['cli', '6.2.0', 5],
    ]);
  });

  it('treats the current major.minor and newer versions as the current release, older ones as history', () => {
    const at = (version: string) => ({tool: 'generator' as const, version, line: 1, text: ''});
    expect(namesCurrentRelease(at('3.4.0'), '3.4.1')).toBe(true);
    expect(namesCurrentRelease(at('3.5.0'), '3.4.1')).toBe(true);
    expect(namesCurrentRelease(at('3.0.0'), '3.4.1')).toBe(false);
    expect(namesCurrentRelease(at('2.6.0'), '3.4.1')).toBe(false);
  });
});

describe('tool versions in the docs', () => {
  const problems: string[] = [];
  const files = [...DOCS_CONTENT_DIRS, 'src/pages', 'i18n'].flatMap((dir) => markdownFiles(path.join(root, dir)));
  const pins: string[] = [];
  for (const file of files) {
    const rel = path.relative(root, file);
    const source = fs.readFileSync(file, 'utf8');
    const handTyped = [
      ...versionMentions(source).filter((m) => namesCurrentRelease(m, TOOL_FACTS[m.tool].version)),
      ...(Object.keys(NAMES) as ToolKey[]).flatMap((tool) => bareVersions(source, tool, TOOL_FACTS[tool].version)),
    ];
    const seen = new Set<string>();
    for (const mention of handTyped) {
      if (seen.has(`${mention.line}:${mention.version}`)) continue;
      seen.add(`${mention.line}:${mention.version}`);
      problems.push(
        `${rel}:${mention.line}: "${mention.text}" typed by hand; use <ToolFact tool="${mention.tool}" fact="version" />`,
      );
    }
    for (const pin of pinnedVersions(source).filter((m) => m.version !== TOOL_FACTS[m.tool].version)) {
      pins.push(`${rel}:${pin.line}: "${pin.text}" is not the release in the data (${TOOL_FACTS[pin.tool].version})`);
    }
  }

  it('come from the tool facts, not typed by hand', () => {
    expect(problems).toEqual([]);
  });

  it('pinned in code are the released ones', () => {
    expect(pins).toEqual([]);
  });
});
