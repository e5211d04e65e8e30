// Change: ejected from @docusaurus/theme-classic 3.10.2 (lib/theme/SiteMetadata/index.js). The `hreflang` alternates
// name only the locales that have the page (src/lib/usePageTranslation), not every configured locale, and a page whose
// content is not translated (English text under another locale's interface, or a generated Reference page) points its
// canonical URL and og:url at the English page and carries no alternates. The theme's own alternates come from the
// internal useAlternatePageUtils; here each locale's URL is built from the public i18n config (`url`, `baseUrl`).
// The not-found page (rendered at /404.html, served at any unknown address) has no canonical URL, og:url or alternates:
// on the server by its path, in the browser, where the address is the unknown one, by src/lib/notFoundPage.tsx.
// Everything else (twitter:card, the default image, search metadata, themeConfig.metadata) is the theme's.
import React from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata, useThemeConfig} from '@docusaurus/theme-common';
import SearchMetadata from '@theme/SearchMetadata';
import {usePageTranslation} from '@site/src/lib/usePageTranslation';
import {useIsNotFoundPage} from '@site/src/lib/notFoundPage';

/** The not-found page's route, without the locale prefix. */
const NOT_FOUND_PATH = '/404.html';

/** Open Graph writes locales with underscores (`de_DE`), HTML with dashes. */
const openGraphLocale = (htmlLang: string) => htmlLang.replace('-', '_');

function AlternateLangHeaders({locales, urlIn}: {locales: string[]; urlIn: (locale: string) => string}) {
  const {
    i18n: {currentLocale, defaultLocale, localeConfigs},
  } = useDocusaurusContext();
  const htmlLang = (locale: string) => localeConfigs[locale]?.htmlLang ?? locale;
  return (
    <Head>
      {locales.map((locale) => (
        <link key={locale} rel="alternate" href={urlIn(locale)} hrefLang={htmlLang(locale)} />
      ))}
      {locales.length > 1 && <link rel="alternate" href={urlIn(defaultLocale)} hrefLang="x-default" />}
      <meta property="og:locale" content={openGraphLocale(htmlLang(currentLocale))} />
      {locales
        .filter((locale) => locale !== currentLocale)
        .map((locale) => (
          <meta key={`meta-og-${locale}`} property="og:locale:alternate" content={openGraphLocale(htmlLang(locale))} />
        ))}
    </Head>
  );
}

export default function SiteMetadata(): React.JSX.Element {
  const {
    i18n: {currentLocale, defaultLocale},
  } = useDocusaurusContext();
  const {metadata, image: defaultImage} = useThemeConfig();
  const {status, locales, urlIn, path} = usePageTranslation();
  const notFoundShown = useIsNotFoundPage();
  // Docusaurus renders the not-found page at /404.html (/de/404.html); the host sends it for any unknown address, where
  // the browser learns it from the page itself.
  const notFound = path === NOT_FOUND_PATH || notFoundShown;
  // English text under another locale's prefix is a copy of the English page: that page is the canonical one.
  const isCopy = status === 'untranslated' || status === 'generated';
  const canonicalUrl = urlIn(isCopy ? defaultLocale : currentLocale);
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        {/* The keyboard focus class name need to be applied when SSR so links are outlined when JS is disabled */}
        <body />
      </Head>

      {defaultImage && <PageMetadata image={defaultImage} />}

      {!notFound && (
        <Head>
          <meta property="og:url" content={canonicalUrl} />
          <link rel="canonical" href={canonicalUrl} />
        </Head>
      )}

      <AlternateLangHeaders locales={isCopy || notFound ? [] : locales} urlIn={urlIn} />

      <SearchMetadata tag="default" locale={currentLocale} />

      {/*
        An additional <Head> lets react-helmet override default metadata values set in previous <Head> elements
        (like "twitter:card"); in the same <Head>, the same meta would appear twice instead.
      */}
      <Head>
        {metadata.map((metadatum, i) => (
          <meta key={i} {...metadatum} />
        ))}
      </Head>
    </>
  );
}
