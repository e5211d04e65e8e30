/**
 * Code blocks highlighted at build time (plugins/static-code): the HTML the build writes is what the theme's
 * CodeBlock renders in the browser, the code read back from it is the code, and the remark plugin leaves the blocks
 * it cannot know (line highlights, line numbers, live, Mermaid) to the theme.
 */
import React from 'react';
import type {Code, Root} from 'mdast';
import {ColorModeProvider} from '@docusaurus/theme-common/internal';
import siteConfigModule from '@generated/docusaurus.config';
import CodeBlock from '@site/src/theme/CodeBlock';
import {loadHighlighted} from '@site/src/theme/CodeBlock/Content';
import {CSS_ONLY_THEME} from '@site/src/lib/prismThemes';
import {codeFromStaticHtml} from '@site/src/lib/staticCode';
import remarkStaticCode, {
  DEFAULT_MAGIC_COMMENTS,
  loadLanguages,
  runtimeReason,
  staticCodeHtml,
} from '@site/plugins/static-code';
import {renderWithSite} from './render';

const LANGUAGES = ['bash', 'json', 'yaml', 'java', 'python'];
const settings = {theme: CSS_ONLY_THEME, additionalLanguages: LANGUAGES, magicComments: DEFAULT_MAGIC_COMMENTS};

const SAMPLES: Array<[language: string, code: string]> = [
  [
    'yaml',
    [
      'asyncapi: 3.0.0',
      'info:',
      '  title: \'Orders <v1> & "more"\'',
      '',
      '  # a comment',
      'channels:',
      '  orders: {address: "orders/{id}"}',
      '    ',
      '',
    ].join('\n'),
  ],
  ['json', '{\n  "asyncapi": "3.0.0",\n\n  "ids": [1, 2.5, true, null]\n}'],
  ['bash', 'npm install -g @asyncapi/cli\nasyncapi validate ./asyncapi.yaml --log-diagnostics # check\necho "$HOME"'],
  ['java', 'public class A {\n  // x < y && y > z\n  String s = "a\'b";\n}'],
  ['python', 'def f(x):\n    """doc"""\n    return x <= 1\n'],
  ['text', 'plain <text> & more\n\n\nend'],
  ['YAML', 'key: value'],
  ['javascript', 'const a = `x${1}`; // ok'],
  // A block that names no language: the theme highlights it as text.
  ['', 'no <language> here\n\nat all'],
];

/** The class MDX gives a fenced block: none when it names no language. */
const classFor = (language: string) => (language ? `language-${language}` : undefined);

beforeAll(() => {
  // The stub config has no prism settings; the theme's CodeBlock reads them.
  const themeConfig = (siteConfigModule as unknown as {themeConfig: Record<string, unknown>}).themeConfig;
  themeConfig.prism = {
    theme: CSS_ONLY_THEME,
    darkTheme: CSS_ONLY_THEME,
    additionalLanguages: LANGUAGES,
    magicComments: DEFAULT_MAGIC_COMMENTS,
  };
  // What @theme/prism-include-languages does in the browser, on the same Prism instance the theme uses.
  loadLanguages(LANGUAGES);
});

// The theme's highlighting content, as a page with a block the build did not highlight loads it.
beforeAll(() => loadHighlighted());

/** The block without the wrapper a block highlighted in the browser gets (`display: contents`, no box). */
function unwrapped(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content
    .querySelectorAll('[data-code-content]')
    .forEach((wrapper) => wrapper.replaceWith(...Array.from(wrapper.childNodes)));
  return template.innerHTML;
}

/** The theme's markup with its unstyled plain-token spans replaced by their text, as the build writes plain tokens. */
function plainAsText(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content
    .querySelectorAll('span.token.plain:not([style])')
    .forEach((span) => span.className === 'token plain' && span.replaceWith(...Array.from(span.childNodes)));
  return template.innerHTML;
}

function rendered(element: React.ReactElement): string {
  const {container, unmount} = renderWithSite(<ColorModeProvider>{element}</ColorModeProvider>);
  const html = container.innerHTML;
  unmount();
  return html;
}

