// Change: the edit link moves to the top of the page (src/theme/DocItem/Content); the footer keeps the tags
// and adds the feedback box that every docs page carries (ARCHITECTURE.md, rule "Docs page").
import React from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import TagsListInline from '@theme/TagsListInline';
import DocsFeedback from '@site/src/components/DocsFeedback';

export default function DocItemFooter(): React.JSX.Element {
  const {metadata} = useDoc();
  const {tags} = metadata;
  return (
    <footer className={clsx(ThemeClassNames.docs.docFooter, 'docusaurus-mt-lg')}>
      {tags.length > 0 && (
        <div className={clsx('row margin-top--sm', ThemeClassNames.docs.docFooterTagsRow)}>
          <div className="col">
            <TagsListInline tags={tags} />
          </div>
        </div>
      )}
      <DocsFeedback />
    </footer>
  );
}
