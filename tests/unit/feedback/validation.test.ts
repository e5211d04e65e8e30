/** @jest-environment node */
import {existsSync, readFileSync} from 'node:fs';
import {createNetlifyHandler} from '@site/netlify/functions/github_discussions';
import {netlify, VALID} from './helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('feedback function: request checks', () => {
  it('accepts a valid submission and stores it in the inbox', async () => {
    const {call, inbox} = netlify();
    const result = await call({body: VALID});
    expect(result.statusCode).toBe(200);
    // The answer names the submission by its id, which the kept copy carries too.
    expect(result.json).toEqual({message: 'ok', id: expect.stringMatching(UUID)});
    const [line] = readFileSync(inbox, 'utf8').trim().split('\n');
    expect(JSON.parse(line)).toEqual({
      id: (result.json as {id?: string}).id,
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      title: VALID.title,
      feedback: VALID.feedback,
      page: '/docs/concepts',
    });
  });

  it.each(['GET', 'PUT', 'DELETE', 'OPTIONS'])('answers %s with 405 and Allow: POST', async (method) => {
    const result = await netlify().call({method, body: VALID});
    expect(result.statusCode).toBe(405);
    expect(result.headers.Allow).toBe('POST');
    // Generic: the answer repeats nothing the request sent.
    expect(result.json.message).toBe('Only POST is allowed.');
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded'],
    ['no header', null],
  ])('answers 415 for %s', async (_name, contentType) => {
    const result = await netlify().call({body: VALID, contentType});
    expect(result.statusCode).toBe(415);
    expect(result.json.message).toMatch('application/json');
  });

  it('accepts a charset parameter on application/json', async () => {
    const result = await netlify().call({body: VALID, contentType: 'Application/JSON; charset=utf-8'});
    expect(result.statusCode).toBe(200);
  });

  it.each<[string, {raw?: string; body?: unknown}, RegExp]>([
    ['malformed JSON', {raw: '{"title": "x", '}, /^The request body is not valid JSON\.$/],
    ['an empty body', {raw: ''}, /^The request body is not valid JSON/],
    ['a JSON array', {body: [VALID]}, /must be a JSON object/],
    ['a JSON string', {body: 'hello'}, /must be a JSON object/],
    ['a missing title', {body: {feedback: 'x'}}, /^The "title" field is missing\.$/],
    ['a numeric title', {body: {title: 42, feedback: 'x'}}, /^The "title" field must be a string, not a number\.$/],
    ['a blank title', {body: {title: '  ', feedback: 'x'}}, /^The "title" field is empty\.$/],
    ['a missing feedback', {body: {title: 't'}}, /^The "feedback" field is missing\.$/],
    ['a null feedback', {body: {title: 't', feedback: null}}, /^The "feedback" field must be a string, not null\.$/],
    [
      'an object feedback',
      {body: {title: 't', feedback: {text: 'x'}}},
      /^The "feedback" field must be a string, not an object\.$/,
    ],
    ['an array title', {body: {title: ['t'], feedback: 'x'}}, /^The "title" field must be a string, not an array\.$/],
    [
      'a boolean feedback',
      {body: {title: 't', feedback: true}},
      /^The "feedback" field must be a string, not a boolean\.$/,
    ],
    [
      'a feedback of zero-width and invisible characters',
      {body: {title: 't', feedback: '\u200B\u200C\u200D\u2060\uFEFF\u3164\u2800\u00AD\u034F\uFE0F'}},
      /^The "feedback" field has no visible character\.$/,
    ],
    [
      'a feedback of NUL bytes',
      {body: {title: 't', feedback: '\u0000\u0000\u0000'}},
      /^The "feedback" field is empty\.$/,
    ],
    [
      'a feedback of control characters and spaces',
      {body: {title: 't', feedback: '\u0007 \u001B\r\n\u007F\u0085'}},
      /^The "feedback" field is empty\.$/,
    ],
    [
      'a title of invisible characters',
      {body: {title: '\u200B\u202E', feedback: 'x'}},
      /^The "title" field has no visible character\.$/,
    ],
    ['an empty feedback', {body: {title: 't', feedback: ''}}, /^The "feedback" field is empty\.$/],
    ['a whitespace-only feedback', {body: {title: 't', feedback: ' \n\t '}}, /^The "feedback" field is empty\.$/],
    ['a page that is not a path', {body: {...VALID, page: 'https://evil.example'}}, /"page" field must be a site path/],
  ])('answers 400 for %s', async (_name, request, message) => {
    const {call, inbox} = netlify();
    const result = await call(request);
    expect(result.statusCode).toBe(400);
    expect(result.json.message).toMatch(message);
    expect(existsSync(inbox)).toBe(false);
  });

  it('strips control characters, keeps line breaks as \\n in feedback and makes the title one line', async () => {
    const {call, inbox} = netlify();
    const result = await call({
      body: {
        ...VALID,
        title: 'Feedback on /docs/concepts - now\r\nInjected: header\u0000\u001B[31m',
        feedback: 'first\u0000 line\r\nsecond\rthird\u0007\tend 👍🏽',
      },
    });
    expect(result.statusCode).toBe(200);
    const entry = JSON.parse(readFileSync(inbox, 'utf8')) as {title: string; feedback: string; page: string};
    expect(entry.title).toBe('Feedback on /docs/concepts - now Injected: header[31m');
    expect(entry.feedback).toBe('first line\nsecond\nthird\tend 👍🏽');
    expect(entry.page).toBe('/docs/concepts');
  });

  it('answers 413 when the feedback exceeds 10,000 characters, and accepts exactly 10,000', async () => {
    const {call} = netlify();
    const tooLong = await call({body: {...VALID, feedback: 'a'.repeat(10_001)}});
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json.message).toBe('The "feedback" field has 10001 characters; at most 10000 are accepted.');
    // Emoji are counted as one character each, not as two UTF-16 units.
    const atLimit = await call({body: {...VALID, feedback: '😀'.repeat(10_000)}});
    expect(atLimit.statusCode).toBe(200);
  });

  it('decodes base64 bodies from Netlify', async () => {
    const {inbox} = netlify();
    const raw = Buffer.from(JSON.stringify({...VALID, feedback: 'Grüße 👋'})).toString('base64');
    // Header names arrive in any case; the handler must still find the content type.
    const handler = createNetlifyHandler({env: {FEEDBACK_INBOX: inbox}, log: () => {}});
    const result = await handler({
      httpMethod: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: raw,
      isBase64Encoded: true,
    });
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(readFileSync(inbox, 'utf8')).feedback).toBe('Grüße 👋');
  });
});

