/** @jest-environment node */
import {
  createMarker,
  engineOptions,
  exactNameTiers,
  highlight,
  looksLikeName,
  nameKey,
  searchLocal,
  snippet,
  type LocalIndex,
} from '@site/src/search/engine';
import {clearIndexCache, createLocalSearchClient} from '@site/src/search/searchClient';
import {indexFiles, memoryFetcher, memoryIndex, toRecords, type ShortRecord} from './searchIndex';

const ORIGIN = 'http://127.0.0.1:4173';

/** A small corpus: the same word as a page title, as a heading, and in body text. Each page starts with its title. */
const corpus: ShortRecord[] = [
  {p: '/docs/guides/brokers', t: 'lvl1', h: ['Guides', 'Brokers']},
  {
    p: '/docs/guides/brokers',
    t: 'content',
    h: ['Guides', 'Brokers'],
    c: 'Every broker exposes at least one channel to clients.',
  },
  {p: '/docs/guides/naming', t: 'lvl1', h: ['Guides', 'Naming']},
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
    t: 'lvl2',
    h: ['Reference', 'Kafka bindings', 'Server binding'],
  },
  {
    p: '/docs/reference/bindings/kafka',
    a: 'server-binding',
    t: 'content',
    h: ['Reference', 'Kafka bindings', 'Server binding'],
    c: 'Kafka servers accept a schema registry URL.',
  },
  {p: '/docs/tools/generator/template', t: 'lvl1', h: ['Tools', 'Generator template']},
  {p: '/docs/tools/generator/hooks', t: 'lvl1', h: ['Tools', 'Hooks']},
  {
    p: '/docs/tools/generator/hooks',
    t: 'content',
    h: ['Tools', 'Hooks'],
    c: 'A template may register hooks that the generator runs.',
  },
  {p: '/docs/migration/migrating-to-v3', t: 'lvl1', h: ['Migration', 'Migrating to v3']},
  {p: '/docs/migration/migrating-to-v3', a: 'operations', t: 'lvl2', h: ['Migration', 'Migrating to v3', 'Operations']},
  {
    p: '/docs/migration/migrating-to-v3',
    a: 'operations',
    t: 'content',
    h: ['Migration', 'Migrating to v3', 'Operations'],
    c: 'To migrate, move each operation out of its channel.',
  },
];

let index: LocalIndex;
beforeAll(async () => {
  index = await memoryIndex(toRecords(corpus), ORIGIN);
});
const search = async (query: string, hitsPerPage?: number) => (await searchLocal(index, {query, hitsPerPage})).response;
const urls = async (query: string) => (await search(query)).hits.map((h) => h.url.replace(ORIGIN, ''));

describe('ranking: title > heading > body', () => {
  it('puts the page titled "Channel" first, the "Channel names" heading next, body text last', async () => {
    const found = await urls('channel');
    expect(found[0]).toBe('/docs/concepts/channel');
    expect(found.indexOf('/docs/guides/naming#channel-names')).toBeLessThan(found.indexOf('/docs/guides/brokers'));
    expect(found).toContain('/docs/guides/brokers');
  });

  it('matches prefixes while typing', async () => {
    expect((await urls('chan'))[0]).toBe('/docs/concepts/channel');
    expect((await urls('gen templ'))[0]).toBe('/docs/tools/generator/template');
  });

  it('tolerates a typo', async () => {
    expect((await urls('chanel'))[0]).toBe('/docs/concepts/channel');
    expect((await urls('mesage payload'))[0]).toBe('/docs/concepts/message#message-payload');
  });

  it.each([
    ['kafka bindings', '/docs/reference/bindings/kafka'],
    ['generator template', '/docs/tools/generator/template'],
    ['message payload', '/docs/concepts/message#message-payload'],
    ['migrate to v3', '/docs/migration/migrating-to-v3'],
  ])('"%s" finds %s first', async (query, url) => {
    expect((await urls(query))[0]).toBe(url);
  });

  it('does not pad few results with records that share only a stop word', async () => {
    const found = await urls('migrate to v3');
    expect(found.length).toBeGreaterThan(0);
    expect(found).not.toContain('/docs/guides/brokers'); // "… one channel to clients."
    expect(await urls('kafka zzqq')).toContain('/docs/reference/bindings/kafka'); // some words still pad
  });

  it('finds nothing for unrelated words', async () => {
    expect(await urls('qqzzxxvvkk')).toEqual([]);
  });
});

