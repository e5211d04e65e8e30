#!/usr/bin/env node
/**
 * `npm test`: every check, in order, stopping at the first failure:
 *   1. typecheck  2. unit and component tests  3. production build (en + de)  4. end-to-end tests in Chromium.
 * The browser tests are never skipped: without Chromium, as root on Debian it is installed with apt-get,
 * otherwise the run stops with the exact command to install it.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {chromiumPath} from './chromium.mjs';

function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {stdio: 'inherit', ...options});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal}) after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds}s)`);
}

function ensureChromium() {
  const found = chromiumPath();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = fs.existsSync('/etc/debian_version');
  if (isRoot && isDebian) {
    console.log('\nChromium not found: installing Debian\'s chromium package with apt-get.');
    run('apt-get update', 'apt-get', ['update', '-qq']);
    run('install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], {env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}});
    const installed = chromiumPath();
    if (installed) return installed;
  }
  console.error(
    [
      '',
      '✖ The end-to-end tests need Chromium and none was found.',
      '  Set CHROME_PATH to a Chromium or Chrome executable, or install Debian\'s package:',
      '    sudo apt-get update && sudo apt-get install -y chromium',
      '  (Playwright\'s own browser download is not used by this project.)',
    ].join('\n'),
  );
  process.exit(1);
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
run('typecheck', npx, ['tsc', '-p', '.']);
run('unit tests', npx, ['jest', '--ci']);
run('build', npx, ['docusaurus', 'build']);
const chrome = ensureChromium();
console.log(`Using Chromium at ${chrome}`);
run('end-to-end tests', npx, ['playwright', 'test'], {env: {...process.env, CHROME_PATH: chrome}});
console.log('\nAll checks passed.');
