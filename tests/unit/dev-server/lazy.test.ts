/** @jest-environment node */
/**
 * On-demand compilation in the dev server (plugins/dev-server/plugin.ts and registry-loader.cjs), through the real
 * packages it relies on: Docusaurus core's own registry code generation, and Rspack's lazy-compilation middleware.
 * If core stops writing `require.resolveWeak("…")` into `.docusaurus/registry.js`, or writes it another way, or Rspack
 * drops `lazyCompilationMiddleware`, these tests fail (the dev server would silently compile every page up front).
 */
import fs from 'node:fs';
import path from 'node:path';
import {merge} from 'webpack-merge';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import devServerPlugin, {LAZY_COMPILATION, REGISTRY_LOADER} from '@site/plugins/dev-server/plugin';
import {tempDir} from '../feedback/helpers';

// Internal module of @docusaurus/core (it has no exports map): the code that writes .docusaurus/registry.js.
const {generateRouteFiles} = require('@docusaurus/core/lib/server/codegen/codegenRoutes') as {
  generateRouteFiles: (options: {generatedFilesDir: string; routes: RouteConfig[]}) => Promise<void>;
};
const registryLoader = require(REGISTRY_LOADER) as (source: string) => string;

type SetupMiddlewares = (middlewares: unknown[], devServer: unknown) => unknown[];
type ConfigPart = {
  lazyCompilation?: unknown;
  module?: {rules: {test: RegExp; use: {loader: string}[]}[]};
  devServer?: {setupMiddlewares: SetupMiddlewares};
};

/** core's registry for three routes with a component and Markdown, a path with a quote and a backslash among them. */
async function coreRegistry(): Promise<string> {
  const generatedFilesDir = tempDir();
  const routes: RouteConfig[] = [
    {path: '/docs/a', component: '@site/src/Page', modules: {content: '@site/docs/a.md'}},
    {path: '/docs/b', component: '@site/src/Page', modules: {content: '@site/docs/b "quoted" \\ .md'}},
    {path: '/blog', component: '@theme/BlogListPage', exact: true},
  ];
  await generateRouteFiles({generatedFilesDir, routes});
  return fs.readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8');
}

async function configureWebpack(
  bundlerName: 'rspack' | 'webpack',
  env = 'development',
): Promise<ConfigPart | undefined> {
  const {getCurrentBundler} = await import('@docusaurus/bundler');
  const currentBundler = await getCurrentBundler({
    siteConfig: {future: {faster: {rspackBundler: bundlerName === 'rspack'}}} as never,
  });
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = env;
  try {
    const plugin: Plugin = devServerPlugin({siteDir: tempDir()} as LoadContext);
    return plugin.configureWebpack?.({}, false, {currentBundler} as never, {} as never) as ConfigPart | undefined;
  } finally {
    process.env.NODE_ENV = previous;
  }
}

describe("core's registry through the registry loader", () => {
  it('keeps every import() and drops every weak reference', async () => {
    const source = await coreRegistry();
    const weak = source.match(/require\.resolveWeak\(/g) ?? [];
    // If this fails, core no longer writes weak references: the loader (and this test) can go.
    expect(weak.length).toBeGreaterThanOrEqual(4);
    const imports = source.match(/\(\) => import\(/g) ?? [];
    const loaded = registryLoader(source);
    expect(loaded).not.toContain('resolveWeak');
    expect(loaded.match(/\(\) => import\(/g)).toHaveLength(imports.length);
    // Every entry is still [loader, module path, id], the id now undefined.
    expect(loaded.match(/, undefined\],/g)).toHaveLength(weak.length);
    expect(loaded).toContain(String.raw`"@site/docs/b \"quoted\" \\ .md"`);
  });

  it('is what the dev server applies to .docusaurus/registry.js, and to no other file', async () => {
    const part = await configureWebpack('rspack');
    const rules = part?.module?.rules ?? [];
    expect(rules).toHaveLength(1);
    const [rule] = rules;
    expect(rule.use).toEqual([{loader: REGISTRY_LOADER}]);
    expect(fs.existsSync(REGISTRY_LOADER)).toBe(true);
    expect(rule.test.test(path.join('/site', '.docusaurus', 'registry.js'))).toBe(true);
    expect(rule.test.test(path.join('/site', '.docusaurus', 'routes.js'))).toBe(false);
    expect(rule.test.test(path.join('/site', 'src', 'registry.js'))).toBe(false);
  });
});

describe('lazy compilation with Rspack', () => {
  it('turns on lazy dynamic imports and mounts the real middleware of @rspack/core', async () => {
    const part = await configureWebpack('rspack');
    expect(part?.lazyCompilation).toEqual(LAZY_COMPILATION);
    const {rspack} = await import('@rspack/core');
    const compiler = rspack({mode: 'development', context: tempDir(), entry: {}, lazyCompilation: LAZY_COMPILATION});
    const docusaurusDefault = {setupMiddlewares: (middlewares: unknown[]) => middlewares};
    const merged = merge([docusaurusDefault, part?.devServer ?? {}]) as {setupMiddlewares: SetupMiddlewares};
    const result = merged.setupMiddlewares(['static'], {compiler}) as ({name: string; middleware: unknown} | string)[];
    const names = result.map((entry) => (typeof entry === 'string' ? entry : entry.name));
    expect(names).toEqual(['asyncapi-feedback-function', 'rspack-lazy-compilation', 'static']);
    const lazy = result[1] as {middleware: (req: unknown, res: unknown, next: () => void) => void};
    // A request that is not the browser asking for a chunk goes on to the next middleware.
    const next = jest.fn();
    lazy.middleware({url: '/docs/concepts/channel', method: 'GET', headers: {}}, {}, next);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('stays off with webpack and in production builds', async () => {
    const webpack = await configureWebpack('webpack');
    expect(webpack?.lazyCompilation).toBeUndefined();
    expect(webpack?.module).toBeUndefined();
    expect(await configureWebpack('rspack', 'production')).toBeUndefined();
  });
});
