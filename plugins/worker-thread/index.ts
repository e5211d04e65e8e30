/**
 * Runs an exported async function of one of the site's TypeScript modules in a worker thread and resolves with what it
 * returns; rejects with the function's error (its stack) or when the worker stops without answering. The build uses it
 * for work that would otherwise hold the main thread: the share cards beside the bundler (plugins/share-cards) and
 * the search indices during postBuild (plugins/local-search, in a shared worker: runInSharedWorker). Arguments and
 * results cross by structured cloning (Buffers arrive as Uint8Arrays).
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

/** A worker kept for the length of the process, answering the calls posted to it one after another. */
type SharedWorker = {
  worker: Worker;
  pending: Map<number, {resolve: (value: unknown) => void; reject: (e: Error) => void}>;
  /** The next call's id: kept with the worker, as this module is loaded again for each locale while the worker stays. */
  nextId: number;
};
const SHARED = Symbol.for('asyncapi-website.shared-workers');
type GlobalWithShared = typeof globalThis & {[SHARED]?: Map<string, SharedWorker>};
/** The shared workers by name, on globalThis: Docusaurus loads the plugins, and so this module, again for each locale. */
function sharedWorkers(): Map<string, SharedWorker> {
  const global = globalThis as GlobalWithShared;
  return (global[SHARED] ??= new Map());
}

function startSharedWorker(name: string): SharedWorker {
  const worker = new Worker(path.join(__dirname, 'worker.mjs'), {workerData: null});
  const shared: SharedWorker = {worker, pending: new Map(), nextId: 0};
  const fail = (error: Error) => {
    // A worker that failed or stopped is dropped: the next call starts a new one.
    if (sharedWorkers().get(name) === shared) sharedWorkers().delete(name);
    for (const {reject} of shared.pending.values()) reject(error);
    shared.pending.clear();
  };
  worker.on('message', (answer: WorkerAnswer & {id: number}) => {
    const call = shared.pending.get(answer.id);
    if (!call) return;
    shared.pending.delete(answer.id);
    // Idle, it must not keep the process alive.
    if (shared.pending.size === 0) worker.unref();
    if ('result' in answer) call.resolve(answer.result);
    else call.reject(new Error(answer.error));
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the worker stopped (exit ${code}) before answering`)));
  worker.unref();
  sharedWorkers().set(name, shared);
  return shared;
}

/**
 * runInWorker in a worker that stays for the next call of the same `name`: the second locale's call finds the
 * modules loaded and the code already optimised by the first (the German search index takes about a quarter less
 * time so). The worker keeps the process alive only while it has a call to answer.
 */
export function runInSharedWorker<T>(name: string, module: string, exportName: string, args: unknown[]): Promise<T> {
  const shared = sharedWorkers().get(name) ?? startSharedWorker(name);
  const id = shared.nextId++;
  return new Promise<T>((resolve, reject) => {
    shared.pending.set(id, {resolve: resolve as (value: unknown) => void, reject});
    shared.worker.ref();
    shared.worker.postMessage({id, module, exportName, args} satisfies WorkerCall & {id: number});
  });
}
