import {CSS_ONLY_THEME, darkCodeTheme, lightCodeTheme, prismThemeCss} from '@site/src/lib/prismThemes';
import prismThemeCssPlugin from '@site/plugins/prism-theme-css';

describe('code highlighting colours as CSS', () => {
  const css = prismThemeCss();

  it('the theme config gets no colours, so code blocks carry class names only', () => {
    expect(CSS_ONLY_THEME).toEqual({plain: {}, styles: []});
  });

  it.each([
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const)('writes every %s theme entry under its colour mode, with the block colours', (mode, theme) => {
    expect(css).toContain(
      `[data-theme='${mode}']{--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}}`,
    );
    for (const entry of theme.styles) {
      for (const type of entry.types) expect(css).toContain(`[data-theme='${mode}'] .prism-code .token.${type}`);
      if (entry.style.color) expect(css).toContain(`color:${entry.style.color}`);
    }
  });

  it('turns style keys into CSS properties and keeps the theme order (a later entry wins)', () => {
    expect(css).toMatch(/\.token\.comment[^{]*\{color:#57606a;font-style:italic\}/);
    expect(css).toContain('{opacity:0.85}');
    const light = css.slice(0, css.indexOf("[data-theme='dark']"));
    expect(light.indexOf('.token.keyword')).toBeGreaterThan(light.indexOf('.token.comment'));
  });

  it('scopes a language-specific entry to that language', () => {
    const custom = prismThemeCss(
      {plain: {}, styles: [{types: ['selector'], languages: ['css'], style: {color: 'red'}}]},
      {plain: {}, styles: []},
    );
    expect(custom).toContain("[data-theme='light'] .prism-code.language-css .token.selector{color:red}");
  });

  it('the plugin puts the stylesheet into every page head', () => {
    const plugin = prismThemeCssPlugin();
    const tags = plugin.injectHtmlTags?.({content: undefined});
    expect(tags).toEqual({headTags: [{tagName: 'style', attributes: {'data-prism-theme': 'true'}, innerHTML: css}]});
  });
});
