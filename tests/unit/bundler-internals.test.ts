/** @jest-environment node */
/**
 * What the site relies on in the bundler (Rspack, through @docusaurus/faster), exercised by compiling a fixture with
 * the installed @rspack/core, so that an upgrade that changes the behaviour fails here:
 * - src/theme/CodeBlock/Content takes a lazily loaded module synchronously from the bundler's registry once its chunk
 *   is there (`require.resolveWeak` names it without bundling it, `__webpack_modules__[id]`, `__webpack_require__`);
 * - plugins/parser-bundle names the playground's parser bundle with a module rule (`new URL(…, import.meta.url)` as
 *   an asset of its own).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rspack, type Configuration} from '@rspack/core';
import parserBundlePlugin from '@site/plugins/parser-bundle';

const FIXTURE = path.join(__dirname, 'fixtures/bundler');
const root = path.resolve(__dirname, '../..');

function compile(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    rspack(config, (error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({all: false, errors: true})));
      else resolve();
    });
  });
}

describe('the bundler runtime', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundler-internals-'));
  afterAll(() => fs.rmSync(outDir, {recursive: true, force: true}));

  beforeAll(async () => {
    const plugin = parserBundlePlugin();
    const config: Configuration = {
      mode: 'production',
      context: FIXTURE,
      target: 'node',
      entry: './entry.js',
      resolve: {modules: [path.join(root, 'node_modules')]},
      output: {path: outDir, library: {type: 'commonjs2'}, chunkFilename: '[name].chunk.js'},
      optimization: {minimize: false},
    };
    const utils = {currentBundler: {name: 'rspack', instance: rspack}};
    const added = plugin.configureWebpack!(config as never, false, utils as never, {} as never) as Configuration;
    config.module = {rules: added.module!.rules};
    config.plugins = added.plugins;
    await compile(config);
  }, 120_000);

  it('takes a module from the registry once its chunk has loaded, and resolveWeak does not bundle it', async () => {
    const entry = require(path.join(outDir, 'main.js')) as {now(): unknown; load(): Promise<unknown>};
    expect(fs.readFileSync(path.join(outDir, 'main.js'), 'utf8')).not.toContain('the lazily loaded module');
    expect(entry.now()).toBeUndefined();
    await entry.load();
    expect(entry.now()).toBe('the lazily loaded module');
  });

  it('CodeBlock/Content still uses the registry as the fixture does', () => {
    const content = fs.readFileSync(path.join(root, 'src/theme/CodeBlock/Content/index.tsx'), 'utf8');
    expect(content).toContain("require.resolveWeak('@site/src/components/HighlightedCodeContent')");
    expect(content).toMatch(/__webpack_modules__\[id\]/);
    expect(content).toMatch(/__webpack_require__\(id\)/);
  });

  it('ships the parser bundle byte for byte under its own name, beside the scripts', () => {
    const [asset] = fs
      .readdirSync(path.join(outDir, 'assets/js'))
      .filter((name) => name.startsWith('asyncapi-parser.'));
    expect(asset).toMatch(/^asyncapi-parser\.[0-9a-f]{8}\.js$/);
    const published = fs.readFileSync(require.resolve('@asyncapi/parser/browser/index.js'));
    expect(fs.readFileSync(path.join(outDir, 'assets/js', asset!)).equals(published)).toBe(true);
  });
});
