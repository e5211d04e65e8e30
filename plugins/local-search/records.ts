/**
 * Search records in DocSearch's shape, and their extraction from rendered HTML.
 *
 * A page gives one record per heading (`type: 'lvl1'..'lvl6'`, the page title is lvl1) and one per block of body
 * text (`type: 'content'`), each with the hierarchy of headings above it, like the DocSearch crawler does. On
 * disk the records are stored compactly (see `CompactRecord`); the browser expands them again.
 */
import * as cheerio from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {pageRecords} from './pageRecords';
import {normaliseText, sectionLabel, toolDocsLabel, type SearchRecord} from './shared';
import {headAndMain} from '../html-main';

export * from './shared';

const HEADINGS = 'h1, h2, h3, h4, h5, h6';
/** Body text blocks. A table row is one record (its cells joined), so a field and its description stay together. */
const BLOCKS = 'p, li, tr, dt, dd, blockquote';
/** Not indexed: interactive widgets whose text repeats other pages (the Specification Explorer). */
export const EXCLUDE_ATTRIBUTE = 'data-search-exclude';
/** Not the page's own text: navigation, the footer, code, and whatever carries EXCLUDE_ATTRIBUTE (with its inside). */
const EXCLUDED = `nav, .pagination-nav, .theme-doc-toc-mobile, .theme-doc-footer, footer, .theme-code-block, pre, [${EXCLUDE_ATTRIBUTE}]`;

type ExtractOptions = {
  /** Site origin, e.g. https://www.asyncapi.com */
  siteUrl: string;
  /** Page path including the locale base, e.g. /de/docs/concepts */
  pathname: string;
};

/** The element holding a page's own content, without navbar, sidebars, TOC, footer or pagination. */
function contentRoot($: cheerio.CheerioAPI) {
  for (const selector of ['.theme-doc-markdown', 'article .markdown', 'main article', 'main']) {
    const found = $(selector).first();
    if (found.length) return found;
  }
  return $('body');
}

/**
 * lvl0: a tool docs page groups under its tool (Generator, CLI, Glee); another docs page under its section from the
 * breadcrumbs (the home icon has no text); other pages under a section label.
 */
function groupLabel($: cheerio.CheerioAPI, pathname: string, tag: string | undefined): string {
  const tool = toolDocsLabel(tag);
  if (tool) return tool;
  const crumbs = $('.breadcrumbs__item')
    .toArray()
    .map((el) => normaliseText($(el).text()))
    .filter(Boolean);
  return crumbs[0] ?? sectionLabel(pathname);
}

const isElement = (node: AnyNode): node is Element =>
  node.type === 'tag' || node.type === 'script' || node.type === 'style';

/**
 * The text inside an element (as cheerio's `.text()` gives it), leaving out the descendants `skip` names and
 * everything inside them. A walk of the tree: cloning the element and removing matches by selector, for each of
 * thousands of blocks per page, was most of the index's build time.
 */
function textWithout(el: Element, skip: (el: Element) => boolean): string {
  let text = '';
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') text += (node as AnyNode & {data: string}).data;
    else if (node.type === 'comment' || !('children' in node)) return;
    else if (isElement(node) && skip(node)) return;
    else node.children.forEach(walk);
  };
  el.children.forEach(walk);
  return text;
}

/** Anchors' "#" links, screen-reader helpers and buttons: not part of a heading's or a block's words. */
const isNoise = (el: Element): boolean =>
  el.name === 'button' || /(?:^|\s)(?:hash-link|sr-only)(?:\s|$)/.test(el.attribs.class ?? '');

function headingText(el: Element): string {
  return normaliseText(textWithout(el, isNoise));
}

function blockText(el: Element): string {
  if (el.name === 'tr') {
    return el.children
      .filter((cell): cell is Element => isElement(cell) && (cell.name === 'td' || cell.name === 'th'))
      .map(blockText)
      .filter(Boolean)
      .join(' — ');
  }
  // Nested lists become records of their own; code in buttons and screen-reader helpers is noise.
  return normaliseText(textWithout(el, (child) => child.name === 'ul' || child.name === 'ol' || isNoise(child)));
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

export function pageTitle($: cheerio.CheerioAPI, root: ReturnType<typeof contentRoot>): string {
  const h1 = root.find('h1').first();
  if (h1.length) return headingText(h1.get(0)!);
  const title = normaliseText($('title').first().text());
  return title.split(' | ')[0];
}

/** Extracts the DocSearch records of one rendered page. */
export function extractRecordsFromHtml(html: string, {siteUrl, pathname}: ExtractOptions): SearchRecord[] {
  // Records come from the head (title, the docs tag) and <main> (every record, the breadcrumbs).
  const $ = cheerio.load(headAndMain(html));
  const root = contentRoot($);
  const rootNode = root.get(0)!;
  const tag = $('meta[name="docusaurus_tag"]').attr('content') || undefined;
  const lvl0 = groupLabel($, pathname, tag);
  const title = pageTitle($, root);
  if (!title) return [];
  const page = pageRecords({siteUrl, pathname, lvl0, title, tag: tag?.startsWith('docs-') ? tag : undefined});

  // Elements whose text is not the page's own (each matched once per page, then looked up while walking up).
  const excluded = new Set<AnyNode>($(EXCLUDED).toArray());
  const isExcluded = (el: Element): boolean => {
    for (let node: AnyNode | null = el; node; node = node.parent) if (excluded.has(node)) return true;
    return false;
  };

  root.find(`${HEADINGS}, ${BLOCKS}`).each((_, el) => {
    if (isExcluded(el)) return;
    // A table's header row names the columns: the same words on every table.
    if (
      el.name === 'tr' &&
      ((el.parent as Element | null)?.name === 'thead' || !el.children.some((c) => isElement(c) && c.name === 'td'))
    )
      return;
    const level = /^h([1-6])$/.exec(el.name)?.[1];
    if (level) {
      const n = Number(level);
      if (n === 1) return; // the page title, already lvl1
      const text = headingText(el);
      if (text) page.heading(n, text, el.attribs.id ?? null);
      return;
    }
    if (insideOtherBlock(el, rootNode)) return;
    const text = blockText(el);
    if (text.length < 3) return;
    page.content(text);
  });
  return page.records;
}
