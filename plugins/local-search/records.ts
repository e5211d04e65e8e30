/**
 * Search records in DocSearch's shape, and their extraction from rendered HTML.
 *
 * A page gives one record per heading (`type: 'lvl1'..'lvl6'`, the page title is lvl1) and one per block of body
 * text (`type: 'content'`), each with the hierarchy of headings above it, like the DocSearch crawler does. A table
 * row whose first cell is code defines the names in it (a field, a flag, a configuration key), and takes the anchor
 * of an element with an id in that cell (the Reference's field rows have one). Everything here reads the markup,
 * never its words: the German pages are read the same way. shards.ts splits the records into the index files.
 */
import * as cheerio from 'cheerio';
import type {AnyNode, Document, Element} from 'domhandler';
import {pageRecords, type BlockDetails} from './pageRecords';
import type {SearchRecord} from '../../src/search/shared';
import {normaliseText, sectionLabel, toolDocsLabel} from './recordText';
import {headAndMain} from '../html-main';

/** Heading elements: a record each (h1 is the page title). */
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Body text blocks. A table row is one record (its cells joined), so a field and its description stay together. */
const BLOCKS = new Set(['p', 'li', 'tr', 'dt', 'dd', 'blockquote']);
/** Not indexed: interactive widgets whose text repeats other pages (the Specification Explorer). */
export const EXCLUDE_ATTRIBUTE = 'data-search-exclude';
/** Elements whose text is not the page's own, with their inside: navigation, the footer, code. */
const EXCLUDED_TAGS = new Set(['nav', 'footer', 'pre']);
const EXCLUDED_CLASSES = ['pagination-nav', 'theme-doc-toc-mobile', 'theme-doc-footer', 'theme-code-block'];

type ExtractOptions = {
  /** Site origin, e.g. https://www.asyncapi.com */
  siteUrl: string;
  /** Page path including the locale base, e.g. /de/docs/concepts */
  pathname: string;
};

const isElement = (node: AnyNode): node is Element =>
  node.type === 'tag' || node.type === 'script' || node.type === 'style';

const hasClass = (el: Element, name: string): boolean => (el.attribs.class ?? '').split(/\s+/).includes(name);

/** Navigation, the footer, code, or marked with EXCLUDE_ATTRIBUTE: left out with everything inside it. */
function isExcludedElement(el: Element): boolean {
  if (EXCLUDED_TAGS.has(el.name) || EXCLUDE_ATTRIBUTE in el.attribs) return true;
  const classes = el.attribs.class?.split(/\s+/);
  return classes !== undefined && EXCLUDED_CLASSES.some((name) => classes.includes(name));
}

/** The elements under `node` in document order (the node itself not included), as a selector query returns them. */
function* descendants(node: AnyNode): Generator<Element> {
  if (!('children' in node)) return;
  for (const child of node.children) {
    if (!isElement(child)) continue;
    yield child;
    yield* descendants(child);
  }
}

const first = (node: AnyNode, test: (el: Element) => boolean): Element | undefined => {
  for (const el of descendants(node)) if (test(el)) return el;
  return undefined;
};

const hasAncestor = (el: Element, name: string): boolean => {
  for (let node = el.parent; node; node = node.parent) if (isElement(node) && node.name === name) return true;
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
  let text = '';
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') text += (node as AnyNode & {data: string}).data;
    else if (node.type === 'comment' || !('children' in node)) return;
    else if (isElement(node) && skip(node)) return;
    else node.children.forEach(walk);
  };
  if ('children' in el) el.children.forEach(walk);
  return text;
}

const textOf = (el: AnyNode): string => textWithout(el, () => false);

/**
 * lvl0: a tool docs page groups under its tool (Generator, CLI, Glee); another docs page under its section from the
 * breadcrumbs (the home icon has no text); other pages under a section label.
 */
function groupLabel(document: Document, pathname: string, tag: string | undefined): string {
  const tool = toolDocsLabel(tag);
  if (tool) return tool;
  for (const el of descendants(document)) {
    if (!hasClass(el, 'breadcrumbs__item')) continue;
    const crumb = normaliseText(textOf(el));
    if (crumb) return crumb;
  }
  return sectionLabel(pathname);
}

/** Anchors' "#" links, screen-reader helpers and buttons: not part of a heading's or a block's words. */
const isNoise = (el: Element): boolean =>
  el.name === 'button' || /(?:^|\s)(?:hash-link|sr-only)(?:\s|$)/.test(el.attribs.class ?? '');

function headingText(el: Element): string {
  return normaliseText(textWithout(el, isNoise));
}

/** The cells of a table row. */
const cellsOf = (row: Element): Element[] =>
  row.children.filter((cell): cell is Element => isElement(cell) && (cell.name === 'td' || cell.name === 'th'));

