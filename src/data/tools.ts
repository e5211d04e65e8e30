/**
 * The initiative's own tools, shown as cards on /tools and the home page and used by the tool pages.
 * Package names, engines and binaries were checked against the npm registry metadata (`npm view`) and the
 * published packages; see each entry's comment for the release the facts come from.
 */
import {STUDIO_URL} from './site';

export const TOOLS_FILE = 'src/data/tools.ts';

export const TOOL_IDS = ['generator', 'cli', 'modelina', 'github-actions', 'parsers', 'studio'] as const;
export type ToolId = (typeof TOOL_IDS)[number];

export type Tool = {
  id: ToolId;
  name: string;
  /** One line: what the tool does. */
  description: string;
  /** The shell command that installs it, when there is one. */
  install?: string;
  /** The npm package, when the tool is published there. */
  npmPackage?: string;
  /** The tool's page: a site path, or an https URL for tools that live elsewhere (Studio). */
  page: string;
  /** Where its documentation lives: a site path or an https URL. */
  docs: string;
  repository: string;
};

export const tools: readonly Tool[] = [
  {
    // @asyncapi/generator 3.4.1: a library (no binary since the CLI took over); engines node >=24.11.
    id: 'generator',
    name: 'Generator',
    description: 'Turns an AsyncAPI document into code, documentation or any other files, using templates.',
    install: 'npm install @asyncapi/generator',
    npmPackage: '@asyncapi/generator',
    page: '/tools/generator',
    docs: '/docs/tools',
    repository: 'https://github.com/asyncapi/generator',
  },
  {
    // @asyncapi/cli 6.2.0: binary `asyncapi`; engines node >=24.0.0.
    id: 'cli',
    name: 'CLI',
    description: 'One command-line tool to create, validate, convert, bundle and generate from AsyncAPI documents.',
    install: 'npm install -g @asyncapi/cli',
    npmPackage: '@asyncapi/cli',
    page: '/tools/cli',
    docs: '/docs/tools',
    repository: 'https://github.com/asyncapi/cli',
  },
  {
    // @asyncapi/modelina 5.10.1: a library; engines node >=18; homepage modelina.org.
    id: 'modelina',
    name: 'Modelina',
    description: 'Generates payload data models for many languages from AsyncAPI, OpenAPI, JSON Schema and more.',
    install: 'npm install @asyncapi/modelina',
    npmPackage: '@asyncapi/modelina',
    page: '/tools/modelina',
    docs: 'https://www.modelina.org',
    repository: 'https://github.com/asyncapi/modelina',
  },
  {
    // asyncapi/github-action-for-cli: a Docker action that runs the CLI.
    id: 'github-actions',
    name: 'GitHub Actions',
    description: 'Runs the AsyncAPI CLI in your GitHub workflows to validate documents and generate from them.',
    page: '/tools/github-actions',
    docs: 'https://github.com/marketplace/actions/asyncapi-cli-action',
    repository: 'https://github.com/asyncapi/github-action-for-cli',
  },
  {
    // @asyncapi/parser 3.6.3 (parser-js).
    id: 'parsers',
    name: 'Parsers',
    description: 'Parse and validate AsyncAPI documents in your own code and read them through a typed API.',
    install: 'npm install @asyncapi/parser',
    npmPackage: '@asyncapi/parser',
    page: '/tools/parsers',
    docs: '/docs/guides/validate',
    repository: 'https://github.com/asyncapi/parser-js',
  },
  {
    id: 'studio',
    name: 'Studio',
    description: 'Write, validate and preview AsyncAPI documents in your browser, with nothing to install.',
    page: STUDIO_URL,
    docs: STUDIO_URL,
    repository: 'https://github.com/asyncapi/studio',
  },
];

export function toolById(id: ToolId): Tool {
  const tool = tools.find((candidate) => candidate.id === id);
  if (!tool) throw new Error(`Unknown tool: ${id}`);
  return tool;
}

/** True for links that leave the site (open them in a new tab). */
export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}
