/**
 * Finds the binding objects of an AsyncAPI document (2.x or 3.0.0, as plain data before `$ref` resolution) and
 * validates each against the JSON Schema of its protocol, level and `bindingVersion` in `@asyncapi/specs`
 * (`bindings/<protocol>/<version>/<level>.json`; the latest version there when `bindingVersion` is omitted, as
 * the specification says).
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv, {type ValidateFunction} from 'ajv';
import addFormats from 'ajv-formats';

export type BindingLevel = 'server' | 'channel' | 'operation' | 'message';
export type Segment = string | number;
export type FoundBinding = {path: Segment[]; level: BindingLevel; protocol: string; binding: unknown};
export type BindingProblem = {path: Segment[]; problem: string};

const SPECS_DIR = path.dirname(require.resolve('@asyncapi/specs/package.json'));
const BINDINGS_DIR = path.join(SPECS_DIR, 'bindings');

/** Binding keys whose folder in @asyncapi/specs has another name. */
const FOLDER: {[protocol: string]: string} = {ws: 'websockets'};

/** Ancestor keys that tell which level a `bindings` object belongs to, nearest first wins. */
const LEVEL_OF_KEY: {[key: string]: BindingLevel} = {
  messages: 'message',
  message: 'message',
  messageTraits: 'message',
  operations: 'operation',
  operationTraits: 'operation',
  publish: 'operation',
  subscribe: 'operation',
  channels: 'channel',
  servers: 'server',
};
/** Parts of a document that hold schemas or examples, where a key named `bindings` is just data. */
const DATA_KEYS = new Set(['payload', 'headers', 'schemas', 'properties', 'examples', 'items', 'schema']);
const COMPONENT_BINDINGS: {[key: string]: BindingLevel} = {
  serverBindings: 'server',
  channelBindings: 'channel',
  operationBindings: 'operation',
  messageBindings: 'message',
};

function isObject(value: unknown): value is {[key: string]: unknown} {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function levelOf(pathToBindings: Segment[]): BindingLevel | undefined {
  for (let i = pathToBindings.length - 1; i >= 0; i -= 1) {
    const key = pathToBindings[i];
    if (typeof key === 'string' && LEVEL_OF_KEY[key]) {
      // `operations.x.messages` (3.0.0) is a list of references and `channels` inside an operation a reference.
      return LEVEL_OF_KEY[key];
    }
  }
  return undefined;
}

/** Resolves a local `$ref` (`#/components/...`) in the document; undefined for other references. */
export function resolveLocal(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let current: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(current) && !Array.isArray(current)) return undefined;
    current = (current as {[key: string]: unknown})[key];
  }
  return current;
}

/** Every binding of the document: one entry per protocol key of every bindings object. */
export function findBindings(document: unknown): FoundBinding[] {
  const found: FoundBinding[] = [];
  const addBindingsObject = (bindings: unknown, at: Segment[], level: BindingLevel) => {
    if (!isObject(bindings) || typeof bindings.$ref === 'string') return; // A reference is checked at its target.
    for (const [protocol, value] of Object.entries(bindings)) {
      if (protocol.startsWith('x-')) continue;
      let binding = value;
      if (isObject(value) && typeof value.$ref === 'string') {
        binding = resolveLocal(document, value.$ref);
        if (binding === undefined) continue;
      }
      found.push({path: [...at, protocol], level, protocol, binding});
    }
  };
  const walk = (node: unknown, at: Segment[]) => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => walk(child, [...at, i]));
      return;
    }
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (DATA_KEYS.has(key)) continue;
      const here = [...at, key];
      if (at.length === 1 && at[0] === 'components' && COMPONENT_BINDINGS[key] && isObject(value)) {
        for (const [name, bindings] of Object.entries(value))
          addBindingsObject(bindings, [...here, name], COMPONENT_BINDINGS[key]!);
        continue;
      }
      if (key === 'bindings') {
        const level = levelOf(at);
        if (level) addBindingsObject(value, here, level);
        continue;
      }
      walk(value, here);
    }
  };
  walk(document, []);
  return found;
}

const compareVersions = (a: string, b: string) => {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
};

