/**
 * Top-level folders of the build that hold files for tools rather than pages (the JSON Schemas that
 * plugins/schema-urls copies from @asyncapi/specs): one rule each with their own headers, and no page policy. The
 * page patterns (policy.ts `pagePatterns`) give every top-level folder `/<folder>/*`; for these folders that pattern
 * is dropped, since Netlify applies every rule that matches a path and a rule cannot take a header away. A page
 * beside such a folder (`/definitions`, built as definitions.html) keeps its own patterns and its policy.
 */
import type {HeaderRule} from './policy';

export type FileFolders = {
  /** Folder names at the top of the publish folder, such as `definitions`. */
  folders: readonly string[];
  /** The headers of every file under them. */
  headers: Readonly<Record<string, string>>;
};

/** One `/<folder>/*` rule per folder with the folders' headers. */
export function fileFolderRules({folders, headers}: FileFolders): HeaderRule[] {
  return folders.map((folder) => ({path: `/${folder}/*`, headers: {...headers}}));
}

/** The page patterns without the `/<folder>/*` of these folders. */
export function withoutFileFolders(patterns: readonly string[], folders: readonly string[]): string[] {
  const dropped = new Set(folders.map((folder) => `/${folder}/*`));
  return patterns.filter((pattern) => !dropped.has(pattern));
}
