/**
 * The Markdown sources the site publishes, and their fenced code blocks: one reader for everything that inspects
 * pages as text (the diagram renderer and its remark plugin, and the unit tests' checks of examples, commands and
 * schemas). Node-side only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DOCS_CONTENT_DIRS} from '../../src/data/toolDocs';

/** A fenced code block: its opening fence's 1-based line, language, meta words and body (indent removed). */
export type FencedBlock = {line: number; lang: string; meta: string; source: string};

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]+)?([^\n]*)$/;

/** Every fenced code block of a Markdown source. */
export function fencedBlocks(markdown: string): FencedBlock[] {
  const lines = markdown.split('\n');
  const blocks: FencedBlock[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = FENCE.exec(lines[i]!);
    if (!open) continue;
    const [, indent, fence, lang = '', meta = ''] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const line = lines[j]!;
      if (line.trim().startsWith(fence!) && line.trim().replace(/[`~]/g, '') === '') break;
      body.push(line.startsWith(indent!) ? line.slice(indent!.length) : line);
    }
    blocks.push({line: i + 1, lang: lang.toLowerCase(), meta: meta!, source: body.join('\n')});
    i = j;
  }
  return blocks;
}

/** Every `.md` and `.mdx` file under `dir` (none when it does not exist), as full paths, sorted. */
export function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => !entry.isDirectory() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The Markdown the site publishes: every docs folder (main, tool docs, versioned copies), posts, pages, translations. */
export function contentMarkdownFiles(root: string): string[] {
  return [...DOCS_CONTENT_DIRS, 'blog', 'src/pages', 'i18n'].flatMap((dir) => markdownFiles(path.join(root, dir)));
}
