/**
 * The body of the Reference page "JSON Schema URLs" (docs/reference/json-schema-urls.mdx, directive
 * `::schema-urls`, registered in plugins/spec-reference/directives.ts): how editors, validators and SchemaStore
 * use the schema files this site serves, and every version and file, listed from the same plan the build copies
 * (./plan.ts), so the page can never name a file the site does not serve.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import {
  JSON_SCHEMAS_SETTING,
  SCHEMASTORE_ENTRY,
  YAML_MODELINE,
  YAML_SCHEMAS_SETTING,
  YAML_SCHEMASTORE_SETTING,
} from '../../src/data/schemaUrls';
import {SITE_URL} from '../../src/data/site';
import {bindingPageUrl} from '../spec-reference/bindingPages';
import {BINDINGS_PAGE, EXTENSIONS_PAGE, SPEC_PAGES, protocolName} from '../spec-reference/links';
import {EXAMPLE_MEDIA_TYPE, SCHEMA_CACHE_CONTROL, SCHEMA_MEDIA_TYPE} from './headers';
import type {LeftOutFile, SchemaUrlPlan} from './plan';
import {specsPlan} from './read';

/** One entry of all.schema-store.json: the version a document declares and the file it is checked against. */
export type StoreEntry = {version: string; ref: string};

export type SchemaUrlsPageInput = {
  /** The @asyncapi/specs version the files come from. */
  packageVersion: string;
  plan: SchemaUrlPlan;
  /** The versions all.schema-store.json tells apart, in its order. */
  store: StoreEntry[];
};

/** The versions and referenced files of all.schema-store.json (`oneOf` of `asyncapi: const` + `$ref`). */
export function storeEntries(schema: unknown): StoreEntry[] {
  const options = (schema as {oneOf?: unknown}).oneOf;
  if (!Array.isArray(options)) throw new Error('[schema-urls] all.schema-store.json has no oneOf list of versions');
  return options.map((option, index) => {
    const parts = (option as {allOf?: unknown[]}).allOf ?? [];
    const version = parts
      .map((part) => (part as {properties?: {asyncapi?: {const?: unknown}}}).properties?.asyncapi?.const)
      .find((value) => typeof value === 'string');
    const ref = parts.map((part) => (part as {$ref?: unknown}).$ref).find((value) => typeof value === 'string');
    if (typeof version !== 'string' || typeof ref !== 'string')
      throw new Error(`[schema-urls] all.schema-store.json: oneOf[${index}] is not "asyncapi: <version>" plus a $ref`);
    return {version, ref};
  });
}

/** What the page is made from, read from the package in `dir` (once per process, see ./read.ts). */
export function schemaUrlsPageInput(dir: string): SchemaUrlsPageInput {
  const {version, plan} = specsPlan(dir);
  const store = storeEntries(JSON.parse(fs.readFileSync(path.join(dir, 'schemas', 'all.schema-store.json'), 'utf8')));
  return {packageVersion: version, plan, store};
}

/** The component the links to served files are (plain links to the default locale's files, see its comment). */
const SCHEMA_FILES_IMPORT = "import SchemaFiles from '@site/src/components/SchemaFiles';";

const folderOf = (url: string) => url.slice(0, url.lastIndexOf('/') + 1);
const fileName = (url: string) => url.slice(url.lastIndexOf('/') + 1);
/** Links to served files of one folder, labelled by file name (or, with `full`, by their whole path in code). */
function schemaFiles(urls: readonly string[], full = false): string {
  const folder = folderOf(urls[0] ?? '/');
  if (urls.some((url) => folderOf(url) !== folder)) throw new Error(`[schema-urls] not one folder: ${urls.join(' ')}`);
  return `<SchemaFiles folder="${folder}" names="${urls.map(fileName).join(' ')}"${full ? ' full' : ''} />`;
}
const fileLink = (url: string) => schemaFiles([url]);
const pathLink = (url: string) => schemaFiles([url], true);
const code = (text: string) => `\`${text}\``;
const bySemverDesc = (a: string, b: string) => semver.rcompare(a, b);

/** The served URLs under a folder, grouped by the next path segment: `/bindings/kafka/0.5.0/x.json` → kafka → ... */
function childrenOf(urls: readonly string[], prefix: string): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const url of urls) {
    if (!url.startsWith(prefix)) continue;
    const [child, ...rest] = url.slice(prefix.length).split('/');
    if (!child || rest.length === 0) continue;
    groups.set(child, [...(groups.get(child) ?? []), url]);
  }
  return groups;
}

/**
 * A collapsed block (the theme's Details). The summary is an expression on a line of its own: a generated body is
 * parsed after MDX has unwrapped written JSX from its paragraphs, so `<summary>text</summary>` on one line would stay
 * inside a paragraph, where the theme does not find it.
 */
function collapsed(summary: string, content: string): string {
  return `<details>\n<summary>\n{${JSON.stringify(summary)}}\n</summary>\n\n${content}\n\n</details>`;
}

const fileList = (urls: readonly string[]) => schemaFiles(urls);

