/**
 * Turns a version's definitions into the sections of its reference page: for each catalog entry the
 * definition's description, its fixed fields (name, type, required, description), its patterned fields,
 * the definitions it includes or chooses between, and its examples.
 */
import {
  examplesOf,
  fileNameOf,
  isObject,
  packageSchema,
  type Registry,
  type Schema,
  type SchemaObject,
} from './registry';
import {codeSpan as code} from './markdown';
import {documentIdOf, resolveRef} from './walk';
import type {CatalogEntry} from './catalog';

export type TypeExpr =
  | {kind: 'any'}
  | {kind: 'prim'; name: string}
  | {kind: 'ref'; id: string}
  | {kind: 'array'; items: TypeExpr}
  | {kind: 'map'; values: TypeExpr}
  | {kind: 'union'; options: TypeExpr[]};

export type Field = {
  name: string;
  /** Heading-independent id of the field's row, unique on the page. */
  anchor: string;
  type: TypeExpr;
  required: boolean;
  /** Markdown from the schema (not yet escaped for MDX). */
  description: string;
  /** Facts read from the schema: allowed values, default, format, pattern. Markdown. */
  notes: string[];
  /** Binding versions accepted, for the bindings objects. */
  bindingVersions?: string[];
};

export type Section = {
  entry: CatalogEntry;
  /** The definition's id, when the section documents one. */
  id?: string;
  description: string;
  fields: Field[];
  patterned: Field[];
  /** Definitions whose fields this one also accepts (`allOf`). */
  includes: TypeExpr[];
  /** Definitions this one is exactly one of (`oneOf`). */
  choices: TypeExpr[];
  examples: unknown[];
};

const ANY: TypeExpr = {kind: 'any'};

/** The options as one type: nested unions flattened, `any` and repeated options (equal as JSON) left out. */
export function union(options: TypeExpr[]): TypeExpr {
  const flat = options.flatMap((option) => (option.kind === 'union' ? option.options : [option]));
  const seen = new Map<string, TypeExpr>();
  for (const option of flat) {
    const key = JSON.stringify(option);
    if (option.kind !== 'any' && !seen.has(key)) seen.set(key, option);
  }
  const unique = [...seen.values()];
  if (unique.length === 0) return ANY;
  return unique.length === 1 ? unique[0] : {kind: 'union', options: unique};
}

/** The type of a schema node, following `$ref`s with JSON pointer fragments into their target. */
export function typeOf(schema: Schema | undefined, registry: Registry, depth = 0): TypeExpr {
  if (!isObject(schema) || depth > 8) return ANY;
  if (typeof schema.$ref === 'string') {
    if (schema.$ref.includes('#/')) {
      const target = resolveRef(registry, schema.$ref);
      return target ? typeOf(target.schema, registry, depth + 1) : ANY;
    }
    return {kind: 'ref', id: documentIdOf(schema.$ref)};
  }
  const alternatives = [schema.oneOf, schema.anyOf].find(Array.isArray) as Schema[] | undefined;
  if (alternatives) return union(alternatives.map((option) => typeOf(option, registry, depth + 1)));
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as Schema[]).map((part) => {
      if (isObject(part) && typeof part.$ref === 'string') return typeOf(part, registry, depth + 1);
      if (isObject(part) && isObject(part.then)) return typeOf(part.then, registry, depth + 1);
      return ANY;
    });
    const merged = union(parts);
    if (merged.kind !== 'any') return merged;
  }
  const branches = [schema.then, schema.else].filter(
    (branch) => isObject(branch) && typeof branch.$ref === 'string',
  ) as Schema[];
  if (branches.length > 0 && !isObject(schema.properties))
    return union(branches.map((branch) => typeOf(branch, registry, depth + 1)));
  const types = Array.isArray(schema.type)
    ? (schema.type as string[])
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];
  if (types.length > 0) return union(types.map((name) => primitiveOrContainer(name, schema, registry, depth)));
  if (isObject(schema.properties) || isObject(schema.patternProperties)) return {kind: 'prim', name: 'object'};
  const values = Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : [];
  if (values.length > 0)
    return union([...new Set(values.map((value) => typeof value))].map((name) => ({kind: 'prim', name})));
  return ANY;
}

function primitiveOrContainer(name: string, schema: SchemaObject, registry: Registry, depth: number): TypeExpr {
  if (name === 'array' && schema.items !== undefined)
    return {kind: 'array', items: typeOf(schema.items as Schema, registry, depth + 1)};
  if (name === 'object' && isObject(schema.additionalProperties) && !isObject(schema.properties)) {
    return {kind: 'map', values: typeOf(schema.additionalProperties, registry, depth + 1)};
  }
  if (name === 'object' && isObject(schema.patternProperties) && !isObject(schema.properties)) {
    // Components: an object whose keys match a name pattern, so in effect a map.
    const values = Object.values(schema.patternProperties) as Schema[];
    return {kind: 'map', values: union(values.map((value) => typeOf(value, registry, depth + 1)))};
  }
  return {kind: 'prim', name};
}

