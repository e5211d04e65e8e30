/**
 * How a table of the site's Markdown fits its column: every table is a `<table>` inside a scrollable region
 * (src/components/TableRegion), made either by the Markdown table component (src/theme/MDXComponents.tsx) or, for
 * the generated Reference, as HTML at build time (plugins/spec-reference/staticTables.ts). Both give the `<table>`
 * what is computed here; the styles are in src/css/custom.css.
 *
 * - A table of three or more columns whose region is too narrow for it side by side is stacked: each row reads as
 *   a block, its first cell first, each further cell with its column's name before it. That is every such table on
 *   a phone, and a table of five or more columns in a docs page's column (custom.css has the widths). The names are
 *   CSS custom properties on the `<table>` (`--table-label-2: "Type"`), drawn by one rule per column: no element or
 *   attribute per cell, which the Reference's hundreds of tables would pay for in every row.
 * - Long code in a cell (`topicConfiguration.confluent.key.subject.name.strategy`) may break after its dots and
 *   slashes (`<wbr>`), so the column is as wide as its longest part, not its longest name.
 * - A table that is still wider than its column shows shadows at the edges it can scroll to (custom.css).
 */
import type {CSSProperties} from 'react';

/** The class of a table whose rows stack on phones. */
export const STACKED_TABLE_CLASS = 'table-stack';

/** Tables of this many columns or more stack where they do not fit; two columns fit a phone side by side. */
export const MIN_STACKED_COLUMNS = 3;

/** custom.css labels the cells of this many columns; a wider table keeps its columns and scrolls. */
export const MAX_STACKED_COLUMNS = 8;

/** The class of a table of this many columns or more: it stacks in a wider region, and has less padding. */
export const MANY_COLUMNS_CLASS = 'table-many-columns';
export const MANY_COLUMNS = 5;

/** The custom property that holds a column's name (columns counted from 1, as in `:nth-child`). */
export const labelProperty = (column: number): `--table-label-${number}` => `--table-label-${column}`;

/** A CSS string literal of `text` (quotes, backslashes and line breaks escaped). */
export function cssString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\r?\n/g, '\\A ')}"`;
}

/** What a table's `<table>` element gets for its headers: the stacking class and its column names, or nothing. */
export function tableLayout(headers: readonly string[]): {className?: string; style?: CSSProperties} {
  if (headers.length < MIN_STACKED_COLUMNS || headers.length > MAX_STACKED_COLUMNS) return {};
  const style: Record<string, string> = {};
  headers.forEach((header, index) => {
    // The first cell is the row's heading and has no label.
    if (index > 0) style[labelProperty(index + 1)] = cssString(header.trim());
  });
  const className =
    headers.length >= MANY_COLUMNS ? `${STACKED_TABLE_CLASS} ${MANY_COLUMNS_CLASS}` : STACKED_TABLE_CLASS;
  return {className, style: style as CSSProperties};
}

/** The same style as an HTML attribute value (for tables made as HTML at build time); not escaped for HTML. */
export function styleAttribute(style: CSSProperties | undefined): string {
  return Object.entries(style ?? {})
    .map(([name, value]) => `${name}:${String(value)}`)
    .join(';');
}

/** Code shorter than this never needs a break: it fits any column. */
const SHORT_CODE = 16;

/**
 * Code text cut after each dot or slash that has a character on both sides, where a line may break
 * (`a.b.c` → `a.`, `b.`, `c`). Short code and code with no such place is one piece.
 */
export function breakableParts(code: string): string[] {
  if (code.length < SHORT_CODE) return [code];
  return code.split(/(?<=[^./\s][./])(?=[^./\s])/);
}
