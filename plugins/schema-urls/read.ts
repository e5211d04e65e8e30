/**
 * Reads the installed @asyncapi/specs: its version and, for every JSON file in its folders, the top-level `$id`.
 * The one-file schemas of `schemas/` (3.4 MB of the package's 4.4 MB) are not parsed: ./plan.ts serves them by
 * their file name, not by their `$id`. Read once per process and folder (`specsPlan`): the generated page
 * ("JSON Schema URLs") reads it while the docs are compiled, and postBuild then only copies files.
 */
import fs from 'node:fs';
import path from 'node:path';
import {BUNDLES_FOLDER, planSchemaUrls, type PackageFile, type SchemaUrlPlan} from './plan';

/** The installed package, the one the generated Reference pages are made from (plugins/spec-reference). */
export {SPECS_DIR} from '../spec-reference/registry';

export type SpecsPackage = {dir: string; version: string; files: PackageFile[]};

/** The top-level `$id` of a JSON document, if it is a string. Throws with the file's name on invalid JSON. */
export function topLevelId(text: string, where: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`[schema-urls] ${where} is not valid JSON: ${(error as Error).message}`);
  }
  const id = value && typeof value === 'object' && !Array.isArray(value) ? (value as {$id?: unknown}).$id : undefined;
  return typeof id === 'string' ? id : undefined;
}

/** Every JSON file in a subfolder of the package (the package's own metadata sits at its top level). */
export function readSpecsPackage(dir: string): SpecsPackage {
  const {version} = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string};
  const files = fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json') && entry.parentPath !== dir)
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((relative) => !relative.split('/').includes('node_modules'))
    .map((relative): PackageFile => {
      const file = path.join(dir, relative);
      if (relative.startsWith(`${BUNDLES_FOLDER}/`)) return {path: relative, bytes: fs.statSync(file).size};
      const text = fs.readFileSync(file, 'utf8');
      const id = topLevelId(text, `@asyncapi/specs/${relative}`);
      return {path: relative, bytes: Buffer.byteLength(text), ...(id === undefined ? {} : {id})};
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return {dir, version, files};
}

export type SpecsPlan = SpecsPackage & {plan: SchemaUrlPlan};

const plans = new Map<string, SpecsPlan>();

/** The package in `dir` and what the site serves from it, read once per process. */
export function specsPlan(dir: string): SpecsPlan {
  let result = plans.get(dir);
  if (!result) {
    const specs = readSpecsPackage(dir);
    result = {...specs, plan: planSchemaUrls(specs.files)};
    plans.set(dir, result);
  }
  return result;
}
