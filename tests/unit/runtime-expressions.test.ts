/** @jest-environment node */
/**
 * The runtime expression checker (tests/unit/lib/runtimeExpressions.ts): a runtime expression
 * (`$message.header#/...`, `$message.payload#/...`) used as a correlation id, a reply address or a parameter
 * location must point at a property the message defines. A document can be valid and still point nowhere.
 * asyncapi-examples.test.ts applies it to every example of the site, on the same parse that checks the example.
 */
import {Parser} from '@asyncapi/parser';
import {runtimeExpressionProblems, schemaDefinesPointer, pointerSegments} from './lib/runtimeExpressions';

const parser = new Parser();

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