describe('stemming by language (@orama/stemmers)', () => {
  /** Pages of a German index whose words differ from the query's only by inflection. */
  const german: ShortRecord[] = [
    {p: '/de/docs/concepts/message', t: 'lvl1', h: ['Konzepte', 'Nachricht']},
    {p: '/de/docs/concepts/message', t: 'content', h: ['Konzepte', 'Nachricht'], c: 'Eine Nachricht trägt Daten.'},
    {p: '/de/docs/concepts/channel', t: 'lvl1', h: ['Konzepte', 'Kanal']},
    {p: '/de/docs/concepts/channel', t: 'content', h: ['Konzepte', 'Kanal'], c: 'Die Kanäle eines Servers.'},
    {p: '/de/docs/concepts/nachrichtenformat', t: 'lvl1', h: ['Konzepte', 'Nachrichtenformate']},
  ];

  it('reads each inflected form of a German word as one stem, and English words with the English stemmer', () => {
    const de = engineOptions('de').processTerm;
    expect(de('Nachrichten')).toBe(de('Nachricht'));
    expect(de('Kanäle')).toBe(de('Kanal'));
    expect(de('Bindungen')).toBe(de('Bindung'));
    const en = engineOptions('en').processTerm;
    expect(en('migrating')).toBe(en('migrate'));
    expect(en('bindings')).toBe(en('binding'));
    expect(en('Messages')).toBe(en('message'));
  });

  it('finds German pages by an inflected form of their words, and marks the inflected words', async () => {
    const index = await memoryIndex(toRecords(german), ORIGIN, 'de');
    const hits = async (query: string) =>
      (await searchLocal(index, {query})).response.hits.map((h) => h.url.replace(ORIGIN, ''));
    expect((await hits('Nachrichten'))[0]).toBe('/de/docs/concepts/message');
    expect(await hits('Nachrichten')).toContain('/de/docs/concepts/nachrichtenformat');
    expect((await hits('Kanäle'))[0]).toBe('/de/docs/concepts/channel');
    const {hits: found} = (await searchLocal(index, {query: 'Kanal'})).response;
    expect(found.find((h) => h.type === 'content')?._snippetResult.content.value).toBe(
      'Die <mark>Kanäle</mark> eines Servers.',
    );
  });
});

describe('Algolia-shaped answer', () => {
  it('has the result fields DocSearch reads, absolute URLs and <mark> highlights', async () => {
    const result = await search('payload', 2);
    expect(Object.keys(result)).toEqual(['hits', 'nbHits']);
    expect(result.nbHits).toBeGreaterThanOrEqual(2);
    expect(result.hits).toHaveLength(2);
    const hit = result.hits.find((h) => h.type === 'content')!;
    expect(hit.url).toBe(`${ORIGIN}/docs/concepts/message#message-payload`);
    expect(hit._snippetResult.content.value).toContain('<mark>payload</mark>');
    expect(hit._highlightResult.hierarchy.lvl2.value).toBe('Message <mark>payload</mark>');
    expect(hit._highlightResult.hierarchy.lvl2.matchLevel).toBe('full');
    expect(hit._highlightResult.hierarchy.lvl0.matchLevel).toBe('none');
  });

  it('marks whole words that start with a term, in any script, and not words that only contain it', () => {
    const marker = createMarker([], ['nachricht', 'chan']);
    const result = highlight('Nachrichten über Channels, nicht Subchannels.', marker);
    expect(result.value).toBe('<mark>Nachrichten</mark> über <mark>Channels</mark>, nicht Subchannels.');
    expect(result.matchLevel).toBe('full');
    expect(highlight('Channel', createMarker([], ['channel'])).fullyHighlighted).toBe(true);
    expect(highlight('Channel names', createMarker([], ['channel'])).fullyHighlighted).toBe(false);
    expect(highlight('Servers', createMarker([], ['channel']))).toMatchObject({
      matchLevel: 'none',
      matchedWords: [],
    });
  });

  it('escapes HTML before highlighting and cuts long snippets with an ellipsis', () => {
    expect(highlight('<b>channel</b>', createMarker([], ['channel'])).value).toBe(
      '&lt;b&gt;<mark>channel</mark>&lt;/b&gt;',
    );
    const long = `${'word '.repeat(30)}channel ${'tail '.repeat(30)}`.trim();
    const cut = snippet(long, createMarker([], ['channel'])).value;
    expect(cut.startsWith('… ')).toBe(true);
    expect(cut.endsWith(' …')).toBe(true);
    expect(cut).toContain('<mark>channel</mark>');
  });
});

