#!/usr/bin/env node
/**
 * `npm run serve`: the production build served the way `docusaurus serve` does, plus the feedback function.
 *
 *   npm run serve [-- [siteDir] [--dir build] [--config path] [-p|--port 3000] [-h|--host 127.0.0.1]
 *                    [--build] [--no-open|--open] [--request-timeout 10000]]
 *
 * Every `docusaurus serve` option is accepted, with the same meaning:
 *   [siteDir], --dir, --config  which site and which build folder (the site config gives baseUrl and trailingSlash)
 *   -p/--port, -h/--host        where to listen. The host defaults to 127.0.0.1 rather than `localhost` (which may
 *                               resolve to ::1 only, and the tests and Playwright address 127.0.0.1). A port in use
 *                               is an error, not an interactive prompt (this server also runs unattended).
 *   --build                     runs `docusaurus build` (same --config, --out-dir = --dir) before serving
 *   --open / --no-open          opens a browser as `docusaurus serve` does (never when CI is set)
 * and one of our own:
 *   --request-timeout <ms>      a request not complete within this time is answered 408 and its connection closed
 *
 * Requests are answered by `serve-handler` (the package and the configuration of
 * @docusaurus/core/lib/commands/serve.js: cleanUrls, the site's trailingSlash, no directory listing, the baseUrl
 * redirect), with these differences, each at one point in `createPreviewServer`:
 *   - POST /.netlify/functions/github_discussions goes to the feedback function Netlify runs (offline it writes
 *     to the feedback inbox file), as on the production host;
 *   - a path with a NUL byte, a backslash or a `..` segment (also percent-encoded) is answered 400 before anything
 *     touches the disk; serve-handler's own containment check stays behind that;
 *   - methods other than GET and HEAD are answered 405 (a static host has nothing to POST to);
 *   - a page that does not exist gets the 404 page of its locale: /de/... -> build/de/404.html, else 404.html;
 *   - so does a path no file can have (a segment longer than a file name may be, or a path longer than the file
 *     system takes), before serve-handler's lookup fails on it, and the host's own configuration files
 *     (`_headers`, `_redirects`: Netlify reads them and never serves them).
 * Any other error is a 500 with a generic text (the details go to the log).
 * `onResponse(req, res)` runs first for every request (pages, redirects, errors and the feedback function): the one
 * place to set headers on every response (res.setHeader; serve-handler's writeHead merges them).
 */
import {spawnSync} from 'node:child_process';
import {createReadStream, realpathSync} from 'node:fs';
import {lstat} from 'node:fs/promises';
import http from 'node:http';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import {loadFeedbackFunction, projectRoot} from './load-feedback.mjs';
import {applyHeaders, headersFor, loadHeaders} from './headers.mjs';

const require = createRequire(import.meta.url);
const serveHandler = require('serve-handler');

export const USAGE =
  'Usage: npm run serve -- [siteDir] [--dir build] [--config docusaurus.config.ts] [-p|--port 3000] [-h|--host 127.0.0.1] [--build] [--no-open] [--request-timeout 10000]';

/** Parses the command line: every `docusaurus serve` option plus --request-timeout. Throws on an unknown option. */
export function parseServeArgs(argv) {
  const {values, positionals} = parseArgs({
    args: argv,
    allowPositionals: true,
    allowNegative: true,
    options: {
      dir: {type: 'string'},
      config: {type: 'string'},
      port: {type: 'string', short: 'p'},
      host: {type: 'string', short: 'h'},
      build: {type: 'boolean', default: false},
      open: {type: 'boolean', default: true},
      'request-timeout': {type: 'string'},
      help: {type: 'boolean', default: false},
    },
  });
  if (positionals.length > 1) throw new Error(`At most one site directory, got: ${positionals.join(' ')}`);
  const port = values.port === undefined ? 3000 : Number(values.port);
  if (!/^\d+$/.test(values.port ?? '3000') || port > 65535) throw new Error(`Invalid --port: ${values.port}`);
  const requestTimeout = values['request-timeout'] === undefined ? undefined : Number(values['request-timeout']);
  if (requestTimeout !== undefined && (!Number.isInteger(requestTimeout) || requestTimeout < 100)) {
    throw new Error(`Invalid --request-timeout: ${values['request-timeout']} (milliseconds, at least 100)`);
  }
  return {
    siteDir: positionals[0] ?? projectRoot,
    dir: values.dir ?? 'build',
    config: values.config,
    port,
    host: values.host ?? '127.0.0.1',
    build: values.build,
    open: values.open && !process.env.CI,
    requestTimeout,
    help: values.help,
  };
}

