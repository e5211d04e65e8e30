// Change: ejected from @docusaurus/theme-search-algolia 3.10.2 because a wrapper cannot remove the theme's
// `<link rel="preconnect" href="https://<appId>-dsn.algolia.net">` (it is in this component's markup and would
// contact Algolia on every page load); it is now rendered only when Algolia is the provider. Also: the docs index
// with "Search documentation" on /docs pages, the resources index with "Search resources" elsewhere; answers from
// the local index (plugins/local-search/client) unless Algolia is configured (or forced at runtime with
// `window.__ASYNCAPI_SEARCH_PROVIDER__ = 'algolia'`, for tests); the text selection (64 chars) pre-fills the query;
// hit URLs become path + hash without wrapper anchors; 5 results per group at <= 768 px, else 10; the no-results
// link opens a prefilled GitHub issue; any Algolia failure shows DocSearch's error screen; a letter or digit typed
// on the focused button opens the dialog with it (DocSearch 4 dropped that); the button names its shortcut in
// text (label in name). Rules: src/lib/search.ts.
import React, {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import {useSearchShortcut} from '@site/src/lib/useSearchShortcut';
import {useDocSearchKeyboardEvents} from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {
  isRegexpStringMatch,
  useSearchLinkCreator,
} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useAlgoliaAskAi,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import {
  effectiveProvider,
  hitPath,
  isQueryKey,
  missingResultsUrl,
  resultsPerGroup,
  searchTarget,
  selectionQuery,
  type SearchSettings,
} from '@site/src/lib/search';
import {createLocalSearchClient, preloadIndex, retryError} from '@site/plugins/local-search/client/searchClient';
import type {LocalSearchGlobalData} from '@site/plugins/local-search/shared';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type {
  InternalDocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchHit,
  DocSearchTranslations,
  UseDocSearchKeyboardEventsProps,
} from '@docsearch/react';

import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';

type DocSearchProps = Omit<
  DocSearchModalProps,
  'onClose' | 'initialScrollY'
> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
  askAi?: Exclude<
    (DocSearchModalProps & {askAi: unknown})['askAi'],
    string | undefined
  >;
};

// extend DocSearchProps for v4 features
// TODO Docusaurus v4: cleanup after we drop support for DocSearch v3
interface DocSearchV4Props extends Omit<DocSearchProps, 'askAi'> {
  indexName: string;
  askAi?: ThemeConfigAlgolia['askAi'];
  translations?: DocSearchTranslations;
}

let DocSearchModal: typeof DocSearchModalType | null = null;

function importDocSearchModalIfNeeded() {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{DocSearchModal: Modal}]) => {
    DocSearchModal = Modal;
  });
}

function useNavigator({
  externalUrlRegex,
}: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => {
    return {
      navigate(params) {
        // Algolia results could contain URL's from other domains which cannot
        // be served through history and should navigate with window.location
        if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
          window.location.href = params.itemUrl;
        } else {
          history.push(params.itemUrl);
        }
      },
    };
  });
  return navigator;
}

declare global {
  interface Window {
    /** Test-only override of the build-time provider, read when the dialog opens (see src/lib/search.ts). */
    __ASYNCAPI_SEARCH_PROVIDER__?: string;
  }
}

function useSearchSettings(): SearchSettings {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields?.search as SearchSettings;
}

