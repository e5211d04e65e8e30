/**
 * The generated Reference pages carry hundreds of field tables (the 3.1.0 page: about 90 tables, 700 rows, 7,800
 * elements). Left as Markdown, every cell becomes a React element that the page's JavaScript creates and hydrates
 * on load. These tables never change in the browser, so the remark plugin (remark.ts) turns each one into a
 * `<StaticTable>` element whose table is an HTML string made here at build time: the server-rendered HTML is the
 * same and the browser hydrates one element per table. The strings are not in the page's content chunk either: they
 * go into one JSON module per page (PageTables, tablesExport), which the browser loads only to render a table
 * itself.
 *
 * Only tables made of plain Markdown (text, code spans, emphasis, links, line breaks, and the `<a id href>` and
 * `<code>` JSX the field rows use) are turned into HTML; a table with anything else stays Markdown, so a future
 * renderer that puts a component in a cell still works. The component (src/components/StaticTable) adds what the
 * theme's Markdown table and link components add: the scrollable region, the base URL of the locale, client-side
 * navigation and the broken link and anchor checks (the anchors and links are passed along for that).
 */
import type {Parent, PhrasingContent, RootContent, Table} from 'mdast';
import {breakableParts, styleAttribute, tableLayout} from '../../src/lib/tableLayout';
import {escapeAttribute} from '../built-html/pages';
import {mdxFlowElement} from '../mdx-elements';
import {shownText} from './deferredSections';

/**
 * A table turned into HTML: its markup, and the anchors and links for the build's broken link check. Only the server
 * needs them: a page's tables go into one JSON module (tablesExport), in page order: the server bundle has it
 * inline, the browser fetches it only to render a table itself, after a client-side navigation; on a page load the
 * server's markup stays (src/components/StaticTable). So the HTML of the tables is not in the page's JavaScript a
 * second time.
 */
export type StaticTableData = {
  html: string;
  /** The ids of elements inside the table (field anchors), for the build's broken anchor check. */
  anchors: string[];
  /** Every site-internal link target (`/path` or `#anchor`), for the build's broken link check. */
  links: string[];
};

/** The import the remark plugin adds to a page that uses `<StaticTable>`. */
export const STATIC_TABLE_IMPORT = "import StaticTable from '@site/src/components/StaticTable';";

/** Marks the anchors inside a static table, like the theme's link component marks an `<a id>`. */
export const ANCHOR_CLASS = 'static-anchor';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const EXTERNAL = /^[a-z][a-z\d+.-]*:/i;

/** Thrown (and caught) when a node has no static HTML form: the table then stays Markdown. */
class NotStatic extends Error {}

type MdxAttribute = {type: string; name?: string; value?: unknown};
type MdxTextElement = {
  type: 'mdxJsxTextElement';
  name: string | null;
  attributes: MdxAttribute[];
  children: PhrasingContent[];
};
type MdxTextExpression = {type: 'mdxTextExpression'; value: string};

class Serializer {
  readonly anchors: string[] = [];
  readonly links: string[] = [];
  /** Inside a `<code>` element: its text may break after dots and slashes (src/lib/tableLayout.ts). */
  private inCode = false;

  /** Text, escaped; inside code, with a `<wbr>` where a long name may break. */
  private text(value: string): string {
    return this.inCode ? breakableParts(value).map(escapeText).join('<wbr>') : escapeText(value);
  }

  private code(render: () => string): string {
    const outer = this.inCode;
    this.inCode = true;
    try {
      return `<code>${render()}</code>`;
    } finally {
      this.inCode = outer;
    }
  }

  private link(href: string, attributes: string, content: string): string {
    if (EXTERNAL.test(href)) {
      return `<a href="${escapeAttribute(href)}" target="_blank" rel="noopener noreferrer"${attributes}>${content}</a>`;
    }
    if (!href.startsWith('/') && !href.startsWith('#')) throw new NotStatic(`relative link ${href}`);
    this.links.push(href);
    return `<a href="${escapeAttribute(href)}"${attributes}>${content}</a>`;
  }

  phrasing(nodes: readonly PhrasingContent[]): string {
    return nodes.map((node) => this.inline(node)).join('');
  }

  private inline(node: PhrasingContent): string {
    const any = node as PhrasingContent | MdxTextElement | MdxTextExpression;
    switch (any.type) {
      case 'text':
        return this.text(any.value);
      case 'inlineCode':
        return this.code(() => this.text(any.value));
      case 'strong':
        return `<strong>${this.phrasing(any.children)}</strong>`;
      case 'emphasis':
        return `<em>${this.phrasing(any.children)}</em>`;
      case 'delete':
        return `<del>${this.phrasing(any.children)}</del>`;
      case 'break':
        return '<br>';
      case 'link':
        if (any.title) throw new NotStatic('link title');
        return this.link(any.url, '', this.phrasing(any.children));
      case 'mdxTextExpression':
        return this.text(stringLiteral(any.value));
      case 'mdxJsxTextElement':
        return this.jsx(any);
      default:
        throw new NotStatic(any.type);
    }
  }

