import React from 'react';
import {screen, within} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import CommunityMeetings from '@site/src/components/CommunityMeetings';
import CommunityVideo from '@site/src/components/CommunityVideo';
import CommunityAvatar from '@site/src/components/CommunityAvatar';
import CommunityProfileLinks from '@site/src/components/CommunityProfileLinks';
import type {Meeting} from '@site/src/data/meetings';
import {formatPostDate, monthYear, newestFirst, recentPostsFrom, sortByName} from '@site/src/lib/community';
import {renderWithSite} from './render';

const meetings: Meeting[] = [
  {
    title: 'Docs Meeting',
    date: '2026-05-27T16:00:00.000Z',
    calendarUrl: 'https://www.google.com/calendar/event?eid=a',
    issueUrl: 'https://github.com/asyncapi/community/issues/1',
  },
  {
    title: 'Community WG',
    date: '2026-06-16T15:00:00.000Z',
    calendarUrl: 'https://www.google.com/calendar/event?eid=b',
    issueUrl: 'https://github.com/asyncapi/community/issues/2',
  },
  {
    title: 'Board',
    date: '2026-07-01T15:00:00.000Z',
    calendarUrl: 'https://www.google.com/calendar/event?eid=c',
    issueUrl: 'https://github.com/asyncapi/community/issues/3',
  },
];

describe('CommunityMeetings', () => {
  it('renders UTC on the server, newest first, without Past badges', () => {
    const html = renderToString(<CommunityMeetings meetings={meetings} />);
    expect(html).toContain('Times are shown in <strong>UTC</strong>');
    expect(html).toContain('Wed, 1 Jul 2026, 15:00 UTC');
    expect(html.indexOf('Board')).toBeLessThan(html.indexOf('Docs Meeting'));
    expect(html).not.toContain('>Past<');
  });

  it('puts upcoming meetings first and marks past ones, in the reader time zone', () => {
    renderWithSite(
      <CommunityMeetings meetings={meetings} clock={{now: new Date('2026-06-10T00:00:00Z'), timeZone: 'Asia/Tokyo'}} />,
    );
    expect(screen.getByTestId('meetings-zone')).toHaveTextContent('Asia/Tokyo');
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Community WG',
      'Board',
      'Docs MeetingPast',
    ]);
    expect(within(items[2]).getByText('Past')).toBeInTheDocument();
    expect(within(items[0]).getByText('Wed, Jun 17, 2026, 12:00 AM GMT+9')).toHaveAttribute(
      'dateTime',
      '2026-06-16T15:00:00.000Z',
    );
    expect(within(items[0]).getByRole('link', {name: 'Issue #2'})).toHaveAttribute(
      'href',
      'https://github.com/asyncapi/community/issues/2',
    );
  });

  it('says so when no meeting is ahead', () => {
    renderWithSite(
      <CommunityMeetings meetings={meetings} clock={{now: new Date('2026-11-22T00:00:00Z'), timeZone: 'UTC'}} />,
    );
    expect(screen.getByText(/None of the meetings listed here is still ahead/)).toBeInTheDocument();
    expect(screen.getAllByText('Past')).toHaveLength(3);
  });

  it('switches from UTC to the browser time zone after mounting', () => {
    renderWithSite(<CommunityMeetings meetings={meetings} />);
    expect(screen.getByTestId('meetings-zone')).toHaveTextContent('Times are shown in your time zone');
  });
});

describe('CommunityVideo', () => {
  it('shows a local placeholder and loads the privacy-enhanced iframe only on click', async () => {
    const {container} = renderWithSite(<CommunityVideo title="A talk" youtubeId="abcdefghijk" />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', {name: 'Play video: A talk (loads it from YouTube)'}));
    const frame = container.querySelector('iframe');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1');
    expect(frame).toHaveAttribute('title', 'A talk');
    expect(frame).toHaveFocus();
  });
});

describe('avatar and profile links', () => {
  it('renders a lazy GitHub avatar with alt text and a fixed size', () => {
    renderWithSite(<CommunityAvatar github="octocat" name="Mona" size={48} />);
    const img = screen.getByRole('img', {name: "Mona's GitHub avatar"});
    expect(img).toHaveAttribute('src', 'https://github.com/octocat.png?size=96');
    expect(img).toHaveAttribute('width', '48');
    expect(img).toHaveAttribute('height', '48');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('links only the profiles that exist', () => {
    renderWithSite(<CommunityProfileLinks name="Mona" github="octocat" linkedin="mona-l" />);
    expect(screen.getByRole('link', {name: 'Mona on GitHub'})).toHaveAttribute('href', 'https://github.com/octocat');
    expect(screen.getByRole('link', {name: 'Mona on LinkedIn'})).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/mona-l',
    );
    expect(screen.queryByRole('link', {name: 'Mona on X'})).not.toBeInTheDocument();
  });

  it('formats and orders contribution dates', () => {
    expect(monthYear(2022, 5)).toBe('May 2022');
    expect(monthYear(2024)).toBe('2024');
    expect(newestFirst([{year: 2023, month: 3}, {year: 2024}, {year: 2024, month: 2}])).toEqual([
      {year: 2024, month: 2},
      {year: 2024},
      {year: 2023, month: 3},
    ]);
  });
});

describe('community helpers', () => {
  it('sorts people by name, ignoring case and accents', () => {
    expect(sortByName([{name: 'Łukasz'}, {name: 'adam'}, {name: 'Émile'}, {name: 'Bea'}]).map((p) => p.name)).toEqual([
      'adam',
      'Bea',
      'Émile',
      'Łukasz',
    ]);
  });

  it('reads recent posts from plugin data, newest first, and ignores anything malformed', () => {
    const post = (title: string, date: string) => ({title, permalink: `/blog/${title}`, date, description: 'd'});
    expect(recentPostsFrom(undefined)).toEqual([]);
    expect(recentPostsFrom({})).toEqual([]);
    expect(recentPostsFrom({recentPosts: 'x'})).toEqual([]);
    const posts = recentPostsFrom(
      {recentPosts: [post('a', '2024-01-05'), {title: 'broken'}, post('b', '2025-03-01'), post('c', '2023-02-01')]},
      2,
    );
    expect(posts.map((p) => p.title)).toEqual(['b', 'a']);
  });

  it('formats post dates like January 5, 2024', () => {
    expect(formatPostDate('2024-01-05T00:00:00.000Z')).toBe('January 5, 2024');
  });
});
