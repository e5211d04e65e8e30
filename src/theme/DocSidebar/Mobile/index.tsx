// Wraps the mobile (slide-over) docs sidebar to put the "Search docs" button above the tree.
import React from 'react';
import Mobile from '@theme-original/DocSidebar/Mobile';
import type MobileType from '@theme/DocSidebar/Mobile';
import type {WrapperProps} from '@docusaurus/types';
import SearchDocsButton from '@site/src/components/SearchDocsButton';

type Props = WrapperProps<typeof MobileType>;

export default function MobileWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <SearchDocsButton />
      <Mobile {...props} />
    </>
  );
}
