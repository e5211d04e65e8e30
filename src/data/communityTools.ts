/**
 * The community tools catalogue shown on /tools: tools built around AsyncAPI by the initiative and by others.
 * The entries live in communityTools.json (facts only: names, links, languages, technologies, categories,
 * flags), generated once from the initiative's public tool list and normalised into this schema. Edit the
 * JSON by hand; `checkCommunityTools` (run by the unit tests) reports a bad entry by file and field.
 */
import rawTools from './communityTools.json';
import {arrayOf, boolean, checkEntries, httpsUrl, object, oneOf, optional, text, type Rule, type Shape} from '../lib/dataSchema';

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

const linkFields = object({website: optional(httpsUrl()), docs: optional(httpsUrl()), repo: optional(httpsUrl())});

/** https links, at least one of them. */
const links: Rule = (value, field) => {
  const problems = linkFields(value, field);
  if (problems.length) return problems;
  return Object.values(value as Record<string, unknown>).some(Boolean) ? [] : [`field "${field}" must have a website, docs or repo link`];
};

export const communityToolShape: Shape = {
  title: text(),
  links,
  languages: arrayOf(text()),
  technologies: arrayOf(text()),
  categories: arrayOf(oneOf(CATEGORY_IDS), {min: 1}),
  hasCommercial: boolean(),
  isAsyncAPIOwner: boolean(),
};

/**
 * Every problem of the entries, each naming `file`, the entry (index and title) and the field. Two tools may share
 * a title; the same title with the same repository (or website) is a duplicate.
 */
export function checkCommunityTools(entries: unknown, file = COMMUNITY_TOOLS_FILE): string[] {
  return checkEntries(file, entries, communityToolShape, {
    key: 'title',
    uniqueBy: (entry) => {
      const tool = entry as Partial<CommunityTool>;
      return `${String(tool.title)} ${tool.links?.repo ?? tool.links?.website ?? ''}`;
    },
  });
}

/** A stable key for lists. */
export function communityToolKey(tool: CommunityTool): string {
  return `${tool.title}|${tool.links.repo ?? tool.links.website ?? tool.links.docs ?? ''}`;
}

// JSON imports are widened by TypeScript (categories become string[]); the unit tests run the check above.
export const communityTools = rawTools as CommunityTool[];
