/**
 * Splits plain text in which `backticks` mark code into text and code parts, so data files can hold
 * a little formatting without HTML. An unmatched backtick is kept as ordinary text.
 */
export type TextPart = {code: boolean; text: string};

export function splitInlineCode(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pattern = /`([^`]+)`/g;
  let last = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (match.index > last) parts.push({code: false, text: text.slice(last, match.index)});
    parts.push({code: true, text: match[1]});
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({code: false, text: text.slice(last)});
  return parts;
}
