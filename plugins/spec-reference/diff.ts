/**
 * What changed between two versions of the specification, computed from their definitions: definitions and
 * fields added or removed, enum values added or removed, required flags, field types and descriptions.
 * The 3.1.0 page opens with this list and the 3.1.0 release notes are written from it.
 */
import {CATALOGS} from './catalog';
import {codeSpan as code, escapeMdx} from './markdown';
import {fileNameOf, isObject, type Registry, type SchemaObject} from './registry';
import {declaredFields} from './walk';

export type SchemaChange =
  | {kind: 'definition-added' | 'definition-removed'; definition: string}
  | {kind: 'field-added' | 'field-removed' | 'required-added' | 'required-removed'; definition: string; field: string}
  | {kind: 'enum-values-added' | 'enum-values-removed'; definition: string; field: string; values: string[]}
  | {kind: 'type-changed'; definition: string; field: string; from: string; to: string}
  | {kind: 'description-changed'; definition: string; field: string; from: string; to: string};

/** What a definition says about one field (a property at any depth, `a.b` for nested ones). */
type FieldFacts = {type: string; description: string; enum: Set<string>; required: boolean};

/** Enum and const values of a property, including those inside its own combinators. */
function enumValues(node: unknown, into: Set<string>): void {
  if (!isObject(node)) return;
  if (Array.isArray(node.enum))
    for (const value of node.enum) into.add(typeof value === 'string' ? value : JSON.stringify(value));
  if (node.const !== undefined) into.add(typeof node.const === 'string' ? node.const : JSON.stringify(node.const));
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const)
    if (Array.isArray(node[key])) for (const child of node[key] as unknown[]) enumValues(child, into);
}

/** Every field a definition declares (walk.ts, declaredFields), with the facts this diff compares. */
export function collectFields(schema: SchemaObject): Map<string, FieldFacts> {
  const out = new Map<string, FieldFacts>();
  for (const [field, {schemas, required}] of declaredFields(schema)) {
    const typed = schemas.find((property) => property.type !== undefined);
    const described = schemas.find((property) => typeof property.description === 'string');
    const values = new Set<string>();
    for (const property of schemas) enumValues(property, values);
    out.set(field, {
      type: typed ? JSON.stringify(typed.type) : '',
      description: described ? String(described.description) : '',
      enum: values,
      required,
    });
  }
  return out;
}

function byFile(registry: Registry): Map<string, SchemaObject> {
  return new Map([...registry.schemas].map(([id, schema]) => [fileNameOf(id), schema]));
}

/** The changes from one version's definitions to another's, definition by definition (in file-name order). */
export function diffRegistries(from: Registry, to: Registry): SchemaChange[] {
  const before = byFile(from);
  const after = byFile(to);
  const changes: SchemaChange[] = [];
  const names = [...new Set([...before.keys(), ...after.keys()])].sort((a, b) => a.localeCompare(b, 'en'));
  for (const definition of names) {
    const old = before.get(definition);
    const now = after.get(definition);
    if (!old) {
      changes.push({kind: 'definition-added', definition});
      continue;
    }
    if (!now) {
      changes.push({kind: 'definition-removed', definition});
      continue;
    }
    const oldFields = collectFields(old);
    const newFields = collectFields(now);
    // A field inside an added (removed) field is part of that change, not one of its own.
    const underAny = (field: string, set: Set<string>) => [...set].some((parent) => field.startsWith(`${parent}.`));
    const added = new Set([...newFields.keys()].filter((field) => !oldFields.has(field)));
    const removed = new Set([...oldFields.keys()].filter((field) => !newFields.has(field)));
    for (const field of added) if (!underAny(field, added)) changes.push({kind: 'field-added', definition, field});
    for (const field of removed)
      if (!underAny(field, removed)) changes.push({kind: 'field-removed', definition, field});
    for (const [field, facts] of newFields) {
      const was = oldFields.get(field);
      if (!was) continue;
      if (facts.required !== was.required)
        changes.push({kind: facts.required ? 'required-added' : 'required-removed', definition, field});
      const plus = [...facts.enum].filter((value) => !was.enum.has(value));
      const minus = [...was.enum].filter((value) => !facts.enum.has(value));
      if (plus.length > 0) changes.push({kind: 'enum-values-added', definition, field, values: plus});
      if (minus.length > 0) changes.push({kind: 'enum-values-removed', definition, field, values: minus});
      if (facts.type !== was.type)
        changes.push({kind: 'type-changed', definition, field, from: was.type, to: facts.type});
      if (facts.description !== was.description) {
        changes.push({kind: 'description-changed', definition, field, from: was.description, to: facts.description});
      }
    }
  }
  return changes;
}

const list = (values: readonly string[]): string => values.map(code).join(', ');
const typeText = (json: string): string => {
  if (!json) return 'any type';
  const value = JSON.parse(json) as unknown;
  return Array.isArray(value) ? value.map(String).join(' | ') : String(value);
};

/** One line of Markdown per change, linking to the definition's section of the page when it has one. */
export function describeChange(change: SchemaChange): string {
  const entry = CATALOGS['3.0.0'].find((candidate) => candidate.file === change.definition);
  const object = entry ? `[${entry.title}](#${entry.anchor})` : code(change.definition);
  switch (change.kind) {
    case 'definition-added':
      return `New definition ${object}.`;
    case 'definition-removed':
      return `Definition ${object} was removed.`;
    case 'field-added':
      return `${object}: new field ${code(change.field)}.`;
    case 'field-removed':
      return `${object}: field ${code(change.field)} was removed.`;
    case 'required-added':
      return `${object}: ${code(change.field)} is now required.`;
    case 'required-removed':
      return `${object}: ${code(change.field)} is no longer required.`;
    case 'enum-values-added':
      return `${object}: ${code(change.field)} accepts ${change.values.length > 1 ? 'new values' : 'a new value'} ${list(change.values)}.`;
    case 'enum-values-removed':
      return `${object}: ${code(change.field)} no longer accepts ${list(change.values)}.`;
    case 'type-changed':
      return `${object}: the type of ${code(change.field)} changed from ${typeText(change.from)} to ${typeText(change.to)}.`;
    case 'description-changed':
      return `${object}: the description of ${code(change.field)} changed from "${escapeMdx(change.from)}" to "${escapeMdx(change.to)}".`;
  }
}

/** The "What changed" section of a specification page: one bullet per change, with links to the page's own sections. */
export function renderChangesSection(
  fromVersion: string,
  changes: readonly SchemaChange[],
  releaseNotes: string,
): string {
  const structural = changes.some(
    (change) => change.kind === 'definition-added' || change.kind === 'definition-removed',
  );
  return [
    `## What changed from ${fromVersion} {/* #changes */}`,
    `This list is computed from the JSON Schemas of both versions in \`@asyncapi/specs\`: definitions and fields added or ` +
      `removed, new enum values, required flags, types and descriptions.` +
      (structural
        ? ''
        : ` No definition was added or removed, so every anchor on the ${fromVersion} page exists here too.`) +
      ` The [release notes](${releaseNotes}) explain what the changes mean for your documents.`,
    changes.length === 0
      ? 'The schemas of both versions are the same.'
      : changes.map((change) => `- ${describeChange(change)}`).join('\n'),
  ].join('\n\n');
}
