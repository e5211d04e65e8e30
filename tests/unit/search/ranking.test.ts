/** @jest-environment node */
import {buildIndex, createMarker, searchLocal, highlight, snippet} from '@site/plugins/local-search/client/engine';
import {clearIndexCache, createLocalSearchClient} from '@site/plugins/local-search/client/searchClient';
import type {CompactRecord} from '@site/plugins/local-search/shared';

const ORIGIN = 'http://127.0.0.1:4173';

/** A small corpus: the same word as a page title, as a heading, and in body text. */
const corpus: CompactRecord[] = [
  {
    p: '/docs/guides/brokers',
    t: 'content',
    h: ['Guides', 'Brokers'],
    c: 'Every broker exposes at least one channel to clients.',
  },
  {p: '/docs/guides/naming', a: 'channel-names', t: 'lvl2', h: ['Guides', 'Naming', 'Channel names']},
  {p: '/docs/concepts/channel', t: 'lvl1', h: ['Concepts', 'Channel']},
  {
    p: '/docs/concepts/channel',
    t: 'content',
    h: ['Concepts', 'Channel'],
    c: 'An addressable component that carries messages.',
  },
  {p: '/docs/concepts/message', t: 'lvl1', h: ['Concepts', 'Message']},
  {p: '/docs/concepts/message', a: 'message-payload', t: 'lvl2', h: ['Concepts', 'Message', 'Message payload']},
  {
    p: '/docs/concepts/message',
    a: 'message-payload',
    t: 'content',
    h: ['Concepts', 'Message', 'Message payload'],
    c: 'The payload holds the application data, described by a schema.',
  },
  {p: '/docs/reference/bindings/kafka', t: 'lvl1', h: ['Reference', 'Kafka bindings']},
  {
    p: '/docs/reference/bindings/kafka',
    a: 'server-binding',
    t: 'content',
    h: ['Reference', 'Kafka bindings', 'Server binding'],
    c: 'Kafka servers accept a schema registry URL.',
  },
  {p: '/docs/tools/generator/template', t: 'lvl1', h: ['Tools', 'Generator template']},
  {
    p: '/docs/tools/generator/hooks',
    t: 'content',
    h: ['Tools', 'Hooks'],
    c: 'A template may register hooks that the generator runs.',
  },
  {p: '/docs/migration/migrating-to-v3', t: 'lvl1', h: ['Migration', 'Migrating to v3']},
  {
    p: '/docs/migration/migrating-to-v3',
    a: 'operations',
    t: 'content',
    h: ['Migration', 'Migrating to v3', 'Operations'],
    c: 'To migrate, move each operation out of its channel.',
  },
];

const index = buildIndex(corpus, ORIGIN);
const urls = (query: string) =>
  searchLocal(index, {indexName: 'asyncapi-docs', query}).hits.map((h) => h.url.replace(ORIGIN, ''));

describe('ranking: title > heading > body', () => {
  it('puts the page titled "Channel" first, the "Channel names" heading next, body text last', () => {
    const found = urls('channel');
    expect(found[0]).toBe('/docs/concepts/channel');
    expect(found.indexOf('/docs/guides/naming#channel-names')).toBeLessThan(found.indexOf('/docs/guides/brokers'));
    expect(found).toContain('/docs/guides/brokers');
  });

  it('matches prefixes while typing', () => {
    expect(urls('chan')[0]).toBe('/docs/concepts/channel');
    expect(urls('gen templ')[0]).toBe('/docs/tools/generator/template');
  });

  it('tolerates a typo', () => {
    expect(urls('chanel')[0]).toBe('/docs/concepts/channel');
    expect(urls('mesage payload')[0]).toBe('/docs/concepts/message#message-payload');
  });

  it.each([
    ['kafka bindings', '/docs/reference/bindings/kafka'],
    ['generator template', '/docs/tools/generator/template'],
    ['message payload', '/docs/concepts/message#message-payload'],
    ['migrate to v3', '/docs/migration/migrating-to-v3'],
  ])('"%s" finds %s first', (query, url) => {
    expect(urls(query)[0]).toBe(url);
  });

  it('does not pad few results with records that share only a stop word', () => {
    const found = urls('migrate to v3');
    expect(found.length).toBeGreaterThan(0);
    expect(found).not.toContain('/docs/guides/brokers'); // "… one channel to clients."
    expect(urls('kafka zzqq')).toContain('/docs/reference/bindings/kafka'); // some words still pad
  });

  it('finds nothing for unrelated words', () => {
    expect(urls('qqzzxxvvkk')).toEqual([]);
  });
});

