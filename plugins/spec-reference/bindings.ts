/**
 * The bindings reference: every protocol folder under `bindings/` in @asyncapi/specs, which objects it
 * binds at which versions, and the fields of each object from its latest version's schema. The opening text is
 * src/data/spec-reference/bindings-index.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import {fillTemplate} from './content';
import {BINDINGS_PAGE, bindingAnchor, makeLinker, protocolName} from './links';
import {paragraph, renderFieldTable, yamlBlock} from './markdown';
import {bindingVersionsOf, describeSchema, readerDescription, type Field} from './model';
import {isObject, readJson, SPECS_DIR, subfolders, type Registry, type SchemaObject} from './registry';
import {collectRefs} from './walk';

/** What the 3.0.0 Bindings Objects say about one protocol folder. */
export type ProtocolUsage = {
  /** The key used in a bindings object (`ws` for the `websockets` folder), if the 3.0.0 schema declares one. */
  key?: string;
  /** Per bound object, the binding versions the 3.0.0 schema validates (empty: the key accepts any value). */
  validated: Partial<Record<BindingObject, string[]>>;
};

/** Reads the four 3.0.0 Bindings Objects: which key each protocol folder uses and which versions are validated. */
export function protocolUsage(registry300: Registry, folders: readonly string[]): Map<string, ProtocolUsage> {
  const usage = new Map<string, ProtocolUsage>(folders.map((folder) => [folder, {validated: {}}]));
  for (const object of BINDING_OBJECTS) {
    const schema = registry300.schemas.get(`http://asyncapi.com/definitions/3.0.0/${object}BindingsObject.json`);
    const properties = isObject(schema?.properties) ? schema.properties : {};
    for (const [key, value] of Object.entries(properties)) {
      const referenced = collectRefs(value)
        .map((ref) => /\/bindings\/([^/]+)\//.exec(ref)?.[1])
        .filter((folder): folder is string => Boolean(folder));
      const folder = referenced[0] ?? (usage.has(key) ? key : undefined);
      if (!folder || !usage.has(folder)) continue;
      const entry = usage.get(folder) as ProtocolUsage;
      entry.key = key;
      entry.validated[object] = bindingVersionsOf(value) ?? [];
    }
  }
  return usage;
}

function usageSentence(usage: ProtocolUsage | undefined, object: BindingObject): string {
  const validated = usage?.validated[object];
  if (!usage?.key) return 'The 3.0.0 schema declares no key for this protocol, so a 3.0.0 document cannot use it yet.';
  if (validated === undefined) return `The 3.0.0 ${OBJECT_LABEL[object]} Bindings Object has no \`${usage.key}\` key.`;
  if (validated.length === 0)
    return `The 3.0.0 schema accepts any value under \`${usage.key}\` here: it does not validate this binding.`;
  return `The 3.0.0 schema validates it against binding ${validated.length > 1 ? 'versions' : 'version'} ${validated.map((v) => `\`${v}\``).join(', ')}.`;
}

export const BINDING_OBJECTS = ['server', 'channel', 'operation', 'message'] as const;
export type BindingObject = (typeof BINDING_OBJECTS)[number];

export type BindingObjectInfo = {
  object: BindingObject;
  versions: string[];
  latest: string;
  schema: SchemaObject;
  id: string;
};
export type ProtocolInfo = {protocol: string; versions: string[]; objects: BindingObjectInfo[]};

export function scanBindings(): ProtocolInfo[] {
  const root = path.join(SPECS_DIR, 'bindings');
  return subfolders(root).map((protocol) => {
    const versions = subfolders(path.join(root, protocol))
      .filter((name) => /^\d+\.\d+\.\d+$/.test(name))
      .sort(semver.rcompare);
    const objects = BINDING_OBJECTS.flatMap((object): BindingObjectInfo[] => {
      const having = versions.filter((version) => fs.existsSync(path.join(root, protocol, version, `${object}.json`)));
      if (having.length === 0) return [];
      const schema = readJson(path.join(root, protocol, having[0], `${object}.json`));
      if (!isObject(schema)) return [];
      return [{object, versions: having, latest: having[0], schema, id: String(schema.$id ?? '')}];
    });
    return {protocol, versions, objects};
  });
}

/** A binding object's name in headings and sentences (also on the protocol pages, bindingPages.ts). */
export const OBJECT_LABEL: Record<BindingObject, string> = {
  server: 'Server',
  channel: 'Channel',
  operation: 'Operation',
  message: 'Message',
};

/**
 * The description and the fields table of one binding object's schema, as the overview and the protocol pages show
 * them: its fields read from a registry that holds that schema alone, laid out by `table`.
 */
export function bindingObjectBlocks(
  binding: BindingObjectInfo,
  anchor: string,
  table: (fields: Field[]) => string,
): string[] {
  const {object, id, schema} = binding;
  const registry: Registry = {version: 'bindings', rootId: id, schemas: new Map([[id, schema]])};
  const {fields} = describeSchema({title: object, anchor, level: 3}, id, schema, registry);
  return [
    ...(readerDescription(schema) ? [paragraph(readerDescription(schema))] : []),
    fields.length > 0
      ? table(fields)
      : 'This binding defines no fields: its presence alone says that the protocol is used.',
  ];
}

export function renderBindingsPage(protocols: readonly ProtocolInfo[], registry300: Registry): string {
  const link = makeLinker(undefined);
  const usages = protocolUsage(
    registry300,
    protocols.map((p) => p.protocol),
  );
  const withSchemas = protocols.filter((p) => p.objects.length > 0);
  const without = protocols.filter((p) => p.objects.length === 0);
  const overviewRows = withSchemas.map((p) => {
    const cells = BINDING_OBJECTS.map((object) => {
      const info = p.objects.find((o) => o.object === object);
      return info ? `[${info.versions.join(', ')}](#${bindingAnchor(p.protocol, object)})` : '–';
    });
    const key = usages.get(p.protocol)?.key;
    return `| [${protocolName(p.protocol)}](${BINDINGS_PAGE}/${p.protocol}) | ${key ? `\`${key}\`` : '–'} | ${cells.join(' | ')} |`;
  });

  const sections = withSchemas.map((p) => {
    const parts = [
      `## ${protocolName(p.protocol)} {/* #${p.protocol} */}`,
      `The [${protocolName(p.protocol)} bindings page](${BINDINGS_PAGE}/${p.protocol}) has the versions, what changed between them and a complete example.`,
    ];
    const objectList = p.objects.map((o) => `${OBJECT_LABEL[o.object].toLowerCase()}`).join(', ');
    const key = usages.get(p.protocol)?.key;
    parts.push(
      (key
        ? `Key in a bindings object: \`${key}\`. `
        : `The 3.0.0 Bindings Objects have no key for this protocol yet. `) +
        `Binding versions in the package: ${p.versions.map((v) => `\`${v}\``).join(', ')}. It binds these objects: ${objectList}.`,
    );
    for (const info of p.objects) {
      const anchor = bindingAnchor(p.protocol, info.object);
      parts.push(
        `### ${protocolName(p.protocol)} ${OBJECT_LABEL[info.object].toLowerCase()} binding {/* #${anchor} */}`,
      );
      parts.push(
        `Versions in the package: ${info.versions.map((v) => `\`${v}\``).join(', ')}. The fields below are those of version \`${info.latest}\`. ` +
          usageSentence(usages.get(p.protocol), info.object),
      );
      parts.push(...bindingObjectBlocks(info, anchor, (fields) => renderFieldTable(fields, link)));
      const examples = Array.isArray(info.schema.examples) ? info.schema.examples : [];
      if (examples.length > 0) parts.push('**Example**', yamlBlock(examples[0]));
    }
    return parts.join('\n\n');
  });

  const reserved = without.length
    ? `## Protocols without a binding schema {/* #reserved */}

The package also has folders for these protocols, but they hold no schema yet:

${without
  .map((p) => {
    const key = usages.get(p.protocol)?.key;
    return key === undefined
      ? `- [${protocolName(p.protocol)}](${BINDINGS_PAGE}/${p.protocol}): the 3.0.0 Bindings Objects have no key for it.`
      : `- [${protocolName(p.protocol)}](${BINDINGS_PAGE}/${p.protocol}): key \`${key}\`; the 3.0.0 schema accepts any value under it.`;
  })
  .join('\n')}`
    : '';

  return [fillTemplate('bindings-index.md', {rows: overviewRows.join('\n')}), ...sections, reserved, ''].join('\n\n');
}
