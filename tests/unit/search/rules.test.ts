import {
  effectiveProvider,
  hitPath,
  isQueryKey,
  missingResultsUrl,
  resultsPerGroup,
  searchTarget,
  selectionQuery,
} from '@site/src/lib/search';
import {algoliaThemeConfig, searchSettingsFromEnv} from '@site/plugins/local-search/config';

const settings = {docsIndex: 'asyncapi-docs', resourcesIndex: 'asyncapi'};

describe('hitPath: path + hash, without wrapper or header anchors', () => {
  it.each([
    ['https://www.asyncapi.com/docs/concepts/channel#channel-address', '/docs/concepts/channel#channel-address'],
    ['https://www.asyncapi.com/docs/concepts#__docusaurus_skipToContent_fallback', '/docs/concepts'],
    ['https://www.asyncapi.com/blog/post#__docusaurus', '/blog/post'],
    ['http://127.0.0.1:4173/de/docs', '/de/docs'],
    ['/tools/cli#install', '/tools/cli#install'],
  ])('%s → %s', (url, expected) => {
    expect(hitPath(url)).toBe(expected);
  });
});

describe('searchTarget: docs index on /docs (also /de/docs), resources elsewhere', () => {
  it.each([
    ['/docs', 'asyncapi-docs'],
    ['/docs/concepts/channel', 'asyncapi-docs'],
    ['/de/docs/tutorials', 'asyncapi-docs'],
    ['/de/docs', 'asyncapi-docs'],
    ['/', 'asyncapi'],
    ['/de', 'asyncapi'],
    ['/blog/docs-day', 'asyncapi'],
    ['/docsearch', 'asyncapi'],
    ['/tools/docs', 'asyncapi'],
  ])('%s → %s', (path, index) => {
    expect(searchTarget(path, settings).indexName).toBe(index);
  });
});

describe('resultsPerGroup', () => {
  it('is 5 up to 768 px and 10 above', () => {
    expect(resultsPerGroup(390)).toBe(5);
    expect(resultsPerGroup(768)).toBe(5);
    expect(resultsPerGroup(769)).toBe(10);
    expect(resultsPerGroup(1280)).toBe(10);
  });
});

describe('selectionQuery', () => {
  it('collapses whitespace and cuts to 64 characters', () => {
    const text = `  Event   driven\n${'x'.repeat(100)}`;
    const query = selectionQuery(text)!;
    expect(query).toHaveLength(64);
    expect(query.startsWith('Event driven x')).toBe(true);
    expect(selectionQuery('   ')).toBeUndefined();
    expect(selectionQuery(null)).toBeUndefined();
  });
});

describe('isQueryKey: letters and digits typed on the focused button', () => {
  const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...mods,
  });
  it('accepts one letter or digit, including non-ASCII letters', () => {
    expect(isQueryKey(key('k'))).toBe(true);
    expect(isQueryKey(key('7'))).toBe(true);
    expect(isQueryKey(key('ü'))).toBe(true);
  });
  it('refuses modifiers, named keys and punctuation', () => {
    expect(isQueryKey(key('k', {ctrlKey: true}))).toBe(false);
    expect(isQueryKey(key('k', {metaKey: true}))).toBe(false);
    expect(isQueryKey(key('Enter'))).toBe(false);
    expect(isQueryKey(key('/'))).toBe(false);
    expect(isQueryKey(key(' '))).toBe(false);
  });
});

describe('missingResultsUrl', () => {
  it('opens a new issue on the website repository with the query in title and body', () => {
    const url = new URL(missingResultsUrl('kafka & amqp'));
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/asyncapi/website/issues/new');
    expect(url.searchParams.get('title')).toContain('"kafka & amqp"');
    expect(url.searchParams.get('body')).toContain('"kafka & amqp"');
  });
});

describe('provider choice', () => {
  it('is local without Algolia credentials, with dummy credentials the theme requires', () => {
    expect(searchSettingsFromEnv({})).toEqual({
      provider: 'local',
      docsIndex: 'asyncapi-docs',
      resourcesIndex: 'asyncapi',
    });
    const config = algoliaThemeConfig({ALGOLIA_APP_ID: 'ABC'});
    expect(config).toMatchObject({
      contextualSearch: true,
      insights: false,
      searchPagePath: false,
      searchParameters: {hitsPerPage: 20},
    });
    expect(config.appId).not.toBe('ABC');
  });

  it('is Algolia with both credentials, with index names from the environment', () => {
    const env = {ALGOLIA_APP_ID: 'ABC', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_DOCS_INDEX: 'd', ALGOLIA_INDEX: 'r'};
    expect(searchSettingsFromEnv(env)).toEqual({provider: 'algolia', docsIndex: 'd', resourcesIndex: 'r'});
    expect(algoliaThemeConfig(env)).toMatchObject({appId: 'ABC', apiKey: 'key', indexName: 'r'});
  });

  it('honours the runtime override only for known providers', () => {
    expect(effectiveProvider('local', 'algolia')).toBe('algolia');
    expect(effectiveProvider('algolia', undefined)).toBe('algolia');
    expect(effectiveProvider('local', 'other')).toBe('local');
  });
});
