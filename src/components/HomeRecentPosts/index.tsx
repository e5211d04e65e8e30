import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HomeSection from '@site/src/components/HomeSection';
import {useRecentPosts} from '@site/src/lib/recentPosts';
import {formatPostDate} from '@site/src/lib/postDate';
import styles from './styles.module.css';
import Heading from '@theme/Heading';

export type HomeRecentPostsProps = {limit?: number};

/** The latest blog posts; renders nothing when the blog publishes none. */
export default function HomeRecentPosts({limit = 3}: HomeRecentPostsProps): React.JSX.Element | null {
  const posts = useRecentPosts(limit);
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  if (posts.length === 0) return null;
  return (
    <HomeSection id="latest-posts" title={<Translate id="home.posts.title">Latest from the blog</Translate>}>
      <ul className={styles.grid}>
        {posts.map((post) => (
          <li key={post.permalink} className={styles.card}>
            <time dateTime={post.date} className={styles.date}>
              {formatPostDate(post.date, currentLocale)}
            </time>
            <Heading as="h3" className={styles.title}>
              <Link to={post.permalink}>{post.title}</Link>
            </Heading>
            {post.description && <p className={styles.description}>{post.description}</p>}
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
