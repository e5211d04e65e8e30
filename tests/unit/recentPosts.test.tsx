import React from 'react';
import {render, renderHook, screen} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import {Context as DocusaurusContext} from '@docusaurus/core/lib/client/docusaurusContext';
import siteConfig from '@generated/docusaurus.config';
import {BLOG_PLUGIN_NAME, selectRecentPosts, useRecentPosts, type RecentPost} from '@site/src/lib/recentPosts';
import HomeRecentPosts from '@site/src/components/HomeRecentPosts';

const POSTS: RecentPost[] = [
  {title: 'Older post', permalink: '/blog/older', date: '2024-01-05T00:00:00.000Z', description: 'An older one.'},
  {title: 'Newest post', permalink: '/blog/newest', date: '2024-03-01T00:00:00.000Z', description: 'The newest.'},
  {title: 'Middle post', permalink: '/blog/middle', date: '2024-02-10T00:00:00.000Z', description: ''},
  {title: 'Oldest post', permalink: '/blog/oldest', date: '2023-12-24T00:00:00.000Z', description: 'The oldest.'},
];

/** Provides Docusaurus global data the way the client does: plugin name → plugin id → data. */
function wrapperWith(globalData: Record<string, unknown>) {
  const value = {
    // Link reads `future.experimental_router`, which the shared config stub leaves out.
    siteConfig: {...siteConfig, future: {experimental_router: 'browser'}},
    siteMetadata: {docusaurusVersion: '3.10.2', pluginVersions: {}},
    globalData,
    i18n: {defaultLocale: 'en', locales: ['en', 'de'], currentLocale: 'en', path: 'en', localeConfigs: {}},
    codeTranslations: {},
  };
  return function Wrapper({children}: {children: React.ReactNode}) {
    return (
      // The context's value type is internal to Docusaurus; the fields above are the ones the hooks read.
      <DocusaurusContext.Provider value={value as unknown as React.ContextType<typeof DocusaurusContext>}>
        <MemoryRouter>{children}</MemoryRouter>
      </DocusaurusContext.Provider>
    );
  };
}

const withPosts = (data: unknown) => wrapperWith({[BLOG_PLUGIN_NAME]: {default: data}});

describe('selectRecentPosts', () => {
  it('sorts newest first and keeps at most `limit`', () => {
    expect(selectRecentPosts({recentPosts: POSTS}, 3).map((post) => post.permalink)).toEqual([
      '/blog/newest',
      '/blog/middle',
      '/blog/older',
    ]);
  });

  it('drops malformed posts and tolerates malformed data', () => {
    const broken = [
      {title: 'No link', date: '2024-01-01', description: ''},
      {...POSTS[0], date: 'not a date'},
      POSTS[1],
      null,
    ];
    expect(selectRecentPosts({recentPosts: broken}, 5)).toEqual([POSTS[1]]);
    expect(selectRecentPosts(undefined, 3)).toEqual([]);
    expect(selectRecentPosts({recentPosts: 'nope'}, 3)).toEqual([]);
    expect(selectRecentPosts({recentPosts: POSTS}, 0)).toEqual([]);
  });
});

describe('useRecentPosts', () => {
  it('reads the blog plugin global data', () => {
    const {result} = renderHook(() => useRecentPosts(2), {wrapper: withPosts({recentPosts: POSTS})});
    expect(result.current.map((post) => post.title)).toEqual(['Newest post', 'Middle post']);
  });

  it('returns an empty list when the blog plugin publishes no data', () => {
    const {result} = renderHook(() => useRecentPosts(), {wrapper: wrapperWith({})});
    expect(result.current).toEqual([]);
  });
});

describe('HomeRecentPosts', () => {
  it('lists the latest posts with links and dates', () => {
    render(<HomeRecentPosts limit={3} />, {wrapper: withPosts({recentPosts: POSTS})});
    expect(screen.getByRole('heading', {name: 'Latest from the blog'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Newest post'})).toHaveAttribute('href', '/blog/newest');
    expect(screen.getByText('March 1, 2024')).toBeInTheDocument();
    expect(screen.queryByText('Oldest post')).not.toBeInTheDocument();
  });

  it('renders nothing when there are no posts', () => {
    const {container} = render(<HomeRecentPosts />, {wrapper: withPosts({recentPosts: []})});
    expect(container).toBeEmptyDOMElement();
  });
});
