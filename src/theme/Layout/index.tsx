// Wraps every page's layout to add SPEC.md's metadata rules: og:type by path and the RSS alternate link.
import React from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {pageTypeFor} from '@site/src/lib/metadata';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): React.JSX.Element {
  const {pathname} = useLocation();
  const {
    i18n: {locales, defaultLocale},
  } = useDocusaurusContext();
  const type = pageTypeFor(
    pathname,
    locales.filter((locale) => locale !== defaultLocale),
  );
  return (
    <>
      <Head>
        <meta property="og:type" content={type} />
        <meta name="twitter:card" content="summary_large_image" />
      </Head>
      <Layout {...props} />
    </>
  );
}
