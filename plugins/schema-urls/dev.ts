/**
 * The dev server (`npm start`) answers the schema URLs too, from the package itself (nothing is copied: the dev server
 * has no postBuild), with the same headers as the built site (./headers.ts).
 */
import {createReadStream} from 'node:fs';
import type {IncomingMessage, ServerResponse} from 'node:http';
import path from 'node:path';
import {schemaFileHeaders} from './headers';
import type {ServedFile} from './plan';

export type NextFunction = (error?: unknown) => void;
export type SchemaMiddleware = (req: IncomingMessage, res: ServerResponse, next: NextFunction) => void;

/**
 * Answers GET and HEAD for a served URL path with the package file and the schema headers; passes anything else on.
 * `files` is called on the first request, so starting the dev server does not wait for the package to be read.
 */
export function createSchemaMiddleware(files: () => readonly ServedFile[], packageDir: string): SchemaMiddleware {
  let byUrl: Map<string, ServedFile> | undefined;
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    } catch {
      return next();
    }
    byUrl ??= new Map(files().map((file) => [file.url, file]));
    const file = byUrl.get(pathname);
    if (!file) return next();
    res.writeHead(200, {...schemaFileHeaders(file.url), 'Content-Length': file.bytes});
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(path.join(packageDir, file.source))
      .on('error', (error) => res.destroy(error))
      .pipe(res);
  };
}
