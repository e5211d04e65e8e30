/**
 * Code highlighting themes, applied by CSS (prismThemeCss below) rather than by inline styles: the theme config
 * gives Docusaurus CSS_ONLY_THEME, so a code block's server HTML carries class names only and is right in both
 * colour modes. With inline styles the server HTML always had the light colours, and the theme's CodeBlock
 * re-mounted every block after hydration to repaint it (every code block rendered twice on the client).
 *
 * The themes: Based on prism-react-renderer's github (light) and dracula (dark) themes, with
 * token colours darkened or lightened so that every token passes WCAG AA (4.5:1) on its code background:
 * the stock light theme's cyan keys and grey comments measured 2.7:1 on #f6f8fa.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

export const lightCodeTheme: PrismTheme = {
  plain: {color: '#24292f', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['namespace'], style: {opacity: 0.85}},
    {types: ['string', 'attr-value', 'char'], style: {color: '#0a3069'}},
    {types: ['punctuation', 'operator'], style: {color: '#24292f'}},
    {
      types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'regex', 'inserted'],
      style: {color: '#0550ae'},
    },
    {types: ['property', 'atrule', 'attr-name', 'key'], style: {color: '#8a3b00'}},
    {types: ['keyword', 'selector', 'tag', 'builtin'], style: {color: '#a40e26'}},
    {types: ['function', 'function-variable', 'class-name'], style: {color: '#6639ba'}},
    {types: ['deleted'], style: {color: '#a40e26'}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  ...themes.dracula,
  styles: [
    // Dracula leaves YAML and JSON keys and numbers in the plain colour, so this site's examples (mostly YAML)
    // showed almost no highlighting in dark mode. Keys take Dracula's cyan, numbers and booleans its purple.
    {types: ['property', 'atrule', 'key'], style: {color: '#8be9fd'}},
    {types: ['number', 'boolean'], style: {color: '#bd93f9'}},
    ...themes.dracula.styles.map((entry) =>
      entry.types.includes('comment') ? {...entry, style: {...entry.style, color: '#a4b0db'}} : entry,
    ),
  ],
};

/** What the theme config gets: no colours, so prism-react-renderer writes only class names (token types). */
export const CSS_ONLY_THEME: PrismTheme = {plain: {}, styles: []};

/** `fontStyle` → `font-style`. */
function cssProperty(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function declarations(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([name, value]) => `${cssProperty(name)}:${String(value)}`)
    .join(';');
}

/**
 * The CSS of one theme under one colour mode: the code block variables Docusaurus's CodeBlock container reads
 * (`--prism-color`, `--prism-background-color`) and one rule per theme entry for its token types, in the theme's
 * order (a later entry wins, as in prism-react-renderer). Language-specific entries are scoped to the language.
 */
function modeCss(theme: PrismTheme, mode: 'light' | 'dark'): string {
  const scope = `[data-theme='${mode}']`;
  const variables = [
    theme.plain.color && `--prism-color:${theme.plain.color}`,
    theme.plain.backgroundColor && `--prism-background-color:${theme.plain.backgroundColor}`,
  ].filter(Boolean);
  const rules = [`${scope}{${variables.join(';')}}`];
  for (const entry of theme.styles) {
    const body = declarations(entry.style as Record<string, unknown>);
    if (!body) continue;
    const languages = entry.languages?.length ? entry.languages.map((language) => `.language-${language}`) : [''];
    const selectors = languages.flatMap((language) =>
      entry.types.map((type) => `${scope} .prism-code${language} .token.${type}`),
    );
    rules.push(`${selectors.join(',')}{${body}}`);
  }
  return rules.join('\n');
}

/** The stylesheet for both colour modes (injected into every page's head by plugins/static-code/themeCss.ts). */
export function prismThemeCss(light: PrismTheme = lightCodeTheme, dark: PrismTheme = darkCodeTheme): string {
  return `${modeCss(light, 'light')}\n${modeCss(dark, 'dark')}`;
}
