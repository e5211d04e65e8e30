/**
 * Navbar item `custom-toolDocsVersion`: the docs version dropdown of the tool docs instance the reader is in, shown
 * only on pages of a versioned tool instance (today the Generator). Everywhere else it renders nothing, so the
 * top bar does not grow on pages that have no versions to switch.
 */
import React from 'react';
import {useLocation} from '@docusaurus/router';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props as DropdownProps} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import {VERSIONED_TOOL_DOCS, versionedInstanceAt} from '@site/src/data/toolDocs';

type OwnOptions = 'docsPluginId' | 'dropdownActiveClassDisabled' | 'dropdownItemsBefore' | 'dropdownItemsAfter';
type Props = Omit<DropdownProps, OwnOptions> &
  Partial<Pick<DropdownProps, 'dropdownItemsBefore' | 'dropdownItemsAfter'>>;

export default function ToolDocsVersion(props: Props): React.JSX.Element | null {
  // Not the docs plugin's useActivePlugin: it sorts every instance with localeCompare on each call, and this item
  // renders on every page. Only the versioned tool instances can show a dropdown, so only their paths are compared.
  const {pathname} = useLocation();
  const docsData = useAllDocsData();
  const pluginId = versionedInstanceAt(
    pathname,
    Object.fromEntries(VERSIONED_TOOL_DOCS.map((id) => [id, docsData[id]?.path])),
  );
  if (!pluginId) return null;
  // A custom item type gets no option defaults from the theme's config validation: give the dropdown its own.
  return (
    <DocsVersionDropdownNavbarItem
      dropdownItemsBefore={[]}
      dropdownItemsAfter={[]}
      {...props}
      docsPluginId={pluginId}
      dropdownActiveClassDisabled
    />
  );
}
