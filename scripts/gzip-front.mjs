#!/usr/bin/env node
/**
 * A gzip front for a local server, for the bench: `node scripts/gzip-front.mjs <targetPort> <port>` listens on
 * 127.0.0.1:<port>, forwards every request to 127.0.0.1:<targetPort> and gzips compressible responses when the client
 * accepts gzip. Production hosts (Netlify, GitHub Pages) compress text, and may use Brotli, smaller still;
 * serve-handler, like `docusaurus serve`, does not compress. The bench puts both sites behind the same front so
 * Lighthouse's transfer sizes and its simulated network see what a reader's browser downloads.
 * It runs as its own process: the bench blocks its event loop while Lighthouse runs.
 */
import http from 'node:http';
import {pathToFileURL} from 'node:url';
import zlib from 'node:zlib';

/** Content types a production host compresses. */
export const COMPRESSIBLE =
  /^(text\/|application\/(javascript|json|xml|manifest\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/;

/** Headers that describe one connection, not the response (never forwarded). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding'];

export function createGzipFront(targetPort) {
  return http.createServer((req, res) => {
    const upstream = http.request(
      {host: '127.0.0.1', port: targetPort, path: req.url, method: req.method, headers: req.headers},
      (response) => {
        const headers = {...response.headers};
        for (const name of HOP_BY_HOP) delete headers[name];
        const type = String(headers['content-type'] ?? '');
        const accepted = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if (!accepted || !COMPRESSIBLE.test(type) || headers['content-encoding']) {
          res.writeHead(response.statusCode ?? 502, headers);
          response.pipe(res);
          return;
        }
        delete headers['content-length'];
        res.writeHead(response.statusCode ?? 502, {...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding'});
        response.pipe(zlib.createGzip()).pipe(res);
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502, {'content-type': 'text/plain'});
      res.end(`gzip front: ${error.message}`);
    });
    req.pipe(upstream);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [targetPort, port] = process.argv.slice(2).map(Number);
  if (!targetPort || !port) {
    console.error('Usage: node scripts/gzip-front.mjs <targetPort> <port>');
    process.exit(2);
  }
  createGzipFront(targetPort).listen(port, '127.0.0.1');
}
