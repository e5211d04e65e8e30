/**
 * Pure diff of two AsyncAPI specification JSON Schema bundles (`@asyncapi/specs/schemas/<version>.json`): per
 * definition that exists in both versions, which properties were added or removed and which became required or
 * optional. Release-notes posts are checked against it (tests/unit/release-notes-schema-diff.test.ts).
 *
 * What counts as a property of a definition: the `properties` of the definition's own schema, of the members of
 * its `allOf`/`anyOf`/`oneOf`, of `items`, and of nested inline schemas (reported with a path such as
 * `examples[].name`). At the top level of a definition, `$ref`s inside `allOf`/`anyOf`/`oneOf` to another
 * definition of the same version are followed (so `info` includes the `x-x` and `x-linkedin` fields its 3.0.0
 * schema takes from `infoExtensions`), except references to the Reference Object and to specification extensions.
 * Deeper `$ref`s are not followed: the referenced object is a definition of its own and is diffed there.
 * The document root (the bundle itself, minus `definitions`) is the definition `asyncapi`.
 */

export type JsonSchema = {[key: string]: unknown};
export type SchemaBundle = {definitions?: {[id: string]: JsonSchema}};

export type DefinitionChange = {
  /** Definition name without version or extension, e.g. `message`, `messageTrait`, `info`. */
  definition: string;
  /** Property paths, e.g. `schemaFormat`, `examples[].name`. */
  added: string[];
  removed: string[];
  becameRequired: string[];
  becameOptional: string[];
  /** Values added to or removed from a list of allowed values (`enum`), keyed by property path. */
  valuesAdded: {[propertyPath: string]: string[]};
  valuesRemoved: {[propertyPath: string]: string[]};
};

export type SchemaDiff = {
  from: string;
  to: string;
  /** Definitions present only in one of the two versions (names as in {@link DefinitionChange.definition}). */
  addedDefinitions: string[];
  removedDefinitions: string[];
  changes: DefinitionChange[];
};

/**
 * `opaque` holds the paths whose schema is (partly) a `$ref` that was not followed, e.g. `examples[]` when the items
 * of `examples` became a reference to `messageExampleObject`. Fields below such a path are not compared with the
 * other version (they moved to another definition rather than disappearing).
 */
type Shape = {properties: Set<string>; required: Set<string>; opaque: Set<string>; enums: Map<string, Set<string>>};

/** `http://asyncapi.com/definitions/2.6.0/messageTrait.json` → `messageTrait`; other ids → undefined. */
export function definitionName(id: string, version: string): string | undefined {
  const prefix = `http://asyncapi.com/definitions/${version}/`;
  if (!id.startsWith(prefix)) return undefined;
  return id.slice(prefix.length).replace(/\.json$/, '');
}

const NOT_FOLLOWED = new Set(['Reference', 'ReferenceObject', 'specificationExtension']);

