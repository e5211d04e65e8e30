/**
 * A search client with the one method DocSearch calls (`search({requests})`), answering from the local indices.
 *
 * Nothing is fetched on page load: an index's entry is requested when the dialog opens (`preloadIndex`) or, at the
 * latest, by the first query that targets it; each query then fetches the parts of the index it needs
 * (shardedIndex.ts). Everything fetched is kept for the lifetime of the page. A failed download is
 * reported as DocSearch's `RetryError`, so DocSearch shows its own error screen ("Unable to fetch results"), and
 * the next query asks again.
 *
 * Timings are recorded as User Timing measures (`asyncapi-search:download` per file, `asyncapi-search:load` per
 * piece of loading work, `asyncapi-search:query` for the engine's work on one query, downloads left out), which
 * `npm run bench` reads; they cost nothing noticeable.
 */
import {searchLocal, type LocalSearchResponse} from './engine';
import {retryError} from './errors';
import {openShardedIndex, type ShardedLocalIndex} from './shardedIndex';
import {tagsFromFacetFilters} from './shared';

export type SearchRequest = {
  indexName: string;
  query?: string;
  params?: {hitsPerPage?: number} & Record<string, unknown>;
} & Record<string, unknown>;

export type LocalSearchClient = {
  search: (args: {requests: SearchRequest[]} | SearchRequest[]) => Promise<{results: LocalSearchResponse[]}>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: {algoliaAgent: {value: string; add: (options: {segment: string; version?: string}) => unknown}};
};

export type Fetcher = (url: string) => Promise<{ok: boolean; status: number; json: () => Promise<unknown>}>;

const cache = new Map<string, Promise<ShardedLocalIndex>>();

export {retryError};

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
    let response: Awaited<ReturnType<Fetcher>>;
    try {
      response = await fetcher(url);
    } catch (error) {
      throw retryError(`Could not load the search index file ${url}`, error);
    }
    if (!response.ok) throw retryError(`Search index file ${url} answered ${response.status}`);
    const json = await response.json();
    measure('asyncapi-search:download', started);
    return json;
  };
}

function loadIndex(url: string, origin: string, fetcher: Fetcher): Promise<ShardedLocalIndex> {
  const key = `${origin}|${url}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = openShardedIndex(url, origin, jsonLoader(fetcher), (start) =>
      measure('asyncapi-search:load', start),
    ).catch((error: unknown) => {
      cache.delete(key); // try again on the next query
      throw error instanceof Error && error.name === 'RetryError'
        ? error
        : retryError(`Could not load the search index ${url}`, error);
    });
    cache.set(key, pending);
  }
  return pending;
}

/**
 * Starts downloading and opening an index's entry before the first query (called when the dialog opens, so the
 * work overlaps with loading the dialog). A failure here is not reported: the first query tries again and reports it.
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
  const agent = {value: 'asyncapi-local-search', add: () => agent};
  return {
    async search(args) {
      const requests = Array.isArray(args) ? args : args.requests;
      const results = await Promise.all(
        requests.map(async (request) => {
          const url = indexUrls[request.indexName];
          if (!url) throw retryError(`Unknown search index ${request.indexName}`);
          const index = await loadIndex(url, origin, fetcher);
          const hitsPerPage = Number(request.hitsPerPage ?? request.params?.hitsPerPage ?? 20);
          const tags = tagsFromFacetFilters(request.params?.facetFilters ?? request.facetFilters);
          const started = performance.now();
          let answer: Awaited<ReturnType<typeof searchLocal>>;
          try {
            answer = await searchLocal(index, {
              indexName: request.indexName,
              query: String(request.query ?? ''),
              hitsPerPage,
              tags,
            });
          } catch (error) {
            throw error instanceof Error && error.name === 'RetryError'
              ? error
              : retryError(`Could not search the index ${url}`, error);
          }
          measure('asyncapi-search:query', started, answer.engineMs);
          return answer.response;
        }),
      );
      return {results};
    },
    addAlgoliaAgent() {},
    transporter: {algoliaAgent: agent},
  };
}
