#!/usr/bin/env node
/**
 * `npm run feedback:redeliver [-- --blobs] [--dry-run]`: posts to GitHub, once, the feedback submissions the function
 * kept because GitHub did not take them, and marks each one delivered (netlify/functions/feedback/redeliver.ts).
 *
 * It reads the function's settings from the environment (GITHUB_TOKEN, GITHUB_DISCUSSION_REPOSITORY_ID,
 * GITHUB_DISCUSSION_CATEGORY_ID, GITHUB_GRAPHQL_URL) and the submissions from the inbox file (FEEDBACK_INBOX, default
 * .feedback/inbox.jsonl), or with --blobs from the site's Netlify Blobs store (NETLIFY_SITE_ID, NETLIFY_AUTH_TOKEN).
 * --dry-run lists what is pending and sends nothing. Exits 1 when a submission could not be delivered (it stays
 * pending for the next run).
 */
import {realpathSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import {projectRoot} from './load-feedback.mjs';

export const USAGE = 'Usage: npm run feedback:redeliver -- [--blobs] [--dry-run]';

function loadRedelivery() {
  const require = createRequire(import.meta.url);
  const jitiFactory = createRequire(require.resolve('@docusaurus/utils'))('jiti');
  const jiti = jitiFactory(fileURLToPath(import.meta.url), {interopDefault: false});
  return jiti(path.join(projectRoot, 'netlify', 'functions', 'feedback', 'redeliver.ts'));
}

async function main() {
  let values;
  try {
    ({values} = parseArgs({
      options: {
        blobs: {type: 'boolean', default: false},
        'dry-run': {type: 'boolean', default: false},
        help: {type: 'boolean'},
      },
    }));
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const {redeliverFromEnv} = loadRedelivery();
  let report;
  try {
    report = await redeliverFromEnv({
      env: process.env,
      projectRoot,
      blobs: values.blobs,
      dryRun: values['dry-run'],
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const {pending, posted, found, failed} = report;
  console.log(
    values['dry-run']
      ? `${pending} kept submission(s) not delivered yet.`
      : `${pending} kept submission(s) not delivered: ${posted} posted, ${found} already on GitHub (marked delivered), ${failed.length} failed.`,
  );
  if (failed.length > 0) process.exit(1);
}

if (process.argv[1] && pathToFileURL(realpathSync(process.argv[1])).href === import.meta.url) await main();
