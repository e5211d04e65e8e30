/**
 * Worker thread of prerenderShareCards (./index.ts): renders the cards it is given into the cache and reports the
 * counts. It loads the TypeScript renderer through jiti, the loader Docusaurus itself uses for the config (resolved
 * through @docusaurus/utils, as scripts/bench.mjs does).
 */
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {parentPort, workerData} from 'node:worker_threads';

const require = createRequire(import.meta.url);
const jiti = createRequire(require.resolve('@docusaurus/utils'))('jiti')(fileURLToPath(import.meta.url), {
  interopDefault: false,
});
/** @type {typeof import('./index')} */
const cards = jiti('./index.ts');

// Structured cloning turned the covers' Buffers into Uint8Arrays.
const jobs = workerData.jobs.map(({input, cacheFile}) => ({
  input: {...input, cover: input.cover ? Buffer.from(input.cover) : undefined},
  cacheFile,
}));
parentPort.postMessage(await cards.renderCardJobs(jobs));
