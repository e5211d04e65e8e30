/** @jest-environment node */
import {neutraliseMentions, ZWJ} from '@site/netlify/functions/feedback/mentions';
import {countLinks} from '@site/netlify/functions/feedback/links';
import {buildDiscussionBody, buildDiscussionTitle} from '@site/netlify/functions/feedback/discussionBody';
import {createRateLimiter, parseRateLimit} from '@site/netlify/functions/feedback/rateLimit';
import {resolveInboxPath} from '@site/netlify/functions/feedback/inbox';

describe('neutraliseMentions', () => {
  it.each([
    ['@octocat please look', `@${ZWJ}octocat please look`],
    ['cc @asyncapi/maintainers.', `cc @${ZWJ}asyncapi/maintainers.`],
    ['(@fmvilas)', `(@${ZWJ}fmvilas)`],
    ['Thanks.@derberg', `Thanks.@${ZWJ}derberg`],
    ['see #123', `see #${ZWJ}123`],
    ['fixed in asyncapi/spec#42', `fixed in asyncapi/spec#${ZWJ}42`],
    ['GH-7 and gh-8', `GH${ZWJ}-7 and gh${ZWJ}-8`],
    ['&#64;octocat', `&${ZWJ}#${ZWJ}64;octocat`],
    ['&commat;octocat', `&${ZWJ}commat;octocat`],
  ])('neutralises %j', (input, expected) => {
    expect(neutraliseMentions(input)).toBe(expected);
  });

  it.each(['write to info@asyncapi.com', 'a # heading', 'C# and F#', 'tom & jerry', '@ alone', 'version 3.0.0'])(
    'leaves %j alone',
    (input) => {
      expect(neutraliseMentions(input)).toBe(input);
    },
  );

  it('leaves nothing GitHub would read as a mention or reference', () => {
    const out = neutraliseMentions('@a @b-c #1 x/y#2 GH-3 &#64;d');
    expect(out).not.toMatch(/(?:^|[^A-Za-z0-9_])@[A-Za-z0-9]/);
    expect(out).not.toMatch(/#\d/);
    expect(out).not.toMatch(/GH-\d/i);
    // Removing the joiners gives the original text back: nothing visible changed.
    expect(out.replaceAll(ZWJ, '')).toBe('@a @b-c #1 x/y#2 GH-3 &#64;d');
  });
});

describe('countLinks', () => {
  it.each([
    ['no links here', 0],
    ['https://www.asyncapi.com/docs', 1],
    ['http://a.example and https://b.example/x?y=1 and www.c.example', 3],
    ['[docs](https://www.asyncapi.com/docs) <https://github.com/asyncapi>', 2],
    ['HTTPS://UPPER.EXAMPLE', 1],
    // Protocol-relative targets, the form the probe got past the cap with, and other link forms.
    ['[x](//evil.example)', 1],
    ['[x](//evil.example) '.repeat(10), 10],
    ['[x]( <//evil.example/a> )', 1],
    ['<a href=//evil.example>x</a> and //other.example/path', 2],
    ['[x](evil.example) [y](/docs/page)', 2],
    ['[x][1]\n\n[1]: //evil.example', 1],
    ['ftp://a.example mailto-free irc://b.example', 2],
    ['a // comment, 7//2 and and/or are not links', 0],
  ])('%j has %d', (text, expected) => {
    expect(countLinks(text)).toBe(expected);
  });
});

describe('discussion title and body', () => {
  it('neutralises mentions and adds the page', () => {
    const submission = {title: 'Feedback on /docs/x - today', feedback: '  @bob see #12  ', page: '/docs/x'};
    expect(buildDiscussionTitle(submission)).toBe('Feedback on /docs/x - today');
    expect(buildDiscussionBody(submission)).toBe(
      `@${ZWJ}bob see #${ZWJ}12\n\n---\n\nSent from the feedback form on https://www.asyncapi.com/docs/x`,
    );
  });

  it('has no page footer when the page is unknown', () => {
    expect(buildDiscussionBody({title: 't', feedback: 'plain'})).toBe('plain');
  });
});

describe('rate limiter', () => {
  it('reads the limit from the environment value', () => {
    expect(parseRateLimit(undefined)).toBe(5);
    expect(parseRateLimit('12')).toBe(12);
    expect(parseRateLimit('0')).toBe(5);
    expect(parseRateLimit('-3')).toBe(5);
    expect(parseRateLimit('lots')).toBe(5);
  });

  it('slides its one-minute window', () => {
    const limiter = createRateLimiter(2);
    expect(limiter.take('a', 0)).toEqual({allowed: true});
    expect(limiter.take('a', 20_000)).toEqual({allowed: true});
    expect(limiter.take('a', 30_000)).toEqual({allowed: false, retryAfterSeconds: 30});
    expect(limiter.take('a', 59_999)).toEqual({allowed: false, retryAfterSeconds: 1});
    expect(limiter.take('a', 60_000)).toEqual({allowed: true});
    expect(limiter.take('b', 60_000)).toEqual({allowed: true});
  });
});

describe('inbox path', () => {
  it('defaults to .feedback/inbox.jsonl in the project and resolves a relative FEEDBACK_INBOX there', () => {
    expect(resolveInboxPath(undefined, '/site')).toBe('/site/.feedback/inbox.jsonl');
    expect(resolveInboxPath('  ', '/site')).toBe('/site/.feedback/inbox.jsonl');
    expect(resolveInboxPath('tmp/in.jsonl', '/site')).toBe('/site/tmp/in.jsonl');
    expect(resolveInboxPath('/var/in.jsonl', '/site')).toBe('/var/in.jsonl');
  });
});
