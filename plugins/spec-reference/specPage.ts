/**
 * The MDX of a specification reference page (v3.0.0 or v2.x): front matter, version switcher,
 * introduction, then one section per catalog entry.
 */
import yaml from 'js-yaml';
import {CATALOGS, type CatalogEntry} from './catalog';
import {makeLinker, protocolName, versionSlug, type SpecVersion} from './links';
import {escapeMdx, paragraph, renderFieldTable, renderType, yamlBlock, type Linker} from './markdown';
import {buildSections, typeOf, type Field, type Section} from './model';
import {orphanDefinitions} from './walk';
import {fillTemplate, fullDocument, introduction, ownExamples, ownFieldDescriptions, tagsSectionProse} from './content';
import type {Registry} from './registry';

const isBindingsObject = (entry: CatalogEntry): boolean => /[bB]indingsObject$/.test(entry.file ?? '');

/** Bindings Objects map protocol names to bindings: their fields get a description from the protocol. */
function bindingFieldText(field: Field): Field {
  if (field.description) return field;
  const name = protocolName(field.name);
  const description = field.bindingVersions
    ? `Protocol-specific information for ${name}. Binding versions accepted: ${field.bindingVersions.map((v) => `\`${v}\``).join(', ')}; without \`bindingVersion\` the latest applies.`
    : `Protocol-specific information for ${name}. The schema defines no binding for ${name} here, so any value is accepted.`;
  return {...field, description, notes: field.notes.filter((note) => !note.startsWith('Allowed values'))};
}

/** A short description, built from the schema's structure, for definitions that have none. */
function fallbackDescription(
  section: Section,
  link: Linker,
  parent: CatalogEntry | undefined,
  registry: Registry,
): string {
  if (section.id === registry.rootId) {
    const required = section.fields.filter((field) => field.required).map((field) => `\`${field.name}\``);
    const list =
      required.length > 1
        ? `${required.slice(0, -1).join(', ')} and ${required[required.length - 1]}`
        : required.join('');
    return `The root object of every AsyncAPI document. Of its fields, ${list} ${required.length > 1 ? 'are' : 'is'} required.`;
  }
  if (section.choices.length > 0) {
    return `This definition is exactly one of: ${section.choices.map((choice) => renderType(choice, link)).join(', ')}.`;
  }
  const typeField = section.fields.find((field) => field.name === 'type');
  const typeValue = typeField?.notes.join(' ').match(/`([^`]+)`/)?.[1];
  if (typeValue && parent) {
    return `A [${parent.title}](#${parent.anchor}) whose \`type\` is \`${typeValue}\`. Its fields are listed below.`;
  }
  const entries = section.patterned.find((field) => field.anchor.endsWith('-entries'));
  if (entries && section.fields.length === 0) return `A map whose values are ${renderType(entries.type, link)}.`;
  if (section.entry.file === 'ReferenceObject') {
    return 'The value of a `$ref` field: a string in `uri-reference` format, either a JSON Pointer inside the same document (starting with `#`) or a relative or absolute URL of another document, optionally followed by a pointer.';
  }
  return '';
}

function renderSection(
  section: Section,
  version: SpecVersion,
  link: Linker,
  parent: CatalogEntry | undefined,
  registry: Registry,
  orphans: readonly string[],
): string {
  const {entry} = section;
  const out: string[] = [];
  for (const alias of entry.aliases ?? []) out.push(`<a id="${alias}"></a>`);
  out.push(`${'#'.repeat(entry.level)} ${entry.title} {/* #${entry.anchor} */}`);

  if (entry.prose === 'defaultContentType') {
    const root = registry.schemas.get(registry.rootId);
    const properties = (root?.properties ?? {}) as Record<string, {description?: string}>;
    const description = escapeMdx(properties.defaultContentType?.description ?? '');
    out.push(fillTemplate('default-content-type.md', {description}));
  } else if (entry.prose === 'tags') {
    out.push(tagsSectionProse(version));
  } else {
    const description = section.description || fallbackDescription(section, link, parent, registry);
    if (description) out.push(section.description ? paragraph(description) : description);
  }

  if (section.id && orphans.includes(section.id)) {
    out.push(
      `No other definition in the ${registry.version} schemas refers to this one: the package ships it, but documents do not reach it through any field.`,
    );
  }
  const schema = section.id ? registry.schemas.get(section.id) : undefined;
  if (schema && section.fields.length === 0 && section.patterned.length === 0) {
    const type = typeOf(schema, registry);
    if (type.kind !== 'any' && !(type.kind === 'prim' && type.name === 'object'))
      out.push(`**Type:** ${renderType(type, link)}`);
  }
  if (section.includes.length > 0) {
    out.push(
      `It also accepts everything defined by ${section.includes.map((type) => renderType(type, link)).join(' and ')}.`,
    );
  }
  const own = ownFieldDescriptions(version);
  const fields = (isBindingsObject(entry) ? section.fields.map(bindingFieldText) : section.fields).map((field) =>
    !field.description && own[field.anchor] ? {...field, description: own[field.anchor]} : field,
  );
  if (fields.length > 0) out.push('**Fixed fields**', renderFieldTable(fields, link));
  if (section.patterned.length > 0)
    out.push('**Patterned fields**', renderFieldTable(section.patterned, link, {patterned: true}));

  const examples = exampleBlocks(section, version);
  if (examples.length > 0) out.push(examples.length > 1 ? '**Examples**' : '**Example**', ...examples);
  return out.join('\n\n');
}

function exampleBlocks(section: Section, version: SpecVersion): string[] {
  const anchor = section.entry.anchor;
  if (anchor === 'asyncapiObject') {
    return ['```yaml title="asyncapi.yaml"\n' + fullDocument(version) + '\n```'];
  }
  if (section.examples.length > 0) return section.examples.map((example) => yamlBlock(example));
  const own = ownExamples(version)[anchor];
  if (own) {
    yaml.load(own); // fail the build on a broken hand-written example
    return ['```yaml\n' + own + '\n```'];
  }
  return [];
}

/**
 * The version switcher that heads a specification page. `otherAnchors` (page path to its anchors, for the other
 * versions' pages) lets it keep the reader on the same object or field; it travels with the page, so no other
 * page's bundle carries it.
 */
export function renderSpecSwitcher(
  version: SpecVersion,
  otherAnchors: Readonly<Record<string, readonly string[]>>,
): string {
  const current = versionSlug(version);
  return [
    "import SpecVersionSwitcher from '@site/src/components/SpecVersionSwitcher';",
    `<SpecVersionSwitcher current="${current}" anchors={${JSON.stringify(otherAnchors)}} />`,
  ].join('\n\n');
}

/**
 * The body of a specification page below its switcher (its front matter is in the page's stub file): the changes
 * from the previous version when given, introduction, then one section per catalog entry.
 */
export function renderSpecBody(version: SpecVersion, registry: Registry, changes?: string): string {
  const link = makeLinker(version);
  const sections = buildSections(CATALOGS[version], registry);
  const orphans = orphanDefinitions(registry);
  let parent: CatalogEntry | undefined;
  const body = sections.map((section) => {
    if (section.entry.level === 2) parent = section.entry;
    return renderSection(section, version, link, section.entry.level === 3 ? parent : undefined, registry, orphans);
  });
  return [...(changes ? [changes] : []), introduction(version), ...body, ''].join('\n\n');
}
