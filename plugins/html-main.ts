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
