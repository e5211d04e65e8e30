/**
 * @jest-environment node
 *
 * The blog's reading time (plugins/blog/readingTime.ts) counts words with a regular expression in place of the blog
 * plugin's Intl.Segmenter default: the same words, for a fraction of the build's time.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {countWords, readingTime} from '@site/plugins/blog/readingTime';

/** The blog plugin's default count: word-like segments of Intl.Segmenter. */
function segmenterWords(text: string, locale: string): number {
  let count = 0;
  for (const {isWordLike} of new Intl.Segmenter(locale, {granularity: 'word'}).segment(text))
    if (isWordLike) count += 1;
  return count;
}

const CASES = [
  'AsyncAPI 3.0.0 was released on 2023-12-05T09:00Z.',
  'Point it at kafka.example.com:9092 or mqtt://broker.example.org:1883/topic?qos=1.',
  "Don't mix `snake_case`, __bold__ and _ alone; it’s 1,000,000 messages; 2.x or 3.x, v2, release.1, 2.1.0.json",
  'Größere Nachrichten: Überprüfung der Schemata für Ereignisse — schön, oder?',
  '```yaml\nasyncapi: 3.0.0\nchannels:\n  user/signedup:\n    address: user.signedup\n```',
  '| Field | Type |\n|---|---|\n| `$ref` | `string` |\n\n![cover](./cover.svg) [link](https://www.asyncapi.com/docs)',
  'café naïve e\u0301 ₂ ½ 42% $10 #hash @user a/b a-b a+b a=b ...',
];

describe('countWords', () => {
  it.each(CASES)('counts what Intl.Segmenter counts: %j', (text) => {
    expect(countWords(text)).toBe(segmenterWords(text, 'en'));
    expect(countWords(text)).toBe(segmenterWords(text, 'de'));
  });

  it('counts nothing in empty text, punctuation or a lone underscore', () => {
    expect(countWords('')).toBe(0);
    expect(countWords(' ... --- !!! _ __ ')).toBe(0);
  });

  it("agrees with Intl.Segmenter on every post's text and gives every post the same reading time", () => {
    const blog = path.resolve(__dirname, '../../blog');
    const posts = readdirSync(blog, {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) =>
        ['index.md', 'index.mdx']
          .map((name) => path.join(blog, entry.name, name))
          .filter((file) => {
            try {
              readFileSync(file);
              return true;
            } catch {
              return false;
            }
          }),
      );
    expect(posts.length).toBeGreaterThan(50);
    for (const file of posts) {
      const content = readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      const expected = segmenterWords(content, 'en');
      // A new post may hold a construct the expression reads differently; a few words either way are no error.
      expect({file, words: Math.abs(countWords(content) - expected) <= Math.max(2, expected * 0.005)}).toEqual({
        file,
        words: true,
      });
      expect({file, minutes: Math.ceil(readingTime({content}))}).toEqual({
        file,
        minutes: Math.ceil(Math.round((expected / 200) * 100) / 100),
      });
    }
  });
});
