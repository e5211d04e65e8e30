/**
 * Markdown and MDX helpers: escaping schema text for MDX, table cells, types with links, YAML examples.
 */
import yaml from 'js-yaml';
import type {Field, TypeExpr} from './model';

/**
 * Escapes the characters MDX would read as JSX or expressions (`{`, `}`, `<`, `>`) outside code spans,
 * so that a schema description renders as the Markdown it was written in.
 */
export function escapeMdx(text: string): string {
  return text
    .split(/(`+[^`]*`+)/g)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[{}<>]/g, (char) => `\\${char}`)))
    .join('');
}

/** Text for one table cell: MDX-escaped, pipes escaped, line breaks kept as `<br />`. */
export function cell(text: string): string {
  return escapeMdx(text.trim())
    .replace(/\|/g, '\\|')
    .replace(/\r?\n\s*\r?\n/g, '<br /><br />')
    .replace(/\r?\n/g, ' ');
}

/** A value in a code span: a string as it is, anything else as JSON. */
export const codeSpan = (value: unknown): string => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

/** A paragraph block from a schema description, MDX-escaped. */
export function paragraph(text: string): string {
  return escapeMdx(text.trim());
}

export type LinkTarget = {label: string; href?: string};
export type Linker = (id: string) => LinkTarget;

export function renderType(type: TypeExpr, link: Linker): string {
  switch (type.kind) {
    case 'any':
      return 'any';
    case 'prim':
      return type.name;
    case 'ref': {
      const target = link(type.id);
      return target.href ? `[${target.label}](${target.href})` : target.label;
    }
    case 'array':
      return `[${renderType(type.items, link)}]`;
    case 'map':
      return `Map[string, ${renderType(type.values, link)}]`;
    case 'union':
      return type.options.map((option) => renderType(option, link)).join(' | ');
  }
}

/** Every link target a type mentions, in order. */
export function typeTargets(type: TypeExpr): string[] {
  switch (type.kind) {
    case 'ref':
      return [type.id];
    case 'array':
      return typeTargets(type.items);
    case 'map':
      return typeTargets(type.values);
    case 'union':
      return type.options.flatMap(typeTargets);
    default:
      return [];
  }
}

export function fieldDescription(field: Field): string {
  return [field.description.trim(), ...field.notes].filter(Boolean).join(' ') || '–';
}

/** A column a field table adds before Description (the binding pages' Default and Allowed values), and its cells. */
export type ExtraColumn = {header: string; cell: (field: Field) => string};

/**
 * A field table. The first cell carries the field's anchor and links to itself, so that every field
 * can be linked to without being a heading (the table of contents lists objects only). On phones its rows
 * stack, each cell after the first labelled by its header (src/lib/tableLayout.ts).
 */
export function renderFieldTable(
  fields: readonly Field[],
  link: Linker,
  {patterned = false, extra = []}: {patterned?: boolean; extra?: readonly ExtraColumn[]} = {},
): string {
  // Patterned fields are never required: their table has no Required column.
  const headers = patterned ? ['Field pattern', 'Type', 'Description'] : ['Field', 'Type', 'Required', 'Description'];
  headers.splice(-1, 0, ...extra.map((column) => column.header));
  const header = `| ${headers.join(' | ')} |\n|${headers.map(() => '---|').join('')}`;
  const rows = fields.map((field) => {
    const name = field.name === '*' ? 'any name' : field.name;
    const anchor = `<a id="${field.anchor}" href="#${field.anchor}"><code>{${jsString(name)}}</code></a>`;
    const type = renderType(field.type, link).replace(/\|/g, '\\|');
    const cells = [
      anchor,
      type,
      ...(patterned ? [] : [field.required ? '**Yes**' : 'No']),
      ...extra.map((column) => cell(column.cell(field))),
      cell(fieldDescription(field)),
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [header, ...rows].join('\n');
}

/** A JavaScript string literal that is safe inside an MDX expression in a table cell (no raw pipe). */
export function jsString(text: string): string {
  return JSON.stringify(text).replace(/\|/g, '\\u007c');
}

/** A YAML block for an example value. */
export function yamlBlock(value: unknown): string {
  const body = yaml.dump(value, {lineWidth: 100, noRefs: true, sortKeys: false}).trimEnd();
  return ['```yaml', body, '```'].join('\n');
}
