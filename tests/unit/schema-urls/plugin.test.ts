/** @jest-environment node */
/**
 * plugins/schema-urls (index.ts, write.ts, dev.ts): its options, the routes of the bare folder paths, the files
 * postBuild copies (English build only, byte for byte, never over another file), and the dev server middleware,
 * merged into Docusaurus's dev server config the way Docusaurus 3.10 merges it, next to plugins/dev-server/plugin.ts's.
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {merge} from 'webpack-merge';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import devServerPlugin from '@site/plugins/dev-server/plugin';
import schemaUrlsPlugin, {validateOptions, type SchemaUrlsOptions} from '@site/plugins/schema-urls';
import type {DevServerMiddleware} from '@site/plugins/dev-server';
import {createSchemaMiddleware} from '@site/plugins/schema-urls/dev';
import {SPECS_DIR} from '@site/plugins/schema-urls/read';
import {writeSchemaFiles} from '@site/plugins/schema-urls/write';
import {tempDir} from '../feedback/helpers';

/** A small package: a definition with its $id, one without, an example, a one-file schema, a left-out file. */
function fixturePackage(): string {
  const dir = tempDir();
  const files: Record<string, string> = {
    'package.json': '{"version": "1.2.3"}',
    'definitions/3.0.0/info.json': '{"$id": "http://asyncapi.com/definitions/3.0.0/info.json",  "type": "object"}\n',
    'definitions/1.0.0/info.json': '{"type":"object"}',
    'common/avro.json': '{"$id": "http://asyncapi.com/definitions/3.0.0/avro.json"}',
    'examples/3.0.0/info.json': '[{"title": "x"}]',
    'schemas/3.0.0-without-$id.json': '{"type": "object"}',
    'definitions/2.6.0/external.json': '{"$id": "http://asyncapi.com/definitions/2.6.0/http://example.com/x.json"}',
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const EXPECTED_FILES = {
  'definitions/3.0.0/info.json': 'definitions/3.0.0/info.json',
  'schema-store/3.0.0/info.json': 'definitions/3.0.0/info.json',
  'definitions/1.0.0/info.json': 'definitions/1.0.0/info.json',
  'schema-store/1.0.0/info.json': 'definitions/1.0.0/info.json',
  'definitions/3.0.0/avro.json': 'common/avro.json',
  'examples/3.0.0/info.json': 'examples/3.0.0/info.json',
  'definitions/3.0.0-without-$id.json': 'schemas/3.0.0-without-$id.json',
  'schema-store/3.0.0-without-$id.json': 'schemas/3.0.0-without-$id.json',
};

function context(locale: 'en' | 'de', siteDir = tempDir()): LoadContext {
  return {
    siteDir,
    baseUrl: locale === 'en' ? '/' : '/de/',
    i18n: {currentLocale: locale, defaultLocale: 'en', locales: ['en', 'de']},
  } as unknown as LoadContext;
}

function plugin(locale: 'en' | 'de', packageDir: string): Plugin {
  return schemaUrlsPlugin(context(locale), {packageDir, page: '/docs/reference/json-schema-urls'});
}

function relativeFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

describe('options', () => {
  const validate = (options: unknown) =>
    validateOptions({
      validate: normalizePluginOptions as never,
      options: options as Partial<SchemaUrlsOptions>,
    });

  it('default to the installed package and need the page', () => {
    expect(validate({page: '/docs/reference/json-schema-urls'})).toEqual({
      id: 'default',
      packageDir: SPECS_DIR,
      page: '/docs/reference/json-schema-urls',
    });
  });

  it.each([[{}], [{page: 'docs/x'}], [{page: '/docs/x?y'}], [{page: '/x', packageDir: 3}], [{page: '/x', other: 1}]])(
    'refuses %j with a message',
    (options) => {
      expect(() => validate(options)).toThrow(/"(page|packageDir|other)"/);
    },
  );
});

describe('the bare /definitions and /schema-store', () => {
  async function routes(locale: 'en' | 'de'): Promise<RouteConfig[]> {
    const added: RouteConfig[] = [];
    const actions = {addRoute: (route: RouteConfig) => added.push(route)};
    await plugin(locale, SPECS_DIR).contentLoaded?.({content: undefined, actions: actions as never});
    return added;
  }

  it('are pages of the English build that lead to the list', async () => {
    expect(await routes('en')).toEqual(
      ['definitions', 'schema-store'].map((folder) => ({
        path: `/${folder}`,
        component: '@site/src/components/SchemaFolderPage',
        exact: true,
        props: {folder, page: '/docs/reference/json-schema-urls'},
      })),
    );
  });

  it('are no pages of the German build', async () => {
    expect(await routes('de')).toEqual([]);
  });
});

describe('postBuild', () => {
  it('copies every served file into the English build, byte for byte', async () => {
    const packageDir = fixturePackage();
    const outDir = path.join(tempDir(), 'build');
    fs.mkdirSync(outDir);
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    await plugin('en', packageDir).postBuild?.({outDir} as never);
    expect(log.mock.calls[0]?.[0]).toMatch(
      /^\[schema-urls\] 8 files \(\d+ bytes\) of @asyncapi\/specs 1\.2\.3 .* 1 left out/,
    );
    log.mockRestore();
    expect(relativeFiles(outDir)).toEqual(Object.keys(EXPECTED_FILES).sort());
    for (const [target, source] of Object.entries(EXPECTED_FILES)) {
      expect(fs.readFileSync(path.join(outDir, target))).toEqual(fs.readFileSync(path.join(packageDir, source)));
    }
  });

  it('writes nothing in the German build', async () => {
    const outDir = path.join(tempDir(), 'de');
    fs.mkdirSync(outDir);
    await plugin('de', fixturePackage()).postBuild?.({outDir} as never);
    expect(relativeFiles(outDir)).toEqual([]);
  });

  it('never replaces a file something else put in the build', async () => {
    const packageDir = fixturePackage();
    const outDir = tempDir();
    fs.mkdirSync(path.join(outDir, 'examples', '3.0.0'), {recursive: true});
    fs.writeFileSync(path.join(outDir, 'examples', '3.0.0', 'info.json'), 'static file');
    await expect(
      writeSchemaFiles(
        [{url: '/examples/3.0.0/info.json', source: 'examples/3.0.0/info.json', bytes: 1}],
        packageDir,
        outDir,
      ),
    ).rejects.toThrow(
      /\/examples\/3\.0\.0\/info\.json is already in the build .* reserved for @asyncapi\/specs\/examples/,
    );
    expect(fs.readFileSync(path.join(outDir, 'examples', '3.0.0', 'info.json'), 'utf8')).toBe('static file');
  });
});

describe('the dev server', () => {
  type SetupMiddlewares = (middlewares: unknown[], devServer: unknown) => unknown[];

  function devServerOf(p: Plugin, env: string): {setupMiddlewares: SetupMiddlewares} | undefined {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = env;
    try {
      // Of configureWebpack's other arguments these plugins read only the bundler (webpack: no lazy compilation).
      const utils = {currentBundler: {name: 'webpack', instance: {}}};
      const result = p.configureWebpack?.({}, false, utils as never, {} as never);
      return (result as {devServer?: {setupMiddlewares: SetupMiddlewares}} | undefined)?.devServer;
    } finally {
      process.env.NODE_ENV = previous;
    }
  }

  it('gets nothing in a production build', () => {
    expect(devServerOf(plugin('en', SPECS_DIR), 'production')).toBeUndefined();
  });

  it('gets the schema middleware in front, next to the feedback function, each once', () => {
    const feedback = devServerOf(devServerPlugin({siteDir: '/site'} as LoadContext), 'development');
    const schemas = devServerOf(plugin('en', SPECS_DIR), 'development');
    // Docusaurus merges each plugin's config into the client config in turn, then that into its dev server default.
    const fromPlugins = merge([{}, {devServer: feedback}, {devServer: schemas}]) as {devServer: object};
    const docusaurusDefault = {
      setupMiddlewares: (middlewares: unknown[]) => {
        middlewares.unshift('eval-source-map');
        return middlewares;
      },
    };
    const merged = merge([docusaurusDefault, fromPlugins.devServer]) as {setupMiddlewares: SetupMiddlewares};
    const result = merged.setupMiddlewares(['webpack-dev-middleware', 'static'], {});
    expect(result.map((entry) => (typeof entry === 'string' ? entry : (entry as DevServerMiddleware).name))).toEqual([
      'asyncapi-schema-urls',
      'asyncapi-feedback-function',
      'eval-source-map',
      'webpack-dev-middleware',
      'static',
    ]);
  });

  describe('middleware', () => {
    let server: http.Server;
    let base = '';
    const passedOn: string[] = [];

    beforeAll(async () => {
      const packageDir = fixturePackage();
      const {planSchemaUrls} = await import('@site/plugins/schema-urls/plan');
      const {readSpecsPackage} = await import('@site/plugins/schema-urls/read');
      const middleware = createSchemaMiddleware(
        () => planSchemaUrls(readSpecsPackage(packageDir).files).files,
        packageDir,
      );
      server = http.createServer((req, res) =>
        middleware(req, res, () => {
          passedOn.push(`${req.method} ${req.url}`);
          res.writeHead(404).end();
        }),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('answers a schema with the package file and the schema headers', async () => {
      const response = await fetch(`${base}/schema-store/3.0.0/info.json?x=1`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/schema+json');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(await response.text()).toBe(
        '{"$id": "http://asyncapi.com/definitions/3.0.0/info.json",  "type": "object"}\n',
      );
    });

    it('answers an example as JSON, a percent-encoded path and HEAD too', async () => {
      const example = await fetch(`${base}/examples/3.0.0/info.json`);
      expect(example.headers.get('content-type')).toBe('application/json');
      const head = await fetch(`${base}/definitions/3.0.0-without-%24id.json`, {method: 'HEAD'});
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe('18');
    });

    it('passes on everything else', async () => {
      passedOn.length = 0;
      await fetch(`${base}/definitions/2.6.0/external.json`);
      await fetch(`${base}/docs/reference/json-schema-urls`);
      await fetch(`${base}/definitions/3.0.0/info.json`, {method: 'POST'});
      await fetch(`${base}/definitions/%E0%A4%A.json`);
      expect(passedOn).toEqual([
        'GET /definitions/2.6.0/external.json',
        'GET /docs/reference/json-schema-urls',
        'POST /definitions/3.0.0/info.json',
        'GET /definitions/%E0%A4%A.json',
      ]);
    });
  });
});
