#!/usr/bin/env node
/**
 * `npm run test:e2e [-- <playwright args>]`: the Playwright suite against the production build in build/ (run
 * `npm run build` first), with Chromium found or installed the same way `npm test` does.
 */
import fs from 'node:fs';
import {ensureChromium, npx, run} from './steps.mjs';

if (!fs.existsSync('build/index.html')) {
  console.error('✖ No production build in build/: run `npm run build` first (the e2e tests serve build/).');
  process.exit(1);
}
const chrome = ensureChromium();
console.log(`Using Chromium at ${chrome}`);
run('end-to-end tests', npx, ['playwright', 'test', ...process.argv.slice(2)], {env: {...process.env, CHROME_PATH: chrome}});
