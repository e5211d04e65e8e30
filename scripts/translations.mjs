#!/usr/bin/env node
/**
 * `npm run translations:status` and `npm run translations:stamp -- <files>` (plugins/translations/cli.ts). jiti,
 * resolved through @docusaurus/utils as in scripts/load-feedback.mjs, runs the TypeScript modules.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const jiti = createRequire(require.resolve('@docusaurus/utils'))('jiti')(fileURLToPath(import.meta.url), {
  interopDefault: false,
});
const {runTranslations} = jiti(path.join(root, 'plugins/translations/cli.ts'));
const {contentRootsOf} = jiti(path.join(root, 'plugins/translations/siteRoots.ts'));
const {LOCALES} = jiti(path.join(root, 'src/data/site.ts'));

const [command, ...args] = process.argv.slice(2);
process.exitCode = runTranslations(command, args, {
  siteDir: root,
  roots: contentRootsOf(root),
  locales: LOCALES,
  defaultLocale: LOCALES[0],
});
