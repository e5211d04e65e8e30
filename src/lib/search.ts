/**
 * Pure rules of the search dialog (ARCHITECTURE.md, rule "Search"), used by src/theme/SearchBar and unit-tested.
 */
import {isDocsPath} from '@site/src/search/shared';

export type SearchProvider = 'local' | 'algolia';
export type SearchSettings = {provider: SearchProvider; docsIndex: string; resourcesIndex: string};

/** Anchors that mark the page wrapper or header rather than a section: a hit never keeps them. */
export const WRAPPER_ANCHORS = ['__docusaurus_skipToContent_fallback', '__docusaurus'];
/** DocSearch's own input limit; a pre-filled selection is cut to it. */
export const MAX_QUERY_LENGTH = 64;
/** At or below this viewport width, fewer results are shown per group. */
export const NARROW_VIEWPORT = 768;

/** A key that starts a query when typed on the focused search button: one letter or digit, no modifier. */
export function isQueryKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  return !event.ctrlKey && !event.metaKey && !event.altKey && /^[\p{L}\p{N}]$/u.test(event.key);
}

/** Which index a page searches, and the input's placeholder. */
export function searchTarget(
  pathname: string,
  settings: Pick<SearchSettings, 'docsIndex' | 'resourcesIndex'>,
): {indexName: string; kind: 'docs' | 'resources'} {
  return isDocsPath(pathname)
    ? {indexName: settings.docsIndex, kind: 'docs'}
    : {indexName: settings.resourcesIndex, kind: 'resources'};
}

/** Where choosing a hit navigates: its path plus hash, without wrapper/header anchors. */
export function hitPath(url: string, origin = 'http://localhost'): string {
  const parsed = new URL(url, origin);
  const hash = parsed.hash.replace(/^#/, '');
  const keep = hash && !WRAPPER_ANCHORS.includes(decodeURIComponent(hash));
  return `${parsed.pathname}${keep ? `#${hash}` : ''}`;
}

/** DocSearch's `maxResultsPerGroup` for a viewport width. */
export function resultsPerGroup(width: number): number {
  return width <= NARROW_VIEWPORT ? 5 : 10;
}

/** The text selection as an initial query: whitespace collapsed, cut to 64 characters; undefined if empty. */
export function selectionQuery(selection: string | null | undefined): string | undefined {
  const text = (selection ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
  return text || undefined;
}

/** The "Let us know." link of the no-results screen: a new issue on the website repository. */
export function missingResultsUrl(query: string, repoUrl = 'https://github.com/asyncapi/website'): string {
  const title = `Missing search results for "${query}"`;
  const body = `I searched the website for "${query}" and expected to find results, but found none.\n\nWhat I was looking for: `;
  return `${repoUrl}/issues/new?${new URLSearchParams({title, body}).toString()}`;
}

/**
 * The provider in effect: `window.__ASYNCAPI_SEARCH_PROVIDER__ = 'algolia'` set before the page loads forces the
 * Algolia client at runtime (used by the end-to-end tests to exercise that path against intercepted requests).
 */
export function effectiveProvider(configured: SearchProvider, override: unknown): SearchProvider {
  return override === 'algolia' || override === 'local' ? override : configured;
}
