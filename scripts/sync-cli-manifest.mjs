#!/usr/bin/env node
/**
 * `npm run sync:cli-manifest`: refreshes the tool facts the docs render and the tests check, from the registry.
 *
 * - `src/data/cli-manifest.json`: the oclif manifest of the released `@asyncapi/cli` (every command, argument and
 *   flag), trimmed to what the command reference shows, with the CLI version it came from.
 * - `src/data/tool-facts.json`: for the CLI, the Generator, Glee and Studio, the released version, its release date
 *   and the `engines` field of its manifest. For Glee also the commands of its `glee` binary, and the compiler
 *   `glee dev` uses: the TypeScript its dependency range installs, and the newest `@types/node` that TypeScript can
 *   read (a new Glee project pins it, see tool-docs/glee/installation.md).
 *
 * The CLI itself is never installed: the script runs `npm pack` on the exact released version (npm would
 * otherwise pick an older release whose `engines` fit the Node.js running the script) and reads the tarball.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import * as prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
// jiti, resolved through @docusaurus/utils as in scripts/bench.mjs, runs the TypeScript helpers.
const jiti = createRequire(require.resolve('@docusaurus/utils'))('jiti')(fileURLToPath(import.meta.url), {
  interopDefault: false,
});
/** @type {typeof import('./tool-facts-lib')} */
const lib = jiti(path.join(root, 'scripts/tool-facts-lib.ts'));
const dataDir = path.join(root, 'src/data');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The tools whose facts the docs use, by key. */
const TOOLS = {
  cli: '@asyncapi/cli',
  generator: '@asyncapi/generator',
  glee: '@asyncapi/glee',
  studio: '@asyncapi/studio',
};

function npmJson(args, cwd = root) {
  return JSON.parse(execFileSync(npm, [...args, '--json'], {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']}));
}

/** Downloads and unpacks `name@version`; returns the folder holding its `package/`. */
function unpack(name, version) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tool-facts-'));
  const [{filename}] = npmJson(['pack', `${name}@${version}`, '--pack-destination', dir], dir);
  execFileSync('tar', ['xzf', path.join(dir, path.basename(filename)), '-C', dir]);
  return dir;
}

/** Terminal colour codes (some descriptions are written with chalk) and other control characters, except newlines. */
export function plain(text) {
  /* eslint-disable no-control-regex -- matching control characters is the point: they are stripped */
  return String(text ?? '')
    .replace(/\u001b\[[0-9;]*[A-Za-z]/g, '')
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '');
  /* eslint-enable no-control-regex */
}

/** The manifest reduced to what the reference page renders, commands sorted by id. */
export function trimManifest(manifest) {
  const commands = Object.values(manifest.commands)
    .filter((command) => !command.hidden)
    .sort((a, b) => a.id.localeCompare(b.id, 'en'))
    .map((command) => ({
      id: command.id,
      description: plain(command.description),
      aliases: command.aliases ?? [],
      examples: (command.examples ?? []).map(plain),
      args: Object.values(command.args ?? {}).map((arg) => ({
        name: arg.name,
        description: plain(arg.description),
        required: Boolean(arg.required),
        ...(arg.options ? {options: arg.options} : {}),
      })),
      flags: Object.values(command.flags ?? {})
        .filter((flag) => !flag.hidden)
        .map((flag) => ({
          name: flag.name,
          ...(flag.char ? {char: flag.char} : {}),
          type: flag.type,
          description: plain(flag.description),
          required: Boolean(flag.required),
          multiple: Boolean(flag.multiple),
          ...(flag.allowNo ? {allowNo: true} : {}),
          ...(flag.default !== undefined ? {default: flag.default} : {}),
          ...(flag.options ? {options: flag.options} : {}),
        })),
    }));
  return {version: manifest.version, commands};
}

/** The TypeScript that `glee dev` compiles with, and the newest `@types/node` it can read. */
function compilerFacts(name, version, engines) {
  const range = npmJson(['view', `${name}@${version}`, 'dependencies.typescript']);
  const typescript = lib.resolvedTypescript(range, npmJson(['view', 'typescript', 'versions']));
  if (!typescript) throw new Error(`no TypeScript release satisfies ${name}@${version}'s range ${range}`);
  const releases = npmJson(['view', `@types/node@${lib.typesNodeRange(engines.node)}`, 'version', 'typeScriptVersion']);
  const typesNode = lib.newestTypesFor(typescript, releases);
  if (!typesNode) throw new Error(`no @types/node release declares support for TypeScript ${typescript}`);
  console.log(`${name}@${version} compiles with typescript@${typescript} (${range}); @types/node@${typesNode} fits it`);
  return {typescript, typesNode};
}

async function main() {
  const facts = {};
  for (const [key, name] of Object.entries(TOOLS)) {
    const info = npmJson(['view', name, 'version', 'engines', 'time']);
    facts[key] = {
      package: name,
      version: info.version,
      released: info.time[info.version],
      engines: info.engines ?? {},
    };
    if (key === 'glee') {
      facts[key].compiler = compilerFacts(name, info.version, info.engines ?? {});
      const dir = unpack(name, info.version);
      facts[key].commands = lib.gleeCommands(fs.readFileSync(path.join(dir, 'package/dist/cli/index.js'), 'utf8'));
      fs.rmSync(dir, {recursive: true, force: true});
      console.log(`${name}@${info.version}: glee ${facts[key].commands.join(', ')}`);
    }
    if (key === 'cli') {
      const dir = unpack(name, info.version);
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package/oclif.manifest.json'), 'utf8'));
      const trimmed = trimManifest(manifest);
      fs.writeFileSync(path.join(dataDir, 'cli-manifest.json'), `${JSON.stringify(trimmed, null, 2)}\n`);
      fs.rmSync(dir, {recursive: true, force: true});
      console.log(`cli-manifest.json: ${trimmed.commands.length} commands from ${name}@${trimmed.version}`);
    }
    console.log(`${name}@${info.version} (${info.time[info.version]}), engines ${JSON.stringify(info.engines ?? {})}`);
  }
  // Formatted as `npm run format:check` expects (unlike the manifest snapshot, this file is not in .prettierignore).
  const file = path.join(dataDir, 'tool-facts.json');
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(JSON.stringify(facts, null, 2), {...options, filepath: file}));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
