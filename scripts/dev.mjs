#!/usr/bin/env node
/**
 * `npm start`: runs `docusaurus start` with every extra argument passed through
 * (for example `npm start -- --port 3001 --no-open`). The feedback function is mounted on the dev server by
 * the local plugin plugins/dev-server/plugin.ts, so POST /.netlify/functions/github_discussions works offline too.
 */
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = require.resolve('@docusaurus/core/bin/docusaurus.mjs');

const child = spawn(process.execPath, [cli, 'start', ...process.argv.slice(2)], {
  cwd: projectRoot,
  stdio: 'inherit',
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}

child.on('exit', (code, signal) => {
  // Exit the way the child did: its code, or 128 + the signal number (130 for Ctrl+C).
  process.exit(signal ? 128 + (os.constants.signals[signal] ?? 0) : (code ?? 1));
});
