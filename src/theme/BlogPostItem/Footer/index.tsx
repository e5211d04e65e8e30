// Wrapped so the post page's footer links its tags to the filtered listing (/blog?tag=<key>) and offers share links; list views keep the theme's footer.
import React from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import ShareLinks from '@site/src/components/ShareLinks';
import {tagFilterUrl, tagKeyFromPermalink} from '@site/src/lib/blog';
import styles from './styles.module.css';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): React.JSX.Element {
  const {metadata, isBlogPostPage} = useBlogPost();
  const {siteConfig} = useDocusaurusContext();
  if (!isBlogPostPage) return <Footer {...props} />;
  const url = `${siteConfig.url}${metadata.permalink}`;
  return (
    <footer className={styles.footer}>
      {metadata.tags.length > 0 && (
        <nav aria-label={translate({id: 'blog.post.tags', message: 'Tags'})} className={styles.tags}>
          <span className={styles.tagsLabel}>
            <Translate id="blog.post.tagsLabel">Tags:</Translate>
          </span>
          <ul className={styles.tagList}>
            {metadata.tags.map((tag) => (
              <li key={tag.permalink}>
                <Link className={styles.tag} to={tagFilterUrl(tagKeyFromPermalink(tag.permalink))} rel="tag">
                  {tag.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ShareLinks url={url} title={metadata.title} />
    </footer>
  );
}
