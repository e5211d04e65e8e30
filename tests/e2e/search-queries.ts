/**
 * Real queries and the page each must find first (issue "Site search", "Done when"), shared by the production
 * suite (search.spec.ts) and the dev-server suite (search.dev.spec.ts). On a docs page the docs index answers.
 */
import {expect, type Page} from '@playwright/test';

export const DOCS_QUERIES: [query: string, firstHit: RegExp][] = [
  ['channel', /^\/docs\/concepts\/channel$/],
  // The Kafka bindings tutorial (title "Kafka bindings") or the bindings reference's Kafka section.
  // The tutorial, the Kafka section of the bindings overview, or the generated Kafka bindings page.
  [
    'kafka bindings',
    /^\/docs\/(tutorials\/kafka\/bindings-with-kafka|reference\/bindings#kafka(-[\w-]+)?|reference\/bindings\/kafka(#[\w-]+)?)$/,
  ],
  // A page of the Generator's own docs (an instance of its own since the tool docs landed).
  ['generator template', /^\/docs\/tools\/generator\/[\w-]+(#[\w-]+)?$/],
  ['message payload', /^\/docs\/concepts\/(message|asyncapi-document\/define-payload)(#[\w-]+)?$/],
  ['migrate to v3', /^\/docs\/migration\/migrating-to-v3(#[\w-]+)?$/],
];

/**
 * Queries that are exactly a name the docs define, and the page whose section defines it (the first hit's anchor
 * must lead to a section of that page that holds the name: search.spec.ts reads the built page). One of each kind:
 * a binding field, a specification field, a CLI flag, a CLI command, a Glee configuration key and environment
 * variable. The production index only: the dev index has no generated Reference rows or CLI tables.
 */
export const EXACT_NAME_QUERIES: [query: string, page: RegExp][] = [
  ['bindingVersion', /^\/docs\/reference\/(bindings(\/[\w-]+)?|specification\/v[\w.]+)$/],
  ['correlationId', /^\/docs\/reference\/specification\/v[\w.]+$/],
  ['--fail-severity', /^\/docs\/tools\/cli\/usage$/],
  ['asyncapi validate', /^\/docs\/tools\/cli\/usage$/],
  ['docs.enabled', /^\/docs\/tools\/glee\/env-vars-config$/],
  ['GLEE_SERVER_NAMES', /^\/docs\/tools\/glee\/env-vars-config$/],
];

/** Types each query into the open dialog and checks the first hit's link. */
export async function expectFirstHits(page: Page, queries: [string, RegExp][]): Promise<void> {
  const input = page.locator('.DocSearch-Input');
  for (const [query, firstHit] of queries) {
    await input.fill(query);
    // The first hit's link changes when the answer to this query is rendered.
    await expect
      .poll(async () => page.locator('.DocSearch-Hit a[href]').first().getAttribute('href'), {
        message: `first hit for "${query}"`,
      })
      .toMatch(firstHit);
  }
}
