/**
 * The dev server's records (it renders no HTML): a page's Markdown rendered by `marked` with Docusaurus's heading
 * ids (`{#id}`, `{/* #id *\/}`, else the slug), MDX imports, exports and comments left out, then read by records.ts
 * as a built page. The production index comes from the built pages, React pages included.
 */
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import * as cheerio from 'cheerio';
import {Marked} from 'marked';
import type {SearchRecord} from '../../src/search/shared';
import {escapeHtml} from '../../src/lib/staticCode';
import {extractRecordsFromHtml} from './records';

/** A page's records, from its Markdown in the markup of a built page: its tag, title, and body with heading ids. */
export function extractRecordsFromMarkdown(
  source: string,
  {siteUrl, pathname, title, tag}: {siteUrl: string; pathname: string; title: string; tag?: string},
): SearchRecord[] {
  const slugger = createSlugger();
  const marked = new Marked({
    renderer: {
      heading({tokens, depth}) {
        const {text, id} = parseMarkdownHeadingId(this.parser.parseInline(tokens));
        return `<h${depth} id="${escapeHtml(id ?? slugger.slug(cheerio.load(text, null, false).text()))}">${text}</h${depth}>`;
      },
    },
  });
  const body = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(?:import|export)\s.*$/gm, '')
    .replace(/\{\/\*\s*#([\w-]+)\s*\*\/\}/g, '{#$1}')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  const meta = tag ? `<meta name="docusaurus_tag" content="${escapeHtml(tag)}">` : '';
  const html = marked.parse(body, {async: false});
  const page = `<head>${meta}</head><main><div class="theme-doc-markdown"><h1>${escapeHtml(title)}</h1>${html}</div></main>`;
  return extractRecordsFromHtml(page, {siteUrl, pathname});
}
