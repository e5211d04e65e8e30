/**
 * Runs an exported async function of one of the site's TypeScript modules in a worker thread and resolves with what it
 * returns; rejects with the function's error (its stack) or when the worker stops without answering. The build uses it
 * for work that would otherwise hold the main thread: the share cards beside the bundler (plugins/share-cards) and
 * the search indices during postBuild (plugins/local-search). Arguments and results cross by structured cloning
 * (Buffers arrive as Uint8Arrays).
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';

/** What ./worker.mjs is given and what it answers. */
export type WorkerCall = {module: string; exportName: string; args: unknown[]};
export type WorkerAnswer = {result: unknown} | {error: string};

export function runInWorker<T>(
  module: string,
  exportName: string,
  args: unknown[],
  options: {unref?: boolean} = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'worker.mjs'), {
      workerData: {module, exportName, args} satisfies WorkerCall,
    });
    // The share cards' worker must not keep the process alive if the build stops early.
    if (options.unref) worker.unref();
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      action();
    };
    worker.once('message', (answer: WorkerAnswer) =>
      settle(() => ('result' in answer ? resolve(answer.result as T) : reject(new Error(answer.error)))),
    );
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`the worker stopped (exit ${code}) before answering`))),
    );
  });
}
