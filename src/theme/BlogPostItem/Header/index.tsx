// Change: the post header shows the type, title and subtitle, the authors with avatars joined by " & ",
// the date ("January 5, 2024", UTC) and the reading time ("N min read"), then the cover with its caption
// (ARCHITECTURE.md, rule "Blog"). The theme's Title/Info/Authors parts are not used.
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogAuthors from '@site/src/components/BlogAuthors';
import BlogDateLine from '@site/src/components/BlogDateLine';
import {dateLocaleFor, toCardData, typeFilterUrl} from '@site/src/lib/blog';
import styles from './styles.module.css';

export default function BlogPostItemHeader(): React.JSX.Element {
  const {metadata, assets, isBlogPostPage} = useBlogPost();
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const post = toCardData({metadata, assets});
  const {coverCaption, cover} = metadata.frontMatter as Record<string, unknown>;
  const TitleHeading = isBlogPostPage ? 'h1' : 'h2';
  const caption = typeof coverCaption === 'string' && coverCaption.trim() ? coverCaption : undefined;

  return (
    <header className={styles.header}>
      {post.type && (
        <p className={styles.typeLine}>
          <Link className={styles.type} to={typeFilterUrl(post.type)}>
            {post.type}
          </Link>
        </p>
      )}
      <TitleHeading className={styles.title}>
        {isBlogPostPage ? post.title : <Link to={post.permalink}>{post.title}</Link>}
      </TitleHeading>
      {post.subtitle && <p className={styles.subtitle}>{post.subtitle}</p>}
      <div className={styles.meta}>
        <BlogAuthors authors={post.authors} linked />
        <BlogDateLine
          date={post.date}
          readingTime={post.readingTime}
          dateLocale={dateLocaleFor(currentLocale)}
          data-testid="blog-post-date-line"
        />
      </div>
      {typeof cover === 'string' && post.cover && (
        <figure className={clsx(styles.figure, !isBlogPostPage && styles.figureCompact)}>
          <img className={styles.cover} src={post.cover} alt="" width={1200} height={630} decoding="async" />
          {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
        </figure>
      )}
    </header>
  );
}
