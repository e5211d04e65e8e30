import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import CommunityHeader from '@site/src/components/CommunityHeader';
import CommunityDashboard from '@site/src/components/CommunityDashboard';
import {SOCIAL_LINKS} from '@site/src/data/site';
import styles from './_styles.module.css';
import SectionHeading from '@site/src/components/SectionHeading';

const DESCRIPTION =
  'Live lists of good first issues and the most discussed issues and pull requests across the AsyncAPI GitHub organisation.';

export default function DashboardPage(): React.JSX.Element {
  return (
    <Layout title="Community dashboard" description={DESCRIPTION}>
      <CommunityHeader
        title="Community dashboard"
        lead="Find something to work on: open issues that are good for newcomers, and the open conversations with the most comments, across every repository of the initiative."
      />
      <main className={`container ${styles.main}`}>
        <section className={styles.section} aria-label="Issues and pull requests">
          <p className={styles.sectionLead}>
            Your browser fetches these lists from GitHub’s public search API when the page opens. Without signing in,
            GitHub allows only a few searches a minute from one address; if you reach that limit, the page says when you
            can try again and links to the same search on github.com.
          </p>
          <CommunityDashboard />
        </section>

        <section className={styles.section} aria-labelledby="pick-up">
          <SectionHeading as="h2" id="pick-up">
            Picking up an issue
          </SectionHeading>
          <ol className={`${styles.steps} ${styles.prose}`}>
            <li>Read the issue and its comments to check nobody is already working on it.</li>
            <li>Leave a comment saying you would like to take it, and ask anything that is unclear.</li>
            <li>Read the repository’s contribution guide, then open a pull request that links the issue.</li>
            <li>
              Stuck? Ask in the <Link href={SOCIAL_LINKS.slack}>Slack workspace</Link>: maintainers and other
              contributors are there to help.
            </li>
          </ol>
          <p className={styles.prose}>
            New to the project? <Link to="/community">See all the ways to get involved</Link>.
          </p>
        </section>
      </main>
    </Layout>
  );
}
