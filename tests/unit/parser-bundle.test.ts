/** @jest-environment node */
/**
 * The playground's parser bundle (plugins/parser-bundle): a file of its own beside the scripts, and the YAML reader
 * of the worker without Node's buffer. tests/unit/bundler-internals.test.ts compiles it with Rspack.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import parserBundlePlugin, {
  PARSER_BUNDLE,
  PARSER_GZIP_BYTES_CONSTANT,
  YAML_READER,
  parserGzipBytes,
} from '@site/plugins/parser-bundle';

describe('parser bundle', () => {
  it('matches the package file (either path separator)', () => {
    expect(PARSER_BUNDLE.test('/site/node_modules/@asyncapi/parser/browser/index.js')).toBe(true);
    expect(PARSER_BUNDLE.test('C:\\site\\node_modules\\@asyncapi\\parser\\browser\\index.js')).toBe(true);
    expect(PARSER_BUNDLE.test('/site/node_modules/@asyncapi/parser/cjs/index.js')).toBe(false);
  });

  it('adds the asset rule for the client only, and the gzipped size of the parser to both bundles', () => {
    class DefinePlugin {
      constructor(readonly definitions: Record<string, string>) {}
    }
    const utils = {currentBundler: {instance: {DefinePlugin}}} as never;
    const plugin = parserBundlePlugin();
    const size = {[PARSER_GZIP_BYTES_CONSTANT]: JSON.stringify(parserGzipBytes())};
    expect(plugin.configureWebpack!({} as never, true, utils, {} as never)).toEqual({
      plugins: [new DefinePlugin(size)],
    });
    const client = plugin.configureWebpack!({} as never, false, utils, {} as never);
    expect(client).toEqual({
      plugins: [new DefinePlugin(size)],
      module: {
        rules: [
          expect.objectContaining({test: PARSER_BUNDLE, type: 'asset/resource', dependency: 'url'}),
          {test: YAML_READER, resolve: {fallback: {buffer: false}}},
        ],
      },
    });
  });

  it("measures the package's bundle gzipped", () => {
    const file = fs.readFileSync(require.resolve('@asyncapi/parser/browser/index.js'));
    expect(parserGzipBytes()).toBe(zlib.gzipSync(file).length);
  });

  it("resolves the worker's YAML reader without Node's buffer, and only that package", () => {
    expect(YAML_READER.test('/x/node_modules/@stoplight/yaml-ast-parser/dist/src/type/binary.js')).toBe(true);
    expect(YAML_READER.test('C:\\x\\node_modules\\@stoplight\\yaml-ast-parser\\dist\\src\\index.js')).toBe(true);
    expect(YAML_READER.test('/x/node_modules/@stoplight/yaml/index.js')).toBe(false);
  });
});
