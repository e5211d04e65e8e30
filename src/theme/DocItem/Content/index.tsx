// Wraps a docs page's content: the optional release-notes banner (front matter `releaseNoteLink`) above it
// (ARCHITECTURE.md, rule "Docs page"), and the English mark on a page shown untranslated in another locale.
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import ReleaseNoteBanner from '@site/src/components/ReleaseNoteBanner';
import ContentLanguage from '@site/src/components/ContentLanguage';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.JSX.Element {
  const {frontMatter} = useDoc();
  const releaseNoteLink = (frontMatter as {releaseNoteLink?: unknown}).releaseNoteLink;
  return (
    <ContentLanguage>
      {typeof releaseNoteLink === 'string' && <ReleaseNoteBanner href={releaseNoteLink} />}
      <Content {...props} />
    </ContentLanguage>
  );
}
