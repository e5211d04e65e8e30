// Wrapped to point <link rel="canonical"> and og:url at the front-matter `canonical` when a post was first published elsewhere,
// and og:image / twitter:image at the post's raster share card (plugins/share-cards: social networks do not show the SVG cover).
import React from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import type MetadataType from '@theme/BlogPostPage/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {CARD_HEIGHT, CARD_WIDTH, SHARE_CARD_TYPE, shareCardUrl} from '@site/src/lib/shareCards';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): React.JSX.Element {
  const {metadata} = useBlogPost();
  const {canonical} = metadata.frontMatter as Record<string, unknown>;
  const {siteConfig} = useDocusaurusContext();
  const card = shareCardUrl(siteConfig.url, siteConfig.baseUrl, metadata.permalink);
  return (
    <>
      <Metadata {...props} />
      {/* Later than the theme's og:image / twitter:image (the cover), so these replace them. */}
      <Head>
        <meta property="og:image" content={card} />
        <meta property="og:image:type" content={SHARE_CARD_TYPE} />
        <meta property="og:image:width" content={String(CARD_WIDTH)} />
        <meta property="og:image:height" content={String(CARD_HEIGHT)} />
        <meta property="og:image:alt" content={metadata.title} />
        <meta name="twitter:image" content={card} />
      </Head>
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
