/**
 * Finds the `asyncapi …` command lines written in Markdown (shell lines in code blocks, inline code that starts
 * with `asyncapi `) and checks each against the CLI manifest snapshot: the command must exist, a command group
 * takes no unknown subcommand, and every flag must be one the command declares.
 */
import type {CliManifest} from '../../../plugins/cli-reference';

export type CommandUse = {file: string; line: number; text: string};

/**
 * Commands of the oclif plugins the CLI package loads (package.json `oclif.plugins`); they are not in the CLI's
 * own manifest. From @oclif/plugin-autocomplete 3.2.x's oclif.manifest.json.
 */
const PLUGIN_COMMANDS: CliManifest['commands'] = [
  {id: 'autocomplete', description: '', aliases: [], examples: [], args: [{name: 'shell', description: '', required: false}], flags: [{name: 'refresh-cache', char: 'r', type: 'boolean', description: '', required: false, multiple: false}]},
  {id: 'autocomplete:script', description: '', aliases: [], examples: [], args: [{name: 'shell', description: '', required: false}], flags: []},
];

/** oclif's global flags, valid without a command (`additionalVersionFlags: ["--v"]` in the CLI package). */
const GLOBAL_FLAGS = new Set(['--version', '--v', '--help']);

const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'console', 'zsh', 'powershell', 'yaml', 'yml', 'text', 'dockerfile']);

/** `$ npx asyncapi validate a.yaml` → `validate a.yaml`; undefined when the line runs no asyncapi command. */
export function commandTail(line: string): string | undefined {
  const match = /(?:^|[\s;&|(`'"])(?:npx\s+(?:--yes\s+|-y\s+)?(?:@asyncapi\/cli(?:@\S+)?|asyncapi)|asyncapi)\s+([^\n]*)$/.exec(line);
  if (!match) return undefined;
  const before = line.slice(0, match.index).trim();
  // Only command positions: the start of the line, after a prompt, a `run:` key or a shell operator.
  if (before && !/(^|[\s])(\$|>|run:|-\s*run:|&&|\|\||;|\||\(|`|sudo|exec|RUN|CMD)$/.test(before) && !/^[-*]?\s*(\$|run:)?$/.test(before)) {
    return undefined;
  }
  return match[1]!.trim();
}

/** Finds command uses in a Markdown source. */
export function findCommandUses(markdown: string, file: string): CommandUse[] {
  const lines = markdown.split('\n');
  const uses: CommandUse[] = [];
  let fence: {marker: string; lang: string} | undefined;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const open = /^\s*(`{3,}|~{3,})\s*([\w-]*)/.exec(line);
    if (fence) {
      if (line.trim().startsWith(fence.marker) && line.trim().replace(/[`~]/g, '') === '') {
        fence = undefined;
        continue;
      }
      if (!SHELL_LANGS.has(fence.lang)) continue;
      let text = line;
      let j = i;
      while (text.endsWith('\\') && j + 1 < lines.length) text = text.slice(0, -1).trimEnd() + ' ' + lines[(j += 1)]!.trim();
      const tail = commandTail(text.replace(/#.*$/, ''));
      if (tail !== undefined) uses.push({file, line: i + 1, text: tail});
      i = j;
      continue;
    }
    if (open) {
      fence = {marker: open[1]!, lang: open[2]!.toLowerCase()};
      continue;
    }
    for (const span of line.matchAll(/`([^`\n]+)`/g)) {
      const tail = /^asyncapi\s+(.*)$/.exec(span[1]!.trim());
      if (tail) uses.push({file, line: i + 1, text: tail[1]!});
    }
  }
  return uses;
}

/** What is wrong with a command use (`validate ./a.yaml --watch`), or undefined when the manifest allows it. */
export function checkCommandUse(tail: string, manifest: CliManifest): string | undefined {
  const commands = [...manifest.commands, ...PLUGIN_COMMANDS];
  const ids = new Set(commands.map((c) => c.id));
  const tokens = tail.split(/\s+(?:\||&&|;|>|2>).*$/)[0]!.split(/\s+/).filter(Boolean);
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
      ? name === 'help' ||
        command.flags.some((f) => f.name === name || (f.allowNo && `no-${f.name}` === name))
      : command.flags.some((f) => f.char === name);
    if (!known) return `"asyncapi ${id.split(':').join(' ')}" has no flag ${token.split('=')[0]}`;
  }
  return undefined;
}
