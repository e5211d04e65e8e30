/**
 * What the SearchBar imports up front (it is on every page): a local search client whose code (MiniSearch and the
 * engine) is downloaded only when the dialog first needs it. Nothing here runs on page load.
 */
import {retryError} from './errors';
import type {LocalSearchClient} from './searchClient';

// Prefetched when the browser is idle (downloaded, not run); the index itself is only fetched when search opens.
const loadClientModule = () => import(/* webpackPrefetch: true */ './searchClient');

/** When the dialog opens: fetch the search code and start loading the index (see searchClient's preloadIndex). */
export function preloadLocalIndex(url: string, origin: string): void {
  loadClientModule().then(
    ({preloadIndex}) => preloadIndex(url, origin),
    () => undefined, // reported by the first search, which tries again
  );
}

/** A client with the local client's interface that loads the real one on its first search. */
export function createLazyLocalSearchClient(options: {
  indexUrls: Record<string, string>;
  origin: string;
}): LocalSearchClient {
  const agent = {value: 'asyncapi-local-search', add: () => agent};
  return {
    search: (args) =>
      loadClientModule().then(
        ({createLocalSearchClient}) => createLocalSearchClient(options).search(args),
        (error: unknown) => {
          throw retryError('Could not load the search code', error);
        },
      ),
    addAlgoliaAgent() {},
    transporter: {algoliaAgent: agent},
  };
}
