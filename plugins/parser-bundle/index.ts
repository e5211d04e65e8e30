/**
 * The AsyncAPI parser's browser bundle as a file of its own beside the scripts. The playground's worker
 * (src/components/AsyncApiPlayground/parser.worker.ts) refers to it with `new URL(…, import.meta.url)` and imports it
 * when it first validates. Here it is named like the other scripts (`assets/js/`, with its content hash), so hosts
 * cache it like them (plugins/built-html), and postBuild copies the third-party licences the package publishes with
 * it (`index.js.LICENSE.txt`) beside it: the minimizer drops the bundle's comment that points to them.
 *
 * It used to be kept off the JS minimizer too (by adding to the constructor arguments of Rspack's SWC minimizer, a
 * private field): that saved about 1 CPU-second of a 53-second build (2%) and made the file 2.6 KB larger gzipped.
 */
import {readFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Plugin} from '@docusaurus/types';

/** The bundle's path inside node_modules (either separator). */
export const PARSER_BUNDLE = /[\\/]@asyncapi[\\/]parser[\\/]browser[\\/]index\.js$/;
/** Where it goes in the output, beside the other scripts. */
export const PARSER_BUNDLE_FILENAME = 'assets/js/asyncapi-parser.[contenthash:8].js';

/**
 * The YAML reader the playground's worker checks documents with before parsing (@stoplight/yaml-ast-parser, see
 * src/components/AsyncApiPlayground/guards.ts) requires Node's `buffer` for the `!!binary` tag, and uses it only when
 * it is there: in the browser it needs none, so the module resolves to nothing for that package alone (elsewhere a
 * missing Node module stays a build error).
 */
export const YAML_READER = /[\\/]@stoplight[\\/]yaml-ast-parser[\\/]/;

/**
 * The constant through which the playground says how much it downloads for the parser ("Loading the AsyncAPI parser
 * (395 KB)…"): the package's bundle, gzipped as a host sends it, in bytes. Defined in both bundles (the server renders
 * the same text). The build minifies the bundle once more, which takes about 3 KB off that figure.
 */
export const PARSER_GZIP_BYTES_CONSTANT = '__ASYNCAPI_PARSER_GZIP_BYTES__';

let gzipBytes: number | undefined;
/** The gzipped size of the parser's browser bundle, read once per process. */
export function parserGzipBytes(): number {
  gzipBytes ??= gzipSync(readFileSync(require.resolve('@asyncapi/parser/browser/index.js'))).length;
  return gzipBytes;
}

export default function parserBundlePlugin(): Plugin {
  return {
    name: 'parser-bundle',
    async postBuild({outDir}) {
      const licences = require.resolve('@asyncapi/parser/browser/index.js.LICENSE.txt');
      await fs.copyFile(licences, path.join(outDir, 'assets/js', path.basename(licences)));
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      const size = new currentBundler.instance.DefinePlugin({
        [PARSER_GZIP_BYTES_CONSTANT]: JSON.stringify(parserGzipBytes()),
      });
      if (isServer) return {plugins: [size]};
      return {
        plugins: [size],
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
