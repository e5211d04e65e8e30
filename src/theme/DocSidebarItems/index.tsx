// Wraps the docs sidebar items to put the "Search docs" button at the top of the mobile slide-over (the desktop
// sidebar gets its button from src/theme/DocSidebar/Desktop/Content). Only the mobile sidebar passes onItemClick.
import React from 'react';
import DocSidebarItems from '@theme-original/DocSidebarItems';
import type DocSidebarItemsType from '@theme/DocSidebarItems';
import type {WrapperProps} from '@docusaurus/types';
import SearchDocsButton from '@site/src/components/SearchDocsButton';

type Props = WrapperProps<typeof DocSidebarItemsType>;

export default function DocSidebarItemsWrapper(props: Props): React.JSX.Element {
  const isMobileRoot = props.level === 1 && typeof props.onItemClick === 'function';
  return (
    <>
      {isMobileRoot && (
        <li className="menu__list-item">
          <SearchDocsButton onOpen={() => props.onItemClick?.({type: 'link', href: '#', label: 'Search docs'})} />
        </li>
      )}
      <DocSidebarItems {...props} />
    </>
  );
}
