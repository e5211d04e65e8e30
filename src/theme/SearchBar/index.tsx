// Change: ejected from @docusaurus/theme-search-algolia 3.10.2 because a wrapper cannot remove the theme's
// `<link rel="preconnect" href="https://<appId>-dsn.algolia.net">` (it is in this component's markup and would
// contact Algolia on every page load); it is now rendered only when Algolia is the provider. Also: the docs index
// with "Search documentation" on /docs pages, the resources index with "Search resources" elsewhere; answers from
// the local index (plugins/local-search/client) unless Algolia is configured (or forced at runtime with
// `window.__ASYNCAPI_SEARCH_PROVIDER__ = 'algolia'`, for tests); the text selection (64 chars) pre-fills the query;
// hit URLs become path + hash without wrapper anchors; 5 results per group at <= 768 px, else 10; the no-results
// link opens a prefilled GitHub issue; any Algolia failure shows DocSearch's error screen; a letter or digit typed
// on the focused button opens the dialog with it; the button names its shortcut in text (label in name).
// Page weight: the keyboard shortcuts come from src/lib/useSearchKeyboard (DocSearch's hook would bundle its whole
// dialog into every page), no Ask AI hook (it bundles a second DocSearch), and the local client's code loads with
// the dialog. ARIA errors in DocSearch's dialog markup are repaired while it is open (ariaRepair.ts).
// Rules: src/lib/search.ts.
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
import {useSearchKeyboard} from '@site/src/lib/useSearchKeyboard';
import {keepDocSearchAriaRepaired} from './ariaRepair';
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
import {retryError} from '@site/plugins/local-search/client/errors';
import {createLazyLocalSearchClient, preloadLocalIndex} from '@site/plugins/local-search/client/lazyClient';
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
} from '@docsearch/react';

import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';

type DocSearchProps = Omit<
  DocSearchModalProps,
  'onClose' | 'initialScrollY'
> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
};

/**
 * The theme config's search props. No Ask AI: DocSearch is pinned to 3.9, which has none, and the theme's Ask AI
 * hook would pull a second, whole copy of DocSearch (its UMD build) into every page's JavaScript.
 */
interface DocSearchBarProps extends DocSearchProps {
  indexName: string;
  translations?: DocSearchTranslations;
}

let DocSearchModal: typeof DocSearchModalType | null = null;

function importDocSearchModalIfNeeded() {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  // Prefetched (a low-priority download when the browser is idle, not run): opening the dialog is then quicker.
  return Promise.all([
    import(/* webpackPrefetch: true */ '@docsearch/react/modal'),
    import(/* webpackPrefetch: true */ '@docsearch/react/style'),
    import(/* webpackPrefetch: true */ './styles.css'),
  ]).then(([{DocSearchModal: Modal}]) => {
    DocSearchModal = Modal;
  });
}

/** Opens a hit's URL: client-side for site paths, a full load for external URLs (Enter and click alike). */
function useOpenHit({externalUrlRegex}: Pick<DocSearchProps, 'externalUrlRegex'>): (url: string) => void {
  const history = useHistory();
  return useCallback(
    (url: string) => {
      // Algolia results could contain URL's from other domains which cannot
      // be served through history and should navigate with window.location
      if (isRegexpStringMatch(externalUrlRegex, url)) {
        window.location.href = url;
      } else {
        history.push(url);
      }
    },
    [externalUrlRegex, history],
  );
}