function collect(
  schema: unknown,
  pathPrefix: string,
  defs: Map<string, JsonSchema>,
  shape: Shape,
  seen: Set<string>,
): void {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
  const node = schema as JsonSchema;
  const ref = node.$ref;
  if (typeof ref === 'string') {
    // Only reached for composition members (allOf/anyOf/oneOf) and nested schemas; see the module comment.
    const name = [...defs.keys()].find((key) => ref.endsWith(`/${key}.json`));
    if (pathPrefix === '' && name && !NOT_FOLLOWED.has(name) && !seen.has(name)) {
      seen.add(name);
      collect(defs.get(name), pathPrefix, defs, shape, seen);
    } else if (pathPrefix !== '' && name !== 'Reference' && name !== 'ReferenceObject') {
      shape.opaque.add(pathPrefix.replace(/\.$/, ''));
    }
    return;
  }
  const properties = node.properties;
  if (properties && typeof properties === 'object') {
    for (const [key, value] of Object.entries(properties as JsonSchema)) {
      const propPath = pathPrefix + key;
      shape.properties.add(propPath);
      if (value && typeof value === 'object' && typeof (value as JsonSchema).$ref !== 'string') {
        collect(value, `${propPath}.`, defs, shape, seen);
      } else {
        shape.opaque.add(propPath);
      }
    }
  }
  if (Array.isArray(node.enum)) {
    const key = pathPrefix.replace(/\.$/, '');
    const values = shape.enums.get(key) ?? new Set<string>();
    for (const value of node.enum) if (typeof value === 'string') values.add(value);
    shape.enums.set(key, values);
  }
  // `if` conditions carry lists of values too (2.x: the `schemaFormat` values that mean "AsyncAPI schema").
  for (const keyword of ['if', 'then', 'else'] as const) collect(node[keyword], pathPrefix, defs, shape, seen);
  if (Array.isArray(node.required)) {
    for (const key of node.required) if (typeof key === 'string') shape.required.add(pathPrefix + key);
  }
  for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
    const members = node[keyword];
    if (Array.isArray(members)) for (const member of members) collect(member, pathPrefix, defs, shape, seen);
  }
  const items = node.items;
  if (items && typeof items === 'object' && !Array.isArray(items)) {
    const itemsPath = `${pathPrefix.replace(/\.$/, '')}[]`;
    if (typeof (items as JsonSchema).$ref === 'string') shape.opaque.add(itemsPath);
    else collect(items, `${itemsPath}.`, defs, shape, seen);
  }
}

/** The definitions of one version, keyed by short name. */
export function definitionsOf(bundle: SchemaBundle, version: string): Map<string, JsonSchema> {
  const defs = new Map<string, JsonSchema>();
  for (const [id, schema] of Object.entries(bundle.definitions ?? {})) {
    const name = definitionName(id, version);
    if (name) defs.set(name, schema);
  }
  const {definitions: _definitions, ...root} = bundle as JsonSchema;
  defs.set('asyncapi', root);
  return defs;
}

/** The property paths and required paths of one definition. */
export function shapeOf(name: string, defs: Map<string, JsonSchema>): Shape {
  const shape: Shape = {properties: new Set(), required: new Set(), opaque: new Set(), enums: new Map()};
  collect(defs.get(name), '', defs, shape, new Set([name]));
  return shape;
}

const sorted = (values: Iterable<string>) => [...values].sort();

/**
 * Values in `these` lists that the same list in `others` lacks, for lists that exist in both versions. The root
 * `asyncapi` field's list is skipped: it only ever holds the version number itself.
 */
function enumDiff(these: Map<string, Set<string>>, others: Map<string, Set<string>>, definition: string) {
  const result: {[path: string]: string[]} = {};
  for (const [path, values] of these) {
    if (definition === 'asyncapi' && path === 'asyncapi') continue;
    const other = others.get(path);
    if (!other) continue;
    const diff = sorted([...values].filter((v) => !other.has(v)));
    if (diff.length > 0) result[path] = diff;
  }
  return result;
}

/** `examples[].name` → [`examples`, `examples[]`]. */
function ancestors(propertyPath: string): string[] {
  const result: string[] = [];
  const parts = propertyPath.split('.');
  for (let i = 0; i < parts.length - 1; i += 1) {
    const prefix = parts.slice(0, i + 1).join('.');
    result.push(prefix.replace(/\[\]$/, ''));
    if (prefix.endsWith('[]')) result.push(prefix);
  }
  return result;
}

const underOpaque = (propertyPath: string, shape: Shape) => ancestors(propertyPath).some((p) => shape.opaque.has(p));

/**
 * Compares two schema bundles. `renamed` maps an old definition name to the new name of the same object (3.0.0
 * renamed `channelItem` to `channel` and `message` to `messageObject`), so their fields are compared too.
 */
