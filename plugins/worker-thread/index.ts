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

/** A pool of one thread; an idle thread does not keep the process alive (Tinypool unrefs it). */
const poolOfOne = (idleTimeout: number) => new Tinypool({filename: WORKER, minThreads: 0, maxThreads: 1, idleTimeout});

/** A thread for one call, ended when it answers. */
export async function runInWorker<T>(module: string, exportName: string, args: unknown[]): Promise<T> {
  const pool = poolOfOne(0);
  try {
    return (await pool.run({module, exportName, args} satisfies WorkerCall)) as T;
  } finally {
    await pool.destroy();
  }
}

/** The pools by name, for this load of the module (Docusaurus loads the plugins again for each locale). */
const pools = new Map<string, Tinypool>();

/**
 * runInWorker in a thread that stays for the next calls of the same `name` (a minute after the last): they find the
 * modules loaded and the code optimised, and run one after another.
 */
export function runInSharedWorker<T>(name: string, module: string, exportName: string, args: unknown[]): Promise<T> {
  let pool = pools.get(name);
  if (!pool) pools.set(name, (pool = poolOfOne(60_000)));
  return pool.run({module, exportName, args} satisfies WorkerCall) as Promise<T>;
}
