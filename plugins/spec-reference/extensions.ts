/**
 * The extensions reference: an overview and one page per extension in the `extensions/` folder of
 * @asyncapi/specs. Each extension's description, type, pattern and example values come from its schema; the text
 * written for the site (what an extension is for, good values, the pages' and the overview's prose) is in
 * src/data/spec-reference (extensions/<name>.yaml, extension-page.md, extensions-index.md), read by content.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import {extensionText, fillTemplate} from './content';
import {sectionIndex} from './links';
import {escapeMdx, paragraph} from './markdown';
import {isObject, readJson, SPECS_DIR, subfolders, type Registry, type SchemaObject} from './registry';
import {collectRefs} from './walk';

export type ExtensionInfo = {
  name: string;
  field: string;
  version: string;
  id: string;
  schema: SchemaObject;
  /** Section anchors and titles of the 3.0.0 objects that accept the extension. */
  usedIn: {anchor: string; title: string}[];
};

export function scanExtensions(registry300: Registry): ExtensionInfo[] {
  const root = path.join(SPECS_DIR, 'extensions');
  const sections = sectionIndex('3.0.0');
  return subfolders(root).flatMap((name): ExtensionInfo[] => {
    const versions = subfolders(path.join(root, name))
      .filter((v) => /^\d+\.\d+\.\d+$/.test(v))
      .sort(semver.rcompare);
    const file = versions.map((v) => path.join(root, name, v, 'schema.json')).find((f) => fs.existsSync(f));
    if (!file) return [];
    const schema = readJson(file);
    if (!isObject(schema)) return [];
    const id = String(schema.$id ?? '');
    const usedIn = [...registry300.schemas]
      .filter(([, definition]) => collectRefs(definition).includes(id))
      .map(([definitionId]) => sections.get(definitionId))
      .filter((section): section is {anchor: string; title: string} => Boolean(section));
    return [{name, field: `x-${name}`, version: versions[0], id, schema, usedIn}];
  });
}

function exampleValues(schema: SchemaObject): string[] {
  const raw = Array.isArray(schema.example) ? schema.example : Array.isArray(schema.examples) ? schema.examples : [];
  return raw.map(String);
}

function documentWith(extensions: readonly ExtensionInfo[]): string {
  const lines = extensions.map(
    (ext) =>
      `  ${ext.field}: ${quoteIfNeeded(extensionText(ext.name)?.exampleValue ?? exampleValues(ext.schema)[0] ?? '')}`,
  );
  return [
    '```yaml',
    'asyncapi: 3.0.0',
    'info:',
    '  title: Parcel Tracking Service',
    '  version: 1.2.0',
    ...lines,
    'channels: {}',
    '```',
  ].join('\n');
}

function quoteIfNeeded(value: string): string {
  return /^[A-Za-z0-9_.\-/:]+$/.test(value) ? value : JSON.stringify(value);
}

function factsTable(ext: ExtensionInfo): string {
  const rows = [
    ['Field', `\`${ext.field}\``],
    [
      'Allowed in',
      ext.usedIn.map((s) => `[${s.title}](/docs/reference/specification/v3.0.0#${s.anchor})`).join(', ') ||
        'any object that accepts extensions',
    ],
    ['Type', `\`${String(ext.schema.type ?? 'any')}\``],
    ...(typeof ext.schema.pattern === 'string' ? [['Pattern', `\`${ext.schema.pattern}\``]] : []),
    ['Schema version', `\`${ext.version}\``],
    [
      'Example values',
      exampleValues(ext.schema)
        .map((v) => `\`${v}\``)
        .join(', ') || '–',
    ],
  ];
  return ['| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v.replace(/\|/g, '\\|')} |`)].join('\n');
}

/** An extension's page: extension-page.md with the schema's facts and the text written for the extension. */
export function renderExtensionPage(ext: ExtensionInfo): string {
  const type = String(ext.schema.type);
  const page = fillTemplate('extension-page.md', {
    description: typeof ext.schema.description === 'string' ? paragraph(ext.schema.description) : '',
    explanation: escapeMdx(extensionText(ext.name)?.explanation ?? ''),
    facts: factsTable(ext),
    document: documentWith([ext]),
    usedIn: ext.usedIn.map((s) => s.title).join(' and ') || 'object',
    field: ext.field,
    rule:
      typeof ext.schema.pattern === 'string'
        ? `it must be a ${type} that matches the pattern above.`
        : `it must be a ${type}.`,
    guidance: extensionText(ext.name)?.guidance ?? '',
  });
  return `${page}\n\n`;
}

export function renderExtensionsIndex(extensions: readonly ExtensionInfo[]): string {
  const rows = extensions.map(
    (ext) =>
      `| [\`${ext.field}\`](/docs/reference/extensions/${ext.name}) | ${ext.usedIn.map((s) => s.title).join(', ') || '–'} | ${escapeMdx(String(ext.schema.description ?? '')).replace(/\|/g, '\\|')} |`,
  );
  const document = documentWith(extensions);
  return `${fillTemplate('extensions-index.md', {rows: rows.join('\n'), document})}\n\n`;
}
