/**
 * Issue 15: a generated Reference table is HTML made at build time (src/components/StaticTable). Its links behave
 * like the theme's Markdown links: site paths under the locale's base URL, client-side navigation on a plain click,
 * and every anchor and site link handed to the build's broken link checker.
 */
import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {useLocation} from '@docusaurus/router';
import {BrokenLinksProvider, createStatefulBrokenLinks} from '@docusaurus/core/lib/client/BrokenLinksContext';
import {addBaseUrl} from '@docusaurus/core/lib/client/exports/useBaseUrl';
import StaticTable, {clientSideTarget, localizeHtml, type TableData} from '@site/src/components/StaticTable';
import {renderWithSite, SiteWrapper} from './render';

const HTML =
  '<table><thead><tr><th>Field</th><th>Type</th><th>Required</th><th>Description</th></tr></thead><tbody>' +
  '<tr><td><a href="#serverObject-host" id="serverObject-host" class="static-anchor"><code>host</code></a></td>' +
  '<td>string</td><td>No</td><td>See <a href="/docs/reference/bindings/kafka#server">Kafka</a> and ' +
  '<a href="https://github.com/asyncapi/spec" target="_blank" rel="noopener noreferrer">the spec</a>.</td></tr>' +
  '</tbody></table>';

function Where(): React.JSX.Element {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.hash}</output>;
}

function renderTable() {
  const brokenLinks = createStatefulBrokenLinks();
  const result = renderWithSite(
    <BrokenLinksProvider brokenLinks={brokenLinks}>
      <StaticTable
        html={HTML}
        anchors="serverObject-host"
        links="#serverObject-host /docs/reference/bindings/kafka#server"
      />
      <Where />
    </BrokenLinksProvider>,
    {path: '/docs/reference/specification/v3.1.0'},
  );
  return {...result, brokenLinks};
}

describe('StaticTable', () => {
  it('renders the table inside the scrollable wrapper (a named region only while it scrolls: table-region.test)', () => {
    renderTable();
    const region = document.querySelector<HTMLElement>('.table-scroll')!;
    expect(region).not.toBeNull();
    expect(region.querySelector(':scope > table')).not.toBeNull();
    expect(screen.getByRole('link', {name: 'host'})).toHaveAttribute('id', 'serverObject-host');
  });

  it('hands its anchors and site links to the broken link checker', () => {
    const {brokenLinks} = renderTable();
    expect(brokenLinks.getCollectedAnchors()).toEqual(['serverObject-host']);
    expect(brokenLinks.getCollectedLinks()).toEqual(['#serverObject-host', '/docs/reference/bindings/kafka#server']);
  });

  it('opens a site link without a page load on a plain click, and leaves other clicks to the browser', () => {
    renderTable();
    const kafka = screen.getByRole('link', {name: 'Kafka'});
    expect(fireEvent.click(kafka, {ctrlKey: true})).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/docs/reference/specification/v3.1.0');
    expect(fireEvent.click(screen.getByRole('link', {name: 'the spec'}))).toBe(true);
    expect(fireEvent.click(kafka)).toBe(false);
    expect(screen.getByTestId('where')).toHaveTextContent('/docs/reference/bindings/kafka#server');
  });
});

