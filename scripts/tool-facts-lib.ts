/**
 * Pure parts of `npm run sync:cli-manifest` (scripts/sync-cli-manifest.mjs) that decide a fact from registry data
 * rather than copy it, so they are unit-tested (tests/unit/tool-facts.test.ts).
 */
import semver from 'semver';

/** One published version of a DefinitelyTyped package: its version and the oldest TypeScript it declares support for. */
export type TypesRelease = {version: string; typeScriptVersion?: string};

/**
 * The TypeScript a tool compiles with: the newest release that its dependency range allows, which is what npm
 * installs for it in a new project. Undefined when no release fits.
 */
export function resolvedTypescript(range: string, versions: readonly string[]): string | undefined {
  return semver.maxSatisfying([...versions], range) ?? undefined;
}

/**
 * The `@types/node` releases worth asking the registry about: those for the Node.js versions a tool supports (from
 * its `engines.node`, for example `>=12.20.0` for `^12.20.0 || ^14.13.1 || >=16.0.0`). Every one of them declares
 * the TypeScript it needs (early releases did not, and npm lists only versions when some lack the field).
 */
export function typesNodeRange(enginesNode: string | undefined): string {
  const oldest = enginesNode ? semver.minVersion(enginesNode) : null;
  if (!oldest) throw new Error(`no oldest Node.js version in engines.node: ${String(enginesNode)}`);
  return `>=${oldest.version}`;
}

/**
 * The newest `@types/node` that still declares support for `typescript` (its `typeScriptVersion`, a major.minor,
 * is not above the compiler's). Newer ones use syntax that older compilers cannot parse, and a compiler that
 * cannot parse a file in the program reports errors even with `skipLibCheck`. Prereleases are never chosen.
 */
export function newestTypesFor(typescript: string, releases: readonly TypesRelease[]): string | undefined {
  const compiler = semver.parse(typescript);
  if (!compiler) throw new Error(`not a TypeScript version: ${typescript}`);
  const fits = releases.filter(({version, typeScriptVersion}) => {
    if (!semver.valid(version) || semver.prerelease(version)) return false;
    const declared = semver.coerce(typeScriptVersion ?? '');
    if (!declared) return false;
    return declared.major < compiler.major || (declared.major === compiler.major && declared.minor <= compiler.minor);
  });
  return fits.map((release) => release.version).sort(semver.rcompare)[0];
}

/**
 * The commands of Glee's `glee` binary, read from the published `dist/cli/index.js`: it compares its first argument
 * with each command name (`command === 'dev'`) and prints `Unknown command` otherwise.
 */
export function gleeCommands(cliSource: string): string[] {
  const commands = [...cliSource.matchAll(/\bcommand\s*===\s*['"]([\w-]+)['"]/g)].map((m) => m[1]!);
  if (commands.length === 0) throw new Error('no command comparisons found in the glee binary');
  return [...new Set(commands)];
}
