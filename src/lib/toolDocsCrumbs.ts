/**
 * Breadcrumbs of a tool docs page (src/theme/DocBreadcrumbs). Each tool's docs are their own docs instance with
 * their own sidebar, so the sidebar trail alone starts inside the tool; the portal's trail starts at Docs > Tools.
 */
import type {PropSidebarBreadcrumbsItem} from '@docusaurus/plugin-content-docs';
import {TOOL_DOCS} from '../data/toolDocs';

/** Translated labels, and the locale's base URL (`/` or `/de/`) that sidebar hrefs already carry. */
export type CrumbOptions = {docs: string; tools: string; baseUrl: string};

const link = (label: string, href: string): PropSidebarBreadcrumbsItem => ({
  type: 'link',
  label,
  href,
  docId: undefined,
  unlisted: false,
});

/**
 * `crumbs` unchanged for the main docs instance; for a tool instance, Docs > Tools > <tool> in front of the
 * sidebar trail (the tool's own crumb only once: its index page's trail already starts there).
 */
export function withToolDocsCrumbs(
  pluginId: string | undefined,
  crumbs: readonly PropSidebarBreadcrumbsItem[],
  {docs, tools, baseUrl}: CrumbOptions = {docs: 'Docs', tools: 'Tools', baseUrl: '/'},
): PropSidebarBreadcrumbsItem[] {
  const tool = TOOL_DOCS.find((candidate) => candidate.id === pluginId);
  if (!tool) return [...crumbs];
  const root = `${baseUrl}${tool.routeBasePath}`;
  const startsAtRoot = crumbs[0]?.href?.replace(/\/$/, '') === root;
  return [
    link(docs, `${baseUrl}docs`),
    link(tools, `${baseUrl}docs/tools`),
    ...(startsAtRoot ? [] : [link(tool.label, root)]),
    ...crumbs,
  ];
}
