// Wraps the MDX component map: Markdown tables scroll inside a focusable, labelled region, so keyboard users can
// scroll wide tables too (axe "scrollable-region-focusable", WCAG 2.1.1), stack where they do not fit side by side
// and let long code in their cells break after its dots (src/lib/tableLayout.ts); <ToolFact>, <StaticDiagram> and
// <StaticCodeBlock> are available on every page.
import React, {
  Children,
  createContext,
  Fragment,
  isValidElement,
  useContext,
  type ComponentProps,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import MDXComponents from '@theme-original/MDXComponents';
import ToolFact from '@site/src/components/ToolFact';
import StaticDiagram from '@site/src/components/StaticDiagram';
import CodeBlock from '@theme/CodeBlock';
import CodeInline from '@theme/CodeInline';
import TableRegion from '@site/src/components/TableRegion';
import {breakableParts, tableLayout} from '@site/src/lib/tableLayout';
// The CLI reference's index of commands (plugins/cli-reference): commands break between words only.
import '@site/src/css/cli-reference.css';

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

/** Whether a component renders inside a Markdown table. */
const InTable = createContext(false);

function ScrollableTable({className, style, ...props}: ComponentProps<'table'>): React.JSX.Element {
  // Tables of three or more columns read as blocks where they do not fit, each cell labelled by its column's header.
  const layout = tableLayout(headerTexts(props.children));
  return (
    <TableRegion>
      <InTable.Provider value>
        <table
          {...props}
          className={clsx(className, layout.className) || undefined}
          style={layout.style || style ? {...style, ...layout.style} : undefined}
        />
      </InTable.Provider>
    </TableRegion>
  );
}

const Code = MDXComponents.code;

/** Inline code; in a table, long code (`topicConfiguration.retention.ms`) may break after its dots and slashes. */
function TableAwareCode(props: ComponentProps<'code'>): React.JSX.Element {
  const inTable = useContext(InTable);
  const {children} = props;
  const parts = inTable && typeof children === 'string' && !children.includes('\n') ? breakableParts(children) : [];
  if (parts.length < 2) return <Code {...props} />;
  return (
    <CodeInline {...props}>
      {parts.map((part, index) => (
        // The parts of one string, in order: the index is their identity.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </CodeInline>
  );
}

export default {
  ...MDXComponents,
  table: ScrollableTable,
  code: TableAwareCode,
  ToolFact,
  // ```mermaid blocks rendered ahead of time (plugins/static-diagrams).
  StaticDiagram,
  // Fenced code highlighted at build time (plugins/static-code).
  StaticCodeBlock: CodeBlock,
};
