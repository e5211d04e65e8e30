import React from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import HomeHero from '@site/src/components/HomeHero';
import HomeExample from '@site/src/components/HomeExample';
import HomeFeatures from '@site/src/components/HomeFeatures';
import HomeTools from '@site/src/components/HomeTools';
import HomeAdopters from '@site/src/components/HomeAdopters';
import HomeRecentPosts from '@site/src/components/HomeRecentPosts';
import HomeCommunity from '@site/src/components/HomeCommunity';

/** This page's text comes from translate() calls, translated in these locales' code.json (plugins/translations). */
export const translatedLocales = ['de'];

export default function Home(): React.JSX.Element {
  // The home page's title is the whole site title, in the page's language (not "<page> | <site>").
  const title = translate({id: 'home.meta.title', message: 'AsyncAPI Initiative for event-driven APIs'});
  return (
    <Layout
      description={translate({
        id: 'home.meta.description',
        message:
          'Open source tools to build and maintain your event-driven architecture, all powered by the AsyncAPI specification, the industry standard for defining asynchronous APIs.',
      })}>
      <Head>
        <title>{title}</title>
        <meta property="og:title" content={title} />
        <meta name="twitter:title" content={title} />
      </Head>
      <main>
        <HomeHero />
        <HomeExample />
        <HomeFeatures />
        <HomeTools />
        <HomeAdopters />
        <HomeRecentPosts />
        <HomeCommunity />
      </main>
    </Layout>
  );
}