function versionsSection(urls: readonly string[], served: ReadonlySet<string>): string {
  const versions = childrenOf(urls, '/definitions/');
  const ordered = [...versions.keys()].sort(bySemverDesc);
  const cellFor = (url: string) => (served.has(url) ? fileLink(url) : '–');
  const rows = ordered.map((version) => {
    const page = SPEC_PAGES[version as keyof typeof SPEC_PAGES];
    const label = page ? `[${version}](${page})` : version;
    return `| ${label} | ${cellFor(`/definitions/${version}.json`)} | ${cellFor(`/definitions/${version}-without-$id.json`)} | ${cellFor(`/definitions/${version}/asyncapi.json`)} | ${versions.get(version)?.length ?? 0} |`;
  });
  const lists = ordered.map((version) => {
    const files = versions.get(version) ?? [];
    return collapsed(`The ${files.length} files of ${version}`, fileList(files));
  });
  return [
    '| Version | One file | One file without `$id`s | Root of the object files | Object files |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    ...lists.flatMap((list) => [list, '']),
  ].join('\n');
}

function bindingsSection(urls: readonly string[]): string {
  const protocols = childrenOf(urls, '/bindings/');
  const rows = [...protocols.keys()].sort().flatMap((protocol) => {
    const versions = childrenOf(protocols.get(protocol) ?? [], `/bindings/${protocol}/`);
    return [...versions.keys()]
      .sort(bySemverDesc)
      .map(
        (version) =>
          `| [${protocolName(protocol)}](${bindingPageUrl(protocol)}) | ${version} | ${fileList(versions.get(version) ?? [])} |`,
      );
  });
  return ['| Protocol | Binding version | Files |', '|---|---|---|', ...rows].join('\n');
}

function extensionsSection(urls: readonly string[]): string {
  const extensions = childrenOf(urls, '/extensions/');
  const rows = [...extensions.keys()].sort().flatMap((name) => {
    const versions = childrenOf(extensions.get(name) ?? [], `/extensions/${name}/`);
    return [...versions.keys()]
      .sort(bySemverDesc)
      .map(
        (version) =>
          `| [${code(`x-${name}`)}](${EXTENSIONS_PAGE}/${name}) | ${version} | ${fileList(versions.get(version) ?? [])} |`,
      );
  });
  return ['| Extension | Version | Files |', '|---|---|---|', ...rows].join('\n');
}

function examplesSection(urls: readonly string[]): string {
  const versions = childrenOf(urls, '/examples/');
  return [...versions.keys()]
    .sort(bySemverDesc)
    .map((version) => {
      const files = versions.get(version) ?? [];
      return collapsed(`The ${files.length} examples of ${version}`, fileList(files));
    })
    .join('\n\n');
}

