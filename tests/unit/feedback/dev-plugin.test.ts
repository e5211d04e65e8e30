/** @jest-environment node */
/**
 * plugins/dev-server/plugin.ts: its devServer config (the feedback function; lazy compilation is in
 * tests/unit/dev-server/lazy.test.ts), merged into a Docusaurus-like default the way Docusaurus 3.10
 * merges it (webpack-merge), must put the feedback middleware first and keep every other middleware once.
 */
import http from 'node:http';
import {merge} from 'webpack-merge';
import type {DevServerMiddleware} from '@site/plugins/dev-server';
import devServerPlugin from '@site/plugins/dev-server/plugin';
import type {LoadContext} from '@docusaurus/types';

type SetupMiddlewares = (middlewares: unknown[], devServer: unknown) => unknown[];

function pluginDevServer(env: string | undefined, isServer = false) {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = env;
  try {
    const plugin = devServerPlugin({siteDir: '/site'} as LoadContext);
    // Of configureWebpack's other arguments the plugin reads only the bundler (webpack here: no lazy compilation).
    const utils = {currentBundler: {name: 'webpack', instance: {}}};
    const result = plugin.configureWebpack?.({}, isServer, utils as never, {} as never);
    return (result as {devServer?: {setupMiddlewares: SetupMiddlewares}} | undefined)?.devServer;
  } finally {
    process.env.NODE_ENV = previous;
  }
}

describe('dev-server plugin: the feedback function', () => {
  it('adds nothing to production builds or the server bundle', () => {
    expect(pluginDevServer('production')).toBeUndefined();
    expect(pluginDevServer('development', true)).toBeUndefined();
  });

  it('puts the feedback middleware first, once, next to the dev server defaults', () => {
    const devServer = pluginDevServer('development');
    expect(devServer).toBeDefined();
    const docusaurusDefault = {
      port: 3000,
      setupMiddlewares: (middlewares: unknown[]) => {
        middlewares.unshift('eval-source-map');
        return middlewares;
      },
    };
    const merged = merge([docusaurusDefault, devServer ?? {}]) as {setupMiddlewares: SetupMiddlewares};
    const result = merged.setupMiddlewares(['webpack-dev-middleware', 'static', 'options'], {});
    expect(result).toHaveLength(5);
    const [first, ...rest] = result as [DevServerMiddleware, ...unknown[]];
    expect(first.name).toBe('asyncapi-feedback-function');
    expect(first.path).toBe('/.netlify/functions/github_discussions');
    expect(typeof first.middleware).toBe('function');
    expect(rest).toEqual(['eval-source-map', 'webpack-dev-middleware', 'static', 'options']);
  });

  it("gives the dev server's HTTP server a 10 s request timeout before it listens", () => {
    const devServer = pluginDevServer('development');
    const server = http.createServer();
    expect(server.requestTimeout).toBe(300_000);
    devServer?.setupMiddlewares([], {server});
    expect(server.requestTimeout).toBe(10_000);
    expect(server.headersTimeout).toBe(10_000);
    expect(
      (server as http.Server & {connectionsCheckingInterval: number}).connectionsCheckingInterval,
    ).toBeLessThanOrEqual(1_000);
  });
});
