/**
 * Finds the `asyncapi …` command lines written in Markdown (shell lines in code blocks, inline code that starts
 * with `asyncapi `) and checks each against the CLI manifest snapshot: the command must exist, a command group
 * takes no unknown subcommand, and every flag must be one the command declares.
 */
import type {CliManifest} from '../../../plugins/cli-reference';
import {fencedBlocks} from '../../../plugins/static-diagrams/sources';

export type CommandUse = {file: string; line: number; text: string};

/**
 * Commands of the oclif plugins the CLI package loads (package.json `oclif.plugins`); they are not in the CLI's
 * own manifest. From @oclif/plugin-autocomplete 3.2.x's oclif.manifest.json.
 */
const PLUGIN_COMMANDS: CliManifest['commands'] = [
  {
    id: 'autocomplete',
    description: '',
    aliases: [],
    examples: [],
    args: [{name: 'shell', description: '', required: false}],
    flags: [{name: 'refresh-cache', char: 'r', type: 'boolean', description: '', required: false, multiple: false}],
  },
  {
    id: 'autocomplete:script',
    description: '',
    aliases: [],
    examples: [],
    args: [{name: 'shell', description: '', required: false}],
    flags: [],
  },
];

/** oclif's global flags, valid without a command (`additionalVersionFlags: ["--v"]` in the CLI package). */
const GLOBAL_FLAGS = new Set(['--version', '--v', '--help']);

const SHELL_LANGS = new Set([
  'bash',
  'sh',
  'shell',
  'console',
  'zsh',
  'powershell',
  'yaml',
  'yml',
  'text',
  'dockerfile',
]);

/** `$ npx asyncapi validate a.yaml` → `validate a.yaml`; undefined when the line runs no asyncapi command. */
export function commandTail(line: string): string | undefined {
  const match =
    /(?:^|[\s;&|(`'"])(?:npx\s+(?:--yes\s+|-y\s+)?(?:@asyncapi\/cli(?:@\S+)?|asyncapi)|asyncapi)\s+([^\n]*)$/.exec(
      line,
    );
  if (!match) return undefined;
  const before = line.slice(0, match.index).trim();
  // Only command positions: the start of the line, after a prompt, a `run:` key or a shell operator.
  if (
    before &&
    !/(^|[\s])(\$|>|run:|-\s*run:|&&|\|\||;|\||\(|`|sudo|exec|RUN|CMD)$/.test(before) &&
    !/^[-*]?\s*(\$|run:)?$/.test(before)
  ) {
    return undefined;
  }
  return match[1]!.trim();
}

/** Finds command uses in a Markdown source, in document order: shell lines of code blocks, then inline code elsewhere. */
export function findCommandUses(markdown: string, file: string): CommandUse[] {
  const uses: CommandUse[] = [];
  const fenced = new Set<number>();
  for (const block of fencedBlocks(markdown)) {
    const body = block.source.split('\n');
    // The opening fence, the body and the closing fence (1-based lines).
    for (let n = block.line; n <= block.line + body.length + 1; n += 1) fenced.add(n);
    if (!SHELL_LANGS.has(block.lang)) continue;
    for (let k = 0; k < body.length; k += 1) {
      const first = k;
      let text = body[k]!;
      while (text.endsWith('\\') && k + 1 < body.length)
        text = text.slice(0, -1).trimEnd() + ' ' + body[(k += 1)]!.trim();
      const tail = commandTail(text.replace(/#.*$/, ''));
      if (tail !== undefined) uses.push({file, line: block.line + 1 + first, text: tail});
    }
  }
  markdown.split('\n').forEach((line, i) => {
    if (fenced.has(i + 1)) return;
    for (const span of line.matchAll(/`([^`\n]+)`/g)) {
      const tail = /^asyncapi\s+(.*)$/.exec(span[1]!.trim());
      if (tail) uses.push({file, line: i + 1, text: tail[1]!});
    }
  });
  return uses.sort((x, y) => x.line - y.line);
}

/** What is wrong with a command use (`validate ./a.yaml --watch`), or undefined when the manifest allows it. */
export function checkCommandUse(tail: string, manifest: CliManifest): string | undefined {
  const commands = [...manifest.commands, ...PLUGIN_COMMANDS];
  const ids = new Set(commands.map((c) => c.id));
  const tokens = tail
    .split(/\s+(?:\||&&|;|>|2>).*$/)[0]!
    .split(/\s+/)
    .filter(Boolean);
  if (tokens.length === 0) return undefined;
  if (tokens[0]!.startsWith('-')) {
    return GLOBAL_FLAGS.has(tokens[0]!.split('=')[0]!) ? undefined : `unknown global flag ${tokens[0]}`;
  }
  // Placeholders such as `asyncapi <command>` or `asyncapi [COMMAND]` describe syntax, not a command.
  if (!/^[a-zA-Z][\w-]*$/.test(tokens[0]!)) return undefined;
  let length = 0;
  for (let n = 1; n <= tokens.length; n += 1) {
    if (!/^[a-zA-Z][\w-]*$/.test(tokens[n - 1]!)) break;
    if (ids.has(tokens.slice(0, n).join(':'))) length = n;
  }
  if (length === 0) return `unknown command "asyncapi ${tokens[0]}"`;
  const id = tokens.slice(0, length).join(':');
  const command = commands.find((c) => c.id === id)!;
  const isGroup = commands.some((c) => c.id.startsWith(`${id}:`));
  const rest = tokens.slice(length);
  if (isGroup && command.args.length === 0 && rest[0] && /^[a-zA-Z][\w-]*$/.test(rest[0])) {
    return `unknown command "asyncapi ${[...tokens.slice(0, length), rest[0]].join(' ')}"`;
  }
  for (const token of rest) {
    if (!token.startsWith('-') || token === '-' || token === '--') continue;
    const name = token.replace(/^-+/, '').split('=')[0]!;
    if (/^[<[{]/.test(name)) continue;
    const known = token.startsWith('--')
      ? name === 'help' || command.flags.some((f) => f.name === name || (f.allowNo && `no-${f.name}` === name))
      : command.flags.some((f) => f.char === name);
    if (!known) return `"asyncapi ${id.split(':').join(' ')}" has no flag ${token.split('=')[0]}`;
  }
  return undefined;
}
