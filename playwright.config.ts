/**
 * End-to-end tests: Debian's Chromium against the production build, served on 127.0.0.1 by the same
 * preview server as `npm run serve` (which also mounts the feedback function). Nothing leaves the machine.
 */
import path from 'node:path';
import {defineConfig, devices} from '@playwright/test';
import {chromiumPath, CHROMIUM_ARGS} from './scripts/chromium.mjs';
import {PHONE} from './tests/e2e/phone';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** `docusaurus start` for the dev-server suite (*.dev.spec.ts). */
const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? PORT + 1);
export const FEEDBACK_INBOX = path.resolve(__dirname, 'test-results-inbox/e2e-feedback-inbox.jsonl');
process.env.FEEDBACK_INBOX = FEEDBACK_INBOX;

const launchOptions = {executablePath: chromiumPath() ?? undefined, args: CHROMIUM_ARGS};
const desktop = {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, launchOptions};
/**
 * The tests tagged `@parser` boot the playground's parser in the browser (download, schema compilation, a parse: 4 s
 * of CPU on a quiet 2-core machine, most of it in one worker thread). They run one at a time, in a project of their
 * own: with four at once (two runs of the suite side by side) each took more than its 30 s. The project comes first,
 * so they run while the other worker starts on the rest, not at the end beside the dev server's compilations (the
 * `dev` tests), where one still missed its 30 s with two runs side by side.
 */
const PARSER = /@parser/;
/**
 * The suite starts its own servers: a port already taken is an error ("… is already used"), never a silent reuse of
 * whatever listens there. E2E_REUSE_SERVER=1 reuses a server you started yourself on E2E_PORT (and E2E_DEV_PORT).
 */
const reuseExistingServer = process.env.E2E_REUSE_SERVER === '1';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  expect: {timeout: 10_000},
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    {
      // Desktop settings; the tests of *.mobile.spec.ts files here take the phone's with `test.use(PHONE)`.
      name: 'parser',
      testIgnore: ['**/*.dev.spec.ts'],
      grep: PARSER,
      workers: 1,
      use: desktop,
    },
    {
      name: 'desktop',
      testIgnore: ['**/*.mobile.spec.ts', '**/*.dev.spec.ts'],
      grepInvert: PARSER,
      use: desktop,
    },
    {
      name: 'mobile',
      testMatch: ['**/*.mobile.spec.ts'],
      grepInvert: PARSER,
      use: {...PHONE, launchOptions},
    },
    {
      name: 'dev',
      testMatch: ['**/*.dev.spec.ts'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: {width: 1280, height: 800},
        baseURL: `http://127.0.0.1:${DEV_PORT}`,
        launchOptions,
      },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${PORT} --host 127.0.0.1 --no-open`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer,
      timeout: 60_000,
      env: {FEEDBACK_INBOX, FEEDBACK_RATE_LIMIT: '1000'},
    },
    {
      // The dev server (`npm start`), for the dev-server suite.
      command: `npx docusaurus start --port ${DEV_PORT} --host 127.0.0.1 --no-open`,
      url: `http://127.0.0.1:${DEV_PORT}/docs`,
      reuseExistingServer,
      timeout: 180_000,
      env: {BROWSER: 'none'},
    },
  ],
});