/**
 * Algolia: the theme's agent tag, and every failure reported as DocSearch's `RetryError` (DocSearch shows its
 * error screen only for that one; a 4xx answer is not retried by the client but must not leave a blank dialog).
 * Local: the local client, which never contacts Algolia.
 */
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
function useLocalIndexUrls(settings: SearchSettings): Record<string, string> {
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
 */
function useTransformSearchClient(
  settings: SearchSettings,
  onOutcome: (query: string, failed: boolean) => void,
): (provider: 'local' | 'algolia') => DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  const indexUrls = useLocalIndexUrls(settings);
  return useCallback(
    (provider) => (searchClient: DocSearchTransformClient) => {
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
    [docusaurusVersion, indexUrls, onOutcome],
  );
}

/**
 * DocSearch's error screen ("Unable to fetch results"), shown inside the dialog while the query on screen is the
 * one whose search failed. Same markup and classes as DocSearch's own, so it looks the same.
 */
type SearchButtonProps = {
  onClick: () => void;
  onWarmUp: () => void;
  placeholder: string;
};

/**
 * The navbar's search button: DocSearch's own markup and classes, with the shortcut written as text ("Ctrl" and
 * "K", or "⌘" and "K"). Its accessible name repeats its visible text ("Search Ctrl K"), so label and name agree
 * (WCAG 2.5.3; DocSearch 3 draws Ctrl as an icon and adds "(Ctrl+K)" in an aria-label, which axe flags).
 */
const SearchButton = React.forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton(
  {onClick, onWarmUp, placeholder},
  ref,
) {
  const shortcut = useSearchShortcut();
  return (
    <button
      ref={ref}
      type="button"
      className="DocSearch DocSearch-Button"
      // Same words as the visible text, so it still has a name on phones where DocSearch hides that text.
      aria-label={`${placeholder} ${shortcut.modifier} ${shortcut.key}`}
      aria-keyshortcuts={shortcut.modifier === '⌘' ? 'Meta+K' : 'Control+K'}
      onClick={onClick}
      onTouchStart={onWarmUp}
      onFocus={onWarmUp}
      onMouseOver={onWarmUp}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 113.733 3.733a7.533 7.533 0 0110.653 10.653z" stroke="currentColor" fill="none" fillRule="evenodd" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{placeholder}</span>
      </span>{' '}
      {/* The spaces keep the words apart in the text (flex layout ignores them on screen). */}
      <span className="DocSearch-Button-Keys">
        <kbd className="DocSearch-Button-Key">{shortcut.modifier}</kbd>{' '}
        <kbd className="DocSearch-Button-Key">{shortcut.key}</kbd>
      </span>
    </button>
  );
});

function SearchErrorScreen({failedQuery}: {failedQuery: string | null}): ReactNode {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  const [query, setQuery] = useState<string | null>(null);
  useEffect(() => {
    const find = () => setDropdown(document.querySelector('.DocSearch-Dropdown'));
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, {childList: true, subtree: true});
    const onInput = (event: Event) => {
      const target = event.target as HTMLInputElement | null;
      if (target?.classList?.contains('DocSearch-Input')) setQuery(target.value);
    };
    document.addEventListener('input', onInput, true);
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (input) setQuery(input.value);
    return () => {
      observer.disconnect();
      document.removeEventListener('input', onInput, true);
    };
  }, []);
  const current = query ?? document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? null;
  if (!dropdown || failedQuery === null || current === null || current.trim() === '' || current !== failedQuery) {
    return null;
  }
  const texts = translations.modal?.errorScreen;
  return createPortal(
    <div className="DocSearch-ErrorScreen asyncapi-search-error" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" fillRule="evenodd" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
        </svg>
      </div>
      <p className="DocSearch-Title">{texts?.titleText ?? 'Unable to fetch results'}</p>
      <p className="DocSearch-Help">{texts?.helpText ?? 'You might want to check your network connection.'}</p>
    </div>,
    dropdown,
  );
}

function useTransformItems(): DocSearchModalProps['transformItems'] {
  return useCallback(
    (items: DocSearchHit[]) => items.map((item) => ({...item, url: hitPath(item.url, window.location.origin)})),
    [],
  );
}

function useResultsFooterComponent({
  closeModal,
}: {
  closeModal: () => void;
}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(
    () =>
      ({state}) =>
        <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );
}

function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}) {
  return <Link to={hit.url}>{children}</Link>;
}

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
};

