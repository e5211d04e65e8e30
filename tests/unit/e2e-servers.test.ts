/** @jest-environment node */
/**
 * The end-to-end suite owns its servers: with E2E_PORT already taken by another program, Playwright stops with
 * "already used" instead of testing whatever answers there, whether or not CI is set.
 */
import {spawn} from 'node:child_process';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

function run(args: string[], env: NodeJS.ProcessEnv): Promise<{status: number | null; output: string}> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {cwd: root, env});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => resolve({status, output}));
  });
}

it('a taken E2E_PORT is an error, not a server to reuse', async () => {
  const squatter = http.createServer((_, response) => response.end('not the site'));
  await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
  const {port} = squatter.address() as AddressInfo;
  try {
    const env: NodeJS.ProcessEnv = {...process.env, E2E_PORT: String(port)};
    delete env.CI;
    delete env.E2E_REUSE_SERVER;
    const cli = require.resolve('@playwright/test/cli', {paths: [root]});
    // Any spec that needs no build to be collected: the servers start before it would run.
    const {status, output} = await run(
      [cli, 'test', 'tests/e2e/shell.spec.ts', '-g', 'legacy /v1/guide', '--project', 'desktop'],
      env,
    );
    expect(status).not.toBe(0);
    expect(output).toContain(`http://127.0.0.1:${port}/ is already used`);
  } finally {
    squatter.close();
  }
}, 60_000);
