import React from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import HomeHero from '@site/src/components/HomeHero';
import HomeExample from '@site/src/components/HomeExample';
import HomeFeatures from '@site/src/components/HomeFeatures';
import HomeTools from '@site/src/components/HomeTools';
import HomeAdopters from '@site/src/components/HomeAdopters';
import HomeRecentPosts from '@site/src/components/HomeRecentPosts';
import HomeCommunity from '@site/src/components/HomeCommunity';

export default function Home(): React.JSX.Element {
  return (
    <Layout
      title={translate({id: 'home.meta.title', message: 'AsyncAPI Initiative for event-driven APIs'})}
      description={translate({
        id: 'home.meta.description',
        message:
          'Open source tools to build and maintain your event-driven architecture, all powered by the AsyncAPI specification, the industry standard for defining asynchronous APIs.',
      })}>
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
