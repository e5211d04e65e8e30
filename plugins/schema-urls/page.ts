/**
 * The body of the Reference page "JSON Schema URLs" (docs/reference/json-schema-urls.mdx, directive
 * `::schema-urls`, registered in plugins/spec-reference/directives.ts): how editors, validators and SchemaStore
 * use the schema files this site serves (the text: src/data/spec-reference/json-schema-urls.md, read by
 * plugins/spec-reference/content.ts), and every version and file, listed from the same plan the build copies
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
import {schemaUrlsProse} from '../spec-reference/content';
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

const folderOf = (url: string) => url.slice(0, url.lastIndexOf('/') + 1);
const fileName = (url: string) => url.slice(url.lastIndexOf('/') + 1);
/**
 * Links to served files of one folder (the SchemaFiles component, imported by the page's text: plain links to the
 * default locale's files, see its comment), labelled by file name (or, with `full`, by their whole path in code).
 */
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
    return collapsed(`The ${files.length} files of ${version}`, schemaFiles(files));
  });
  return [
    '| Version | One file | One file without `$id`s | Root of the object files | Object files |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    ...lists.flatMap((list) => [list, '']),
  ].join('\n');
}

/**
 * The table of the bindings or the extensions: under `folder`, a row per version of each protocol or extension (by
 * name, then newest version first), labelled by `label`.
 */
function versionsTable(urls: readonly string[], folder: string, header: string, label: (name: string) => string) {
  const items = childrenOf(urls, folder);
  const rows = [...items.keys()].sort().flatMap((name) => {
    const versions = childrenOf(items.get(name) ?? [], `${folder}${name}/`);
    return [...versions.keys()]
      .sort(bySemverDesc)
      .map((version) => `| ${label(name)} | ${version} | ${schemaFiles(versions.get(version) ?? [])} |`);
  });
  return [header, '|---|---|---|', ...rows].join('\n');
}

function examplesSection(urls: readonly string[]): string {
  const versions = childrenOf(urls, '/examples/');
  return [...versions.keys()]
    .sort(bySemverDesc)
    .map((version) => {
      const files = versions.get(version) ?? [];
      return collapsed(`The ${files.length} examples of ${version}`, schemaFiles(files));
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

  // The text is data (src/data/spec-reference/json-schema-urls.md); the files, counts and tables are filled in here.
  const prose = schemaUrlsProse({
    newest,
    siteUrl: SITE_URL,
    packageVersion,
    specPage: SPEC_PAGES[newest as keyof typeof SPEC_PAGES] ?? '/docs/reference',
    sourceCount: String(sourceCount),
    fileCount: String(fileCount),
    megabytes: (bytes / 1_000_000).toFixed(1),
    schemaMediaType: SCHEMA_MEDIA_TYPE,
    exampleMediaType: EXAMPLE_MEDIA_TYPE,
    cacheControl: SCHEMA_CACHE_CONTROL,
    yamlModeline: YAML_MODELINE,
    newestStore,
    yamlSchemasSetting: YAML_SCHEMAS_SETTING,
    jsonSchemasSetting: JSON_SCHEMAS_SETTING,
    yamlSchemaStoreSetting: YAML_SCHEMASTORE_SETTING,
    storeFile: pathLink(storePath),
    fileMatch: SCHEMASTORE_ENTRY.fileMatch.map(code).join(', '),
    storeRows: storeRows.join('\n'),
    rootFile: pathLink(`/definitions/${newest}/asyncapi.json`),
    oneFile: pathLink(`/definitions/${newest}.json`),
    oneFileWithoutIds: pathLink(`/definitions/${newest}-without-$id.json`),
    versions: versionsSection(urls, served),
    bindingsPage: BINDINGS_PAGE,
    bindings: versionsTable(
      urls,
      '/bindings/',
      '| Protocol | Binding version | Files |',
      (protocol) => `[${protocolName(protocol)}](${bindingPageUrl(protocol)})`,
    ),
    extensions: versionsTable(
      urls,
      '/extensions/',
      '| Extension | Version | Files |',
      (name) => `[${code(`x-${name}`)}](${EXTENSIONS_PAGE}/${name})`,
    ),
    examples: examplesSection(urls),
    schemaStoreOneFile: pathLink(`/schema-store/${newest}.json`),
    schemaStoreInfo: pathLink(`/schema-store/${newest}/info.json`),
    definitionsInfo: pathLink(`/definitions/${newest}/info.json`),
    definitionsStoreFile: pathLink('/definitions/all.schema-store.json'),
    notServed: leftOutSection(plan.leftOut),
  });
  return `${prose}\n`;
}
