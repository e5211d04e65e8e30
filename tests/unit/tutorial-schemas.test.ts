/** @jest-environment node */
/**
 * Every Avro schema shown in the tutorials must be a valid Avro schema, checked with avsc (the library the
 * AsyncAPI Avro schema parser is built on):
 *
 * - standalone schemas: fenced blocks whose meta words include `avro` (```json avro, or ```yaml avro);
 * - Avro payloads inside AsyncAPI documents: multi-format schema objects whose `schemaFormat` is an
 *   `application/vnd.apache.avro...` format.
 *
 * The second check is needed because @asyncapi/parser 3.6 only converts Avro payloads of AsyncAPI 3
 * documents; it does not run the Avro schema parser's validation on them, and the JSON Schema of the
 * specification checks the structure only (a typo such as `"type": "integer"` passes it).
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';
import {Type} from 'avsc';
import {extractExamples, fencedBlocks, markdownFiles} from './lib/asyncapiExamples';

const root = path.resolve(__dirname, '../..');
const TUTORIALS = path.join(root, 'docs/tutorials');
const AVRO_FORMAT = /^application\/vnd\.apache\.avro(\+json|\+yaml)?;version=/;

type Located = {where: string; lang: string; source: string};
type AvroPayload = {where: string; schema: unknown};

/** Fenced blocks whose meta words include `avro`, with the 1-based line of their opening fence. */
function extractAvroBlocks(markdown: string, file: string): Located[] {
  return fencedBlocks(markdown)
    .filter((block) => block.meta.split(/\s+/).includes('avro'))
    .map((block) => ({where: `${file}:${block.line}`, lang: block.lang, source: block.source}));
}

/** Every multi-format schema object with an Avro schemaFormat and an inline schema, with its JSON path. */
function findAvroPayloads(node: unknown, where: string, trail: string[] = []): AvroPayload[] {
  if (Array.isArray(node))
    return node.flatMap((item, index) => findAvroPayloads(item, where, [...trail, String(index)]));
  if (node === null || typeof node !== 'object') return [];
  const object = node as Record<string, unknown>;
  const found: AvroPayload[] = [];
  const {schemaFormat, schema} = object;
  const isInline = schema !== null && typeof schema === 'object' && !('$ref' in schema);
  const isAvro = typeof schemaFormat === 'string' && AVRO_FORMAT.test(schemaFormat);
  if (isAvro && isInline) found.push({where: `${where} at ${[...trail, 'schema'].join('.')}`, schema});
  for (const [key, value] of Object.entries(object)) {
    if (isAvro && key === 'schema') continue; // an Avro schema is not an AsyncAPI structure to search
    found.push(...findAvroPayloads(value, where, [...trail, key]));
  }
  return found;
}

function avroProblem(schema: unknown): string | null {
  try {
    Type.forSchema(schema as Parameters<typeof Type.forSchema>[0]);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const files = markdownFiles(TUTORIALS);
const standalone = files.flatMap((file) => extractAvroBlocks(fs.readFileSync(file, 'utf8'), path.relative(root, file)));
const embedded = files.flatMap((file) =>
  extractExamples(fs.readFileSync(file, 'utf8'), path.relative(root, file)).flatMap((example) =>
    findAvroPayloads(load(example.source), `${example.file}:${example.line}`),
  ),
);

describe('Avro schema helpers', () => {
  it('finds blocks marked avro and reports the line of their fence', () => {
    const md = [
      'text',
      '```json avro',
      '{"type": "string"}',
      '```',
      '```json',
      '{}',
      '```',
      '```yaml avro',
      'type: int',
      '```',
    ].join('\n');
    expect(extractAvroBlocks(md, 'x.md').map((b) => b.where)).toEqual(['x.md:2', 'x.md:8']);
  });

  it('finds inline Avro payloads and skips references and other formats', () => {
    const doc = {
      components: {
        messages: {
          a: {payload: {schemaFormat: 'application/vnd.apache.avro;version=1.9.0', schema: {type: 'string'}}},
          b: {payload: {schemaFormat: 'application/vnd.apache.avro+json;version=1.9.0', schema: {$ref: './b.avsc'}}},
          c: {payload: {schemaFormat: 'application/schema+json;version=draft-07', schema: {type: 'string'}}},
        },
      },
    };
    expect(findAvroPayloads(doc, 'x.md:1').map((p) => p.where)).toEqual([
      'x.md:1 at components.messages.a.payload.schema',
    ]);
  });

  it('rejects an Avro schema with an unknown type name', () => {
    expect(avroProblem({type: 'record', name: 'R', fields: [{name: 'n', type: 'integer'}]})).toMatch(/integer/);
    expect(avroProblem({type: 'record', name: 'R', fields: [{name: 'n', type: 'int'}]})).toBeNull();
  });
});

describe('Avro schemas in the tutorials', () => {
  it('the tutorials show at least one standalone and one embedded Avro schema', () => {
    expect(standalone.length).toBeGreaterThan(0);
    expect(embedded.length).toBeGreaterThan(0);
  });

  if (standalone.length > 0) {
    it.each(standalone.map((block) => [block.where, block] as const))(
      'standalone schema %s is valid Avro',
      (where, block) => {
        let schema: unknown;
        try {
          schema = block.lang === 'json' ? JSON.parse(block.source) : load(block.source);
        } catch (error) {
          throw new Error(`${where}: not parseable as ${block.lang || 'data'}: ${(error as Error).message}`);
        }
        expect({where, problem: avroProblem(schema)}).toEqual({where, problem: null});
      },
    );
  }

  if (embedded.length > 0) {
    it.each(embedded.map((payload) => [payload.where, payload] as const))(
      'embedded schema %s is valid Avro',
      (where, payload) => {
        expect({where, problem: avroProblem(payload.schema)}).toEqual({where, problem: null});
      },
    );
  }
});
