/**
 * A table of the generated Reference, rendered from HTML made at build time (plugins/spec-reference/staticTables.ts):
 * one element to hydrate instead of one per cell. It does for the links inside what the theme's link component does
 * for a Markdown link: the locale's base URL on site paths, client-side navigation on a plain click, a preload on
 * hover, and the build's broken link and anchor checks (the plugin passes the table's anchors and links).
 */
import React, {useEffect, useMemo, useRef} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
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

/** `/docs/x` under the locale's base URL (`/de/docs/x`), as the theme's link component does. */
export function withBase(baseUrl: string, path: string): string {
  return baseUrl === '/' || !path.startsWith('/') || path.startsWith(baseUrl) ? path : baseUrl + path.slice(1);
}

/** The table HTML with every site path (`href="/…"`) under the locale's base URL. */
export function localizeHtml(html: string, baseUrl: string): string {
  return baseUrl === '/'
    ? html
    : html.replace(/ href="(\/[^"/][^"]*|\/)"/g, (_, path: string) => ` href="${withBase(baseUrl, path)}"`);
}

/** The site path a click on this link should open without a page load, if it is a plain click on a site path. */
export function clientSideTarget(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  const href = anchor?.getAttribute('href');
  if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.hasAttribute('target'))
    return undefined;
  return href;
}

export default function StaticTable({html, field, anchors, links}: Props): React.JSX.Element {
  const baseUrl = useBaseUrl('/');
  const brokenLinks = useBrokenLinks();
  for (const id of words(anchors)) brokenLinks.collectAnchor(id);
  for (const link of words(links)) brokenLinks.collectLink(withBase(baseUrl, link));

  const localized = useMemo(() => localizeHtml(html, baseUrl), [html, baseUrl]);
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
      if (href?.startsWith('/') && !href.startsWith('//')) void window.docusaurus?.preload(href);
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
