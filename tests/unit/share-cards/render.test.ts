/**
 * @jest-environment node
 *
 * Issue 19, defect 3: the share card renderer (satori + resvg) makes a 1200x630 PNG from a post's cover and title.
 */
import {readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import {
  cardHash,
  cardSvg,
  fontPath,
  rasteriseCard,
  renderCard,
  simplifyCardSvg,
  titleFontSize,
} from '@site/plugins/share-cards/render';
import {pngSize} from '../lib/pngSize';
import {Resvg} from '@resvg/resvg-js';
import {shareCardPath, shareCardSlug, shareCardUrl} from '@site/src/lib/shareCards';
import {missingCards, prerenderShareCards, writeShareCards} from '@site/plugins/share-cards';
import type {BlogPost} from '@docusaurus/plugin-content-blog';

const siteDir = path.resolve(__dirname, '../../..');
const COVER = path.join(siteDir, 'blog/asyncapi-vs-openapi/cover.svg');

describe('share card renderer', () => {
  it('renders a 1200x630 PNG (IHDR) from an SVG cover and the title', async () => {
    const png = await renderCard({
      title: 'AsyncAPI and OpenAPI: a fair comparison',
      cover: readFileSync(COVER),
      coverName: COVER,
    });
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect(pngSize(png)).toEqual({width: 1200, height: 630});
  }, 120_000);

  it('renders a card without a cover, and refuses an empty title or an unknown cover type with a clear error', async () => {
    expect(pngSize(await renderCard({title: 'Only a title'}))).toEqual({width: 1200, height: 630});
    await expect(renderCard({title: '  '})).rejects.toThrow(/needs a title/);
    await expect(renderCard({title: 'x', cover: Buffer.from('GIF89a'), coverName: 'cover.gif'})).rejects.toThrow(
      /not SVG, PNG or JPEG/,
    );
  }, 120_000);

  it('draws the background gradient and the images without the layers satori wraps them in, pixel for pixel the same', async () => {
    const svg = await cardSvg({
      title: 'AsyncAPI and OpenAPI: a fair comparison',
      cover: readFileSync(COVER),
      coverName: COVER,
    });
    const simpler = simplifyCardSvg(svg);
    // satori's wrappings are there, and gone: the background pattern and the images' masks.
    expect(svg).toContain('<pattern');
    expect(svg.match(/<image [^>]*mask="/g)).toHaveLength(2);
    expect(simpler).not.toContain('<pattern');
    expect(simpler).not.toMatch(/<image [^>]*mask="/);
    expect(simpler).toMatch(/<rect x="0" y="0" width="1200" height="630" fill="url\(#[^)]+\)"\/>/);
    const pixels = (source: string) => new Resvg(source, {font: {loadSystemFonts: false}}).render().pixels;
    expect(Buffer.compare(pixels(simpler), pixels(svg))).toBe(0);
    expect(rasteriseCard(simpler).equals(rasteriseCard(svg))).toBe(true);
  }, 120_000);

  it('leaves a pattern or a mask it cannot prove changes nothing as satori wrote it', () => {
    const gradient = '<linearGradient id="g"><stop offset="0%" stop-color="#000"/></linearGradient>';
    const pattern = `<pattern id="p" x="0" y="0" width="1" height="1" patternUnits="objectBoundingBox">${gradient}<rect x="0" y="0" width="100" height="50" fill="url(#g)"/></pattern>`;
    // The rect using the pattern is another size, or the pattern is used twice.
    const otherSize = `<svg>${pattern}<rect x="0" y="0" width="90" height="50" fill="url(#p)"/></svg>`;
    const twice = `<svg>${pattern}<rect x="0" y="0" width="100" height="50" fill="url(#p)"/><rect x="0" y="0" width="100" height="50" fill="url(#p)"/></svg>`;
    expect(simplifyCardSvg(otherSize)).toBe(otherSize);
    expect(simplifyCardSvg(twice)).toBe(twice);
    // A mask smaller than the image hides part of it.
    const mask =
      '<svg><mask id="m"><rect x="0" y="0" width="10" height="10" fill="#fff"/></mask><image x="0" y="0" width="20" height="10" href="a.png" mask="url(#m)"/></svg>';
    expect(simplifyCardSvg(mask)).toBe(mask);
    const same = mask.replace('width="10" height="10" fill', 'width="20" height="10" fill');
    expect(simplifyCardSvg(same)).not.toContain('mask="');
  });

  it('hashes title, cover and layout, and shrinks long titles', () => {
    const cover = Buffer.from('<svg/>');
    expect(cardHash({title: 'a', cover, coverName: 'c.svg'})).toBe(cardHash({title: 'a', cover, coverName: 'c.svg'}));
    expect(cardHash({title: 'a', cover, coverName: 'c.svg'})).not.toBe(
      cardHash({title: 'b', cover, coverName: 'c.svg'}),
    );
    expect(cardHash({title: 'a', cover, coverName: 'c.svg'})).not.toBe(
      cardHash({title: 'a', cover: Buffer.from('<svg />'), coverName: 'c.svg'}),
    );
    expect(titleFontSize('x'.repeat(80))).toBeLessThan(titleFontSize('short'));
  });

  it('reads PNG sizes only from PNGs', () => {
    expect(pngSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

describe('share card paths', () => {
  it('maps a post permalink to img/share/<slug>.png under the locale base URL', () => {
    expect(shareCardSlug('/blog/asyncapi-vs-openapi', '/')).toBe('asyncapi-vs-openapi');
    expect(shareCardSlug('/de/blog/asyncapi-vs-openapi', '/de/')).toBe('asyncapi-vs-openapi');
    expect(shareCardPath('/blog/2024/01/x', '/')).toBe('img/share/2024-01-x.png');
    expect(shareCardUrl('https://www.asyncapi.com', '/', '/blog/a')).toBe('https://www.asyncapi.com/img/share/a.png');
    expect(shareCardUrl('https://www.asyncapi.com/', '/de/', '/de/blog/a')).toBe(
      'https://www.asyncapi.com/de/img/share/a.png',
    );
  });
});

describe('writeShareCards', () => {
  it('writes one card per post and renders a post again only when it changed', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'share-cards-'));
    const post = (title: string) =>
      ({
        metadata: {
          title,
          source: '@site/blog/asyncapi-vs-openapi/index.md',
          permalink: '/blog/asyncapi-vs-openapi',
          frontMatter: {cover: './cover.svg'},
        },
      }) as unknown as BlogPost;
    const options = {siteDir, outDir: path.join(dir, 'build'), baseUrl: '/', cacheDir: path.join(dir, 'cache')};
    expect(await writeShareCards({...options, posts: [post('One')]})).toMatchObject({cards: 1, rendered: 1, cached: 0});
    expect(await writeShareCards({...options, posts: [post('One')]})).toMatchObject({cards: 1, rendered: 0, cached: 1});
    expect(await writeShareCards({...options, posts: [post('Two')]})).toMatchObject({cards: 1, rendered: 1, cached: 0});
    expect(pngSize(await fs.readFile(path.join(dir, 'build/img/share/asyncapi-vs-openapi.png')))).toEqual({
      width: 1200,
      height: 630,
    });

    const missing = {
      metadata: {
        title: 'x',
        source: '@site/blog/nope/index.md',
        permalink: '/blog/nope',
        frontMatter: {cover: './cover.svg'},
      },
    } as unknown as BlogPost;
    await expect(writeShareCards({...options, posts: [missing]})).rejects.toThrow(
      /cannot read the cover \.\/cover\.svg of @site\/blog\/nope\/index\.md/,
    );
    await fs.rm(dir, {recursive: true, force: true});
  }, 240_000);
});

describe('prerenderShareCards', () => {
  it("renders the cache's missing cards in a worker thread, so postBuild only copies them", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'share-cards-'));
    const cacheDir = path.join(dir, 'cache');
    const post = (title: string, source = '@site/blog/asyncapi-vs-openapi/index.md') =>
      ({
        metadata: {title, source, permalink: `/blog/${title}`, frontMatter: {cover: './cover.svg'}},
      }) as unknown as BlogPost;
    // The unreadable cover is left to postBuild, which names the post; a title twice is one card.
    const posts = [post('one'), post('two'), post('two'), post('broken', '@site/blog/nope/index.md')];
    await fs.mkdir(cacheDir, {recursive: true});
    expect(await missingCards(posts, siteDir, cacheDir)).toHaveLength(2);

    expect(await prerenderShareCards(posts, siteDir, cacheDir)).toMatchObject({jobs: 2, rendered: 2, failed: 0});
    const cached = (await fs.readdir(cacheDir)).filter((f) => f.endsWith('.png'));
    expect(cached).toHaveLength(2);
    expect(pngSize(await fs.readFile(path.join(cacheDir, cached[0]!)))).toEqual({width: 1200, height: 630});
    expect(await missingCards(posts, siteDir, cacheDir)).toEqual([]);
    expect(await prerenderShareCards(posts, siteDir, cacheDir)).toMatchObject({jobs: 0, rendered: 0});
    const options = {siteDir, outDir: path.join(dir, 'build'), baseUrl: '/', cacheDir};
    expect(await writeShareCards({...options, posts: posts.slice(0, 3)})).toMatchObject({rendered: 0, cached: 3});
    await fs.rm(dir, {recursive: true, force: true});
  }, 240_000);

  it('reports a card the worker could not render instead of throwing', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'share-cards-'));
    const blank = {metadata: {title: ' ', source: '@site/blog/x/index.md', permalink: '/blog/x', frontMatter: {}}};
    expect(await prerenderShareCards([blank as unknown as BlogPost], siteDir, dir)).toMatchObject({
      jobs: 1,
      rendered: 0,
      failed: 1,
    });
    expect(await fs.readdir(dir)).toEqual([]);
    await fs.rm(dir, {recursive: true, force: true});
  }, 240_000);
});

