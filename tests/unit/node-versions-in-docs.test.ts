/** @jest-environment node */
/**
 * A page that runs the CLI or the Generator must not demand a Node.js version by hand: prose uses
 * `<ToolFact tool="…" fact="node" />` (rendered from the tools' `engines` in src/data/tool-facts.json), and a
 * version pinned in a code block (CI `node-version`, `nvm install`, a `node:` image) must satisfy the tool's
 * `engines` range, or the tool refuses to run.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DOCS_CONTENT_DIRS, TOOL_DOCS} from '@site/src/data/toolDocs';
import type {ToolKey} from '@site/src/data/toolFacts';
import {minimumNodeMajor} from './lib/nodeMajor';
import {markdownFiles} from './lib/asyncapiExamples';
import {findCommandUses} from './lib/cliCommands';

const root = path.resolve(__dirname, '../..');

type NodeMention = {line: number; major: number; inCode: boolean; text: string};

const MENTION =
  /\b(?:Node(?:\.js)?\s+v?|node-version:\s*['"]?|nvm\s+(?:install|use)\s+v?|node:)(\d{1,2})(?![\d.]*\s*(?:ms|%))/gi;

function nodeMentions(markdown: string): NodeMention[] {
  const out: NodeMention[] = [];
  let inCode = false;
  markdown.split('\n').forEach((line, i) => {
    if (/^\s*(`{3,}|~{3,})/.test(line)) {
      inCode = !inCode;
      return;
    }
    for (const m of line.matchAll(MENTION)) out.push({line: i + 1, major: Number(m[1]), inCode, text: m[0]});
  });
  return out;
}

/** The tool whose Node.js requirement a page must respect, or undefined when the page runs neither tool. */
function toolOf(file: string, source: string): ToolKey | undefined {
  const instance = TOOL_DOCS.find(
    (tool) => file.startsWith(`${tool.path}/`) || file.startsWith(`${tool.id}_versioned_docs/`),
  );
  if (instance) return instance.id;
  if (findCommandUses(source, file).length > 0) return 'cli';
  if (/@asyncapi\/generator\b/.test(source)) return 'generator';
  return undefined;
}

describe('nodeMentions', () => {
  it('finds versions in prose and code, not durations or other numbers', () => {
    const md = ['Needs Node.js 16 or later.', '```yaml', 'node-version: 20', '```', 'took 30 ms on Node 22ms'].join(
      '\n',
    );
    expect(nodeMentions(md).map((m) => [m.line, m.major, m.inCode])).toEqual([
      [1, 16, false],
      [3, 20, true],
    ]);
  });
});

describe('Node.js versions in pages that run the CLI, the Generator or Glee', () => {
  const problems: string[] = [];
  for (const file of DOCS_CONTENT_DIRS.flatMap((dir) => markdownFiles(path.join(root, dir)))) {
    const rel = path.relative(root, file);
    const source = fs.readFileSync(file, 'utf8');
    const tool = toolOf(rel, source);
    if (!tool) continue;
    for (const mention of nodeMentions(source)) {
      if (!mention.inCode) {
        problems.push(
          `${rel}:${mention.line}: "${mention.text}" typed by hand; use <ToolFact tool="${tool}" fact="node" />`,
        );
      } else if (mention.major < minimumNodeMajor(tool)) {
        problems.push(
          `${rel}:${mention.line}: "${mention.text}" is below ${tool}'s engines (Node.js ${minimumNodeMajor(tool)})`,
        );
      }
    }
  }

  it("are never typed in prose and never below the tool's engines in code", () => {
    expect(problems).toEqual([]);
  });
});
