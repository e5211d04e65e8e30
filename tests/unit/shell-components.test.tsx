import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import ScrollToTop, {SCROLL_TO_TOP_THRESHOLD, shouldShowScrollToTop} from '@site/src/components/ScrollToTop';
import V3Banner from '@site/src/components/V3Banner';
import GithubStar from '@site/src/components/GithubStar';
import LanguageSelect, {rememberLanguage} from '@site/src/components/LanguageSelect';
import SearchDocsButton, {openSiteSearch} from '@site/src/components/SearchDocsButton';
import {searchShortcutLabel} from '@site/src/lib/platform';
import {hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {renderWithSite, SiteWrapper} from './render';

describe('ScrollToTop', () => {
  it('uses the 150 px threshold', () => {
    expect(SCROLL_TO_TOP_THRESHOLD).toBe(150);
    expect(shouldShowScrollToTop(150)).toBe(false);
    expect(shouldShowScrollToTop(151)).toBe(true);
  });

  it('shows after scrolling past the threshold and scrolls to the top', () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    renderWithSite(<ScrollToTop />);
    const button = screen.getByTestId('scroll-to-top');
    expect(button).toHaveAttribute('aria-hidden', 'true');
    act(() => {
      Object.defineProperty(window, 'scrollY', {value: 400, configurable: true});
      window.dispatchEvent(new Event('scroll'));
    });
    expect(button).toHaveAttribute('aria-hidden', 'false');
    fireEvent.click(button);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({top: 0}));
    act(() => {
      Object.defineProperty(window, 'scrollY', {value: 100, configurable: true});
      window.dispatchEvent(new Event('scroll'));
    });
    expect(button).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('V3Banner', () => {
  it('shows its two links on a visible date', () => {
    renderWithSite(<V3Banner now={() => new Date('2023-12-10T10:00:00Z')} />);
    expect(screen.getByRole('link', {name: 'Release notes'})).toHaveAttribute('href', '/blog/release-notes-3.0.0');
    expect(screen.getByRole('link', {name: 'Old v2 docs'})).toHaveAttribute(
      'href',
      '/docs/reference/specification/v2.x',
    );
  });

  it('renders nothing on a hidden date (today)', () => {
    renderWithSite(<V3Banner now={() => new Date('2026-11-22T10:00:00Z')} />);
    expect(screen.queryByTestId('v3-banner')).toBeNull();
  });
});

describe('GithubStar', () => {
  it('is a plain link to the organisation that opens in a new tab', () => {
    renderWithSite(<GithubStar />);
    const link = screen.getByRole('link', {name: /Star on GitHub/});
    expect(link).toHaveAttribute('href', 'https://github.com/asyncapi');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('LanguageSelect', () => {
  // What the translations plugin publishes when /docs/concepts/channel and the home page are translated.
  const translations = {
    locales: {de: {translated: ['/', '/docs/concepts/channel'], outdated: ['/docs/concepts/server'], generated: []}},
  };
  const options = (path: string, locale: 'en' | 'de' = 'en') => ({path, locale, globalData: {translations}});

  it('offers German exactly on the pages that have a German version, derived from the plugin data', () => {
    for (const path of ['/', '/docs/concepts/channel', '/docs/concepts/server']) {
      const {unmount} = renderWithSite(<LanguageSelect />, options(path));
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['English', 'Deutsch']);
      unmount();
    }
    // Only one language has the page: no select (not a disabled one with only English).
    for (const path of ['/docs/concepts', '/docs', '/about', '/blog', '/tools/cli']) {
      const {container, unmount: done} = renderWithSite(<LanguageSelect />, options(path));
      expect(screen.queryByRole('combobox', {name: 'Language'})).toBeNull();
      expect(container).toBeEmptyDOMElement();
      done();
    }
  });

  it('always lists the current language, even on a page not translated into it', () => {
    renderWithSite(<LanguageSelect />, options('/de/docs', 'de'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['English', 'Deutsch']);
    expect(screen.getByRole('combobox', {name: 'Language'})).toHaveValue('de');
  });

  it('loads the same page under the other locale and remembers the choice', () => {
    const navigate = jest.fn();
    window.localStorage.removeItem('i18nLang');
    renderWithSite(<LanguageSelect navigate={navigate} />, options('/docs/concepts/channel#fields'));
    fireEvent.change(screen.getByRole('combobox', {name: 'Language'}), {target: {value: 'de'}});
    expect(navigate).toHaveBeenCalledWith('/de/docs/concepts/channel#fields');
    expect(window.localStorage.getItem('i18nLang')).toBe('de');
  });

  it('switches to a language picked in the server markup before the page was hydrated', async () => {
    const navigate = jest.fn();
    const page = (
      <SiteWrapper {...options('/docs/concepts/channel')}>
        <LanguageSelect navigate={navigate} />
      </SiteWrapper>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // The reader picks German while the page's JavaScript is still loading: no React listener yet.
    container.querySelector('select')!.value = 'de';
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, page);
      });
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith('/de/docs/concepts/channel');
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('does not switch when it hydrates with the current language', async () => {
    const navigate = jest.fn();
    renderWithSite(<LanguageSelect navigate={navigate} />, options('/docs/concepts/channel'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('remembers the choice in localStorage under i18nLang and survives a broken storage', () => {
    rememberLanguage('de', window.localStorage);
    expect(window.localStorage.getItem('i18nLang')).toBe('de');
    expect(() =>
      rememberLanguage('en', {
        setItem: () => {
          throw new Error('denied');
        },
      }),
    ).not.toThrow();
  });
});

describe('SearchDocsButton', () => {
  it('shows Ctrl K or ⌘ K by platform', () => {
    expect(searchShortcutLabel('Win32').label).toBe('Ctrl K');
    expect(searchShortcutLabel('Linux x86_64').label).toBe('Ctrl K');
    expect(searchShortcutLabel('MacIntel').label).toBe('⌘ K');
    expect(searchShortcutLabel('iPhone').label).toBe('⌘ K');
  });

  it("names the Control key as the locale's keyboards do (German: Strg), and leaves ⌘ alone", () => {
    expect(searchShortcutLabel('Win32', 'Strg')).toEqual({modifier: 'Strg', key: 'K', label: 'Strg K'});
    expect(searchShortcutLabel('MacIntel', 'Strg').label).toBe('⌘ K');
    const german = JSON.parse(fs.readFileSync(path.join(__dirname, '../../i18n/de/code.json'), 'utf8')) as Record<
      string,
      {message: string}
    >;
    expect(german['search.shortcut.control']?.message).toBe('Strg');
  });

  it('opens the site search through the navbar search button', () => {
    const open = jest.fn();
    render(
      <button type="button" className="DocSearch-Button" onClick={open}>
        search
      </button>,
    );
    renderWithSite(<SearchDocsButton />);
    fireEvent.click(screen.getByTestId('search-docs'));
    expect(open).toHaveBeenCalledTimes(1);
    document.body.innerHTML = '';
    expect(openSiteSearch()).toBe(false);
  });
});
