/**
 * Issue 38: the banner of an old Generator docs version named the site ("This is documentation for AsyncAPI Initiative
 * for event-driven APIs 3.x"). On a tool docs instance (src/data/toolDocs.ts) it names the tool; the main docs keep
 * the theme's banner. The docs plugin's client hooks are replaced by the version a page would be in.
 */
import React from 'react';
import {fireEvent, screen} from '@testing-library/react';
import type {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import DocVersionBanner from '@site/src/theme/DocVersionBanner';
import {renderWithSite} from './render';

type Version = ReturnType<typeof useDocsVersion>;

const version: {current: Partial<Version>} = {current: {}};
const savePreferredVersionName = jest.fn();

jest.mock('@docusaurus/plugin-content-docs/client', () => ({
  useDocsVersion: () => version.current,
  useActivePlugin: () => ({pluginId: version.current.pluginId, pluginData: {}}),
  useDocsPreferredVersion: () => ({savePreferredVersionName, preferredVersion: null}),
  useDocVersionSuggestions: () => ({
    latestDocSuggestion: {id: 'usage', path: '/docs/tools/generator/usage'},
    latestVersionSuggestion: {
      name: 'current',
      label: '4.x',
      mainDocId: 'index',
      docs: [{id: 'index', path: '/docs/tools/generator'}],
    },
  }),
}));

const SITE_TITLE = 'AsyncAPI Initiative for event-driven APIs';

describe('the docs version banner', () => {
  it("names the tool on an old version of a tool's docs, and links the same page in the latest version", () => {
    version.current = {pluginId: 'generator', version: '3.x', label: '3.x', banner: 'unmaintained'};
    renderWithSite(<DocVersionBanner />, {path: '/docs/tools/generator/3.x/usage'});
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent(
      'This is documentation for Generator 3.x, which is no longer actively maintained.',
    );
    expect(banner).not.toHaveTextContent(SITE_TITLE);
    expect(banner).toHaveTextContent('For up-to-date documentation, see the latest version (4.x).');
    const link = screen.getByRole('link', {name: 'latest version'});
    expect(link).toHaveAttribute('href', '/docs/tools/generator/usage');
    fireEvent.click(link);
    expect(savePreferredVersionName).toHaveBeenCalledWith('current');
  });

  it('names the tool on an unreleased version too', () => {
    version.current = {pluginId: 'generator', version: 'next', label: 'Next', banner: 'unreleased'};
    renderWithSite(<DocVersionBanner />);
    expect(screen.getByRole('alert')).toHaveTextContent('This is unreleased documentation for Generator Next version.');
  });

  it('shows nothing on the current version of a tool', () => {
    version.current = {pluginId: 'generator', version: 'current', label: '3.x', banner: null};
    const {container} = renderWithSite(<DocVersionBanner />);
    expect(container).toBeEmptyDOMElement();
  });

  it("leaves the main docs to the theme's banner", () => {
    version.current = {pluginId: 'default', version: '1.0', label: '1.0', banner: 'unmaintained'};
    renderWithSite(<DocVersionBanner />);
    expect(screen.getByRole('alert')).toHaveTextContent(`This is documentation for ${SITE_TITLE} 1.0`);
  });
});
