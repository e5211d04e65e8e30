/** @jest-environment node */
/**
 * The CLI command reference (tool-docs/cli/usage.md) is generated from the CLI manifest snapshot by the remark
 * plugin plugins/cli-reference: every command of the snapshot must appear with its arguments and flags.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Heading, Root, RootContent, Table} from 'mdast';
import remarkCliReference, {
  CLI_MANIFEST,
  commandAnchor,
  commandLine,
  expandExample,
  renderCliReference,
  usageLine,
  type CliCommand,
} from '@site/plugins/cli-reference';

/** Plain text of an mdast subtree. */
function textOf(node: unknown): string {
  const n = node as {value?: string; children?: unknown[]};
  if (typeof n.value === 'string') return n.value;
  return (n.children ?? []).map(textOf).join('');
}

const nodes = renderCliReference();
const headings = nodes.filter((n): n is Heading => n.type === 'heading');

/** The nodes of one command's section: from its heading to the next heading. */
function sectionOf(id: string): RootContent[] {
  const start = nodes.findIndex((n) => n.type === 'heading' && textOf(n) === commandLine(id));
  const next = nodes.findIndex((n, i) => i > start && n.type === 'heading' && (n as Heading).depth === 2);
  return nodes.slice(start, next === -1 ? undefined : next);
}

describe('CLI reference renderer', () => {
  it('the snapshot is a full manifest (32 commands in 6.2.0)', () => {
    expect(CLI_MANIFEST.commands.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CLI_MANIFEST.commands.map((c) => c.id)).size).toBe(CLI_MANIFEST.commands.length);
  });

  it('has one section per command of the snapshot, with a unique anchor', () => {
    expect(headings.map(textOf)).toEqual(CLI_MANIFEST.commands.map((c) => commandLine(c.id)));
    const ids = headings.map((h) => (h.data as {hProperties: {id: string}}).hProperties.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('generate-fromtemplate');
  });

  it('links every command from the index table to its section', () => {
    const index = nodes.find((n): n is Table => n.type === 'table')!;
    const urls = index.children.slice(1).map((r) => (r.children[0]!.children[0] as {url: string}).url);
    expect(urls).toEqual(CLI_MANIFEST.commands.map((c) => `#${commandAnchor(c.id)}`));
  });

  it('lists every argument and flag of every command', () => {
    for (const command of CLI_MANIFEST.commands) {
      const section = textOf({children: sectionOf(command.id)});
      for (const arg of command.args) expect(section).toContain(arg.name.toUpperCase());
      for (const flag of command.flags) {
        expect(section).toContain(`--${flag.name}`);
        if (flag.char) expect(section).toContain(`-${flag.char}, --${flag.name}`);
      }
    }
  });

  it('writes usage lines with required arguments bare and optional ones in brackets', () => {
    const command: CliCommand = {
      id: 'generate:models',
      description: '',
      aliases: [],
      examples: [],
      args: [
        {name: 'language', description: '', required: true},
        {name: 'file', description: '', required: false},
      ],
      flags: [{name: 'output', char: 'o', type: 'option', description: '', required: false, multiple: false}],
    };
    expect(usageLine(command)).toBe('asyncapi generate models LANGUAGE [FILE] [FLAGS]');
    expect(expandExample('<%= config.bin %> <%= command.id %> typescript ./a.yaml', command)).toBe(
      'asyncapi generate models typescript ./a.yaml',
    );
  });

  it('the remark plugin replaces the ::cli-commands directive and nothing else', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'paragraph', children: [{type: 'text', value: 'Before'}]},
        {type: 'leafDirective', name: 'cli-commands', children: []},
        {type: 'leafDirective', name: 'other', children: []},
      ],
    } as unknown as Root;
    remarkCliReference()(tree);
    expect(tree.children[0]!.type).toBe('paragraph');
    expect(tree.children.length).toBe(2 + nodes.length);
    expect(tree.children.some((n) => (n as {name?: string}).name === 'cli-commands')).toBe(false);
    expect((tree.children.at(-1) as {name?: string}).name).toBe('other');
  });

  it('the CLI usage page asks for the generated reference', () => {
    const usage = fs.readFileSync(path.resolve(__dirname, '../../tool-docs/cli/usage.md'), 'utf8');
    expect(usage).toMatch(/^::cli-commands$/m);
  });
});
