/** Link counting for the spam defence: feedback may contain at most MAX_LINKS links. */
export const MAX_LINKS = 5;

const LINK = /\b(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>()[\]]+/gi;

/** Counts URLs (`http://`, `https://`, `ftp://` and bare `www.` addresses) in `text`. */
export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}
