/**
 * The Tinypool worker of ./index.ts: loads the TypeScript module it is given through jiti, the loader Docusaurus itself
 * uses for the config (resolved through @docusaurus/utils, as scripts/bench.mjs does), and calls the named export with
 * the arguments; Tinypool sends back the result or the error.
 */
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);
const jiti = createRequire(require.resolve('@docusaurus/utils'))('jiti')(fileURLToPath(import.meta.url), {
  interopDefault: false,
});

/** @param {import('./index').WorkerCall} call */
export default async function call({module, exportName, args}) {
  return jiti(module)[exportName](...args);
}
