/**
 * What changed in a binding object between two of its versions, read from the two JSON Schemas: fields added and
 * removed, required marks, defaults, allowed values and declared types. Pure: takes schemas, returns changes.
 */
import {codeSpan as code} from './markdown';
import {enumOf} from './model';
import {isObject, type SchemaObject} from './registry';
import {declaredFields} from './walk';

export type FieldFacts = {required: boolean; type?: string; default?: unknown; hasDefault: boolean; enum?: unknown[]};

export type SchemaChange =
  | {kind: 'object-added'}
  | {kind: 'object-removed'}
  | {kind: 'field-added'; field: string; required: boolean}
  | {kind: 'field-removed'; field: string}
  | {kind: 'required'; field: string; required: boolean}
  | {kind: 'default'; field: string; from?: unknown; to?: unknown}
  | {kind: 'enum'; field: string; added: unknown[]; removed: unknown[]}
  | {kind: 'type'; field: string; from?: string; to?: string};

/** Fields whose changes are not news: every version changes the allowed `bindingVersion` values. */
const IGNORED = new Set(['bindingVersion']);

function typeText(schema: SchemaObject): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.map(String).join(' | ');
  if (typeof schema.type === 'string') return schema.type;
  if (typeof schema.$ref === 'string') return schema.$ref.replace(/^.*\//, '').replace(/\.json$/, '');
  const options = [schema.oneOf, schema.anyOf].find(Array.isArray);
  if (options) {
    const names = options.map((option) => (isObject(option) ? typeText(option) : undefined));
    return names.every(Boolean) ? [...new Set(names)].sort().join(' | ') : undefined;
  }
  return undefined;
}

/** Every field of a binding schema (walk.ts, declaredFields), with what a reader relies on. */
export function flattenFields(schema: SchemaObject): Map<string, FieldFacts> {
  const fields = new Map<string, FieldFacts>();
  for (const [field, {schemas, required}] of declaredFields(schema)) {
    const withDefault = schemas.find((property) => 'default' in property);
    fields.set(field, {
      required,
      type: schemas.map(typeText).find((type) => type !== undefined),
      hasDefault: withDefault !== undefined,
      default: withDefault?.default,
      enum: schemas.map(enumOf).find((values) => values !== undefined),
    });
  }
  return fields;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The changes from `older` to `newer` (either may be undefined: the object did not exist in that version). */
export function diffBindingSchemas(older: SchemaObject | undefined, newer: SchemaObject | undefined): SchemaChange[] {
  if (!older && !newer) return [];
  if (!older) return [{kind: 'object-added'}];
  if (!newer) return [{kind: 'object-removed'}];
  const before = flattenFields(older);
  const after = flattenFields(newer);
  const changes: SchemaChange[] = [];
  for (const [field, facts] of after) {
    if (IGNORED.has(field)) continue;
    const was = before.get(field);
    if (!was) {
      changes.push({kind: 'field-added', field, required: facts.required});
      continue;
    }
    if (was.required !== facts.required) changes.push({kind: 'required', field, required: facts.required});
    if (was.hasDefault !== facts.hasDefault || !same(was.default, facts.default)) {
      changes.push({kind: 'default', field, from: was.default, to: facts.default});
    }
    const added = (facts.enum ?? []).filter((value) => !(was.enum ?? []).some((old) => same(old, value)));
    const removed = (was.enum ?? []).filter((value) => !(facts.enum ?? []).some((now) => same(now, value)));
    if (added.length > 0 || removed.length > 0) changes.push({kind: 'enum', field, added, removed});
    if (was.type !== facts.type) changes.push({kind: 'type', field, from: was.type, to: facts.type});
  }
  for (const field of before.keys()) {
    if (!IGNORED.has(field) && !after.has(field)) changes.push({kind: 'field-removed', field});
  }
  return changes;
}

/** One sentence per change, Markdown. */
export function describeChange(change: SchemaChange): string {
  switch (change.kind) {
    case 'object-added':
      return 'This binding object is new in this version.';
    case 'object-removed':
      return 'This binding object no longer exists in this version.';
    case 'field-added':
      return `Added ${code(change.field)}${change.required ? ' (required)' : ''}.`;
    case 'field-removed':
      return `Removed ${code(change.field)}.`;
    case 'required':
      return `${code(change.field)} is ${change.required ? 'now required' : 'no longer required'}.`;
    case 'default':
      if (change.to === undefined) return `${code(change.field)} no longer has a default (was ${code(change.from)}).`;
      if (change.from === undefined) return `${code(change.field)} now defaults to ${code(change.to)}.`;
      return `${code(change.field)} defaults to ${code(change.to)} instead of ${code(change.from)}.`;
    case 'enum': {
      const parts = [
        change.added.length ? `allows ${change.added.map(code).join(', ')}` : '',
        change.removed.length ? `no longer allows ${change.removed.map(code).join(', ')}` : '',
      ].filter(Boolean);
      return `${code(change.field)} ${parts.join(' and ')}.`;
    }
    case 'type':
      return `${code(change.field)} changed type from ${change.from ? code(change.from) : 'unspecified'} to ${change.to ? code(change.to) : 'unspecified'}.`;
  }
}