describe('feedback function: spam defences', () => {
  it('answers 200 to a filled honeypot, with an id like a real answer, and drops the submission', async () => {
    const {call, inbox} = netlify();
    const real = await call({body: VALID});
    const result = await call({body: {...VALID, website: 'https://spam.example'}});
    expect(result.statusCode).toBe(200);
    expect(result.json).toEqual({message: 'ok', id: expect.stringMatching(/^[0-9a-f-]{36}$/)});
    // The same shape and headers as a real answer: a bot cannot tell it was dropped.
    expect(Object.keys(result.json).sort()).toEqual(Object.keys(real.json).sort());
    expect(result.headers).toEqual(real.headers);
    // A client id is given back as it would be for a real submission.
    const id = '0b6c6a4e-2f4e-4c43-9d0e-6a1f3b9c2d11';
    expect((await call({body: {...VALID, id, website: 'x'}})).json).toEqual({message: 'ok', id});
    expect(readFileSync(inbox, 'utf8').trim().split('\n')).toHaveLength(1);
  });

  it('accepts at most 5 links and explains the rejection', async () => {
    const {call} = netlify();
    const links = (n: number) => Array.from({length: n}, (_, i) => `https://example.com/${i}`).join(' and ');
    expect((await call({body: {...VALID, feedback: `See ${links(5)}`}})).statusCode).toBe(200);
    const result = await call({body: {...VALID, feedback: `See ${links(5)} and www.example.org`}});
    expect(result.statusCode).toBe(400);
    expect(result.json.message).toBe('The feedback contains 6 links; at most 5 are accepted.');
  });

  it('limits submissions per client per minute and says when to retry', async () => {
    let clock = Date.parse('2026-11-22T18:00:00Z');
    const {call} = netlify({FEEDBACK_RATE_LIMIT: '3'}, {now: () => new Date(clock)});
    for (let i = 0; i < 3; i += 1) {
      expect((await call({body: VALID, ip: '198.51.100.1'})).statusCode).toBe(200);
      clock += 10_000;
    }
    const limited = await call({body: VALID, ip: '198.51.100.1'});
    expect(limited.statusCode).toBe(429);
    // The first submission was 30 s ago: it leaves the one-minute window in 30 s.
    expect(limited.headers['Retry-After']).toBe('30');
    expect(limited.json.message).toBe('Too many submissions; try again in 30 seconds.');
    // Another client is not affected.
    expect((await call({body: VALID, ip: '198.51.100.2'})).statusCode).toBe(200);
    clock += 30_000;
    expect((await call({body: VALID, ip: '198.51.100.1'})).statusCode).toBe(200);
  });

  it.each([
    ['with', '203.0.113.7'],
    ['without', null],
  ])('cannot be bypassed %s the host header by spoofing Client-IP or X-Forwarded-For', async (_name, ip) => {
    const {call} = netlify();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const spoofed = `198.51.100.${i + 10}`;
      const headers = {'client-ip': spoofed, 'x-forwarded-for': `${spoofed}, 10.0.0.${i}`, 'x-real-ip': spoofed};
      statuses.push((await call({body: VALID, ip, headers})).statusCode);
    }
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(5).fill(429)]);
  });

  it('uses 5 per minute when FEEDBACK_RATE_LIMIT is not set', async () => {
    const {call} = netlify();
    for (let i = 0; i < 5; i += 1) expect((await call({body: VALID})).statusCode).toBe(200);
    const limited = await call({body: VALID});
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['Retry-After'])).toBeGreaterThanOrEqual(59);
  });
});
