/**
 * The column headers of the specification reference's field tables (plugins/spec-reference renderFieldTable). The
 * Markdown table component (src/theme/MDXComponents.tsx) recognises a field table by them and gives its wrapper the
 * `field-table` class, which lays each row out as a block on phones (src/css/custom.css). Markdown tables cannot
 * carry a class, and a `:has()` selector over the reference pages' hundreds of tables made every style recalculation
 * slow (an axe scan of the 3.0.0 page went from 5 s to over 3 minutes).
 */
export const FIELD_TABLE_HEADERS = ['Field', 'Type', 'Required', 'Description'] as const;
export const PATTERNED_FIELD_TABLE_HEADERS = ['Field pattern', 'Type', 'Description'] as const;
export const FIELD_TABLE_CLASS = 'field-table';

export function isFieldTableHeader(headers: readonly string[]): boolean {
  const same = (expected: readonly string[]) =>
    expected.length === headers.length && expected.every((text, index) => headers[index]?.trim() === text);
  return same(FIELD_TABLE_HEADERS) || same(PATTERNED_FIELD_TABLE_HEADERS);
}
