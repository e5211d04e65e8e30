/**
 * Walks a version's definitions from the root, following `$ref`s. Each definition is visited once, so
 * cycles (a Schema Object refers to itself, a Channel to Messages that refer back to Schemas) end.
 */
import {isObject, normalizeId, type Registry, type Schema} from './registry';

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
  return normalizeId(ref.split('#')[0]);
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

export type Walk = {
  /** Definitions in the order they were reached (breadth first from the root). */
  order: string[];
  /** For each definition, the definitions it refers to. */
  edges: Map<string, string[]>;
  /** Referenced documents that are not part of the registry (bindings, extensions, meta-schemas). */
  external: Set<string>;
  /** How many times each definition was expanded: always 1, asserted by the tests. */
  visits: Map<string, number>;
};

/** Definitions no other definition refers to: walked as extra roots so that they are documented too. */
export function orphanDefinitions(registry: Registry): string[] {
  const referenced = new Set<string>();
  for (const [id, schema] of registry.schemas)
    for (const ref of collectRefs(schema)) if (ref !== id) referenced.add(ref);
  return [...registry.schemas.keys()].filter((id) => id !== registry.rootId && !referenced.has(id));
}

export function walkDefinitions(registry: Registry, roots: readonly string[] = [registry.rootId]): Walk {
  const order: string[] = [];
  const edges = new Map<string, string[]>();
  const external = new Set<string>();
  const visits = new Map<string, number>();
  const queued = new Set<string>(roots);
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.shift() as string;
    const schema = registry.schemas.get(id);
    if (!schema) continue;
    visits.set(id, (visits.get(id) ?? 0) + 1);
    order.push(id);
    const refs = collectRefs(schema);
    edges.set(
      id,
      refs.filter((ref) => registry.schemas.has(ref)),
    );
    for (const ref of refs) {
      if (!registry.schemas.has(ref)) external.add(ref);
      else if (!queued.has(ref)) {
        queued.add(ref);
        queue.push(ref);
      }
    }
  }
  return {order, edges, external, visits};
}
