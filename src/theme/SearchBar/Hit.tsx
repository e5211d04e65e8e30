import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {InternalDocSearchHit, StoredDocSearchHit} from '@docsearch/react';

/**
 * A hit is a real link to its page, as in the theme's own `Hit`: its `href` is the hit's path plus hash
 * (transformItems applies src/lib/search.ts `hitPath` before any hit renders). A plain click navigates client-side
 * (Link) and DocSearch closes the dialog; a modified or middle click, "copy link address" and the status bar are
 * the browser's, as for any link (DocSearch keeps the dialog open for them). ariaRepair.ts makes the link the
 * listbox option, so it is not a control nested in one.
 */
export default function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}): React.JSX.Element {
  return <Link to={hit.url}>{children}</Link>;
}
