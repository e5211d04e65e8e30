/**
 * Dev-server half of the feedback function: makes `docusaurus start` answer
 * POST /.netlify/functions/github_discussions with the same handler Netlify runs (offline it writes to the
 * feedback inbox file), so the docs feedback form works in development too. It changes nothing in builds.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

/** What configureWebpack may return: a partial webpack configuration, merged into Docusaurus's own. */
type WebpackConfigPart = Exclude<ReturnType<NonNullable<Plugin['configureWebpack']>>, void>;
import type {Server} from 'node:http';
import {
  createFeedbackMiddleware,
  FEEDBACK_FUNCTION_PATH,
  limitRequestTime,
  type FeedbackMiddleware,
} from '../../netlify/functions/github_discussions';

/** The shape webpack-dev-server 5 accepts in its middleware list. */
export type DevServerMiddleware = {name: string; path: string; middleware: FeedbackMiddleware};

/**
 * Our `devServer.setupMiddlewares`. Docusaurus (3.10, webpack and rspack alike) merges a plugin's devServer
 * config into its own with webpack-merge, and webpack-merge turns two `setupMiddlewares` functions into one
 * that calls both with the same array and concatenates what they return. Docusaurus's function returns that
 * very array, so ours adds its middleware to the front of it in place and returns nothing more (`[]`):
 * returning the array again would list every middleware twice.
 */
export function createSetupMiddlewares(middleware: FeedbackMiddleware) {
  return (middlewares: unknown[], devServer?: {server?: unknown}): unknown[] => {
    // webpack-dev-server 5 has created its HTTP server, and not started listening, when it calls this: give
    // it the same short request timeout as the preview server (an HTTPS or HTTP/2 server is a Server too).
    const server = devServer?.server;
    if (server && typeof server === 'object' && 'requestTimeout' in server) limitRequestTime(server as Server);
    const entry: DevServerMiddleware = {name: 'asyncapi-feedback-function', path: FEEDBACK_FUNCTION_PATH, middleware};
    middlewares.unshift(entry);
    return [];
  };
}

export default function feedbackDevPlugin(context: LoadContext): Plugin {
  return {
    name: 'feedback-dev',
    configureWebpack(_config, isServer): WebpackConfigPart | undefined {
      if (isServer || process.env.NODE_ENV === 'production') return undefined;
      const middleware = createFeedbackMiddleware({projectRoot: context.siteDir});
      // webpack's Configuration type does not list `devServer` (webpack-dev-server reads it), hence the merge.
      const result: WebpackConfigPart = {};
      return Object.assign(result, {devServer: {setupMiddlewares: createSetupMiddlewares(middleware)}});
    },
  };
}
