// Ejected from @docusaurus/theme-classic 3.10 (theme/CodeBlock/index.js).
// Change: no `key={String(isBrowser)}` re-mount after hydration. The theme re-mounts every code block once React
// has hydrated it, because the server HTML carried the light theme's inline colours. Here the colours come from a
// stylesheet for both modes (src/lib/prismThemes.ts, plugins/static-code/themeCss.ts), so the hydrated block is already
// right and the second render (a new DOM for every block on the page) is pure cost.
// Change: `staticHtml`, a block highlighted at build time (plugins/static-code, written as `<StaticCodeBlock>` by the
// remark plugin): its code is read back from the HTML, and CodeBlock/Content renders the HTML as it is.
import React, {isValidElement, type ReactNode} from 'react';
import type {Props as ThemeProps} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {codeFromStaticHtml, StaticCodeContext} from '@site/src/lib/staticCode';

export type Props = Omit<ThemeProps, 'children'> & {
  readonly children?: ReactNode;
  /** The inner HTML of the block's `<code>`, made at build time. */
  readonly staticHtml?: string;
};

/** The children as one string when they are only strings (so the block can highlight and copy them). */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, staticHtml, ...props}: Props): React.JSX.Element {
  if (staticHtml !== undefined) {
    return (
      <StaticCodeContext.Provider value={staticHtml}>
        <StringContent {...props}>{codeFromStaticHtml(staticHtml)}</StringContent>
      </StaticCodeContext.Provider>
    );
  }
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
