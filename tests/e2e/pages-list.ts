/** The site pages that pages.spec.ts and pages.mobile.spec.ts visit. */
export const PAGES = [
  '/',
  '/de',
  '/tools',
  '/tools/generator',
  '/tools/cli',
  '/de/tools/cli',
  '/tools/modelina',
  '/tools/github-actions',
  '/tools/parsers',
  '/community',
  '/community/tsc',
  '/community/ambassadors',
  '/community/dashboard',
  '/community/events',
  '/community/newsroom',
  '/about',
  '/finance',
  '/roadmap',
  '/casestudies',
  '/casestudies/adeo',
  '/casestudies/hdi',
  '/casestudies/transfergo',
  '/docs/reference/specification/v3.1.0',
  '/docs/reference/specification/v3.1.0-explorer',
  '/docs/reference/specification/v3.0.0',
  '/docs/reference/specification/v2.x',
  '/docs/reference/specification/v3.0.0-explorer',
  '/docs/reference/bindings',
  '/docs/reference/extensions',
  '/docs/migration/migrating-to-v3',
];

export const shotName = (path: string) => `page${path === '/' ? '-home' : path.replace(/[/.]+/g, '-')}`;

/**
 * axe's experimental "label-content-name-mismatch" rule cannot be met by a tree whose open items contain their
 * child groups (the ARIA tree pattern): an item's visible text then includes its children. The Explorer's items
 * are named by aria-label ("channels: Channels Object"); every other rule still runs on that page.
 */
export const AXE_DISABLED: Record<string, string[]> = {
  '/docs/reference/specification/v3.1.0-explorer': ['label-content-name-mismatch'],
  '/docs/reference/specification/v3.0.0-explorer': ['label-content-name-mismatch'],
};

/**
 * The generated reference pages are long (hundreds of tables): two axe scans and two full reloads take close to a
 * minute on a busy two-core machine, so these tests get Playwright's triple timeout (`test.slow()`).
 */
export const LARGE_PAGES = new Set([
  '/docs/reference/specification/v3.1.0',
  '/docs/reference/specification/v3.0.0',
  '/docs/reference/specification/v2.x',
  '/docs/reference/bindings',
]);
