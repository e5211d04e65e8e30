import React from 'react';
import {translate} from '@docusaurus/Translate';
import {formatPostDate, readingMinutes} from '@site/src/lib/blog';
import styles from './styles.module.css';

type BlogDateLineProps = {
  /** ISO date of the post. */
  date: string;
  /** Reading time in minutes, as the blog plugin estimates it. */
  readingTime: number | undefined;
  /** Locale for the date, e.g. en-US. */
  dateLocale: string;
  'data-testid'?: string;
};

/** "January 5, 2024 · 3 min read": the date line of a blog post, on its card and on its page. */
export default function BlogDateLine({date, readingTime, dateLocale, ...rest}: BlogDateLineProps): React.JSX.Element {
  return (
    <p className={styles.dateLine} {...rest}>
      <time dateTime={date}>{formatPostDate(date, dateLocale)}</time>
      <span aria-hidden="true"> · </span>
      <span>
        {translate(
          {
            id: 'blog.readingTime',
            message: '{minutes} min read',
            description: 'Reading time of a blog post, in whole minutes',
          },
          {minutes: readingMinutes(readingTime)},
        )}
      </span>
    </p>
  );
}
