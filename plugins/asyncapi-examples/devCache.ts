/**
 * The dev server's memory of the AsyncAPI examples it found valid, kept across starts in a cache folder
 * (node_modules/.cache/asyncapi-examples): a start checks only the examples that are new or changed since the last
 * one, instead of loading the checker and compiling the specification's schemas for all of them before its first
 * page. An example is remembered by its text; the file's name is a hash of what a result also depends on (the
 * checker's code and package-lock.json, which pins @asyncapi/specs and the packages the check uses), so an update of
 * either starts a new file. Only valid examples are remembered: an invalid one is checked, and reported, every time.
 * `docusaurus build` does not use it (it checks every example).
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** The files a check's result depends on besides the example. */
export function checkerInputs(siteDir: string): string[] {
  return [path.join(__dirname, 'check.ts'), path.join(__dirname, 'detect.ts'), path.join(siteDir, 'package-lock.json')];
}

/** The name of the cache file for these inputs (a missing input counts as empty). */
export function cacheFileName(inputs: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of inputs) {
    hash.update(file);
    hash.update(fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0));
  }
  return `valid-${hash.digest('hex').slice(0, 16)}.json`;
}

export type ValidExamples = {has(source: string): boolean; add(source: string): void; flush(): void};

/**
 * The examples found valid, read from `file` (a missing or unreadable file is an empty memory) and written back a
 * moment after the last addition, and when the process exits.
 */
export function validExamples(file: string): ValidExamples {
  let known = new Set<string>();
  try {
    const saved: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (Array.isArray(saved)) known = new Set(saved.filter((entry): entry is string => typeof entry === 'string'));
  } catch {
    // none yet, or damaged: start empty
  }
  let dirty = false;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (!dirty) return;
    dirty = false;
    try {
      fs.mkdirSync(path.dirname(file), {recursive: true});
      // Replaced in one rename: a process stopped mid-write never leaves half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, JSON.stringify([...known]));
      fs.renameSync(temporary, file);
    } catch {
      // a cache: the next start checks again
    }
  };
  process.once('exit', flush);
  return {
    has: (source) => known.has(sha256(source)),
    add: (source) => {
      known.add(sha256(source));
      dirty = true;
      clearTimeout(timer);
      timer = setTimeout(flush, 1000);
      timer.unref();
    },
    flush,
  };
}

const opened = new Map<string, ValidExamples>();

/** The memory kept in `cacheDir` for this site's checker (one per process and folder). */
export function devValidExamples(cacheDir: string, siteDir: string): ValidExamples {
  const file = path.join(cacheDir, cacheFileName(checkerInputs(siteDir)));
  let memory = opened.get(file);
  if (!memory) opened.set(file, (memory = validExamples(file)));
  return memory;
}
