/**
 * Loads the TypeScript feedback function (netlify/functions/github_discussions.ts) into plain Node scripts.
 * Node 20 cannot run TypeScript by itself, so we use jiti, the on-the-fly TypeScript loader Docusaurus
 * itself uses for docusaurus.config.ts. It is resolved through @docusaurus/utils, which declares it as a
 * dependency, so this keeps working whatever npm decides to hoist.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The project root (the folder that holds package.json). */
export const projectRoot = path.resolve(here, '..');

/** @returns {typeof import('../netlify/functions/github_discussions')} */
export function loadFeedbackFunction() {
  const require = createRequire(import.meta.url);
  const jitiFactory = createRequire(require.resolve('@docusaurus/utils'))('jiti');
  const jiti = jitiFactory(fileURLToPath(import.meta.url), {interopDefault: false});
  return jiti(path.join(projectRoot, 'netlify', 'functions', 'github_discussions.ts'));
}
