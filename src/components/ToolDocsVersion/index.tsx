/**
 * Navbar item `custom-toolDocsVersion`: the docs version dropdown of the tool docs instance the reader is in, shown
 * only on pages of a versioned tool instance (today the Generator). Everywhere else it renders nothing, so the
 * top bar does not grow on pages that have no versions to switch.
 */
import React from 'react';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props as DropdownProps} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import {VERSIONED_TOOL_DOCS} from '@site/src/data/toolDocs';

type OwnOptions = 'docsPluginId' | 'dropdownActiveClassDisabled' | 'dropdownItemsBefore' | 'dropdownItemsAfter';
type Props = Omit<DropdownProps, OwnOptions> &
  Partial<Pick<DropdownProps, 'dropdownItemsBefore' | 'dropdownItemsAfter'>>;

export default function ToolDocsVersion(props: Props): React.JSX.Element | null {
  const pluginId = useActivePlugin()?.pluginId;
  if (!pluginId || !VERSIONED_TOOL_DOCS.includes(pluginId)) return null;
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
