/** @jest-environment node */
/**
 * The index in parts (plugins/local-search/shards.ts, src/search/shardedIndex.ts, src/search/packedIndex.ts): what the build writes,
 * that a query downloads only the parts it needs, and that it answers exactly as one MiniSearch index over every
 * record would.
 */
import MiniSearch from 'minisearch';
import {createEngine, engineOptions, searchLocal, type Doc, type LocalIndex} from '@site/src/search/engine';
import {packPostings, SERIALIZATION_VERSION, unpackPostings} from '@site/src/search/packedIndex';
import {shardIndex, TERM_FILE_CHARS, TEXT_FILE_CHARS} from '@site/plugins/local-search/shards';
import {clearIndexCache, createLocalSearchClient, preloadIndex} from '@site/src/search/searchClient';
import type {SearchRecord} from '@site/src/search/shared';
import {indexFiles, memoryFetcher, memoryIndex, SITE, toRecords, type ShortRecord} from './searchIndex';

const ORIGIN = 'http://127.0.0.1:4173';

const small: ShortRecord[] = [
  {p: '/docs/concepts/channel', t: 'lvl1', h: ['Concepts', 'Channel']},
  {
    p: '/docs/concepts/channel',
    t: 'content',
    h: ['Concepts', 'Channel'],
    c: 'A channel carries messages; channels channels.',
  },
  {p: '/docs/concepts/message', t: 'lvl1', h: ['Concepts', 'Message']},
  {p: '/docs/concepts/message', a: 'payload', t: 'lvl2', h: ['Concepts', 'Message', 'Payload']},
  {
    p: '/docs/concepts/message',
    a: 'payload',
    t: 'content',
    h: ['Concepts', 'Message', 'Payload'],
    c: 'The payload of a message is described by a schema.',
  },
  {p: '/docs/reference/bindings', t: 'lvl1', h: ['Reference', 'Bindings']},
  {p: '/docs/reference/bindings', a: 'kafka', t: 'lvl2', h: ['Reference', 'Bindings', 'Kafka']},
  {
    p: '/docs/reference/bindings',
    a: 'kafka-server-bindingVersion',
    t: 'content',
    h: ['Reference', 'Bindings', 'Kafka'],
    c: 'bindingVersion — string — The version of this binding.',
    defines: ['bindingVersion'],
    ownAnchor: true,
  },
  {
    p: '/docs/reference/bindings',
    a: 'kafka',
    t: 'content',
    h: ['Reference', 'Bindings', 'Kafka'],
    c: 'Kafka bindings describe topics, partitions and the schema registry.',
  },
];

/**
 * A corpus large enough for many term and text files: 60 pages of headings and paragraphs drawn from a fixed word
 * list (a small linear congruential generator, so every run writes the same files), tool docs with their own tags.
 */
function largeCorpus(): SearchRecord[] {
  const words = (
    'channel message payload schema server operation binding kafka mqtt amqp broker topic queue header trait ' +
    'security generator template parser validate document version reply correlation identifier parameter ' +
    'publish subscribe send receive producer consumer event driven specification reference tutorial guide ' +
    'migration component example field object string number boolean array default required optional value ' +
    'nachricht kanal schnittstelle ereignis'
  ).split(' ');
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const text = (n: number) => Array.from({length: n}, () => words[random(words.length)]).join(' ');
  const list: ShortRecord[] = [];
  for (let page = 0; page < 60; page += 1) {
    const p = `/docs/section-${page % 6}/page-${page}`;
    const g =
      page % 5 === 0 ? 'docs-generator-current' : page % 7 === 0 ? 'docs-generator-2.x' : 'docs-default-current';
    const h = ['Section', `Page ${text(2)}`];
    list.push({p, t: 'lvl1', h, g});
    let heading = h;
    let anchor: string | undefined;
    for (let block = 0; block < 12; block += 1) {
      if (block % 4 === 0) {
        anchor = `h-${block}`;
        heading = [...h, text(2)];
        list.push({p, a: anchor, t: 'lvl2', h: heading, g});
      } else if (block % 4 === 3) {
        const field = `${words[random(words.length)]}${words[random(10)]!.replace(/^./, (c) => c.toUpperCase())}`;
        list.push({
          p,
          a: `${anchor}-${field}`,
          t: 'content',
          h: heading,
          c: `${field} — string — ${text(8)}`,
          g,
          defines: [field],
          ownAnchor: true,
        });
      } else list.push({p, a: anchor, t: 'content', h: heading, c: text(10 + random(40)), g});
    }
  }
  return toRecords(list);
}

