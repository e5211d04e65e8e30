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
