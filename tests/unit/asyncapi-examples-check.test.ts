/** @jest-environment node */
/**
 * The build's check of the AsyncAPI examples in the site's Markdown (plugins/asyncapi-examples): an invalid example
 * (a version the parser does not know, broken YAML, a document its JSON Schema refuses) stops `npm start` and the
 * build with its file and line; what it reports, the full parser reports too, so it never stops the build on an
 * example the parser accepts; each distinct example is checked once per build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {Parser, DiagnosticSeverity} from '@asyncapi/parser';
import {AvroSchemaParser} from '@asyncapi/avro-schema-parser';
import remarkAsyncapiExamples from '@site/plugins/asyncapi-examples';
import {
  checkExample,
  checkStats,
  isAsyncapiExample,
  isAsyncapiFragment,
  SPEC_VERSIONS,
} from '@site/plugins/asyncapi-examples/check';
import {allExamples, contentMarkdownFiles, extractFragments} from './lib/asyncapiExamples';
import {expandDirectives} from '@site/plugins/spec-reference/directives';

const root = path.resolve(__dirname, '../..');
const parser = new Parser({schemaParsers: [AvroSchemaParser()]});

const VALID = [
  'asyncapi: 3.0.0',
  'info:',
  '  title: Orders',
  '  version: 1.0.0',
  'channels:',
  '  orders:',
  '    address: orders',
  '    messages:',
  '      created:',
  '        payload:',
  '          type: object',
  'operations:',
  '  publishOrder:',
  '    action: send',
  '    channel:',
  "      $ref: '#/channels/orders'",
  '',
].join('\n');

/** Broken variants of VALID, with the line (in the example) the check must name. */
const BROKEN: {name: string; source: string; line: number; message: RegExp}[] = [
  {
    name: 'a version the parser does not know',
    source: VALID.replace('asyncapi: 3.0.0', 'asyncapi: 9.9.9'),
    line: 1,
    message: /Version "9\.9\.9" is not supported: @asyncapi\/parser reads 2\.0\.0, .* 3\.1\.0 \(latest 3\.1\.0\)/,
  },
  {
    name: 'a version that is a number, not a string',
    source: VALID.replace('asyncapi: 3.0.0', 'asyncapi: 3.0'),
    line: 1,
    message: /"asyncapi" field must be a string/,
  },
  {
    name: 'an unclosed [',
    source: VALID.replace('title: Orders', 'title: [Orders'),
    line: 4,
    message: /YAML syntax: invalid mixed usage of block and flow styles/,
  },
  {
    name: 'a wrong enum value',
    source: VALID.replace('action: send', 'action: sned'),
    line: 14,
    message: /operations\.publishOrder\.action: "action" property must be equal to one of the allowed values/,
  },
  {
    name: 'a property the schema does not allow',
    source: `${VALID}bogus: true\n`,
    line: 17,
    message: /bogus: Property "bogus" is not expected to be here/,
  },
];

describe('fragments (root fields only), checked inside the smallest valid document', () => {
  const KAFKA_SERVER = [
    'servers:',
    '  local:',
    '    host: localhost:9092',
    '    protocol: kafka',
    '    bindings:',
    '      kafka:',
    '        schemaRegistryUrl: http://localhost:8081',
    '        schemaRegistryVendor: confluent',
    '        bindingVersion: 0.5.0',
    '',
  ].join('\n');

  it('tells a fragment of root fields from a document and from other fragments', () => {
    expect(isAsyncapiFragment('yaml', KAFKA_SERVER)).toBe(true);
    expect(isAsyncapiExample('yaml', '', KAFKA_SERVER)).toBe(true);
    expect(isAsyncapiFragment('yaml', VALID)).toBe(false);
    expect(isAsyncapiFragment('yaml', 'type: object\nproperties:\n  id:\n    type: string\n')).toBe(false);
    expect(isAsyncapiFragment('json', '{"servers": {}}')).toBe(false);
    expect(isAsyncapiExample('yaml', 'invalid-example', KAFKA_SERVER)).toBe(false);
  });

  it('accepts the Kafka server fragment of bindings-with-kafka.md, and fails a typo in it at its own line', () => {
    expect(checkExample(KAFKA_SERVER)).toEqual([]);
    const typo = KAFKA_SERVER.replace('schemaRegistryVendor', 'schemaRegistryVendr');
    expect(checkExample(typo)).toContainEqual({line: 8, message: expect.stringMatching(/schemaRegistryVendr/)});
    expect(checkExample(KAFKA_SERVER.replace('protocol: kafka', 'protocl: kafka'))).not.toEqual([]);
  });

  it("accepts every fragment of root fields in the site's Markdown, and the Kafka page has some", () => {
    // Generated Reference pages are stubs: their fragments are in the expanded text, as the build sees it.
    const fragments = contentMarkdownFiles(root).flatMap((file) =>
      extractFragments(expandDirectives(fs.readFileSync(file, 'utf8'), file), path.relative(root, file)),
    );
    expect(fragments.length).toBeGreaterThan(50);
    expect(fragments.some((f) => f.file === 'docs/tutorials/kafka/bindings-with-kafka.md')).toBe(true);
    const problems = fragments.flatMap((f) => checkExample(f.source).map((p) => `${f.file}:${f.line + p.line}`));
    expect(problems).toEqual([]);
  });
});

