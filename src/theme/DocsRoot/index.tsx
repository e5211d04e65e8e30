// Wraps the docs root (every docs instance's layout route): an address below a docs base that names no doc
// (`/docs/nope`) renders the site's not-found page, the same tree the server rendered into 404.html, instead of the
// theme's not-found text inside the docs layout. The host answers such an address with 404.html; rendering another
// tree there made React's hydration fail (error #418: the navbar's language select and the translation notice
// depend on whether the page is the not-found page).
import React from 'react';
import DocsRoot from '@theme-original/DocsRoot';
import type DocsRootType from '@theme/DocsRoot';
import type {WrapperProps} from '@docusaurus/types';
import type {RouteConfig} from 'react-router-config';
import NotFound from '@theme/NotFound';
import {matchPath, useLocation} from '@docusaurus/router';

type Props = WrapperProps<typeof DocsRootType>;

/**
 * True when `pathname` reaches a page through `routes` as the router renders them: at each level the first route
 * that matches is taken (a switch), and a route without child routes is a page.
 */
export function reachesPage(routes: RouteConfig[] | undefined, pathname: string): boolean {
  const route = routes?.find((candidate) => matchPath(pathname, candidate));
  if (!route) return false;
  return route.routes ? reachesPage(route.routes, pathname) : true;
}

export default function DocsRootWrapper(props: Props): React.JSX.Element {
  const {pathname} = useLocation();
  if (!reachesPage(props.route.routes, pathname)) return <NotFound />;
  return <DocsRoot {...props} />;
}
