/**
 * What the site's plugins share about the dev server (`docusaurus start`, `npm start`): whether they run in it, and how
 * one of them answers requests there. The dev server does before its first page only what a page needs; work for
 * other requests (the search index) waits for its first request, and what a build needs only (share cards, the
 * feed, headers) stays in postBuild, which the dev server never runs.
 */
import type {IncomingMessage, ServerResponse} from 'node:http';

/**
 * Whether this process serves the site with the dev server. `docusaurus build` sets NODE_ENV to production before it
 * loads the config; `docusaurus start` sets development.
 */
export function isDevServer(): boolean {
  return process.env.NODE_ENV !== 'production';
}

export type DevMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The shape webpack-dev-server 5 accepts in its middleware list (without `path`, for every request path). */
export type DevServerMiddleware = {name: string; path?: string; middleware: DevMiddleware};

/** What webpack-dev-server 5 passes to `setupMiddlewares` beside the list: the parts of itself the plugins use. */
export type DevServerHandle = {server?: unknown; compiler?: unknown};

/**
 * The part of a configureWebpack answer's `devServer` that puts the middlewares `entries` returns in front of the dev
 * server's own (its static files included). Docusaurus merges a plugin's `devServer` into its own with webpack-merge,
 * which turns two `setupMiddlewares` functions into one that calls both with the same array and concatenates what they
 * return; ours adds its entries to that array in place and returns nothing more (returning the array would list
 * everything twice).
 */
export function devServerMiddlewares(entries: (devServer: DevServerHandle) => DevServerMiddleware[]): {
  setupMiddlewares: (middlewares: unknown[], devServer?: DevServerHandle) => unknown[];
} {
  return {
    setupMiddlewares: (middlewares, devServer) => {
      middlewares.unshift(...entries(devServer ?? {}));
      return [];
    },
  };
}

/** One middleware for request paths under `path` (all paths when it is undefined), as devServerMiddlewares puts it. */
export function devServerMiddleware(
  name: string,
  path: string | undefined,
  middleware: DevMiddleware,
): ReturnType<typeof devServerMiddlewares> {
  return devServerMiddlewares(() => [path === undefined ? {name, middleware} : {name, path, middleware}]);
}
