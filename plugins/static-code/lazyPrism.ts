/**
 * Prism only where a page highlights code in the browser. The classic theme loads Prism and the configured
 * languages on every page through a client module (`prism-include-languages`, about 30 KB gzipped in `main.js`).
 * With Markdown code highlighted at build time (./index.ts), few blocks need it: this plugin replaces that client
 * module with an empty one, and src/theme/CodeBlock/Content loads the theme's highlighting content (with Prism and the
 * languages, src/components/HighlightedCodeContent) lazily, only for a block that has no build-time HTML.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The theme's client module, as the generated client-modules.js requests it (without and with the extension). */
export function themePrismClientModule(): string[] {
  const file = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  return [file.replace(/\.js$/, ''), file];
}

export const NO_CLIENT_MODULE = path.join(__dirname, 'client', 'noClientModule.js');

export default function lazyPrismPlugin(): Plugin {
  return {
    name: 'lazy-prism',
    configureWebpack() {
      // `$`: only the exact request, not paths below it.
      const alias = Object.fromEntries(themePrismClientModule().map((request) => [`${request}$`, NO_CLIENT_MODULE]));
      return {resolve: {alias}};
    },
  };
}
