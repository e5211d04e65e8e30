import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import BlogAuthors from '@site/src/components/BlogAuthors';
import BlogDateLine from '@site/src/components/BlogDateLine';
import type {BlogCardData} from '@site/src/lib/blog';
import styles from './styles.module.css';
import Heading from '@theme/Heading';

export type BlogPostCardProps = {
  post: BlogCardData;
  /** Intl locale for the date ("en-US" gives "January 5, 2024"). */
  dateLocale: string;
  /**
   * A card in the listing's first row: its cover loads at once instead of lazily, since it is in the first view
   * (the first card's cover is the listing's largest paint, so it also gets a high fetch priority).
   */
  above?: 'first' | 'fold';
};

/** One post in the listing: cover, type, title, excerpt, authors, date and reading time. The title is the link. */
export default function BlogPostCard({post, dateLocale, above}: BlogPostCardProps): React.JSX.Element {
  return (
    <article
      className={styles.card}
      data-testid="blog-card"
      data-type={post.type ?? ''}
      data-tags={post.tags.map((tag) => tag.key).join(' ')}
      data-authors={post.authors.map((author) => author.key).join(' ')}>
      <div className={styles.coverBox}>
        {post.cover ? (
          <img
            className={styles.cover}
            src={post.cover}
            alt=""
            width={1200}
            height={630}
            loading={above ? 'eager' : 'lazy'}
            fetchPriority={above === 'first' ? 'high' : undefined}
            decoding="async"
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <p className={styles.badges}>
          {post.type && <span className={styles.type}>{post.type}</span>}
          {post.featured && (
            <span className={styles.featured}>
              <Translate id="blog.card.featured">Featured</Translate>
            </span>
          )}
        </p>
        <Heading as="h2" className={styles.title}>
          <Link to={post.permalink} className={styles.link}>
            {post.title}
          </Link>
        </Heading>
        {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
        <div className={styles.meta}>
          <BlogAuthors authors={post.authors} />
          <BlogDateLine date={post.date} readingTime={post.readingTime} dateLocale={dateLocale} />
        </div>
      </div>
    </article>
  );
}