/** True when a request path must not reach the file system: NUL, backslash, or a `..` segment after decoding. */
export function isUnsafePath(rawPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return true;
  }
  if (/[\0\\]/.test(decoded)) return true;
  return decoded.split('/').some((segment) => segment === '..');
}

/** Files of the publish folder a host reads as its configuration and never serves (Netlify's). */
export const HOST_CONFIG_FILES = new Set(['_headers', '_redirects']);

/**
 * The longest segment a request path may have: a file name may have 255 bytes on the usual file systems, and
 * serve-handler also looks for `<segment>.html`.
 */
export const MAX_SEGMENT_BYTES = 255 - '.html'.length;
/** The longest whole path (in bytes, decoded): well inside the file system's limit once the build folder is in front. */
export const MAX_PATH_BYTES = 2048;

/**
 * True when no file of the build can answer the (decoded) path: a segment or the whole path too long for a file
 * name (the file system would refuse the lookup with ENAMETOOLONG), or a host configuration file.
 */
export function cannotBeAFile(decodedPath) {
  if (Buffer.byteLength(decodedPath) > MAX_PATH_BYTES) return true;
  const segments = decodedPath.split('/');
  if (segments.some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES)) return true;
  // The path as the file lookup will see it: repeated slashes and `.` segments gone (`//_headers`, `/./_headers`,
  // `/_headers/` all name the same file; `..` never gets here, see isUnsafePath).
  const named = path.posix.normalize(`/${decodedPath}`).split('/').filter(Boolean);
  return named.length === 1 && HOST_CONFIG_FILES.has(named[0]);
}

function sendText(res, status, text, headers = {}) {
  res.writeHead(status, {'Content-Type': 'text/plain; charset=utf-8', ...headers});
  res.end(text);
}

/** The size of a regular file (not a folder, not a symbolic link), or null. */
async function fileSize(file) {
  try {
    const info = await lstat(file);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

/**
 * The request handler: `docusaurus serve`'s (serve-handler with its options and baseUrl redirect) with the feedback
 * function in front, a locale-aware 404 page and a path check. See the header for the differences.
 */
export function createPreviewServer({root, baseUrl = '/', trailingSlash, feedback, functionPath, onResponse}) {
  const {applyTrailingSlash} = require('@docusaurus/utils-common');
  const handlerOptions = {cleanUrls: true, public: root, trailingSlash, directoryListing: false};
  /** serve-handler's error hook: 404 gets the locale's 404 page (build/de/404.html for /de/...), else 404.html. */
  const sendError = async (absolutePath, response, acceptsJSON, current, _handlers, _config, spec) => {
    const {statusCode, code, message} = spec;
    if (statusCode === 404 && !acceptsJSON) {
      const first = path.relative(current, absolutePath).split(path.sep)[0];
      const candidates = [
        first && !first.startsWith('.') ? path.join(current, first, '404.html') : '',
        path.join(current, '404.html'),
      ];
      for (const page of candidates.filter(Boolean)) {
        const size = await fileSize(page);
        if (size === null) continue;
        response.writeHead(404, {'Content-Type': 'text/html; charset=utf-8', 'Content-Length': size});
        createReadStream(page)
          .on('error', () => response.destroy())
          .pipe(response);
        return;
      }
    }
    if (acceptsJSON) {
      response.writeHead(statusCode, {'Content-Type': 'application/json; charset=utf-8'});
      response.end(JSON.stringify({error: {code, message}}));
    } else sendText(response, statusCode, `${message}\n`);
  };

  /** The locale's 404 page (or a plain 404) for `relative`, as serve-handler's error hook would send it. */
  const sendNotFound = (req, res, relative) => {
    const acceptsJSON = (req.headers.accept ?? '').includes('application/json');
    return sendError(
      path.join(root, relative),
      res,
      acceptsJSON,
      root,
      [],
      {},
      {
        statusCode: 404,
        code: 'not_found',
        message: 'The requested path could not be found',
      },
    );
  };

  async function handle(req, res) {
    onResponse?.(req, res);
    const rawUrl = req.url ?? '/';
    const pathname = rawUrl.split('?')[0];
    if (isUnsafePath(pathname)) {
      sendText(res, 400, 'Bad request\n');
      return;
    }
    const relative = baseUrl !== '/' && pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
    // isUnsafePath has decoded it once already, so it decodes. The 404 page's lookup survives any length.
    const decoded = decodeURIComponent(relative);
    if (cannotBeAFile(decoded)) {
      await sendNotFound(req, res, decoded);
      return;
    }
    if (relative === functionPath || relative === `${functionPath}/`) {
      feedback(req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed\n', {Allow: 'GET, HEAD'});
      return;
    }
    // From here on exactly @docusaurus/core/lib/commands/serve.js.
    if (!rawUrl.startsWith(baseUrl)) {
      res.writeHead(302, {Location: baseUrl});
      res.end();
      return;
    }
    if (baseUrl !== '/') {
      const looksLikeAsset = /\.[a-zA-Z\d]{1,4}$/.test(rawUrl);
      if (!looksLikeAsset) {
        const normalizedUrl = applyTrailingSlash(rawUrl, {trailingSlash, baseUrl});
        if (rawUrl !== normalizedUrl) {
          res.writeHead(302, {Location: normalizedUrl});
          res.end();
          return;
        }
      }
    }
    // Collapse leading slashes (//host/path) so that no redirect serve-handler makes can leave this host.
    req.url = rawUrl.replace(baseUrl, '/').replace(/^\/{2,}/, '/');
    // As Netlify: a folder's index.html (build/de/index.html, no de.html) is served at the address with the trailing
    // slash (/de/, the canonical URL), and the address without it is redirected there; serve-handler with
    // trailingSlash false would do the opposite.
    let options = handlerOptions;
    const [served, query = ''] = req.url.split(/\?(.*)/s);
    const folder = decodeURIComponent(served).replace(/\/+$/, '');
    if (
      folder &&
      (await fileSize(path.join(root, `${folder}.html`))) === null &&
      (await fileSize(path.join(root, folder, 'index.html'))) !== null
    ) {
      if (!served.endsWith('/')) {
        res.writeHead(301, {Location: `${served}/${query ? `?${query}` : ''}`});
        res.end();
        return;
      }
      options = {...handlerOptions, trailingSlash: undefined};
    }
    try {
      await serveHandler(req, res, options, {sendError});
    } catch (error) {
      // A name the file system refuses that the length check did not foresee: still nothing to find there.
      if (error?.code !== 'ENAMETOOLONG' || res.headersSent) throw error;
      await sendNotFound(req, res, decoded);
    }
  }

  return http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) sendText(res, 500, 'Internal server error\n');
      else res.destroy();
    });
  });
}

