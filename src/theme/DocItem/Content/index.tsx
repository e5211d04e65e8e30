// Change: adds the "Edit this page on GitHub" link right under the title and the optional release-notes
// banner (front matter `releaseNoteLink`) above the content (ARCHITECTURE.md, rule "Docs page"). The title logic is the theme's.
import React from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import EditOnGithub from '@site/src/components/EditOnGithub';
import ReleaseNoteBanner from '@site/src/components/ReleaseNoteBanner';
import ContentLanguage from '@site/src/components/ContentLanguage';

/** Title from front matter, unless the Markdown has its own h1 or hides the title (same rule as the theme). */
function useSyntheticTitle(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  if (frontMatter.hide_title || typeof contentTitle !== 'undefined') return null;
  return metadata.title;
}

export default function DocItemContent({children}: Props): React.JSX.Element {
  const syntheticTitle = useSyntheticTitle();
  const {metadata, frontMatter} = useDoc();
  const releaseNoteLink = (frontMatter as {releaseNoteLink?: unknown}).releaseNoteLink;
  return (
    <ContentLanguage>
      <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
        {syntheticTitle && (
          <header>
            <Heading as="h1">{syntheticTitle}</Heading>
          </header>
        )}
        {metadata.editUrl && <EditOnGithub editUrl={metadata.editUrl} />}
        {typeof releaseNoteLink === 'string' && <ReleaseNoteBanner href={releaseNoteLink} />}
        <MDXContent>{children}</MDXContent>
      </div>
    </ContentLanguage>
  );
}
