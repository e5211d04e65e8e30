/**
 * Raster share cards for blog posts (issue 19): a 1200x630 PNG with the AsyncAPI mark, the post's title and its cover
 * art, laid out by satori (HTML/CSS subset to SVG) and rasterised by resvg (the native Node.js binding, prebuilt per
 * platform: about three times faster than its wasm build here, with byte-identical PNGs). Social networks do not show
 * SVG og:images, so posts point og:image and twitter:image at these cards; the page itself keeps the SVG cover.
 *
 * Font: Noto Sans, regular and bold (SIL Open Font License 1.1), as TrueType files from the
 * @expo-google-fonts/noto-sans dependency: satori reads TTF/OTF/WOFF (not WOFF2), and resvg's native binding, which
 * draws the text inside SVG covers, loads fonts from TTF/OTF files only.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import satori from 'satori';
import {Resvg} from '@resvg/resvg-js';

import {CARD_HEIGHT, CARD_WIDTH} from '../../src/lib/shareCards';

export {CARD_HEIGHT, CARD_WIDTH};
/** Bump when the layout or the font files change, so cached cards are rendered again. */
export const CARD_LAYOUT_VERSION = 3;
/** The cover's box on the card (the covers are 1200x630, the card's own aspect). */
const COVER_WIDTH = 540;
const COVER_HEIGHT = 284;

export type CardInput = {
  title: string;
  /** The cover image file's bytes (SVG, PNG or JPEG); without one the card shows the title alone. */
  cover?: Buffer;
  /** Its file name or path, for the media type. */
  coverName?: string;
};

const FONT_PACKAGE = '@expo-google-fonts/noto-sans';
const FONT_FILES = {400: '400Regular/NotoSans_400Regular.ttf', 700: '700Bold/NotoSans_700Bold.ttf'} as const;

/** The font files: Noto Sans, regular and bold, as TrueType. */
export function fontPath(weight: 400 | 700 = 400): string {
  return require.resolve(`${FONT_PACKAGE}/${FONT_FILES[weight]}`);
}

const fonts = new Map<number, Buffer>();
function loadFont(weight: 400 | 700): Buffer {
  let font = fonts.get(weight);
  if (!font) {
    let file = `${FONT_PACKAGE} (weight ${weight})`;
    try {
      file = fontPath(weight);
      font = readFileSync(file);
    } catch (error) {
      throw new Error(`share cards: the font ${file} is missing (a dependency in package.json); ${String(error)}`);
    }
    fonts.set(weight, font);
  }
  return font;
}

function mediaType(name: string): string {
  const ext = path.extname(name).toLowerCase();
  if (ext === '.svg') return 'image/svg+xml';
  if (ext === '.png') return 'image/png';
  if (ext === '.jpg' || ext === '.jpeg') return 'image/jpeg';
  throw new Error(`share cards: cover ${name} is not SVG, PNG or JPEG`);
}

/** A content hash of everything that changes a card: title, cover bytes, layout version and font. */
export function cardHash(input: CardInput): string {
  return createHash('sha256')
    .update(`v${CARD_LAYOUT_VERSION}\0${input.title}\0${input.coverName ? mediaType(input.coverName) : 'none'}\0`)
    .update(input.cover ?? Buffer.alloc(0))
    .digest('hex')
    .slice(0, 20);
}

/** Title size by length, so the longest titles (about 80 characters) still fit in four lines. */
export function titleFontSize(title: string): number {
  if (title.length <= 40) return 60;
  if (title.length <= 60) return 52;
  return 46;
}

type Node = {type: string; props: Record<string, unknown> & {style?: Record<string, unknown>; children?: unknown}};
const h = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra: Record<string, unknown> = {},
): Node => ({
  type,
  props: {style, children, ...extra},
});

