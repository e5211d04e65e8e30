/**
 * What the playground reads at all, checked on the main thread before a pasted text reaches any parser (the editor's
 * YAML highlighter or the AsyncAPI parser in the worker): a size limit, and a limit on how deeply the text nests.
 *
 * The editor's YAML grammar and the code walking its syntax tree recurse per level of nesting, so a few kilobytes of
 * brackets (`x-deep: [[[[…]]]]`, 2,000 levels) overflowed the main thread's stack and left the editor throwing on every
 * later change; a text of several megabytes held the main thread for seconds. A text over either limit stays in the
 * editor as plain text (not highlighted, not checked), and a message says why; the next change is checked again.
 *
 * The depth is estimated in one linear pass, generous on purpose (real AsyncAPI documents nest a few dozen levels):
 * open flow collections (`[`, `{` outside quotes and comments) plus the block items that start on the same line
 * (`- - - x`), plus the indentation in steps of two columns.
 */

/** The largest document the playground reads, in bytes of UTF-8 (the specification's own examples are below 20 KB). */
export const MAX_DOCUMENT_BYTES = 1_000_000;
/** The deepest nesting it reads (see above for how it is counted). */
export const MAX_NESTING = 100;

export type InputRefusal = {reason: 'size'; bytes: number} | {reason: 'depth'; depth: number};

/** The UTF-8 length of `text`, without encoding it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4; // a surrogate pair: one code point of four bytes
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** The deepest nesting of `text`, as estimated above; stops counting once past `limit`. */
export function nestingDepth(text: string, limit: number = MAX_NESTING): number {
  let deepest = 0;
  let flow = 0;
  let quote = '';
  let lineStart = true;
  let indent = 0;
  let items = 0;
  /** The last character before this one on the line that is not a space ('' at the line's start). */
  let previous = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === '\n') {
      lineStart = true;
      indent = 0;
      items = 0;
      // A quote ends at the line's end here: a quoted scalar may span lines in YAML, but counting the brackets of its
      // next lines can only make the estimate deeper, never let a deep text through.
      quote = '';
      previous = '';
      continue;
    }
    if (quote) {
      if (char === '\\' && quote === '"') i += 1;
      else if (char === quote) quote = '';
      continue;
    }
    if (lineStart) {
      if (char === ' ' && items === 0) {
        indent += 1;
        continue;
      }
      if ((char === '-' || char === '?') && (text[i + 1] === ' ' || text[i + 1] === '\n' || i + 1 === text.length)) {
        items += 1;
        if (text[i + 1] === ' ') i += 1; // the space after the marker is not indentation
        continue;
      }
      if (char === ' ' && items > 0) continue;
      lineStart = false;
    }
    if (char === '#' && (i === 0 || /\s/.test(text[i - 1]!))) {
      while (i + 1 < text.length && text[i + 1] !== '\n') i += 1;
      continue;
    }
    // A quote opens a quoted scalar only where a scalar starts (`key: 'x'`, `- "x"`, `['a', 'b']`), not inside one:
    // the apostrophe of "a city's lights" opens nothing (it once hid the brackets after it from this count).
    if ((char === '"' || char === "'") && (previous === '' || ':-?[{,'.includes(previous))) quote = char;
    else if (char === '[' || char === '{') flow += 1;
    else if ((char === ']' || char === '}') && flow > 0) flow -= 1;
    if (char !== ' ' && char !== '\t') previous = char;
    const depth = flow + items + Math.floor(indent / 2);
    if (depth > deepest) {
      deepest = depth;
      if (deepest > limit) return deepest;
    }
  }
  return Math.max(deepest, items + Math.floor(indent / 2));
}

/** Why the playground will not read `text`, or null when it will. */
export function refuseInput(text: string): InputRefusal | null {
  // Characters first: a text of more than a million characters is over the limit whatever its encoding.
  if (text.length > MAX_DOCUMENT_BYTES) return {reason: 'size', bytes: utf8Length(text)};
  const bytes = utf8Length(text);
  if (bytes > MAX_DOCUMENT_BYTES) return {reason: 'size', bytes};
  const depth = nestingDepth(text);
  return depth > MAX_NESTING ? {reason: 'depth', depth} : null;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** What the reader is told instead of a check. */
export function refusalMessage(refusal: InputRefusal): string {
  if (refusal.reason === 'size')
    return (
      `This document is ${megabytes(refusal.bytes)}: the playground checks documents up to ${megabytes(MAX_DOCUMENT_BYTES)}. ` +
      'The text stays in the editor, unchecked; shorten it or paste another document.'
    );
  return (
    `This document nests more than ${MAX_NESTING} levels deep: the playground does not read it. ` +
    'The text stays in the editor, unchecked; paste another document or undo (Ctrl+Z).'
  );
}