describe('local search client', () => {
  beforeEach(() => clearIndexCache());

  it('fetches the entry once, on the first search, then only the files each query needs', async () => {
    const {fetcher, asked} = memoryFetcher(indexFiles(toRecords(corpus)));
    const client = createLocalSearchClient({
      indexUrls: {'asyncapi-docs': '/search/docs.v1.json'},
      origin: ORIGIN,
      fetcher,
    });
    expect(fetcher).not.toHaveBeenCalled();
    const {results} = await client.search({
      requests: [{indexName: 'asyncapi-docs', query: 'channel', hitsPerPage: 20}],
    });
    await client.search({requests: [{indexName: 'asyncapi-docs', query: 'channel'}]});
    expect(asked.filter((url) => url === '/search/docs.v1.json')).toHaveLength(1);
    expect(new Set(asked).size).toBe(asked.length); // no file twice
    expect(results[0].hits[0].hierarchy.lvl1).toBe('Channel');
  });

  it('reports a failed download as RetryError (DocSearch error screen) and retries on the next query', async () => {
    const {fetcher: good} = memoryFetcher(indexFiles(toRecords(corpus)));
    const fetcher = jest
      .fn()
      .mockResolvedValueOnce({ok: false, status: 404, json: async () => ({})})
      .mockImplementation(good);
    const client = createLocalSearchClient({indexUrls: {docs: '/search/docs.v1.json'}, origin: ORIGIN, fetcher});
    await expect(client.search({requests: [{indexName: 'docs', query: 'channel'}]})).rejects.toMatchObject({
      name: 'RetryError',
    });
    await expect(client.search({requests: [{indexName: 'docs', query: 'channel'}]})).resolves.toBeTruthy();
  });

  it('reports a term or text file that fails as RetryError, and asks for it again on the next query', async () => {
    const files = indexFiles(toRecords(corpus));
    const {fetcher: good} = memoryFetcher(files);
    let failing = true;
    const fetcher = jest.fn(async (url: string) =>
      failing && url !== '/search/docs.v1.json' ? {ok: false, status: 503, json: async () => ({})} : good(url),
    );
    const client = createLocalSearchClient({indexUrls: {docs: '/search/docs.v1.json'}, origin: ORIGIN, fetcher});
    await expect(client.search({requests: [{indexName: 'docs', query: 'channel'}]})).rejects.toMatchObject({
      name: 'RetryError',
      message: expect.stringMatching(/^Search index file \/search\/docs\/terms\.[0-9a-f]{12}\.json answered 503$/),
    });
    failing = false;
    const {results} = await client.search({requests: [{indexName: 'docs', query: 'channel'}]});
    expect(results[0].hits[0].url).toBe(`${ORIGIN}/docs/concepts/channel`);
  });
});

