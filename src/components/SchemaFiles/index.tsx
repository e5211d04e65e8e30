/**
 * Links to JSON Schema files the site serves (plugins/schema-urls), used by the generated "JSON Schema URLs" page.
 * The files are not routes, so these are plain links, not <Link>: no client-side navigation, no broken link check
 * (the build output tests check that every linked file is in the build), no new tab. They point at the files of the
 * default locale's build, the only copy: the German copy of the page links to /definitions/..., not /de/definitions/...
 */
import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export type SchemaFilesProps = {
  /** The folder of the files, from the site root, with slashes on both ends: `/definitions/3.1.0/`. */
  folder: string;
  /** File names in that folder, separated by spaces (the names have none). */
  names: string;
  /** Show each link as its whole path in code (`/definitions/3.1.0.json`) instead of its file name. */
  full?: boolean;
};

/** The base URL of the default locale, where the files are (the current locale's base URL ends with its path). */
export function useDefaultLocaleBaseUrl(): string {
  const {siteConfig, i18n} = useDocusaurusContext();
  if (i18n.currentLocale === i18n.defaultLocale) return siteConfig.baseUrl;
  const suffix = `${i18n.localeConfigs[i18n.currentLocale]?.path ?? i18n.currentLocale}/`;
  return siteConfig.baseUrl.endsWith(suffix) ? siteConfig.baseUrl.slice(0, -suffix.length) : siteConfig.baseUrl;
}

export default function SchemaFiles({folder, names, full = false}: SchemaFilesProps): React.JSX.Element {
  const root = useDefaultLocaleBaseUrl();
  const files = names.split(/\s+/).filter(Boolean);
  return (
    <>
      {files.map((name, index) => (
        <React.Fragment key={name}>
          {index > 0 && ', '}
          {/* eslint-disable-next-line @docusaurus/no-html-links -- a file of the site, not a route (see above) */}
          <a href={`${root}${folder.replace(/^\//, '')}${name}`}>{full ? <code>{`${folder}${name}`}</code> : name}</a>
        </React.Fragment>
      ))}
    </>
  );
}
