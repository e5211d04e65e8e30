/**
 * The CLI command reference, generated from the released CLI's oclif manifest (src/data/cli-manifest.json,
 * refreshed by `npm run sync:cli-manifest`), so the page can never drift from the tool.
 *
 * A page asks for it with the leaf directive `::cli-commands` on a line of its own. This remark plugin runs
 * before Docusaurus's own plugins (`beforeDefaultRemarkPlugins`), so the generated headings get anchors, appear
 * in the table of contents and are indexed by search like any written heading.
 */
import type {Heading, Parent, PhrasingContent, Root, RootContent, Table, TableCell, TableRow} from 'mdast';
import manifestJson from '../../src/data/cli-manifest.json';

export type CliArg = {name: string; description: string; required: boolean; options?: string[]};
export type CliFlag = {
  name: string;
  char?: string;
  type: string;
  description: string;
  required: boolean;
  multiple: boolean;
  allowNo?: boolean;
  default?: unknown;
  options?: string[];
};
export type CliCommand = {
  id: string;
  description: string;
  aliases: string[];
  examples: string[];
  args: CliArg[];
  flags: CliFlag[];
};
export type CliManifest = {version: string; commands: CliCommand[]};

export const CLI_MANIFEST: CliManifest = manifestJson;

/** The directive a page writes where the reference goes. */
export const DIRECTIVE_NAME = 'cli-commands';

/** `generate:fromTemplate` → `asyncapi generate fromTemplate`. */
export function commandLine(id: string): string {
  return `asyncapi ${id.split(':').join(' ')}`;
}

/** The heading anchor of a command: `generate:fromTemplate` → `generate-fromtemplate`. */
export function commandAnchor(id: string): string {
  return id.replace(/:/g, '-').toLowerCase();
}

/** `asyncapi validate [SPEC-FILE] [FLAGS]`: required arguments bare, optional ones in brackets. */
export function usageLine(command: CliCommand): string {
  const args = command.args.map((arg) => (arg.required ? arg.name.toUpperCase() : `[${arg.name.toUpperCase()}]`));
  return [commandLine(command.id), ...args, ...(command.flags.length ? ['[FLAGS]'] : [])].join(' ');
}

/** oclif examples may use the `<%= config.bin %> <%= command.id %>` templates. */
export function expandExample(example: string, command: CliCommand): string {
  return example
    .replace(/<%=\s*config\.bin\s*%>/g, 'asyncapi')
    .replace(/<%=\s*command\.id\s*%>/g, command.id.split(':').join(' '))
    .trim();
}

/** oclif descriptions of arguments often start with "- ". */
function cleanDescription(text: string): string {
  return text.replace(/^\s*-\s+/, '').trim();
}

function flagLabel(flag: CliFlag): string {
  const long = `--${flag.name}`;
  const withNo = flag.allowNo ? `${long}, --no-${flag.name}` : long;
  return flag.char ? `-${flag.char}, ${withNo}` : withNo;
}

function flagType(flag: CliFlag): string {
  if (flag.type === 'boolean') return 'boolean';
  const base = flag.options?.length ? flag.options.join(' | ') : 'string';
  return flag.multiple ? `${base} (repeatable)` : base;
}

function flagDefault(flag: CliFlag): string {
  if (flag.default === undefined || flag.default === false || flag.default === '') return '';
  return Array.isArray(flag.default) ? flag.default.join(', ') : String(flag.default);
}

const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const strong = (value: string): PhrasingContent => ({type: 'strong', children: [text(value)]});
const cell = (children: PhrasingContent[]): TableCell => ({type: 'tableCell', children});
const row = (cells: PhrasingContent[][]): TableRow => ({type: 'tableRow', children: cells.map(cell)});

/** The class of the index table of commands (src/css/cli-reference.css: its commands break between words only). */
export const COMMAND_INDEX_CLASS = 'cli-command-index';

