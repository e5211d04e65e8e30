/**
 * "Edit this page on GitHub" URLs (ARCHITECTURE.md, rule "Docs page" and decision 2).
 * One pure function, first match wins. Pages whose source lives in another repository (the tool docs instances,
 * the specification, extensions) link there; every other page links to its own file in this site's repository.
 */
import {SITE_REPO_BRANCH, SITE_REPO_URL} from '../../src/data/site';
import {TOOL_DOCS} from '../../src/data/toolDocs';

export type EditUrlRule = {
  /** Matched against the page's URL path. */
  contains: string;
  url: string;
  /** Append the page's file, relative to its docs folder, to `url` (tool docs mirror the tool repository's docs folder). */
  appendDocPath?: boolean;
  /** Append the page URL's last segment to `url` (a binding page `/docs/reference/bindings/kafka` → `<url>/kafka`). */
  appendLastSegment?: boolean;
};

export const EDIT_URL_RULES: readonly EditUrlRule[] = [
  // Each tool docs instance (src/data/toolDocs.ts): /docs/tools/<tool>/<page> → <tool repo>/docs/<page>.md
  ...TOOL_DOCS.map((tool) => ({contains: `/${tool.routeBasePath}`, url: tool.editBase, appendDocPath: true})),
  {contains: 'reference/specification/', url: 'https://github.com/asyncapi/spec/blob/master/spec/asyncapi.md'},
  {contains: 'reference/extensions/', url: 'https://github.com/asyncapi/extensions-catalog/tree/master/extensions'},
  // One generated page per binding protocol: its folder in the bindings repository. The overview
  // (/docs/reference/bindings, no trailing segment) keeps the edit link in its front matter.
  {contains: 'reference/bindings/', url: 'https://github.com/asyncapi/bindings/tree/master', appendLastSegment: true},
];

/**
 * @param slug the page's URL path, for example `/docs/tools/cli/usage`
 * @param sourcePath the page's source file relative to the site root, for example `tool-docs/cli/usage.md`
 * @param docPath the page's file relative to its docs folder, for example `usage.md`
 */
export function editUrlFor(slug: string, sourcePath: string, docPath?: string): string {
  const rule = EDIT_URL_RULES.find(({contains}) => slug.includes(contains));
  if (rule?.appendLastSegment) {
    const segment = slug
      .replace(/[?#].*$/, '')
      .replace(/\/+$/, '')
      .split('/')
      .pop();
    return segment ? `${rule.url}/${segment}` : rule.url;
  }
  if (rule) return rule.appendDocPath && docPath ? `${rule.url}/${docPath.replace(/^\/+/, '')}` : rule.url;
  return `${SITE_REPO_URL}/edit/${SITE_REPO_BRANCH}/${sourcePath.replace(/^\/+/, '')}`;
}
