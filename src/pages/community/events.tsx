import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import CommunityHeader from '@site/src/components/CommunityHeader';
import CommunityMeetings from '@site/src/components/CommunityMeetings';
import {MEETINGS, MEETING_SERIES_NOTES} from '@site/src/data/meetings';
import {COMMUNITY_REPO_URL} from '@site/src/data/community';
import {SOCIAL_LINKS} from '@site/src/data/site';
import {meetingSeries} from '@site/src/lib/events';
import styles from './_styles.module.css';
import Heading from '@theme/Heading';
import SectionHeading from '@site/src/components/SectionHeading';

const DESCRIPTION =
  'Public meetings of the AsyncAPI Initiative: recurring working group calls and recent meetings, with calendar and agenda links.';

const SERIES = meetingSeries(MEETINGS);

export default function EventsPage(): React.JSX.Element {
  return (
    <Layout title="Community events" description={DESCRIPTION}>
      <CommunityHeader
        title="Community events"
        lead="Every meeting of the initiative is public. Join a call to listen, ask a question or bring a topic of your own."
      />
      <main className={`container ${styles.main}`}>
        <section className={styles.section} aria-labelledby="recurring">
          <SectionHeading as="h2" id="recurring">
            Recurring meetings
          </SectionHeading>
          <p className={styles.sectionLead}>These calls come back on a regular rhythm.</p>
          <ul className={`${styles.grid} ${styles.gridWide}`}>
            {SERIES.map((series) => (
              <li key={series.title} className={styles.panel}>
                <Heading as="h3">{series.title}</Heading>
                {MEETING_SERIES_NOTES[series.title] ? <p>{MEETING_SERIES_NOTES[series.title]}</p> : null}
                <p className={styles.contributionMeta}>
                  {series.count} meetings in the list below
                  {series.usualSlot ? `, all on ${series.usualSlot}` : ''}.
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="meetings">
          <SectionHeading as="h2" id="meetings">
            Meetings
          </SectionHeading>
          <p className={styles.sectionLead}>
            Upcoming meetings come first; meetings that already took place are marked “Past”. Each one links to its
            calendar event and to the GitHub issue with its agenda.
          </p>
          <CommunityMeetings meetings={MEETINGS} />
        </section>

        <section className={styles.section} aria-labelledby="join">
          <SectionHeading as="h2" id="join">
            How to take part
          </SectionHeading>
          <div className={styles.prose}>
            <p>
              Meetings are announced as issues in the <Link href={COMMUNITY_REPO_URL}>community repository</Link>.
              Comment on the issue to add a topic to the agenda, then open the calendar event to join the call or add it
              to your own calendar. You do not need an invitation.
            </p>
            <p>
              Missed a call? Recordings are published on the initiative’s{' '}
              <Link href={SOCIAL_LINKS.youtube}>YouTube channel</Link>; the latest ones are in the{' '}
              <Link to="/community/newsroom">newsroom</Link>.
            </p>
          </div>
        </section>
      </main>
    </Layout>
  );
}