/** The key names are compared by (src/search/engine.ts nameKey), written out again here. */
const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The reference: the whole index in one file, as the browser loaded it before the index was split (MiniSearch's
 * serialized index, loaded with `MiniSearch.loadJS`), with the same ranking code around it.
 */
function wholeIndex(records: SearchRecord[]): LocalIndex {
  const engine = MiniSearch.loadJS<Doc>(createEngine(records, 'en').toJSON(), engineOptions('en'));
  return {
    prepare: async () => undefined,
    engine: () => engine,
    stem: engineOptions('en').processTerm,
    tagOf: (id) => records[id]!.docusaurus_tag,
    definedNames: (name) =>
      records.flatMap((r, id) =>
        (r.defines ?? []).some((defined) => key(defined) === name)
          ? [[id, r.ownAnchor ? 0 : 2] as [number, number]]
          : [],
      ),
    headingNames: (name) =>
      records.flatMap((r, id) => (r.type !== 'content' && key(r.hierarchy[r.type]!) === name ? [id] : [])),
    records: async (ids) => ids.map((id) => records[id]!),
  };
}

describe('packed postings', () => {
  const json = createEngine(toRecords(small), 'en').toJSON();

  it('unpack to exactly what MiniSearch serialized for each term, and leave out frequencies when all are 1', () => {
    for (const [term, data] of json.index as [string, Record<string, Record<string, number>>][]) {
      expect([term, unpackPostings(packPostings(data))]).toEqual([term, JSON.parse(JSON.stringify(data))]);
    }
    const packed = (term: string) =>
      packPostings((json.index as [string, Record<string, Record<string, number>>][]).find(([t]) => t === term)![1]);
    expect(packed('kafka').every(([, , frequencies]) => frequencies === 0)).toBe(true);
    expect(packed('channel').some(([, , frequencies]) => Array.isArray(frequencies))).toBe(true);
  });

  it("are MiniSearch's serialization format, with record positions as ids and no stored fields", () => {
    expect(json.serializationVersion).toBe(SERIALIZATION_VERSION);
    // The entry's field lengths are by field id in the order of engineOptions().fields (shards.ts).
    expect(json.fieldIds).toEqual(Object.fromEntries(engineOptions('en').fields.map((field, i) => [field, i])));
    for (const [shortId, id] of Object.entries(json.documentIds)) expect(String(id)).toBe(shortId);
    expect(json.storedFields).toEqual({});
  });
});