async function main() {
  let options;
  try {
    options = parseServeArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const siteDir = path.resolve(options.siteDir);
  const root = path.resolve(siteDir, options.dir);
  const docusaurusCli = require.resolve('@docusaurus/core/bin/docusaurus.mjs');
  if (options.build) {
    const args = [
      docusaurusCli,
      'build',
      siteDir,
      '--out-dir',
      root,
      ...(options.config ? ['--config', options.config] : []),
    ];
    const result = spawnSync(process.execPath, args, {stdio: 'inherit'});
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  if ((await fileSize(path.join(root, 'index.html'))) === null) {
    console.error(`No index.html in ${root}: build the site first (npm run build, or npm run serve -- --build).`);
    process.exit(1);
  }
  const {loadSiteConfig} = require('@docusaurus/core/lib/server/config');
  const {siteConfig} = await loadSiteConfig({siteDir, customConfigFilePath: options.config});
  const {createFeedbackMiddleware, FEEDBACK_FUNCTION_PATH, limitRequestTime, LOCAL_REQUEST_TIMEOUT_MS} =
    loadFeedbackFunction();

  const headerRules = await loadHeaders(root);
  const server = createPreviewServer({
    root,
    baseUrl: siteConfig.baseUrl,
    trailingSlash: siteConfig.trailingSlash,
    feedback: createFeedbackMiddleware({projectRoot}),
    functionPath: FEEDBACK_FUNCTION_PATH,
    // The headers Netlify sends for this path (build/_headers, see scripts/headers.mjs).
    onResponse: (req, res) => {
      const pathname = (req.url ?? '/').split('?')[0];
      applyHeaders(res, headersFor(headerRules, pathname));
    },
  });
  limitRequestTime(server, options.requestTimeout ?? LOCAL_REQUEST_TIMEOUT_MS);

  server.on('error', (error) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${options.port} on ${options.host} is in use: choose another with --port.`
        : error,
    );
    process.exit(1);
  });
  server.listen(options.port, options.host, async () => {
    const address = server.address();
    const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const url = `http://${shown}:${address.port}${siteConfig.baseUrl}`;
    const sink = process.env.GITHUB_TOKEN
      ? 'GitHub Discussions'
      : process.env.FEEDBACK_INBOX || '.feedback/inbox.jsonl';
    console.log(`Serving ${root} at ${url} (feedback goes to ${sink})`);
    if (options.open) {
      const {default: openBrowser} = require('@docusaurus/core/lib/commands/utils/openBrowser/openBrowser');
      await openBrowser(url);
    }
  });

  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// Run as a script (not when imported by a test or by another script that wants createPreviewServer).
if (process.argv[1] && pathToFileURL(realpathSync(process.argv[1])).href === import.meta.url) await main();
