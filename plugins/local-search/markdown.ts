/**
 * Development-only records: `docusaurus start` renders nothing on the server, so there is no HTML to read. There
 * the Markdown of docs and blog posts is rendered by `marked` (CommonMark with GitHub's tables), with the heading
 * ids Docusaurus gives (`{#id}`, `{/* #id *\/}`, else the slug of the text), into the markup of a built page, and
 * read by the same extractor (records.ts). MDX import and export lines and comments are left out; JSX elements
 * are read as HTML. The production index always comes from the rendered pages, which also covers React pages.
 */
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import * as cheerio from 'cheerio';
import {Marked} from 'marked';
import type {SearchRecord} from '../../src/search/shared';
import {extractRecordsFromHtml} from './records';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** A page's Markdown in the markup of a built page: its tag, title, and body with heading ids. */
export function markdownToHtml(source: string, {title, tag}: {title: string; tag?: string}): string {
  const slugger = createSlugger();
  const marked = new Marked({
    renderer: {
      heading({tokens, depth}) {
        const {text, id} = parseMarkdownHeadingId(this.parser.parseInline(tokens));
        return `<h${depth} id="${escape(id ?? slugger.slug(cheerio.load(text, null, false).text()))}">${text}</h${depth}>`;
      },
    },
  });
  const body = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(?:import|export)\s.*$/gm, '')
    .replace(/\{\/\*\s*#([\w-]+)\s*\*\/\}/g, '{#$1}')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  const meta = tag ? `<meta name="docusaurus_tag" content="${escape(tag)}">` : '';
  const html = marked.parse(body, {async: false});
  return `<head>${meta}</head><main><div class="theme-doc-markdown"><h1>${escape(title)}</h1>${html}</div></main>`;
}

export function extractRecordsFromMarkdown(
  source: string,
  {siteUrl, pathname, title, tag}: {siteUrl: string; pathname: string; title: string; tag?: string},
): SearchRecord[] {
  return extractRecordsFromHtml(markdownToHtml(source, {title, tag}), {siteUrl, pathname});
}
