/**
 * Writes the served files into the build: each one copied byte for byte from the package (no parsing, no
 * re-serialising: a tool gets exactly the file @asyncapi/specs publishes), and never over a file something else
 * put there (a static file or a page at the same path stops the build with both named).
 */
import {constants} from 'node:fs';
import {copyFile, mkdir} from 'node:fs/promises';
import path from 'node:path';
import type {ServedFile} from './plan';

export type WriteResult = {files: number; bytes: number};

export async function writeSchemaFiles(
  files: readonly ServedFile[],
  packageDir: string,
  outDir: string,
): Promise<WriteResult> {
  const targets = files.map((file) => ({file, target: path.join(outDir, ...file.url.split('/').filter(Boolean))}));
  const folders = [...new Set(targets.map(({target}) => path.dirname(target)))];
  await Promise.all(folders.map((folder) => mkdir(folder, {recursive: true})));
  await Promise.all(
    targets.map(async ({file, target}) => {
      try {
        await copyFile(path.join(packageDir, file.source), target, constants.COPYFILE_EXCL);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        throw new Error(
          `[schema-urls] ${file.url} is already in the build (a static file or a page?); it is reserved for @asyncapi/specs/${file.source}`,
        );
      }
    }),
  );
  return {files: files.length, bytes: files.reduce((sum, file) => sum + file.bytes, 0)};
}
