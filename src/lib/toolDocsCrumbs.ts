/**
 * Breadcrumbs of a tool docs page. Each tool's docs are their own docs instance with their own sidebar, so the
 * sidebar trail alone starts inside the tool; the portal's trail starts at Docs > Tools. The theme renders the trail;
 * the wraps `src/theme/DocBreadcrumbs/Items/Home` (the items after the home icon) and
 * `src/theme/DocBreadcrumbs/StructuredData` (the JSON-LD BreadcrumbList) add these leading crumbs to it.
 */
import type {PropSidebarBreadcrumbsItem} from '@docusaurus/plugin-content-docs';
import {TOOL_DOCS} from '../data/toolDocs';

/** Translated labels, and the locale's base URL (`/` or `/de/`) that sidebar hrefs already carry. */
export type CrumbOptions = {docs: string; tools: string; baseUrl: string};

const DEFAULT_OPTIONS: CrumbOptions = {docs: 'Docs', tools: 'Tools', baseUrl: '/'};

const link = (label: string, href: string): PropSidebarBreadcrumbsItem => ({
  type: 'link',
  label,
  href,
  docId: undefined,
  unlisted: false,
});

/**
 * The crumbs that go before the sidebar trail `crumbs`: none for the main docs instance; for a tool instance,
 * Docs > Tools > <tool> (the tool's own crumb only once: its index page's trail already starts there).
 */
export function toolDocsLeadingCrumbs(
  pluginId: string | undefined,
  crumbs: readonly PropSidebarBreadcrumbsItem[],
  {docs, tools, baseUrl}: CrumbOptions = DEFAULT_OPTIONS,
): PropSidebarBreadcrumbsItem[] {
  const tool = TOOL_DOCS.find((candidate) => candidate.id === pluginId);
  if (!tool) return [];
  const root = `${baseUrl}${tool.routeBasePath}`;
  const startsAtRoot = crumbs[0]?.href?.replace(/\/$/, '') === root;
  return [
    link(docs, `${baseUrl}docs`),
    link(tools, `${baseUrl}docs/tools`),
    ...(startsAtRoot ? [] : [link(tool.label, root)]),
  ];
}
