/** @jest-environment node */
/**
 * The playground's guards against hostile documents (src/components/AsyncApiPlayground/guards.ts), with the Node
 * build of the parser the worker loads in the browser: alias expansion is measured before parsing, and no `$ref`
 * outside the document is fetched or read, each one reported at its line.
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {Parser} from '@asyncapi/parser';
import {
  checkDocument,
  declaredVersion,
  guardedResolvers,
  MAX_EXPANDED_NODES,
  precheck,
  referenceDiagnostics,
  warmUp,
  warmUpDocument,
  type DocumentParser,
} from '@site/src/components/AsyncApiPlayground/guards';
import {CHECK_DEADLINE_MS, deadlineFor, WARM_UP_FACTOR} from '@site/src/components/AsyncApiPlayground/validator';
import {streetlightsLesson} from '@site/src/components/AsyncApiPlayground/lessons/streetlights';
import {cryptoLesson} from '@site/src/components/AsyncApiPlayground/lessons/crypto';
import {tempDir} from './feedback/helpers';
import {BILLION_LAUGHS} from './lib/hostileDocuments';

describe('precheck', () => {
  it('refuses the billion laughs without expanding it', () => {
    expect(BILLION_LAUGHS.length).toBeLessThan(500);
    const result = precheck(BILLION_LAUGHS);
    expect(result.kind).toBe('too-large');
    // 9^9 lists of "lol" and more: counted, not built.
    expect(result.nodes).toBeGreaterThan(387_420_489);
  });

  it('refuses an alias inside its own anchor and a document nested beyond the reader', () => {
    expect(precheck('asyncapi: 3.0.0\na: &a [*a]\n').kind).toBe('too-large');
    expect(precheck(`asyncapi: 3.0.0\nx: ${'['.repeat(20_000)}${']'.repeat(20_000)}\n`).kind).toBe('too-large');
  });

  it("accepts the lessons' documents and a document with a few aliases, counting each use", () => {
    for (const lesson of [streetlightsLesson, cryptoLesson]) {
      const result = precheck(lesson.initialDocument);
      expect(result).toMatchObject({kind: 'ok', externalReferences: []});
      expect(result.nodes).toBeLessThan(MAX_EXPANDED_NODES / 100);
    }
    const aliased = precheck('a: &a [x, y]\nb: [*a, *a, *a]\n');
    // map, 2 mappings and their keys, a's list of 2, b's list of three 3-node copies.
    expect(aliased).toMatchObject({kind: 'ok', nodes: 1 + 2 * 2 + 3 + 1 + 3 * 3});
  });

  it('refuses a plain document past the limit, and leaves a YAML syntax error to the parser', () => {
    const channels = Array.from({length: 20_000}, (_, i) => `  c${i}: {address: a}`).join('\n');
    expect(precheck(`channels:\n${channels}\n`).kind).toBe('too-large');
    expect(precheck('asyncapi: 3.0.0\ninfo:\n  title: [unclosed\n').kind).toBe('ok');
  });

  it('finds every $ref that leaves the document, with its line and path', () => {
    const source = [
      'asyncapi: 3.0.0', // 1
      'info: {title: t, version: 1.0.0}',
      'channels:',
      '  c:',
      '    address: c', // 5
      '    messages:',
      '      m:',
      '        payload:',
      '          $ref: "https://evil.example/schema.json"',
      '      n:', // 10
      "        $ref: '#/components/messages/n'",
      '      o:',
      '        payload: {$ref: ./local.json}',
      'components:',
      '  schemas:', // 15
      '    list:',
      '      - $ref: file:///etc/passwd',
      '',
    ].join('\n');
    const result = precheck(source);
    expect(result.kind === 'ok' && result.externalReferences).toEqual([
      {ref: 'https://evil.example/schema.json', line: 9, path: ['channels', 'c', 'messages', 'm', 'payload', '$ref']},
      {ref: './local.json', line: 13, path: ['channels', 'c', 'messages', 'o', 'payload', '$ref']},
      {ref: 'file:///etc/passwd', line: 17, path: ['components', 'schemas', 'list', 0, '$ref']},
    ]);
  });
});

describe('the parser with the guarded resolvers', () => {
  let server: http.Server;
  let hits: string[] = [];
  let origin = '';

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(200, {'Content-Type': 'application/json'});
      res.end('{"type": 12}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    hits = [];
  });

  /** A document whose first message's payload is `ref`; a schema read from there would be invalid. */
  const withRef = (ref: string) =>
    [
      'asyncapi: 3.1.0',
      'info: {title: t, version: 1.0.0}',
      'channels:',
      '  c:',
      '    address: c',
      '    messages:',
      '      m:',
      '        payload:',
      `          $ref: '${ref}'`,
      '',
    ].join('\n');

  /** The worker's check of `source` (checkDocument, as src/components/AsyncApiPlayground/parser.worker.ts runs it). */
  async function check(parser: Parser, source: string, requested: string[]) {
    const result = await checkDocument(parser as unknown as DocumentParser, source, requested);
    if (!('summary' in result)) throw new Error('refused');
    return result.summary;
  }

  it('the parser alone fetches an http $ref (why the guard exists)', async () => {
    await new Parser().parse(withRef(`${origin}/evil.json`));
    expect(hits).toEqual(['/evil.json']);
  });

  it('fetches and reads nothing, and reports each reference outside the document at its line', async () => {
    const secret = path.join(tempDir(), 'secret.json');
    fs.writeFileSync(secret, '{"type": 12}');
    const requested: string[] = [];
    const parser = new Parser({__unstable: {resolver: {resolvers: guardedResolvers((uri) => requested.push(uri))}}});
    for (const ref of [`${origin}/evil.json`, 'https://evil.example/schema.json', `file://${secret}`, secret]) {
      const summary = await check(parser, withRef(ref), requested);
      expect(summary.valid).toBe(false);
      expect(summary.issues).toEqual([
        {
          severity: 'error',
          line: 9,
          path: 'channels.c.messages.m.payload.$ref',
          message: expect.stringContaining(`This $ref points outside the document (${ref}).`),
        },
      ]);
      // The guarded resolver was asked, and answered in place of the parser's own.
      expect(requested).toEqual([expect.stringContaining(path.basename(ref))]);
    }
    expect(hits).toEqual([]);
  });

  it('refuses the billion laughs before the parser sees it, and reports what the parser throws as an error', async () => {
    const parse = jest.fn();
    expect(await checkDocument({parse}, BILLION_LAUGHS, [])).toEqual({refused: 'too-large'});
    expect(parse).not.toHaveBeenCalled();
    const throwing = {parse: () => Promise.reject(new TypeError('n.readFile is not a function'))};
    const result = await checkDocument(throwing, 'asyncapi: 3.1.0\n', []);
    expect(result).toEqual({summary: expect.objectContaining({valid: false})});
    expect('summary' in result && result.summary.issues[0]!.message).toBe(
      'The parser stopped on this document: n.readFile is not a function',
    );
  });

  it('still resolves references inside the document', async () => {
    const parser = new Parser({__unstable: {resolver: {resolvers: guardedResolvers(() => undefined)}}});
    const source = `${withRef('#/components/schemas/s')}components:\n  schemas:\n    s: {type: string}\n`;
    const summary = await check(parser, source, []);
    expect(summary.issues).toEqual([]);
    expect(summary.valid).toBe(true);
  });
});

