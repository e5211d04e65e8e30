/**
 * The search providers (src/theme/SearchBar): the local index (src/search), which never contacts
 * Algolia, or Algolia with the theme's agent tag; either way every answer reports whether it failed, for
 * SearchErrorScreen. Rules: src/lib/search.ts.
 */
import {useMemo} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {DocSearchModalProps, DocSearchTransformClient} from '@docsearch/react';
import {createLocalSearchClient, retryError} from '@site/src/search/searchClient';
import type {LocalSearchGlobalData} from '@site/src/search/shared';
import type {SearchSettings} from '@site/src/lib/search';

/** The query of a search request, whatever the client's call shape (DocSearch 3 array, 4 object). */
function queryOf(args: unknown): string {
  const requests = (Array.isArray(args) ? args : (args as {requests?: unknown[]})?.requests) ?? [];
  const first = requests[0] as {query?: unknown; params?: {query?: unknown}} | undefined;
  return String(first?.query ?? first?.params?.query ?? '');
}

/**
 * Wraps a client's `search` so every answer reports whether it failed. DocSearch sets its "error" status on a
 * failed search, but its bundled autocomplete-core resets the status to "idle" right after, so DocSearch's own
 * error screen never stays up; SearchErrorScreen (below) shows it from this report instead.
 */
function reportingFailures<T extends {search: (...args: never[]) => Promise<unknown>}>(
  client: T,
  onOutcome: (query: string, failed: boolean) => void,
): T {
  const search = client.search.bind(client) as (...args: unknown[]) => Promise<unknown>;
  return {
    ...client,
    search: ((...args: unknown[]) =>
      search(...args).then(
        (result) => {
          onOutcome(queryOf(args[0]), false);
          return result;
        },
        (error: unknown) => {
          onOutcome(queryOf(args[0]), true);
          throw error;
        },
      )) as unknown as T['search'],
  };
}

/** Index name → URL of its local index file (this build's version, this locale). */
export function useLocalIndexUrls(settings: SearchSettings): Record<string, string> {
  const {version} = usePluginData('asyncapi-local-search') as LocalSearchGlobalData;
  const docsUrl = useBaseUrl(`/search/docs.${version}.json`);
  const resourcesUrl = useBaseUrl(`/search/resources.${version}.json`);
  return useMemo(
    () => ({[settings.docsIndex]: docsUrl, [settings.resourcesIndex]: resourcesUrl}),
    [settings.docsIndex, settings.resourcesIndex, docsUrl, resourcesUrl],
  );
}

/**
 * Algolia: the theme's agent tag, and every failure reported as DocSearch's `RetryError` (DocSearch shows its
 * error screen only for that one; a 4xx answer is not retried by the client but must not leave a blank dialog).
 * Local: the local client, which never contacts Algolia.
 * The same function for as long as its inputs are the same: DocSearch makes a new client, and starts over from the
 * initial query (dropping what was typed), whenever it is given a new one.
 */
export function useTransformSearchClient(
  provider: 'local' | 'algolia',
  indexUrls: Record<string, string>,
  onOutcome: (query: string, failed: boolean) => void,
): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useMemo(
    () => (searchClient: DocSearchTransformClient) => {
      if (provider === 'local') {
        const local = createLocalSearchClient({indexUrls, origin: window.location.origin});
        return reportingFailures(local, onOutcome) as unknown as DocSearchTransformClient;
      }
      searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      const search = searchClient.search.bind(searchClient);
      return reportingFailures(
        {
          ...searchClient,
          addAlgoliaAgent: searchClient.addAlgoliaAgent.bind(searchClient),
          search: ((...args: Parameters<typeof search>) =>
            search(...args).catch((error: Error) => {
              throw error.name === 'RetryError' ? error : retryError(error.message, error);
            })) as typeof search,
        },
        onOutcome,
      );
    },
    [provider, docusaurusVersion, indexUrls, onOutcome],
  );
}
