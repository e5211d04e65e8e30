/**
 * One generated page per binding protocol (`/docs/reference/bindings/<protocol>`): what the protocol is, every
 * binding object of its newest version with its fields, the versions in @asyncapi/specs and what changed between
 * them (bindingDiff.ts), and a complete example document. What the protocol is and the example are written for the
 * site: src/data/spec-reference/binding-intros.yaml and binding-examples/<protocol>.yaml, read by content.ts.
 *
 * The body is MDX without front matter, so that it can also be spliced into a stub page by a remark directive.
 */
import semver from 'semver';
import {
  BINDING_OBJECTS,
  OBJECT_LABEL,
  bindingObjectBlocks,
  protocolUsage,
  type BindingObject,
  type ProtocolInfo,
} from './bindings';
import {describeChange, diffBindingSchemas} from './bindingDiff';
import {bindingExample, bindingIntro} from './content';
import {BINDINGS_PAGE, makeLinker, protocolName} from './links';
import {
  codeSpan as code,
  escapeMdx,
  fieldDescription,
  paragraph,
  renderFieldTable,
  type ExtraColumn,
  type Linker,
} from './markdown';
import {enumOf, type Field} from './model';
import {declaredFields} from './walk';
import {packageSchema, type Registry, type SchemaObject} from './registry';

/** The URL of a protocol's page. */
export function bindingPageUrl(protocol: string): string {
  return `${BINDINGS_PAGE}/${protocol}`;
}

/** Anchor of a binding object's section on a protocol page. */
export function objectAnchor(object: BindingObject): string {
  return `${object}-binding`;
}

/** A binding object's schema at one version, or undefined when that version does not bind the object. */
export function bindingSchema(protocol: string, version: string, object: BindingObject): SchemaObject | undefined {
  return packageSchema(`http://asyncapi.com/bindings/${protocol}/${version}/${object}.json`);
}

/** The Default and Allowed values cells of a field, from its schema. */
function valueFacts(schema: SchemaObject | undefined): {default: string; values: string} {
  if (!schema) return {default: '–', values: '–'};
  const values = enumOf(schema) ?? ('const' in schema ? [schema.const] : undefined);
  return {
    default: 'default' in schema ? code(schema.default) : '–',
    values: values ? values.map(code).join(', ') : '–',
  };
}

/**
 * The fields table of a binding object: name, type, required, default, allowed values, description. The Default and
 * Allowed values columns are left out when no field of the table has one (most tables have no default at all): six
 * columns do not fit a docs page's column side by side, and an empty column takes the description's room.
 */
export function renderBindingFieldTable(fields: readonly Field[], schema: SchemaObject, link: Linker): string {
  const declared = declaredFields(schema);
  const facts = (field: Field) => valueFacts(declared.get(field.name)?.schemas[0]);
  const columns: ExtraColumn[] = [
    {header: 'Default', cell: (field) => facts(field).default},
    {header: 'Allowed values', cell: (field) => facts(field).values},
  ];
  const shown = fields.map((field) => {
    // The allowed values and the default have their own columns; other facts (format, pattern) stay in the text.
    const described = {...field, notes: field.notes.filter((note) => !/^(Allowed values|Default):/.test(note))};
    return fieldDescription(described) === '–'
      ? {...described, description: 'No description in the schema.'}
      : described;
  });
  return renderFieldTable(shown, link, {
    extra: columns.filter((column) => fields.some((field) => column.cell(field) !== '–')),
  });
}

function versionAnchor(older: string, newer: string): string {
  return `changes-${older.replace(/\./g, '-')}-to-${newer.replace(/\./g, '-')}`;
}

/** "What changed" between consecutive versions, per binding object. Markdown. */
export function renderChanges(protocol: string, versions: readonly string[]): string {
  const ordered = [...versions].sort(semver.compare);
  if (ordered.length < 2)
    return 'The package has only one version of this binding, so there is nothing to compare yet.';
  const sections: string[] = [];
  for (let i = ordered.length - 1; i > 0; i -= 1) {
    const older = ordered[i - 1]!;
    const newer = ordered[i]!;
    const lines: string[] = [];
    for (const object of BINDING_OBJECTS) {
      const changes = diffBindingSchemas(
        bindingSchema(protocol, older, object),
        bindingSchema(protocol, newer, object),
      );
      if (changes.length === 0) continue;
      lines.push(
        `- **${OBJECT_LABEL[object]}**: ${changes.map((change) => escapeMdx(describeChange(change))).join(' ')}`,
      );
    }
    sections.push(
      `### ${older} to ${newer} {/* #${versionAnchor(older, newer)} */}`,
      lines.length > 0
        ? lines.join('\n')
        : 'No field was added or removed, and no required mark, default, allowed value or type changed.',
    );
  }
  return sections.join('\n\n');
}

