/**
 * The page list the sweeps over every built page share (axe-sweep.spec.ts, sitemap.spec.ts): the English sitemap's
 * pages and their German copies, and how they are split between full page loads and client-side visits.
 */
import fs from 'node:fs';
import path from 'node:path';
import {type Page} from '@playwright/test';

const BUILD = path.resolve(__dirname, '../../build');
const SITE_URL = 'https://www.asyncapi.com';

/**
 * Every page of both locales: the English sitemap's pages, and each of them under /de where it was built (the German
 * sitemap lists only translated pages, but the German build serves every page, untranslated ones in English).
 */
export function sitemapPaths(): string[] {
  const file = path.join(BUILD, 'sitemap.xml');
  if (!fs.existsSync(file))
    throw new Error(`Missing ${path.relative(process.cwd(), file)}: run the production build first.`);
  const english = [...fs.readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const pathname = match[1]!.replace(SITE_URL, '');
    return pathname === '' || pathname === '/' ? '/' : pathname.replace(/\/$/, '');
  });
  const built = (pathname: string) =>
    [`${pathname}.html`, `${pathname}/index.html`].some((candidate) => fs.existsSync(path.join(BUILD, candidate)));
  const german = english.map((pathname) => (pathname === '/' ? '/de' : `/de${pathname}`)).filter(built);
  return [...new Set([...english, ...german])].sort();
}

export type Theme = 'light' | 'dark';

/** Switches the colour theme through the system preference the site follows, and waits until the page shows it. */
export async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({colorScheme: theme, reducedMotion: 'reduce'});
  await page.waitForFunction(
    (wanted) =>
      document.documentElement.getAttribute('data-theme') === wanted &&
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
    theme,
    {timeout: 10_000},
  );
}

export const isGerman = (pathname: string) => pathname === '/de' || pathname.startsWith('/de/');

/**
 * The kind of a page: its locale, its section and how deep it sits. English: a blog post is one kind; docs pages
 * are grouped by section (`docs/concepts/*`), tool docs and the generated Reference by their second level
 * (`docs/tools/generator/*`, `docs/reference/bindings/*`), the Explorers apart; every other site page is its own
 * kind. German (the same pages and components in the German shell): a section's index and one page under it.
 */
export function kindOf(pathname: string): string {
  if (isGerman(pathname)) {
    const [section = '', sub, ...rest] = pathname.split('/').slice(2);
    return section === 'docs' ? `de:docs/${sub ?? ''}/${rest.length ? '*' : ''}` : `de:${section}/${sub ? '*' : ''}`;
  }
  const segments = pathname.split('/').filter(Boolean);
  const [section = '', second] = segments;
  if (section === 'blog') return `en:blog${second ? '/*' : ''}`;
  if (section !== 'docs') return `en:${segments.join('/')}`;
  const depth = second === 'tools' || second === 'reference' ? 3 : 2;
  const head = segments.slice(0, depth).join('/');
  const explorer = segments.at(-1)?.endsWith('-explorer') ? ' explorer' : '';
  return `en:${head}${segments.length > depth ? '/*' : ''}${explorer}`;
}

/**
 * The first page of each kind gets a full page load; every other page a client-side visit (German ones inside the
 * German build's app, English ones inside the English one).
 */
export function splitSweep(paths: readonly string[]): {loads: string[]; visits: string[]} {
  const kinds = new Set<string>();
  const loads: string[] = [];
  const visits: string[] = [];
  for (const pathname of paths) {
    const kind = kindOf(pathname);
    if (!kinds.has(kind)) {
      kinds.add(kind);
      loads.push(pathname);
    } else visits.push(pathname);
  }
  return {loads, visits};
}

/**
 * A client-side visit, what a click on a link does: loads the route's chunks, then moves the router to the new
 * address, and waits until the page has rendered (the head carries its canonical address, or for an untranslated
 * German page its English original's). Returns the problem, if
 * any: the app does not know the route, or the page did not render.
 */
export async function visitClientSide(page: Page, pathname: string): Promise<string | null> {
  const known = await page.evaluate(async (to) => {
    const loading = window.docusaurus.preload(to);
    if (!loading) return false;
    await loading;
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
    return true;
  }, pathname);
  if (!known) return `${pathname}: no client route`;
  return page
    .waitForFunction(
      (to) => {
        const href = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
        if (href === undefined) return false;
        const canonical = new URL(href).pathname.replace(/\/$/, '') || '/';
        // A German page without a translation names its English original as canonical.
        return canonical === to || `/de${canonical === '/' ? '' : canonical}` === to;
      },
      pathname,
      {timeout: 10_000},
    )
    .then(
      () => null,
      () => `${pathname}: did not render (no canonical link for it)`,
    );
}
