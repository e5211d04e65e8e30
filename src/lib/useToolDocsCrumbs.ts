/**
 * The leading breadcrumbs of the current docs page (src/lib/toolDocsCrumbs.ts): Docs > Tools > <tool> on a tool docs
 * instance, none elsewhere, with translated labels and the locale's base URL. For the breadcrumb wraps in src/theme.
 */
import type {PropSidebarBreadcrumbsItem} from '@docusaurus/plugin-content-docs';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {toolDocsLeadingCrumbs} from './toolDocsCrumbs';

export function useToolDocsLeadingCrumbs(crumbs: readonly PropSidebarBreadcrumbsItem[]): PropSidebarBreadcrumbsItem[] {
  const pluginId = useActivePlugin()?.pluginId;
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  return toolDocsLeadingCrumbs(pluginId, crumbs, {
    docs: translate({id: 'docs.breadcrumbs.docs', message: 'Docs'}),
    tools: translate({id: 'docs.breadcrumbs.tools', message: 'Tools'}),
    baseUrl,
  });
}
