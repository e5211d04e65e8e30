/** @jest-environment node */
/**
 * The playground's parser bundle ships as published (plugins/parser-bundle): the SWC minimizer Docusaurus configures
 * must leave it alone, and the build must stop with a clear message if that minimizer ever goes missing.
 */
import parserBundlePlugin, {
  excludeFromSwcMinimizer,
  PARSER_BUNDLE,
  PARSER_BUNDLE_ASSET,
  YAML_READER,
} from '@site/plugins/parser-bundle';

class SwcJsMinimizerRspackPlugin {
  _args: [{exclude?: unknown} | undefined];
  constructor(options?: {exclude?: unknown}) {
    this._args = [options];
  }
}
class OtherMinimizer {}
const rspack = {SwcJsMinimizerRspackPlugin};

describe('parser bundle', () => {
  it('matches the package file and its output name (either path separator)', () => {
    expect(PARSER_BUNDLE.test('/site/node_modules/@asyncapi/parser/browser/index.js')).toBe(true);
    expect(PARSER_BUNDLE.test('C:\\site\\node_modules\\@asyncapi\\parser\\browser\\index.js')).toBe(true);
    expect(PARSER_BUNDLE.test('/site/node_modules/@asyncapi/parser/cjs/index.js')).toBe(false);
    expect(PARSER_BUNDLE_ASSET.test('assets/js/asyncapi-parser.9bc22c1c.js')).toBe(true);
    expect(PARSER_BUNDLE_ASSET.test('assets/js/main.9bc22c1c.js')).toBe(false);
  });

  it("adds the bundle to the SWC minimizer's exclusions, keeping any it had", () => {
    const bare = new SwcJsMinimizerRspackPlugin();
    expect(excludeFromSwcMinimizer([new OtherMinimizer(), bare], rspack)).toBe(true);
    expect(bare._args[0]).toEqual({exclude: [PARSER_BUNDLE_ASSET]});
    const withExclude = new SwcJsMinimizerRspackPlugin({exclude: /vendor/});
    excludeFromSwcMinimizer([withExclude], rspack);
    expect(withExclude._args[0]).toEqual({exclude: [/vendor/, PARSER_BUNDLE_ASSET]});
  });

  it('fails the build with a clear message when there is no SWC minimizer to configure', () => {
    expect(excludeFromSwcMinimizer([new OtherMinimizer()], rspack)).toBe(false);
    const plugin = parserBundlePlugin();
    const configure = () =>
      plugin.configureWebpack!(
        {optimization: {minimize: true, minimizer: []}} as never,
        false,
        {currentBundler: {name: 'rspack', instance: rspack}} as never,
        {} as never,
      );
    expect(configure).toThrow(/no SWC JS minimizer to keep off the AsyncAPI parser bundle/);
  });

  it('adds the asset rule for the client only, and needs no minimizer when nothing is minified (dev)', () => {
    const plugin = parserBundlePlugin();
    const utils = {currentBundler: {name: 'rspack', instance: rspack}} as never;
    expect(plugin.configureWebpack!({} as never, true, utils, {} as never)).toEqual({});
    const client = plugin.configureWebpack!({optimization: {minimize: false}} as never, false, utils, {} as never);
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