function ResultsFooter({state, onClose}: ResultsFooterProps) {
  const createSearchLink = useSearchLinkCreator();

  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate
        id="theme.SearchBar.seeAll"
        values={{count: state.context.nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useSearchParameters({
  contextualSearch,
  ...props
}: DocSearchProps): DocSearchProps['searchParameters'] {
  const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters();

  const configFacetFilters: FacetFilters =
    props.searchParameters?.facetFilters ?? [];

  const facetFilters: FacetFilters = contextualSearch
    ? // Merge contextual search filters with config filters
      mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : // ... or use config facetFilters
      configFacetFilters;

  // We let users override default searchParameters if they want to
  return {
    ...props.searchParameters,
    facetFilters,
  };
}

function DocSearch({externalUrlRegex, ...props}: DocSearchV4Props) {
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters({...props} as DocSearchProps);
  const transformItems = useTransformItems();
  const settings = useSearchSettings();
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  const onSearchOutcome = useCallback((query: string, failed: boolean) => setFailedQuery(failed ? query : null), []);
  const transformSearchClientFor = useTransformSearchClient(settings, onSearchOutcome);
  const localIndexUrls = useLocalIndexUrls(settings);
  const {pathname} = useLocation();
  const target = searchTarget(pathname, settings);
  const placeholder =
    target.kind === 'docs'
      ? translate({id: 'theme.SearchBar.placeholderDocs', message: 'Search documentation'})
      : translate({id: 'theme.SearchBar.placeholderResources', message: 'Search resources'});
  // Decided when the dialog opens: viewport width and the (test-only) runtime provider override.
  const [openState, setOpenState] = useState({maxResultsPerGroup: 10, provider: settings.provider});

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(
    undefined,
  );

  const {isAskAiActive, currentPlaceholder, onAskAiToggle, extraAskAiProps} =
    useAlgoliaAskAi(props);

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, []);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    // A key typed on the button wins (handleInput sets it first); otherwise the current selection.
    setInitialQuery((typed) => typed ?? selectionQuery(window.getSelection()?.toString()));
    const provider = effectiveProvider(settings.provider, window.__ASYNCAPI_SEARCH_PROVIDER__);
    setOpenState({maxResultsPerGroup: resultsPerGroup(window.innerWidth), provider});
    // The local index downloads and loads while the dialog's code does: results are ready sooner.
    if (provider === 'local') preloadIndex(localIndexUrls[target.indexName], window.location.origin);
    importDocSearchModalIfNeeded().then(() => setIsOpen(true));
  }, [prepareSearchContainer, settings.provider, localIndexUrls, target.indexName]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setFailedQuery(null);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
    onAskAiToggle(false);
  }, [onAskAiToggle]);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        // ignore browser's ctrl+f
        return;
      }
      // prevents duplicate key insertion in the modal input
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useResultsFooterComponent({closeModal});

  // DocSearch 4 no longer calls `onInput`: a letter or digit typed on the focused button opens the dialog with it.
  useEffect(() => {
    const button = searchButtonRef.current;
    if (!button) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isOpen && isQueryKey(event)) handleInput(event);
    };
    button.addEventListener('keydown', onKeyDown);
    return () => button.removeEventListener('keydown', onKeyDown);
  }, [handleInput, isOpen]);

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
    isAskAiActive: isAskAiActive ?? false,
    onAskAiToggle: onAskAiToggle ?? (() => {}),
  } satisfies UseDocSearchKeyboardEventsProps & {
    // TODO Docusaurus v4: cleanup after we drop support for DocSearch v3
    isAskAiActive: boolean;
    onAskAiToggle: (askAiToggle: boolean) => void;
  } as UseDocSearchKeyboardEventsProps);

  return (
    <>
      {settings.provider === 'algolia' && (
        <Head>
          {/* Lets the browser open the connection to the DocSearch cluster early; only when Algolia is used. */}
          <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}

      <SearchButton
        ref={searchButtonRef}
        onClick={openModal}
        onWarmUp={importDocSearchModalIfNeeded}
        placeholder={translate({id: 'theme.SearchBar.label', message: 'Search'})}
      />

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            {...(props.searchPagePath && {
              resultsFooterComponent,
            })}
            // The theme config carries extra keys (contextualSearch, searchPagePath...) DocSearch ignores.
            {...(props as Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'>)}
            transformSearchClient={transformSearchClientFor(openState.provider)}
            indexName={target.indexName}
            placeholder={props.askAi ? currentPlaceholder : placeholder}
            maxResultsPerGroup={openState.maxResultsPerGroup}
            getMissingResultsUrl={({query}: {query: string}) => missingResultsUrl(query)}
            insights={false}
            translations={props.translations?.modal ?? translations.modal}
            searchParameters={searchParameters}
            {...extraAskAiProps}
          />,
          searchContainer.current,
        )}
      {isOpen && <SearchErrorScreen failedQuery={failedQuery} />}
    </>
  );
}

export default function SearchBar(props: Partial<DocSearchV4Props>): ReactNode {
  const {siteConfig} = useDocusaurusContext();

  const docSearchProps: DocSearchV4Props = {
    ...(siteConfig.themeConfig.algolia as DocSearchV4Props),
    // Let props override theme config
    // See https://github.com/facebook/docusaurus/pull/11581
    ...props,
  };

  return <DocSearch {...docSearchProps} />;
}