function table(header: string[], rows: PhrasingContent[][][], className?: string): Table {
  return {
    type: 'table',
    align: header.map(() => null),
    children: [row(header.map((h) => [text(h)])), ...rows.map(row)],
    ...(className ? {data: {hProperties: {className: [className]}}} : {}),
  };
}

function heading(depth: 2 | 3, children: PhrasingContent[], id: string): Heading {
  return {type: 'heading', depth, children, data: {hProperties: {id}}};
}

function commandNodes(command: CliCommand): RootContent[] {
  const nodes: RootContent[] = [heading(2, [text(commandLine(command.id))], commandAnchor(command.id))];
  if (command.description) nodes.push({type: 'paragraph', children: [text(command.description)]});
  nodes.push({type: 'code', lang: 'bash', value: usageLine(command)});
  if (command.aliases.length) {
    nodes.push({
      type: 'paragraph',
      children: [
        strong('Aliases: '),
        ...command.aliases.flatMap((alias, i) => [...(i ? [text(', ')] : []), code(commandLine(alias))]),
      ],
    });
  }
  if (command.args.length) {
    nodes.push({type: 'paragraph', children: [strong('Arguments')]});
    nodes.push(
      table(
        ['Argument', 'Required', 'Description'],
        command.args.map((arg) => [
          [code(arg.name.toUpperCase())],
          [text(arg.required ? 'yes' : 'no')],
          [
            text(
              cleanDescription(arg.description) + (arg.options?.length ? ` One of: ${arg.options.join(', ')}.` : ''),
            ),
          ],
        ]),
      ),
    );
  }
  if (command.flags.length) {
    nodes.push({type: 'paragraph', children: [strong('Flags')]});
    nodes.push(
      table(
        ['Flag', 'Value', 'Default', 'Description'],
        command.flags.map((flag) => [
          [code(flagLabel(flag))],
          [text(flagType(flag))],
          flagDefault(flag) ? [code(flagDefault(flag))] : [],
          [text(cleanDescription(flag.description) + (flag.required ? ' Required.' : ''))],
        ]),
      ),
    );
  }
  if (command.examples.length) {
    nodes.push({type: 'paragraph', children: [strong(command.examples.length > 1 ? 'Examples' : 'Example')]});
    nodes.push({
      type: 'code',
      lang: 'bash',
      value: command.examples.map((example) => expandExample(example, command)).join('\n'),
    });
  }
  return nodes;
}

/** The whole reference as Markdown AST nodes: an index table of every command, then a section per command. */
export function renderCliReference(manifest: CliManifest = CLI_MANIFEST): RootContent[] {
  const index = table(
    ['Command', 'What it does'],
    manifest.commands.map((command) => [
      [{type: 'link', url: `#${commandAnchor(command.id)}`, children: [code(commandLine(command.id))]}],
      [text(command.description.split('\n')[0] ?? '')],
    ]),
    COMMAND_INDEX_CLASS,
  );
  return [
    {
      type: 'paragraph',
      children: [
        text(`Generated from the command manifest of `),
        code(`@asyncapi/cli@${manifest.version}`),
        text(` (${manifest.commands.length} commands). A command whose flags list `),
        code('--help'),
        text(' also prints its help in the terminal.'),
      ],
    },
    index,
    ...manifest.commands.flatMap(commandNodes),
  ];
}

type DirectiveNode = {type: string; name?: string};

/** Remark plugin: replaces `::cli-commands` with the generated reference. */
export default function remarkCliReference() {
  return (tree: Root): void => {
    const visit = (parent: Parent): void => {
      for (let i = 0; i < parent.children.length; i += 1) {
        const child = parent.children[i] as DirectiveNode & Partial<Parent>;
        if (child.type === 'leafDirective' && child.name === DIRECTIVE_NAME) {
          const generated = renderCliReference();
          parent.children.splice(i, 1, ...(generated as Parent['children']));
          i += generated.length - 1;
        } else if (Array.isArray(child.children)) {
          visit(child as Parent);
        }
      }
    };
    visit(tree);
  };
}
