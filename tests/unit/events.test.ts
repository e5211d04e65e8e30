import {formatInTimeZone, formatUtc, meetingSeries, partitionMeetings, sortMeetings} from '@site/src/lib/events';
import type {Meeting} from '@site/src/data/meetings';

const meeting = (title: string, date: string, n: number): Meeting => ({
  title,
  date,
  calendarUrl: `https://www.google.com/calendar/event?eid=${n}`,
  issueUrl: `https://github.com/asyncapi/community/issues/${n}`,
});

const meetings = [
  meeting('Docs Meeting', '2026-05-27T16:00:00.000Z', 1),
  meeting('Community WG', '2026-05-26T15:00:00.000Z', 2),
  meeting('Community WG', '2026-06-16T15:00:00.000Z', 3),
  meeting('Board', '2026-06-03T15:00:00.000Z', 4),
  meeting('Docs Meeting', '2026-06-24T16:00:00.000Z', 5),
  meeting('Docs Meeting', '2026-07-29T17:00:00.000Z', 6),
];

describe('sortMeetings', () => {
  it('orders by start time either way without changing the input', () => {
    const before = meetings.map((m) => m.date);
    expect(sortMeetings(meetings).map((m) => m.issueUrl.slice(-1))).toEqual(['2', '1', '4', '3', '5', '6']);
    expect(sortMeetings(meetings, 'desc').map((m) => m.issueUrl.slice(-1))).toEqual(['6', '5', '3', '4', '1', '2']);
    expect(meetings.map((m) => m.date)).toEqual(before);
  });
});

describe('partitionMeetings', () => {
  it('puts upcoming meetings first (soonest first) and past ones after (latest first)', () => {
    const {upcoming, past} = partitionMeetings(meetings, new Date('2026-06-10T00:00:00Z'));
    expect(upcoming.map((m) => m.date)).toEqual([
      '2026-06-16T15:00:00.000Z',
      '2026-06-24T16:00:00.000Z',
      '2026-07-29T17:00:00.000Z',
    ]);
    expect(past.map((m) => m.date)).toEqual([
      '2026-06-03T15:00:00.000Z',
      '2026-05-27T16:00:00.000Z',
      '2026-05-26T15:00:00.000Z',
    ]);
  });

  it('treats a meeting starting exactly now as upcoming and one a millisecond earlier as past', () => {
    const at = new Date('2026-06-16T15:00:00.000Z');
    expect(partitionMeetings(meetings, at).upcoming[0].date).toBe('2026-06-16T15:00:00.000Z');
    expect(partitionMeetings(meetings, new Date(at.getTime() + 1)).past[0].date).toBe('2026-06-16T15:00:00.000Z');
  });

  it('has everything past after the last meeting', () => {
    expect(partitionMeetings(meetings, new Date('2026-11-22T00:00:00Z')).upcoming).toEqual([]);
  });
});

describe('formatting', () => {
  it('formats UTC by hand, the same everywhere', () => {
    expect(formatUtc('2026-05-26T15:00:00.000Z')).toBe('Tue, 26 May 2026, 15:00 UTC');
    expect(formatUtc('2026-12-31T23:05:00.000Z')).toBe('Thu, 31 Dec 2026, 23:05 UTC');
  });

  it('formats in a reader time zone, crossing the date line when needed', () => {
    expect(formatInTimeZone('2026-05-26T15:00:00.000Z', 'Europe/Berlin')).toBe('Tue, May 26, 2026, 05:00 PM GMT+2');
    expect(formatInTimeZone('2026-05-26T15:00:00.000Z', 'Asia/Tokyo')).toBe('Wed, May 27, 2026, 12:00 AM GMT+9');
    expect(formatInTimeZone('2026-12-01T15:00:00.000Z', 'America/New_York')).toBe('Tue, Dec 1, 2026, 10:00 AM EST');
  });
});

describe('meetingSeries', () => {
  it('lists titles that recur, with their count, latest date and shared slot', () => {
    expect(meetingSeries(meetings)).toEqual([
      {title: 'Community WG', count: 2, latest: '2026-06-16T15:00:00.000Z', usualSlot: 'Tuesdays at 15:00 UTC'},
      // One Docs Meeting starts at 17:00, so there is no single slot.
      {title: 'Docs Meeting', count: 3, latest: '2026-07-29T17:00:00.000Z', usualSlot: null},
    ]);
  });
});