describe('build-time highlighting', () => {
  it.each(SAMPLES)(
    '%s: the static block renders what the theme renders, plain tokens as bare text',
    (language, code) => {
      const metastring = 'title="example"';
      const theme = unwrapped(
        rendered(
          <CodeBlock className={classFor(language)} metastring={metastring}>
            {code}
          </CodeBlock>,
        ),
      );
      const html = staticCodeHtml(code.replace(/\r?\n$/, ''), language || 'text');
      const ours = rendered(<CodeBlock className={classFor(language)} metastring={metastring} staticHtml={html} />);
      expect(theme).toContain('token-line');
      expect(theme).toContain('token plain');
      expect(ours).not.toMatch(/class="token plain">[^<]/);
      // React sets a style through the DOM in the browser (serialised `display: inline-block;`) and writes it as
      // `display:inline-block` on the server, which is the form the build writes.
      expect(ours).toBe(
        plainAsText(theme).replaceAll('style="display: inline-block;"', 'style="display:inline-block"'),
      );
    },
  );

  it.each(SAMPLES)('%s: the code read back from the HTML is the code (the copy button copies it)', (language, code) => {
    const trimmed = code.replace(/\r?\n$/, '');
    expect(codeFromStaticHtml(staticCodeHtml(trimmed, language || 'text'))).toBe(trimmed);
  });

  it('tokens carry the type classes the CSS colours (plugins/static-code/themeCss.ts)', () => {
    const html = staticCodeHtml('asyncapi: 3.0.0', 'yaml');
    expect(html).toMatch(/<span class="token key atrule">asyncapi<\/span>/);
  });
});

describe('the remark plugin', () => {
  const code = (value: string, lang: string | null, meta: string | null = null): Code => ({
    type: 'code',
    value,
    lang,
    meta,
  });

  it('keeps the theme runtime path where the build cannot know the output', () => {
    const magic = DEFAULT_MAGIC_COMMENTS;
    expect(runtimeReason(code('a: 1', 'yaml'), magic)).toBeUndefined();
    expect(runtimeReason(code('a: 1', 'yaml', 'title="a.yaml"'), magic)).toBeUndefined();
    expect(runtimeReason(code('a: 1', null), magic)).toBeUndefined();
    expect(runtimeReason(code('graph TD; A-->B', 'mermaid'), magic)).toBe('Mermaid');
    expect(runtimeReason(code('a: 1', 'yaml', '{1}'), magic)).toBe('line range');
    expect(runtimeReason(code('a: 1', 'yaml', 'title="x" {1,3-4}'), magic)).toBe('line range');
    expect(runtimeReason(code('a: 1', 'yaml', 'showLineNumbers'), magic)).toBe('line numbers');
    expect(runtimeReason(code('<a/>', 'jsx', 'live'), magic)).toBe('live');
    expect(runtimeReason(code('# highlight-next-line\na: 1', 'yaml'), magic)).toBe('magic comment');
    expect(runtimeReason(code('// highlight-start\nx\n// highlight-end', 'js'), magic)).toBe('magic comment');
  });

  it('turns an eligible block into <StaticCodeBlock> with its class, metastring and HTML; leaves the rest', () => {
    const tree: Root = {
      type: 'root',
      children: [
        code('a: 1\n', 'YAML', 'title="a.yaml"'),
        {type: 'blockquote', children: [code('echo hi', 'bash')]},
        code('a: 1', 'yaml', '{1}'),
        code('plain', null),
      ],
    };
    remarkStaticCode(settings)(tree);
    const [first, quote, third, fourth] = tree.children as unknown as Array<{
      type: string;
      name?: string;
      attributes?: Array<{name: string; value: string}>;
      children?: Array<{type: string; name?: string}>;
    }>;
    expect(first!.type).toBe('mdxJsxFlowElement');
    expect(first!.name).toBe('StaticCodeBlock');
    expect(Object.fromEntries(first!.attributes!.map((a) => [a.name, a.value]))).toEqual({
      className: 'language-YAML',
      metastring: 'title="a.yaml"',
      staticHtml: staticCodeHtml('a: 1', 'yaml'),
    });
    expect(quote!.children![0]!.name).toBe('StaticCodeBlock');
    expect(third!.type).toBe('code');
    expect(Object.fromEntries(fourth!.attributes!.map((a) => [a.name, a.value]))).toEqual({
      staticHtml: staticCodeHtml('plain', 'text'),
    });
  });

  it('refuses a Prism theme with colours (the HTML is shared by light and dark mode)', () => {
    expect(() => remarkStaticCode({...settings, theme: {plain: {color: '#000'}, styles: []}})).toThrow(
      /must have no colours/,
    );
  });
});
