/**
 * The data of a 3.x Explorer: one node per object section, with its fields, their types as text,
 * and the objects each field leads to. The Explorer builds its tree from the root by following `targets`.
 */
import {CATALOGS} from './catalog';
import {fillTemplate} from './content';
import {makeLinker, sectionIndex, SPEC_PAGES, type ExplorerVersion} from './links';
import {renderType, typeTargets} from './markdown';
import {buildSections, typeOf, type TypeExpr} from './model';
import type {Registry} from './registry';

import type {ExplorerData, ExplorerField, ExplorerNode} from '../../src/components/SpecExplorer/types';

/** Markdown to the plain text the Explorer shows: no emphasis markers, code ticks or link targets. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/`([^`]+)`/g, '$1')
    .trim();
}

/** A row for what a definition holds, includes or is one of: not a field name, so shown as a pattern. */
const structuralRow = (name: string, type: string, description: string, targets: string[]): ExplorerField => ({
  name,
  type,
  required: false,
  description,
  patterned: true,
  targets,
});

export function buildExplorerData(registry: Registry, version: ExplorerVersion): ExplorerData {
  const plain = makeLinker(version);
  const plainLinker = (id: string) => ({label: plain(id).label});
  const anchors = sectionIndex(version);
  const nodes: Record<string, ExplorerNode> = {};
  /** The section anchors the types lead to, each once. */
  const targetsOf = (...types: TypeExpr[]) =>
    [...new Set(types.flatMap(typeTargets).map((id) => anchors.get(id)?.anchor))].filter((a): a is string =>
      Boolean(a),
    );
  for (const section of buildSections(CATALOGS[version], registry)) {
    const toField = (patterned: boolean) => (field: (typeof section.fields)[number]) => ({
      name: field.name === '*' ? '{name}' : field.name,
      type: renderType(field.type, plainLinker),
      required: field.required,
      description: plainText([field.description, ...field.notes].filter(Boolean).join(' ')),
      patterned,
      targets: targetsOf(field.type),
    });
    const choiceTargets = targetsOf(...section.choices);
    const fields = [...section.fields.map(toField(false)), ...section.patterned.map(toField(true))];
    const schema = section.id ? registry.schemas.get(section.id) : undefined;
    if (schema && fields.length === 0 && section.choices.length === 0) {
      // Arrays and conditional definitions have no fields: show what their value is made of.
      const type = typeOf(schema, registry);
      if (typeTargets(type).length > 0) {
        const name = type.kind === 'array' ? 'items' : 'value';
        const description = 'What this definition holds.';
        fields.push(structuralRow(name, renderType(type, plainLinker), description, targetsOf(type)));
      }
    }
    for (const include of section.includes) {
      const description = 'The object also accepts these fields.';
      fields.push(structuralRow('all of', renderType(include, plainLinker), description, targetsOf(include)));
    }
    if (choiceTargets.length > 0) {
      const description = 'The object is exactly one of these.';
      fields.push(structuralRow('one of', choiceTargets.join(' | '), description, choiceTargets));
    }
    nodes[section.entry.anchor] = {
      anchor: section.entry.anchor,
      title: section.entry.title,
      description: plainText(section.description),
      fields,
    };
  }
  return {version, pageUrl: SPEC_PAGES[version], root: 'asyncapiObject', nodes};
}

/** The name the Explorer page's data is exported under (renderExplorerPage). */
export const EXPLORER_DATA_EXPORT = 'specExplorerData';

/**
 * The data as an MDX export statement: `export const specExplorerData = JSON.parse("…")`, one string literal.
 * Inlined as an object in a JSX attribute (`data={{…}}`), it cost the build about half a second per Explorer page:
 * the MDX parser tries acorn on the text so far at every `}` of an expression, so an object with 400 closing
 * braces was parsed 400 times. A string is parsed once, and `JSON.parse` of a string is also quicker for the
 * browser to evaluate than the same object written as a literal.
 */
export function explorerDataExport(data: ExplorerData): string {
  return `export const ${EXPLORER_DATA_EXPORT} = JSON.parse(${JSON.stringify(JSON.stringify(data))});`;
}

/** The body of an Explorer page (its front matter is in the page's stub file), with the data inlined. */
export function renderExplorerPage(version: ExplorerVersion, data: ExplorerData): string {
  return `${fillTemplate('explorer-page.md', {version, data: explorerDataExport(data), dataName: EXPLORER_DATA_EXPORT})}\n`;
}
