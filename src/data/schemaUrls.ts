/**
 * Facts about the editors and catalogues that fetch the JSON Schemas this site serves (plugins/schema-urls), shown on
 * the "JSON Schema URLs" Reference page. The files themselves, their versions and their URLs come from
 * @asyncapi/specs at build time; only what other tools do with them is written here.
 */

/** The page that lists the schema URLs, which the bare /definitions and /schema-store lead to. */
export const SCHEMA_URLS_PAGE = '/docs/reference/json-schema-urls';

/**
 * The comment that makes yaml-language-server (the language server of the YAML extension for VS Code and of
 * other editors) validate a YAML file against a schema, written at the top of the file followed by the schema's URL.
 * Its setting `yaml.schemas` maps a schema URL to file patterns, and `yaml.schemaStore.enable` (on by default)
 * applies the SchemaStore catalogue. As documented in the README of the released yaml-language-server 1.25.0.
 */
export const YAML_MODELINE = '# yaml-language-server: $schema=';
export const YAML_SCHEMAS_SETTING = 'yaml.schemas';
export const YAML_SCHEMASTORE_SETTING = 'yaml.schemaStore.enable';

/** VS Code's setting that maps JSON files to a schema: a list of `{fileMatch, url}` entries. */
export const JSON_SCHEMAS_SETTING = 'json.schemas';

/**
 * The entry SchemaStore's catalogue has for AsyncAPI: editors that use the catalogue fetch this file for files whose
 * names match these patterns, and it picks the schema of the version the document's `asyncapi` field declares.
 */
export const SCHEMASTORE_ENTRY = {
  url: 'https://www.asyncapi.com/schema-store/all.schema-store.json',
  fileMatch: ['*asyncapi*.json', '*asyncapi*.yml', '*asyncapi*.yaml'],
} as const;