describe('the index in parts', () => {
  const records = largeCorpus();
  const {entry, files} = shardIndex(records, {folder: 'docs', version: 'v1', language: 'en'});
  const sizes = (kind: string) =>
    Object.entries(files)
      .filter(([name]) => name.startsWith(`docs/${kind}.`))
      .map(([, json]) => json.length);

  it('writes an entry, term files and text files of about the chosen sizes, named by their content', () => {
    expect(entry.documentCount).toBe(records.length);
    expect(entry.pages).toHaveLength(60);
    expect(entry.termFiles.length).toBeGreaterThan(2);
    expect(entry.textFiles.length).toBeGreaterThan(10);
    expect(Object.keys(files)).toHaveLength(entry.termFiles.length + entry.textFiles.length);
    for (const name of Object.keys(files)) expect(name).toMatch(/^docs\/(terms|text)\.[0-9a-f]{12}\.json$/);
    // Every file but the last of its kind is closed just after passing its size.
    expect(Math.max(...sizes('text'))).toBeLessThan(TEXT_FILE_CHARS * 2);
    expect(Math.max(...sizes('terms'))).toBeLessThan(TERM_FILE_CHARS * 3);
    // Same content, same names; a change in one record renames only the files that hold it.
    const again = shardIndex(largeCorpus(), {folder: 'docs', version: 'v1', language: 'en'});
    expect(Object.keys(again.files)).toEqual(Object.keys(files));
    const changed = largeCorpus();
    changed[5] = {...changed[5]!, content: `${changed[5]!.content} zebra`};
    const renamed = Object.keys(shardIndex(changed, {folder: 'docs', version: 'v1', language: 'en'}).files).filter(
      (n) => !files[n],
    );
    expect(renamed.length).toBeGreaterThan(0);
    expect(renamed.length).toBeLessThan(4);
  });

  it('answers every query as one index over all records: the same hits, in the same order, with the same marks', async () => {
    const parts = await memoryIndex(records, ORIGIN);
    const whole = wholeIndex(
      records.map((r) => ({
        ...r,
        url: r.url.replace(SITE, ORIGIN),
        url_without_anchor: r.url_without_anchor.replace(SITE, ORIGIN),
      })),
    );
    const queries = [
      'channel',
      'chan',
      'c',
      'kafka binding',
      'message payload',
      'mesage paylod',
      'the schema of a message',
      'to',
      'publish subscribe',
      'nachricht',
      'kanal ereig',
      'validate document version',
      'zzqq kafka',
      'qqzzxxvvkk',
    ];
    const tags = ['default', 'docs-default-current', 'docs-generator-current'];
    for (const query of queries) {
      for (const options of [{}, {tags}, {hitsPerPage: 5}]) {
        const a = (await searchLocal(parts, {query, ...options})).response;
        const b = (await searchLocal(whole, {query, ...options})).response;
        expect([query, a.nbHits, a.hits.map((h) => [h.url, h.type, h.content, h.hierarchy])]).toEqual([
          query,
          b.nbHits,
          b.hits.map((h) => [h.url, h.type, h.content, h.hierarchy]),
        ]);
        expect(a.hits.map((h) => h._snippetResult.content.value)).toEqual(
          b.hits.map((h) => h._snippetResult.content.value),
        );
      }
    }
    // Scores too: the engine the query ran on holds every posting the whole index has for its terms.
    for (const query of queries) {
      expect(
        parts
          .engine()
          .search(query, {prefix: true, fuzzy: 0.25})
          .map((r) => [r.id, r.score]),
      ).toEqual(
        whole
          .engine()
          .search(query, {prefix: true, fuzzy: 0.25})
          .map((r) => [r.id, r.score]),
      );
    }
  });

  it('a query downloads the entry, the term files of its words and the text files of its hits, not the rest', async () => {
    const served = indexFiles(records);
    const {fetcher, asked} = memoryFetcher(served);
    const client = createLocalSearchClient({indexUrls: {docs: '/search/docs.v1.json'}, origin: ORIGIN, fetcher});
    clearIndexCache();
    const request = {indexName: 'docs', query: 'kanal ereignis', hitsPerPage: 5};
    const {results} = await client.search({requests: [request]});
    expect(results[0]!.hits).toHaveLength(5);
    expect(asked[0]).toBe('/search/docs.v1.json');
    const terms = asked.filter((url) => url.includes('/terms.'));
    const texts = asked.filter((url) => url.includes('/text.'));
    expect(terms.length).toBeGreaterThan(0);
    expect(terms.length).toBeLessThan(entry.termFiles.length);
    // Titles and headings need no text file; each body text hit needs the one file that holds it.
    const bodyHits = results[0]!.hits.filter((hit) => hit.type === 'content').length;
    expect(bodyHits).toBeGreaterThan(0);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.length).toBeLessThanOrEqual(bodyHits);
    // The same query again downloads nothing more.
    await client.search({requests: [request]});
    expect(asked).toHaveLength(1 + terms.length + texts.length);
  });

  it('finds a row by the name it defines and links to the row', async () => {
    const parts = await memoryIndex(toRecords(small), ORIGIN);
    const {response} = await searchLocal(parts, {query: 'bindingVersion'});
    expect(response.hits[0]!.url).toBe(`${ORIGIN}/docs/reference/bindings#kafka-server-bindingVersion`);
    expect(response.hits[0]!.hierarchy.lvl2).toBe('Kafka');
  });

  it('refuses records that do not follow their page', () => {
    expect(() => shardIndex([...toRecords(small).slice(1)], {folder: 'docs', version: 'v1', language: 'en'})).toThrow(
      'search index: record 0 (https://www.asyncapi.com/docs/concepts/channel) is not on the page before it',
    );
  });
});

