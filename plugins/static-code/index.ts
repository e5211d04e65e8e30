/**
 * Remark plugin: a fenced code block is highlighted here, at build time, instead of in every reader's browser.
 *
 * The theme's CodeBlock tokenizes its code with Prism while the page hydrates and creates a React element per line
 * and per token (the v3.0.0 specification page: 50 blocks, about 2,500 elements, and Prism's work on the main
 * thread before the page responds). The block becomes `<StaticCodeBlock staticHtml="…">`: the lines and tokens the
 * theme would render, as one HTML string. The ejected CodeBlock (src/theme/CodeBlock) renders the theme's own
 * layout (title, copy and word-wrap buttons) around it, so the server HTML is what the theme renders and the browser
 * hydrates one element per block. The code is not shipped twice: the copy button's text is read back from the HTML
 * (src/lib/staticCode.ts).
 *
 * A block keeps the theme's runtime path when the build cannot know its output: line highlights (a `{1,3}` range or
 * a magic comment), line numbers, `live` blocks, and Mermaid (plugins/static-diagrams). Prism is the instance the
 * theme uses (prism-react-renderer's), with the site's `additionalLanguages` loaded the way the theme loads them.
 */
import {normalizeTokens, Prism, type PrismTheme, type Token} from 'prism-react-renderer';
import type {Code, Root} from 'mdast';
import {mdxFlowElement, replaceCodeBlocks} from '../mdx-elements';
import {escapeHtml} from '../../src/lib/staticCode';

export type MagicComment = {className: string; line?: string; block?: {start: string; end: string}};

export type StaticCodeOptions = {
  /** The theme config's `prism.additionalLanguages`. */
  additionalLanguages: readonly string[];
  /** The theme config's `prism.magicComments` (a block that uses one keeps the runtime path). */
  magicComments: readonly MagicComment[];
  /** The theme config's `prism.defaultLanguage`, for a block that names no language (the theme's default: text). */
  defaultLanguage?: string;
  /** The theme config's `prism.theme`: one without colours (CSS_ONLY_THEME), as both modes share the HTML. */
  theme: PrismTheme;
};

/** The theme's default magic comment (@docusaurus/theme-classic options), written out so the config can share it. */
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
];

const loadedLanguages = new Set<string>();

/** Adds Prism components to prism-react-renderer's Prism, as @theme/prism-include-languages does in the browser. */
export function loadLanguages(languages: readonly string[]): void {
  const globals = globalThis as {Prism?: unknown};
  const before = globals.Prism;
  globals.Prism = Prism;
  try {
    for (const language of languages) {
      if (loadedLanguages.has(language)) continue;
      // The theme's special case: PHP's grammar needs markup-templating first.
      // Prism components are scripts that extend the global Prism, loaded by name as the theme loads them.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      if (language === 'php') require('prismjs/components/prism-markup-templating.js');
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(`prismjs/components/prism-${language}`);
      loadedLanguages.add(language);
    }
  } finally {
    if (before === undefined) delete globals.Prism;
    else globals.Prism = before;
  }
}

/** A line break token alone on its line renders as an empty line (the theme's CodeBlock/Line `fixLineBreak`). */
function fixLineBreak(line: Token[]): Token[] {
  const only = line.length === 1 && line[0]!.content === '\n' ? line[0] : undefined;
  return only ? [{...only, content: ''}] : line;
}

/** prism-react-renderer's `useTokenize`, outside React: Prism's hooks, its tokens, then its line normalisation. */
function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (grammar == null) return normalizeTokens([code]);
  const env = {code, grammar, language, tokens: [] as ReturnType<typeof Prism.tokenize>};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

/**
 * The inline style prism-react-renderer's `getTokenProps` gives a token under a theme without colours: only the
 * `inline-block` that keeps an empty line's height (a lone non-plain type looks its style up and finds none).
 */
function tokenStyle({types, empty}: Token): string {
  if (empty == null) return '';
  if (types.length === 1 && types[0] !== 'plain') return '';
  return ' style="display:inline-block"';
}

/** A theme has no colours of its own: the site's colours come from CSS (plugins/static-code/themeCss.ts). */
export function isCssOnlyTheme(theme: PrismTheme): boolean {
  return Object.keys(theme.plain).length === 0 && theme.styles.length === 0;
}

/**
 * The inner HTML of the theme's `<code>` for this code: one `<div class="token-line">` per line with a `<span>` per
 * token and a closing `<br/>`, as @theme/CodeBlock/Line renders them (without line numbers or line class names),
 * except that a plain token is its text alone. The theme wraps plain text in `<span class="token plain">`, which no
 * CSS colours (it is the block's own colour) and which carried no style: about 44,000 such spans per locale, a tenth
 * of the site's HTML, and an element each in the reader's DOM. An empty line's plain token keeps its span (its
 * `inline-block` style). The test tests/unit/static-code.test.tsx compares it with what the theme renders.
 */
export function staticCodeHtml(code: string, language: string): string {
  return tokenize(code, language.toLowerCase())
    .map((line) => {
      const tokens = fixLineBreak(line)
        .map((token) => {
          const style = tokenStyle(token);
          const text = escapeHtml(token.content);
          if (!style && token.types.length === 1 && token.types[0] === 'plain') return text;
          return `<span class="${['token', ...token.types].join(' ')}"${style}>${text}</span>`;
        })
        .join('');
      return `<div class="token-line">${tokens}<br/></div>`;
    })
    .join('');
}

/** The metastring holds a line range (`{1,3-4}`), the theme's pattern. */
const LINE_RANGE = /\{[\d,-]+\}/;

/** Why a block keeps the theme's runtime path, or undefined when it can be highlighted here. */
export function runtimeReason(node: Code, magicComments: readonly MagicComment[]): string | undefined {
  if (node.lang === 'mermaid') return 'Mermaid';
  const meta = node.meta ?? '';
  if (LINE_RANGE.test(meta)) return 'line range';
  if (/\bshowLineNumbers\b/.test(meta)) return 'line numbers';
  if (meta.split(' ').includes('live')) return 'live';
  const directives = magicComments.flatMap((c) => [c.line, c.block?.start, c.block?.end]).filter(Boolean);
  if (directives.some((directive) => node.value.includes(directive!))) return 'magic comment';
  return undefined;
}

export default function remarkStaticCode(options: StaticCodeOptions) {
  // Inline colours would differ between the light and dark theme; this site's come from CSS.
  if (!isCssOnlyTheme(options.theme)) throw new Error('plugins/static-code: the Prism theme must have no colours');
  loadLanguages(options.additionalLanguages);
  return (tree: Root): void =>
    replaceCodeBlocks(tree, (node) => {
      if (runtimeReason(node, options.magicComments)) return undefined;
      // What the theme does before highlighting (createCodeBlockMetadata): the language is lower case, `text`
      // when the block names none; the last line break goes.
      const language = (node.lang ?? options.defaultLanguage ?? 'text').toLowerCase();
      const code = node.value.replace(/\r?\n$/, '');
      return mdxFlowElement('StaticCodeBlock', {
        // MDX gives a block with a language this class; the theme adds `language-<language>` to any block.
        className: node.lang ? `language-${node.lang}` : undefined,
        metastring: node.meta || undefined,
        staticHtml: staticCodeHtml(code, language),
      });
    });
}