describe("a table of the page's tables (the source a generated page passes)", () => {
  const TABLES: TableData[] = [
    {html: '<table><tbody><tr><td>first</td></tr></tbody></table>', anchors: [], links: []},
    {
      html: HTML,
      anchors: ['serverObject-host'],
      links: ['#serverObject-host', '/docs/reference/bindings/kafka#server'],
    },
  ];
  const PATH = '/docs/reference/specification/v3.1.0';
  const hydrating = process.env.HYDRATE_CLIENT_ENTRY;
  afterEach(() => {
    if (hydrating === undefined) delete process.env.HYDRATE_CLIENT_ENTRY;
    else process.env.HYDRATE_CLIENT_ENTRY = hydrating;
  });

  it('renders its entry of the tables the server bundle has, and hands its anchors and links to the checker', () => {
    const brokenLinks = createStatefulBrokenLinks();
    renderWithSite(
      <BrokenLinksProvider brokenLinks={brokenLinks}>
        <StaticTable source={TABLES} index="1" />
      </BrokenLinksProvider>,
      {path: PATH},
    );
    expect(screen.getByRole('link', {name: 'host'})).toHaveAttribute('id', 'serverObject-host');
    expect(document.querySelector('.table-scroll')).toContainHTML(HTML);
    expect(brokenLinks.getCollectedAnchors()).toEqual(['serverObject-host']);
    expect(brokenLinks.getCollectedLinks()).toEqual(['#serverObject-host', '/docs/reference/bindings/kafka#server']);
  });

  it('keeps the markup of the server when it hydrates it, and never loads the tables', async () => {
    process.env.HYDRATE_CLIENT_ENTRY = 'true';
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <SiteWrapper path={PATH}>
        <StaticTable source={TABLES} index="1" />
      </SiteWrapper>,
    );
    document.body.append(container);
    const load = jest.fn(() => Promise.resolve({default: TABLES}));
    const page = (
      <SiteWrapper path={PATH}>
        <StaticTable source={load} index="1" />
      </SiteWrapper>
    );
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, page);
      });
      await act(async () => root!.render(page));
      expect(container.querySelectorAll('table tr')).toHaveLength(2);
      expect(container.querySelector('#serverObject-host')).not.toBeNull();
      expect(load).not.toHaveBeenCalled();
      // React (a development build here) reports no mismatch for the markup it kept.
      const mismatches = errors.mock.calls.map((call) => String(call[0])).filter((text) => /hydrat|match/i.test(text));
      expect(mismatches).toEqual([]);
    } finally {
      errors.mockRestore();
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('loads the tables once when the browser renders the page itself, then shows each table', async () => {
    let resolve: (tables: {default: TableData[]}) => void = () => undefined;
    const load = jest.fn(() => new Promise<{default: TableData[]}>((r) => (resolve = r)));
    renderWithSite(
      <>
        <StaticTable source={load} index="0" />
        <StaticTable source={load} index="1" />
      </>,
      {path: PATH},
    );
    expect(document.querySelectorAll('.table-scroll')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    await act(async () => resolve({default: TABLES}));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('table')).toHaveLength(2);
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'host'})).toHaveAttribute('id', 'serverObject-host');
  });

  it('scrolls to the anchor of the address once, in the commit that inserted the loaded tables', async () => {
    // On the dev server the browser looked for the anchor before the tables existed. React inserts the loaded tables
    // in a task of its own, sometimes frames after the load; the scroll must come after that insertion.
    window.history.replaceState(null, '', `${PATH}#serverObject-host`);
    const scrolled: {id: string; connected: boolean}[] = [];
    const scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push({id: this.id, connected: this.isConnected});
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      let resolve: (tables: {default: TableData[]}) => void = () => undefined;
      const load = jest.fn(() => new Promise<{default: TableData[]}>((r) => (resolve = r)));
      const {rerender} = renderWithSite(
        <>
          <StaticTable source={load} index="0" />
          <StaticTable source={load} index="1" />
        </>,
        {path: PATH},
      );
      expect(scrolled).toEqual([]);
      await act(async () => resolve({default: TABLES}));
      expect(scrolled).toEqual([{id: 'serverObject-host', connected: true}]);
      // Later renders of the same page leave the reader's scroll position alone.
      rerender(
        <SiteWrapper path={PATH}>
          <StaticTable source={load} index="1" />
        </SiteWrapper>,
      );
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
      window.history.replaceState(null, '', '/');
    }
  });

  it('says so in place of the table when the tables cannot be loaded, and a later table tries again', async () => {
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    const {unmount} = renderWithSite(<StaticTable source={load} index="0" />, {path: PATH});
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This table could not be loaded. Reload the page to see it.',
    );
    unmount();
    const retry = jest.fn(() => Promise.resolve(TABLES));
    render(
      <SiteWrapper path={PATH}>
        <StaticTable source={retry} index="0" />
      </SiteWrapper>,
    );
    expect(await screen.findByText('first')).toBeInTheDocument();
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('the links of a static table', () => {
  // The theme's withBaseUrl (useBaseUrlUtils) for the English and the German build.
  const withBase = (baseUrl: string, url: string) =>
    addBaseUrl({siteUrl: 'https://www.asyncapi.com', baseUrl, url, router: 'browser'});
  const english = (url: string) => withBase('/', url);
  const german = (url: string) => withBase('/de/', url);

  it('go under the locale base URL when it is not the root', () => {
    expect(localizeHtml(HTML, english)).toBe(HTML);
    const germanHtml = localizeHtml(HTML, german);
    expect(germanHtml).toContain('href="/de/docs/reference/bindings/kafka#server"');
    expect(germanHtml).toContain('href="#serverObject-host"');
    expect(germanHtml).toContain('href="https://github.com/asyncapi/spec"');
    expect(localizeHtml('<a href="/">home</a> <a href="//cdn.example/x">x</a>', german)).toBe(
      '<a href="/de/">home</a> <a href="//cdn.example/x">x</a>',
    );
    expect(withBase('/de/', '/de/docs')).toBe('/de/docs');
    expect(withBase('/de/', '#x')).toBe('#x');
  });

  it('are followed client-side only for a plain left click on a site path in the same tab', () => {
    const link = (href: string, target?: string) => {
      const a = document.createElement('a');
      a.setAttribute('href', href);
      if (target) a.setAttribute('target', target);
      a.innerHTML = '<code>x</code>';
      return a;
    };
    const click = (a: HTMLElement, init: MouseEventInit = {}) => {
      const event = new MouseEvent('click', {bubbles: true, cancelable: true, button: 0, ...init});
      Object.defineProperty(event, 'target', {value: a.firstChild});
      return clientSideTarget(event);
    };
    expect(click(link('/docs/x#y'))).toBe('/docs/x#y');
    expect(click(link('/docs/x'), {button: 1})).toBeUndefined();
    expect(click(link('/docs/x'), {shiftKey: true})).toBeUndefined();
    expect(click(link('/docs/x', '_blank'))).toBeUndefined();
    expect(click(link('#y'))).toBeUndefined();
    expect(click(link('https://example.com'))).toBeUndefined();
    expect(click(link('//example.com/x'))).toBeUndefined();
  });
});
