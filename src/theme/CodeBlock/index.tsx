// Ejected from @docusaurus/theme-classic 3.10 (theme/CodeBlock/index.js).
// Change: no `key={String(isBrowser)}` re-mount after hydration. The theme re-mounts every code block once React
// has hydrated it, because the server HTML carried the light theme's inline colours. Here the colours come from a
// stylesheet for both modes (src/lib/prismThemes.ts, plugins/prism-theme-css), so the hydrated block is already
// right and the second render (a new DOM for every block on the page) is pure cost.
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** The children as one string when they are only strings (so the block can highlight and copy them). */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): React.JSX.Element {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
