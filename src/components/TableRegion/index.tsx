/**
 * The wrapper every table of the site's Markdown gets: a focusable, labelled region that scrolls sideways, so
 * keyboard users can scroll wide tables too (axe "scrollable-region-focusable", WCAG 2.1.1); shadows at its edges
 * show when it has more to scroll to (custom.css). How the table inside fits (stacked rows on phones, breaks in long
 * code) is the table's own (src/lib/tableLayout.ts). The table is either React children
 * (src/theme/MDXComponents.tsx) or, for the generated Reference, an HTML string made at build time
 * (src/components/StaticTable).
 */
import React, {type ReactNode, type Ref} from 'react';
import {translate} from '@docusaurus/Translate';

type Props = {ref?: Ref<HTMLDivElement>} & (
  | {children: ReactNode; html?: never; keepServerMarkup?: never}
  | {
      html: string;
      /**
       * The element hydrates markup the server rendered, which stays whatever `html` is (StaticTable passes an empty
       * string then): React does not compare inner HTML when it hydrates, and in development it should not warn.
       */
      keepServerMarkup?: boolean;
    }
);

export default function TableRegion({ref, ...content}: Props): React.JSX.Element {
  const region = {
    ref,
    className: 'table-scroll',
    role: 'region',
    tabIndex: 0,
    'aria-label': translate({id: 'markdown.table.region', message: 'Table (scrollable)'}),
  };
  return 'html' in content && content.html !== undefined ? (
    <div
      {...region}
      dangerouslySetInnerHTML={{__html: content.html}}
      suppressHydrationWarning={content.keepServerMarkup || undefined}
    />
  ) : (
    <div {...region}>{content.children}</div>
  );
}
