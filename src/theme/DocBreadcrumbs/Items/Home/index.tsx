// Wraps the home item of a docs page's breadcrumbs: on a tool docs instance (src/data/toolDocs.ts) the items
// Docs > Tools > <tool> follow it, so the trail shows where the tool's own sidebar sits in the portal
// (src/lib/toolDocsCrumbs.ts). The theme's DocBreadcrumbs renders the home item, then the sidebar trail; these items
// go between the two, in the theme's item markup. The JSON-LD trail gets the same items (../../StructuredData).
// Its stylesheet holds the trail's separators (styles.css), loaded wherever the theme's breadcrumbs are.
import React, {type ReactNode} from 'react';
import Home from '@theme-original/DocBreadcrumbs/Items/Home';
import Link from '@docusaurus/Link';
import {useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import {useToolDocsLeadingCrumbs} from '@site/src/lib/useToolDocsCrumbs';
import './styles.css';

export default function HomeWrapper(): ReactNode {
  const sidebarCrumbs = useSidebarBreadcrumbs() ?? [];
  const leading = useToolDocsLeadingCrumbs(sidebarCrumbs);
  return (
    <>
      <Home />
      {leading.map((item, index) =>
        // A page outside its sidebar has no trail of its own: the last leading item is then the current place.
        sidebarCrumbs.length === 0 && index === leading.length - 1 ? (
          <li key={item.href} className="breadcrumbs__item breadcrumbs__item--active">
            <span className="breadcrumbs__link">{item.label}</span>
          </li>
        ) : (
          <li key={item.href} className="breadcrumbs__item">
            <Link className="breadcrumbs__link" href={item.href}>
              <span>{item.label}</span>
            </Link>
          </li>
        ),
      )}
    </>
  );
}
