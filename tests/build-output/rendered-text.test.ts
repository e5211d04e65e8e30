/**
 * What a reader sees as text on every built page (both locales, and the not-found pages) is rendered Markdown, not
 * its source: no call-out or directive fences (`:::note`, `::cli-commands`), no opening of an MDX comment (`{/*`),
 * no `[text](url)` left as written. A call-out whose title Docusaurus 3 does not read (`:::warning A title` instead
 * of `:::warning[A title]`) shows up here as its colons. Code is left out, block and inline: there such text is
 * meant.
 */
import type {CheerioAPI} from 'cheerio';
import {allPages, page} from './site';

/** Elements whose text is code or not shown as text. */
const NOT_PROSE = 'pre, code, kbd, samp, script, style, noscript, template, textarea, svg, .cm-editor';

/** Markdown or MDX source that a reader should never see as text, each with a name for the failure message. */
export const SOURCE_PATTERNS: readonly {name: string; pattern: RegExp}[] = [
  {name: 'admonition or container directive', pattern: /:::/},
  {name: 'leaf directive', pattern: /(?:^|\s)::[a-z][\w-]*/i},
  {name: 'MDX comment', pattern: /\{\/\*/},
  {name: 'Markdown link', pattern: /\[[^\]\n]+\]\([^()\s]+\)/},
];

/** The text of a page's body outside code (and outside elements that are not shown as text). */
function proseText($: CheerioAPI): string {
  const body = $('body').clone();
  body.find(NOT_PROSE).remove();
  return body.text();
}

/** Each source pattern found in a text, with a little context around it. */
export function sourceSyntax(text: string): string[] {
  return SOURCE_PATTERNS.flatMap(({name, pattern}) =>
    [...text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))].map((match) => {
      const start = Math.max(0, match.index - 40);
      return `${name}: …${text.slice(start, match.index + match[0].length + 40).replace(/\s+/g, ' ')}…`;
    }),
  );
}

describe('the text of every built page', () => {
  it('finds each kind of source syntax it looks for', () => {
    expect(sourceSyntax(':::warning An installed copy wins If the template')).toHaveLength(1);
    expect(sourceSyntax('before ::cli-commands after')).toHaveLength(1);
    expect(sourceSyntax('a {/* truncate */} b')).toHaveLength(1);
    expect(sourceSyntax('see [the guide](/docs/guides/validate) first')).toHaveLength(1);
    expect(sourceSyntax('see [RFC 7230](https://www.rfc-editor.org/rfc/rfc7230) first')).toHaveLength(1);
    expect(sourceSyntax('the [next page](./servers.md)')).toHaveLength(1);
    // Prose that only looks alike: a range in brackets, a ratio, a list of options.
    expect(sourceSyntax('versions [2.0, 3.0) and a 3:1 ratio (see below) or std::vector')).toEqual([]);
  });

  it.each([...allPages(), '/404.html', '/de/404.html'].map((p) => [p]))(
    '%s: shows no Markdown or MDX source as text',
    (pathname) => {
      expect(sourceSyntax(proseText(page(pathname)))).toEqual([]);
    },
  );
});
