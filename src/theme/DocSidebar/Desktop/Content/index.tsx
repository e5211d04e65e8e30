// Wraps the desktop docs sidebar to put a "Search docs" button (with its shortcut hint) above the tree.
import React from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type ContentType from '@theme/DocSidebar/Desktop/Content';
import type {WrapperProps} from '@docusaurus/types';
import SearchDocsButton from '@site/src/components/SearchDocsButton';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <SearchDocsButton />
      <Content {...props} />
    </>
  );
}