describe('the fonts resvg draws cover text with', () => {
  it('are the TrueType files of the font dependency, which resvg reads as they are', () => {
    ([400, 700] as const).forEach((weight) => {
      expect(fontPath(weight)).toMatch(/@expo-google-fonts\/noto-sans\/.+\.ttf$/);
      expect(readFileSync(fontPath(weight)).readUInt32BE(0)).toBe(0x00010000); // the TrueType signature
    });
  });

  it('fail with the missing file named, as a dependency in package.json', async () => {
    let render: typeof import('@site/plugins/share-cards/render') | undefined;
    jest.isolateModules(() => {
      jest.doMock('node:fs', () => ({
        ...jest.requireActual<typeof import('node:fs')>('node:fs'),
        readFileSync: () => {
          throw new Error('ENOENT');
        },
      }));
      render = require('@site/plugins/share-cards/render') as typeof import('@site/plugins/share-cards/render');
    });
    await expect(render!.renderCard({title: 'No font'})).rejects.toThrow(
      /the font .*NotoSans_400Regular\.ttf is missing \(a dependency in package\.json\)/,
    );
    jest.dontMock('node:fs');
  });

  it('draw the text of an SVG cover (without them resvg would leave it out silently)', async () => {
    const svg = (text: string) =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#fff"/>` +
          `<text x="80" y="360" font-family="sans-serif" font-size="160" fill="#000">${text}</text></svg>`,
      );
    const withText = await renderCard({title: 'Fonts', cover: svg('AsyncAPI'), coverName: 'cover.svg'});
    const withoutText = await renderCard({title: 'Fonts', cover: svg(''), coverName: 'cover.svg'});
    expect(withText.equals(withoutText)).toBe(false);
  });
});