describe('exact names find their definition first', () => {
  /**
   * Each kind of name the docs define, with pages that mention it as strongly as a tutorial can: in its title. Without
   * the exact-name rule the mentions rank first (title > heading > body).
   */
  const names: ShortRecord[] = [
    // A tutorial that names the field in its title and text.
    {p: '/docs/tutorials/kafka', t: 'lvl1', h: ['Tutorials', 'Pin the bindingVersion of Kafka bindings']},
    {
      p: '/docs/tutorials/kafka',
      t: 'content',
      h: ['Tutorials', 'Pin the bindingVersion of Kafka bindings'],
      c: 'Set bindingVersion on every binding; bindingVersion 0.5.0 adds the schema registry fields.',
    },
    // The binding field, defined in a Reference row with its own anchor.
    {p: '/docs/reference/bindings/kafka', t: 'lvl1', h: ['Reference', 'Kafka bindings']},
    {
      p: '/docs/reference/bindings/kafka',
      a: 'server-binding',
      t: 'lvl2',
      h: ['Reference', 'Kafka bindings', 'Server binding'],
    },
    {
      p: '/docs/reference/bindings/kafka',
      a: 'server-binding-bindingVersion',
      t: 'content',
      h: ['Reference', 'Kafka bindings', 'Server binding'],
      c: 'bindingVersion — string — No — The version of this binding.',
      defines: ['bindingVersion'],
      ownAnchor: true,
    },
    // A specification field, and a plain word that is also a field name.
    {p: '/docs/reference/specification/v3.0.0', t: 'lvl1', h: ['Reference', '3.0.0']},
    {
      p: '/docs/reference/specification/v3.0.0',
      a: 'messageObject',
      t: 'lvl3',
      h: ['Reference', '3.0.0', 'Message Object'],
    },
    {
      p: '/docs/reference/specification/v3.0.0',
      a: 'messageObject-correlationId',
      t: 'content',
      h: ['Reference', '3.0.0', 'Message Object'],
      c: 'correlationId — Correlation ID Object — Reference Object — Definition of the correlation ID used for message tracing or matching.',
      defines: ['correlationId'],
      ownAnchor: true,
    },
    {
      p: '/docs/reference/specification/v3.0.0',
      a: 'messageObject-headers',
      t: 'content',
      h: ['Reference', '3.0.0', 'Message Object'],
      c: 'headers — Multi Format Schema Object — Schema definition of the application headers.',
      defines: ['headers'],
      ownAnchor: true,
    },
    {p: '/docs/concepts/correlation', t: 'lvl1', h: ['Concepts', 'Using correlationId in replies']},
    {p: '/docs/concepts/headers', t: 'lvl1', h: ['Concepts', 'Headers']},
    {p: '/docs/concepts/headers', t: 'content', h: ['Concepts', 'Headers'], c: 'Message headers carry metadata.'},
    // The CLI: a command heading, and flags in a table without anchors.
    {p: '/docs/guides/validate', t: 'lvl1', h: ['Guides', 'Validate AsyncAPI documents with --fail-severity']},
    {
      p: '/docs/guides/validate',
      t: 'content',
      h: ['Guides', 'Validate AsyncAPI documents with --fail-severity'],
      c: 'Run asyncapi validate in CI, with --fail-severity warn to stop on warnings too.',
    },
    {p: '/docs/tools/cli/usage', t: 'lvl1', h: ['CLI', 'Usage']},
    {p: '/docs/tools/cli/usage', a: 'validate', t: 'lvl2', h: ['CLI', 'Usage', 'asyncapi validate']},
    {
      p: '/docs/tools/cli/usage',
      a: 'validate',
      t: 'content',
      h: ['CLI', 'Usage', 'asyncapi validate'],
      c: '--fail-severity — error | warn | info | hint — error — diagnostics of this level or above will trigger a failure exit code',
      defines: ['--fail-severity'],
    },
    {
      p: '/docs/tools/cli/usage',
      a: 'validate',
      t: 'content',
      h: ['CLI', 'Usage', 'asyncapi validate'],
      c: '-w, --watch — boolean — Enable watch mode',
      defines: ['-w', '--watch'],
    },
    {p: '/docs/tools/generator/template', t: 'lvl1', h: ['Generator', 'Iterate faster with --watch']},
    // Glee: a configuration key and an environment variable, in tables without anchors.
    {p: '/docs/tutorials/glee', t: 'lvl1', h: ['Glee', 'Docs enabled: generated docs with GLEE_SERVER_NAMES']},
    {p: '/docs/tools/glee/config', t: 'lvl1', h: ['Glee', 'Environment variables and configuration']},
    {
      p: '/docs/tools/glee/config',
      a: 'environment-variables',
      t: 'lvl2',
      h: ['Glee', 'Environment variables and configuration', 'Environment variables'],
    },
    {
      p: '/docs/tools/glee/config',
      a: 'environment-variables',
      t: 'content',
      h: ['Glee', 'Environment variables and configuration', 'Environment variables'],
      c: 'GLEE_SERVER_NAMES — Comma-separated server keys to start.',
      defines: ['GLEE_SERVER_NAMES'],
    },
    {
      p: '/docs/tools/glee/config',
      a: 'docs',
      t: 'lvl3',
      h: ['Glee', 'Environment variables and configuration', 'docs: generated documentation'],
    },
    {
      p: '/docs/tools/glee/config',
      a: 'docs',
      t: 'content',
      h: ['Glee', 'Environment variables and configuration', 'docs: generated documentation'],
      c: 'docs.enabled — true — With false, Glee neither generates docs at start nor in glee docs.',
      defines: ['docs.enabled'],
    },
  ];
  let namesIndex: LocalIndex;
  beforeAll(async () => {
    namesIndex = await memoryIndex(toRecords(names), ORIGIN);
  });
  const first = async (query: string) =>
    (await searchLocal(namesIndex, {query})).response.hits[0]?.url.replace(ORIGIN, '');

  it.each([
    ['a binding field', 'bindingVersion', '/docs/reference/bindings/kafka#server-binding-bindingVersion'],
    ['a specification field', 'correlationId', '/docs/reference/specification/v3.0.0#messageObject-correlationId'],
    ['a CLI flag', '--fail-severity', '/docs/tools/cli/usage#validate'],
    ['a CLI flag with a short form', '--watch', '/docs/tools/cli/usage#validate'],
    ['a CLI command', 'asyncapi validate', '/docs/tools/cli/usage#validate'],
    ['a Glee configuration key', 'docs.enabled', '/docs/tools/glee/config#docs'],
    ['a Glee environment variable', 'GLEE_SERVER_NAMES', '/docs/tools/glee/config#environment-variables'],
  ])('%s: "%s" finds %s first, above the pages that mention it', async (_kind, query, url) => {
    expect(await first(query)).toBe(url);
  });

  it('leaves a plain word to the pages about it, even when it is also a field name', async () => {
    expect(await first('headers')).toBe('/docs/concepts/headers');
  });

  it('reads a name by its characters, in any language', () => {
    for (const name of [
      'bindingVersion',
      '--fail-severity',
      '-w',
      'docs.enabled',
      'GLEE_SERVER_NAMES',
      'glee.logs.incoming',
    ])
      expect([name, looksLikeName(name)]).toEqual([name, true]);
    for (const words of ['headers', 'asyncapi validate', 'message payload', 'Nachrichten senden', 'e-mail', 'v3.0'])
      expect([words, looksLikeName(words)]).toEqual([words, false]);
  });

  it('ranks definitions by tier: a row with its own anchor, then a title or heading, then a row without', () => {
    const lookup = {
      definedNames: (key: string) =>
        key === nameKey('--x-y')
          ? ([
              [5, 2],
              [3, 0],
            ] as [number, number][])
          : [],
      headingNames: (key: string) => (key === 'x y' ? [7] : []),
    };
    expect([...exactNameTiers('--x-y', lookup)]).toEqual([
      [7, 1],
      [5, 2],
      [3, 0],
    ]);
    // Words: titles and headings only, and only for more than one word.
    expect([...exactNameTiers('x y', lookup)]).toEqual([[7, 1]]);
    expect([...exactNameTiers('x', lookup)]).toEqual([]);
  });
});
