/**
 * Writes build/_headers after the build (Netlify reads it from the publish folder; scripts/serve.mjs applies
 * it through scripts/headers.mjs): the security headers of ./policy.ts with a Content-Security-Policy whose
 * script hashes come from the built HTML itself, so a changed inline script can never be blocked by a stale,
 * hand-written hash. Each locale's build runs postBuild; every run scans the whole publish folder (the
 * default locale's folder, which holds the others) and rewrites the file, so the last run covers every locale.
 */
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  formatHeadersFile,
  inlineScriptBodies,
  pagePatterns,
  securityHeaderRules,
  sha256Source,
  type PolicyOptions,
} from './policy';
import {fileFolderRules, withoutFileFolders, type FileFolders} from './fileFolders';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The hash sources of every executable inline script in the HTML files under `dir`, and how many pages were read. */
export async function scanBuild(dir: string): Promise<{pages: number; hashes: string[]}> {
  const files = await htmlFiles(dir);
  const hashes = new Set<string>();
  for (const file of files) {
    for (const body of inlineScriptBodies(await readFile(file, 'utf8'))) hashes.add(sha256Source(body));
  }
  return {pages: files.length, hashes: [...hashes].sort()};
}

/** Writes `<publishDir>/_headers` for the build in `publishDir`; returns what it found. */
export async function writeHeadersFile(
  publishDir: string,
  {fileFolders = [], ...options}: SecurityHeadersOptions,
): Promise<{pages: number; hashes: string[]}> {
  const scan = await scanBuild(publishDir);
  const topLevel = await readdir(publishDir, {withFileTypes: true});
  const pages = withoutFileFolders(
    pagePatterns(topLevel.map((entry) => ({name: entry.name, directory: entry.isDirectory()}))),
    fileFolders.flatMap(({folders}) => folders),
  );
  const comment = [
    'Written by plugins/security-headers after the build; do not edit (changes are overwritten).',
    `Script hashes: ${scan.hashes.length} executable inline scripts found in ${scan.pages} pages.`,
  ].join('\n');
  await writeFile(
    path.join(publishDir, '_headers'),
    formatHeadersFile(
      [...securityHeaderRules({...options, scriptHashes: scan.hashes, pages}), ...fileFolders.flatMap(fileFolderRules)],
      comment,
    ),
  );
  return scan;
}

export type SecurityHeadersOptions = Omit<PolicyOptions, 'scriptHashes'> & {
  /** Folders of files for tools (plugins/schema-urls): their own headers, no page policy (./fileFolders.ts). */
  fileFolders?: readonly FileFolders[];
};

/** The plugin, configured with the hosts the site is built with (docusaurus.config.ts). */
export default function securityHeadersPlugin(options: SecurityHeadersOptions): (context: LoadContext) => Plugin {
  return (context) => ({
    name: 'asyncapi-security-headers',
    async postBuild({outDir}) {
      const {currentLocale, defaultLocale} = context.i18n;
      // A non-default locale is built into <publish folder>/<locale>.
      const publishDir = currentLocale === defaultLocale ? outDir : path.dirname(outDir);
      const {pages, hashes} = await writeHeadersFile(publishDir, options);
      console.log(
        `[security-headers] ${path.join(publishDir, '_headers')}: ${hashes.length} script hashes from ${pages} pages`,
      );
    },
  });
}
