#!/usr/bin/env node
/**
 * Local preview of the production build (`npm run serve`): serves build/ the way `docusaurus serve` does
 * with `trailingSlash: false`, and answers POST /.netlify/functions/github_discussions with the same
 * feedback handler Netlify runs (offline it writes to the feedback inbox file).
 *
 *   node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build] [--request-timeout 10000]
 *
 * A request that is not complete within --request-timeout milliseconds (default 10 s) is answered 408 and
 * its connection closed.
 *
 * URL to file: /docs/concepts -> docs/concepts.html, else docs/concepts/index.html; a path with an extension
 * is served as is; /some/path/ redirects (301) to /some/path. Not found -> 404 with <locale>/404.html for
 * paths under a folder that has its own 404.html (such as /de/...), else 404.html.
 */
import {createReadStream} from 'node:fs';
import {stat} from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {loadFeedbackFunction, projectRoot} from './load-feedback.mjs';
import {headersFor, loadHeaders} from './headers.mjs';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'text/yaml; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

function contentType(file) {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file for a decoded URL path, or null. Never leaves `root`. */
async function resolveFile(root, pathname) {
  const target = path.resolve(root, `.${pathname}`);
  if (target !== root && !target.startsWith(`${root}${path.sep}`)) return null;
  const candidates = pathname === '/' ? [path.join(root, 'index.html')] : [target, `${target}.html`, path.join(target, 'index.html')];
  for (const candidate of candidates) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

/** The 404 page for a path: <first folder>/404.html when that exists (locales), else 404.html. */
async function resolveNotFound(root, pathname) {
  const first = pathname.split('/')[1];
  if (first && !first.startsWith('.')) {
    const local = path.resolve(root, first, '404.html');
    if (local.startsWith(`${root}${path.sep}`) && (await isFile(local))) return local;
  }
  const global = path.join(root, '404.html');
  return (await isFile(global)) ? global : null;
}

function sendFile(req, res, status, file) {
  return stat(file).then((info) => {
    res.writeHead(status, {'Content-Type': contentType(file), 'Content-Length': info.size});
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  });
}

function sendText(res, status, text, headers = {}) {
  res.writeHead(status, {'Content-Type': 'text/plain; charset=utf-8', ...headers});
  res.end(text);
}

function createServer({root, feedback, functionPath, headerRules = []}) {
  return http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) sendText(res, 500, 'Internal server error\n');
      else res.destroy();
    });
  });

  async function handle(req, res) {
    // Prefixing the origin keeps a request line such as //host/path a path, not a protocol-relative URL.
    const url = new URL(`http://localhost${req.url ?? '/'}`);
    if (url.pathname === functionPath || url.pathname === `${functionPath}/`) {
      feedback(req, res);
      return;
    }
    // The headers Netlify sends for this path (build/_headers, see scripts/headers.mjs).
    for (const [name, value] of Object.entries(headersFor(headerRules, url.pathname))) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed\n', {Allow: 'GET, HEAD'});
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      sendText(res, 400, 'Bad request\n');
      return;
    }
    if (pathname.includes('\0') || pathname.includes('\\')) {
      sendText(res, 400, 'Bad request\n');
      return;
    }
    // trailingSlash: false — the canonical URL has no trailing slash.
    if (pathname.length > 1 && pathname.endsWith('/')) {
      // Collapse leading slashes too, so the Location can never point at another host (//host).
      const canonical = `/${url.pathname.replace(/^\/+/, '').replace(/\/+$/, '')}`;
      res.writeHead(301, {Location: `${canonical}${url.search}`});
      res.end();
      return;
    }
    const file = await resolveFile(root, pathname);
    if (file) {
      await sendFile(req, res, 200, file);
      return;
    }
    const notFound = await resolveNotFound(root, pathname);
    if (notFound) await sendFile(req, res, 404, notFound);
    else sendText(res, 404, 'Not found\n');
  }
}

async function main() {
  const {values} = parseArgs({
    options: {
      port: {type: 'string', default: '3000'},
      host: {type: 'string', default: '127.0.0.1'},
      dir: {type: 'string', default: path.join(projectRoot, 'build')},
      'request-timeout': {type: 'string'},
      help: {type: 'boolean', default: false},
    },
  });
  if (values.help) {
    console.log('Usage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build] [--request-timeout 10000]');
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Invalid --port: ${values.port}`);
    process.exit(2);
  }
  const {createFeedbackMiddleware, FEEDBACK_FUNCTION_PATH, limitRequestTime, LOCAL_REQUEST_TIMEOUT_MS} = loadFeedbackFunction();
  const requestTimeout = values['request-timeout'] === undefined ? LOCAL_REQUEST_TIMEOUT_MS : Number(values['request-timeout']);
  if (!Number.isInteger(requestTimeout) || requestTimeout < 100) {
    console.error(`Invalid --request-timeout: ${values['request-timeout']} (milliseconds, at least 100)`);
    process.exit(2);
  }
  const root = path.resolve(values.dir);
  if (!(await isFile(path.join(root, 'index.html')))) {
    console.error(`No index.html in ${root}: build the site first (npm run build).`);
    process.exit(1);
  }

  const feedback = createFeedbackMiddleware({projectRoot});
  const server = createServer({root, feedback, functionPath: FEEDBACK_FUNCTION_PATH, headerRules: await loadHeaders(root)});
  limitRequestTime(server, requestTimeout);

  server.listen(port, values.host, () => {
    const address = server.address();
    const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const sink = process.env.GITHUB_TOKEN ? 'GitHub Discussions' : process.env.FEEDBACK_INBOX || '.feedback/inbox.jsonl';
    console.log(`Serving ${root} at http://${shown}:${address.port}/ (feedback goes to ${sink})`);
  });

  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

await main();
