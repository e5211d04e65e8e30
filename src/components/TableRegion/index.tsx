/**
 * The wrapper every table of the site's Markdown gets: a focusable, labelled region that scrolls sideways, so
 * keyboard users can scroll wide tables too (axe "scrollable-region-focusable", WCAG 2.1.1). Field tables of the
 * specification reference also get the `field-table` class, which lays each row out as a block on phones
 * (src/lib/fieldTable.ts, custom.css). The table is either React children (src/theme/MDXComponents.tsx) or, for
 * the generated Reference, an HTML string made at build time (src/components/StaticTable).
 */
import React, {type ReactNode, type Ref} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {FIELD_TABLE_CLASS} from '@site/src/lib/fieldTable';

type Props = {field?: boolean; ref?: Ref<HTMLDivElement>} & (
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

export default function TableRegion({field, ref, ...content}: Props): React.JSX.Element {
  const region = {
    ref,
    className: clsx('table-scroll', field && FIELD_TABLE_CLASS),
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
