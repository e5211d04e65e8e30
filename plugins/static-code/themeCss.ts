/**
 * Puts the code highlighting colours (src/lib/prismThemes.ts, both colour modes) into every page's head as one
 * small stylesheet. The theme config hands Docusaurus CSS_ONLY_THEME, so code blocks carry token classes only and
 * their server HTML is right in light and dark mode without a client re-render.
 */
import type {Plugin} from '@docusaurus/types';
import {prismThemeCss} from '../../src/lib/prismThemes';

export default function prismThemeCssPlugin(): Plugin {
  const css = prismThemeCss();
  return {
    name: 'prism-theme-css',
    injectHtmlTags() {
      return {headTags: [{tagName: 'style', attributes: {'data-prism-theme': 'true'}, innerHTML: css}]};
    },
  };
}
