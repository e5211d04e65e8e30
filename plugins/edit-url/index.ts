/**
 * "Edit this page on GitHub" URLs (SPEC.md "Docs page", ARCHITECTURE.md decision 2).
 * One pure function, first match wins. Pages whose source lives in another repository (generator, CLI,
 * specification, extensions) link there; every other page links to its own file in this site's repository.
 */
import {SITE_REPO_BRANCH, SITE_REPO_URL} from '../../src/data/site';

export type EditUrlRule = {contains: string; url: string};

export const EDIT_URL_RULES: readonly EditUrlRule[] = [
  {contains: '/tools/generator', url: 'https://github.com/asyncapi/generator/tree/master/docs'},
  {contains: 'reference/specification/', url: 'https://github.com/asyncapi/spec/blob/master/spec/asyncapi.md'},
  {contains: '/tools/cli', url: 'https://github.com/asyncapi/cli/tree/master/docs'},
  {contains: 'reference/extensions/', url: 'https://github.com/asyncapi/extensions-catalog/tree/master/extensions'},
];

/**
 * @param slug the page's URL path, for example `/docs/tools/cli/usage`
 * @param sourcePath the page's source file relative to the site root, for example `docs/tools/cli/usage.md`
 */
export function editUrlFor(slug: string, sourcePath: string): string {
  const rule = EDIT_URL_RULES.find(({contains}) => slug.includes(contains));
  if (rule) return rule.url;
  return `${SITE_REPO_URL}/edit/${SITE_REPO_BRANCH}/${sourcePath.replace(/^\/+/, '')}`;
}
