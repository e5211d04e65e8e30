/**
 * Finds the AsyncAPI documents shown in Markdown: fenced `yaml`, `yml` or `json` blocks whose top level
 * declares `asyncapi`. Fragments (blocks without a top-level `asyncapi` key) are not documents and are
 * not collected here (the build checks those made of root fields wrapped in a document: extractFragments); a block can opt out explicitly with the meta word `invalid-example` when a page shows a
 * deliberately broken document (the page must say so in its text).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  contentMarkdownFiles,
  fencedBlocks,
  markdownFiles,
  type FencedBlock,
} from '../../../plugins/static-diagrams/sources';
import {expandDirectives} from '../../../plugins/spec-reference/directives';
import {isAsyncapiExample, isAsyncapiFragment} from '../../../plugins/asyncapi-examples/check';

export {contentMarkdownFiles, fencedBlocks, markdownFiles, type FencedBlock};

export type Example = {file: string; line: number; lang: string; source: string};

export function extractExamples(markdown: string, file: string): Example[] {
  // The build checks the same blocks (plugins/asyncapi-examples): one rule for what counts as a document.
  return fencedBlocks(markdown)
    .filter(({lang, meta, source}) => isAsyncapiExample(lang, meta, source) && !isAsyncapiFragment(lang, source))
    .map(({line, lang, source}) => ({file, line, lang, source}));
}

/** The YAML fragments of documents (only root fields: servers, channels, …) the build checks wrapped in a document. */
export function extractFragments(markdown: string, file: string): Example[] {
  return fencedBlocks(markdown)
    .filter(({lang, meta, source}) => isAsyncapiExample(lang, meta, source) && isAsyncapiFragment(lang, source))
    .map(({line, lang, source}) => ({file, line, lang, source}));
}

/** Every complete AsyncAPI document shown in the site's Markdown, with its file (relative to root) and line. */
export function allExamples(root: string): Example[] {
  // Generated Reference pages are stubs: their examples are in the expanded text (line numbers are of that text).
  return contentMarkdownFiles(root).flatMap((file) =>
    extractExamples(expandDirectives(fs.readFileSync(file, 'utf8'), file), path.relative(root, file)),
  );
}
