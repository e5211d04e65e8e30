/** @jest-environment node */
/**
 * Every `asyncapi <command> [subcommand] [--flag]` written in the docs, the tool docs and the blog exists in the
 * released CLI's manifest snapshot (src/data/cli-manifest.json), flags included.
 */
import fs from 'node:fs';
import path from 'node:path';
import {CLI_MANIFEST} from '@site/plugins/cli-reference';
import {contentMarkdownFiles} from './lib/asyncapiExamples';
import {checkCommandUse, commandTail, findCommandUses} from './lib/cliCommands';

const root = path.resolve(__dirname, '../..');
const files = contentMarkdownFiles(root);
const uses = files.flatMap((file) => findCommandUses(fs.readFileSync(file, 'utf8'), path.relative(root, file)));

describe('the command checker', () => {
  it('finds commands in shell blocks, CI steps and inline code, and nothing in prose or YAML keys', () => {
    const md = [
      'Run `asyncapi validate asyncapi.yaml` or `asyncapi: 3.0.0`.',
      '```bash',
      '$ npx @asyncapi/cli@6 bundle a.yaml b.yaml \\',
      '  -o out.yaml',
      '# asyncapi document',
      '```',
      '```yaml',
      'asyncapi: 3.0.0',
      '      - run: asyncapi diff old.yaml new.yaml --format md',
      '```',
    ].join('\n');
    expect(findCommandUses(md, 'x.md').map((u) => [u.line, u.text])).toEqual([
      [1, 'validate asyncapi.yaml'],
      [3, 'bundle a.yaml b.yaml -o out.yaml'],
      [9, 'diff old.yaml new.yaml --format md'],
    ]);
    expect(commandTail('the asyncapi document')).toBeUndefined();
  });

  it('rejects unknown commands, subcommands and flags', () => {
    expect(checkCommandUse('new glee', CLI_MANIFEST)).toMatch(/unknown command "asyncapi new glee"/);
    expect(checkCommandUse('lint a.yaml', CLI_MANIFEST)).toMatch(/unknown command/);
    expect(checkCommandUse('validate a.yaml --strict', CLI_MANIFEST)).toMatch(/has no flag --strict/);
    expect(checkCommandUse('generate fromTemplate a.yaml @asyncapi/html-template -x', CLI_MANIFEST)).toMatch(
      /no flag -x/,
    );
  });

  it('accepts real commands, flags, plugin commands and placeholders', () => {
    for (const ok of [
      'validate a.yaml --fail-severity warn',
      'generate fromTemplate a.yaml @asyncapi/html-template -o out -p singleFile=true --force-write',
      'generate models typescript a.yaml --tsModelType=interface',
      'config context add prod ./a.yaml --set-current',
      'new file --file-name=asyncapi.yaml --example=default-example.yaml',
      '--version',
      'autocomplete bash',
      '<command> --help',
      'convert a.yaml --help',
    ]) {
      expect([ok, checkCommandUse(ok, CLI_MANIFEST)]).toEqual([ok, undefined]);
    }
  });
});

describe('asyncapi commands shown in pages', () => {
  it('are found (the scan reads the pages)', () => {
    expect(uses.length).toBeGreaterThan(20);
  });

  it(`all exist in @asyncapi/cli ${CLI_MANIFEST.version}`, () => {
    const problems = uses
      .map((use) => ({use, problem: checkCommandUse(use.text, CLI_MANIFEST)}))
      .filter((r) => r.problem)
      .map(({use, problem}) => `${use.file}:${use.line}: ${problem} (in "asyncapi ${use.text}")`);
    expect(problems).toEqual([]);
  });
});
