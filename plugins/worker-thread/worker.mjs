/**
 * Worker thread of runInWorker and runInSharedWorker (./index.ts): loads the TypeScript module it is given through
 * jiti, the loader Docusaurus itself uses for the config (resolved through @docusaurus/utils, as scripts/bench.mjs
 * does), calls the named export with the arguments and answers with its result, or with its error's stack.
 *
 * Started with a call in its workerData, it answers that call and ends. Started without one (a shared worker), it
 * answers each call posted to it, tagged with the call's id, one after another, and stays until it is terminated.
 */
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {parentPort, workerData} from 'node:worker_threads';

const require = createRequire(import.meta.url);
const jiti = createRequire(require.resolve('@docusaurus/utils'))('jiti')(fileURLToPath(import.meta.url), {
  interopDefault: false,
});

/** @param {import('./index').WorkerCall} call @returns {Promise<import('./index').WorkerAnswer>} */
async function answer({module, exportName, args}) {
  try {
    return {result: await jiti(module)[exportName](...args)};
  } catch (error) {
    return {error: error instanceof Error ? (error.stack ?? error.message) : String(error)};
  }
}

if (workerData) {
  parentPort.postMessage(await answer(workerData));
} else {
  let queue = Promise.resolve();
  parentPort.on('message', (/** @type {import('./index').WorkerCall & {id: number}} */ call) => {
    queue = queue.then(async () => parentPort.postMessage({id: call.id, ...(await answer(call))}));
  });
}