describe('checkExample', () => {
  it('finds nothing wrong with a valid document', () => {
    expect(checkExample(VALID)).toEqual([]);
  });

  it.each(BROKEN)('reports $name at its line', ({source, line, message}) => {
    const problems = checkExample(source);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems).toContainEqual({line, message: expect.stringMatching(message)});
  });

  it('reports only what @asyncapi/parser reports too: each broken document is one the parser rejects', async () => {
    for (const {source} of BROKEN) {
      const {diagnostics} = await parser.parse(source);
      expect(diagnostics.some((d) => d.severity === DiagnosticSeverity.Error)).toBe(true);
    }
  });

  it("accepts every example in the site's Markdown (all valid for the parser: asyncapi-examples.test.ts)", () => {
    const examples = allExamples(root);
    expect(examples.length).toBeGreaterThan(150);
    const problems = examples.flatMap((e) => checkExample(e.source).map((p) => `${e.file}:${e.line + p.line}`));
    expect(problems).toEqual([]);
  });

  it('checks each distinct text once, and compiles one schema per version for all of them', () => {
    const before = checkStats();
    const text = VALID.replace('title: Orders', 'title: Orders once');
    checkExample(text);
    checkExample(text);
    const after = checkStats();
    expect(after.examples).toBe(before.examples + 1);
    expect(after.versions).toBeLessThanOrEqual(SPEC_VERSIONS.length);
  });
});

describe('isAsyncapiExample', () => {
  it('takes YAML and JSON documents with a top-level asyncapi, not fragments or opted-out blocks', () => {
    expect(isAsyncapiExample('yaml', '', 'asyncapi: 3.0.0\n')).toBe(true);
    expect(isAsyncapiExample('json', 'title="x"', '{"asyncapi": "3.0.0"}')).toBe(true);
    // A fragment of root fields is checked inside a document; other fragments are not examples.
    expect(isAsyncapiExample('yaml', '', 'channels: {}\n')).toBe(true);
    expect(isAsyncapiExample('yaml', '', 'type: object\n')).toBe(false);
    expect(isAsyncapiExample('yaml', 'invalid-example', 'asyncapi: 9.9.9\n')).toBe(false);
    expect(isAsyncapiExample('bash', '', 'asyncapi: 3.0.0\n')).toBe(false);
  });
});

describe('the remark plugin', () => {
  const file = {path: path.join(root, 'docs/concepts/example.md')};
  const code = (value: string, line: number | undefined, meta = '') =>
    ({type: 'code', lang: 'yaml', meta, value, ...(line ? {position: {start: {line, column: 1}}} : {})}) as const;
  const tree = (...children: unknown[]) => ({type: 'root', children}) as unknown as Root;

  it('stops on an invalid example with the file and the line of the Markdown source, every problem listed', () => {
    const run = () =>
      remarkAsyncapiExamples()(
        tree(
          code(VALID, 3),
          {type: 'list', children: [{type: 'listItem', children: [code(BROKEN[0]!.source, 30)]}]},
          code(BROKEN[2]!.source, 60),
        ),
        file,
      );
    expect(run).toThrow(/^AsyncAPI examples are not valid:\n {2}docs\/concepts\/example\.md:31: Version "9\.9\.9"/);
    expect(run).toThrow(/\n {2}docs\/concepts\/example\.md:64: YAML syntax: invalid mixed usage/);
    expect(run).toThrow(/marks its block `invalid-example` after the language/);
  });

  it('leaves valid examples, fragments other than root fields and blocks marked invalid-example alone', () => {
    const run = () =>
      remarkAsyncapiExamples()(
        tree(code(VALID, 3), code('type: [', 20), code(BROKEN[0]!.source, 30, 'invalid-example')),
        file,
      );
    expect(run).not.toThrow();
  });

  it('names a generated example (no position in the source) by its page', () => {
    expect(() => remarkAsyncapiExamples()(tree(code(BROKEN[0]!.source, undefined)), file)).toThrow(
      'docs/concepts/example.md (a generated example, line 1): Version "9.9.9" is not supported',
    );
  });
});
