/**
 * A search client with the one method DocSearch calls (`search({requests})`), answering from the local indices.
 *
 * Nothing is fetched on page load: an index file is requested when the dialog opens (`preloadIndex`) or, at the
 * latest, by the first query that targets it, then kept (with its MiniSearch index) for the lifetime of the page.
 * A failed download is reported as DocSearch's `RetryError`, so DocSearch shows its own error screen ("Unable to
 * fetch results").
 *
 * Timings are recorded as User Timing measures (`asyncapi-search:download`, `asyncapi-search:load`,
 * `asyncapi-search:query`), which `npm run bench` reads; they cost nothing noticeable.
 */
import {loadIndexFile, searchLocal, type LocalIndex, type LocalSearchResponse} from './engine';
import {retryError} from './errors';
import {tagsFromFacetFilters, type IndexFile} from '../shared';

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

type Fetcher = (url: string) => Promise<{ok: boolean; status: number; json: () => Promise<unknown>}>;

const cache = new Map<string, Promise<LocalIndex>>();

export {retryError};

/** Records `name` from `start` to now as a User Timing measure, where the API exists. */
function measure(name: string, start: number): void {
  try {
    performance.measure(name, {start, end: performance.now()});
  } catch {
    // no User Timing Level 3 here: timings are for the benchmark only
  }
}

function loadIndex(url: string, origin: string, fetcher: Fetcher): Promise<LocalIndex> {
  const key = `${origin}|${url}`;
  let pending = cache.get(key);
  if (!pending) {
    const started = performance.now();
    pending = fetcher(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`Search index ${url} answered ${response.status}`);
        const file = (await response.json()) as IndexFile;
        measure('asyncapi-search:download', started);
        const loading = performance.now();
        const index = loadIndexFile(file, origin);
        measure('asyncapi-search:load', loading);
        return index;
      })
      .catch((error: unknown) => {
        cache.delete(key); // try again on the next query
        throw retryError(`Could not load the search index ${url}`, error);
      });
    cache.set(key, pending);
  }
  return pending;
}

/**
 * Starts downloading and loading an index before the first query (called when the dialog opens, so the work
 * overlaps with loading the dialog). A failure here is not reported: the first query tries again and reports it.
 */
export function preloadIndex(url: string, origin: string, fetcher: Fetcher = (u) => fetch(u)): void {
  loadIndex(url, origin, fetcher).catch(() => undefined);
}

/** Drops loaded indices (tests). */
export function clearIndexCache(): void {
  cache.clear();
}

export function createLocalSearchClient({
  indexUrls,
  origin,
  fetcher = (url) => fetch(url),
}: {
  /** Index name → URL of its JSON file. */
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
          const started = performance.now();
          const tags = tagsFromFacetFilters(request.params?.facetFilters ?? request.facetFilters);
          const result = searchLocal(index, {
            indexName: request.indexName,
            query: String(request.query ?? ''),
            hitsPerPage,
            tags,
          });
          measure('asyncapi-search:query', started);
          return result;
        }),
      );
      return {results};
    },
    addAlgoliaAgent() {},
    transporter: {algoliaAgent: agent},
  };
}
