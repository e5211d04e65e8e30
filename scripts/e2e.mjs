#!/usr/bin/env node
/**
 * `npm run test:e2e [-- <playwright args>]`: the checks of the built pages that need no browser (Jest over build/,
 * tests/build-output), then the Playwright suite against the production build in build/ (run `npm run build` first), with
 * Chromium found or installed the same way `npm test` does. With Playwright arguments (one spec, a grep) only the
 * Playwright part runs.
 */
import fs from 'node:fs';
import {BUILD_TESTS, ensureChromium, npx, run} from './steps.mjs';

if (!fs.existsSync('build/index.html')) {
  console.error('✖ No production build in build/: run `npm run build` first (the e2e tests serve build/).');
  process.exit(1);
}
if (process.argv.length <= 2) run('build output tests', npx, BUILD_TESTS);
const chrome = ensureChromium();
console.log(`Using Chromium at ${chrome}`);
run('end-to-end tests', npx, ['playwright', 'test', ...process.argv.slice(2)], {
  env: {...process.env, CHROME_PATH: chrome},
});
