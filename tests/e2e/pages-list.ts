/**
 * The site pages photographed in both themes, by kind (pages of one kind share their layout and components): on
 * the desktop by the axe sweep over every built page (axe-sweep.spec.ts), on a phone by pages.mobile.spec.ts, which
 * also checks every page for sideways overflow and scans the first page of each kind with axe (PHONE_AXE_SAMPLE):
 * the phone layout is decided by the kind, not by the page's text.
 */
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {SCREENSHOT_DIR} from './support';
import type {Theme} from './sweep';

export const PAGE_KINDS: Record<string, readonly string[]> = {
  home: ['/', '/de'],
  'tools overview': ['/tools'],
  'tool page': [
    '/tools/cli',
    '/tools/generator',
    '/de/tools/cli',
    '/tools/modelina',
    '/tools/github-actions',
    '/tools/parsers',
  ],
  community: ['/community', '/community/tsc', '/community/ambassadors', '/community/events', '/community/newsroom'],
  dashboard: ['/community/dashboard'],
  'generic page': ['/about', '/roadmap'],
  finance: ['/finance'],
  'case studies': ['/casestudies'],
  'case study': ['/casestudies/adeo', '/casestudies/hdi', '/casestudies/transfergo'],
  // The field tables read as blocks on a phone only: the phone scan of this kind matters. It runs on the bindings
  // overview, the shortest page of the kind with field tables (the 3.1.0 page holds ten times as many of the same).
  // 3.0.0 is left out of this sweep: the same renderer makes it from a schema set that 3.1.0 extends (every 3.0.0
  // anchor exists on 3.1.0, tests/unit/spec-reference/pages.test.ts); the sitemap sweep and the phone layout test
  // (reference-phone.mobile.spec.ts) still load it.
  'generated reference': [
    '/docs/reference/bindings',
    '/docs/reference/specification/v3.1.0',
    '/docs/reference/specification/v2.x',
    '/docs/reference/extensions',
    // The schema files: generated from the package, with collapsed lists of files (plugins/schema-urls).
    '/docs/reference/json-schema-urls',
  ],
  explorer: ['/docs/reference/specification/v3.1.0-explorer', '/docs/reference/specification/v3.0.0-explorer'],
  'docs page': ['/docs/migration/migrating-to-v3'],
};

export const PAGES: readonly string[] = Object.values(PAGE_KINDS).flat();

/** One page of each kind: the pages the phone sweep scans with axe. */
export const PHONE_AXE_SAMPLE: ReadonlySet<string> = new Set(Object.values(PAGE_KINDS).map((paths) => paths[0]!));

export const shotName = (path: string) => `page${path === '/' ? '-home' : path.replace(/[/.]+/g, '-')}`;

/** Photographs a site page at its top into screenshots/ (`<name>-<project>-<theme>.png`), as the sweeps take them. */
export async function photographTop(
  page: Page,
  path: string,
  project: 'desktop' | 'mobile',
  theme: Theme,
): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, {recursive: true});
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({path: join(SCREENSHOT_DIR, `${shotName(path)}-${project}-${theme}.png`)});
}