/** The AsyncAPI mark of static/img/logo.svg (the rounded square with two arrows), without its text. */
const MARK = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect x="1" y="1" width="30" height="30" rx="8" fill="#8c7ae3"/><path d="M8 12.5h11.5l-3.2-3.2M24 19.5H12.5l3.2 3.2" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>',
).toString('base64')}`;

function cardElement(title: string, coverUrl: string | undefined): Node {
  return h(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '52px 60px',
      boxSizing: 'border-box',
      backgroundImage: 'linear-gradient(135deg, #1b1340 0%, #0f0c29 100%)',
      color: '#ffffff',
      fontFamily: 'Noto Sans',
    },
    [
      h('div', {display: 'flex', alignItems: 'center'}, [
        h('img', {width: 52, height: 52}, undefined, {src: MARK, width: 52, height: 52}),
        h('div', {marginLeft: 18, fontSize: 36, letterSpacing: 0.5, color: '#f4f1ff'}, 'AsyncAPI'),
        h('div', {marginLeft: 18, fontSize: 28, color: '#b9b4d0'}, 'Blog'),
      ]),
      h('div', {display: 'flex', alignItems: 'center', justifyContent: 'space-between'}, [
        h(
          'div',
          {
            display: 'block',
            width: coverUrl ? 520 : 1080,
            fontSize: titleFontSize(title),
            lineHeight: 1.18,
            lineClamp: 5,
            color: '#ffffff',
          },
          title,
        ),
        ...(coverUrl
          ? [
              h('img', {width: COVER_WIDTH, height: COVER_HEIGHT, borderRadius: 16, objectFit: 'cover'}, undefined, {
                src: coverUrl,
                width: COVER_WIDTH,
                height: COVER_HEIGHT,
              }),
            ]
          : []),
      ]),
      h('div', {display: 'flex', fontSize: 26, color: '#b9b4d0'}, 'asyncapi.com'),
    ],
  );
}

/**
 * The cover as a PNG data URL at its size on the card. An SVG cover is rasterised here, with the card's font for its
 * text (an SVG nested in satori's output would be drawn without fonts and at its own size).
 */
async function coverDataUrl(input: CardInput): Promise<string | undefined> {
  if (!input.cover || !input.coverName) return undefined;
  const type = mediaType(input.coverName);
  if (type !== 'image/svg+xml') return `data:${type};base64,${input.cover.toString('base64')}`;
  const resvg = new Resvg(input.cover.toString('utf8'), {
    fitTo: {mode: 'width', value: COVER_WIDTH},
    font: {
      // cardSvg has read these files already (loadFont), so a missing font has failed there with its clear error.
      fontFiles: [fontPath(400), fontPath(700)],
      defaultFontFamily: 'Noto Sans',
      sansSerifFamily: 'Noto Sans',
      loadSystemFonts: false,
    },
  });
  return `data:image/png;base64,${resvg.render().asPng().toString('base64')}`;
}

/** The card as satori lays it out: an SVG with the text as paths and the cover as a PNG data URL. */
export async function cardSvg(input: CardInput): Promise<string> {
  const title = input.title.trim();
  if (!title) throw new Error('share cards: a card needs a title');
  const regular = loadFont(400);
  const bold = loadFont(700);
  const coverUrl = await coverDataUrl(input);
  // satori's element type is React's; a plain element object is what JSX would produce.
  return satori(cardElement(title, coverUrl) as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: [
      {name: 'Noto Sans', data: regular, weight: 400, style: 'normal'},
      {name: 'Noto Sans', data: bold, weight: 700, style: 'normal'},
    ],
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const BOX = String.raw`x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"`;

/**
 * satori's SVG with two of its wrappings taken off where they change no pixel, as resvg draws each into a layer of
 * its own (about a third of the drawing time of a card):
 * - a gradient background comes as a pattern the size of the element holding a rect filled with the gradient; when
 *   the element using the pattern is a rect of exactly that box, it is filled with the gradient itself;
 * - an image comes with a mask of one white rect; when the rect is exactly the image's box the mask hides nothing
 *   (the image's clip path, which can round its corners, stays).
 * Anything else is left as satori wrote it. A test renders a card both ways and compares every pixel.
 */
export function simplifyCardSvg(svg: string): string {
  let out = svg;
  const patterns = new RegExp(
    String.raw`<pattern id="([^"]+)" x="0" y="0" width="1" height="1" patternUnits="objectBoundingBox">` +
      String.raw`(<linearGradient id="([^"]+)"[^>]*>(?:<stop [^>]*/>)+</linearGradient>)` +
      String.raw`<rect x="0" y="0" width="([\d.]+)" height="([\d.]+)" fill="url\(#\3\)"/></pattern>`,
    'g',
  );
  for (const [whole, patternId, gradient, gradientId, width, height] of [...out.matchAll(patterns)]) {
    const user = new RegExp(
      String.raw`<rect x="([\d.]+)" y="([\d.]+)" width="${escapeRegExp(width!)}" height="${escapeRegExp(height!)}" ` +
        `fill="url\\(#${escapeRegExp(patternId!)}\\)"`,
      'g',
    );
    const users = [...out.matchAll(user)];
    // Used once, by a rect of the pattern's size; the pattern's content starts at that rect's corner only at 0,0.
    if (users.length !== 1 || users[0]![1] !== '0' || users[0]![2] !== '0') continue;
    if (out.split(`url(#${patternId})`).length !== 2) continue;
    out = out.replace(whole, gradient!).replace(`fill="url(#${patternId})"`, `fill="url(#${gradientId})"`);
  }
  const masks = new RegExp(String.raw`<mask id="([^"]+)"><rect ${BOX} fill="#fff"/></mask>`, 'g');
  for (const [, maskId, x, y, width, height] of [...out.matchAll(masks)]) {
    const use = ` mask="url(#${maskId})"`;
    if (out.split(use).length !== 2) continue;
    const image = new RegExp(String.raw`<image ${BOX}[^>]*${escapeRegExp(use)}`);
    const match = image.exec(out);
    if (!match || match[1] !== x || match[2] !== y || match[3] !== width || match[4] !== height) continue;
    out = out.replace(use, '');
  }
  return out;
}

/** An SVG of the card's size as PNG bytes. satori draws text as paths: this pass needs no fonts. */
export function rasteriseCard(svg: string): Buffer {
  const resvg = new Resvg(svg, {fitTo: {mode: 'width', value: CARD_WIDTH}, font: {loadSystemFonts: false}});
  return resvg.render().asPng();
}

/** Renders one card to PNG bytes. */
export async function renderCard(input: CardInput): Promise<Buffer> {
  return rasteriseCard(simplifyCardSvg(await cardSvg(input)));
}