describe('referenceDiagnostics', () => {
  it('reports a URI the resolvers were asked for when the precheck found none, once and without a line', () => {
    expect(referenceDiagnostics([], ['x.json', 'x.json'])).toEqual([
      expect.objectContaining({severity: 0, path: [], message: expect.stringContaining('(x.json)')}),
    ]);
    expect(referenceDiagnostics([{ref: 'y.json', line: 3, path: ['$ref']}], ['/abs/y.json'])).toHaveLength(1);
  });
});

describe('warmUp: the parser compiles a version once, on its own small document, before a deadline starts', () => {
  it('reads the version a document declares at the start of a line, in YAML or JSON', () => {
    expect(declaredVersion(streetlightsLesson.initialDocument)).toBe('3.1.0');
    expect(declaredVersion('{"asyncapi": "2.6.0", "info": {}}')).toBe('2.6.0');
    expect(declaredVersion("# a comment\nasyncapi: '3.0.0'\n")).toBe('3.0.0');
    expect(declaredVersion('info:\n  description: "asyncapi: 2.0.0 was older"\n')).toBeUndefined();
    expect(declaredVersion('asyncapi: latest\n')).toBeUndefined();
    expect(declaredVersion('')).toBeUndefined();
  });

  it('parses the warm-up document once per version, none for a document without one, and ignores its failure', async () => {
    const parsed: string[] = [];
    const parser: DocumentParser = {
      parse: async (source) => {
        parsed.push(source);
        if (source.includes('9.9.9')) throw new Error('unsupported version');
        return {document: undefined, diagnostics: []} as unknown as Awaited<ReturnType<DocumentParser['parse']>>;
      },
    };
    const warmed = new Map<string, number>();
    const first = await warmUp(parser, 'asyncapi: 3.1.0\ninfo: {}\n', warmed);
    const again = await warmUp(parser, 'asyncapi: 3.1.0\nchannels: {}\n', warmed);
    await warmUp(parser, 'asyncapi: 2.6.0\n', warmed);
    expect(await warmUp(parser, 'info: {}\n', warmed)).toBeUndefined();
    await warmUp(parser, 'asyncapi: 9.9.9\n', warmed);
    expect(parsed).toEqual([warmUpDocument('3.1.0'), warmUpDocument('2.6.0'), warmUpDocument('9.9.9')]);
    expect([...warmed.keys()]).toEqual(['3.1.0', '2.6.0', '9.9.9']);
    // How long the warm-up took, the same for every later document of the version.
    expect(first).toBeGreaterThanOrEqual(0);
    expect(again).toBe(first);
  });

  it('reports how long the warm-up took, which stretches the deadline on a slow device', async () => {
    let now = 1000;
    const clock = jest.spyOn(performance, 'now').mockImplementation(() => now);
    try {
      const parser: DocumentParser = {
        parse: async () => {
          now += 3000; // a slow device: the warm-up takes 3 s
          return {document: undefined, diagnostics: []} as unknown as Awaited<ReturnType<DocumentParser['parse']>>;
        },
      };
      const took = await warmUp(parser, 'asyncapi: 3.0.0\n', new Map());
      expect(took).toBe(3000);
      expect(deadlineFor(CHECK_DEADLINE_MS, took)).toBe(WARM_UP_FACTOR * 3000);
      expect(deadlineFor(CHECK_DEADLINE_MS, 200)).toBe(CHECK_DEADLINE_MS);
      expect(deadlineFor(CHECK_DEADLINE_MS, undefined)).toBe(CHECK_DEADLINE_MS);
    } finally {
      clock.mockRestore();
    }
  });

  it.each(['2.6.0', '3.0.0', '3.1.0'])(
    'the warm-up document of %s is valid, so its parse goes through the schema check',
    async (version) => {
      const output = await new Parser().parse(warmUpDocument(version));
      expect(output.diagnostics.filter((diagnostic) => diagnostic.severity === 0)).toEqual([]);
      expect(output.document?.version()).toBe(version);
    },
  );
});
