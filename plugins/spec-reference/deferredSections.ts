/**
 * The generated Reference pages are long (the 3.1.0 page: about 90 field tables and 50 examples, 8,000 elements),
 * and a phone spent more than a second styling and laying out all of it before the reader could do anything. The
 * remark plugin (remark.ts) therefore puts the body of each section (everything between two headings) that holds a
 * table or an example into a `<DeferredSection>` (src/components/DeferredSection): `content-visibility: auto`, so
 * the browser styles and lays out a section only when it comes near the viewport. The headings stay where they are,
 * so the table of contents, the heading anchors and search see the same page.
 *
 * A section the browser has not laid out yet takes the height estimated here (for a phone and for a wide window),
 * so the scrollbar and the page length are about right before the reader scrolls; once laid out, the browser keeps
 * its real height (`contain-intrinsic-block-size: auto …`). The factors come from the 3.0.0 page measured at 412,
 * 800 and 1280 px wide (field tables grow with their text, examples with their lines).
 */
import type {RootContent} from 'mdast';
import {mdxFlowElement} from '../mdx-elements';

/** The import the remark plugin adds to a page that uses `<DeferredSection>`. */
export const DEFERRED_SECTION_IMPORT = "import DeferredSection from '@site/src/components/DeferredSection';";

/** Estimated heights in CSS pixels: `narrow` below the theme's desktop breakpoint (997 px), `wide` above it. */
export type HeightEstimate = {narrow: number; wide: number};

/**
 * The text a node shows: text, code and the children of emphasis, links and inline JSX (also the header labels of a
 * static table, staticTables.ts).
 */
export function shownText(node: unknown): string {
  const any = node as {type?: string; value?: unknown; children?: unknown[]};
  if ((any.type === 'text' || any.type === 'inlineCode') && typeof any.value === 'string') return any.value;
  return Array.isArray(any.children) ? any.children.map(shownText).join('') : '';
}

/** The estimated height of one block of a section body, margin included. */
export function estimateBlock(node: RootContent): HeightEstimate {
  switch (node.type) {
    case 'table': {
      const chars = shownText(node).length;
      return {narrow: 1.4 * chars + 60, wide: 1.15 * chars + 20};
    }
    case 'code': {
      const lines = node.value.split('\n').length;
      return {narrow: 21.5 * lines + 51, wide: 21.5 * lines + 51};
    }
    case 'list':
      return {
        narrow: 0.6 * shownText(node).length + 30 * node.children.length,
        wide: 0.3 * shownText(node).length + 30 * node.children.length,
      };
    default: {
      const chars = shownText(node).length;
      return {narrow: 0.6 * chars + 38, wide: 0.25 * chars + 40};
    }
  }
}

const isBoundary = (node: RootContent): boolean => node.type === 'heading' || node.type === 'mdxjsEsm';
const isHeavy = (node: RootContent): boolean => node.type === 'table' || node.type === 'code';

/** `<DeferredSection narrow="…" wide="…">` around `children`. */
function deferredSection(children: RootContent[]): RootContent {
  const estimate = children.map(estimateBlock).reduce((sum, block) => ({
    narrow: sum.narrow + block.narrow,
    wide: sum.wide + block.wide,
  }));
  const element = mdxFlowElement('DeferredSection', {
    narrow: String(Math.round(estimate.narrow)),
    wide: String(Math.round(estimate.wide)),
  }) as RootContent & {children: RootContent[]};
  element.children = children;
  return element;
}

/**
 * Puts every run of blocks between headings that holds a table or a code block into a `<DeferredSection>`;
 * headings, ESM and runs of prose alone stay as they are. Returns the nodes and how many sections it made.
 */
export function withDeferredSections(nodes: readonly RootContent[]): {nodes: RootContent[]; wrapped: number} {
  const result: RootContent[] = [];
  let run: RootContent[] = [];
  let wrapped = 0;
  const flush = () => {
    if (run.some(isHeavy)) {
      result.push(deferredSection(run));
      wrapped += 1;
    } else {
      result.push(...run);
    }
    run = [];
  };
  for (const node of nodes) {
    if (isBoundary(node)) {
      flush();
      result.push(node);
    } else {
      run.push(node);
    }
  }
  flush();
  return {nodes: result, wrapped};
}
