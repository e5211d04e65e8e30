/**
 * The dev server's own plugin (`docusaurus start`, `npm start`; it adds nothing to builds):
 *
 * - **On-demand compilation.** Rspack's `lazyCompilation` for dynamic imports: a route's page, Markdown and data
 *   chunks are compiled when a browser first asks for them, not all before the first page. Docusaurus's generated
 *   `.docusaurus/registry.js` also names every route module with `require.resolveWeak(…)`, which makes the bundler
 *   build each module (every Markdown page) up front anyway; `registry-loader.cjs` removes those weak references in
 *   the dev server only. Measured in bench/README.md (Dev server); guarded by tests/unit/dev-server/lazy.test.ts.
 * - **The feedback function** at POST /.netlify/functions/github_discussions, with the same handler Netlify runs
 *   (offline it writes to the feedback inbox file), so the docs feedback form works in development too.
 */
import type {Server} from 'node:http';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  createFeedbackMiddleware,
  FEEDBACK_FUNCTION_PATH,
  limitRequestTime,
  type FeedbackMiddleware,
} from '../../netlify/functions/github_discussions';
import {devServerMiddlewares, isDevServer, type DevMiddleware, type DevServerMiddleware} from './index';

/** What configureWebpack may return: a partial webpack configuration, merged into Docusaurus's own. */
type WebpackConfigPart = Exclude<ReturnType<NonNullable<Plugin['configureWebpack']>>, void>;

/** The part of Rspack's public API this plugin uses (`@rspack/core` exports it; webpack has no such function). */
type LazyCompilationMiddleware = (compiler: unknown) => DevMiddleware;

/**
 * Which dynamic imports Rspack compiles on demand: the Markdown and MDX pages (a blog list's excerpts come with
 * `?truncated=true`), the bulk of the site's compile. The client's entry, the theme and the site's React code are
 * compiled up front as before, so a page, the search dialog or the playground does not wait for its components.
 */
export const LAZY_COMPILATION = {entries: false, imports: true, test: /\.mdx?(\?[^!]*)?$/} as const;

/** The loader that drops the registry's weak references (a CommonJS file: the bundler loads loaders itself). */
export const REGISTRY_LOADER = path.join(__dirname, 'registry-loader.cjs');

/** Rspack's lazy-compilation middleware, when the bundler is Rspack (`future.faster`), else undefined. */
function lazyCompilationMiddleware(bundler: {name: string; instance: unknown}): LazyCompilationMiddleware | undefined {
  if (bundler.name !== 'rspack') return undefined;
  const middleware = (bundler.instance as {lazyCompilationMiddleware?: unknown}).lazyCompilationMiddleware;
  return typeof middleware === 'function' ? (middleware as LazyCompilationMiddleware) : undefined;
}

/**
 * Our `devServer.setupMiddlewares` (merged into Docusaurus's as devServerMiddlewares says): the feedback function, and
 * with Rspack the lazy-compilation middleware.
 */
export function createSetupMiddlewares(middleware: FeedbackMiddleware, lazy?: LazyCompilationMiddleware) {
  return devServerMiddlewares(({server, compiler}) => {
    // webpack-dev-server 5 has created its HTTP server, and not started listening, when it calls this: give
    // it the same short request timeout as the preview server (an HTTPS or HTTP/2 server is a Server too).
    if (server && typeof server === 'object' && 'requestTimeout' in server) limitRequestTime(server as Server);
    const entries: DevServerMiddleware[] = [
      {name: 'asyncapi-feedback-function', path: FEEDBACK_FUNCTION_PATH, middleware},
    ];
    // The browser asks this one (under /_rspack/lazy/) to compile a chunk it is about to load.
    if (lazy && compiler) entries.push({name: 'rspack-lazy-compilation', middleware: lazy(compiler)});
    return entries;
  }).setupMiddlewares;
}

export default function devServerPlugin(context: LoadContext): Plugin {
  return {
    name: 'dev-server',
    configureWebpack(_config, isServer, utils): WebpackConfigPart | undefined {
      if (isServer || !isDevServer()) return undefined;
      const middleware = createFeedbackMiddleware({projectRoot: context.siteDir});
      const lazy = lazyCompilationMiddleware(utils.currentBundler);
      // webpack's Configuration type lists neither `devServer` (webpack-dev-server reads it) nor Rspack's
      // `lazyCompilation`, hence the merge.
      const result: WebpackConfigPart = {};
      const onDemand = lazy && {
        lazyCompilation: LAZY_COMPILATION,
        module: {rules: [{test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [{loader: REGISTRY_LOADER}]}]},
      };
      return Object.assign(result, onDemand, {devServer: {setupMiddlewares: createSetupMiddlewares(middleware, lazy)}});
    },
  };
}
