/**
 * The blog listing (/blog, /de/blog): the component the blog plugin renders for its listing routes, named by the
 * plugin's `blogListComponent` option in docusaurus.config.ts (the theme's own BlogListPage stays unused, and
 * nothing of it is copied here). It receives the props the theme's BlogListPage receives.
 *
 * Every post is a card (cover, type, title, excerpt, authors, date, reading time), featured first then newest first,
 * with type/tag/author filters kept in the URL query (?type=&tag=&author=) and an announced result count.
 * With 85+ posts the list comes in steps of 24 cards: "Show more posts" (a button) adds the next 24 and moves focus
 * to the first new card; the count line says how many are on screen; a filter change starts again at 24; the number
 * shown is kept in the URL (?show=48) so Back returns to the same place. The server renders the first 24 cards (no
 * layout shift on hydration) and, for readers and crawlers without JavaScript, plain links to the rest in a
 * <noscript> list; the sitemap and the feed list every post too.
 * Page metadata, search metadata and structured data are the theme's components, as on the theme's listing.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, {translate} from '@docusaurus/Translate';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames, usePluralForm} from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import SearchMetadata from '@theme/SearchMetadata';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import type {Props as ThemeBlogListPageProps} from '@theme/BlogListPage';
import BlogFilterBar from '@site/src/components/BlogFilterBar';
import BlogPostCard from '@site/src/components/BlogPostCard';
import {
  dateLocaleFor,
  aboveTheFold,
  filterOptions,
  filterPosts,
  hasMorePosts,
  listingCountKind,
  listingToSearch,
  nextShowCount,
  parseFilters,
  parseShowCount,
  sortPosts,
  toCardData,
  visibleCount,
  BLOG_PAGE_SIZE,
  type BlogFilters,
} from '@site/src/lib/blog';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** The listing route's props: the blog plugin gives `blogListComponent` what it gives the theme's BlogListPage. */
export type BlogListingProps = ThemeBlogListPageProps;

type ListingState = {filters: BlogFilters; show: number};

/**
 * Filters and the number of cards shown live in the URL (shareable, survive reload and Back). They are read after
 * hydration: the server renders the unfiltered first step, so reading the query during the first render would
 * make the markup differ.
 */
function useUrlListingState(): [ListingState, (next: ListingState) => void] {
  const location = useLocation();
  const history = useHistory();
  const [state, setState] = useState<ListingState>({filters: {}, show: BLOG_PAGE_SIZE});
  useEffect(() => {
    setState({filters: parseFilters(location.search), show: parseShowCount(location.search)});
  }, [location.search]);
  const update = useCallback(
    (next: ListingState) => {
      setState(next);
      history.replace({
        pathname: location.pathname,
        search: listingToSearch(next.filters, next.show, location.search),
        hash: location.hash,
      });
    },
    [history, location.pathname, location.search, location.hash],
  );
  return [state, update];
}

/** The count line, translated: "Showing 24 of 82 posts." and its variants (see listingCountKind). */
function CountText({visible, matching, total}: {visible: number; matching: number; total: number}): React.JSX.Element {
  const {selectMessage} = usePluralForm();
  switch (listingCountKind(visible, matching, total)) {
    case 'one':
      return <Translate id="blog.list.count.one">Showing 1 post.</Translate>;
    case 'all':
      return (
        <Translate id="blog.list.count.all" values={{total}}>
          {'Showing all {total} posts.'}
        </Translate>
      );
    case 'someOfMatching':
      return (
        <>
          {selectMessage(
            matching,
            translate(
              {
                id: 'blog.list.count.someOfMatching',
                message:
                  'Showing {visible} of {matching} matching post ({total} in total).|Showing {visible} of {matching} matching posts ({total} in total).',
                description:
                  'Count line of the blog listing when a filter is active and more matching posts can be shown; plural forms by {matching}',
              },
              {visible, matching, total},
            ),
          )}
        </>
      );
    case 'some':
      return (
        <>
          {selectMessage(
            total,
            translate(
              {
                id: 'blog.list.count.some',
                message: 'Showing {visible} of {total} post.|Showing {visible} of {total} posts.',
                description: 'Count line of the blog listing; plural forms by {total}',
              },
              {visible, total},
            ),
          )}
        </>
      );
  }
}

