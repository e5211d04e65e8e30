/** Starts `npm run serve` (scripts/serve.mjs) for a test, on a free port, and waits for the URL it prints. */
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';

export type PreviewServer = {child: ChildProcess; base: string};

/**
 * scripts/serve.mjs with `args` (give it `--port 0`/`-p 0` for a free port), run from the repository with `env` added
 * to the test's environment; resolves with the process and its origin (`http://127.0.0.1:<port>`), rejects when it
 * exits first. The caller stops it (`child.kill('SIGTERM')`).
 */
export function startPreviewServer(args: string[], env: Record<string, string> = {}): Promise<PreviewServer> {
  const child = spawn(process.execPath, ['scripts/serve.mjs', ...args], {
    cwd: path.resolve(__dirname, '../../..'),
    env: {...process.env, ...env},
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<PreviewServer>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
      if (match) resolve({child, base: match[1]!});
    });
    child.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${out}`)));
  });
}