/** The values a schema allows, from its `enum` or its items' `enum`. */
export function enumOf(schema: SchemaObject): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  if (isObject(schema.items) && Array.isArray(schema.items.enum)) return schema.items.enum;
  return undefined;
}

/** Facts about a field's values that the schema states outside its description. */
export function notesOf(schema: Schema | undefined): string[] {
  if (!isObject(schema)) return [];
  const notes: string[] = [];
  if ('const' in schema) notes.push(`Its value MUST be ${code(schema.const)}.`);
  const values = enumOf(schema);
  if (values) notes.push(`Allowed values: ${values.map(code).join(', ')}.`);
  if ('default' in schema && !(isObject(schema.default) && Object.keys(schema.default).length === 0)) {
    notes.push(`Default: ${code(schema.default)}.`);
  }
  if (typeof schema.format === 'string') notes.push(`Format: ${code(schema.format)}.`);
  if (typeof schema.pattern === 'string') notes.push(`Pattern: ${code(schema.pattern)}.`);
  return notes;
}

/** A field anchor: the section anchor and the field name, with characters unsafe in ids replaced. */
export function fieldAnchor(sectionAnchor: string, name: string): string {
  const safe = name
    .replace(/^\$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${sectionAnchor}-${safe || 'field'}`;
}

type Gathered = {
  properties: Map<string, Schema[]>;
  required: Set<string>;
  patterns: Map<string, Schema[]>;
  includes: string[];
};

/** Collects the fields a definition accepts, through `allOf` parts, `then`/`else` branches and inline `oneOf` options. */
function gather(schema: Schema, into: Gathered, depth = 0): void {
  if (!isObject(schema) || depth > 6) return;
  if (isObject(schema.properties)) {
    for (const [name, value] of Object.entries(schema.properties)) {
      into.properties.set(name, [...(into.properties.get(name) ?? []), value as Schema]);
    }
  }
  if (Array.isArray(schema.required) && depth === 0)
    for (const name of schema.required) into.required.add(String(name));
  if (isObject(schema.patternProperties)) {
    for (const [pattern, value] of Object.entries(schema.patternProperties)) {
      into.patterns.set(pattern, [...(into.patterns.get(pattern) ?? []), value as Schema]);
    }
  }
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const parts = schema[key];
    if (!Array.isArray(parts)) continue;
    for (const part of parts as Schema[]) {
      if (!isObject(part)) continue;
      if (typeof part.$ref === 'string') {
        if (key === 'allOf') into.includes.push(documentIdOf(part.$ref));
      } else {
        // An inline allOf part adds to this object; an inline oneOf option (2.6.0 Message) is this object's shape.
        if (Array.isArray(part.required) && key === 'allOf')
          for (const name of part.required) into.required.add(String(name));
        gather(part, into, depth + 1);
      }
    }
  }
  for (const key of ['then', 'else'] as const) {
    const branch = schema[key];
    if (isObject(branch) && typeof branch.$ref !== 'string') gather(branch, into, depth + 1);
  }
}

/**
 * Notes for the maintainers of the schemas, not for readers: the 2.x bundles describe their root object as
 * "!!Auto generated!! Do not manually edit.". Such text is never shown as a description.
 */
const INTERNAL_NOTE = /!!\s*auto[- ]?generated\s*!!|do not (manually )?edit/i;

/** A schema's `description` when it is meant for readers; '' when absent or an internal note. */
export function readerDescription(schema: unknown): string {
  if (!isObject(schema) || typeof schema.description !== 'string') return '';
  return INTERNAL_NOTE.test(schema.description) ? '' : schema.description;
}

/** The description of a field: its own, or the one of the definition it refers to. */
function describeField(schemas: Schema[], registry: Registry): string {
  for (const schema of schemas) if (readerDescription(schema)) return readerDescription(schema);
  for (const schema of schemas) {
    if (isObject(schema) && typeof schema.$ref === 'string') {
      const target = resolveRef(registry, schema.$ref)?.schema ?? packageSchema(documentIdOf(schema.$ref));
      if (readerDescription(target)) return readerDescription(target);
    }
  }
  return '';
}

/** The binding versions a binding's schema accepts (its `bindingVersion` enum). */
export function bindingVersionsOf(schema: unknown): string[] | undefined {
  if (!isObject(schema) || !isObject(schema.properties)) return undefined;
  const version = schema.properties.bindingVersion;
  return isObject(version) && Array.isArray(version.enum) ? version.enum.map(String) : undefined;
}

function toField(sectionAnchor: string, name: string, schemas: Schema[], required: boolean, registry: Registry): Field {
  const field: Field = {
    name,
    anchor: fieldAnchor(sectionAnchor, name),
    type: union(schemas.map((schema) => typeOf(schema, registry))),
    required,
    description: describeField(schemas, registry),
    notes: [...new Set(schemas.flatMap(notesOf))],
  };
  const versions = schemas.map(bindingVersionsOf).find(Boolean);
  if (versions) field.bindingVersions = versions;
  return field;
}

/** The choices of a `oneOf` made only of references (Security Scheme, its HTTP and SASL groups). */
function choicesOf(schema: SchemaObject): TypeExpr[] {
  if (!Array.isArray(schema.oneOf)) return [];
  const refs = (schema.oneOf as Schema[]).filter(
    (part): part is SchemaObject => isObject(part) && typeof part.$ref === 'string',
  );
  return refs.map((part) => ({kind: 'ref', id: documentIdOf(part.$ref as string)}));
}

/** The value type of a map definition (`Channels Object`: name to Channel), as a patterned field. */
function mapEntryOf(schema: SchemaObject, sectionAnchor: string, registry: Registry): Field | undefined {
  if (!isObject(schema.additionalProperties)) return undefined;
  const keyFormat =
    isObject(schema.propertyNames) && typeof schema.propertyNames.format === 'string'
      ? schema.propertyNames.format
      : undefined;
  return {
    name: '*',
    anchor: `${sectionAnchor}-entries`,
    type: typeOf(schema.additionalProperties, registry),
    required: false,
    description: describeField([schema.additionalProperties], registry),
    notes: keyFormat ? [`Keys are in ${code(keyFormat)} format.`] : [],
  };
}

/** The section for one schema object (a definition, or a binding's schema). */
export function describeSchema(entry: CatalogEntry, id: string, schema: SchemaObject, registry: Registry): Section {
  const gathered: Gathered = {properties: new Map(), required: new Set(), patterns: new Map(), includes: []};
  gather(schema, gathered);
  const fields = [...gathered.properties].flatMap(([name, schemas]) => {
    const field = toField(entry.anchor, name, schemas, gathered.required.has(name), registry);
    // An inline object with its own fixed fields (OAuth `flows`, Kafka `topicConfiguration`): its fields
    // follow as `parent.child` rows, so that they are documented too.
    const inline = schemas.find(
      (schema) => isObject(schema) && isObject(schema.properties) && typeof schema.$ref !== 'string',
    );
    if (!isObject(inline) || !isObject(inline.properties)) return [field];
    const required = new Set(Array.isArray(inline.required) ? inline.required.map(String) : []);
    const nested = Object.entries(inline.properties).map(([child, value]) =>
      toField(entry.anchor, `${name}.${child}`, [value as Schema], required.has(child), registry),
    );
    return [field, ...nested];
  });
  const patterned = [...gathered.patterns].map(([pattern, schemas]) => {
    // Every field pattern of the package's definitions and bindings is the extensions' (`^x-…`): one row, one anchor.
    if (!pattern.startsWith('^x-'))
      throw new Error(`spec-reference: ${id} has a field pattern other than ^x-: ${pattern}`);
    return {...toField(entry.anchor, pattern, schemas, false, registry), anchor: `${entry.anchor}-extensions`};
  });
  const mapEntry = mapEntryOf(schema, entry.anchor, registry);
  if (mapEntry) patterned.push(mapEntry);
  return {
    entry,
    id,
    description: readerDescription(schema),
    fields,
    patterned,
    includes: gathered.includes.map((ref) => ({kind: 'ref', id: ref})),
    choices: choicesOf(schema),
    examples: examplesOf(schema),
  };
}

/** The sections of a catalog, each describing the definition its entry names (an entry without `file` names none). */
export function buildSections(catalog: readonly CatalogEntry[], registry: Registry): Section[] {
  const idOfFile = new Map([...registry.schemas.keys()].map((id) => [fileNameOf(id), id]));
  return catalog.map((entry) => {
    const id = entry.file ? idOfFile.get(entry.file) : undefined;
    const schema = id ? registry.schemas.get(id) : undefined;
    if (entry.file && !schema) throw new Error(`spec-reference: ${registry.version} has no definition "${entry.file}"`);
    if (!schema || !id)
      return {entry, description: '', fields: [], patterned: [], includes: [], choices: [], examples: []};
    return describeSchema(entry, id, schema, registry);
  });
}
