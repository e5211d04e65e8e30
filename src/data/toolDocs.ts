/**
 * The tool documentation instances (ARCHITECTURE.md decision 9): each tool whose docs follow its own releases is
 * its own `@docusaurus/plugin-content-docs` instance under /docs/tools/<tool>. The config, the edit-URL rules,
 * search grouping, breadcrumbs and the tests all read this one list.
 */
/**
 * The Generator major the current Generator docs describe. A unit test compares it with the release npm serves
 * (src/data/tool-facts.json): when a new major ships, cut a docs version (docs/community/versioning-tool-docs.md).
 */
export const GENERATOR_DOCS_MAJOR = 3;
export const GENERATOR_DOCS_LABEL = `${GENERATOR_DOCS_MAJOR}.x`;

export type ToolDocsInstance = {
  /** Docs plugin id, also the last segment of the route base. */
  id: 'generator' | 'cli' | 'glee';
  /** Name shown in breadcrumbs, search groups and menus. */
  label: string;
  /** Content folder, relative to the site root. */
  path: string;
  /** URL path without the leading slash. */
  routeBasePath: string;
  /** Folder in the tool's own repository that holds the page sources ("Edit this page" appends the file). */
  editBase: string;
  /** Set for a versioned instance: the label of its current docs (Docusaurus versioning, dropdown on its pages). */
  currentVersionLabel?: string;
};

export const TOOL_DOCS: readonly ToolDocsInstance[] = [
  {
    id: 'generator',
    label: 'Generator',
    path: 'tool-docs/generator',
    routeBasePath: 'docs/tools/generator',
    editBase: 'https://github.com/asyncapi/generator/tree/master/apps/generator/docs',
    currentVersionLabel: GENERATOR_DOCS_LABEL,
  },
  {
    id: 'cli',
    label: 'CLI',
    path: 'tool-docs/cli',
    routeBasePath: 'docs/tools/cli',
    editBase: 'https://github.com/asyncapi/cli/tree/master/docs',
  },
  {
    id: 'glee',
    label: 'Glee',
    path: 'tool-docs/glee',
    routeBasePath: 'docs/tools/glee',
    editBase: 'https://github.com/asyncapi/glee/tree/master/docs',
  },
];

/** Every folder that holds docs pages: the main tree, each tool instance and the versioned copies Docusaurus keeps. */
export const DOCS_CONTENT_DIRS: readonly string[] = [
  'docs',
  ...TOOL_DOCS.flatMap((tool) => [tool.path, `${tool.id}_versioned_docs`]),
];

/** Tool docs instances that keep versions (a version dropdown shows on their pages only). */
export const VERSIONED_TOOL_DOCS: readonly string[] = TOOL_DOCS.filter((tool) => tool.currentVersionLabel).map(
  (tool) => tool.id,
);

/** The versioned tool instance whose routes hold `pathname` (its route base or a path under it), if any. */
export function versionedInstanceAt(
  pathname: string,
  instancePaths: Readonly<Record<string, string | undefined>>,
): string | undefined {
  return VERSIONED_TOOL_DOCS.find((id) => {
    const base = instancePaths[id]?.replace(/\/$/, '');
    return base !== undefined && (pathname === base || pathname.startsWith(`${base}/`));
  });
}
