/**
 * How the sweep over every page of both locales (the English sitemap's pages and their German copies) is split
 * between full page loads and client-side visits (tests/e2e/sweep.ts). The sweep itself runs in axe-sweep.spec.ts,
 * which loads or visits every page once for axe and, on the same visit, makes this file's smoke checks: no console
 * or page errors while it renders, no failed request and no error status from our own origin (which covers the
 * chunks, images and data a page asks for at run time), nothing requested from another host. What the built HTML
 * states (links, images, metadata, that each URL has its file) is checked for every page without a browser in
 * tests/build-output/pages.test.ts; the sweep keeps what needs one.
 *
 * Two ways in, so the sweep stays affordable as the page count grows:
 * - a full page load (server HTML, then hydration) for the first page of each kind (kindOf): hydration runs the
 *   same layout and components for every page of a kind, so a kind's first page stands for the others;
 * - a client-side visit, the way a reader moves between pages, for every other page (German ones inside the German
 *   build's app): the route's chunks load (a missing chunk fails the request checks) and the page renders with its
 *   own content, effects included. It costs a fraction of a page load, because the app, its styles, the shared
 *   chunks and axe are already there.
 */
import {expect, test} from '@playwright/test';
import {isGerman, sitemapPaths, splitSweep} from './sweep';

const sitemap = sitemapPaths();
const {loads, visits} = splitSweep(sitemap);

test('the sweep loads the first page of each kind and visits every other page', () => {
  expect(sitemap.length).toBeGreaterThan(10);
  expect(loads).toEqual(expect.arrayContaining(['/', '/de', '/docs', '/blog', '/de/blog']));
  expect([...loads, ...visits].sort()).toEqual(sitemap);
  // Both locales: every German kind gets a full load in the German app, the other German pages a visit in it.
  expect(loads.some(isGerman) && visits.some(isGerman)).toBe(true);
  expect(
    splitSweep([
      '/blog',
      '/blog/a',
      '/blog/b',
      '/de/blog/a',
      '/de/blog/b',
      '/docs/concepts/channel',
      '/docs/concepts/server',
      '/docs/reference/bindings/amqp',
      '/docs/reference/bindings/kafka',
      '/docs/reference/specification/v3.0.0',
      '/docs/reference/specification/v3.0.0-explorer',
      '/docs/reference/specification/v3.1.0',
      '/docs/reference/specification/v3.1.0-explorer',
      '/docs/tools/cli/usage',
      '/docs/tools/generator/api',
      '/tools/cli',
      '/tools/generator',
    ]),
  ).toEqual({
    loads: [
      '/blog',
      '/blog/a',
      '/de/blog/a',
      '/docs/concepts/channel',
      '/docs/reference/bindings/amqp',
      '/docs/reference/specification/v3.0.0',
      '/docs/reference/specification/v3.0.0-explorer',
      '/docs/tools/cli/usage',
      '/docs/tools/generator/api',
      '/tools/cli',
      '/tools/generator',
    ],
    visits: [
      '/blog/b',
      '/de/blog/b',
      '/docs/concepts/server',
      '/docs/reference/bindings/kafka',
      '/docs/reference/specification/v3.1.0',
      '/docs/reference/specification/v3.1.0-explorer',
    ],
  });
});
