/**
 * The hand-written content of the generated Reference pages, kept as data in src/data/spec-reference (its README.md
 * says what each file holds): on the binding pages, what each protocol is and a complete example document; on the
 * specification pages, the complete documents, the own examples and field descriptions, and the fixed Markdown
 * paragraphs; on the extension pages, the overviews and the JSON Schema URLs page, their prose. Everything that
 * describes an object or a field comes from the schemas (or, for the JSON Schema URLs, the package's files), not from
 * here.
 *
 * Each file is read on first use and kept. A file whose shape is wrong fails the build with an error that names the
 * file and the key.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {CatalogEntry} from './catalog';
import type {SpecVersion} from './links';

export const CONTENT_DIR = path.resolve(__dirname, '..', '..', 'src', 'data', 'spec-reference');
const BINDING_EXAMPLES_DIR = path.join(CONTENT_DIR, 'binding-examples');

/** The example at the end of a binding page. */
export type BindingExample = {
  /** One sentence before the document: what it describes. Markdown. */
  intro: string;
  /** A complete AsyncAPI document, YAML. */
  document: string;
};

/** The hand-written text of an extension's page. */
export type ExtensionText = {
  /** The value the page's example document gives the field. */
  exampleValue: string;
  /** After the schema's description: what the extension is for. Markdown, braces escaped on the page. */
  explanation: string;
  /** After the Validation section: good values and what validation catches. MDX, with its own headings. */
  guidance: string;
};

/** Texts keyed by section or field anchor. */
export type TextsByAnchor = Readonly<Record<string, string>>;

/** The versions with their own examples and field descriptions: 3.1.0 has the objects of 3.0.0 and shares them. */
const WRITTEN_FOR = ['3.0.0', '2.6.0'] as const;
type WrittenFor = (typeof WRITTEN_FOR)[number];
const writtenFor = (version: SpecVersion): WrittenFor => (version === '2.6.0' ? '2.6.0' : '3.0.0');

const cache = new Map<string, unknown>();

/** `load(file)` once per file. */
function cached<T>(file: string, load: (file: string) => T): T {
  if (!cache.has(file)) cache.set(file, load(file));
  return cache.get(file) as T;
}

/** The text of a file without its final newline: the newline every file ends with is not part of the content. */
function readText(file: string): string {
  return fs.readFileSync(file, 'utf8').replace(/\n$/, '');
}

function fail(file: string, message: string): never {
  throw new Error(`${file}: ${message}`);
}

const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'a mapping' : typeof value;

