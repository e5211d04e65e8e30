/** Link counting for the spam defence: feedback may contain at most MAX_LINKS links. */
export const MAX_LINKS = 5;

/**
 * Every form a link takes in GitHub Markdown, tried in this order at each position so that one link is
 * counted once (`[x](https://a)` is one link, not two):
 * - an inline Markdown link target, whatever it holds: `[x](https://a)`, `[x](//a)`, `[x](a.example)`;
 * - a Markdown reference definition: `[x]: //a`;
 * - a URL with any scheme: `https://a`, `ftp://a`, `HTTPS://A`;
 * - a protocol-relative URL with a host name or address: `//a.example/x`, `href=//a.example`;
 * - a bare `www.` address.
 */
const LINK = new RegExp(
  [
    String.raw`\]\(\s*<?[^\s)>]+`,
    String.raw`^\s{0,3}\[[^\]\n]+\]:\s*<?\S+`,
    String.raw`\b[a-z][a-z0-9+.-]*:\/\/[^\s<>()[\]]+`,
    String.raw`(?<![\w/])\/\/(?:[a-z0-9-]+\.)+[a-z0-9-]+[^\s<>()[\]]*`,
    String.raw`\bwww\.[^\s<>()[\]]+`,
  ].join('|'),
  'gim',
);

/** Counts the links in `text`, in every form listed above. */
export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}
