/**
 * Issue 38: a reader sees every column of a table. The sweep of tables.spec.ts (1280 px) and tables.mobile.spec.ts
 * (390 px) opens the pages with the widest tables, one test looping over them, and measures every table in one
 * script per page: a table whose region still scrolls sideways must show that it does (the shadow at its edges,
 * src/css/custom.css, not hidden by an opaque row or cell), and the pages named below must have no table that scrolls
 * at all. The page itself never scrolls sideways.
 */
import {expect, type Page} from '@playwright/test';
import {FRAGMENT_ATTRIBUTE} from '../../src/lib/fragmentNavigation';

/** The table-heavy page types: the generated Reference, the bindings, the tool references, posts with wide tables. */
export const TABLE_PAGES: readonly string[] = [
  '/docs/reference/specification/v3.1.0',
  '/docs/reference/specification/v3.0.0',
  '/docs/reference/specification/v2.x',
  '/docs/reference/bindings',
  '/docs/reference/bindings/kafka',
  '/docs/reference/bindings/ibmmq',
  '/docs/reference/extensions',
  '/docs/tools/cli/usage',
  '/docs/tools/generator/api',
  '/docs/tools/generator/template',
  '/docs/tools/generator/file-templates',
  '/docs/tools',
  '/docs/concepts/asyncapi-document/reusability-with-traits',
  '/blog/year-in-releases-2024',
  '/blog/event-notification-vs-state-transfer',
];

/** What one table region shows, measured in the page. */
export type TableReport = {
  /** The first header cells, to name the table in a failure. */
  name: string;
  /** Pixels of the table beyond its region's right edge (0 when it fits). */
  hidden: number;
  /** The region draws the scroll shadows: covers that move with the table over shadows fixed to its edges. */
  shadows: boolean;
  /** Rows or cells whose background would hide the shadows (opaque enough to cover them). */
  opaque: number;
};

/** Measures every table region of the page, with every deferred section laid out (as a reader scrolling does). */
export async function measureTables(page: Page): Promise<{tables: TableReport[]; pageOverflow: number}> {
  return page.evaluate((attribute) => {
    document.documentElement.setAttribute(attribute, '');
    const alpha = (color: string) => {
      const match = /rgba?\(([^)]+)\)/.exec(color);
      if (!match) return color === 'transparent' ? 0 : 1;
      const parts = match[1]!.split(/[\s,/]+/).filter(Boolean);
      return parts.length > 3 ? Number(parts[3]) : 1;
    };
    const tables = Array.from(document.querySelectorAll<HTMLElement>('.table-scroll')).map((region) => {
      const style = getComputedStyle(region);
      const attachments = style.backgroundAttachment.split(',').map((value) => value.trim());
      const images = style.backgroundImage;
      const parts = Array.from(region.querySelectorAll('table, thead, tbody, tr, th, td'));
      return {
        name: Array.from(region.querySelectorAll('thead th'))
          .slice(0, 3)
          .map((th) => th.textContent)
          .join(' | '),
        hidden: Math.max(0, region.scrollWidth - region.clientWidth - 1),
        shadows:
          attachments.filter((value) => value === 'local').length >= 2 &&
          attachments.filter((value) => value === 'scroll').length >= 2 &&
          /radial-gradient\(farthest-side at 100% 50%, rgba?\(/.test(images),
        opaque: parts.filter((part) => alpha(getComputedStyle(part).backgroundColor) > 0.3).length,
      };
    });
    const pageOverflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    document.documentElement.removeAttribute(attribute);
    return {tables, pageOverflow};
  }, FRAGMENT_ATTRIBUTE);
}

/**
 * Sweeps TABLE_PAGES: every table that scrolls shows it does; the pages of `mustFit` have no table that scrolls.
 * Returns how many tables it measured and how many scroll, for the caller's own expectations.
 */
export async function sweepTables(
  page: Page,
  mustFit: readonly string[],
): Promise<{tables: number; scrolling: number}> {
  const problems: string[] = [];
  let tables = 0;
  let scrolling = 0;
  for (const path of TABLE_PAGES) {
    await page.goto(path);
    const measured = await measureTables(page);
    expect(measured.tables.length, `${path} has tables`).toBeGreaterThan(0);
    if (measured.pageOverflow > 0) problems.push(`${path}: the page scrolls sideways by ${measured.pageOverflow} px`);
    for (const table of measured.tables) {
      tables += 1;
      if (table.hidden === 0) continue;
      scrolling += 1;
      if (mustFit.includes(path)) problems.push(`${path}: "${table.name}" hides ${table.hidden} px`);
      if (!table.shadows) problems.push(`${path}: "${table.name}" hides ${table.hidden} px and shows no shadow`);
      if (table.opaque > 0) problems.push(`${path}: "${table.name}" has ${table.opaque} opaque rows or cells`);
    }
  }
  expect(problems).toEqual([]);
  return {tables, scrolling};
}
