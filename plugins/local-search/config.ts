/**
 * Search configuration from the environment: Algolia when `ALGOLIA_APP_ID` and `ALGOLIA_SEARCH_API_KEY` are set,
 * else the local index, with the dummy appId/apiKey pair the theme requires (README.md here, "Algolia").
 */

import type {SearchSettings} from '../../src/lib/search';

export const DEFAULT_DOCS_INDEX = 'asyncapi-docs';
export const DEFAULT_RESOURCES_INDEX = 'asyncapi';
/** Values the theme requires even when Algolia is not used. They are never sent anywhere in local mode. */
export const DUMMY_APP_ID = 'LOCALSEARCH';
export const DUMMY_API_KEY = 'local-search-no-key';

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export function searchSettingsFromEnv(env: Env = process.env): SearchSettings {
  const configured = Boolean(read(env, 'ALGOLIA_APP_ID') && read(env, 'ALGOLIA_SEARCH_API_KEY'));
  return {
    provider: configured ? 'algolia' : 'local',
    docsIndex: read(env, 'ALGOLIA_DOCS_INDEX') ?? DEFAULT_DOCS_INDEX,
    resourcesIndex: read(env, 'ALGOLIA_INDEX') ?? DEFAULT_RESOURCES_INDEX,
  };
}

/** The `themeConfig.algolia` block for @docusaurus/theme-search-algolia. */
export function algoliaThemeConfig(env: Env = process.env) {
  const settings = searchSettingsFromEnv(env);
  const algolia = settings.provider === 'algolia';
  return {
    appId: algolia ? read(env, 'ALGOLIA_APP_ID')! : DUMMY_APP_ID,
    apiKey: algolia ? read(env, 'ALGOLIA_SEARCH_API_KEY')! : DUMMY_API_KEY,
    // The SearchBar swaps this for the docs index on /docs pages.
    indexName: settings.resourcesIndex,
    // Docusaurus's contextual search: on a docs page, only the versions of each docs instance the reader is in
    // (the local client honours the same docusaurus_tag facet filters as Algolia).
    contextualSearch: true,
    insights: false,
    searchPagePath: false as const,
    searchParameters: {hitsPerPage: 20},
  };
}
