/** @jest-environment node */
/**
 * In every complete AsyncAPI example of the docs folders, the blog and the pages, a runtime expression
 * (`$message.header#/...`, `$message.payload#/...`) used as a correlation id, a reply address or a parameter
 * location must point at a property the message defines. A document can be valid and still point nowhere, so
 * the example test alone does not catch this.
 */
import path from 'node:path';
import {Parser} from '@asyncapi/parser';
import {AvroSchemaParser} from '@asyncapi/avro-schema-parser';
import {allExamples} from './lib/asyncapiExamples';
import {runtimeExpressionProblems, schemaDefinesPointer, pointerSegments} from './lib/runtimeExpressions';

const root = path.resolve(__dirname, '../..');
const examples = allExamples(root).filter((e) => /\$message\.(header|payload)/.test(e.source));
const parser = new Parser({schemaParsers: [AvroSchemaParser()]});

/** The line of the first occurrence of `text` in the example, as a line of the Markdown file. */
function lineOf(example: {line: number; source: string}, text: string): number {
  const index = example.source.indexOf(text);
  if (index < 0) return example.line;
  return example.line + 1 + example.source.slice(0, index).split('\n').length - 1;
}

describe('the runtime expression checker', () => {
  it('resolves JSON Pointers through properties, allOf members and array items', () => {
    const schema = {
      type: 'object',
      allOf: [{properties: {meta: {type: 'object', properties: {trace: {type: 'string'}}}}}],
      properties: {list: {type: 'array', items: {properties: {id: {type: 'string'}}}}, 'a/b': {type: 'string'}},
    };
    expect(schemaDefinesPointer(schema, '/meta/trace')).toBe(true);
    expect(schemaDefinesPointer(schema, '/list/0/id')).toBe(true);
    expect(schemaDefinesPointer(schema, '/a~1b')).toBe(true);
    expect(schemaDefinesPointer(schema, '/meta/span')).toBe(false);
    expect(schemaDefinesPointer({type: 'object'}, '/id')).toBe(false);
    expect(pointerSegments('/a~0b/c')).toEqual(['a~b', 'c']);
  });

  it('reports a correlation id that points at headers the message does not define', async () => {
    const source = [
      'asyncapi: 3.0.0',
      'info: {title: T, version: 1.0.0}',
      'channels:',
      '  c:',
      '    address: c',
      '    messages:',
      '      m:',
      '        correlationId: {location: "$message.header#/correlationId"}',
      '        payload: {type: object, properties: {id: {type: string}}}',
      'operations:',
      '  o:',
      '    action: send',
      '    channel: {$ref: "#/channels/c"}',
      '    reply:',
      '      address: {location: "$message.payload#/replyTo"}',
      '      channel: {$ref: "#/channels/c"}',
    ].join('\n');
    const {document} = await parser.parse(source);
    const problems = runtimeExpressionProblems(document!).map((p) => `${p.where}: ${p.problem}`);
    expect(problems).toEqual([
      'correlationId of message "m": message "m" defines no headers',
      'reply address of operation "o": message "m" has no payload property at /replyTo',
    ]);
  });
});

if (examples.length > 0) {
  describe.each(examples.map((e) => [`${e.file}:${e.line}`, e] as const))('AsyncAPI example %s', (_name, example) => {
    it('has runtime expressions that point at defined message properties', async () => {
      const {document} = await parser.parse(example.source);
      // An invalid document is reported by asyncapi-examples.test.ts; nothing to check here.
      if (!document) return;
      const problems = runtimeExpressionProblems(document).map(
        (p) => `${example.file}:${lineOf(example, p.expression)} ${p.expression} (${p.where}): ${p.problem}`,
      );
      expect(problems).toEqual([]);
    });
  });
}