describe('preloading when the dialog opens', () => {
  beforeEach(() => clearIndexCache());

  it('downloads the entry once, and only the entry; the first query uses it', async () => {
    const {fetcher, asked} = memoryFetcher(indexFiles(toRecords(small)));
    preloadIndex('/search/docs.v1.json', ORIGIN, fetcher);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual(['/search/docs.v1.json']);
    const client = createLocalSearchClient({indexUrls: {docs: '/search/docs.v1.json'}, origin: ORIGIN, fetcher});
    const {results} = await client.search({requests: [{indexName: 'docs', query: 'payload'}]});
    expect(asked.filter((url) => url === '/search/docs.v1.json')).toHaveLength(1);
    expect(results[0]!.hits[0]!.url).toBe(`${ORIGIN}/docs/concepts/message#payload`);
  });

  it('a failed preload is not reported; the first query downloads again', async () => {
    const {fetcher: good} = memoryFetcher(indexFiles(toRecords(small)));
    const fetcher = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockImplementation(good);
    preloadIndex('/search/docs.v1.json', ORIGIN, fetcher);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const client = createLocalSearchClient({indexUrls: {docs: '/search/docs.v1.json'}, origin: ORIGIN, fetcher});
    await expect(client.search({requests: [{indexName: 'docs', query: 'channel'}]})).resolves.toBeTruthy();
    expect(fetcher.mock.calls.filter(([url]) => url === '/search/docs.v1.json')).toHaveLength(2);
  });
});

describe("the client as the SearchBar uses it (the browser's fetch)", () => {
  beforeEach(() => clearIndexCache());
  afterEach(() => jest.restoreAllMocks());

  const served = (version: string) => {
    const files = indexFiles(toRecords(small), version);
    return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const json = files.get(String(input));
      return new Response(json ?? 'missing', {status: json ? 200 : 404, headers: {'content-type': 'application/json'}});
    });
  };

  it('loads the search code and the entry on its first search', async () => {
    const fetchSpy = served('v2');
    const client = createLocalSearchClient({indexUrls: {docs: '/search/docs.v2.json'}, origin: ORIGIN});
    const {results} = await client.search({requests: [{indexName: 'docs', query: 'kafka'}]});
    expect(results[0]!.hits[0]!.url).toBe(`${ORIGIN}/docs/reference/bindings#kafka`);
    expect(fetchSpy).toHaveBeenCalledWith('/search/docs.v2.json');
  });

  it('preloads through the same cache: the first search does not download the entry again', async () => {
    const fetchSpy = served('v3');
    preloadIndex('/search/docs.v3.json', ORIGIN);
    const client = createLocalSearchClient({indexUrls: {docs: '/search/docs.v3.json'}, origin: ORIGIN});
    await client.search({requests: [{indexName: 'docs', query: 'channel'}]});
    expect(fetchSpy.mock.calls.filter(([url]) => url === '/search/docs.v3.json')).toHaveLength(1);
  });
});
