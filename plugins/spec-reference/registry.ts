/**
 * Loads the JSON Schemas of one AsyncAPI version from the installed @asyncapi/specs package into a
 * registry keyed by `$id`, and resolves the examples the definitions point to.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A JSON Schema node. Booleans are valid schemas too (`true` accepts anything). */
export type Schema = {[key: string]: unknown} | boolean;
export type SchemaObject = {[key: string]: unknown};

export type Registry = {
  /** `3.1.0`, `3.0.0` or `2.6.0`. */
  version: string;
  /** The root definition's id (the AsyncAPI Object). */
  rootId: string;
  /** Every definition that belongs to this version, by id. */
  schemas: Map<string, SchemaObject>;
};

export function isObject(value: unknown): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The file name a definition id ends with, without `.json`: `.../3.0.0/channel.json` gives `channel`. */
export function fileNameOf(id: string): string {
  return (id.split('/').pop() ?? id).replace(/\.json$/, '');
}

export function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The folders in `dir` (the package's protocols, binding versions, extensions), sorted by name. */
export function subfolders(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const loaded = new Map<string, unknown>();

/** `load()` once per process and key: the package's files and the pages made from them do not change. */
export function once<T>(key: string, load: () => T): T {
  if (!loaded.has(key)) loaded.set(key, load());
  return loaded.get(key) as T;
}

/** The installed package, found from this file (the remark plugin has no site context). */
export const SPECS_DIR = path.resolve(__dirname, '..', '..', 'node_modules', '@asyncapi', 'specs');

/** The definitions of a 3.x version: one file per definition in `definitions/<version>`. */
export function loadRegistry3(version: '3.0.0' | '3.1.0'): Registry {
  const dir = path.join(SPECS_DIR, 'definitions', version);
  const schemas = new Map<string, SchemaObject>();
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const schema = readJson(path.join(dir, file));
    if (isObject(schema) && typeof schema.$id === 'string') schemas.set(schema.$id, schema);
  }
  return {version, rootId: `http://asyncapi.com/definitions/${version}/asyncapi.json`, schemas};
}

/**
 * The 2.6.0 schema is one bundled file whose `definitions` are keyed by id. The embedded JSON Schema
 * Draft 07, OpenAPI and Avro meta-schemas are left out: the reference links to them instead.
 */
export function loadRegistry260(): Registry {
  const bundle = readJson(path.join(SPECS_DIR, 'schemas', '2.6.0.json'));
  if (!isObject(bundle) || !isObject(bundle.definitions)) throw new Error('schemas/2.6.0.json has no definitions');
  const schemas = new Map<string, SchemaObject>();
  const rootId = String(bundle.$id);
  const {definitions, ...root} = bundle;
  schemas.set(rootId, root);
  for (const [id, schema] of Object.entries(definitions)) {
    if (!id.startsWith('http://asyncapi.com/definitions/2.6.0/')) continue;
    if (/openapiSchema|avroSchema/.test(id)) continue;
    if (isObject(schema)) schemas.set(id, schema);
  }
  return {version: '2.6.0', rootId, schemas};
}

/**
 * The examples of a definition: 3.0.0 definitions point to a file under `examples/` through
 * `example: {$ref}` (the file holds an array); 2.6.0 definitions carry an inline `examples` array.
 */
export function examplesOf(schema: SchemaObject): unknown[] {
  if (Array.isArray(schema.examples)) return schema.examples;
  const example = schema.example;
  if (isObject(example) && typeof example.$ref === 'string') {
    const match = /^http:\/\/asyncapi\.com\/(examples\/.+\.json)$/.exec(example.$ref);
    if (!match) return [];
    const file = path.join(SPECS_DIR, match[1]);
    if (!fs.existsSync(file)) return [];
    const data = readJson(file);
    return Array.isArray(data) ? data : [data];
  }
  return [];
}

/**
 * A schema of the package outside the registry (an extension or a binding), read from the installed files:
 * `http://asyncapi.com/extensions/x/0.1.0/schema.json` is `extensions/x/0.1.0/schema.json`.
 */
export function packageSchema(id: string): SchemaObject | undefined {
  const match = /^http:\/\/asyncapi\.com\/((?:extensions|bindings)\/[\w./-]+\.json)$/.exec(id);
  if (!match || match[1].includes('..')) return undefined;
  const file = path.join(SPECS_DIR, match[1]);
  if (!fs.existsSync(file)) return undefined;
  const schema = readJson(file);
  return isObject(schema) ? schema : undefined;
}
