/**
 * Issue 38: tables fit their column (src/lib/tableLayout.ts). Markdown tables of three or more columns stack where
 * they do not fit side by side, each cell labelled by its column's header through custom properties on the
 * `<table>` that custom.css draws; long code may break after its dots. The generated Reference's tables get the
 * same from plugins/spec-reference/staticTables.ts (tests/unit/spec-reference); the widths are measured in a
 * browser by tests/e2e/tables.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {render} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import MDXComponents, {headerTexts} from '@site/src/theme/MDXComponents';
import {
  breakableParts,
  cssString,
  labelProperty,
  MANY_COLUMNS,
  MANY_COLUMNS_CLASS,
  MAX_STACKED_COLUMNS,
  MIN_STACKED_COLUMNS,
  STACKED_TABLE_CLASS,
  styleAttribute,
  tableLayout,
} from '@site/src/lib/tableLayout';

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

const css = fs.readFileSync(path.join(__dirname, '../../src/css/custom.css'), 'utf8');

describe('the Markdown table component', () => {
  it('stacks a table of three or more columns, with the names of the columns after the first', () => {
    const element = render(table(['Flag', 'Value', 'Default', 'Description'])).container.querySelector('table')!;
    expect(element).toHaveClass(STACKED_TABLE_CLASS);
    expect(element.style.getPropertyValue('--table-label-1')).toBe('');
    expect(element.style.getPropertyValue('--table-label-2')).toBe('"Value"');
    expect(element.style.getPropertyValue('--table-label-4')).toBe('"Description"');
    // No extra element: the wrapper is the one every Markdown table has.
    expect(element.parentElement).toHaveClass('table-scroll');
    expect(element.parentElement!.parentElement!.querySelectorAll('div')).toHaveLength(1);
  });

  it('leaves a table of two columns as it is', () => {
    const element = render(table(['Command', 'What it does'])).container.querySelector('table')!;
    expect(element.className).toBe('');
    expect(element.getAttribute('style')).toBeNull();
  });

  it('writes the column names into the server-rendered HTML, quotes escaped', () => {
    expect(renderToString(table(['Field', 'Type', 'Say "hi"']))).toContain(
      'class="table-stack" style="--table-label-2:&quot;Type&quot;;--table-label-3:&quot;Say \\&quot;hi\\&quot;&quot;"',
    );
  });

  it('lets long inline code in its cells break after the dots, and only there', () => {
    const Code = MDXComponents.code as React.ComponentType<React.ComponentProps<'code'>>;
    const {container} = render(
      <>
        <Table>
          <thead>
            <tr>
              <th>Flag</th>
              <th>Default</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <Code>--registry-url</Code>
              </td>
              <td>
                <Code>https://registry.npmjs.org</Code>
              </td>
            </tr>
          </tbody>
        </Table>
        <p>
          <Code>https://registry.npmjs.org</Code>
        </p>
      </>,
    );
    const [flag, url, prose] = Array.from(container.querySelectorAll('code'));
    expect(url!.innerHTML).toBe('https://registry.<wbr>npmjs.<wbr>org');
    expect(url!.textContent).toBe('https://registry.npmjs.org');
    expect(flag!.innerHTML).toBe('--registry-url');
    expect(prose!.innerHTML).toBe('https://registry.npmjs.org');
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
});

describe('tableLayout', () => {
  it('stacks tables from MIN_STACKED_COLUMNS to MAX_STACKED_COLUMNS columns', () => {
    const headers = (count: number) => Array.from({length: count}, (_, index) => `c${index + 1}`);
    expect(tableLayout(headers(MIN_STACKED_COLUMNS - 1))).toEqual({});
    expect(tableLayout(headers(MIN_STACKED_COLUMNS)).className).toBe(STACKED_TABLE_CLASS);
    expect(tableLayout(headers(MANY_COLUMNS - 1)).className).toBe(STACKED_TABLE_CLASS);
    // Tables of many columns stack in wider regions (custom.css).
    expect(tableLayout(headers(MANY_COLUMNS)).className).toBe(`${STACKED_TABLE_CLASS} ${MANY_COLUMNS_CLASS}`);
    expect(tableLayout(headers(MAX_STACKED_COLUMNS)).className).toBe(`${STACKED_TABLE_CLASS} ${MANY_COLUMNS_CLASS}`);
    expect(tableLayout(headers(MAX_STACKED_COLUMNS + 1))).toEqual({});
  });

  it("stacks by the width of the table's region, below 42rem for any number of columns (custom.css)", () => {
    expect(css).toMatch(/\.table-scroll \{[^}]*container: table-region \/ inline-size;/);
    expect(css).toMatch(
      new RegExp(
        `@container table-region \\(max-width: 42rem\\) \\{\\s*\\.${STACKED_TABLE_CLASS} \\{\\s*--table-stacked: ;`,
      ),
    );
    // A desktop docs column (about 44rem at 1280 px) keeps five columns side by side (tables.spec.ts measures it).
    expect(css).not.toMatch(new RegExp(`\\.${MANY_COLUMNS_CLASS} \\{\\s*--table-stacked: ;`));
  });

  it('has a label rule in custom.css for every column it labels', () => {
    for (let column = 2; column <= MAX_STACKED_COLUMNS; column += 1) {
      expect(css).toContain(
        `.table-stack > tbody > tr > td:nth-child(${column})::before {\n  content: var(--table-stacked) var(${labelProperty(column)}) ': ';`,
      );
    }
    expect(css).not.toContain(`:nth-child(${MAX_STACKED_COLUMNS + 1})::before`);
  });

  it('writes CSS strings and style attributes', () => {
    expect(cssString('a "b" \\ c\nd')).toBe('"a \\"b\\" \\\\ c\\A d"');
    expect(styleAttribute({['--a' as string]: '"x"', ['--b' as string]: '"y"'})).toBe('--a:"x";--b:"y"');
    expect(styleAttribute(undefined)).toBe('');
  });
});

describe('breakableParts', () => {
  it('cuts long code after its dots and slashes', () => {
    expect(breakableParts('topicConfiguration.confluent.key.subject.name.strategy')).toEqual([
      'topicConfiguration.',
      'confluent.',
      'key.',
      'subject.',
      'name.',
      'strategy',
    ]);
    expect(breakableParts('#/components/schemas/lightMeasured')).toEqual([
      '#/',
      'components/',
      'schemas/',
      'lightMeasured',
    ]);
  });

  it('leaves short code, runs of dots and slashes, and their ends alone', () => {
    expect(breakableParts('a.b.c')).toEqual(['a.b.c']);
    expect(breakableParts('https://example.com/')).toEqual(['https://example.', 'com/']);
    expect(breakableParts('..........a.........')).toEqual(['..........a.........']);
    expect(breakableParts('averyveryverylongname')).toEqual(['averyveryverylongname']);
  });
});
