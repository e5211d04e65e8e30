// Wraps a post's title to show its type above it (a link to the listing filtered by that type) and its subtitle
// under it (ARCHITECTURE.md, rule "Blog").
import React from 'react';
import Link from '@docusaurus/Link';
import Title from '@theme-original/BlogPostItem/Header/Title';
import type TitleType from '@theme/BlogPostItem/Header/Title';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {isBlogPostType, typeFilterUrl} from '@site/src/lib/blog';
import styles from '../styles.module.css';

type Props = WrapperProps<typeof TitleType>;

export default function TitleWrapper(props: Props): React.JSX.Element {
  const {metadata} = useBlogPost();
  const {type, subtitle} = metadata.frontMatter as Record<string, unknown>;
  return (
    <>
      {isBlogPostType(type) && (
        <p className={styles.typeLine}>
          <Link className={styles.type} to={typeFilterUrl(type)}>
            {type}
          </Link>
        </p>
      )}
      <Title {...props} className={styles.title} />
      {typeof subtitle === 'string' && subtitle.trim() && <p className={styles.subtitle}>{subtitle}</p>}
    </>
  );
}
