#!/usr/bin/env node
/**
 * `npm test`: every check, in order, stopping at the first failure:
 *   1. typecheck  2. lint (ESLint, no warnings) and format (Prettier --check)  3. unit and component tests  4. production build (en + de)
 *   5. checks of the built pages that need no browser (Jest over build/, tests/build-output)
 *   6. end-to-end tests in Chromium.
 * The browser tests are never skipped: without Chromium, as root on Debian it is installed with apt-get,
 * otherwise the run stops with the exact command to install it.
 */
import {BUILD_TESTS, ensureChromium, npm, npx, run} from './steps.mjs';

run('typecheck', npx, ['tsc', '-p', '.']);
run('lint', npx, ['eslint', '.', '--max-warnings', '0']);
run('format', npx, ['prettier', '--check', '.']);
// The script runs Jest with a heap cap for its workers (package.json, CONTRIBUTING.md "The checks").
run('unit tests', npm, ['run', 'test:unit', '--', '--ci']);
run('build', npx, ['docusaurus', 'build']);
run('build output tests', npx, BUILD_TESTS);
const chrome = ensureChromium();
console.log(`Using Chromium at ${chrome}`);
run('end-to-end tests', npx, ['playwright', 'test'], {env: {...process.env, CHROME_PATH: chrome}});
console.log('\nAll checks passed.');
