// Wraps a post's header (title, date and reading time, authors: the theme's parts) to show the cover with its caption
// under it (ARCHITECTURE.md, rule "Blog").
import React from 'react';
import clsx from 'clsx';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import styles from './styles.module.css';

type Props = WrapperProps<typeof HeaderType>;

export default function HeaderWrapper(props: Props): React.JSX.Element {
  const {metadata, assets, isBlogPostPage} = useBlogPost();
  const {coverCaption} = metadata.frontMatter as Record<string, unknown>;
  // The cover is the post's social image: the blog plugin bundles it as assets.image (plugins/blog).
  const cover = assets.image;
  const caption = typeof coverCaption === 'string' && coverCaption.trim() ? coverCaption : undefined;
  return (
    <>
      <Header {...props} />
      {cover && (
        <figure className={clsx(styles.figure, !isBlogPostPage && styles.figureCompact)}>
          {/* On the post's page the cover is the largest thing the first screen paints: fetched first, not decoded
              apart. In a list it is one of many and waits its turn. */}
          <img
            className={styles.cover}
            src={cover}
            alt=""
            width={1200}
            height={630}
            {...(isBlogPostPage
              ? {fetchPriority: 'high' as const}
              : {decoding: 'async' as const, loading: 'lazy' as const})}
          />
          {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
        </figure>
      )}
    </>
  );
}
