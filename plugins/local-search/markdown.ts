/**
 * Development-only records: `docusaurus start` renders nothing on the server, so there is no HTML to read.
 * There the plugin builds the same record shape from the Markdown sources of docs and blog posts (title from the
 * loaded metadata, headings with the ids Docusaurus gives them, paragraphs with Markdown syntax removed). The
 * production index always comes from the rendered HTML (records.ts), which also covers React pages.
 */
import {createSlugger} from '@docusaurus/utils';
import {pageRecords} from './pageRecords';
import type {SearchRecord} from '../../src/search/shared';
import {normaliseText} from './recordText';

/** Markdown/MDX inline syntax to plain text (good enough for search, not a renderer). */
export function plainText(markdown: string): string {
  return normaliseText(
    markdown
      .replace(/<[^>]+>/g, ' ')
      .replace(/\{\/\*.*?\*\/\}/g, ' ')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/`([^`]+)`/g, '$1')
      .replace(/(\*\*|__|\*|_|~~)(\S(?:.*?\S)?)\1/g, '$2')
      .replace(/^\s*(?:[-*+]|\d+\.)\s+/, '')
      .replace(/^>\s?/, '')
      .replace(/\\([{}<>])/g, '$1'),
  );
}

/** The names a table's first cell defines when it is all code, as in the built pages (`` `-f`, `--format` ``). */
export function definedNames(cell: string): string[] | undefined {
  if (!/^\s*`[^`]+`(\s*,\s*`[^`]+`)*\s*$/.test(cell)) return undefined;
  const names = [...cell.matchAll(/`([^`]+)`/g)].flatMap((match) => match[1]!.split(',').map((name) => name.trim()));
  return names.filter(Boolean);
}

export function extractRecordsFromMarkdown(
  source: string,
  {siteUrl, pathname, title, lvl0, tag}: {siteUrl: string; pathname: string; title: string; lvl0: string; tag?: string},
): SearchRecord[] {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const slugger = createSlugger();
  const page = pageRecords({siteUrl, pathname, lvl0, title, tag});

  let inFence = false;
  let paragraph: string[] = [];
  let table: string[][] = [];
  const flushTable = () => {
    // Like the HTML records: one record per body row, cells joined; the header row (before |---|) is left out.
    const rows = table.length > 1 && table[1].every((cell) => /^:?-+:?$/.test(cell)) ? table.slice(2) : table;
    table = [];
    for (const row of rows) {
      const text = row.map(plainText).filter(Boolean).join(' — ');
      if (text.length >= 3) page.content(text, {defines: definedNames(row[0] ?? '')});
    }
  };
  const flush = () => {
    flushTable();
    const text = plainText(paragraph.join(' '));
    paragraph = [];
    if (text.length >= 3) page.content(text);
  };
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      flush();
      inFence = !inFence;
      continue;
    }
    // ESM lines and self-closing JSX elements written on one line (components with data props) are not text.
    if (inFence || /^(import|export)\s/.test(line) || /^<[A-Z][\w.]*(?:\s.*)?\/>\s*$/.test(line)) continue;
    if (/^\s*\|.*\|\s*$/.test(line)) {
      if (!table.length) flush();
      table.push(
        line
          .trim()
          .slice(1, -1)
          .split(/(?<!\\)\|/)
          .map((cell) => cell.replace(/\\\|/g, '|').trim()),
      );
      continue;
    }
    if (table.length) flushTable();
    // Explicit ids: `{#id}` or, in MDX, `{/* #id */}`.
    const heading = /^(#{1,6})\s+(.*?)\s*(?:\{#([\w-]+)\}|\{\/\*\s*#([\w-]+)\s*\*\/\})?\s*$/.exec(line);
    if (heading) {
      flush();
      const level = heading[1].length;
      if (level === 1) continue;
      const text = plainText(heading[2]);
      page.heading(level, text, heading[3] ?? heading[4] ?? slugger.slug(text));
      continue;
    }
    if (!line.trim() || /^\s*(?:[-*+]|\d+\.)\s+/.test(line)) flush();
    if (line.trim()) paragraph.push(line.trim());
  }
  flush();
  return page.records;
}