export function BlogListing({items, metadata}: BlogListingProps): React.JSX.Element {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const posts = useMemo(() => sortPosts(items.map(({content}) => toCardData(content))), [items]);
  const options = useMemo(() => filterOptions(posts), [posts]);
  const [{filters, show}, setState] = useUrlListingState();
  const matching = useMemo(() => filterPosts(posts, filters), [posts, filters]);
  const visible = visibleCount(show, matching.length);
  const firstFilterRef = useRef<HTMLSelectElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // The index of the card whose link takes focus after "Show more posts" (null: leave focus alone).
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  useEffect(() => {
    if (focusIndex === null) return;
    const item = listRef.current?.children.item(focusIndex);
    item?.querySelector<HTMLElement>('h2 a')?.focus();
    setFocusIndex(null);
  }, [focusIndex, visible]);

  // A filter change starts again at the first step.
  const setFilters = (next: BlogFilters) => setState({filters: next, show: BLOG_PAGE_SIZE});
  const reset = () => {
    setFilters({});
    // The reset button disappears with the filters; keep the keyboard user in the filter bar.
    firstFilterRef.current?.focus();
  };
  const showMore = () => {
    setState({filters, show: nextShowCount(visible, matching.length)});
    setFocusIndex(visible);
  };
  const dateLocale = dateLocaleFor(currentLocale);
  // Without JavaScript the button does nothing; these links reach the rest (the server renders the first step).
  const rest = posts.slice(BLOG_PAGE_SIZE);

  return (
    <main className={clsx('container', styles.page)}>
      <header className={styles.header}>
        <Heading as="h1" className={styles.title}>
          {metadata.blogTitle}
        </Heading>
        <p className={styles.description}>{metadata.blogDescription}</p>
      </header>

      <BlogFilterBar filters={filters} options={options} onChange={setFilters} onReset={reset} ref={firstFilterRef} />

      <p className={styles.count} role="status" aria-live="polite" aria-atomic="true" data-testid="blog-count">
        <CountText visible={visible} matching={matching.length} total={posts.length} />
      </p>

      {matching.length > 0 ? (
        <>
          <ul
            ref={listRef}
            className={styles.grid}
            aria-label={translate({id: 'blog.list.label', message: 'Blog posts'})}>
            {matching.slice(0, visible).map((post, index) => (
              <li key={post.permalink} className={styles.item}>
                <BlogPostCard post={post} dateLocale={dateLocale} above={aboveTheFold(index)} />
              </li>
            ))}
          </ul>
          {hasMorePosts(visible, matching.length) && (
            <div className={styles.more}>
              <button type="button" className={styles.moreButton} onClick={showMore} data-testid="blog-show-more">
                <Translate id="blog.list.showMore">Show more posts</Translate>
              </button>
            </div>
          )}
          {rest.length > 0 && (
            <noscript>
              <nav
                className={styles.noscript}
                aria-label={translate({id: 'blog.list.morePosts', message: 'More posts'})}>
                <ul>
                  {rest.map((post) => (
                    <li key={post.permalink}>
                      <Link to={post.permalink}>{post.title}</Link>
                    </li>
                  ))}
                </ul>
              </nav>
            </noscript>
          )}
        </>
      ) : (
        <div className={styles.empty} data-testid="blog-empty">
          <p className={styles.emptyText}>
            <Translate id="blog.list.empty">No posts match these filters.</Translate>
          </p>
          <button type="button" className={styles.emptyReset} onClick={reset}>
            <Translate id="blog.filters.reset">Reset filters</Translate>
          </button>
        </div>
      )}
    </main>
  );
}

/** The route component: the theme's page metadata, search metadata and structured data around the listing. */
export default function BlogListingPage(props: BlogListingProps): React.JSX.Element {
  const {blogDescription, blogTitle} = props.metadata;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={blogTitle} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <Layout>
        <BlogListing {...props} />
      </Layout>
    </HtmlClassNameProvider>
  );
}
