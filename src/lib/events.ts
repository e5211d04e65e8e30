/**
 * Pure date logic for the events page: order meetings, split them into upcoming and past at a given moment,
 * find recurring series, and format times in UTC (stable across server and browser) or in a time zone.
 */
import type {Meeting} from '../data/meetings';

const time = (meeting: Pick<Meeting, 'date'>): number => Date.parse(meeting.date);

/** Meetings by start time, earliest first (`asc`) or latest first (`desc`). Does not change the input. */
export function sortMeetings<T extends Pick<Meeting, 'date'>>(
  meetings: readonly T[],
  order: 'asc' | 'desc' = 'asc',
): T[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...meetings].sort((a, b) => sign * (time(a) - time(b)));
}

/**
 * Splits meetings at `now`: upcoming ones (starting at or after `now`, soonest first) and past ones
 * (started before `now`, most recent first).
 */
export function partitionMeetings<T extends Pick<Meeting, 'date'>>(
  meetings: readonly T[],
  now: Date,
): {upcoming: T[]; past: T[]} {
  const cut = now.getTime();
  return {
    upcoming: sortMeetings(
      meetings.filter((meeting) => time(meeting) >= cut),
      'asc',
    ),
    past: sortMeetings(
      meetings.filter((meeting) => time(meeting) < cut),
      'desc',
    ),
  };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A UTC date and time without Intl, so the server render and the browser's first render print the same
 * text: "Tue, 26 May 2026, 15:00 UTC".
 */
export function formatUtc(iso: string): string {
  const date = new Date(iso);
  return `${WEEKDAYS[date.getUTCDay()].slice(0, 3)}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${pad(
    date.getUTCHours(),
  )}:${pad(date.getUTCMinutes())} UTC`;
}

/** A date and time in a time zone, with the zone's short name: "Tue, May 26, 2026, 05:00 PM GMT+2". */
export function formatInTimeZone(iso: string, timeZone: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

export type MeetingSeries = {
  title: string;
  /** How many meetings of this series the data holds. */
  count: number;
  /** The most recent start time of the series (ISO). */
  latest: string;
  /** "Tuesdays at 15:00 UTC" when every meeting of the series shares weekday and time; otherwise null. */
  usualSlot: string | null;
};

/** Titles that occur more than once, as recurring series, by title. */
export function meetingSeries(meetings: readonly Meeting[]): MeetingSeries[] {
  const byTitle = new Map<string, Meeting[]>();
  for (const meeting of meetings) byTitle.set(meeting.title, [...(byTitle.get(meeting.title) ?? []), meeting]);
  return [...byTitle.entries()]
    .filter(([, list]) => list.length > 1)
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([title, list]) => {
      const slots = new Set(
        list.map((meeting) => {
          const date = new Date(meeting.date);
          return `${WEEKDAYS[date.getUTCDay()]}s at ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
        }),
      );
      return {
        title,
        count: list.length,
        latest: sortMeetings(list, 'desc')[0].date,
        usualSlot: slots.size === 1 ? [...slots][0] : null,
      };
    });
}
