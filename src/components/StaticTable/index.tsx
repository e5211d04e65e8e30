/**
 * A table of the generated Reference, rendered from HTML made at build time (plugins/spec-reference/staticTables.ts):
 * one element to hydrate instead of one per cell. It does for the links inside what the theme's link component does
 * for a Markdown link: the locale's base URL on site paths, client-side navigation on a plain click, a preload on
 * hover, and the build's broken link and anchor checks (the plugin passes the table's anchors and links).
 *
 * A generated page passes its tables as `source` (the page's `staticTableData` export) and this table's `index`:
 * - the server bundle has the tables themselves and renders the markup;
 * - in the browser, on the page load that hydrates the server's markup, the markup stays as it is (React does not
 *   compare or replace the inner HTML of an element it hydrates) and the tables are never fetched: they are not in
 *   the page's JavaScript, so the reader does not download the HTML of the tables twice;
 * - when the browser renders the page itself (after a client-side navigation, or on the development server), it
 *   loads the page's tables, one chunk for all of them, then scrolls to the address's anchor again, since the
 *   tables above it have just taken their height (and the anchor may be inside one of them). It does so in a layout
 *   effect of the commit that inserted the tables: React renders that commit in a task of its own, which on a busy
 *   machine came several frames after the chunk had loaded, so a scroll timed by frames found no anchor yet.
 */
import React, {useEffect, useMemo, useRef, useState} from 'react';
import {useHistory} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import TableRegion from '@site/src/components/TableRegion';

/** One table of a page (StaticTableData in plugins/spec-reference/staticTables.ts). */
export type TableData = {html: string; anchors: readonly string[]; links: readonly string[]};
type Tables = readonly TableData[];
/** A page's tables: the data (in the server bundle) or the import that loads it (in the browser's). */
export type TableSource = Tables | (() => Promise<{default: Tables} | Tables>);

type Props = {
  /** The `<table>` element as HTML, for a table given inline (no `source`). */
  html?: string;
  /** Space-separated ids of the anchors inside an inline table. */
  anchors?: string;
  /** Space-separated site-internal link targets inside an inline table (`/path#hash` or `#hash`). */
  links?: string;
  /** The page's tables. */
  source?: TableSource;
  /** This table's place among them (a string: MDX writes it as an attribute). */
  index?: string;
};

const loadedTables = new WeakMap<object, Tables>();
const pendingTables = new WeakMap<object, Promise<Tables>>();
/** Pages whose tables have just loaded and whose address's anchor has not been scrolled to since. */
const anchorPending = new WeakSet<object>();

/**
 * Scrolls to the address's anchor once after a page's loaded tables are in the document: the browser scrolled to it
 * (or found no such element) before the tables had their height. All tables of a page take their state from the same
 * load, so React inserts them in one commit, and the first of them to lay out scrolls for all.
 */
function scrollToAnchorOnce(source: object): void {
  if (!anchorPending.delete(source)) return;
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (id) document.getElementById(id)?.scrollIntoView();
}

/** Loads a page's tables once for all its tables; a failed load is tried again by the next table that asks. */
export function loadTables(source: Exclude<TableSource, Tables>): Promise<Tables> {
  let pending = pendingTables.get(source);
  if (!pending) {
    pending = source().then((module) => {
      const tables: Tables = 'default' in module ? module.default : module;
      loadedTables.set(source, tables);
      anchorPending.add(source);
      return tables;
    });
    pendingTables.set(source, pending);
    pending.catch(() => pendingTables.delete(source));
  }
  return pending;
}

const words = (text?: string) => (text ? text.split(' ').filter(Boolean) : []);

/** A path on this site (`/docs/x`), not a hash, another origin or a protocol-relative address. */
const isSitePath = (href: string | null | undefined): href is string =>
  Boolean(href?.startsWith('/') && !href.startsWith('//'));

/**
 * The table HTML with every site path (`href="/…"`) under the locale's base URL, through the theme's own
 * `withBaseUrl` (what its link component applies to a Markdown link).
 */
export function localizeHtml(html: string, withBaseUrl: (path: string) => string): string {
  return html.replace(/ href="(\/[^"/][^"]*|\/)"/g, (_, path: string) => ` href="${withBaseUrl(path)}"`);
}

/** The site path a click on this link should open without a page load, if it is a plain click on a site path. */
export function clientSideTarget(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  const href = anchor?.getAttribute('href');
  if (!anchor || !isSitePath(href) || anchor.hasAttribute('target')) return undefined;
  return href;
}

export default function StaticTable({html, anchors, links, source, index}: Props): React.JSX.Element {
  const isBrowser = useIsBrowser();
  const lazy = typeof source === 'function' ? source : undefined;
  // Hydrating the server's markup: it stays (see above). Docusaurus's production client hydrates; its dev server
  // renders from scratch.
  const [fromServer] = useState(() => Boolean(process.env.HYDRATE_CLIENT_ENTRY) && !isBrowser && lazy !== undefined);
  const [tables, setTables] = useState<Tables | undefined>(() =>
    lazy ? loadedTables.get(lazy) : (source as Tables | undefined),
  );
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!lazy || fromServer || tables) return undefined;
    let current = true;
    loadTables(lazy).then(
      (loaded) => current && setTables(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [lazy, fromServer, tables]);

  useIsomorphicLayoutEffect(() => {
    if (lazy && tables) scrollToAnchorOnce(lazy);
  }, [lazy, tables]);

  const table: TableData | undefined =
    html !== undefined ? {html, anchors: words(anchors), links: words(links)} : tables?.[Number(index ?? 0)];
  const {withBaseUrl} = useBaseUrlUtils();
  const brokenLinks = useBrokenLinks();
  for (const id of table?.anchors ?? []) brokenLinks.collectAnchor(id);
  for (const link of table?.links ?? []) brokenLinks.collectLink(withBaseUrl(link));

  const markup = table?.html;
  const localized = useMemo(
    () => (markup === undefined ? '' : localizeHtml(markup, withBaseUrl)),
    [markup, withBaseUrl],
  );
  const history = useHistory();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const region = ref.current;
    if (!region) return undefined;
    const onClick = (event: MouseEvent) => {
      const target = clientSideTarget(event);
      if (!target) return;
      event.preventDefault();
      history.push(target);
    };
    const onPointerOver = (event: PointerEvent) => {
      const href = event.target instanceof Element ? event.target.closest('a')?.getAttribute('href') : undefined;
      if (isSitePath(href)) void window.docusaurus?.preload(href);
    };
    region.addEventListener('click', onClick);
    region.addEventListener('pointerover', onPointerOver);
    return () => {
      region.removeEventListener('click', onClick);
      region.removeEventListener('pointerover', onPointerOver);
    };
  }, [history]);

  if (failed && !table) {
    return (
      <TableRegion ref={ref}>
        <p role="alert">
          <Translate id="staticTable.loadError">This table could not be loaded. Reload the page to see it.</Translate>
        </p>
      </TableRegion>
    );
  }
  return <TableRegion ref={ref} html={localized} keepServerMarkup={fromServer} />;
}
