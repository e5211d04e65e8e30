/**
 * The contrast ratios of the site's palette, computed with WCAG 2's formula from the colours src/css/custom.css (and
 * the search button's src/theme/SearchBar/styles.css) set for each theme, over the backgrounds they are drawn on.
 * axe cannot decide the contrast of text over gradients, shadows and translucent table stripes (it reports them as
 * "incomplete"): this states them, each at least 4.5:1 (normal text, WCAG 1.4.3). A translucent background is
 * composited over the page's background first; a gradient is checked at both of its ends.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const customCss = fs.readFileSync(path.join(root, 'src/css/custom.css'), 'utf8');
const searchCss = fs.readFileSync(path.join(root, 'src/theme/SearchBar/styles.css'), 'utf8');

type Rgba = [number, number, number, number];

function parseColour(value: string): Rgba {
  const text = value.trim();
  let match = /^#([0-9a-f]{6})$/i.exec(text);
  if (match) {
    const n = parseInt(match[1]!, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[/,]\s*([\d.]+)(%?))?\s*\)$/i.exec(text);
  if (match) {
    const alpha = match[4] === undefined ? 1 : Number(match[4]) / (match[5] ? 100 : 1);
    return [Number(match[1]), Number(match[2]), Number(match[3]), alpha];
  }
  throw new Error(`Not a colour: ${value}`);
}

/** `top` composited over the opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The custom properties a rule block sets (the first block whose selector matches exactly). */
function block(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`No "${selector} {" block`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

const light = block(customCss, ':root');
const searchDark = block(searchCss, "[data-theme='dark'] :is(.DocSearch-Button, .DocSearch-Container)");
/** The two ends of a `linear-gradient(…)` value. */
function gradientEnds(value: string, vars: Record<string, string>): [Rgba, Rgba] {
  const colours = [...value.matchAll(/(#[0-9a-f]{6}|var\((--[\w-]+)\))/gi)].map((m) =>
    parseColour(m[2] ? vars[m[2]]! : m[1]!),
  );
  return [colours[0]!, colours.at(-1)!];
}
const dark = block(customCss, "[data-theme='dark']");

/** Infima's own values the palette keeps (node_modules/infima): the base text and page background of each theme. */
const INFIMA = {
  light: {text: '#1c1e21', background: '#ffffff', stripe: 'rgba(0, 0, 0, 0.03)'},
  dark: {text: '#e3e3e3', stripe: 'rgba(255, 255, 255, 0.07)'},
};

const themes = {
  light: {
    background: parseColour(INFIMA.light.background),
    surface: parseColour(light['--site-surface']!),
    surfaceStrong: parseColour(light['--site-surface-strong']!),
    text: parseColour(INFIMA.light.text),
    link: parseColour(light['--ifm-color-primary']!),
    muted: parseColour(light['--site-muted']!),
    accent: parseColour(light['--site-accent']!),
    accentContrast: parseColour(light['--site-accent-contrast']!),
    stripe: parseColour(INFIMA.light.stripe),
    footer: parseColour(light['--ifm-footer-background-color']!),
    footerText: parseColour(light['--ifm-footer-color']!),
    footerLink: parseColour(light['--ifm-footer-link-color']!),
    keycap: parseColour(light['--site-muted']!),
    keycapBackground: gradientEnds(block(searchCss, '.DocSearch-Container')['--docsearch-key-gradient']!, light),
  },
  dark: {
    background: parseColour(dark['--ifm-background-color']!),
    surface: parseColour(dark['--site-surface']!),
    surfaceStrong: parseColour(dark['--site-surface-strong']!),
    text: parseColour(INFIMA.dark.text),
    link: parseColour(dark['--ifm-color-primary']!),
    muted: parseColour(dark['--site-muted']!),
    accent: parseColour(dark['--site-accent']!),
    accentContrast: parseColour(dark['--site-accent-contrast']!),
    stripe: parseColour(INFIMA.dark.stripe),
    footer: parseColour(dark['--ifm-footer-background-color']!),
    footerText: parseColour(light['--ifm-footer-color']!),
    footerLink: parseColour(light['--ifm-footer-link-color']!),
    keycap: parseColour(searchDark['--docsearch-muted-color']!),
    keycapBackground: gradientEnds(searchDark['--docsearch-key-gradient']!, dark),
  },
};

/** Every pair of text and background the site draws, with the ratio it has today (rounded to 2 decimals). */
function pairs(theme: (typeof themes)['light']): Record<string, number> {
  const striped = over(theme.stripe, theme.background);
  const ratio = (a: Rgba, b: Rgba) => Math.round(contrast(a, b) * 100) / 100;
  return {
    'text on the page': ratio(theme.text, theme.background),
    'text in a striped table row': ratio(theme.text, striped),
    'link on the page': ratio(theme.link, theme.background),
    'link in a striped table row': ratio(theme.link, striped),
    'link on a surface': ratio(theme.link, theme.surface),
    'muted text on the page': ratio(theme.muted, theme.background),
    'muted text on a surface': ratio(theme.muted, theme.surface),
    'keycap (Ctrl, K) on one end of its gradient': ratio(theme.keycap, theme.keycapBackground[0]),
    'keycap (Ctrl, K) on the other end': ratio(theme.keycap, theme.keycapBackground[1]),
    'accent button text': ratio(theme.accentContrast, theme.accent),
    'footer text': ratio(theme.footerText, theme.footer),
    'footer link': ratio(theme.footerLink, theme.footer),
  };
}

describe("the palette's contrast (WCAG 2, normal text needs 4.5:1)", () => {
  it('reads the colours of both themes from custom.css', () => {
    expect(light['--ifm-color-primary']).toBe('#5a3fd6');
    expect(dark['--ifm-background-color']).toBe('#110e1f');
    expect(block(searchCss, '.DocSearch-Container')['--docsearch-muted-color']).toBe('var(--site-muted)');
  });

  it('computes the WCAG ratio (black on white is 21:1, a colour on itself 1:1)', () => {
    expect(contrast(parseColour('#000000'), parseColour('#ffffff'))).toBeCloseTo(21, 5);
    expect(contrast(parseColour('#5a3fd6'), parseColour('#5a3fd6'))).toBe(1);
    expect(over(parseColour('rgb(0 0 0 / 50%)'), parseColour('#ffffff')).map(Math.round)).toEqual([128, 128, 128, 1]);
  });

  it.each(Object.entries(themes))('%s theme: every text colour on its background', (_name, theme) => {
    const ratios = pairs(theme);
    for (const [pair, ratio] of Object.entries(ratios)) expect([pair, ratio >= 4.5]).toEqual([pair, true]);
  });

  it('states the ratios', () => {
    expect({light: pairs(themes.light), dark: pairs(themes.dark)}).toMatchSnapshot();
  });
});
