/**
 * Recent public meetings of the initiative: title, start time (UTC), the calendar event and the GitHub issue
 * that carries the meeting's agenda and notes. Facts from the initiative's public meetings list.
 */

export type Meeting = {
  title: string;
  /** Start time, ISO 8601 in UTC. */
  date: string;
  /** The public Google Calendar event. */
  calendarUrl: string;
  /** The GitHub issue announcing the meeting. */
  issueUrl: string;
};

export const MEETINGS: readonly Meeting[] = [
  {
    title: 'AsyncAPI Community WG Meeting',
    date: '2026-05-26T15:00:00.000Z',
    calendarUrl:
      'https://www.google.com/calendar/event?eid=bGxpNWJpMnF2YWltbDJ2dG1vMTVibTcwMGsgY19xOXRzZWlnbG9tZHNqNm5qdWh2YnB0czExY0Bn',
    issueUrl: 'https://github.com/asyncapi/community/issues/3548',
  },
  {
    title: 'AsyncAPI Docs Meeting',
    date: '2026-05-27T16:00:00.000Z',
    calendarUrl:
      'https://www.google.com/calendar/event?eid=OGxpajEwa2IycW40OWl1b3Azbm9mbzZzb2sgY19xOXRzZWlnbG9tZHNqNm5qdWh2YnB0czExY0Bn',
    issueUrl: 'https://github.com/asyncapi/community/issues/3549',
  },
  {
    title: 'AsyncAPI Community WG Meeting',
    date: '2026-06-16T15:00:00.000Z',
    calendarUrl:
      'https://www.google.com/calendar/event?eid=cWozYmhwa2lobTVoZGhvcmZkNzNzbzFhczAgY19xOXRzZWlnbG9tZHNqNm5qdWh2YnB0czExY0Bn',
    issueUrl: 'https://github.com/asyncapi/community/issues/3570',
  },
  {
    title: 'Governance Board Meeting',
    date: '2026-06-03T15:00:00.000Z',
    calendarUrl:
      'https://www.google.com/calendar/event?eid=dmpoZmhlbTZ0ZGU0ajZrMHFta2RucTNvbWMgY19xOXRzZWlnbG9tZHNqNm5qdWh2YnB0czExY0Bn',
    issueUrl: 'https://github.com/asyncapi/community/issues/3571',
  },
  {
    title: 'AsyncAPI Docs Meeting',
    date: '2026-06-24T16:00:00.000Z',
    calendarUrl:
      'https://www.google.com/calendar/event?eid=YmtyMWVucjg3MTZwZzJidTRmNjVsNHBiMGcgY19xOXRzZWlnbG9tZHNqNm5qdWh2YnB0czExY0Bn',
    issueUrl: 'https://github.com/asyncapi/community/issues/3572',
  },
  {
    title: 'AsyncAPI Maintainership Program Kickoff',
    date: '2026-06-23T12:00:00.000Z',
    calendarUrl:
      'https://www.google.com/calendar/event?eid=Z3B0NmE3aGUwNTQ1aGs3N2I2Ym05OHNqaGMgY19xOXRzZWlnbG9tZHNqNm5qdWh2YnB0czExY0Bn',
    issueUrl: 'https://github.com/asyncapi/community/issues/3586',
  },
  {
    title: 'AsyncAPI Community WG Meeting',
    date: '2026-07-07T15:00:00.000Z',
    calendarUrl:
      'https://www.google.com/calendar/event?eid=MjliaWcwajZia3NkNWg3bzY3bXBrZTdicjAgY19xOXRzZWlnbG9tZHNqNm5qdWh2YnB0czExY0Bn',
    issueUrl: 'https://github.com/asyncapi/community/issues/3591',
  },
  {
    title: 'AsyncAPI Docs Meeting',
    date: '2026-07-29T16:00:00.000Z',
    calendarUrl:
      'https://www.google.com/calendar/event?eid=NGsxYXNwZ281Z2pyYTRlZ2w3OGc2ZmdndmMgY19xOXRzZWlnbG9tZHNqNm5qdWh2YnB0czExY0Bn',
    issueUrl: 'https://github.com/asyncapi/community/issues/3600',
  },
  {
    title: 'AsyncAPI Community WG Meeting',
    date: '2026-07-28T15:00:00.000Z',
    calendarUrl:
      'https://www.google.com/calendar/event?eid=bmU4cmY4N2dvOWxsMGJkODRrcDJhZ2M1MGMgY19xOXRzZWlnbG9tZHNqNm5qdWh2YnB0czExY0Bn',
    issueUrl: 'https://github.com/asyncapi/community/issues/3601',
  },
  {
    title: 'AsyncAPI Docs Meeting',
    date: '2026-09-02T16:00:00.000Z',
    calendarUrl:
      'https://www.google.com/calendar/event?eid=ZDFkaWVnYTU4MGkwM3Q0ZTVkMnF1dTZmZWMgY19xOXRzZWlnbG9tZHNqNm5qdWh2YnB0czExY0Bn',
    issueUrl: 'https://github.com/asyncapi/community/issues/3607',
  },
];

/** Our own one-line description of each recurring meeting series, by meeting title. */
export const MEETING_SERIES_NOTES: Readonly<Record<string, string>> = {
  'AsyncAPI Community WG Meeting':
    'The community working group’s regular call, open to anyone interested in how the AsyncAPI community is organised and grows.',
  'AsyncAPI Docs Meeting':
    'A regular call about the documentation, for anyone who writes, reviews or wants to improve the docs.',
};
