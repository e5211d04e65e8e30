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
import {Joi} from '@docusaurus/utils-validation';
import type {CatalogEntry} from './catalog';
import type {SpecVersion} from './links';
import {once} from './registry';

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

/** `load(file)` once per file. */
const cached = <T>(file: string, load: (file: string) => T): T => once(file, () => load(file));

/** The text of a file without its final newline: the newline every file ends with is not part of the content. */
function readText(file: string): string {
  return fs.readFileSync(file, 'utf8').replace(/\n$/, '');
}

function fail(file: string, message: string): never {
  throw new Error(`${file}: ${message}`);
}

/**
 * The YAML in `text` (the content of `file`), checked against `schema` with Joi, as the site's plugin options and
 * data are (plugins/data-checks): the first problem fails the build, naming the file and the key
 * (`"3.0.0[0].title" is required`). Returns the value with the schema's defaults filled in.
 */
function parseChecked<T>(file: string, text: string, schema: Joi.Schema): T {
  let data: unknown;
  try {
    data = yaml.load(text, {filename: file});
  } catch (error) {
    fail(file, `not valid YAML: ${(error as Error).message}`);
  }
  const {error, value} = schema
    .required()
    .label('the top level')
    .validate(data, {errors: {wrap: {label: '"'}}});
  if (error) fail(file, error.message);
  return value as T;
}

/** A text of a content file: a string, possibly empty. */
const TEXT = Joi.string().allow('').required();
/** A mapping whose values are all texts. */
const TEXTS = Joi.object().pattern(/^/, TEXT).required();
/** A mapping with one `item` for each of 3.0.0 and 2.6.0. */
const byVersion = (item: Joi.Schema) => Joi.object(Object.fromEntries(WRITTEN_FOR.map((version) => [version, item])));

/** Reads one binding example file: `intro` and `document`, both strings, nothing else. */
export function loadBindingExample(file: string): BindingExample {
  return parseChecked(file, fs.readFileSync(file, 'utf8'), Joi.object({intro: TEXT, document: TEXT}));
}

/** Reads one extension file: `exampleValue`, `explanation` and `guidance`, all strings, nothing else. */
export function loadExtensionText(file: string): ExtensionText {
  const schema = Joi.object({exampleValue: TEXT, explanation: TEXT, guidance: TEXT});
  return parseChecked(file, fs.readFileSync(file, 'utf8'), schema);
}

/** Reads a mapping whose values are all strings (the protocol introductions). */
export function loadTexts(file: string): TextsByAnchor {
  return parseChecked(file, fs.readFileSync(file, 'utf8'), TEXTS);
}

/**
 * Reads a file of texts by version and anchor: a mapping for each of 3.0.0 and 2.6.0, whose values are strings.
 * Used for the own examples and the own field descriptions.
 */
export function loadTextsByVersion(file: string): Readonly<Record<WrittenFor, TextsByAnchor>> {
  return parseChecked(file, fs.readFileSync(file, 'utf8'), byVersion(TEXTS));
}

/** A section of sections.yaml (CatalogEntry's fields). */
const SECTION = Joi.object({
  file: Joi.string(),
  title: TEXT,
  anchor: TEXT,
  level: Joi.valid(2, 3).default(2),
  aliases: Joi.array().items(Joi.string()),
  prose: Joi.string().allow(''),
});

/**
 * Reads the sections of the specification pages: a list for each of 3.0.0 and 2.6.0, each section a mapping with
 * `title` and `anchor`, and optionally `file`, `level` (2 or 3, default 2), `aliases` (a list) and `prose`.
 */
export function loadSections(file: string): Readonly<Record<WrittenFor, CatalogEntry[]>> {
  return parseChecked(file, fs.readFileSync(file, 'utf8'), byVersion(Joi.array().items(SECTION).required()));
}

/**
 * Reads a Markdown template (a file name in CONTENT_DIR, or a path) and fills its `{{name}}` placeholders. A
 * placeholder without a value, or a value that the file does not use, is an error.
 */
export function fillTemplate(name: string, values: Readonly<Record<string, string>>): string {
  const file = path.resolve(CONTENT_DIR, name);
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
  parseChecked(file, text, Joi.object({asyncapi: Joi.valid(version).required()}).unknown());
  return text;
}

/** `load(file)` once, or undefined when the file does not exist. */
function optional<T>(file: string, load: (file: string) => T): T | undefined {
  return cached(file, (name) => (fs.existsSync(name) ? load(name) : undefined));
}

/** The example of a binding page, from binding-examples/<protocol>.yaml; undefined when there is none. */
export function bindingExample(protocol: string): BindingExample | undefined {
  return optional(path.join(BINDING_EXAMPLES_DIR, `${protocol}.yaml`), loadBindingExample);
}

/** One or two sentences on what a protocol is, from binding-intros.yaml; undefined when it has none. */
export function bindingIntro(protocol: string): string | undefined {
  return cached(path.join(CONTENT_DIR, 'binding-intros.yaml'), loadTexts)[protocol];
}

/** The hand-written text of an extension's page, from extensions/<name>.yaml; undefined when there is none. */
export function extensionText(name: string): ExtensionText | undefined {
  return optional(path.join(CONTENT_DIR, 'extensions', `${name}.yaml`), loadExtensionText);
}

/** The complete document shown with the AsyncAPI Object. 3.1.0 shows the 3.0.0 one, valid for both, with its version. */
export function fullDocument(version: SpecVersion): string {
  const written = writtenFor(version);
  const document = cached(path.join(CONTENT_DIR, `full-document-${written}.yaml`), (file) =>
    loadFullDocument(file, written),
  );
  return written === version ? document : document.replace(/^asyncapi: 3\.0\.0$/m, `asyncapi: ${version}`);
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
  return version === '2.6.0' ? fillTemplate('introduction-2.6.0.md', {}) : fillTemplate('introduction-3.md', {version});
}

/** The Tags section, which has no definition of its own: tags.md with what a list of tags holds in `version`. */
export function tagsSectionProse(version: SpecVersion): string {
  const items =
    version !== '2.6.0'
      ? '[Tag Objects](#tagObject) or [Reference Objects](#referenceObject)'
      : '[Tag Objects](#tagObject)';
  return fillTemplate('tags.md', {items});
}

/** The JSON Schema URLs page (plugins/schema-urls/page.ts): json-schema-urls.md with the served files filled in. */
export function schemaUrlsProse(values: Readonly<Record<string, string>>): string {
  return fillTemplate('json-schema-urls.md', values);
}