function blockText(el: Element): string {
  if (el.name === 'tr') {
    return cellsOf(el).map(blockText).filter(Boolean).join(' — ');
  }
  // Nested lists become records of their own; code in buttons and screen-reader helpers is noise.
  return normaliseText(textWithout(el, (child) => child.name === 'ul' || child.name === 'ol' || isNoise(child)));
}

/**
 * What a table row defines: when every word of its first cell is code (`bindingVersion`, `-f, --format`,
 * `docs.enabled`), the names in it, split at commas; and the id of an element in that cell as the row's own anchor.
 */
function rowDetails(row: Element): BlockDetails {
  const [first] = cellsOf(row);
  if (!first) return {};
  let anchor: string | undefined = first.attribs.id;
  for (const el of descendants(first)) if (!anchor && el.attribs.id) anchor = el.attribs.id;
  const outsideCode = textWithout(first, (el) => el.name === 'code' || isNoise(el));
  const text = normaliseText(textWithout(first, isNoise));
  const isCode = text !== '' && /^[\s,]*$/.test(outsideCode);
  const defines = isCode
    ? text
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
    : undefined;
  return {...(anchor ? {anchor} : {}), ...(defines?.length ? {defines} : {})};
}

/** Inside a block that is already indexed as a whole (a paragraph in a list item, ...)? */
function insideOtherBlock(el: Element, root: AnyNode): boolean {
  let node = el.parent;
  while (node && node !== root) {
    const name = node.type === 'tag' ? (node as Element).name : '';
    // A nested list item is its own record: its parent item's text leaves nested lists out.
    if (/^(tr|dd|dt|blockquote)$/.test(name) || (name === 'li' && el.name !== 'li')) return true;
    node = node.parent;
  }
  return false;
}

/** The page title: the content's first h1, else the document title without the site name. */
function pageTitle(document: Document, root: AnyNode): string {
  const h1 = first(root, (el) => el.name === 'h1');
  if (h1) return headingText(h1);
  const title = first(document, (el) => el.name === 'title');
  return normaliseText(title ? textOf(title) : '').split(' | ')[0]!;
}

/**
 * A code block's inside left out before parsing: code is never indexed (`pre` is excluded with everything in it),
 * and its highlighted tokens are most of a docs page's markup. The empty `<pre>` stays, so the page's structure and
 * every other text are as before.
 */
export function withoutCode(html: string): string {
  return html.replace(/(<pre(?=[\s>])[^>]*>)[\s\S]*?<\/pre>/g, '$1</pre>');
}

/** Extracts the DocSearch records of one rendered page. */
export function extractRecordsFromHtml(html: string, {siteUrl, pathname}: ExtractOptions): SearchRecord[] {
  // Records come from the head (title, the docs tag) and <main> (every record, the breadcrumbs). The tree is walked
  // by hand: selector queries over thousands of elements per page were most of the index's build time.
  const document = cheerio
    .load(withoutCode(headAndMain(html)))
    .root()
    .get(0) as Document;
  const root = contentRoot(document);
  const meta = first(document, (el) => el.name === 'meta' && el.attribs.name === 'docusaurus_tag');
  const tag = meta?.attribs.content || undefined;
  const lvl0 = groupLabel(document, pathname, tag);
  const title = pageTitle(document, root);
  if (!title) return [];
  const page = pageRecords({siteUrl, pathname, lvl0, title, tag: tag?.startsWith('docs-') ? tag : undefined});

  let rootExcluded = false;
  for (let node = root as AnyNode | null; node; node = node.parent)
    if (isElement(node) && isExcludedElement(node)) rootExcluded = true;
  if (rootExcluded) return page.records;

  const visit = (el: Element): void => {
    if (HEADINGS.has(el.name)) {
      const level = Number(el.name.slice(1));
      if (level === 1) return; // the page title, already lvl1
      const text = headingText(el);
      if (text) page.heading(level, text, el.attribs.id ?? null);
      return;
    }
    if (!BLOCKS.has(el.name)) return;
    // A table's header row names the columns: the same words on every table.
    if (
      el.name === 'tr' &&
      ((el.parent as Element | null)?.name === 'thead' || !el.children.some((c) => isElement(c) && c.name === 'td'))
    )
      return;
    if (insideOtherBlock(el, root)) return;
    const text = blockText(el);
    if (text.length < 3) return;
    page.content(text, el.name === 'tr' ? rowDetails(el) : undefined);
  };
  const walk = (node: AnyNode): void => {
    if (!('children' in node)) return;
    for (const child of node.children) {
      if (!isElement(child) || isExcludedElement(child)) continue;
      visit(child);
      walk(child);
    }
  };
  walk(root);
  return page.records;
}
