import React from 'react';
import clsx from 'clsx';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import Link from '@docusaurus/Link';
import type {CardAuthor} from '@site/src/lib/blog';
import styles from './styles.module.css';

export type BlogAuthorsProps = {
  authors: readonly CardAuthor[];
  /** Link each name to the author's page (post page); plain text inside cards, whose title is the link. */
  linked?: boolean;
  className?: string;
};

/** Avatars, then the names joined by " & " (ARCHITECTURE.md, rule "Blog"). */
export default function BlogAuthors({authors, linked = false, className}: BlogAuthorsProps): React.JSX.Element | null {
  const {withBaseUrl} = useBaseUrlUtils();
  if (authors.length === 0) return null;
  return (
    <div className={clsx(styles.authors, className)}>
      <span className={styles.avatars} aria-hidden="true">
        {authors.map((author) =>
          author.imageURL ? (
            <img
              key={author.key}
              className={styles.avatar}
              src={withBaseUrl(author.imageURL)}
              alt=""
              width={32}
              height={32}
              loading="lazy"
            />
          ) : null,
        )}
      </span>
      <span className={styles.names} data-testid="blog-authors">
        {authors.map((author, index) => (
          <React.Fragment key={author.key}>
            {index > 0 && ' & '}
            {linked && author.url ? (
              <Link href={author.url} className={styles.name}>
                {author.name}
              </Link>
            ) : (
              <span className={styles.name}>{author.name}</span>
            )}
          </React.Fragment>
        ))}
      </span>
    </div>
  );
}