export function diffSchemas(
  fromVersion: string,
  fromBundle: SchemaBundle,
  toVersion: string,
  toBundle: SchemaBundle,
  renamed: {[oldName: string]: string} = {},
): SchemaDiff {
  const before = definitionsOf(fromBundle, fromVersion);
  const after = definitionsOf(toBundle, toVersion);
  const newName = (name: string) => renamed[name] ?? name;
  const changes: DefinitionChange[] = [];
  for (const name of sorted(before.keys())) {
    if (!after.has(newName(name))) continue;
    const a = shapeOf(name, before);
    const b = shapeOf(newName(name), after);
    const change: DefinitionChange = {
      definition: name === newName(name) ? name : `${name} → ${newName(name)}`,
      added: sorted([...b.properties].filter((p) => !a.properties.has(p) && !underOpaque(p, a))),
      removed: sorted([...a.properties].filter((p) => !b.properties.has(p) && !underOpaque(p, b))),
      // Only for properties that exist in both versions; a new required field is already listed as added.
      becameRequired: sorted(
        [...b.required].filter((p) => !a.required.has(p) && (a.properties.has(p) || !b.properties.has(p))),
      ),
      becameOptional: sorted([...a.required].filter((p) => !b.required.has(p) && b.properties.has(p))),
      valuesAdded: enumDiff(b.enums, a.enums, name),
      valuesRemoved: enumDiff(a.enums, b.enums, name),
    };
    const count =
      change.added.length +
      change.removed.length +
      change.becameRequired.length +
      change.becameOptional.length +
      Object.keys(change.valuesAdded).length +
      Object.keys(change.valuesRemoved).length;
    if (count > 0) {
      changes.push(change);
    }
  }
  return {
    from: fromVersion,
    to: toVersion,
    addedDefinitions: sorted([...after.keys()].filter((n) => !before.has(n) && !Object.values(renamed).includes(n))),
    removedDefinitions: sorted([...before.keys()].filter((n) => !after.has(newName(n)))),
    changes,
  };
}

/** The last segment of a property path: `examples[].name` → `name`. */
export function leafName(propertyPath: string): string {
  return propertyPath.split('.').pop()!.replace(/\[\]$/, '');
}

export type MissedChange = {
  definition: string;
  kind: 'added' | 'removed' | 'became required' | 'became optional' | 'value added' | 'value removed';
  /** The property path; for value changes `path = value`. */
  property: string;
};

/** Strips front matter-free Markdown down to the text of its code spans (`like this`), where field names are written. */
export function codeSpans(markdown: string): Set<string> {
  const spans = new Set<string>();
  for (const match of markdown.matchAll(/`([^`\n]+)`/g)) {
    const text = match[1]!.trim();
    spans.add(text);
    // `info.x-x`, `channels.$ref`, `$message.header#/id`: also count each dotted segment.
    for (const part of text.split(/[.\s,/#]+/)) if (part) spans.add(part);
  }
  return spans;
}

/**
 * Every added or removed property and every required change of the diff must be named in the post, as a code span
 * containing the property's name (`deprecated`, `x-linkedin`, `info.x-linkedin`...), and every value added to or
 * removed from a list of allowed values must appear in the post. Returns what the post misses.
 */
export function missedChanges(diff: SchemaDiff, markdown: string): MissedChange[] {
  const spans = codeSpans(markdown);
  const missed: MissedChange[] = [];
  const check = (definition: string, kind: MissedChange['kind'], property: string) => {
    if (!spans.has(leafName(property))) missed.push({definition, kind, property});
  };
  for (const change of diff.changes) {
    for (const p of change.added) check(change.definition, 'added', p);
    for (const p of change.removed) check(change.definition, 'removed', p);
    for (const p of change.becameRequired) check(change.definition, 'became required', p);
    for (const p of change.becameOptional) check(change.definition, 'became optional', p);
    for (const [kind, lists] of [
      ['value added', change.valuesAdded],
      ['value removed', change.valuesRemoved],
    ] as const) {
      for (const [p, values] of Object.entries(lists)) {
        for (const value of values)
          if (!markdown.includes(value))
            missed.push({definition: change.definition, kind, property: `${p} = ${value}`});
      }
    }
  }
  return missed;
}
