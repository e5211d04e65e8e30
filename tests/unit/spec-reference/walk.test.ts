/** @jest-environment node */
import {loadRegistry260, loadRegistry3, fileNameOf, type Registry} from '@site/plugins/spec-reference/registry';
import {collectRefs, orphanDefinitions, resolveRef} from '@site/plugins/spec-reference/walk';

/** A breadth-first walk over the registry's definitions: which the generated pages reach, each expanded once. */
type Walk = {
  /** Definitions in the order they were reached (breadth first from the root). */
  order: string[];
  /** For each definition, the definitions it refers to. */
  edges: Map<string, string[]>;
  /** Referenced documents that are not part of the registry (bindings, extensions, meta-schemas). */
  external: Set<string>;
  /** How many times each definition was expanded: always 1, asserted by the tests. */
  visits: Map<string, number>;
};

function walkDefinitions(registry: Registry, roots: readonly string[] = [registry.rootId]): Walk {
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

const registry = loadRegistry3('3.0.0');

describe('collectRefs', () => {
  it('follows schema refs, skips example data and fragments, keeps properties named like data keys', () => {
    const schema = {
      properties: {
        examples: {type: 'array', items: {$ref: 'http://x/a.json'}},
        title: {$ref: 'http://x/b.json#/properties/title'},
      },
      example: {$ref: 'http://x/example.json'},
      allOf: [{$ref: '#/definitions/local'}, {$ref: 'http://x/c.json#'}],
    };
    expect(collectRefs(schema)).toEqual(['http://x/a.json', 'http://x/b.json', 'http://x/c.json']);
  });
});

describe('walkDefinitions (3.0.0)', () => {
  const walk = walkDefinitions(registry, [registry.rootId, ...orphanDefinitions(registry)]);

  it('loads every file of definitions/3.0.0', () => {
    expect(registry.schemas.size).toBe(56);
  });

  it('reaches every definition exactly once, although the schemas refer to each other in cycles', () => {
    expect(new Set(walk.order)).toEqual(new Set(registry.schemas.keys()));
    expect(walk.order).toHaveLength(registry.schemas.size);
    for (const count of walk.visits.values()) expect(count).toBe(1);
    // schema.json refers to itself and messageObject.json -> schema.json -> ... back: the walk still ends.
    expect(walk.edges.get('http://asyncapi.com/definitions/3.0.0/schema.json')).toContain(
      'http://asyncapi.com/definitions/3.0.0/schema.json',
    );
  });

  it('reaches all but one definition from the root; the exception is referenced by no other definition', () => {
    const fromRoot = walkDefinitions(registry);
    const missing = [...registry.schemas.keys()].filter((id) => !fromRoot.order.includes(id));
    expect(missing.map(fileNameOf)).toEqual(['messages']);
    expect(orphanDefinitions(registry).map(fileNameOf)).toEqual(['messages']);
  });

  it('reports bindings, extensions and meta-schemas as external documents', () => {
    expect(walk.external).toContain('http://asyncapi.com/extensions/x/0.1.0/schema.json');
    expect(walk.external).toContain('http://json-schema.org/draft-07/schema');
    expect([...walk.external].some((id) => id.startsWith('http://asyncapi.com/bindings/kafka/'))).toBe(true);
  });

  it('resolves references with JSON pointer fragments', () => {
    const target = resolveRef(registry, 'http://asyncapi.com/definitions/3.0.0/operation.json#/properties/title');
    expect(target?.schema).toMatchObject({type: 'string'});
    expect(resolveRef(registry, 'http://asyncapi.com/definitions/3.0.0/nothing.json')).toBeUndefined();
  });
});

describe('walkDefinitions (2.6.0)', () => {
  it('reaches every definition of the bundled 2.6.0 schema once', () => {
    const registry260 = loadRegistry260();
    const walk = walkDefinitions(registry260);
    expect(new Set(walk.order)).toEqual(new Set(registry260.schemas.keys()));
    expect(walk.order).toHaveLength(registry260.schemas.size);
  });
});
