/** @jest-environment node */
/**
 * The playground's parser bundle (plugins/parser-bundle): a file of its own beside the scripts, and the YAML reader
 * of the worker without Node's buffer. tests/unit/bundler-internals.test.ts compiles it with Rspack.
 */
import parserBundlePlugin, {PARSER_BUNDLE, YAML_READER} from '@site/plugins/parser-bundle';

describe('parser bundle', () => {
  it('matches the package file (either path separator)', () => {
    expect(PARSER_BUNDLE.test('/site/node_modules/@asyncapi/parser/browser/index.js')).toBe(true);
    expect(PARSER_BUNDLE.test('C:\\site\\node_modules\\@asyncapi\\parser\\browser\\index.js')).toBe(true);
    expect(PARSER_BUNDLE.test('/site/node_modules/@asyncapi/parser/cjs/index.js')).toBe(false);
  });

  it('adds the asset rule for the client only', () => {
    const plugin = parserBundlePlugin();
    const utils = {} as never;
    expect(plugin.configureWebpack!({} as never, true, utils, {} as never)).toEqual({});
    const client = plugin.configureWebpack!({} as never, false, utils, {} as never);
    expect(client).toEqual({
      module: {
        rules: [
          expect.objectContaining({test: PARSER_BUNDLE, type: 'asset/resource', dependency: 'url'}),
          {test: YAML_READER, resolve: {fallback: {buffer: false}}},
        ],
      },
    });
  });

  it("resolves the worker's YAML reader without Node's buffer, and only that package", () => {
    expect(YAML_READER.test('/x/node_modules/@stoplight/yaml-ast-parser/dist/src/type/binary.js')).toBe(true);
    expect(YAML_READER.test('C:\\x\\node_modules\\@stoplight\\yaml-ast-parser\\dist\\src\\index.js')).toBe(true);
    expect(YAML_READER.test('/x/node_modules/@stoplight/yaml/index.js')).toBe(false);
  });
});
