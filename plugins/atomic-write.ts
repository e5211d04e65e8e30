/**
 * Writes a file so that a reader sees either its old content or its new content, never a half-written file: the
 * bytes go to a temporary file beside it, which then replaces it in one rename.
 *
 * postBuild hooks run concurrently: css-per-route rewrites every page's HTML while the search index (in a worker
 * thread), the security headers and the blog feed read the same files. A plain writeFile truncates first, and a
 * reader in between got an empty or cut page (the search index lost /about's records that way).
 */
import fs from 'node:fs/promises';

export async function writeFileAtomic(file: string, data: string | Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await fs.writeFile(temp, data);
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, {force: true});
    throw error;
  }
}

/**
 * The update chain of each file, on globalThis (Docusaurus loads the plugins again for each locale): updates of one
 * file through `updateFileAtomic` run one after the other.
 */
const UPDATES = Symbol.for('asyncapi-website.atomic-write.updates');
function updates(): Map<string, Promise<unknown>> {
  const global = globalThis as typeof globalThis & {[UPDATES]?: Map<string, Promise<unknown>>};
  return (global[UPDATES] ??= new Map());
}

/**
 * Reads `file`, transforms its text and writes the result atomically, after every other update of the same file
 * through this function: two postBuild hooks that each change one page (css-per-route links the not-found page's
 * stylesheets, security-headers puts its policy in it) never write over each other's change. Resolves to whether the
 * text changed.
 */
export function updateFileAtomic(file: string, transform: (text: string) => string): Promise<boolean> {
  const chains = updates();
  const previous = chains.get(file) ?? Promise.resolve();
  const current = previous
    .catch(() => undefined)
    .then(async () => {
      const text = await fs.readFile(file, 'utf8');
      const updated = transform(text);
      if (updated === text) return false;
      await writeFileAtomic(file, updated);
      return true;
    });
  chains.set(file, current);
  void current
    .catch(() => undefined)
    .then(() => {
      if (chains.get(file) === current) chains.delete(file);
    });
  return current;
}
