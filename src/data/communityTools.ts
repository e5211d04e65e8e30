/**
 * The community tools catalogue shown on /tools: tools built around AsyncAPI by the initiative and by others.
 * The entries live in communityTools.json (facts only: names, links, languages, technologies, categories,
 * flags), generated once from the initiative's public tool list and normalised into this schema. Edit the
 * JSON by hand; `checkCommunityTools` (run by the unit tests) reports a bad entry by file and field.
 */
import rawTools from './communityTools.json';
import {
  checkEntries,
  checkUnique,
  entryLabel,
  isArrayOf,
  isBoolean,
  isHttpsUrl,
  isNonEmptyString,
  isOneOf,
  optional,
  type Shape,
} from '../lib/dataChecks';

export const COMMUNITY_TOOLS_FILE = 'src/data/communityTools.json';

/** Category ids with the label shown in the filter. */
export const TOOL_CATEGORIES = {
  api: 'APIs',
  'code-first': 'Code-first tools',
  'code-generator': 'Code generators',
  converter: 'Converters',
  directory: 'Directories',
  'documentation-generator': 'Documentation generators',
  editor: 'Editors',
  'ui-component': 'UI components',
  dsl: 'DSLs',
  framework: 'Frameworks',
  'github-action': 'GitHub Actions',
  'mocking-and-testing': 'Mocking and testing',
  validator: 'Validators',
  'compare-tool': 'Compare tools',
  cli: 'CLIs',
  bundler: 'Bundlers',
  'ide-extension': 'IDE extensions',
  'generator-template': 'Generator templates',
  others: 'Others',
} as const;

export type ToolCategory = keyof typeof TOOL_CATEGORIES;
export const CATEGORY_IDS = Object.keys(TOOL_CATEGORIES) as ToolCategory[];

export type CommunityToolLinks = {
  website?: string;
  docs?: string;
  repo?: string;
};

export type CommunityTool = {
  title: string;
  links: CommunityToolLinks;
  /** Programming languages the tool is written in or targets. */
  languages: string[];
  /** Frameworks, runtimes and platforms it works with. */
  technologies: string[];
  categories: ToolCategory[];
  /** The tool has a paid offering. */
  hasCommercial: boolean;
  /** Maintained under the AsyncAPI GitHub organisation. */
  isAsyncAPIOwner: boolean;
};

const hasSomeLink = (value: unknown) =>
  value && typeof value === 'object' && Object.values(value).some(Boolean) ? null : 'must have a website, docs or repo link';

export const communityToolShape: Shape = {
  title: isNonEmptyString,
  links: hasSomeLink,
  'links.website': optional(isHttpsUrl),
  'links.docs': optional(isHttpsUrl),
  'links.repo': optional(isHttpsUrl),
  languages: isArrayOf(isNonEmptyString),
  technologies: isArrayOf(isNonEmptyString),
  categories: isArrayOf(isOneOf(CATEGORY_IDS), 1),
  hasCommercial: isBoolean,
  isAsyncAPIOwner: isBoolean,
};

/** Throws a DataError naming `file`, the entry and the field when an entry breaks the schema. */
export function checkCommunityTools(entries: readonly unknown[], file = COMMUNITY_TOOLS_FILE): asserts entries is CommunityTool[] {
  checkEntries(file, entries, communityToolShape, entryLabel);
  checkUnique(file, entries, 'title + links.repo', (entry) => {
    const tool = entry as CommunityTool;
    return `${tool.title} ${tool.links.repo ?? tool.links.website ?? ''}`.toLowerCase();
  });
}

/** A stable key for lists. */
export function communityToolKey(tool: CommunityTool): string {
  return `${tool.title}|${tool.links.repo ?? tool.links.website ?? tool.links.docs ?? ''}`;
}

// JSON imports are widened by TypeScript (categories become string[]); the unit tests run the check above.
export const communityTools = rawTools as CommunityTool[];
