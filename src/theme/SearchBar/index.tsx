// Change: ejected from @docusaurus/theme-search-algolia 3.10.2 (lib/theme/SearchBar/index.js). A wrapper of
// `@theme-original/SearchBar` cannot work: the original always renders a preconnect to `<appId>-dsn.algolia.net`
// (every page load would contact Algolia) and its imports put DocSearch's dialog into every page's JavaScript
// (`useDocSearchKeyboardEvents` shares DocSearch's one bundle; `useAlgoliaAskAi` imports `@docsearch/react/version`).
// What differs from the original (the rest is the original's code, with its types):
// - Provider (./providers.ts): the local index (src/search) unless Algolia is configured, or forced
//   at runtime with `window.__ASYNCAPI_SEARCH_PROVIDER__` (tests); the preconnect only with Algolia; any failure
//   shows DocSearch's error screen (./SearchErrorScreen.tsx); local answers hide "Powered by Algolia" (styles.css).
// - Index by path: the docs index with "Search documentation" on /docs pages, else the resources index with
//   "Search resources".
// - Prefill: the text selection (64 chars); a letter or digit typed on the focused button opens it as the query.
// - Hits: path + hash without wrapper anchors (src/lib/search.ts hitPath, in transformItems), rendered as real
//   links (./Hit.tsx); 5 per group at <= 768 px, else 10; the no-results link opens a prefilled GitHub issue.
// - Button (./SearchButton.tsx): its shortcut in text, so its label is its name; shortcuts from
//   src/lib/useSearchKeyboard (DocSearch's hook would bundle its dialog); no Ask AI; ARIA repairs of DocSearch
//   3.9's dialog markup while it is open (./ariaRepair.ts). The local client's code loads with the dialog.
// - Gone: the results footer (never rendered: searchPagePath is false). The contextual facet merge stays (the
//   theme config sets contextualSearch: true and the local client filters by its docusaurus_tag facets).
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {isRegexpStringMatch} from '@docusaurus/theme-common';
import {mergeFacetFilters, useAlgoliaContextualFacetFilters} from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';
import type {
  DocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  DocSearchTranslations,
} from '@docsearch/react';
import {useSearchKeyboard} from '@site/src/lib/useSearchKeyboard';
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
import {preloadIndex} from '@site/src/search/searchClient';
import {keepDocSearchAriaRepaired} from './ariaRepair';
import Hit from './Hit';
import {useLocalIndexUrls, useTransformSearchClient} from './providers';
import SearchButton from './SearchButton';
import SearchErrorScreen from './SearchErrorScreen';
// Static, so the search button in the navbar is styled on first paint (stylesheets are per route,
// plugins/built-html; a lazily imported one arrives with its chunk): DocSearch's variables and button styles from
// `@docsearch/css`, not `@docsearch/react/style` (@docsearch/react declares `sideEffects: false`, so webpack drops
// a bare import of it). The dialog's styles come with the dialog (./modal.ts).
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

/** The theme config's search props (no Ask AI: DocSearch 3.9 has none; no search page). */
type DocSearchBarProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY' | 'translations'> & {
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  translations?: DocSearchTranslations;
};

declare global {
  interface Window {
    /** Test-only override of the build-time provider, read when the dialog opens (see src/lib/search.ts). */
    __ASYNCAPI_SEARCH_PROVIDER__?: string;
  }
}

let DocSearchModal: typeof DocSearchModalType | null = null;

function importDocSearchModalIfNeeded() {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  // Prefetched (a low-priority download when the browser is idle, not run): opening the dialog is then quicker.
  return import(/* webpackPrefetch: true */ './modal').then(({DocSearchModal: Modal}) => {
    DocSearchModal = Modal;
  });
}

/** Enter on a hit: client-side for site paths, a full load for external URLs (a click follows the hit's link). */
function useNavigator({
  externalUrlRegex,
}: Pick<DocSearchBarProps, 'externalUrlRegex'>): DocSearchModalProps['navigator'] {
  const history = useHistory();
  return useMemo(
    () => ({
      navigate({itemUrl}) {
        if (isRegexpStringMatch(externalUrlRegex, itemUrl)) {
          window.location.href = itemUrl;
        } else {
          history.push(itemUrl);
        }
      },
    }),
    [externalUrlRegex, history],
  );
}

const transformItems: DocSearchModalProps['transformItems'] = (items: DocSearchHit[]) =>
  items.map((item) => ({...item, url: hitPath(item.url, window.location.origin)}));

function useSearchParameters({
  contextualSearch,
  searchParameters,
}: DocSearchBarProps): DocSearchBarProps['searchParameters'] {
  const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters();
  const configFacetFilters = searchParameters?.facetFilters ?? [];
  const facetFilters = contextualSearch
    ? // Merge contextual search filters with config filters
      mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : // ... or use config facetFilters
      configFacetFilters;
  // The same object for as long as the parameters are the same: DocSearch starts its search over (from the initial
  // query, dropping what was typed) whenever it is given a new one, and the filters above are new arrays each render.
  const key = JSON.stringify([searchParameters, facetFilters]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key holds both values
  return useMemo(() => ({...searchParameters, facetFilters}), [key]);
}

function DocSearch({externalUrlRegex, ...props}: DocSearchBarProps) {
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters(props);
  const {siteConfig} = useDocusaurusContext();
  const settings = siteConfig.customFields?.search as SearchSettings;
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  const onSearchOutcome = useCallback((query: string, failed: boolean) => setFailedQuery(failed ? query : null), []);
  const localIndexUrls = useLocalIndexUrls(settings);
  const target = searchTarget(useLocation().pathname, settings);
  const placeholder =
    target.kind === 'docs'
      ? translate({id: 'theme.SearchBar.placeholderDocs', message: 'Search documentation'})
      : translate({id: 'theme.SearchBar.placeholderResources', message: 'Search resources'});
  // Decided when the dialog opens: viewport width and the (test-only) runtime provider override.
  const [openState, setOpenState] = useState({maxResultsPerGroup: 10, provider: settings.provider});
  // Memoized, like the search parameters: this bar renders again while the dialog is open (its error screen).
  const transformSearchClient = useTransformSearchClient(openState.provider, localIndexUrls, onSearchOutcome);

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

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
    if (provider === 'local') preloadIndex(localIndexUrls[target.indexName], window.location.origin);
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
            hitComponent={Hit}
            // The theme config carries extra keys (contextualSearch, searchPagePath...) DocSearch ignores.
            {...props}
            transformSearchClient={transformSearchClient}
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
