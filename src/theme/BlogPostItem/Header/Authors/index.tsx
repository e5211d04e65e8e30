// Wraps a post's authors (the theme's avatars, names and links) to join them with " & " (ARCHITECTURE.md, rule "Blog").
import React from 'react';
import Authors from '@theme-original/BlogPostItem/Header/Authors';
import type AuthorsType from '@theme/BlogPostItem/Header/Authors';
import type {WrapperProps} from '@docusaurus/types';
import styles from '../styles.module.css';

type Props = WrapperProps<typeof AuthorsType>;

export default function AuthorsWrapper(props: Props): React.JSX.Element {
  return (
    <div data-testid="blog-authors">
      <Authors {...props} className={styles.authors} />
    </div>
  );
}
