/**
 * The response headers of the schema files, the same in the built site's _headers (plugins/built-html, given
 * these through its `fileFolders` option in docusaurus.config.ts), in `npm run serve` (which applies _headers) and
 * on the dev server (./dev.ts):
 * - `application/schema+json`, the media type JSON Schema registers for schema documents (a host would otherwise
 *   send application/json), except for the examples, which are JSON values, not schemas;
 * - any origin may read them: editors, validators and web tools fetch them from their own origins;
 * - cached for an hour. The URLs carry a version but not a content hash: a new @asyncapi/specs release may
 *   correct a file at the same URL (a binding's schema, an example), so the lifetime is short enough for a
 *   correction to reach everyone within the hour and long enough that one validation run, which fetches dozens
 *   of files that reference each other, asks once for each.
 * No page policy (CSP) goes with them: they are data, not documents that run script.
 */
import {SCHEMA_URL_ROOTS} from './plan';

export const SCHEMA_MEDIA_TYPE = 'application/schema+json';
/** The examples are JSON values that definitions point to (`"example": {"$ref": ...}`), not schemas. */
export const EXAMPLE_MEDIA_TYPE = 'application/json';
export const SCHEMA_CACHE_CONTROL = 'public, max-age=3600';

/** The folder of the examples, the one folder whose files are not schemas. */
export const EXAMPLES_ROOT = 'examples';

const headersWith = (type: string): Readonly<Record<string, string>> => ({
  'Content-Type': type,
  'Access-Control-Allow-Origin': '*',
  'Cache-Control': SCHEMA_CACHE_CONTROL,
});

/** The headers of the files of each folder: the form plugins/built-html takes (its `fileFolders` option). */
export const SCHEMA_FILE_FOLDERS = [
  {folders: SCHEMA_URL_ROOTS.filter((root) => root !== EXAMPLES_ROOT), headers: headersWith(SCHEMA_MEDIA_TYPE)},
  {folders: [EXAMPLES_ROOT], headers: headersWith(EXAMPLE_MEDIA_TYPE)},
] as const;

/** The headers of the file at a served URL path (the dev server's answer). */
export function schemaFileHeaders(urlPath: string): Readonly<Record<string, string>> {
  const root = urlPath.split('/')[1] ?? '';
  const group = SCHEMA_FILE_FOLDERS.find(({folders}) => (folders as readonly string[]).includes(root));
  if (!group) throw new Error(`[schema-urls] ${urlPath} is not in a served folder`);
  return group.headers;
}
