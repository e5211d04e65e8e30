/**
 * Worker thread of runInWorker (./index.ts): loads the TypeScript module it is given through jiti, the loader
 * Docusaurus itself uses for the config (resolved through @docusaurus/utils, as scripts/bench.mjs does), calls the
 * named export with the arguments and answers with its result, or with its error's stack.
 */
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {parentPort, workerData} from 'node:worker_threads';

const require = createRequire(import.meta.url);
const jiti = createRequire(require.resolve('@docusaurus/utils'))('jiti')(fileURLToPath(import.meta.url), {
  interopDefault: false,
});

/** @type {import('./index').WorkerCall} */
const {module, exportName, args} = workerData;
try {
  const result = await jiti(module)[exportName](...args);
  parentPort.postMessage({result});
} catch (error) {
  parentPort.postMessage({error: error instanceof Error ? (error.stack ?? error.message) : String(error)});
}