describe('Algolia-shaped answer', () => {
  it('has the result fields DocSearch reads, absolute URLs and <mark> highlights', () => {
    const result = searchLocal(index, {indexName: 'asyncapi-docs', query: 'payload', hitsPerPage: 2});
    expect(result).toMatchObject({page: 0, hitsPerPage: 2, query: 'payload', index: 'asyncapi-docs'});
    expect(result.nbHits).toBeGreaterThanOrEqual(2);
    expect(result.hits).toHaveLength(2);
    expect(result.nbPages).toBe(Math.ceil(result.nbHits / 2));
    const hit = result.hits.find((h) => h.type === 'content')!;
    expect(hit.url).toBe(`${ORIGIN}/docs/concepts/message#message-payload`);
    expect(hit._snippetResult.content.value).toContain('<mark>payload</mark>');
    expect(hit._highlightResult.hierarchy.lvl2.value).toBe('Message <mark>payload</mark>');
    expect(hit._highlightResult.hierarchy.lvl2.matchLevel).toBe('full');
    expect(hit._highlightResult.hierarchy.lvl0.matchLevel).toBe('none');
  });

  it('marks whole words that start with a term, in any script, and not words that only contain it', () => {
    const marker = createMarker(['nachricht', 'chan'], ['nachricht', 'chan']);
    const result = highlight('Nachrichten über Channels, nicht Subchannels.', marker);
    expect(result.value).toBe('<mark>Nachrichten</mark> über <mark>Channels</mark>, nicht Subchannels.');
    expect(result.matchLevel).toBe('full');
    expect(highlight('Channel', createMarker(['channel'], ['channel'])).fullyHighlighted).toBe(true);
    expect(highlight('Channel names', createMarker(['channel'], ['channel'])).fullyHighlighted).toBe(false);
    expect(highlight('Servers', createMarker(['channel'], ['channel']))).toMatchObject({
      matchLevel: 'none',
      matchedWords: [],
    });
  });

  it('escapes HTML before highlighting and cuts long snippets with an ellipsis', () => {
    expect(highlight('<b>channel</b>', createMarker(['channel'], ['channel'])).value).toBe(
      '&lt;b&gt;<mark>channel</mark>&lt;/b&gt;',
    );
    const long = `${'word '.repeat(30)}channel ${'tail '.repeat(30)}`.trim();
    const cut = snippet(long, createMarker(['channel'], ['channel'])).value;
    expect(cut.startsWith('… ')).toBe(true);
    expect(cut.endsWith(' …')).toBe(true);
    expect(cut).toContain('<mark>channel</mark>');
  });
});

describe('local search client', () => {
  beforeEach(() => clearIndexCache());

  it('fetches an index once, on the first search, and answers each request', async () => {
    const fetcher = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({version: 'v1', records: corpus}),
    }));
    const client = createLocalSearchClient({
      indexUrls: {'asyncapi-docs': '/search/docs.v1.json'},
      origin: ORIGIN,
      fetcher,
    });
    expect(fetcher).not.toHaveBeenCalled();
    const {results} = await client.search({
      requests: [{indexName: 'asyncapi-docs', query: 'channel', hitsPerPage: 20}],
    });
    await client.search({requests: [{indexName: 'asyncapi-docs', query: 'message'}]});
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(results[0].hits[0].hierarchy.lvl1).toBe('Channel');
  });

  it('reports a failed download as RetryError (DocSearch error screen) and retries on the next query', async () => {
    const fetcher = jest
      .fn()
      .mockResolvedValueOnce({ok: false, status: 404, json: async () => ({})})
      .mockResolvedValueOnce({ok: true, status: 200, json: async () => ({version: 'v1', records: corpus})});
    const client = createLocalSearchClient({indexUrls: {docs: '/search/docs.v1.json'}, origin: ORIGIN, fetcher});
    await expect(client.search({requests: [{indexName: 'docs', query: 'channel'}]})).rejects.toMatchObject({
      name: 'RetryError',
    });
    await expect(client.search({requests: [{indexName: 'docs', query: 'channel'}]})).resolves.toBeTruthy();
  });
});
