// Wraps the MDX component map: Markdown tables scroll inside a focusable, labelled region, so keyboard users can
// scroll wide tables too (axe "scrollable-region-focusable", WCAG 2.1.1); <ToolFact>, <StaticDiagram> and
// <StaticCodeBlock> are available on every page.
import React, {Children, isValidElement, type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ToolFact from '@site/src/components/ToolFact';
import StaticDiagram from '@site/src/components/StaticDiagram';
import CodeBlock from '@theme/CodeBlock';
import TableRegion from '@site/src/components/TableRegion';
import {isFieldTableHeader} from '@site/src/lib/fieldTable';

type WithChildren = {children?: ReactNode};

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<WithChildren>(node)) return textOf(node.props.children);
  return '';
}

/** The texts of the header row (`thead > tr > th`) of a Markdown table's children. */
export function headerTexts(children: ReactNode): string[] {
  const elements = (node: ReactNode) => Children.toArray(node).filter(isValidElement<WithChildren>);
  const thead = elements(children).find((element) => element.type === 'thead');
  const row = thead && elements(thead.props.children)[0];
  return row ? elements(row.props.children).map((cell) => textOf(cell.props.children)) : [];
}

function ScrollableTable(props: ComponentProps<'table'>): React.JSX.Element {
  // The specification reference's field tables read as blocks on phones (src/lib/fieldTable.ts, custom.css).
  return (
    <TableRegion field={isFieldTableHeader(headerTexts(props.children))}>
      <table {...props} />
    </TableRegion>
  );
}

export default {
  ...MDXComponents,
  table: ScrollableTable,
  ToolFact,
  // ```mermaid blocks rendered ahead of time (plugins/static-diagrams).
  StaticDiagram,
  // Fenced code highlighted at build time (plugins/static-code).
  StaticCodeBlock: CodeBlock,
};
