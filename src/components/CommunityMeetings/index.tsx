import React, {useEffect, useState} from 'react';
import clsx from 'clsx';
import type {Meeting} from '@site/src/data/meetings';
import {formatInTimeZone, formatUtc, partitionMeetings, sortMeetings} from '@site/src/lib/events';
import styles from './styles.module.css';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';

export type CommunityMeetingsProps = {
  meetings: readonly Meeting[];
  /** Fixed clock and time zone for tests; at runtime they come from the browser after hydration. */
  clock?: {now: Date; timeZone: string};
};

type Clock = {now: Date; timeZone: string};

type Row = {meeting: Meeting; past: boolean};

const issueNumber = (url: string): string => /\/issues\/(\d+)$/.exec(url)?.[1] ?? '';

/**
 * The meetings list. The server render (and the first browser render) shows every meeting, newest first, in
 * UTC: the build cannot know the reader's clock or time zone. After hydration the list is re-ordered with
 * upcoming meetings first, past ones are marked "Past", and times are shown in the reader's time zone.
 */
export default function CommunityMeetings({meetings, clock}: CommunityMeetingsProps): React.JSX.Element {
  const [runtime, setRuntime] = useState<Clock | null>(null);

  useEffect(() => {
    setRuntime({now: new Date(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'});
  }, []);

  const active = clock ?? runtime;
  let rows: Row[];
  let upcomingCount = 0;
  if (active) {
    const {upcoming, past} = partitionMeetings(meetings, active.now);
    upcomingCount = upcoming.length;
    rows = [...upcoming.map((meeting) => ({meeting, past: false})), ...past.map((meeting) => ({meeting, past: true}))];
  } else {
    rows = sortMeetings(meetings, 'desc').map((meeting) => ({meeting, past: false}));
  }

  return (
    <div>
      <p className={styles.zone} data-testid="meetings-zone">
        {active ? (
          <>
            Times are shown in your time zone, <strong>{active.timeZone}</strong>.
          </>
        ) : (
          <>
            Times are shown in <strong>UTC</strong>.
          </>
        )}
      </p>
      {active && upcomingCount === 0 ? (
        <p className={styles.none}>
          None of the meetings listed here is still ahead. New meetings are announced as issues in the community
          repository on GitHub.
        </p>
      ) : null}
      <ol className={styles.list}>
        {rows.map(({meeting, past}) => {
          const number = issueNumber(meeting.issueUrl);
          const when = active ? formatInTimeZone(meeting.date, active.timeZone) : formatUtc(meeting.date);
          return (
            <li key={meeting.issueUrl} className={clsx(styles.item, past && styles.past)}>
              <div className={styles.main}>
                <Heading as="h3" className={styles.title}>
                  {meeting.title}
                  {past ? <span className={clsx('badge', styles.badge)}>Past</span> : null}
                </Heading>
                <time dateTime={meeting.date} className={styles.when}>
                  {when}
                </time>
              </div>
              <div className={styles.links}>
                <Link href={meeting.calendarUrl}>
                  Calendar event
                  <span className="sr-only">
                    {' '}
                    for {meeting.title}, {when}
                  </span>
                </Link>
                <Link href={meeting.issueUrl}>Issue #{number}</Link>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