/** The YAML in `text` (the content of `file`), which must be a mapping. */
function parseMapping(file: string, text: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = yaml.load(text, {filename: file});
  } catch (error) {
    fail(file, `not valid YAML: ${(error as Error).message}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    fail(file, `expected a mapping at the top level, found ${kindOf(data)}`);
  return data as Record<string, unknown>;
}

/** The string under `key`; `where` names the key in the error (a nested key is written `a.b`). */
function stringAt(file: string, data: Record<string, unknown>, key: string, where = key): string {
  const value = data[key];
  if (value === undefined) fail(file, `key "${where}" is missing`);
  if (typeof value !== 'string') fail(file, `key "${where}" must be a string, found ${kindOf(value)}`);
  return value;
}

/** The string fields `keys` of a file's top-level mapping: each one present, no other key. */
function stringFields<K extends string>(file: string, keys: readonly K[]): Record<K, string> {
  const data = parseMapping(file, fs.readFileSync(file, 'utf8'));
  for (const key of Object.keys(data))
    if (!(keys as readonly string[]).includes(key))
      fail(file, `unknown key "${key}" (expected ${keys.slice(0, -1).join(', ')} and ${keys.at(-1)})`);
  return Object.fromEntries(keys.map((key) => [key, stringAt(file, data, key)])) as Record<K, string>;
}

/** Reads one binding example file: `intro` and `document`, both strings, nothing else. */
export function loadBindingExample(file: string): BindingExample {
  return stringFields(file, ['intro', 'document']);
}

/** Reads one extension file: `exampleValue`, `explanation` and `guidance`, all strings, nothing else. */
export function loadExtensionText(file: string): ExtensionText {
  return stringFields(file, ['exampleValue', 'explanation', 'guidance']);
}

/** Reads a mapping whose values are all strings (the protocol introductions). */
export function loadTexts(file: string): TextsByAnchor {
  const data = parseMapping(file, fs.readFileSync(file, 'utf8'));
  return Object.fromEntries(Object.keys(data).map((key) => [key, stringAt(file, data, key)]));
}

/**
 * Reads a file of texts by version and anchor: a mapping for each of 3.0.0 and 2.6.0, whose values are strings.
 * Used for the own examples and the own field descriptions.
 */
export function loadTextsByVersion(file: string): Readonly<Record<WrittenFor, TextsByAnchor>> {
  const data = parseMapping(file, fs.readFileSync(file, 'utf8'));
  for (const key of Object.keys(data))
    if (!(WRITTEN_FOR as readonly string[]).includes(key))
      fail(file, `unknown key "${key}" (expected ${WRITTEN_FOR.join(' and ')})`);
  const texts = (version: WrittenFor): TextsByAnchor => {
    const entries = data[version];
    if (entries === undefined) fail(file, `key "${version}" is missing`);
    if (typeof entries !== 'object' || entries === null || Array.isArray(entries))
      fail(file, `key "${version}" must be a mapping of anchors to texts, found ${kindOf(entries)}`);
    const record = entries as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record).map((anchor) => [anchor, stringAt(file, record, anchor, `${version}.${anchor}`)]),
    );
  };
  return {'3.0.0': texts('3.0.0'), '2.6.0': texts('2.6.0')};
}

/** The keys a section of sections.yaml may have (CatalogEntry's fields). */
const SECTION_KEYS = ['file', 'title', 'anchor', 'level', 'aliases', 'prose'];

/**
 * Reads the sections of the specification pages: a list for each of 3.0.0 and 2.6.0, each section a mapping with
 * `title` and `anchor`, and optionally `file`, `level` (2 or 3, default 2), `aliases` (a list) and `prose`.
 */
export function loadSections(file: string): Readonly<Record<WrittenFor, CatalogEntry[]>> {
  const data = parseMapping(file, fs.readFileSync(file, 'utf8'));
  for (const key of Object.keys(data))
    if (!(WRITTEN_FOR as readonly string[]).includes(key))
      fail(file, `unknown key "${key}" (expected ${WRITTEN_FOR.join(' and ')})`);
  const sections = (version: WrittenFor): CatalogEntry[] => {
    const list = data[version];
    if (!Array.isArray(list)) fail(file, `key "${version}" must be a list of sections, found ${kindOf(list)}`);
    return list.map((item: unknown, i): CatalogEntry => {
      const where = `${version}[${i}]`;
      if (typeof item !== 'object' || item === null || Array.isArray(item))
        fail(file, `${where} must be a mapping, found ${kindOf(item)}`);
      const entry = item as Record<string, unknown>;
      for (const key of Object.keys(entry))
        if (!SECTION_KEYS.includes(key))
          fail(file, `unknown key "${where}.${key}" (expected ${SECTION_KEYS.join(', ')})`);
      const text = (key: string) => stringAt(file, entry, key, `${where}.${key}`);
      const level = entry.level ?? 2;
      if (level !== 2 && level !== 3) fail(file, `key "${where}.level" must be 2 or 3, found ${JSON.stringify(level)}`);
      const {aliases} = entry;
      if (aliases !== undefined && (!Array.isArray(aliases) || !aliases.every((alias) => typeof alias === 'string')))
        fail(file, `key "${where}.aliases" must be a list of strings, found ${kindOf(aliases)}`);
      return {
        file: entry.file === undefined ? undefined : text('file'),
        title: text('title'),
        anchor: text('anchor'),
        level,
        ...(aliases === undefined ? {} : {aliases: aliases as string[]}),
        ...(entry.prose === undefined ? {} : {prose: text('prose')}),
      };
    });
  };
  return {'3.0.0': sections('3.0.0'), '2.6.0': sections('2.6.0')};
}

/**
 * Reads a Markdown template and fills its `{{name}}` placeholders. A placeholder without a value, or a value that
 * the file does not use, is an error.
 */
export function fillTemplate(file: string, values: Readonly<Record<string, string>>): string {
  const text = cached(file, readText);
  const used = new Set<string>();
  const filled = text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) fail(file, `placeholder "{{${name}}}" has no value`);
    used.add(name);
    return value;
  });
  for (const name of Object.keys(values)) if (!used.has(name)) fail(file, `placeholder "{{${name}}}" is missing`);
  return filled;
}

/** Reads a complete AsyncAPI document, checking that its `asyncapi` field says `version`. Returns its text. */
export function loadFullDocument(file: string, version: string): string {
  const text = readText(file);
  const data = parseMapping(file, text);
  if (data.asyncapi !== version)
    fail(file, `key "asyncapi" must be "${version}", found ${JSON.stringify(data.asyncapi) ?? 'nothing'}`);
  return text;
}

/** `load(file)` once, or undefined when the file does not exist. */
function optional<T>(file: string, load: (file: string) => T): T | undefined {
  return cached(file, (name) => (fs.existsSync(name) ? load(name) : undefined));
}

/** The protocols that have an example: the file names in binding-examples, sorted. */
export function bindingExampleProtocols(): string[] {
  return cached(BINDING_EXAMPLES_DIR, (dir) =>
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => name.slice(0, -'.yaml'.length))
      .sort(),
  );
}

/** The example of a binding page, from binding-examples/<protocol>.yaml; undefined when there is none. */
export function bindingExample(protocol: string): BindingExample | undefined {
  if (!bindingExampleProtocols().includes(protocol)) return undefined;
  return cached(path.join(BINDING_EXAMPLES_DIR, `${protocol}.yaml`), loadBindingExample);
}

/** One or two sentences on what a protocol is, from binding-intros.yaml; undefined when it has none. */
export function bindingIntro(protocol: string): string | undefined {
  return cached(path.join(CONTENT_DIR, 'binding-intros.yaml'), loadTexts)[protocol];
}

/** The top of the bindings overview: bindings-index.md with the rows of its overview table. */
export function bindingsIndexProse(rows: string): string {
  return fillTemplate(path.join(CONTENT_DIR, 'bindings-index.md'), {rows});
}

/** The hand-written text of an extension's page, from extensions/<name>.yaml; undefined when there is none. */
export function extensionText(name: string): ExtensionText | undefined {
  return optional(path.join(CONTENT_DIR, 'extensions', `${name}.yaml`), loadExtensionText);
}

/** An extension's page: extension-page.md with the extension's facts, example, rule and texts. */
export function extensionPageProse(values: Readonly<Record<string, string>>): string {
  return fillTemplate(path.join(CONTENT_DIR, 'extension-page.md'), values);
}

/** The extensions overview: extensions-index.md with the catalogue's table rows and the document that uses them all. */
export function extensionsIndexProse(rows: string, document: string): string {
  return fillTemplate(path.join(CONTENT_DIR, 'extensions-index.md'), {rows, document});
}

/** The complete document shown with the AsyncAPI Object. 3.1.0 shows the 3.0.0 one, valid for both, with its version. */
export function fullDocument(version: SpecVersion): string {
  if (version === '2.6.0')
    return cached(path.join(CONTENT_DIR, 'full-document-2.6.0.yaml'), (file) => loadFullDocument(file, '2.6.0'));
  const document = cached(path.join(CONTENT_DIR, 'full-document-3.0.0.yaml'), (file) =>
    loadFullDocument(file, '3.0.0'),
  );
  return document.replace(/^asyncapi: 3\.0\.0$/m, `asyncapi: ${version}`);
}

/** Examples written for this site, for objects whose schema carries none. Keyed by section anchor. */
export function ownExamples(version: SpecVersion): TextsByAnchor {
  return cached(path.join(CONTENT_DIR, 'own-examples.yaml'), loadTextsByVersion)[writtenFor(version)];
}

/** Descriptions written for this site, for fields whose schema has none and whose meaning is structural. By field anchor. */
export function ownFieldDescriptions(version: SpecVersion): TextsByAnchor {
  return cached(path.join(CONTENT_DIR, 'own-field-descriptions.yaml'), loadTextsByVersion)[writtenFor(version)];
}

/** The introduction of a specification page: introduction-2.6.0.md, or introduction-3.md with the version filled in. */
export function introduction(version: SpecVersion): string {
  return version === '2.6.0'
    ? fillTemplate(path.join(CONTENT_DIR, 'introduction-2.6.0.md'), {})
    : fillTemplate(path.join(CONTENT_DIR, 'introduction-3.md'), {version});
}

/** The Default Content Type section, which has no definition of its own; the schema's description of the field ends it. */
export function defaultContentTypeProse(schemaDescription: string): string {
  return fillTemplate(path.join(CONTENT_DIR, 'default-content-type.md'), {description: schemaDescription});
}

/** The JSON Schema URLs page (plugins/schema-urls/page.ts): json-schema-urls.md with the served files filled in. */
export function schemaUrlsProse(values: Readonly<Record<string, string>>): string {
  return fillTemplate(path.join(CONTENT_DIR, 'json-schema-urls.md'), values);
}
