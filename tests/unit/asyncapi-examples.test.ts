/** @jest-environment node */
/**
 * Every AsyncAPI document shown in the docs, the blog and the pages must be valid: each one is parsed
 * with @asyncapi/parser and must produce no error diagnostics. On the same parse, its runtime expressions
 * (`$message.header#/...`, `$message.payload#/...`) must point at properties the messages define
 * (tests/unit/lib/runtimeExpressions.ts, tested in runtime-expressions.test.ts).
 */
import path from 'node:path';
import {Parser, DiagnosticSeverity} from '@asyncapi/parser';
import {AvroSchemaParser} from '@asyncapi/avro-schema-parser';
import {allExamples, extractExamples, type Example} from './lib/asyncapiExamples';
import {runtimeExpressionProblems} from './lib/runtimeExpressions';

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
const places = new Map<string, Example[]>();
for (const example of examples) places.set(example.source, [...(places.get(example.source) ?? []), example]);

/** The line of the first occurrence of `text` in the example, as a line of its Markdown file. */
function lineOf(example: Example, text: string): number {
  const index = example.source.indexOf(text);
  if (index < 0) return example.line;
  return example.line + 1 + example.source.slice(0, index).split('\n').length - 1;
}

const RUNTIME_EXPRESSION = /\$message\.(header|payload)/;

if (examples.length > 0) {
  describe.each(
    [...places].map(([source, shown]) => [shown.map((e) => `${e.file}:${e.line}`).join(', '), source, shown] as const),
  )('AsyncAPI example %s', (_name, source, shown) => {
    let parsed: ReturnType<typeof parser.parse> | undefined;
    const parse = () => (parsed ??= parser.parse(source));
    // A parsed document holds the parser's whole model of it: let it go once its tests are done, so the file does not
    // keep every example's model alive to the end.
    afterAll(() => {
      parsed = undefined;
    });

    it('parses without errors', async () => {
      const {diagnostics} = await parse();
      const errors = diagnostics
        .filter((d) => d.severity === DiagnosticSeverity.Error)
        .map((d) => `${d.code}: ${d.message} at ${d.path.join('.')}`);
      expect(errors).toEqual([]);
    });

    if (RUNTIME_EXPRESSION.test(source)) {
      it('has runtime expressions that point at defined message properties', async () => {
        const {document} = await parse();
        // An invalid document fails the test above; nothing to check here.
        if (!document) return;
        const problems = runtimeExpressionProblems(document).flatMap((p) =>
          shown.map((e) => `${e.file}:${lineOf(e, p.expression)} ${p.expression} (${p.where}): ${p.problem}`),
        );
        expect(problems).toEqual([]);
      });
    }
  });
}
