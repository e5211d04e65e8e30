/**
 * The text and labels of the records the build writes (records.ts, markdown.ts, pageRecords.ts): how body text is
 * normalised and cut, and the group (lvl0) a page's hits show under. Build time only; the browser reads the records
 * as written (the index format and the browser's helpers are in src/search/shared.ts).
 */
import {TOOL_DOCS} from '../../src/data/toolDocs';

/** Body text longer than this is cut at a word boundary: a snippet never shows more and the index stays small. */
export const MAX_CONTENT_LENGTH = 600;

/** The plugin id in a docs page's tag: `docs-generator-3.x` → `generator`. */
export function docsPluginOfTag(tag: string | undefined): string | undefined {
  return tag ? /^docs-([^-]+)-/.exec(tag)?.[1] : undefined;
}

/** lvl0 of a tool docs page (Generator, CLI, Glee), so its hits group under the tool. */
export function toolDocsLabel(tag: string | undefined): string | undefined {
  const pluginId = docsPluginOfTag(tag);
  return TOOL_DOCS.find((tool) => tool.id === pluginId)?.label;
}

/** Top-level group (DocSearch's lvl0) for a page that has no docs category. */
export function sectionLabel(pathname: string): string {
  const path = pathname.replace(/^\/de(?=\/|$)/, '');
  if (path === '/docs' || path.startsWith('/docs/')) return 'Documentation';
  if (path.startsWith('/blog')) return 'Blog';
  if (path.startsWith('/tools')) return 'Tools';
  if (path.startsWith('/community')) return 'Community';
  return 'Pages';
}

export function normaliseText(text: string): string {
  return text
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function cutText(text: string, max = MAX_CONTENT_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}
