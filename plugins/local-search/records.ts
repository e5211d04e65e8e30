/**
 * Search records in DocSearch's shape from a rendered page (README.md here, "How the local index is built"): one per
 * heading (the title is lvl1) and one per block of body text, each with the headings above it and the nearest
 * anchor. A table row whose first cell is code defines the names in it, with the anchor of an id in that cell. Only
 * the markup is read, never its words, so German pages are read the same way.
 */
import * as cheerio from 'cheerio';
import type {AnyNode, Document, Element} from 'domhandler';
import {findOne, isTag, textContent} from 'domutils';
import {TOOL_DOCS} from '../../src/data/toolDocs';
import {applyHeading, isDocsPath, type Hierarchy, type RecordType, type SearchRecord} from '../../src/search/shared';
import {headAndMain} from '../built-html/pages';

/** Heading elements: a record each (h1 is the page title). */
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Body text blocks. A table row is one record (its cells joined), so a field and its description stay together. */
const BLOCKS = new Set(['p', 'li', 'tr', 'dt', 'dd', 'blockquote']);
/** Not indexed: interactive widgets whose text repeats other pages (the Specification Explorer). */
export const EXCLUDE_ATTRIBUTE = 'data-search-exclude';
/** Elements whose text is not the page's own, with their inside: navigation, the footer, code. */
const EXCLUDED_TAGS = new Set(['nav', 'footer', 'pre']);
const EXCLUDED_CLASSES = ['pagination-nav', 'theme-doc-toc-mobile', 'theme-doc-footer', 'theme-code-block'];
/** Body text longer than this is cut at a word boundary: a snippet never shows more and the index stays small. */
export const MAX_CONTENT_LENGTH = 600;

/** lvl0 of a tool docs page (Generator, CLI, Glee), from its tag (`docs-<plugin id>-<version>`). */
export function toolDocsLabel(tag: string | undefined): string | undefined {
  return TOOL_DOCS.find((tool) => tag?.startsWith(`docs-${tool.id}-`))?.label;
}

