/**
 * Plugin: PostCSS runs with the plugins Docusaurus passes inline, each made once, and never looks for a config file.
 *
 * - Without `config: false`, postcss-loader searches for one (cosmiconfig: a dozen file names in every folder from
 *   the stylesheet's up to the root) for each stylesheet; this site has none, and the failed reads were about 0.4 s
 *   of each locale's build. A PostCSS config file added to the site would be ignored:
 *   tests/unit/postcss-options.test.ts fails if one appears.
 * - Docusaurus names its plugin by path (`[require.resolve('postcss-preset-env'), {}]`), and for a plugin named
 *   with empty options postcss-loader hands PostCSS the plugin's creator, which PostCSS calls again for every
 *   stylesheet: postcss-preset-env then works out its features and autoprefixer's data for the browserslist each
 *   time. Here a plugin named by path is made once (with its options) and the same instance serves every stylesheet,
 *   as PostCSS 8 plugins allow. The CSS comes out the same.
 */
import {createRequire} from 'node:module';
import type {Plugin, PostCssOptions} from '@docusaurus/types';

type Creator = ((options?: unknown) => unknown) & {postcss?: boolean};

const requireFromHere = createRequire(__filename);
const made = new Map<string, unknown>();

/** A plugin named by path (`name` or `[name, options]`) made once; any other entry as it is. */
export function madeOnce(entry: unknown, load: (name: string) => unknown = requireFromHere): unknown {
  const [name, options] = typeof entry === 'string' ? [entry, undefined] : Array.isArray(entry) ? entry : [];
  if (typeof name !== 'string') return entry;
  const key = `${name}\0${JSON.stringify(options ?? {})}`;
  if (!made.has(key)) {
    const loaded = load(name) as Creator & {default?: Creator};
    const creator = loaded.default ?? loaded;
    if (typeof creator !== 'function' || creator.postcss !== true)
      throw new Error(`postcss-options: "${name}" is not a PostCSS plugin creator (postcss: true)`);
    made.set(key, creator(options ?? {}));
  }
  return made.get(key);
}

export function withoutConfigFile(options: PostCssOptions): PostCssOptions {
  return {...options, plugins: options.plugins.map((entry) => madeOnce(entry)), config: false};
}

export default function postcssOptionsPlugin(): Plugin {
  return {name: 'postcss-options', configurePostCss: withoutConfigFile};
}