/** The binding versions @asyncapi/specs has for a protocol, oldest first. */
export function bindingVersions(protocol: string): string[] {
  const dir = path.join(BINDINGS_DIR, FOLDER[protocol] ?? protocol);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .filter((e) => e.isDirectory() && /^\d+\.\d+\.\d+$/.test(e.name))
    .map((e) => e.name)
    .sort(compareVersions);
}

let ajv: Ajv | undefined;

/** An Ajv instance that knows every binding schema and every specification definition by `$id`. */
function validator(): Ajv {
  if (ajv) return ajv;
  ajv = new Ajv({strict: false, allErrors: true, validateSchema: false});
  addFormats(ajv);
  const seen = new Set<string>();
  const add = (schema: {[key: string]: unknown}) => {
    const id = schema.$id;
    if (typeof id !== 'string' || seen.has(id.replace(/#$/, ''))) return;
    seen.add(id.replace(/#$/, ''));
    ajv!.addSchema(schema, id);
  };
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, {withFileTypes: true})
      .flatMap((e) =>
        e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : [],
      );
  for (const file of files(BINDINGS_DIR)) add(JSON.parse(fs.readFileSync(file, 'utf8')));
  const schemasDir = path.join(SPECS_DIR, 'schemas');
  for (const name of fs.readdirSync(schemasDir)) {
    if (!/^\d+\.\d+\.\d+\.json$/.test(name)) continue;
    const bundle = JSON.parse(fs.readFileSync(path.join(schemasDir, name), 'utf8')) as {
      definitions?: {[id: string]: {[key: string]: unknown}};
    };
    for (const definition of Object.values(bundle.definitions ?? {}))
      if (!String(definition.$id ?? '').startsWith('http://json-schema.org/')) add(definition);
  }
  return ajv;
}

const compiled = new Map<string, ValidateFunction | undefined>();

/** The validator for a binding, or a problem text when @asyncapi/specs has no schema for it. */
export function bindingValidator(
  protocol: string,
  level: BindingLevel,
  version: string | undefined,
): ValidateFunction | string {
  const versions = bindingVersions(protocol);
  if (versions.length === 0) return `@asyncapi/specs has no JSON Schema for "${protocol}" bindings`;
  const chosen = version ?? versions[versions.length - 1]!;
  if (!versions.includes(chosen))
    return `"${protocol}" binding version ${chosen} does not exist (known: ${versions.join(', ')})`;
  const file = path.join(BINDINGS_DIR, FOLDER[protocol] ?? protocol, chosen, `${level}.json`);
  if (!fs.existsSync(file)) return `"${protocol}" binding ${chosen} defines no ${level} binding`;
  const key = file;
  if (!compiled.has(key)) {
    const schema = JSON.parse(fs.readFileSync(file, 'utf8')) as {$id: string};
    compiled.set(key, validator().getSchema(schema.$id) ?? validator().compile(schema));
  }
  return compiled.get(key)!;
}

/** Validates every binding of a document. */
export function bindingProblems(document: unknown): BindingProblem[] {
  const problems: BindingProblem[] = [];
  for (const found of findBindings(document)) {
    const {binding, protocol, level} = found;
    // `{}` is how a document says "this protocol, nothing to configure"; the specification allows it.
    if (isObject(binding) && Object.keys(binding).length === 0) continue;
    if (!isObject(binding)) {
      problems.push({path: found.path, problem: 'a binding must be an object'});
      continue;
    }
    const version = typeof binding.bindingVersion === 'string' ? binding.bindingVersion : undefined;
    const validate = bindingValidator(protocol, level, version);
    if (typeof validate === 'string') {
      problems.push({path: found.path, problem: validate});
      continue;
    }
    if (!validate(binding)) {
      for (const error of validate.errors ?? []) {
        const extra =
          error.keyword === 'additionalProperties'
            ? ` "${(error.params as {additionalProperty: string}).additionalProperty}"`
            : '';
        problems.push({
          path: [...found.path, ...error.instancePath.split('/').filter(Boolean)],
          problem: `${protocol} ${level} binding ${version ?? '(latest)'}: ${error.message}${extra}`,
        });
      }
    }
  }
  return problems;
}
