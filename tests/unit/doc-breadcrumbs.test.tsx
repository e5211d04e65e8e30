/**
 * The breadcrumbs of a docs page: the theme's DocBreadcrumbs, rendered as Docusaurus composes it, with the site's wraps
 * of its home item and its structured data (src/theme/DocBreadcrumbs). On a tool docs instance the trail and the
 * JSON-LD BreadcrumbList start with Docs > Tools > <tool> (src/lib/toolDocsCrumbs.ts); on the main docs they are the
 * theme's. The docs plugin's client hooks are replaced by the page's sidebar trail and instance.
 */
import React from 'react';
import {screen, within} from '@testing-library/react';
import type {PropSidebarBreadcrumbsItem} from '@docusaurus/plugin-content-docs';
// The theme's own component: its imports of Items/Home and StructuredData resolve to the site's wraps, as in a build.
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import {toolDocsLeadingCrumbs} from '@site/src/lib/toolDocsCrumbs';
import {renderWithSite} from './render';

const page: {pluginId: string; crumbs: PropSidebarBreadcrumbsItem[]} = {pluginId: 'default', crumbs: []};

jest.mock('@docusaurus/plugin-content-docs/client', () => ({
  useSidebarBreadcrumbs: () => page.crumbs,
  useActivePlugin: () => ({pluginId: page.pluginId, pluginData: {}}),
  // The plugin's own JSON-LD builder (its client index cannot be spread here: its modules import each other).
  useBreadcrumbsStructuredData: (...args: unknown[]) =>
    (
      jest.requireActual('@docusaurus/plugin-content-docs/lib/client/structuredDataUtils') as {
        useBreadcrumbsStructuredData: (...a: unknown[]) => unknown;
      }
    ).useBreadcrumbsStructuredData(...args),
}));
// The site has a home page (src/pages/index.tsx); the test's route list is empty.
jest.mock('@docusaurus/theme-common/internal', () => ({useHomePageRoute: () => ({path: '/', exact: true})}));
// Head's children rendered inline, to read the JSON-LD.
jest.mock('@docusaurus/Head', () => ({children}: {children: React.ReactNode}) => (
  <div data-testid="head">{children}</div>
));

const crumb = (label: string, href: string, type: 'link' | 'category' = 'link'): PropSidebarBreadcrumbsItem =>
  (type === 'link'
    ? {type, label, href, docId: undefined, unlisted: false}
    : {type, label, href, items: [], collapsed: false, collapsible: true}) as PropSidebarBreadcrumbsItem;

/** The visible trail: each item's text (the home item has none, only its label) and link. */
function trail(): Array<[string, string | null]> {
  const nav = screen.getByRole('navigation', {name: 'Breadcrumbs'});
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => [
      item.textContent || item.querySelector('a')?.getAttribute('aria-label') || '',
      item.querySelector('a')?.getAttribute('href') ?? null,
    ]);
}

/** The names and URLs of the JSON-LD BreadcrumbList. */
function structuredData(): Array<[string, string]> {
  const json = JSON.parse(screen.getByTestId('head').querySelector('script')!.textContent!) as {
    '@type': string;
    itemListElement: {name: string; item: string; position: number}[];
  };
  expect(json['@type']).toBe('BreadcrumbList');
  json.itemListElement.forEach((item, index) => expect(item.position).toBe(index + 1));
  return json.itemListElement.map((item) => [item.name, item.item]);
}

describe('the breadcrumbs of a docs page', () => {
  it('on a tool docs page: Docs > Tools > <tool> after the home item and in the JSON-LD, then the sidebar trail', () => {
    page.pluginId = 'generator';
    page.crumbs = [
      crumb('Templates', '/docs/tools/generator/templates', 'category'),
      crumb('Hooks', '/docs/tools/generator/hooks'),
    ];
    renderWithSite(<DocBreadcrumbs />, {path: '/docs/tools/generator/hooks'});
    expect(trail()).toEqual([
      ['Home page', '/'],
      ['Docs', '/docs'],
      ['Tools', '/docs/tools'],
      ['Generator', '/docs/tools/generator'],
      ['Templates', '/docs/tools/generator/templates'],
      ['Hooks', null],
    ]);
    const nav = screen.getByRole('navigation', {name: 'Breadcrumbs'});
    // The theme's item markup: the current page is the active item, the others are links.
    expect(nav.querySelectorAll('li.breadcrumbs__item')).toHaveLength(6);
    expect(nav.querySelectorAll('li.breadcrumbs__item--active')).toHaveLength(1);
    expect(nav.querySelectorAll('a.breadcrumbs__link')).toHaveLength(5);
    expect(structuredData()).toEqual([
      ['Docs', 'https://www.asyncapi.com/docs'],
      ['Tools', 'https://www.asyncapi.com/docs/tools'],
      ['Generator', 'https://www.asyncapi.com/docs/tools/generator'],
      ['Templates', 'https://www.asyncapi.com/docs/tools/generator/templates'],
      ['Hooks', 'https://www.asyncapi.com/docs/tools/generator/hooks'],
    ]);
  });

  it("on a tool's index page the tool is named once: its own trail starts there", () => {
    page.pluginId = 'cli';
    page.crumbs = [crumb('CLI', '/docs/tools/cli/')];
    renderWithSite(<DocBreadcrumbs />, {path: '/docs/tools/cli/'});
    expect(trail().map(([label]) => label)).toEqual(['Home page', 'Docs', 'Tools', 'CLI']);
    expect(structuredData().map(([name]) => name)).toEqual(['Docs', 'Tools', 'CLI']);
  });

  it('on a main docs page: the theme trail, nothing added', () => {
    page.pluginId = 'default';
    page.crumbs = [crumb('Concepts', '/docs/concepts', 'category'), crumb('Server', '/docs/concepts/server')];
    renderWithSite(<DocBreadcrumbs />, {path: '/docs/concepts/server'});
    expect(trail()).toEqual([
      ['Home page', '/'],
      ['Concepts', '/docs/concepts'],
      ['Server', null],
    ]);
    expect(structuredData().map(([name]) => name)).toEqual(['Concepts', 'Server']);
  });

  it('a tool page outside its sidebar: the tool is the current place, not a link', () => {
    page.pluginId = 'glee';
    page.crumbs = [];
    renderWithSite(<DocBreadcrumbs />, {path: '/docs/tools/glee/unlisted'});
    expect(trail()).toEqual([
      ['Home page', '/'],
      ['Docs', '/docs'],
      ['Tools', '/docs/tools'],
      ['Glee', null],
    ]);
  });
});

describe('toolDocsCrumbs', () => {
  const german = {docs: 'Dokumentation', tools: 'Tools', baseUrl: '/de/'};

  it("leads a tool instance's trail with the portal's, in the locale's labels and under its base URL", () => {
    const crumbs = [crumb('Hooks', '/de/docs/tools/generator/hooks')];
    expect(toolDocsLeadingCrumbs('generator', crumbs, german).map(({label, href}) => [label, href])).toEqual([
      ['Dokumentation', '/de/docs'],
      ['Tools', '/de/docs/tools'],
      ['Generator', '/de/docs/tools/generator'],
    ]);
  });

  it('adds nothing on the main docs instance or outside docs', () => {
    const crumbs = [crumb('Server', '/docs/concepts/server')];
    expect(toolDocsLeadingCrumbs('default', crumbs)).toEqual([]);
    expect(toolDocsLeadingCrumbs(undefined, crumbs)).toEqual([]);
  });
});
