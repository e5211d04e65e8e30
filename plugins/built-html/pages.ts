/**
 * Built pages as the postBuild steps read them: where a route's HTML file is (the search index and the route
 * stylesheets), and a page cut down to its head and its `<main>` (the search index and the blog feed).
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** The HTML file of a route in the locale's output folder (trailingSlash false → `x.html`, else `x/index.html`). */
export async function htmlFileFor(outDir: string, baseUrl: string, route: string): Promise<string | undefined> {
  const relative = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
  const clean = relative.replace(/\/$/, '');
  const candidates = clean ? [`${clean}.html`, `${clean}/index.html`] : ['index.html'];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    try {
      await fs.access(file);
      return file;
    } catch {
      // try the next layout
    }
  }
  return undefined;
}

/** Text for a double-quoted HTML attribute value: `&` and `"` escaped. */
export const escapeAttribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A built page cut down to its head and its `<main>`: what the search index (plugins/local-search/records.ts) and the
 * blog feed (plugins/blog/feedItems.ts) read. The navbar, the sidebar and the footer are often most of a page's HTML
 * and would only be parsed to be left out. A page without exactly one `<main>` is kept whole.
 */
export function headAndMain(html: string): string {
  const headEnd = html.indexOf('</head>');
  const mainStart = html.indexOf('<main');
  const mainEnd = html.lastIndexOf('</main>');
  if (headEnd < 0 || mainStart < headEnd || mainEnd < mainStart || html.indexOf('<main', mainStart + 1) >= 0)
    return html;
  return `${html.slice(0, headEnd)}</head><body>${html.slice(mainStart, mainEnd + '</main>'.length)}</body></html>`;
}
