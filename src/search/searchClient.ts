/**
 * The client the SearchBar gives DocSearch (`transformSearchClient`), answering `search({requests})` from the local
 * indices. It imports no engine: the reader (./shardedIndex.ts, MiniSearch) is fetched when the dialog opens or by
 * the first query. Failures are DocSearch's `RetryError` (its error screen); the next query tries again. User Timing
 * measures (`asyncapi-search:download`, `:load`, `:query`) are for `npm run bench`.
 */
import type {LocalIndex, LocalSearchResponse} from './engine';
import {keptUnlessFailed, tagsFromFacetFilters} from './shared';

/** A request as DocSearch sends it (algoliasearch 5's `search({requests})`: the parameters beside the query). */
export type SearchRequest = {indexName: string; query?: string; hitsPerPage?: number; facetFilters?: unknown};

export type LocalSearchClient = {
  search: (args: {requests: SearchRequest[]}) => Promise<{results: LocalSearchResponse[]}>;
};

export type Fetcher = (url: string) => Promise<{ok: boolean; status: number; json: () => Promise<unknown>}>;

/**
 * DocSearch shows its error screen only for an error named `RetryError` (what algoliasearch throws when every host
 * failed), so every search failure is reported as one.
 */
export function retryError(message: string, cause?: unknown): Error {
  const error = new Error(message, {cause});
  error.name = 'RetryError';
  return error;
}

const asRetryError = (message: string) => (error: unknown) => {
  throw error instanceof Error && error.name === 'RetryError' ? error : retryError(message, error);
};

// Prefetched when the browser is idle (downloaded, not run); the index itself is only fetched when search opens.
const loadReader = () => import(/* webpackPrefetch: true */ './shardedIndex');

const cache = new Map<string, Promise<LocalIndex>>();

/** Records `name` as a User Timing measure, where the API exists. */
function measure(name: string, start: number, duration?: number): void {
  try {
    performance.measure(name, duration === undefined ? {start, end: performance.now()} : {start, duration});
  } catch {
    // no User Timing Level 3 here: timings are for the benchmark only
  }
}

/** One file of an index, parsed; a failure names the file. */
function jsonLoader(fetcher: Fetcher) {
  return async (url: string): Promise<unknown> => {
    const started = performance.now();
    const response = await fetcher(url).catch(asRetryError(`Could not load the search index file ${url}`));
    if (!response.ok) throw retryError(`Search index file ${url} answered ${response.status}`);
    const json = await response.json();
    measure('asyncapi-search:download', started);
    return json;
  };
}

/** An index opened once; one that failed to open is tried again on the next query. */
function loadIndex(url: string, origin: string, fetcher: Fetcher): Promise<LocalIndex> {
  return keptUnlessFailed(cache, `${origin}|${url}`, () =>
    loadReader()
      .then(({openShardedIndex}) =>
        openShardedIndex(url, origin, jsonLoader(fetcher), (start) => measure('asyncapi-search:load', start)),
      )
      .catch(asRetryError(`Could not load the search index ${url}`)),
  );
}

/**
 * Starts downloading the search code and opening an index's entry before the first query (called when the dialog
 * opens, so the work overlaps with loading the dialog). A failure here is not reported: the first query tries again.
 */
export function preloadIndex(url: string, origin: string, fetcher: Fetcher = (u) => fetch(u)): void {
  loadIndex(url, origin, fetcher).catch(() => undefined);
}

/** Drops loaded indices (tests, the bench). */
export function clearIndexCache(): void {
  cache.clear();
}

export function createLocalSearchClient({
  indexUrls,
  origin,
  fetcher = (url) => fetch(url),
}: {
  /** Index name → URL of its entry file. */
  indexUrls: Record<string, string>;
  /** Prepended to record paths: the theme calls `new URL(hit.url)`. */
  origin: string;
  fetcher?: Fetcher;
}): LocalSearchClient {
  return {
    async search({requests}) {
      const results = await Promise.all(
        requests.map(async (request) => {
          const url = indexUrls[request.indexName];
          if (!url) throw retryError(`Unknown search index ${request.indexName}`);
          const index = await loadIndex(url, origin, fetcher);
          const {searchLocal} = await loadReader();
          const started = performance.now();
          const {response, engineMs} = await searchLocal(index, {
            query: String(request.query ?? ''),
            hitsPerPage: Number(request.hitsPerPage ?? 20),
            tags: tagsFromFacetFilters(request.facetFilters),
          }).catch(asRetryError(`Could not search the index ${url}`));
          measure('asyncapi-search:query', started, engineMs);
          return response;
        }),
      );
      return {results};
    },
  };
}
