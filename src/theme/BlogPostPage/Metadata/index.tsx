// Wrapped to point <link rel="canonical"> and og:url at the front-matter `canonical` when a post was first published elsewhere.
import React from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import type MetadataType from '@theme/BlogPostPage/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): React.JSX.Element {
  const {metadata} = useBlogPost();
  const {canonical} = metadata.frontMatter as Record<string, unknown>;
  return (
    <>
      <Metadata {...props} />
      {/* The theme's SiteMetadata (rendered earlier, at the app root) sets the page's own URL; the later tag wins. */}
      {typeof canonical === 'string' && (
        <Head>
          <link rel="canonical" href={canonical} />
          <meta property="og:url" content={canonical} />
        </Head>
      )}
    </>
  );
}
