/**
 * The wrapper every table of the site's Markdown gets: it scrolls sideways when the table is wider than its column,
 * with shadows at the edges it can scroll to (custom.css). How the table inside fits (stacked rows on phones, breaks
 * in long code) is the table's own (src/lib/tableLayout.ts). The table is either React children
 * (src/theme/MDXComponents.tsx) or, for the generated Reference, an HTML string made at build time
 * (src/components/StaticTable).
 *
 * Only while the table really scrolls is the wrapper a focusable region (so keyboard users can scroll it: axe
 * "scrollable-region-focusable", WCAG 2.1.1), named after the table: "Table: <its caption>", else "Table: <the heading
 * before it>", with a number when several tables of the page would share that name ("Table: Fields (2)"), so that no
 * two landmarks of a page have the same name. A table that fits is no landmark and no tab stop: a page of 87 tables is
 * not a page of 87 regions. It is measured in the browser when a ResizeObserver reports its size: the observer reports
 * a table once the browser lays it out, and again when the column's width changes. A table in a section the browser
 * has not laid out yet (src/components/DeferredSection) is measured when the reader comes near it: reading its width
 * on mount would make the browser lay out every such section to answer (the 3.1.0 specification page: about 90 tables,
 * 0.22 s of layout in one task before Lighthouse's throttling, bench/README.md). The server's markup has no role, which
 * is what a table that fits has.
 */
import React, {useCallback, useEffect, useRef, useState, type ReactNode, type Ref} from 'react';
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

export const TABLE_REGION_CLASS = 'table-scroll';

const HEADING = 'h1, h2, h3, h4, h5, h6';

function clean(text: string | null | undefined): string {
  // A heading's text ends with its anchor link, a zero-width space.
  return (text ?? '')
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The heading nearest before `element` in the document (the last heading of an earlier sibling counts). */
function headingBefore(element: Element): string {
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
      if (sibling.matches(HEADING)) return clean(sibling.textContent);
      const inside = sibling.querySelectorAll(HEADING);
      if (inside.length > 0) return clean(inside[inside.length - 1]!.textContent);
    }
  }
  return '';
}

/** What a table region is about: its table's caption, else the heading before it, else nothing. */
export function tableTopic(region: Element): string {
  return clean(region.querySelector(':scope > table > caption')?.textContent) || headingBefore(region);
}

/** The region's name, unique on the page: its topic, numbered when other tables of the page share it. */
export function tableRegionName(region: Element): string {
  const regions = Array.from(document.querySelectorAll(`.${TABLE_REGION_CLASS}`));
  const topic = tableTopic(region);
  const same = regions.filter((other) => tableTopic(other) === topic);
  const number = same.indexOf(region) + 1;
  if (!topic)
    return translate(
      {id: 'markdown.table.regionNumbered', message: 'Table {number}'},
      {number: String(regions.indexOf(region) + 1)},
    );
  const name = translate({id: 'markdown.table.regionNamed', message: 'Table: {topic}'}, {topic});
  return same.length > 1 ? `${name} (${number})` : name;
}

/** True when the region's content is wider than the region (by more than rounding). */
function scrolls(region: HTMLElement): boolean {
  return region.scrollWidth > region.clientWidth + 1;
}

export default function TableRegion({ref, ...content}: Props): React.JSX.Element {
  const element = useRef<HTMLDivElement | null>(null);
  // The region's name while its table scrolls; null while it fits (and on the server).
  const [name, setName] = useState<string | null>(null);

  const setRef = useCallback(
    (node: HTMLDivElement | null) => {
      element.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as React.MutableRefObject<HTMLDivElement | null>).current = node;
    },
    [ref],
  );

  useEffect(() => {
    const region = element.current;
    if (!region) return undefined;
    const update = () => setName(scrolls(region) ? tableRegionName(region) : null);
    if (typeof ResizeObserver === 'undefined') {
      update();
      return undefined;
    }
    // Its first report comes once the browser has laid the table out (see above).
    const observer = new ResizeObserver(update);
    observer.observe(region);
    const table = region.querySelector(':scope > table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, []);

  const region = {
    ref: setRef,
    className: TABLE_REGION_CLASS,
    ...(name === null ? {} : {role: 'region', tabIndex: 0, 'aria-label': name}),
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
