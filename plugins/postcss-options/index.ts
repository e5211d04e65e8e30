/**
 * Plugin: PostCSS runs with the plugins Docusaurus passes inline and never looks for a config file. Without
 * `config: false`, postcss-loader searches for one (cosmiconfig: a dozen file names in every folder from the
 * stylesheet's up to the root) for each stylesheet; this site has none, and the failed reads were about 0.4 s of
 * each locale's build. A PostCSS config file added to the site would be ignored: tests/unit/postcss-options.test.ts
 * fails if one appears.
 */
import type {Plugin, PostCssOptions} from '@docusaurus/types';

export function withoutConfigFile(options: PostCssOptions): PostCssOptions {
  return {...options, config: false};
}

export default function postcssOptionsPlugin(): Plugin {
  return {name: 'postcss-options', configurePostCss: withoutConfigFile};
}