/** The page body (MDX, no front matter). */
export function renderBindingPageBody(info: ProtocolInfo, registry300: Registry): string {
  const {protocol} = info;
  const usage = protocolUsage(registry300, [protocol]).get(protocol);
  const name = protocolName(protocol);
  const link = makeLinker(undefined);
  const parts: string[] = [];
  parts.push(bindingIntro(protocol) ?? `${name} bindings add what is specific to ${name} to an AsyncAPI document.`);
  const newest = info.versions[0];
  const keySentence = usage?.key
    ? `In a bindings object its key is \`${usage.key}\`.`
    : 'The 3.0.0 Bindings Objects have no key for this protocol, so a 3.0.0 document cannot carry this binding.';
  parts.push(
    newest
      ? `${keySentence} This page is generated from the binding schemas in the \`@asyncapi/specs\` package: the fields below are those of the newest version, \`${newest}\`. The [bindings overview](${BINDINGS_PAGE}) compares all protocols.`
      : `${keySentence} The \`@asyncapi/specs\` package has a folder for ${name} but no binding schema in it yet, so no field is defined: ${usage?.key ? 'the 3.0.0 schema accepts any value under the key, and an empty object `{}` says that the protocol is used.' : 'a document names the protocol in its servers only.'} The [bindings overview](${BINDINGS_PAGE}) compares all protocols.`,
  );

  if (newest) {
    parts.push(`## Binding objects {/* #binding-objects */}`);
    const bound = info.objects.filter((o) => o.latest === newest);
    const older = info.objects.filter((o) => o.latest !== newest);
    const missing = BINDING_OBJECTS.filter((object) => !bound.some((o) => o.object === object));
    parts.push(
      `Version \`${newest}\` binds ${bound.map((o) => OBJECT_LABEL[o.object].toLowerCase()).join(', ') || 'no object'}.` +
        (missing.length
          ? ` It defines no ${missing.map((object) => OBJECT_LABEL[object].toLowerCase()).join(', ')} binding.`
          : ''),
    );
    for (const object of [...bound, ...older]) {
      const anchor = objectAnchor(object.object);
      parts.push(`### ${OBJECT_LABEL[object.object]} binding {/* #${anchor} */}`);
      const validated = usage?.validated[object.object];
      parts.push(
        [
          object.latest !== newest ? `The newest version that binds it is \`${object.latest}\`.` : '',
          `Used in the \`bindings\` of a [${object.object}](/docs/reference/specification/v3.0.0#${object.object}BindingsObject).`,
          validated && validated.length > 0
            ? `The 3.0.0 schema validates versions ${validated.map((v) => `\`${v}\``).join(', ')}.`
            : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
      parts.push(
        ...bindingObjectBlocks(object, anchor, (fields) => renderBindingFieldTable(fields, object.schema, link)),
      );
    }
  }

  parts.push(`## Versions {/* #versions */}`);
  if (info.versions.length === 0) parts.push('None yet: the package holds no schema for this binding.');
  else {
    parts.push(
      info.versions
        .map((version, index) => {
          const objects = info.objects.filter((object) => object.versions.includes(version));
          return `- \`${version}\`${index === 0 ? ' (newest)' : ''}: ${objects.map((object) => OBJECT_LABEL[object.object].toLowerCase()).join(', ')}`;
        })
        .join('\n'),
    );
    parts.push(`## What changed {/* #what-changed */}`);
    parts.push(renderChanges(protocol, info.versions));
  }

  const example = bindingExample(protocol);
  if (example) {
    parts.push(`## Example {/* #example */}`);
    parts.push(paragraph(example.intro));
    parts.push(['```yaml title="asyncapi.yaml"', example.document.trim(), '```'].join('\n'));
  }
  return parts.join('\n\n') + '\n';
}
