// Wraps every page's layout: og:type by path (article under /docs and /blog), and on a page whose content is not in the
// current locale's language, the translation notice above the content (src/components/TranslationNotice).
import React from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {pageTypeFor, stripLocalePrefix} from '@site/src/lib/metadata';
import TranslationNotice from '@site/src/components/TranslationNotice';
import ContentLanguage from '@site/src/components/ContentLanguage';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper({children, ...props}: Props): React.JSX.Element {
  const {pathname} = useLocation();
  const {
    i18n: {locales, defaultLocale},
  } = useDocusaurusContext();
  const otherLocales = locales.filter((locale) => locale !== defaultLocale);
  const type = pageTypeFor(pathname, otherLocales);
  // Docs pages and blog posts mark their own text (DocItem/Content, BlogPostItem/Content): their sidebars and tables
  // of contents are the interface, in the locale's language.
  const marksOwnText = /^\/(docs(\/|$)|blog\/)/.test(stripLocalePrefix(pathname, otherLocales));
  return (
    <>
      <Head>
        <meta property="og:type" content={type} />
        <meta name="twitter:card" content="summary_large_image" />
      </Head>
      <Layout {...props}>
        <TranslationNotice />
        {marksOwnText ? children : <ContentLanguage>{children}</ContentLanguage>}
      </Layout>
    </>
  );
}
