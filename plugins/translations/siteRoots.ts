/** This site's content folders and their translation folders: the docs instances, the blog and the Markdown pages. */
import {siteContentRoots, type ContentRoot} from './localeLinks';
import {TOOL_DOCS} from '../../src/data/toolDocs';

export function contentRootsOf(siteDir: string): ContentRoot[] {
  return siteContentRoots(siteDir, [{path: 'docs'}, ...TOOL_DOCS]);
}
