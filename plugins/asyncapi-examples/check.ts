/**
 * The build's check of the AsyncAPI documents shown in the site's Markdown (./index.ts runs it on each page): what
 * `@asyncapi/parser` rejects first, found at a small part of its cost.
 *
 * The parser validates a document with Spectral, which compiles the AsyncAPI JSON Schema with Ajv afresh for every
 * document (its compiled validators are kept per document): about 300 ms of CPU per example, some 55 CPU-seconds for
 * the site's ~190 examples, more than the whole build. The unit tests (tests/unit/asyncapi-examples.test.ts) run the
 * parser on every example; the build checks, for each example, the three things the parser checks first, the way it
 * does them:
 * 1. the YAML (or JSON) syntax, read by the parser's own YAML layer (@stoplight/yaml, with the options of
 *    @stoplight/spectral-parsers);
 * 2. the `asyncapi` version, which must be one the parser has a schema for (the @asyncapi/specs it depends on);
 * 3. the document against that version's JSON Schema, with the same schema function (Spectral's `schema`, from
 *    @stoplight/spectral-functions) and the same schema changes as the parser's document-structure rule, but one
 *    compiled validator per version for the whole build.
 * Each problem comes with its line in the example. The unit tests check that every problem found here is one the
 * parser reports too (tests/unit/asyncapi-examples-check.test.ts), so the build never stops on an example the parser
 * accepts; what only the parser's other rules catch (a reference to a missing component, say) the unit tests catch.
 */
import {createHash} from 'node:crypto';
import specs from '@asyncapi/specs';
import {schema as schemaFunction, type SchemaOptions} from '@stoplight/spectral-functions';
import {getLocationForJsonPath, parseWithPointers} from '@stoplight/yaml';
import type {ErrorObject} from 'ajv';

/** One problem of an example: its 1-based line in the example's text and what is wrong. */
export type ExampleProblem = {line: number; message: string};

/** The versions the parser reads (its @asyncapi/specs), newest last. */
export const SPEC_VERSIONS = Object.keys(specs.schemas);
const LATEST = SPEC_VERSIONS[SPEC_VERSIONS.length - 1];

import {isAsyncapiFragment} from './detect';
import {buildStore} from '../translations/buildStore';

export {isAsyncapiExample, isAsyncapiFragment, FRAGMENT_FIELDS} from './detect';

/**
 * The smallest valid documents around a fragment: 3.0.0, and 2.6.0 for the fragments of 2.x pages (a 2.x document
 * needs `channels`, added when the fragment has none). A fragment passes when it is valid in one of them.
 */
export const FRAGMENT_WRAPPER = 'asyncapi: 3.0.0\ninfo:\n  title: Fragment\n  version: 1.0.0\n';
const FRAGMENT_WRAPPER_2 = 'asyncapi: 2.6.0\ninfo:\n  title: Fragment\n  version: 1.0.0\n';
export function wrapFragment(source: string, major: 2 | 3 = 3): {document: string; offset: number} {
  const head =
    major === 3 ? FRAGMENT_WRAPPER : `${FRAGMENT_WRAPPER_2}${/^channels\s*:/m.test(source) ? '' : 'channels: {}\n'}`;
  return {document: `${head}${source}`, offset: head.split('\n').length - 1};
}

type Parsed = ReturnType<typeof parseWithPointers<unknown>>;

/** The parser's YAML layer, with the options @stoplight/spectral-parsers reads documents with. */
function readYaml(source: string): Parsed {
  return parseWithPointers(source, {
    ignoreDuplicateKeys: false,
    mergeKeys: true,
    preserveKeyOrder: true,
    attachComments: false,
  });
}

/**
 * The JSON Schema of a version as the parser's document-structure rule uses it: a copy without the JSON Schema meta
 * schemas (Spectral's Ajv has them), and without the `uri-reference` format of the Reference Object, which would
 * refuse valid JSON Pointers such as `#/components/messages/a[b]`.
 */
function versionSchema(version: string): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(specs.schemas[version as keyof typeof specs.schemas])) as {
    definitions: Record<string, {format?: string}>;
  };
  delete copy.definitions['http://json-schema.org/draft-07/schema'];
  delete copy.definitions['http://json-schema.org/draft-04/schema'];
  const reference = copy.definitions[`http://asyncapi.com/definitions/${version}/ReferenceObject.json`];
  if (reference?.format === 'uri-reference') delete reference.format;
  return copy;
}

/**
 * Kept across the locales (plugins/translations/buildStore.ts). Spectral keeps its Ajv instances, and the validators
 * compiled in them, per document inventory: one inventory for every example makes a version's schema compile once.
 */
type State = {
  inventory: object;
  schemas: Map<string, Record<string, unknown>>;
  results: Map<string, ExampleProblem[]>;
  /** Milliseconds spent checking (the main thread's time: the check is synchronous). */
  ms: number;
};
const state = () =>
  buildStore<State>('AsyncAPI examples', () => ({inventory: {}, schemas: new Map(), results: new Map(), ms: 0}));

