/**
 * The AsyncAPI parser's browser bundle, shipped byte for byte as the package publishes it. The playground's worker
 * (src/components/AsyncApiPlayground/parser.worker.ts) refers to it with `new URL(…, import.meta.url)` and imports it
 * when it first validates. The bundle is already minified (2.2 MB, UMD); as a module of the worker's chunk the
 * bundler parsed it and minified it again in each locale's build (about 0.5 s each) for a file no smaller. Here it is
 * a plain file next to the scripts, named by its content hash so hosts cache it like them, and the JS minimizer
 * leaves it alone. Its first line points to the third-party licences in `index.js.LICENSE.txt`, which postBuild copies
 * beside it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The bundle's path inside node_modules (either separator). */
export const PARSER_BUNDLE = /[\\/]@asyncapi[\\/]parser[\\/]browser[\\/]index\.js$/;
/** Where it goes in the output, beside the other scripts, and the pattern of that name. */
export const PARSER_BUNDLE_FILENAME = 'assets/js/asyncapi-parser.[contenthash:8].js';
export const PARSER_BUNDLE_ASSET = /(^|\/)assets\/js\/asyncapi-parser\.[0-9a-f]{8}\.js$/;

/**
 * The YAML reader the playground's worker checks documents with before parsing (@stoplight/yaml-ast-parser, see
 * src/components/AsyncApiPlayground/guards.ts) requires Node's `buffer` for the `!!binary` tag, and uses it only when
 * it is there: in the browser it needs none, so the module resolves to nothing for that package alone (elsewhere a
 * missing Node module stays a build error).
 */
export const YAML_READER = /[\\/]@stoplight[\\/]yaml-ast-parser[\\/]/;

/** Rspack's builtin plugins keep their constructor arguments in `_args` (public in its typings), read when applied. */
type SwcMinimizer = {_args: [{exclude?: unknown} | undefined]};
type RspackInstance = {SwcJsMinimizerRspackPlugin?: new (...args: never[]) => SwcMinimizer};

/** Adds the bundle to the exclusions of the SWC minimizer among `minimizers`; false when there is none. */
export function excludeFromSwcMinimizer(minimizers: unknown[], rspack: RspackInstance): boolean {
  const Minimizer = rspack.SwcJsMinimizerRspackPlugin;
  const swc = Minimizer && minimizers.find((plugin): plugin is SwcMinimizer => plugin instanceof Minimizer);
  if (!swc) return false;
  const options = (swc._args[0] ??= {});
  const excluded =
    options.exclude === undefined ? [] : Array.isArray(options.exclude) ? options.exclude : [options.exclude];
  options.exclude = [...excluded, PARSER_BUNDLE_ASSET];
  return true;
}

export default function parserBundlePlugin(): Plugin {
  return {
    name: 'parser-bundle',
    async postBuild({outDir}) {
      const licences = require.resolve('@asyncapi/parser/browser/index.js.LICENSE.txt');
      await fs.copyFile(licences, path.join(outDir, 'assets/js', path.basename(licences)));
    },
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
      if (currentBundler.name === 'rspack' && config.optimization?.minimize !== false) {
        const minimizers = (config.optimization?.minimizer ?? []) as unknown[];
        if (!excludeFromSwcMinimizer(minimizers, currentBundler.instance as unknown as RspackInstance))
          throw new Error(
            "parser-bundle: Docusaurus's config has no SWC JS minimizer to keep off the AsyncAPI parser bundle " +
              '(its minimizer setup changed); see plugins/parser-bundle/index.ts.',
          );
      }
      return {
        module: {
          rules: [
            {
              test: PARSER_BUNDLE,
              dependency: 'url',
              type: 'asset/resource',
              generator: {filename: PARSER_BUNDLE_FILENAME},
            },
            {test: YAML_READER, resolve: {fallback: {buffer: false}}},
          ],
        },
      };
    },
  };
}
