/**
 * The community tools catalogue shown on /tools: tools built around AsyncAPI by the initiative and by others.
 * The entries live in community-tools.json (facts only: names, links, languages, technologies, categories,
 * flags), generated once from the initiative's public tool list and normalised into this schema. The JSON is named
 * apart from this module: Node's resolution of `./communityTools` (the config loader's) would pick a
 * communityTools.json before this file. Edit the JSON by hand; `checkCommunityTools` (plugins/data-checks, run by the unit tests and the build) reports a bad entry by file and field.
 */
import rawTools from './community-tools.json';

export const COMMUNITY_TOOLS_FILE = 'src/data/community-tools.json';

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

/** A stable key for lists. */
export function communityToolKey(tool: CommunityTool): string {
  return `${tool.title}|${tool.links.repo ?? tool.links.website ?? tool.links.docs ?? ''}`;
}

// JSON imports are widened by TypeScript (categories become string[]); plugins/data-checks checks the entries.
export const communityTools = rawTools as CommunityTool[];
