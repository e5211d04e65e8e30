/**
 * Checks that a blog post ends with its sources: the last `##` section is `## Sources`, and that section is a
 * Markdown list with at least one link (`[text](target)` or `<https://…>`), so a reader can check what the post
 * states. Headings and links inside fenced code blocks do not count. Pure: the test reads the files.
 */
import {fencedBlocks} from './asyncapiExamples';

const HEADING = /^##\s+(.+?)\s*#*\s*$/;
const LIST_ITEM = /^(?:[-*+]|\d+[.)])\s+\S/;
const LINK = /\[[^\]\n]+\]\([^)\s]+(?:\s+"[^"]*")?\)|<https?:\/\/[^>\s]+>/;

/** The post's lines with the bodies and fences of its code blocks blanked, so line numbers stay the same. */
function withoutCode(markdown: string): string[] {
  const lines = markdown.split('\n');
  const blocks = fencedBlocks(markdown);
  for (const block of blocks) {
    const bodyLines = block.source === '' ? 0 : block.source.split('\n').length;
    // The opening fence, the body and the closing fence (when the block is closed).
    for (let i = block.line - 1; i <= block.line + bodyLines && i < lines.length; i += 1) lines[i] = '';
  }
  return lines;
}

/** What is wrong with a post's sources, in words; empty when the post ends with a `## Sources` list with a link. */
export function sourcesProblems(markdown: string): string[] {
  const lines = withoutCode(markdown);
  const headings = lines
    .map((line, index) => ({index, title: HEADING.exec(line)?.[1]}))
    .filter((h): h is {index: number; title: string} => h.title !== undefined);
  const sources = headings.filter((h) => h.title === 'Sources');
  if (sources.length === 0) return ['no "## Sources" section'];
  if (sources.length > 1) return ['more than one "## Sources" section'];
  const last = headings[headings.length - 1]!;
  if (last.title !== 'Sources') return [`"## Sources" is not the last section (it is followed by "## ${last.title}")`];

  const body = lines.slice(last.index + 1);
  const problems: string[] = [];
  const items = body.filter((line) => LIST_ITEM.test(line));
  if (items.length === 0) problems.push('"## Sources" has no list items');
  // Every line is a list item, an indented continuation of one, or blank: no loose paragraphs or sub-headings.
  const stray = body.find((line) => line.trim() !== '' && !LIST_ITEM.test(line) && !/^\s+\S/.test(line));
  if (stray !== undefined) problems.push(`"## Sources" holds text outside its list: "${stray.trim()}"`);
  if (!LINK.test(body.join('\n'))) problems.push('"## Sources" has no link');
  return problems;
}
