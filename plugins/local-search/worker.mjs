/**
 * Worker thread of writeSearchIndicesInWorker (./buildIndex.ts): builds the locale's search indices and reports the
 * counts, or the error with its stack. It loads the TypeScript module through jiti, the loader Docusaurus itself uses
 * for the config (resolved through @docusaurus/utils, as plugins/share-cards/worker.mjs does).
 */
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {parentPort, workerData} from 'node:worker_threads';

const require = createRequire(import.meta.url);
const jiti = createRequire(require.resolve('@docusaurus/utils'))('jiti')(fileURLToPath(import.meta.url), {
  interopDefault: false,
});

try {
  /** @type {typeof import('./buildIndex')} */
  const buildIndex = jiti('./buildIndex.ts');
  parentPort.postMessage({counts: await buildIndex.writeSearchIndices(workerData)});
} catch (error) {
  parentPort.postMessage({error: error instanceof Error ? (error.stack ?? error.message) : String(error)});
}