  /** The JSX the field rows use: `<a id="…" href="#…">`, `<code>`, `<br />`. */
  private jsx(node: MdxTextElement): string {
    const attributes: Record<string, string> = {};
    for (const attribute of node.attributes) {
      if (attribute.type !== 'mdxJsxAttribute' || !attribute.name || typeof attribute.value !== 'string')
        throw new NotStatic('JSX attribute that is not a string');
      attributes[attribute.name] = attribute.value;
    }
    const names = Object.keys(attributes);
    if (node.name === 'code') {
      if (names.length) throw new NotStatic('<code> with attributes');
      return this.code(() => this.phrasing(node.children));
    }
    const content = this.phrasing(node.children);
    switch (node.name) {
      case 'br':
        if (names.length || node.children.length) throw new NotStatic('<br> with content');
        return '<br>';
      case 'a': {
        if (names.some((name) => name !== 'id' && name !== 'href') || !attributes.href) {
          throw new NotStatic('<a> with other attributes');
        }
        let extra = '';
        if (attributes.id) {
          this.anchors.push(attributes.id);
          extra = ` id="${escapeAttribute(attributes.id)}" class="${ANCHOR_CLASS}"`;
        }
        return this.link(attributes.href, extra, content);
      }
      default:
        throw new NotStatic(`<${node.name ?? 'fragment'}>`);
    }
  }

  table(table: Table): string {
    const [head, ...body] = table.children;
    if (!head) throw new NotStatic('table without rows');
    const align = (index: number) => {
      const value = table.align?.[index];
      return value ? ` style="text-align:${value}"` : '';
    };
    const row = (cells: Parent['children'], tag: 'th' | 'td') =>
      `<tr>${cells
        .map((cell, index) => {
          if (cell.type !== 'tableCell') throw new NotStatic(cell.type);
          return `<${tag}${align(index)}>${this.phrasing(cell.children)}</${tag}>`;
        })
        .join('')}</tr>`;
    const thead = `<thead>${row(head.children, 'th')}</thead>`;
    const tbody = body.length ? `<tbody>${body.map((r) => row(r.children, 'td')).join('')}</tbody>` : '';
    // As the Markdown table component lays out a table (src/theme/MDXComponents.tsx): stacked on phones.
    const layout = tableLayout(headerText(table));
    const attributes = layout.className
      ? ` class="${layout.className}" style="${escapeAttribute(styleAttribute(layout.style))}"`
      : '';
    return `<table${attributes}>${thead}${tbody}</table>`;
  }
}

/** The value of an MDX expression that is a single string literal (`{"title"}`), or NotStatic. */
function stringLiteral(expression: string): string {
  const source = expression.trim();
  if (!/^"(?:[^"\\\n]|\\.)*"$/.test(source)) throw new NotStatic(`expression ${source}`);
  try {
    return JSON.parse(source) as string;
  } catch {
    throw new NotStatic(`expression ${source}`);
  }
}

const headerText = (table: Table): string[] => (table.children[0]?.children ?? []).map(shownText);

/** The table as static HTML, or undefined when a cell holds something only MDX can render. */
export function staticTable(table: Table): StaticTableData | undefined {
  const serializer = new Serializer();
  try {
    const html = serializer.table(table);
    return {
      html,
      anchors: serializer.anchors,
      links: [...new Set(serializer.links)],
    };
  } catch (error) {
    if (error instanceof NotStatic) return undefined;
    throw error;
  }
}

/** The page export that holds the tables' data (the name StaticTable elements pass as `source`). */
export const TABLES_EXPORT = 'staticTableData';

/**
 * The constant the bundler replaces with `true` in the server bundle and `false` in the browser's
 * (plugins/spec-reference/plugin.ts): the server requires the tables, the browser's bundle only imports them on
 * demand, in a chunk of their own.
 */
export const SERVER_CONSTANT = '__STATIC_TABLES_SERVER__';

/** The tables of one page, collected as the remark plugin turns them into elements. */
export class PageTables {
  readonly tables: StaticTableData[] = [];

  /** The MDX element that renders a static table: `<StaticTable source={staticTableData} index="3" />`. */
  element(table: StaticTableData): RootContent {
    const index = this.tables.push(table) - 1;
    return mdxFlowElement('StaticTable', {source: {identifier: TABLES_EXPORT}, index: String(index)});
  }
}

/**
 * The ESM statement that gives the page its tables: required where the bundle is the server's, a function that
 * imports them (a JSON module in a `data:` URL, so no file is written) in the browser's.
 */
export function tablesExport(tables: readonly StaticTableData[]): string {
  const url = JSON.stringify(`data:application/json;base64,${Buffer.from(JSON.stringify(tables)).toString('base64')}`);
  return `export const ${TABLES_EXPORT} = ${SERVER_CONSTANT} ? require(${url}) : () => import(${url});`;
}

/**
 * Turns the tables among `nodes`, also those inside deferred sections, into `<StaticTable>` elements (those that can
 * be), in place, and returns how many it turned. The caller adds STATIC_TABLE_IMPORT when the number is above zero,
 * and the page's tablesExport.
 */
export function withStaticTables(nodes: RootContent[], page: PageTables): number {
  let converted = 0;
  nodes.forEach((node, index) => {
    const {children} = node as {children?: RootContent[]};
    if (
      node.type === ('mdxJsxFlowElement' as string) &&
      (node as {name?: string}).name === 'DeferredSection' &&
      children
    ) {
      converted += withStaticTables(children, page);
    } else if (node.type === 'table') {
      const table = staticTable(node);
      if (!table) return;
      nodes[index] = page.element(table);
      converted += 1;
    }
  });
  return converted;
}
