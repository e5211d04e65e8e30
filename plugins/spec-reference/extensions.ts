/**
 * The extensions reference: an overview and one page per extension in the `extensions/` folder of
 * @asyncapi/specs. Each extension's description, type, pattern and example values come from its schema.
 */
import fs from 'node:fs';
import path from 'node:path';
import {compareVersionsDesc} from './bindings';
import {sectionIndex} from './links';
import {escapeMdx, paragraph} from './markdown';
import {isObject, readJson, type Registry, type SchemaObject} from './registry';
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

export function scanExtensions(specsDir: string, registry300: Registry): ExtensionInfo[] {
  const root = path.join(specsDir, 'extensions');
  const sections = sectionIndex('3.0.0');
  return fs
    .readdirSync(root, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((name): ExtensionInfo[] => {
      const versions = fs
        .readdirSync(path.join(root, name))
        .filter((v) => /^\d+\.\d+\.\d+$/.test(v))
        .sort(compareVersionsDesc);
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

/** Original explanations per extension: what it is for and when to use it. */
const EXPLANATIONS: Readonly<Record<string, string>> = {
  x: `Put the handle of the X (formerly Twitter) account that speaks for the team or company behind the API in
\`info\`, without the leading \`@\`. Documentation generators can turn it into a profile link, and readers
know where announcements about the API appear.`,
  linkedin: `Put the address of the LinkedIn page of the team or company behind the API (or of a person, for a
one-maintainer project) in \`info\`. The value must be a full \`http\` or \`https\` URL on \`linkedin.com\`.`,
};

/** Original guidance per extension: good values, mistakes the schema does or does not catch, and 2.x. */
const GUIDANCE: Readonly<Record<string, string>> = {
  x: `## Good values {/* #good-values */}

Write the handle exactly as it appears in the account's profile address: for \`https://x.com/AsyncAPISpec\`
the value is \`AsyncAPISpec\`. One handle per document: the field is a single string, not a list. If several
teams share an API, use the account that announces changes to it.

## What validation does not catch {/* #limits */}

The schema only requires a string. A value with a leading \`@\`, a full URL or a handle that does not exist
all pass validation, and a tool that builds a profile link from the value then produces a broken one. Review
the value like any other link in your documentation. A value that is not a string (a number, a list) is an
error, reported at the path \`info.x-x\`.

## In 2.x documents {/* #v2 */}

Only the 3.0.0 schema refers to this extension. In a 2.x document \`x-x\` is an ordinary extension field:
it is allowed in \`info\`, but its value is not checked.`,
  linkedin: `## Good values {/* #good-values */}

Use the public address of the page, as the browser shows it, for example
\`https://www.linkedin.com/company/asyncapi/\` for a company page or \`https://www.linkedin.com/in/<name>/\` for
a person. Copy it without tracking parameters (\`?trk=...\`), so the document does not change every time
someone shares the link from a different place.

## What validation catches {/* #limits */}

The value must match the pattern above: it starts with \`http://\` or \`https://\`, optionally \`www.\`, then
\`linkedin.com\`. A value without the scheme, such as \`linkedin.com/company/acme\`, is an error at the path
\`info.x-linkedin\`. The pattern only looks at the start of the value, so it does not prove that the page
exists, and a host that merely begins with \`linkedin.com\` would pass as well. Check the link by opening it.

## In 2.x documents {/* #v2 */}

Only the 3.0.0 schema refers to this extension. In a 2.x document \`x-linkedin\` is an ordinary extension
field: it is allowed in \`info\`, but a value that does not match the pattern is not reported.`,
};

const EXAMPLE_VALUES: Readonly<Record<string, string>> = {
  x: 'AsyncAPISpec',
  linkedin: 'https://www.linkedin.com/company/asyncapi/',
};

function exampleValues(schema: SchemaObject): string[] {
  const raw = Array.isArray(schema.example) ? schema.example : Array.isArray(schema.examples) ? schema.examples : [];
  return raw.map(String);
}

function documentWith(extensions: readonly ExtensionInfo[]): string {
  const lines = extensions.map(
    (ext) => `  ${ext.field}: ${quoteIfNeeded(EXAMPLE_VALUES[ext.name] ?? exampleValues(ext.schema)[0] ?? '')}`,
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

export function renderExtensionPage(ext: ExtensionInfo): string {
  return [
    typeof ext.schema.description === 'string' ? paragraph(ext.schema.description) : '',
    escapeMdx(EXPLANATIONS[ext.name] ?? ''),
    '## Definition {/* #definition */}',
    factsTable(ext),
    '## Example {/* #example */}',
    `A complete document that uses the extension:`,
    documentWith([ext]),
    '## Validation {/* #validation */}',
    `The 3.0.0 schema of the ${ext.usedIn.map((s) => s.title).join(' and ') || 'object'} refers to this extension's schema, so a validator checks the value of \`${ext.field}\` against it: ` +
      (typeof ext.schema.pattern === 'string'
        ? `it must be a ${String(ext.schema.type)} that matches the pattern above.`
        : `it must be a ${String(ext.schema.type)}.`),
    GUIDANCE[ext.name] ?? '',
    '## Reading it from code {/* #code */}',
    `With \`@asyncapi/parser\`, every object that accepts extensions has an \`extensions()\` collection:`,
    [
      '```js',
      "import {Parser, fromFile} from '@asyncapi/parser';",
      '',
      "const {document} = await fromFile(new Parser(), './asyncapi.yaml').parse();",
      `const value = document?.info().extensions().get('${ext.field}')?.value();`,
      `console.log(value ?? 'no ${ext.field} in info');`,
      '```',
    ].join('\n'),
    'See the [extensions overview](/docs/reference/extensions) for the other catalogued extensions and for defining your own.',
    '',
  ]
    .filter((part) => part !== undefined)
    .join('\n\n');
}

export function renderExtensionsIndex(extensions: readonly ExtensionInfo[]): string {
  const rows = extensions.map(
    (ext) =>
      `| [\`${ext.field}\`](/docs/reference/extensions/${ext.name}) | ${ext.usedIn.map((s) => s.title).join(', ') || '–'} | ${escapeMdx(String(ext.schema.description ?? '')).replace(/\|/g, '\\|')} |`,
  );
  return [
    `An AsyncAPI document can carry information that the specification does not define. Any field whose name
starts with \`x-\` is a [specification extension](/docs/reference/specification/v3.0.0#specificationExtensions):
most objects accept such fields, and tools that do not know an extension ignore it.

## Your own extensions {/* #custom */}

Use an \`x-\` field for data that only your tooling needs, such as the team that owns a channel or an
internal cost centre. Any JSON value is allowed. Pick a name that is unlikely to clash with other tools,
for example by prefixing it with your organisation's name.

\`\`\`yaml
channels:
  parcelStatus:
    address: parcels.status
    x-acme-owner: logistics-platform
\`\`\`

## Catalogued extensions {/* #catalog */}

Some extensions are useful to many people. They are collected, with a JSON Schema each, in the extensions
catalogue, and the 3.0.0 schema refers to those schemas, so validators check their values. The
\`@asyncapi/specs\` package contains these:

| Extension | Allowed in | Description |
|---|---|---|
${rows.join('\n')}

A document that uses all of them:

${documentWith(extensions)}

## Where extensions are not allowed {/* #not-allowed */}

Most objects accept \`x-\` fields, but not all of them. In 3.0.0:

- a **Message Example Object** (an entry of a message's \`examples\`) allows only \`name\`, \`summary\`,
  \`headers\` and \`payload\`;
- a **Reference Object** is a \`$ref\` and nothing else;
- in **maps** such as \`channels\`, \`operations\` or \`components.schemas\`, every key is a name you choose, so
  an \`x-\` key there is read as an entry of the map, not as an extension;
- inside **schemas** (payloads and headers), the rules of the schema format apply: the AsyncAPI Schema Object
  accepts \`x-\` fields, other formats such as Avro have their own rules.

## How validation treats extensions {/* #validation */}

Your own extensions are accepted with any value: the specification only checks the name, which after
\`x-\` may contain letters, digits, \`.\`, \`-\` and \`_\`. A catalogued extension is checked only where the 3.0.0 schema refers to its schema,
which today is \`info\`. The same field name elsewhere, or in a 2.x document, is an ordinary extension with
an unchecked value.

## Reading extensions from code {/* #code */}

Tools read extensions like any other field. With \`@asyncapi/parser\`, objects that accept extensions have
an \`extensions()\` collection; for example
\`document.channels().get('parcelStatus')?.extensions().get('x-acme-owner')?.value()\` returns
\`logistics-platform\` for the channel above.

## Proposing a catalogued extension {/* #proposing */}

Catalogued extensions live, each with a JSON Schema for its value, in the
[extensions catalog repository](https://github.com/asyncapi/extensions-catalog). If an extension of yours
would help other teams too, that repository is the place to propose it; validators can check its values once
its schema is published in \`@asyncapi/specs\` and referenced from the specification's schema.`,
    '',
  ].join('\n\n');
}
