/**
 * Shared by `npm test` (scripts/test-all.mjs) and `npm run test:e2e` (scripts/e2e.mjs): run a step and stop on
 * failure, and find Chromium (installing Debian's package when running as root on Debian).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {chromiumPath} from './chromium.mjs';

export function run(label, command, args, options = {}) {
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

export function ensureChromium() {
  const found = chromiumPath();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = fs.existsSync('/etc/debian_version');
  if (isRoot && isDebian) {
    console.log("\nChromium not found: installing Debian's chromium package with apt-get.");
    // Another apt-get (a second test run, an unattended upgrade) holds dpkg's lock: wait for it rather than fail.
    const waitForLock = ['-o', 'DPkg::Lock::Timeout=600'];
    run('apt-get update', 'apt-get', [...waitForLock, 'update', '-qq']);
    run('install chromium', 'apt-get', [...waitForLock, 'install', '-y', '-qq', 'chromium'], {
      env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
    });
    const installed = chromiumPath();
    if (installed) return installed;
  }
  console.error(
    [
      '',
      '✖ The end-to-end tests need Chromium and none was found.',
      "  Set CHROME_PATH to a Chromium or Chrome executable, or install Debian's package:",
      '    sudo apt-get update && sudo apt-get install -y chromium',
      "  (Playwright's own browser download is not used by this project.)",
    ].join('\n'),
  );
  process.exit(1);
}

/** Jest over the production build (tests/build-output, jest.build.config.mjs): run right after the build. */
export const BUILD_TESTS = ['jest', '--ci', '-c', 'jest.build.config.mjs'];

export const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
