/**
 * Runs an exported async function of one of the site's TypeScript modules in a worker thread and resolves with what it
 * returns; rejects with the function's error. The threads are Tinypool's (the pool Docusaurus core renders the pages
 * in); ./worker.mjs loads the module. The build uses it for work that would otherwise hold the main thread: the share
 * cards beside the bundler (plugins/share-cards) and the search indices during postBuild (plugins/local-search).
 * Arguments and results cross by structured cloning (Buffers arrive as Uint8Arrays).
 */
import path from 'node:path';
import Tinypool from 'tinypool';

/** What ./worker.mjs is given. */
export type WorkerCall = {module: string; exportName: string; args: unknown[]};

const WORKER = path.join(__dirname, 'worker.mjs');

/** A thread for one call, ended when it answers. */
export async function runInWorker<T>(module: string, exportName: string, args: unknown[]): Promise<T> {
  const pool = new Tinypool({filename: WORKER, minThreads: 0, maxThreads: 1, idleTimeout: 0});
  try {
    return (await pool.run({module, exportName, args} satisfies WorkerCall)) as T;
  } finally {
    await pool.destroy();
  }
}