function useNavigator(openHit: (url: string) => void): DocSearchModalProps['navigator'] {
  return useMemo(() => ({navigate: (params) => openHit(params.itemUrl)}), [openHit]);
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
  indexUrls: Record<string, string>,
  onOutcome: (query: string, failed: boolean) => void,
): (provider: 'local' | 'algolia') => DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useCallback(
    (provider) => (searchClient: DocSearchTransformClient) => {
      if (provider === 'local') {
        const local = createLazyLocalSearchClient({indexUrls, origin: window.location.origin});
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

type HitProps = {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode};

/**
 * A hit is an option of the dialog's listbox: the option is the control (focus stays in the input, the arrow keys
 * move through options, Enter opens one through the navigator). A link inside an option would be a control nested
 * in a control, which screen readers cannot reach (axe: nested-interactive), so the hit is an `<a>` without href
 * (DocSearch's styles target `a`) that opens its page on click; Ctrl/⌘/Shift-click and middle-click open a new tab.
 */
function useHitComponent(openHit: (url: string) => void): (props: HitProps) => React.JSX.Element {
  return useMemo(
    () =>
      function Hit({hit, children}: HitProps): React.JSX.Element {
        const open = (event: React.MouseEvent) => {
          if (event.button > 1) return;
          if (event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey) {
            window.open(hit.url, '_blank', 'noopener');
            return;
          }
          openHit(hit.url);
        };
        return (
          <a className="asyncapi-search-hit" data-url={hit.url} onClick={open} onAuxClick={open}>
            {children}
          </a>
        );
      },
    [openHit],
  );
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

function DocSearch({externalUrlRegex, ...props}: DocSearchBarProps) {
  const openHit = useOpenHit({externalUrlRegex});
  const navigator = useNavigator(openHit);
  const hitComponent = useHitComponent(openHit);
  const searchParameters = useSearchParameters({...props} as DocSearchProps);
  const transformItems = useTransformItems();
  const settings = useSearchSettings();
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  const onSearchOutcome = useCallback((query: string, failed: boolean) => setFailedQuery(failed ? query : null), []);
  const localIndexUrls = useLocalIndexUrls(settings);
  const transformSearchClientFor = useTransformSearchClient(localIndexUrls, onSearchOutcome);
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
    // Local answers are not Algolia's: styles.css hides DocSearch's "Powered by Algolia" for them.
    searchContainer.current?.classList.toggle('asyncapi-search--local', provider === 'local');
    // The local index downloads and loads while the dialog's code does: results are ready sooner.
    if (provider === 'local') preloadLocalIndex(localIndexUrls[target.indexName], window.location.origin);
    importDocSearchModalIfNeeded().then(() => setIsOpen(true));
  }, [prepareSearchContainer, settings.provider, localIndexUrls, target.indexName]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setFailedQuery(null);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

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

  // DocSearch 3.9's dialog markup has ARIA errors (see ariaRepair.ts); they are repaired while it is open.
  useEffect(() => (isOpen ? keepDocSearchAriaRepaired(document) : undefined), [isOpen]);

  // A letter or digit typed on the focused button opens the dialog with it as the query.
  useEffect(() => {
    const button = searchButtonRef.current;
    if (!button) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isOpen && isQueryKey(event)) handleInput(event);
    };
    button.addEventListener('keydown', onKeyDown);
    return () => button.removeEventListener('keydown', onKeyDown);
  }, [handleInput, isOpen]);

  useSearchKeyboard({isOpen, onOpen: openModal, onClose: closeModal});

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
            hitComponent={hitComponent}
            {...(props.searchPagePath && {
              resultsFooterComponent,
            })}
            // The theme config carries extra keys (contextualSearch, searchPagePath...) DocSearch ignores.
            {...(props as Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'>)}
            transformSearchClient={transformSearchClientFor(openState.provider)}
            indexName={target.indexName}
            placeholder={placeholder}
            maxResultsPerGroup={openState.maxResultsPerGroup}
            getMissingResultsUrl={({query}: {query: string}) => missingResultsUrl(query)}
            insights={false}
            translations={props.translations?.modal ?? translations.modal}
            searchParameters={searchParameters}
          />,
          searchContainer.current,
        )}
      {isOpen && <SearchErrorScreen failedQuery={failedQuery} />}
    </>
  );
}

export default function SearchBar(props: Partial<DocSearchBarProps>): ReactNode {
  const {siteConfig} = useDocusaurusContext();

  const docSearchProps: DocSearchBarProps = {
    ...(siteConfig.themeConfig.algolia as DocSearchBarProps),
    // Let props override theme config
    // See https://github.com/facebook/docusaurus/pull/11581
    ...props,
  };

  return <DocSearch {...docSearchProps} />;
}
