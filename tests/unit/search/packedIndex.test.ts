/** @jest-environment node */
import MiniSearch from 'minisearch';
import {
  buildIndex,
  createEngine,
  loadIndexFile,
  packedEngine,
  searchLocal,
} from '@site/plugins/local-search/client/engine';
import {packIndex, unpackIndex} from '@site/plugins/local-search/packedIndex';
import {clearIndexCache, createLocalSearchClient, preloadIndex} from '@site/plugins/local-search/client/searchClient';
import {createLazyLocalSearchClient, preloadLocalIndex} from '@site/plugins/local-search/client/lazyClient';
import {fromCompact, type CompactRecord, type IndexFile} from '@site/plugins/local-search/shared';

const ORIGIN = 'http://127.0.0.1:4173';

const corpus: CompactRecord[] = [
  {p: '/docs/concepts/channel', t: 'lvl1', h: ['Concepts', 'Channel']},
  {
    p: '/docs/concepts/channel',
    t: 'content',
    h: ['Concepts', 'Channel'],
    c: 'A channel carries messages; channels channels.',
  },
  {p: '/docs/concepts/message', a: 'payload', t: 'lvl2', h: ['Concepts', 'Message', 'Payload']},
  {
    p: '/docs/concepts/message',
    a: 'payload',
    t: 'content',
    h: ['Concepts', 'Message', 'Payload'],
    c: 'The payload of a message is described by a schema.',
  },
  {p: '/docs/reference/bindings', a: 'kafka', t: 'lvl2', h: ['Reference', 'Bindings', 'Kafka']},
  {
    p: '/docs/reference/bindings',
    a: 'kafka',
    t: 'content',
    h: ['Reference', 'Bindings', 'Kafka'],
    c: 'Kafka bindings describe topics, partitions and the schema registry.',
  },
];
const records = corpus.map((record, i) => fromCompact(record, i, ''));
const file: IndexFile = {version: 'v1', records: corpus, index: packedEngine(records)};

describe('packed MiniSearch index', () => {
  it('unpacks to exactly what MiniSearch serialized', () => {
    const json = createEngine(records).toJSON();
    expect(unpackIndex(packIndex(json))).toEqual(JSON.parse(JSON.stringify(json)));
  });

  it('is smaller than MiniSearch JSON and leaves out frequencies when all are 1', () => {
    const json = createEngine(records).toJSON();
    expect(JSON.stringify(packIndex(json)).length).toBeLessThan(JSON.stringify(json).length);
    const kafka = file.index!.index.find(([term]) => term === 'kafka');
    expect(kafka?.[1].every(([, , frequencies]) => frequencies === 0)).toBe(true);
    const channel = file.index!.index.find(([term]) => term === 'channel');
    expect(channel?.[1].some(([, , frequencies]) => Array.isArray(frequencies))).toBe(true);
  });

  it('answers every query as the index built in the browser does', () => {
    const loaded = loadIndexFile(file, ORIGIN);
    const built = buildIndex(corpus, ORIGIN);
    for (const query of ['channel', 'chan', 'kafka bindings', 'message payload', 'schema', 'paylod', 'nothing here']) {
      const a = searchLocal(loaded, {indexName: 'docs', query});
      const b = searchLocal(built, {indexName: 'docs', query});
      expect(a.hits.map((h) => h.url)).toEqual(b.hits.map((h) => h.url));
      expect(a.hits.map((h) => h._snippetResult.content.value)).toEqual(
        b.hits.map((h) => h._snippetResult.content.value),
      );
    }
    expect(searchLocal(loaded, {indexName: 'docs', query: 'kafka bindings'}).hits[0].url).toBe(
      `${ORIGIN}/docs/reference/bindings#kafka`,
    );
  });

  it('falls back to building the index for a file without one', () => {
    const loaded = loadIndexFile({version: 'v1', records: corpus}, ORIGIN);
    expect(searchLocal(loaded, {indexName: 'docs', query: 'channel'}).hits[0].url).toBe(
      `${ORIGIN}/docs/concepts/channel`,
    );
  });

  it('says what is wrong with an index it cannot use', () => {
    expect(() => unpackIndex({...file.index!, v: 1})).toThrow(
      'Search index format 1 is not supported (expected 2); rebuild the site',
    );
    expect(() => loadIndexFile({...file, records: corpus.slice(1)}, ORIGIN)).toThrow(
      'Search index has 6 documents for 5 records; rebuild the site',
    );
    const shifted = new MiniSearch({fields: ['content']});
    shifted.addAll([{id: 7, content: 'seven'}]);
    expect(() => packIndex(shifted.toJSON())).toThrow('packIndex: document 0 has id 7; ids must be record positions');
  });
});

describe('preloading when the dialog opens', () => {
  beforeEach(() => clearIndexCache());

  it('downloads the index once; the first query uses it', async () => {
    const fetcher = jest.fn(async () => ({ok: true, status: 200, json: async () => file}));
    preloadIndex('/search/docs.v1.json', ORIGIN, fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    const client = createLocalSearchClient({indexUrls: {docs: '/search/docs.v1.json'}, origin: ORIGIN, fetcher});
    const {results} = await client.search({requests: [{indexName: 'docs', query: 'payload'}]});
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(results[0].hits[0].url).toBe(`${ORIGIN}/docs/concepts/message#payload`);
  });

  it('a failed preload is not reported; the first query downloads again', async () => {
    const fetcher = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ok: true, status: 200, json: async () => file});
    preloadIndex('/search/docs.v1.json', ORIGIN, fetcher);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const client = createLocalSearchClient({indexUrls: {docs: '/search/docs.v1.json'}, origin: ORIGIN, fetcher});
    await expect(client.search({requests: [{indexName: 'docs', query: 'channel'}]})).resolves.toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe('the lazy client the SearchBar imports', () => {
  beforeEach(() => clearIndexCache());
  afterEach(() => jest.restoreAllMocks());

  it('loads the search code on its first search and answers like the local client', async () => {
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        async () => new Response(JSON.stringify(file), {status: 200, headers: {'content-type': 'application/json'}}),
      );
    const client = createLazyLocalSearchClient({indexUrls: {docs: '/search/docs.v2.json'}, origin: ORIGIN});
    const {results} = await client.search({requests: [{indexName: 'docs', query: 'kafka'}]});
    expect(results[0].hits[0].url).toBe(`${ORIGIN}/docs/reference/bindings#kafka`);
    expect(fetchSpy).toHaveBeenCalledWith('/search/docs.v2.json');
  });

  it('preloads through the same cache: the first search does not download again', async () => {
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(JSON.stringify(file), {status: 200}));
    preloadLocalIndex('/search/docs.v3.json', ORIGIN);
    const client = createLazyLocalSearchClient({indexUrls: {docs: '/search/docs.v3.json'}, origin: ORIGIN});
    await client.search({requests: [{indexName: 'docs', query: 'channel'}]});
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
