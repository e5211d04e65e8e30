// Wraps the MDX component map: Markdown tables scroll inside a focusable, labelled region, so keyboard users can
// scroll wide tables too (axe "scrollable-region-focusable", WCAG 2.1.1); <ToolFact> and <StaticDiagram> are available
// on every page.
import React, {type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import {translate} from '@docusaurus/Translate';
import ToolFact from '@site/src/components/ToolFact';
import StaticDiagram from '@site/src/components/StaticDiagram';

function ScrollableTable(props: ComponentProps<'table'>): React.JSX.Element {
  return (
    <div className="table-scroll" role="region" tabIndex={0} aria-label={translate({id: 'markdown.table.region', message: 'Table (scrollable)'})}>
      <table {...props} />
    </div>
  );
}

export default {
  ...MDXComponents,
  table: ScrollableTable,
  ToolFact,
  // ```mermaid blocks rendered ahead of time (plugins/static-diagrams).
  StaticDiagram,
};
