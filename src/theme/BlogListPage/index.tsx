// Change: instead of the full posts one after another with a paginator, the listing shows every post as a
// card (cover, type, title, excerpt, authors, date, reading time), featured first then newest first, with
// type/tag/author filters kept in the URL query (?type=&tag=&author=) and an announced result count.
// Page metadata, search metadata and structured data stay the theme's.
import React, {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, {translate} from '@docusaurus/Translate';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import SearchMetadata from '@theme/SearchMetadata';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import type {Props} from '@theme/BlogListPage';
import BlogFilterBar from '@site/src/components/BlogFilterBar';
import BlogPostCard from '@site/src/components/BlogPostCard';
import {
  dateLocaleFor,
  filterOptions,
  filterPosts,
  filtersToSearch,
  parseFilters,
  resultsAnnouncement,
  sortPosts,
  toCardData,
  type BlogFilters,
} from '@site/src/lib/blog';
import styles from './styles.module.css';
import Heading from '@theme/Heading';

/**
 * Filters live in the URL (shareable, survive reload). They are read after hydration: the server renders
 * the unfiltered list, so reading the query during the first render would make the markup differ.
 */
function useUrlFilters(): [BlogFilters, (next: BlogFilters) => void] {
  const location = useLocation();
  const history = useHistory();
  const [filters, setFilters] = useState<BlogFilters>({});
  useEffect(() => {
    setFilters(parseFilters(location.search));
  }, [location.search]);
  const update = useCallback(
    (next: BlogFilters) => {
      setFilters(next);
      history.replace({pathname: location.pathname, search: filtersToSearch(next, location.search), hash: location.hash});
    },
    [history, location.pathname, location.search, location.hash],
  );
  return [filters, update];
}

function BlogListing({items, metadata}: Props): React.JSX.Element {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const posts = useMemo(() => sortPosts(items.map(({content}) => toCardData(content))), [items]);
  const options = useMemo(() => filterOptions(posts), [posts]);
  const [filters, setFilters] = useUrlFilters();
  const shown = useMemo(() => filterPosts(posts, filters), [posts, filters]);
  const firstFilterRef = useRef<HTMLSelectElement>(null);
  const reset = () => {
    setFilters({});
    // The reset button disappears with the filters; keep the keyboard user in the filter bar.
    firstFilterRef.current?.focus();
  };
  const dateLocale = dateLocaleFor(currentLocale);

  return (
    <main className={clsx('container', styles.page)}>
      <header className={styles.header}>
        <Heading as="h1" className={styles.title}>{metadata.blogTitle}</Heading>
        <p className={styles.description}>{metadata.blogDescription}</p>
      </header>

      <BlogFilterBar filters={filters} options={options} onChange={setFilters} onReset={reset} ref={firstFilterRef} />

      <p className={styles.count} role="status" aria-live="polite" aria-atomic="true" data-testid="blog-count">
        {resultsAnnouncement(shown.length, posts.length)}
      </p>

      {shown.length > 0 ? (
        <ul className={styles.grid} aria-label={translate({id: 'blog.list.label', message: 'Blog posts'})}>
          {shown.map((post) => (
            <li key={post.permalink} className={styles.item}>
              <BlogPostCard post={post} dateLocale={dateLocale} />
            </li>
          ))}
        </ul>
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

export default function BlogListPage(props: Props): React.JSX.Element {
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
