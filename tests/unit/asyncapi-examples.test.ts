/** @jest-environment node */
/**
 * Every AsyncAPI document shown in the docs, the blog and the pages must be valid: each one is parsed
 * with @asyncapi/parser and must produce no error diagnostics.
 */
import path from 'node:path';
import {Parser, DiagnosticSeverity} from '@asyncapi/parser';
import {AvroSchemaParser} from '@asyncapi/avro-schema-parser';
import {allExamples, extractExamples} from './lib/asyncapiExamples';

const root = path.resolve(__dirname, '../..');
const examples = allExamples(root);
// Avro payloads (schemaFormat application/vnd.apache.avro...) are validated too, not only JSON Schema ones.
const parser = new Parser({schemaParsers: [AvroSchemaParser()]});

describe('extractExamples', () => {
  it('collects full documents and skips fragments and opted-out blocks', () => {
    const md = [
      '```yaml',
      'asyncapi: 3.0.0',
      'info: {title: A, version: 1.0.0}',
      '```',
      '```yaml',
      'channels: {}',
      '```',
      '```yaml invalid-example',
      'asyncapi: 3.0.0',
      '```',
      '```json',
      '{"asyncapi": "3.0.0", "info": {"title": "B", "version": "1"}}',
      '```',
    ].join('\n');
    const found = extractExamples(md, 'x.md');
    expect(found.map((e) => e.line)).toEqual([1, 11]);
  });
});

/**
 * One parse per distinct document, named by every place it is shown: the German pages show most of the English
 * examples unchanged (about a quarter of the blocks repeat another), and a parse takes about 0.4 s.
 */
const places = new Map<string, string[]>();
for (const example of examples) {
  places.set(example.source, [...(places.get(example.source) ?? []), `${example.file}:${example.line}`]);
}

if (examples.length > 0) {
  describe.each([...places].map(([source, where]) => [where.join(', '), source] as const))(
    'AsyncAPI example %s',
    (_name, source) => {
      it('parses without errors', async () => {
        const {diagnostics} = await parser.parse(source);
        const errors = diagnostics
          .filter((d) => d.severity === DiagnosticSeverity.Error)
          .map((d) => `${d.code}: ${d.message} at ${d.path.join('.')}`);
        expect(errors).toEqual([]);
      });
    },
  );
}
