/**
 * A table of the generated Reference, rendered from HTML made at build time (plugins/spec-reference/staticTables.ts):
 * one element to hydrate instead of one per cell. It does for the links inside what the theme's link component does
 * for a Markdown link: the locale's base URL on site paths, client-side navigation on a plain click, a preload on
 * hover, and the build's broken link and anchor checks (the plugin passes the table's anchors and links).
 */
import React, {useEffect, useMemo, useRef} from 'react';
import {useHistory} from '@docusaurus/router';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import TableRegion from '@site/src/components/TableRegion';

type Props = {
  /** The `<table>` element as HTML. */
  html: string;
  /** A field table (its rows read as blocks on phones). */
  field?: boolean;
  /** Space-separated ids of the anchors inside the table. */
  anchors?: string;
  /** Space-separated site-internal link targets inside the table (`/path#hash` or `#hash`). */
  links?: string;
};

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

export default function StaticTable({html, field, anchors, links}: Props): React.JSX.Element {
  const {withBaseUrl} = useBaseUrlUtils();
  const brokenLinks = useBrokenLinks();
  for (const id of words(anchors)) brokenLinks.collectAnchor(id);
  for (const link of words(links)) brokenLinks.collectLink(withBaseUrl(link));

  const localized = useMemo(() => localizeHtml(html, withBaseUrl), [html, withBaseUrl]);
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

  return <TableRegion ref={ref} field={field} html={localized} />;
}
