import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import CommunityHeader from '@site/src/components/CommunityHeader';
import CommunityCard from '@site/src/components/CommunityCard';
import {COMMUNITY_CHANNELS, COMMUNITY_REPO_URL, CONTRIBUTION_PATHS} from '@site/src/data/community';
import {communityMenu} from '@site/src/data/menus';
import {SOCIAL_LINKS} from '@site/src/data/site';
import styles from './_styles.module.css';
import Heading from '@theme/Heading';
import SectionHeading from '@site/src/components/SectionHeading';

const DESCRIPTION =
  'How to get involved with the AsyncAPI Initiative: where the community talks, ways to contribute, public meetings and mentorship.';

/** The community pages other than this overview, as listed in the Community menu. */
const COMMUNITY_PAGES = communityMenu.items.filter((item) => item.href !== '/community');

export default function CommunityOverview(): React.JSX.Element {
  return (
    <Layout title="Community" description={DESCRIPTION}>
      <CommunityHeader
        title="Get involved with AsyncAPI"
        lead="AsyncAPI is built in the open by people from many companies and countries. Ask a question, fix a typo, review a proposal or give a talk: every contribution counts, and you do not need permission to start.">
        <Link className="button button--secondary button--lg" to={SOCIAL_LINKS.slack}>
          Join the Slack workspace
        </Link>
        <Link className="button button--outline button--secondary button--lg" to="/community/dashboard">
          Find a first issue
        </Link>
      </CommunityHeader>
      <main className={`container ${styles.main}`}>
        <section className={styles.section} aria-labelledby="channels">
          <SectionHeading as="h2" id="channels">
            Where the community talks
          </SectionHeading>
          <p className={styles.sectionLead}>
            Slack is the quickest place to ask a question. Decisions and code live on GitHub, where every proposal is
            public. The other channels carry news and recordings.
          </p>
          <ul className={`${styles.grid} ${styles.balanced}`}>
            {COMMUNITY_CHANNELS.map((channel) => (
              <li key={channel.id} className={`${styles.panel} ${styles.channel}`}>
                <Heading as="h3">
                  <Link href={channel.href}>{channel.label}</Link>
                </Heading>
                <p>{channel.purpose}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="contribute">
          <SectionHeading as="h2" id="contribute">
            Ways to contribute
          </SectionHeading>
          <p className={styles.sectionLead}>
            Pick what suits your skills and time. Each repository has its own contribution guide; when in doubt, open an
            issue first and describe what you would like to do.
          </p>
          <div className={`${styles.grid} ${styles.balanced}`}>
            {CONTRIBUTION_PATHS.map((path) => (
              <CommunityCard
                key={path.id}
                title={path.title}
                description={path.description}
                href={path.href}
                icon={path.icon}
                linkLabel={path.linkLabel}
              />
            ))}
          </div>
        </section>

        <section className={styles.section} aria-labelledby="meetings">
          <SectionHeading as="h2" id="meetings">
            Meetings
          </SectionHeading>
          <div className={styles.prose}>
            <p>
              Working groups meet online in public calls that anyone can join, listen to or speak in. Each meeting has a
              GitHub issue with its agenda, where you can add a topic before the call, and calls are often recorded and
              published on YouTube afterwards.
            </p>
            <p>
              <Link to="/community/events">See recent and upcoming meetings</Link> with their calendar links, shown in
              your time zone.
            </p>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="mentorship">
          <SectionHeading as="h2" id="mentorship">
            Mentorship
          </SectionHeading>
          <div className={`${styles.callout} ${styles.prose}`}>
            <p>
              The initiative takes part in mentorship programmes, its own and external ones such as Google Summer of
              Code. In a programme round, newcomers work on a real project of the initiative for a set period, guided by
              maintainers who review their work and help them find their way around the codebase and the community.
            </p>
            <p>
              Each round’s dates, project ideas and rules are announced in the{' '}
              <Link href={COMMUNITY_REPO_URL}>community repository on GitHub</Link> and on Slack. Contributing before a
              round starts is the best preparation: it shows you how the project works, and maintainers get to know you.
            </p>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="explore">
          <SectionHeading as="h2" id="explore">
            Explore the community
          </SectionHeading>
          <div className={`${styles.grid} ${styles.balanced}`}>
            {COMMUNITY_PAGES.map((item) => (
              <CommunityCard
                key={item.href}
                title={item.title}
                description={item.description}
                href={item.href}
                icon={item.icon}
              />
            ))}
          </div>
        </section>
      </main>
    </Layout>
  );
}
