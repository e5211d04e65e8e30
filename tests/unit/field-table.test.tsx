/**
 * Issue 19, defect 2: the specification reference's field tables are recognised by their headers (the Markdown
 * table component gives their wrapper the `field-table` class, which stacks rows on phones); other tables are not.
 */
import React from 'react';
import {render} from '@testing-library/react';
import MDXComponents, {headerTexts} from '@site/src/theme/MDXComponents';
import {isFieldTableHeader} from '@site/src/lib/fieldTable';
import {renderFieldTable} from '@site/plugins/spec-reference/markdown';

const Table = MDXComponents.table as React.ComponentType<React.ComponentProps<'table'>>;

function table(headers: string[]) {
  return (
    <Table>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header}>{header}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {headers.map((header) => (
            <td key={header}>x</td>
          ))}
        </tr>
      </tbody>
    </Table>
  );
}

describe('field tables', () => {
  it('marks the wrapper of a fixed or patterned field table, and no other table', () => {
    const fixed = render(table(['Field', 'Type', 'Required', 'Description'])).container;
    expect(fixed.querySelector('.table-scroll')?.classList.contains('field-table')).toBe(true);
    const patterned = render(table(['Field pattern', 'Type', 'Description'])).container;
    expect(patterned.querySelector('.table-scroll')?.classList.contains('field-table')).toBe(true);
    const other = render(table(['Flag', 'Description', 'Default'])).container;
    expect(other.querySelector('.table-scroll')?.classList.contains('field-table')).toBe(false);
    // No extra element: the wrapper is the one every Markdown table has.
    expect(fixed.querySelectorAll('div')).toHaveLength(1);
  });

  it('reads header texts through nested elements', () => {
    expect(
      headerTexts(
        <thead>
          <tr>
            <th>
              <strong>Field</strong>
            </th>
            <th>Type</th>
          </tr>
        </thead>,
      ),
    ).toEqual(['Field', 'Type']);
    expect(headerTexts(null)).toEqual([]);
  });

  it('uses the headers the reference generator writes', () => {
    const headers = (markdown: string) =>
      markdown
        .split('\n')[0]!
        .split('|')
        .map((text) => text.trim())
        .filter(Boolean);
    expect(isFieldTableHeader(headers(renderFieldTable([], () => ({label: 'x'}))))).toBe(true);
    expect(isFieldTableHeader(headers(renderFieldTable([], () => ({label: 'x'}), {patterned: true})))).toBe(true);
  });
});
