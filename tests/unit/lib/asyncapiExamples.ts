/**
 * Finds the AsyncAPI documents shown in Markdown: fenced `yaml`, `yml` or `json` blocks whose top level
 * declares `asyncapi`. Fragments (blocks without a top-level `asyncapi` key) are not documents and are
 * not collected; a block can opt out explicitly with the meta word `invalid-example` when a page shows a
 * deliberately broken document (the page must say so in its text).
 */
import fs from 'node:fs';
import path from 'node:path';

export type Example = {file: string; line: number; lang: string; source: string};

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]+)?([^\n]*)$/;

export function extractExamples(markdown: string, file: string): Example[] {
  const lines = markdown.split('\n');
  const examples: Example[] = [];
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
    const source = body.join('\n');
    const isData = ['yaml', 'yml', 'json'].includes(lang.toLowerCase());
    const declaresAsyncapi = /^asyncapi\s*:/m.test(source) || /^\s*\{\s*"asyncapi"\s*:/.test(source) || /^\s{2}"asyncapi"\s*:/m.test(source);
    if (isData && declaresAsyncapi && !/\binvalid-example\b/.test(meta!)) {
      examples.push({file, line: i + 1, lang: lang.toLowerCase(), source});
    }
    i = j;
  }
  return examples;
}

export function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...markdownFiles(full));
    else if (/\.mdx?$/.test(entry.name)) out.push(full);
  }
  return out.sort();
}
