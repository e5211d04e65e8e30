// Change: on the pages of a tool docs instance (src/data/toolDocs.ts), the banner of an old or unreleased version
// names the tool ("This is documentation for Generator 3.x"), not the site ("… for AsyncAPI Initiative for
// event-driven APIs 3.x"): the theme fills its {siteTitle} with the site's title, whichever docs instance the page
// is in. The tool's banner keeps the theme's markup, classes and translated messages (the theme's own ids, with the
// tool's name as {siteTitle}); pages of the main docs get the theme's banner unchanged.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type {Props} from '@theme/DocVersionBanner';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useDocsPreferredVersion,
  useDocsVersion,
  useDocVersionSuggestions,
} from '@docusaurus/plugin-content-docs/client';
import {TOOL_DOCS} from '@site/src/data/toolDocs';

type Version = ReturnType<typeof useDocsVersion>;

/** The version banner of a tool docs instance: the theme's, with the tool's name where the theme puts the site's. */
function ToolVersionBanner({className, version, product}: Props & {version: Version; product: string}): ReactNode {
  const {savePreferredVersionName} = useDocsPreferredVersion(version.pluginId);
  const {latestDocSuggestion, latestVersionSuggestion} = useDocVersionSuggestions(version.pluginId);
  // The same page in the latest version when it has one, else the latest version's main page.
  const latestPath =
    latestDocSuggestion?.path ??
    latestVersionSuggestion.docs.find((doc) => doc.id === latestVersionSuggestion.mainDocId)?.path;
  const values = {siteTitle: product, versionLabel: <b>{version.label}</b>};
  return (
    <div
      className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')}
      role="alert">
      <div>
        {version.banner === 'unreleased' ? (
          <Translate id="theme.docs.versions.unreleasedVersionLabel" values={values}>
            {'This is unreleased documentation for {siteTitle} {versionLabel} version.'}
          </Translate>
        ) : (
          <Translate id="theme.docs.versions.unmaintainedVersionLabel" values={values}>
            {'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.'}
          </Translate>
        )}
      </div>
      {latestPath && (
        <div className="margin-top--md">
          <Translate
            id="theme.docs.versions.latestVersionSuggestionLabel"
            values={{
              versionLabel: latestVersionSuggestion.label,
              latestVersionLink: (
                <b>
                  <Link to={latestPath} onClick={() => savePreferredVersionName(latestVersionSuggestion.name)}>
                    <Translate id="theme.docs.versions.latestVersionLinkLabel">latest version</Translate>
                  </Link>
                </b>
              ),
            }}>
            {'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'}
          </Translate>
        </div>
      )}
    </div>
  );
}

export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  const tool = TOOL_DOCS.find((instance) => instance.id === version.pluginId);
  if (!tool) return <DocVersionBanner {...props} />;
  return version.banner ? <ToolVersionBanner {...props} version={version} product={tool.label} /> : null;
}
