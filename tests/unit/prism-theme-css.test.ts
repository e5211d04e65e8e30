import {CSS_ONLY_THEME, darkCodeTheme, lightCodeTheme, prismThemeCss} from '@site/src/lib/prismThemes';
import prismThemeCssPlugin from '@site/plugins/static-code/themeCss';

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

  /** WCAG relative luminance of `#rrggbb` or `rgb(r, g, b)`. */
  function luminance(colour: string): number {
    const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
    const channels = hex
      ? hex.slice(1).map((part) => parseInt(part, 16))
      : (/^rgb\((\d+), ?(\d+), ?(\d+)\)$/.exec(colour) ?? []).slice(1).map(Number);
    if (channels.length !== 3) throw new Error(`not a colour: ${colour}`);
    const [r, g, b] = channels.map((c) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  }
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  /** The colour the theme gives a token of these types (a later entry wins), or the plain colour. */
  const colourOf = (theme: typeof lightCodeTheme, types: string[]) =>
    theme.styles.filter((entry) => entry.types.some((type) => types.includes(type))).at(-1)?.style.color ??
    theme.plain.color!;

  it.each([
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const)(
    'the %s theme colours YAML and JSON keys, strings, numbers and booleans apart from plain text',
    (_, theme) => {
      const plain = theme.plain.color!;
      for (const types of [['key', 'atrule'], ['property'], ['string'], ['number'], ['boolean']])
        expect([types, colourOf(theme, types)]).not.toEqual([types, plain]);
    },
  );

  it.each([
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const)('every %s token colour reaches 4.5:1 on the code background (WCAG AA)', (_, theme) => {
    const background = theme.plain.backgroundColor!;
    for (const colour of [theme.plain.color!, ...theme.styles.map((entry) => entry.style.color).filter(Boolean)])
      expect([colour, contrast(colour!, background) >= 4.5]).toEqual([colour, true]);
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
