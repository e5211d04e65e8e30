/**
 * Which file of @asyncapi/specs answers which URL path of the site (pure: ./read.ts reads the package, ./index.ts
 * copies the files after the build, ./dev.ts serves them from the package on the dev server).
 *
 * Every JSON Schema in the package names itself by a URL on asyncapi.com (its top-level `$id`, such as
 * `http://asyncapi.com/definitions/3.0.0/info.json`), and the schemas `$ref` each other by those URLs, so a tool
 * that resolves a reference fetches it from this site. The rules, in order:
 *
 * 1. A file with a top-level `$id` on asyncapi.com is served at the path of that `$id`. When two files carry the
 *    same `$id` (a version's one-file schema in `schemas/` and its root `definitions/<version>/asyncapi.json`), the
 *    file whose place in the package is that path wins; the one-file schemas are served by rule 3 instead.
 * 2. A file without a top-level `$id` (the 1.x definitions, which are draft-04 schemas, and the examples the
 *    definitions reference) is served at its place in the package, `/definitions/1.2.0/info.json`.
 * 3. The addresses the site has always answered: every file of `schemas/` (the one-file schema of each version,
 *    the same without `$id`s, and `all.schema-store.json`, which SchemaStore lists) under both `/definitions/` and
 *    `/schema-store/`, and every file of `definitions/<version>/` under `/schema-store/<version>/` too.
 *
 * A file whose `$id` is not one clean path on asyncapi.com is left out, with the reason: in 6.11.1 the 2.2.0 to
 * 2.6.0 `external.json` test fixtures carry `http://asyncapi.com/definitions/<v>/http://something.example.com/...`,
 * a second URL pasted into the first, which names no path a host could serve (and nothing references them).
 * So is a file whose path would fall outside the folders below, which the headers, robots.txt and the dev server
 * cover.
 */

/** The top-level folders of the site that hold these files; each gets the schema headers and no page policy. */
export const SCHEMA_URL_ROOTS = ['definitions', 'schema-store', 'bindings', 'extensions', 'examples'] as const;

/** The hosts the package's `$id`s and `$ref`s name (the site answers the same paths on its own host). */
export const SCHEMA_HOSTS: readonly string[] = ['asyncapi.com', 'www.asyncapi.com'];

/** The folder of the package that holds the one-file schemas (rule 3). */
export const BUNDLES_FOLDER = 'schemas';
/** The folder of the package that holds one file per object and version. */
export const DEFINITIONS_FOLDER = 'definitions';

/** One JSON file of the package: its path inside the package (`/`-separated) and its top-level `$id`, if any. */
export type PackageFile = {path: string; id?: string; bytes: number};

/** A URL path of the site and the package file that answers it. */
export type ServedFile = {url: string; source: string; bytes: number};

export type LeftOutFile = {source: string; id?: string; reason: string};

export type SchemaUrlPlan = {
  /** Sorted by URL path; every URL path once. */
  files: ServedFile[];
  leftOut: LeftOutFile[];
};

/** A path segment a static host serves as it is: letters, digits and `._-$` (the `-without-$id` files), not `.`/`..`. */
const SEGMENT = /^[A-Za-z0-9_$-][A-Za-z0-9._$-]*$/;

function cleanPath(segments: string[]): boolean {
  return segments.length > 1 && segments.every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment));
}

/**
 * The URL path an `$id` names (`/definitions/3.0.0/info.json`), or why it names none: another host, a query or
 * fragment, or a path with anything a static file path cannot hold (such as a second URL inside it).
 */
export function urlPathOfId(id: string): {path: string} | {reason: string} {
  const match = /^https?:\/\/([^/?#]+)(\/[^?#]*)$/.exec(id);
  if (!match) return {reason: 'its $id is not an http(s) URL with a path and nothing after it'};
  const [, host = '', pathname = ''] = match;
  if (!SCHEMA_HOSTS.includes(host.toLowerCase())) return {reason: `its $id names another host (${host})`};
  if (pathname.includes('://')) return {reason: 'its $id has a second URL inside its path'};
  const segments = pathname.slice(1).split('/');
  if (!cleanPath(segments)) return {reason: `its $id does not name one clean file path on ${host}`};
  return {path: pathname};
}

const rootOf = (url: string) => url.split('/')[1] ?? '';

/** The served files and the left-out ones for the files of the package (see the rules above). */
export function planSchemaUrls(files: readonly PackageFile[]): SchemaUrlPlan {
  const byUrl = new Map<string, {file: PackageFile; exact: boolean}>();
  const leftOut: LeftOutFile[] = [];
  const conflicts: string[] = [];

  /** Claims `url` for `file`; an exact claim (the file sits at that path in the package) beats one by `$id` only. */
  const claim = (url: string, file: PackageFile, exact: boolean) => {
    const existing = byUrl.get(url);
    if (!existing || (exact && !existing.exact)) byUrl.set(url, {file, exact});
    else if (existing.file.path !== file.path && exact === existing.exact)
      conflicts.push(`${url}: ${existing.file.path} and ${file.path}`);
  };
  const leaveOut = (file: PackageFile, reason: string) => leftOut.push({source: file.path, id: file.id, reason});

  const sorted = [...files].sort((a, b) => a.path.localeCompare(b.path));
  const definitionsServed: PackageFile[] = [];
  for (const file of sorted) {
    const segments = file.path.split('/');
    if (!cleanPath(segments) || !file.path.endsWith('.json')) {
      leaveOut(file, 'its name is not a plain JSON file path');
      continue;
    }
    if (segments[0] === BUNDLES_FOLDER) {
      // Rule 3: a one-file schema, served under both old folders; its $id names the root definition (rule 1).
      if (segments.length !== 2) leaveOut(file, `it sits in a subfolder of ${BUNDLES_FOLDER}/`);
      else for (const root of ['definitions', 'schema-store']) claim(`/${root}/${segments[1]}`, file, true);
      continue;
    }
    let url: string;
    if (file.id === undefined) url = `/${file.path}`;
    else {
      const named = urlPathOfId(file.id);
      if ('reason' in named) {
        leaveOut(file, named.reason);
        continue;
      }
      url = named.path;
    }
    if (!(SCHEMA_URL_ROOTS as readonly string[]).includes(rootOf(url))) {
      leaveOut(file, `${url} is outside the served folders (${SCHEMA_URL_ROOTS.join(', ')})`);
      continue;
    }
    claim(url, file, url === `/${file.path}`);
    if (segments[0] === DEFINITIONS_FOLDER && url === `/${file.path}`) definitionsServed.push(file);
  }
  // Rule 3: every served definitions/<version>/<file> is also /schema-store/<version>/<file>.
  for (const file of definitionsServed)
    claim(`/schema-store/${file.path.slice(DEFINITIONS_FOLDER.length + 1)}`, file, true);

  if (conflicts.length > 0) {
    throw new Error(`[schema-urls] Two files of @asyncapi/specs claim one URL:\n  ${conflicts.join('\n  ')}`);
  }
  const served = [...byUrl.entries()]
    .map(([url, {file}]) => ({url, source: file.path, bytes: file.bytes}))
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  return {files: served, leftOut};
}
