/**
 * The German build speaks German in the browser tab and in search results: every German page's <title> ends with
 * the German site title (the home page's title is the German site title itself), the 404 page included; every
 * translated page and every page whose text is the interface's (the home page, the 404 page) has a German
 * description; and an untranslated page's English text stays English throughout (no German fact inside an English
 * sentence), the same text as its English page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {SITE_TITLE, DEFAULT_DESCRIPTION} from '@site/src/data/site';
import {fileFor, localePages, page, sitemapPaths} from './site';

const root = path.resolve(__dirname, '../..');
const germanMessages = JSON.parse(fs.readFileSync(path.join(root, 'i18n/de/code.json'), 'utf8')) as Record<
  string,
  {message: string}
>;
const GERMAN_TITLE = germanMessages['home.meta.title']!.message;
const GERMAN_DESCRIPTION = germanMessages['home.meta.description']!.message;
const englishOf = (pathname: string) => pathname.replace(/^\/de(?=\/|$)/, '') || '/';

const german = localePages('de');
const translated = new Set(sitemapPaths('de'));

const title = (pathname: string) => page(pathname)('head title').text();
const meta = (pathname: string, selector: string) => page(pathname)(`head meta[${selector}]`).attr('content') ?? '';

describe('German titles and descriptions', () => {
  it('the German site title is German', () => {
    expect(GERMAN_TITLE).toBe('AsyncAPI Initiative für ereignisgesteuerte APIs');
    expect(GERMAN_TITLE).not.toBe(SITE_TITLE);
    expect(GERMAN_DESCRIPTION).not.toBe(DEFAULT_DESCRIPTION);
  });

  it('every German page, and the 404 page, has the German site title in its <title> and og:title', () => {
    expect(fileFor('/de/404.html')).not.toBeNull();
    const wrong: string[] = [];
    for (const pathname of [...german, '/de/404.html']) {
      const expected = (value: string) => value === GERMAN_TITLE || value.endsWith(` | ${GERMAN_TITLE}`);
      const tab = title(pathname);
      const og = meta(pathname, 'property="og:title"');
      if (!expected(tab) || !expected(og)) wrong.push(`${pathname}: "${tab}", og:title "${og}"`);
    }
    expect(german.length).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });

  it('every English page keeps the English site title', () => {
    for (const pathname of ['/', '/docs/concepts/channel', '/404.html'])
      expect(title(pathname)).toMatch(new RegExp(`(^| \\| )${SITE_TITLE}$`));
  });

  it('the German 404 page and home page have the German description', () => {
    for (const pathname of ['/de/404.html', '/de']) {
      expect(meta(pathname, 'name="description"')).toBe(GERMAN_DESCRIPTION);
      expect(meta(pathname, 'property="og:description"')).toBe(GERMAN_DESCRIPTION);
    }
  });

  it('every translated page has its own German description, not the English one', () => {
    const wrong: string[] = [];
    for (const pathname of translated) {
      const description = meta(pathname, 'name="description"');
      const english = meta(englishOf(pathname), 'name="description"');
      if (description === '' || description === english || description === DEFAULT_DESCRIPTION)
        wrong.push(`${pathname}: "${description}"`);
    }
    expect(translated.size).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
  });
});

describe('untranslated German pages', () => {
  // The English text under the German interface is the English page's text, word for word: components inside it
  // (a tool fact's "Node.js 24.0.0 or later") follow the text's language, not the interface's.
  it('show the English text of their English page, with no German inside it', () => {
    const untranslated = german.filter((pathname) => !translated.has(pathname) && pathname !== '/de');
    const wrong: string[] = [];
    for (const pathname of untranslated) {
      const $ = page(pathname);
      const $en = page(englishOf(pathname));
      const text = $('[lang="en"] .markdown').first().text();
      const english = $en('.markdown').first().text();
      if (text !== english) {
        const at = [...text].findIndex((char, index) => char !== english[index]);
        wrong.push(`${pathname}: "${text.slice(Math.max(0, at - 40), at + 40)}"`);
      }
    }
    expect(untranslated.length).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });

  it('a translated page names the tools’ Node.js versions in German, as its text (/de/docs/tools)', () => {
    // The other side of the rule above: the tool facts follow the language of the text around them.
    expect(translated.has('/de/docs/tools')).toBe(true);
    const text = page('/de/docs/tools')('.markdown').text();
    expect(text).toMatch(/Node\.js \d+\.\d+\.\d+ oder neuer/);
    expect(text).not.toMatch(/or later/);
  });
});
