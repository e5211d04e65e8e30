// Wraps a post's text so that an untranslated post under another locale's interface is marked as English
// (src/components/ContentLanguage).
import React from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import ContentLanguage from '@site/src/components/ContentLanguage';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.JSX.Element {
  return (
    <ContentLanguage>
      <Content {...props} />
    </ContentLanguage>
  );
}
