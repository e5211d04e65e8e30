/**
 * Code blocks highlighted at build time (plugins/static-code): the ejected CodeBlock passes the block's HTML to the
 * swizzled CodeBlock/Content through this context, and reads the code (for the copy button and the theme's
 * metadata) back from that HTML, so the page's JavaScript carries the code once.
 */
import {createContext, useContext} from 'react';

export const StaticCodeContext = createContext<string | undefined>(undefined);

/** The build-time HTML of the code block being rendered, or undefined for a block highlighted in the browser. */
export function useStaticCodeHtml(): string | undefined {
  return useContext(StaticCodeContext);
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;'};
const ENTITIES: Record<string, string> = Object.fromEntries(Object.entries(ESCAPES).map(([c, entity]) => [entity, c]));

/** Text escaped as React's server renderer escapes it (the build's code HTML; read back below). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/**
 * The code of a block from its static HTML: each line ends with `<br/></div>`, tags carry no text, and text is
 * escaped the way React's server renderer escapes it (the five entities above).
 */
export function codeFromStaticHtml(html: string): string {
  const lines = html.split('<br/></div>');
  lines.pop();
  return lines
    .map((line) => line.replace(/<[^>]*>/g, '').replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity]!))
    .join('\n');
}
