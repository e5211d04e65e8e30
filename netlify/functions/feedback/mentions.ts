/**
 * Feedback is published as a GitHub Discussion, so text from strangers must not notify people or
 * cross-reference issues. We insert an invisible ZERO WIDTH JOINER (U+200D) at the point where GitHub
 * would recognise a reference. The text still reads the same, and unlike backticks it stays harmless inside
 * code blocks, quotes and tables the author may have written.
 */
export const ZWJ = '\u200D';

/**
 * Neutralises, in `text`:
 * - user and team mentions: `@octocat`, `@asyncapi/maintainers`, that is an `@` followed by a letter or digit
 *   and not preceded by a letter, digit or underscore (GitHub's own rule, so e-mail addresses such as
 *   `a@b.org` stay untouched),
 * - issue and pull request references: `#123`, `owner/repo#123`, `GH-123`,
 * - HTML character references such as `&#64;` or `&commat;`, which would otherwise render as `@` and could
 *   smuggle a mention past the two rules above.
 */
export function neutraliseMentions(text: string): string {
  return text
    .replace(/&(?=#?[A-Za-z0-9]+;)/g, `&${ZWJ}`)
    .replace(/(?<![A-Za-z0-9_])@(?=[A-Za-z0-9])/g, `@${ZWJ}`)
    .replace(/#(?=\d)/g, `#${ZWJ}`)
    .replace(/\b(GH)-(?=\d)/gi, `$1${ZWJ}-`);
}
