import {TSC_MEMBERS} from '@site/src/data/tsc';
import {AMBASSADORS} from '@site/src/data/ambassadors';
import {MEETINGS} from '@site/src/data/meetings';
import {NEWSROOM_VIDEOS} from '@site/src/data/newsroomVideos';
import {COMMUNITY_CHANNELS, CONTRIBUTION_PATHS} from '@site/src/data/community';
import {checkAmbassadors} from '@site/plugins/data-checks/ambassadors';
import {checkCommunityData} from '@site/plugins/data-checks/community';
import {checkMeetings} from '@site/plugins/data-checks/meetings';
import {checkNewsroomVideos} from '@site/plugins/data-checks/newsroomVideos';
import {checkTscMembers} from '@site/plugins/data-checks/tsc';

describe('community data files pass their schema checks', () => {
  it.each([
    ['tsc', checkTscMembers],
    ['ambassadors', checkAmbassadors],
    ['meetings', checkMeetings],
    ['newsroom videos', checkNewsroomVideos],
    ['community', () => checkCommunityData()],
  ])('%s has no problems', (_name, check) => {
    expect(check()).toEqual([]);
  });
});

describe('a bad entry fails with a message naming the file and the field', () => {
  it('tsc: a GitHub handle with a space, a missing repos list and an unknown field', () => {
    const bad = [
      {...TSC_MEMBERS[0], github: 'not a handle'},
      {name: 'Someone', github: 'someone'},
      {...TSC_MEMBERS[1], email: 'a@b.c'},
    ];
    const problems = checkTscMembers(bad);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^src\/data\/tsc\.ts: entry 0 \(not a handle\): field "github" must be a GitHub user name/,
        ),
        expect.stringMatching(/^src\/data\/tsc\.ts: entry 1 \(someone\): field "repos" must be an array/),
        expect.stringMatching(/^src\/data\/tsc\.ts: entry 2 .*field "email" is not part of the schema/),
      ]),
    );
  });

  it('tsc: duplicate handles (case-insensitive) and an X handle with @', () => {
    const problems = checkTscMembers([
      TSC_MEMBERS[0],
      {...TSC_MEMBERS[0], github: TSC_MEMBERS[0].github.toUpperCase(), x: '@someone'},
    ]);
    expect(problems.join('\n')).toMatch(/entry 1 .*field "github" duplicates entry 0/);
    expect(problems.join('\n')).toMatch(/entry 1 .*field "x" must be an X user name/);
  });

  it('ambassadors: a contribution with an http link and a month of 13', () => {
    const [first] = AMBASSADORS;
    const bad = [
      {...first, contributions: [{kind: 'talk', title: 'A talk', url: 'http://example.com', year: 2024, month: 13}]},
    ];
    const problems = checkAmbassadors(bad);
    expect(problems).toEqual([
      expect.stringMatching(
        /^src\/data\/ambassadors\.ts: entry 0 \(.+\): field "contributions\[0\]\.url" must be an absolute https URL/,
      ),
      expect.stringMatching(/field "contributions\[0\]\.month" must be an integer from 1 to 12/),
    ]);
  });

  it('ambassadors: an unknown contribution kind', () => {
    const bad = [
      {...AMBASSADORS[0], contributions: [{kind: 'podcast', title: 'x', url: 'https://example.com', year: 2024}]},
    ];
    expect(checkAmbassadors(bad)[0]).toMatch(/field "contributions\[0\]\.kind" must be one of talk, article, project/);
  });

  it('meetings: a date without a time zone and an issue link off GitHub', () => {
    const bad = [{...MEETINGS[0], date: '2026-05-26 15:00', issueUrl: 'https://example.com/issues/1'}];
    const problems = checkMeetings(bad);
    expect(problems.join('\n')).toMatch(
      /^src\/data\/meetings\.ts: entry 0 .*field "date" must be an ISO 8601 UTC date-time/m,
    );
    expect(problems.join('\n')).toMatch(/field "issueUrl" must be a URL on github\.com/);
  });

  it('newsroom videos: a YouTube id of the wrong length', () => {
    const problems = checkNewsroomVideos([{...NEWSROOM_VIDEOS[0], youtubeId: 'abc'}]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^src\/data\/newsroomVideos\.ts: entry 0 \(abc\): field "youtubeId" must be an 11-character YouTube video id/,
      ),
    ]);
  });

  it('community: an unknown channel and a relative link that is not a site path', () => {
    const problems = checkCommunityData(
      [{...COMMUNITY_CHANNELS[0], id: 'myspace'}],
      [{...CONTRIBUTION_PATHS[0], href: 'docs/page'}],
    );
    expect(problems.join('\n')).toMatch(
      /src\/data\/community\.ts \(COMMUNITY_CHANNELS\): entry 0 \(myspace\): field "id" must be one of/,
    );
    expect(problems.join('\n')).toMatch(
      /src\/data\/community\.ts \(CONTRIBUTION_PATHS\): entry 0 \(code\): field "href" must be a site path/,
    );
  });

  it('a file that is not an array, or empty, fails as a whole', () => {
    expect(checkMeetings({})).toEqual([expect.stringMatching(/^src\/data\/meetings\.ts: the data must be an array/)]);
    expect(checkMeetings([])).toEqual(['src/data/meetings.ts: expected at least 1 entries, got 0']);
  });
});

describe('the community data matches what the pages promise', () => {
  it('offers a channel for each of the initiative social links the overview lists', () => {
    expect(COMMUNITY_CHANNELS.map((channel) => channel.id).sort()).toEqual([
      'github',
      'linkedin',
      'slack',
      'twitch',
      'twitter',
      'youtube',
    ]);
  });

  it('offers the five contribution paths', () => {
    expect(CONTRIBUTION_PATHS.map((path) => path.id)).toEqual(['code', 'docs', 'design', 'specification', 'talks']);
  });
});
