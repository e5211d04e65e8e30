/**
 * Walks a version's definitions from the root, following `$ref`s. Each definition is visited once, so
 * cycles (a Schema Object refers to itself, a Channel to Messages that refer back to Schemas) end.
 */
import {isObject, type Registry, type Schema, type SchemaObject} from './registry';

/** Keys whose values are data, not schemas: their `$ref`s are not references to definitions. */
const DATA_KEYS = new Set(['example', 'examples', 'enum', 'const', 'default']);

/** Keys whose values map names to schemas: a property called `examples` is a schema, not data. */
const NAME_MAPS = new Set(['properties', 'patternProperties', 'definitions']);

/**
 * Every `$ref` inside one schema document, in document order, without duplicates. Fragments are
 * dropped (`operation.json#/properties/title` refers to `operation.json`); local `#/...` refs are skipped.
 */
export function collectRefs(schema: Schema | unknown): string[] {
  const found: string[] = [];
  const visit = (node: unknown, isNameMap = false): void => {
    if (Array.isArray(node)) {
      node.forEach((item) => visit(item));
      return;
    }
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (isNameMap) visit(value);
      else if (key === '$ref' && typeof value === 'string') found.push(documentIdOf(value));
      else if (!DATA_KEYS.has(key)) visit(value, NAME_MAPS.has(key));
    }
  };
  visit(schema);
  return [...new Set(found)].filter((ref) => ref !== '');
}

/** The document part of a reference: `a.json#/properties/x` gives `a.json`, `#/x` gives ''. */
export function documentIdOf(ref: string): string {
  return ref.split('#')[0];
}

/** Resolves a reference to its schema, following a JSON pointer fragment if there is one. */
export function resolveRef(registry: Registry, ref: string): {id: string; schema: Schema} | undefined {
  const id = documentIdOf(ref);
  const doc = registry.schemas.get(id);
  if (!doc) return undefined;
  const pointer = ref.includes('#') ? ref.slice(ref.indexOf('#') + 1) : '';
  let node: unknown = doc;
  for (const part of pointer.split('/').filter(Boolean)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[key] : undefined;
  }
  return isObject(node) || typeof node === 'boolean' ? {id, schema: node} : undefined;
}

/** Definitions no other definition refers to: walked as extra roots so that they are documented too. */
export function orphanDefinitions(registry: Registry): string[] {
  const referenced = new Set<string>();
  for (const [id, schema] of registry.schemas)
    for (const ref of collectRefs(schema)) if (ref !== id) referenced.add(ref);
  return [...registry.schemas.keys()].filter((id) => id !== registry.rootId && !referenced.has(id));
}

/** A field a schema declares: every schema that declares it (in walk order) and whether one of them requires it. */
export type DeclaredField = {schemas: SchemaObject[]; required: boolean};

/**
 * Every field a schema declares, wherever it declares it: in `properties`, inside `allOf`/`anyOf`/`oneOf` parts and
 * `if`/`then`/`else` branches, nested inline objects as `parent.child` and the objects of arrays as `parent[].child`.
 * References are not followed: a referenced object is a definition (or a binding) of its own.
 */
export function declaredFields(schema: SchemaObject): Map<string, DeclaredField> {
  const fields = new Map<string, DeclaredField>();
  const visit = (node: unknown, prefix: string): void => {
    if (!isObject(node)) return;
    const required = Array.isArray(node.required) ? node.required.map(String) : [];
    if (isObject(node.properties)) {
      for (const [name, property] of Object.entries(node.properties)) {
        const key = prefix + name;
        const field = fields.get(key) ?? {schemas: [], required: false};
        if (required.includes(name)) field.required = true;
        if (isObject(property)) field.schemas.push(property);
        fields.set(key, field);
        visit(property, `${key}.`);
        if (isObject(property)) visit(property.items, `${key}[].`);
      }
    }
    for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
      const parts = node[keyword];
      if (Array.isArray(parts)) for (const part of parts) visit(part, prefix);
    }
    for (const keyword of ['if', 'then', 'else'] as const) visit(node[keyword], prefix);
  };
  visit(schema, '');
  return fields;
}
