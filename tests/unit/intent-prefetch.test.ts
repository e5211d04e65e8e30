import type ReactModule from 'react';
import type * as TestingLibrary from '@testing-library/react';
import {interceptDocusaurusGlobal, withoutViewportPrefetch} from '@site/src/clientModules/intentPrefetch';

type Api = Window['docusaurus'];

function fakeApi() {
  const calls: string[] = [];
  const api: Api = {
    prefetch: (url) => {
      calls.push(`prefetch ${url}`);
      return Promise.resolve([]);
    },
    preload: (url) => {
      calls.push(`preload ${url}`);
      return Promise.resolve([]);
    },
  };
  return {api, calls};
}

describe('intent-only prefetching', () => {
  it('turns the viewport prefetch into a no-op and keeps preload', async () => {
    const {api, calls} = fakeApi();
    const wrapped = withoutViewportPrefetch(api);
    expect(wrapped.prefetch('/docs/reference/specification/v3.0.0')).toBe(false);
    await wrapped.preload('/docs/concepts');
    expect(calls).toEqual(['preload /docs/concepts']);
    expect(Object.isFrozen(wrapped)).toBe(true);
  });

  it('wraps the object Docusaurus assigns after the client modules ran', async () => {
    const target: {docusaurus?: Api} = {};
    interceptDocusaurusGlobal(target);
    expect(target.docusaurus).toBeUndefined();
    const {api, calls} = fakeApi();
    target.docusaurus = api; // what @docusaurus/core's clientEntry does
    expect(target.docusaurus).not.toBe(api);
    expect(target.docusaurus?.prefetch('/blog')).toBe(false);
    await target.docusaurus?.preload('/blog');
    expect(calls).toEqual(['preload /blog']);
  });

  it('wraps an object that was already there', () => {
    const {api, calls} = fakeApi();
    const target: {docusaurus?: Api} = {docusaurus: api};
    interceptDocusaurusGlobal(target);
    expect(target.docusaurus?.prefetch('/tools')).toBe(false);
    expect(calls).toEqual([]);
  });

  it('is installed on window by the client module', () => {
    const {api, calls} = fakeApi();
    window.docusaurus = api;
    expect(window.docusaurus.prefetch('/community')).toBe(false);
    expect(calls).toEqual([]);
  });
});

describe("core's Link, through window.docusaurus", () => {
  /** An IntersectionObserver that sees every observed element in view at once. */
  class InView {
    constructor(private readonly callback: (entries: object[]) => void) {}
    observe(target: Element) {
      this.callback([{target, isIntersecting: true, intersectionRatio: 1}]);
    }
    unobserve() {}
    disconnect() {}
  }

  /** Renders the installed @docusaurus/core Link in view, after core's client entry assigned `api`. */
  function renderLinkInView(intercept: boolean) {
    const {api, calls} = fakeApi();
    const win = window as unknown as {docusaurus?: Api; IntersectionObserver?: unknown};
    Object.defineProperty(window, 'docusaurus', {configurable: true, writable: true, value: undefined});
    if (intercept) interceptDocusaurusGlobal(win);
    win.docusaurus = api;
    win.IntersectionObserver = InView;
    // Loaded afresh (with their own React): core's ExecutionEnvironment reads IntersectionObserver support on load.
    let testing: typeof TestingLibrary | undefined;
    jest.isolateModules(() => {
      const React = require('react') as typeof ReactModule;
      // The pure entry registers no cleanup hook (this runs inside a test): cleanup is called below.
      testing = require('@testing-library/react/pure') as typeof TestingLibrary;
      const {MemoryRouter} = require('react-router-dom') as typeof import('react-router-dom');
      const {Context} = require('@docusaurus/core/lib/client/docusaurusContext') as {
        Context: ReactModule.Context<unknown>;
      };
      const Link = (require('@docusaurus/Link') as {default: ReactModule.ComponentType<{to: string}>}).default;
      const context = {
        siteConfig: {baseUrl: '/', trailingSlash: false, future: {experimental_router: 'browser'}},
        globalData: {},
        i18n: {},
        codeTranslations: {},
      };
      testing.render(
        React.createElement(
          Context.Provider,
          {value: context},
          React.createElement(MemoryRouter, null, React.createElement(Link, {to: '/docs/concepts'}, 'Concepts')),
        ),
      );
    });
    const link = testing!.screen.getByRole('link', {name: 'Concepts'});
    cleanups.push(() => testing!.cleanup());
    return {calls, pointAt: () => testing!.fireEvent.mouseEnter(link)};
  }
  const cleanups: (() => void)[] = [];

  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    delete (window as unknown as {IntersectionObserver?: unknown}).IntersectionObserver;
  });

  it('prefetches a link in view through window.docusaurus (what the client module switches off)', () => {
    expect(renderLinkInView(false).calls).toEqual(['prefetch /docs/concepts']);
  });

  it('with the client module: nothing when the link comes into view, a preload when the reader points at it', () => {
    const {calls, pointAt} = renderLinkInView(true);
    expect(calls).toEqual([]);
    pointAt();
    expect(calls).toEqual(['preload /docs/concepts']);
  });
});