function leftOutSection(leftOut: readonly LeftOutFile[]): string {
  if (leftOut.length === 0) return 'Every JSON file of the package is served.';
  // Ids and reasons go into code spans or are escaped: a bare URL in the text would become a link to nowhere.
  const items = leftOut.map(
    (file) =>
      `- ${code(file.source)}${file.id === undefined ? '' : ` (\`$id\` ${code(file.id)})`}: ${file.reason.replace(/[{}<>]/g, (c) => `\\${c}`).replace(/\$id/g, '`$id`')}.`,
  );
  return [
    'These files of the package are not served, because no address of this site can stand for them:',
    '',
    ...items,
    '',
    'Each of the 2.x `external.json` files holds only `"type": "string"`, and no other schema refers to it.',
  ].join('\n');
}

/** The page body (MDX). */
export function renderSchemaUrlsPage({packageVersion, plan, store}: SchemaUrlsPageInput): string {
  const urls = plan.files.map((file) => file.url);
  const served = new Set(urls);
  const newest = [...childrenOf(urls, '/definitions/').keys()].sort(bySemverDesc)[0] ?? '';
  const newestStore = `${SITE_URL}/schema-store/${newest}-without-$id.json`;
  const storePath = new URL(SCHEMASTORE_ENTRY.url).pathname;
  if (!served.has(storePath)) throw new Error(`[schema-urls] SchemaStore's URL ${storePath} is not served`);
  const storeRows = store.map(({version, ref}) => {
    const url = ref.replace(/^https?:\/\/[^/]+/, '');
    return `| ${version} | ${served.has(url) ? fileLink(url) : code(ref)} |`;
  });
  const fileCount = plan.files.length;
  const sourceCount = new Set(plan.files.map((file) => file.source)).size;
  const bytes = plan.files.reduce((sum, file) => sum + file.bytes, 0);

  return `${SCHEMA_FILES_IMPORT}

Since the 2.0.0 drafts, every JSON Schema of the AsyncAPI specification names itself with an address on
asyncapi.com, its \`$id\` (the root schema of ${newest} is \`http://asyncapi.com/definitions/${newest}/asyncapi.json\`),
and the schemas refer to each other, and to the schemas of bindings, extensions and examples, by these addresses.
This site serves each file at the path its \`$id\` names, at \`${SITE_URL}\`, so editors, validators and SchemaStore
can fetch it.

The files are copied unchanged from \`@asyncapi/specs\` ${packageVersion}, the package the
[specification](${SPEC_PAGES[newest as keyof typeof SPEC_PAGES] ?? '/docs/reference'}), bindings and extensions pages of
this reference are generated from: ${sourceCount} files at ${fileCount} addresses (${(bytes / 1_000_000).toFixed(1)} MB).

Tools read them as they are sent: as \`${SCHEMA_MEDIA_TYPE}\` (the examples, which are not schemas, as
\`${EXAMPLE_MEDIA_TYPE}\`), readable from pages of any origin (the
\`Access-Control-Allow-Origin: *\` header) and cached for an hour (\`${SCHEMA_CACHE_CONTROL}\`), since a new release of
the package may correct a file at the same address.

## Check your documents in an editor {/* #editors */}

### YAML documents {/* #yaml */}

Editors built on yaml-language-server (among them the YAML extension for VS Code) read a comment at the top of a
file that names its schema. Because it is a comment, the document stays a valid AsyncAPI document:

\`\`\`yaml
${YAML_MODELINE}${newestStore}
asyncapi: ${newest}
info:
  title: Parcel tracking
  version: 1.0.0
\`\`\`

To check every document of a project without a comment in each, map the schema to file names with the
\`${YAML_SCHEMAS_SETTING}\` setting of the language server (in VS Code, in \`settings.json\`):

\`\`\`json
{
  "${YAML_SCHEMAS_SETTING}": {
    "${newestStore}": ["asyncapi.yaml", "*.asyncapi.yaml"]
  }
}
\`\`\`

The language server would also take a top-level \`$schema\` key, but do not write one into an AsyncAPI document: see the
next section.

### JSON documents {/* #json */}

JSON editors pick a schema from a top-level \`$schema\` key. An AsyncAPI document cannot have one: its root object
allows only the fields of the specification and \`x-\` extensions, so with \`$schema\` in it the document is invalid
(\`@asyncapi/parser\` reports that the property \`$schema\` is not expected there).
Map the schema to file names in the editor's settings instead; in VS Code, the \`${JSON_SCHEMAS_SETTING}\` setting:

\`\`\`json
{
  "${JSON_SCHEMAS_SETTING}": [
    {
      "fileMatch": ["asyncapi.json", "*.asyncapi.json"],
      "url": "${newestStore}"
    }
  ]
}
\`\`\`

### SchemaStore {/* #schemastore */}

SchemaStore's catalogue, which editors built on yaml-language-server apply without any setting (unless
\`${YAML_SCHEMASTORE_SETTING}\` is turned off), lists
${pathLink(storePath)} for files whose names match
${SCHEMASTORE_ENTRY.fileMatch.map(code).join(', ')}. So a file named \`asyncapi.yaml\` or \`orders.asyncapi.json\` is
checked as soon as it is opened. That one file covers every version: it checks a document against the schema of
the version its \`asyncapi\` field declares, one of these self-contained files:

| \`asyncapi\` | Checked against |
|---|---|
${storeRows.join('\n')}

## Validate with the schemas {/* #validators */}

A JSON Schema validator that resolves \`$ref\`s by URL can start from the root of a version,
${pathLink(`/definitions/${newest}/asyncapi.json`)}, and fetch every other file
from this site as it meets its address: object definitions, bindings, extensions and examples. To download once,
take the version's one file instead: ${pathLink(`/definitions/${newest}.json`)} holds
the object definitions and the binding and extension schemas they use, each under its \`$id\`, and
${pathLink(`/definitions/${newest}-without-$id.json`)} is the same without
\`$id\`s, for tools that do not handle \`$id\`s inside a file. The 1.x schemas are JSON Schema draft-04 files without
\`$id\`s; they are served at their place in the package all the same.

## Versions {/* #versions */}

Each version has its one-file schemas and a folder with one file per object, whose root is \`asyncapi.json\`. The
links open the files themselves.

${versionsSection(urls, served)}
## Bindings {/* #bindings */}

The schemas of the [bindings](${BINDINGS_PAGE}) are at \`/bindings/<protocol>/<binding version>/<object>.json\`:

${bindingsSection(urls)}

## Extensions {/* #extensions */}

${extensionsSection(urls)}

## Examples {/* #examples */}

Some definitions refer to example values by URL, at \`/examples/<version>/<object>.json\`:

${examplesSection(urls)}

## The same files under /schema-store {/* #schema-store */}

The addresses under \`/schema-store/\` are the ones SchemaStore uses. The two folders hold the same files: every
one-file schema and every object file of a version is served under both, so ${pathLink(`/schema-store/${newest}.json`)}
is ${pathLink(`/definitions/${newest}.json`)} and ${pathLink(`/schema-store/${newest}/info.json`)} is
${pathLink(`/definitions/${newest}/info.json`)}, and SchemaStore's file is at
${pathLink('/definitions/all.schema-store.json')} too.

## Files not served {/* #not-served */}

${leftOutSection(plan.leftOut)}
`;
}