/** Top-level group (DocSearch's lvl0) for a page that has no docs category. */
export function sectionLabel(pathname: string): string {
  if (isDocsPath(pathname)) return 'Documentation';
  const path = pathname.replace(/^\/de(?=\/|$)/, '');
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

const hasClass = (el: Element, name: string): boolean => (el.attribs.class ?? '').split(/\s+/).includes(name);

/** Navigation, the footer, code, or marked with EXCLUDE_ATTRIBUTE: left out with everything inside it. */
function isExcludedElement(el: Element): boolean {
  if (EXCLUDED_TAGS.has(el.name) || EXCLUDE_ATTRIBUTE in el.attribs) return true;
  return EXCLUDED_CLASSES.some((name) => hasClass(el, name));
}

/** The first element under `node` (in document order, the node itself not included) that passes `test`. */
const first = (node: AnyNode, test: (el: Element) => boolean): Element | undefined =>
  ('children' in node ? findOne(test, node.children) : null) ?? undefined;

const hasAncestor = (el: Element, name: string): boolean => {
  for (let node = el.parent; node; node = node.parent) if (isTag(node) && node.name === name) return true;
  return false;
};

/** The element holding a page's own content, without navbar, sidebars, TOC, footer or pagination. */
function contentRoot(document: Document): AnyNode {
  return (
    first(document, (el) => hasClass(el, 'theme-doc-markdown')) ??
    first(document, (el) => hasClass(el, 'markdown') && hasAncestor(el, 'article')) ??
    first(document, (el) => el.name === 'article' && hasAncestor(el, 'main')) ??
    first(document, (el) => el.name === 'main') ??
    first(document, (el) => el.name === 'body') ??
    document
  );
}

/**
 * The text inside an element (its text nodes, as a DOM's `textContent` gives it), leaving out the descendants `skip`
 * names and everything inside them.
 */
function textWithout(el: AnyNode, skip: (el: Element) => boolean): string {
  if (!('children' in el)) return '';
  return el.children
    .map((child) =>
      child.type === 'text' ? textContent(child) : isTag(child) && skip(child) ? '' : textWithout(child, skip),
    )
    .join('');
}

/**
 * lvl0: a tool docs page groups under its tool (Generator, CLI, Glee); another docs page under its section from the
 * breadcrumbs (the home icon has no text); other pages under a section label.
 */
function groupLabel(document: Document, pathname: string, tag: string | undefined): string {
  const crumb = first(document, (el) => hasClass(el, 'breadcrumbs__item') && normaliseText(textContent(el)) !== '');
  return toolDocsLabel(tag) ?? (crumb ? normaliseText(textContent(crumb)) : sectionLabel(pathname));
}

/** Anchors' "#" links, screen-reader helpers and buttons: not part of a heading's or a block's words. */
const isNoise = (el: Element): boolean =>
  el.name === 'button' || /(?:^|\s)(?:hash-link|sr-only)(?:\s|$)/.test(el.attribs.class ?? '');

const headingText = (el: Element): string => normaliseText(textWithout(el, isNoise));

/** The cells of a table row. */
const cellsOf = (row: Element): Element[] =>
  row.children.filter((cell): cell is Element => isTag(cell) && (cell.name === 'td' || cell.name === 'th'));

function blockText(el: Element): string {
  if (el.name === 'tr') return cellsOf(el).map(blockText).filter(Boolean).join(' — ');
  // Nested lists become records of their own; code in buttons and screen-reader helpers is noise.
  return normaliseText(textWithout(el, (child) => child.name === 'ul' || child.name === 'ol' || isNoise(child)));
}

/** What a table row says about itself: the names its first cell defines, and the row's own anchor. */
type RowDetails = {anchor?: string; defines?: string[]};

/**
 * What a table row defines: when every word of its first cell is code (`bindingVersion`, `-f, --format`,
 * `docs.enabled`), the names in it, split at commas; and the id of an element in that cell as the row's own anchor.
 */
function rowDetails(row: Element): RowDetails {
  const [cell] = cellsOf(row);
  if (!cell) return {};
  const anchor = cell.attribs.id || first(cell, (el) => Boolean(el.attribs.id))?.attribs.id;
  const outsideCode = textWithout(cell, (el) => el.name === 'code' || isNoise(el));
  const text = normaliseText(textWithout(cell, isNoise));
  const defines =
    text !== '' && /^[\s,]*$/.test(outsideCode)
      ? text
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : [];
  return {...(anchor ? {anchor} : {}), ...(defines.length ? {defines} : {})};
}

/** Inside a block that is already indexed as a whole (a paragraph in a list item, ...)? */
function insideOtherBlock(el: Element, root: AnyNode): boolean {
  for (let node = el.parent; node && node !== root; node = node.parent) {
    const name = isTag(node) ? node.name : '';
    // A nested list item is its own record: its parent item's text leaves nested lists out.
    if (/^(tr|dd|dt|blockquote)$/.test(name) || (name === 'li' && el.name !== 'li')) return true;
  }
  return false;
}

/** The page title: the content's first h1, else the document title without the site name. */
function pageTitle(document: Document, root: AnyNode): string {
  const h1 = first(root, (el) => el.name === 'h1');
  if (h1) return headingText(h1);
  const title = first(document, (el) => el.name === 'title');
  return normaliseText(title ? textContent(title) : '').split(' | ')[0]!;
}

/**
 * A code block's inside left out before parsing: code is never indexed (`pre` is excluded with everything in it),
 * and its highlighted tokens are most of a docs page's markup. The empty `<pre>` stays, so the page's structure and
 * every other text are as before.
 */
export function withoutCode(html: string): string {
  return html.replace(/(<pre(?=[\s>])[^>]*>)[\s\S]*?<\/pre>/g, '$1</pre>');
}

/** Extracts the DocSearch records of one rendered page (`siteUrl`: the origin; `pathname` with the locale base). */
export function extractRecordsFromHtml(
  html: string,
  {siteUrl, pathname}: {siteUrl: string; pathname: string},
): SearchRecord[] {
  // Records come from the head (title, the docs tag) and <main> (every record, the breadcrumbs). The tree is walked
  // by hand: selector queries over thousands of elements per page were most of the index's build time.
  const document = cheerio
    .load(withoutCode(headAndMain(html)))
    .root()
    .get(0) as Document;
  const root = contentRoot(document);
  const meta = first(document, (el) => el.name === 'meta' && el.attribs.name === 'docusaurus_tag');
  const tag = meta?.attribs.content || undefined;
  const title = pageTitle(document, root);
  if (!title) return [];

  const pageUrl = `${siteUrl.replace(/\/$/, '')}${pathname}`;
  const lvl0 = groupLabel(document, pathname, tag);
  const hierarchy: Hierarchy = {lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const records: SearchRecord[] = [];
  let headingAnchor: string | null = null;
  const push = (type: RecordType, content: string | null, details: RowDetails = {}) => {
    const anchor = details.anchor ?? headingAnchor;
    records.push({
      objectID: `${pathname}-${records.length}`,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      url_without_anchor: pageUrl,
      anchor,
      type,
      content,
      hierarchy: {...hierarchy},
      ...(tag?.startsWith('docs-') ? {docusaurus_tag: tag} : {}),
      ...(details.defines ? {defines: details.defines} : {}),
      ...(details.anchor ? {ownAnchor: true} : {}),
    });
  };
  push('lvl1', null);
  for (let node = root as AnyNode | null; node; node = node.parent)
    if (isTag(node) && isExcludedElement(node)) return records;

  const visit = (el: Element): void => {
    if (HEADINGS.has(el.name)) {
      const level = Number(el.name.slice(1));
      const text = level > 1 ? headingText(el) : ''; // h1 is the page title, already lvl1
      if (!text) return;
      applyHeading(hierarchy, level, text);
      headingAnchor = el.attribs.id ?? null;
      push(`lvl${level}` as RecordType, null);
      return;
    }
    if (!BLOCKS.has(el.name)) return;
    // A table's header row names the columns: the same words on every table.
    if (
      el.name === 'tr' &&
      ((el.parent as Element | null)?.name === 'thead' || !cellsOf(el).some((c) => c.name === 'td'))
    )
      return;
    if (insideOtherBlock(el, root)) return;
    const text = blockText(el);
    if (text.length >= 3) push('content', cutText(text), el.name === 'tr' ? rowDetails(el) : undefined);
  };
  const walk = (node: AnyNode): void => {
    if (!('children' in node)) return;
    for (const child of node.children) {
      if (!isTag(child) || isExcludedElement(child)) continue;
      visit(child);
      walk(child);
    }
  };
  walk(root);
  return records;
}
