/**
 * Facts about the released tools (version, release date, `engines`), written by `npm run sync:cli-manifest`
 * from the npm registry into tool-facts.json. Pages show them through <ToolFact> and the tests check prose
 * against them, so no version is written by hand (ARCHITECTURE.md decision 10).
 */
import facts from './tool-facts.json';

export type ToolKey = 'cli' | 'generator' | 'glee' | 'studio';

export type ToolRelease = {
  /** npm package name. */
  package: string;
  /** The version npm serves as `latest`. */
  version: string;
  /** ISO timestamp of that version's publication on npm. */
  released: string;
  /** The package manifest's `engines` field. */
  engines: {node?: string; npm?: string};
  /**
   * Glee only: the compiler `glee dev` runs on a project. `typescript` is the release Glee's dependency range
   * installs; `typesNode` the newest `@types/node` that declares support for it, which a new project pins because
   * npm otherwise installs one that compiler cannot parse, and `glee dev` then never starts the application.
   */
  compiler?: {typescript: string; typesNode: string};
  /** Glee only: the commands of the `glee` binary (`glee dev`, ...); pages may name no other. */
  commands?: string[];
};

export const TOOL_FACTS: Record<ToolKey, ToolRelease> = facts;

/**
 * The lowest Node.js version of the open-ended range in an `engines.node` expression, for example `24.0.0` for
 * `>=24.0.0` and `16.0.0` for `^12.20.0 || ^14.13.1 || >=16.0.0`. Undefined when the expression has none.
 */
export function minimumNode(range: string | undefined): string | undefined {
  if (!range) return undefined;
  const openEnded = range
    .split('||')
    .map((part) => /^\s*>=\s*v?(\d+(?:\.\d+){0,2})\s*$/.exec(part)?.[1])
    .filter((v): v is string => Boolean(v));
  const last = openEnded.at(-1);
  if (!last) return undefined;
  const [major, minor = '0', patch = '0'] = last.split('.');
  return `${major}.${minor}.${patch}`;
}

export type ToolFactKind = 'node' | 'npm' | 'version' | 'package' | 'released' | 'typescript' | 'typesNode';

/** The compiler facts of a tool that has them (Glee). */
export function compilerOf(tool: ToolKey): NonNullable<ToolRelease['compiler']> {
  const compiler = TOOL_FACTS[tool].compiler;
  if (!compiler) throw new Error(`tool-facts.json: ${tool} has no compiler facts`);
  return compiler;
}

/** The lowest version of an engine a tool needs (`node` always has one; undefined `npm`: any npm). */
export function minimumEngine(tool: ToolKey, engine: 'node' | 'npm'): string | undefined {
  const min = minimumNode(TOOL_FACTS[tool].engines[engine]);
  if (!min && engine === 'node') throw new Error(`tool-facts.json: ${tool} has no open-ended engines.node range`);
  return min;
}

/** The release date as a reader of `locale` writes it: "September 23, 2026" in `en-US`, "23. September 2026" in `de`. */
export function releasedDate(tool: ToolKey, locale = 'en-US'): string {
  return new Date(TOOL_FACTS[tool].released).toLocaleDateString(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * A fact as English prose: `node` gives "Node.js 24.0.0 or later", `released` a date like "September 23, 2026",
 * `typescript` and `typesNode` the versions of the compiler facts ("4.9.5", "22.9.3"). <ToolFact> renders the same
 * facts in the page's language (its words are translate() calls).
 */
export function toolFactText(tool: ToolKey, fact: ToolFactKind): string {
  const release = TOOL_FACTS[tool];
  switch (fact) {
    case 'typescript':
      return compilerOf(tool).typescript;
    case 'typesNode':
      return compilerOf(tool).typesNode;
    case 'node':
      return `Node.js ${minimumEngine(tool, 'node')} or later`;
    case 'npm': {
      const min = minimumEngine(tool, 'npm');
      return min ? `npm ${min} or later` : 'any npm that ships with that Node.js';
    }
    case 'version':
      return release.version;
    case 'package':
      return release.package;
    case 'released':
      return releasedDate(tool);
  }
}