/**
 * Ajv's errors made readable as the parser's rule makes them: an unexpected property points at that property, the
 * "must have $ref" alternative of every Reference-or-object field goes, and of several errors at one place the first
 * stays.
 */
function prepareResults(errors: ErrorObject[]): void {
  for (let i = 0; i < errors.length; i += 1) {
    const error = errors[i]!;
    if (error.keyword === 'additionalProperties') {
      error.instancePath = `${error.instancePath}/${String(error.params.additionalProperty)}`;
    } else if (error.keyword === 'required' && error.params.missingProperty === '$ref') {
      errors.splice(i, 1);
      i -= 1;
    }
  }
  for (let i = 0; i + 1 < errors.length; i += 1) {
    if (errors[i + 1]!.instancePath === errors[i]!.instancePath) {
      errors.splice(i + 1, 1);
      i -= 1;
    }
  }
}

/** The 1-based line of a JSON path in the parsed example (its closest existing ancestor), or 1. */
function lineOf(parsed: Parsed, path: (string | number)[]): number {
  const location = getLocationForJsonPath(parsed, path, true);
  return (location?.range.start.line ?? 0) + 1;
}

/** The problems of one example (none when it is valid as far as this check goes). */
function checkNow(source: string): ExampleProblem[] {
  const parsed = readYaml(source);
  const syntax = parsed.diagnostics.filter((diagnostic) => diagnostic.severity === 0);
  if (syntax.length > 0)
    return syntax.map((d) => ({line: d.range.start.line + 1, message: `YAML syntax: ${d.message}`}));
  const data = parsed.data as {asyncapi?: unknown} | undefined;
  if (!data || typeof data !== 'object' || typeof data.asyncapi !== 'string') {
    return [{line: lineOf(parsed, ['asyncapi']), message: 'The "asyncapi" field must be a string, such as "3.0.0".'}];
  }
  if (!SPEC_VERSIONS.includes(data.asyncapi)) {
    return [
      {
        line: lineOf(parsed, ['asyncapi']),
        message: `Version "${data.asyncapi}" is not supported: @asyncapi/parser reads ${SPEC_VERSIONS.join(', ')} (latest ${LATEST}).`,
      },
    ];
  }
  const {inventory, schemas} = state();
  let schema = schemas.get(data.asyncapi);
  if (!schema) schemas.set(data.asyncapi, (schema = versionSchema(data.asyncapi)));
  const options: SchemaOptions = {schema, allErrors: true, prepareResults};
  // A Spectral function outside a Spectral run: the schema function reads only `path` and `documentInventory` (the
  // key of its Ajv instances) from its context; `rule` is read for an option this check does not use.
  const context = {path: [], documentInventory: inventory, rule: undefined} as unknown as Parameters<
    typeof schemaFunction
  >[2];
  const results = schemaFunction(data, options, context) ?? [];
  if (!Array.isArray(results)) throw new Error('asyncapi-examples: the schema function answered asynchronously');
  return results.map((result) => ({
    line: lineOf(parsed, result.path ?? []),
    message: `${(result.path ?? []).join('.') || '(the document)'}: ${result.message}`,
  }));
}

/** The hash an example's result is kept under (the text only: the versions of the checking packages do not change in a build). */
export function exampleHash(source: string): string {
  return createHash('sha256').update(source, 'utf8').digest('hex');
}

/** A fragment's problems at its own lines: none when it is valid inside one of the wrappers. */
function checkFragment(source: string): ExampleProblem[] {
  const [three, two] = ([3, 2] as const).map((major) => {
    const {document, offset} = wrapFragment(source, major);
    return checkNow(document).map(({line, message}) => ({line: Math.max(1, line - offset), message}));
  }) as [ExampleProblem[], ExampleProblem[]];
  if (three.length === 0 || two.length === 0) return [];
  // Invalid in both: the problems of the version the fragment is written for (2.x servers have a `url`, 2.x channels
  // `publish` and `subscribe`).
  return /^\s+(url|publish|subscribe)\s*:/m.test(source) ? two : three;
}

/** The problems of an example, each found once per build: an example met again (the next locale) is looked up. */
export function checkExample(source: string): ExampleProblem[] {
  const current = state();
  const key = exampleHash(source);
  let problems = current.results.get(key);
  if (!problems) {
    const start = performance.now();
    problems = isAsyncapiFragment('yaml', source) ? checkFragment(source) : checkNow(source);
    current.ms += performance.now() - start;
    current.results.set(key, problems);
  }
  return problems;
}

/** What this process has checked so far: distinct examples, versions' schemas compiled, milliseconds spent. */
export function checkStats(): {examples: number; versions: number; ms: number} {
  const {results, schemas, ms} = state();
  return {examples: results.size, versions: schemas.size, ms: Math.round(ms)};
}
