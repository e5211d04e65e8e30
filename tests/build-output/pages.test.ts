/**
 * Every built page, read from build/ without a browser (moved here from the Playwright sweeps, which now keep only
 * what needs a rendering browser): metadata and social tags, one main heading, every local link and image
 * resolving to a built file, the "Up Next" chains, the feed and the social card.
 */
import fs from 'node:fs';
import path from 'node:path';
import {XMLParser} from 'fast-xml-parser';
import {dropdownMenus, otherLinks, topLinks} from '@site/src/data/menus';
import {TOOL_DOCS} from '@site/src/data/toolDocs';
import {isIndexedRoute} from '@site/plugins/local-search';
import {allPages, BUILD, builtText, fileFor, localePages, page, readBuilt, SITE_URL, sitemapPaths} from './site';
import {readIndex} from './searchIndex';

const pages = allPages();
const isGerman = (pathname: string) => pathname === '/de' || pathname.startsWith('/de/');
const germanSitemap = new Set(sitemapPaths('de'));
/** The English page of a German one (`/de/docs/x` → `/docs/x`, `/de` → `/`). */
const englishOf = (pathname: string) => pathname.replace(/^\/de(?=\/|$)/, '') || '/';

describe('the build', () => {
  it('has both locales in its sitemaps', () => {
    expect(sitemapPaths('en').length).toBeGreaterThan(100);
    expect(sitemapPaths('de')).toContain('/de');
    expect(pages).toEqual(expect.arrayContaining(['/', '/de', '/docs', '/blog', '/tools']));
  });

  it('ships no Mermaid runtime: every diagram is a pre-rendered image, the theme serves the dev server only', () => {
    for (const locale of ['', 'de']) {
      const dir = path.join(BUILD, locale, 'assets/js');
      const scripts = fs.readdirSync(dir).filter((f) => f.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(10);
      const withMermaid = scripts.filter((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes('mermaidAPI'));
      expect({dir, withMermaid}).toEqual({dir, withMermaid: []});
    }
  });

  it('ships no path of the machine it was built on (Docusaurus writes plugin options into the client bundle)', () => {
    const siteDir = path.resolve(__dirname, '../..');
    for (const locale of ['', 'de']) {
      const dir = path.join(BUILD, locale, 'assets/js');
      const withPath = fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(dir, f), 'utf8').includes(siteDir));
      expect({dir, withPath}).toEqual({dir, withPath: []});
    }
  });
});

describe("the playground's parser bundle (plugins/parser-bundle)", () => {
  it.each([[''], ['de']])('%s: ships once, under its own name, with its licences beside it', (locale) => {
    const dir = path.join(BUILD, locale, 'assets/js');
    const scripts = fs.readdirSync(dir).filter((f) => f.endsWith('.js'));
    const bundles = scripts.filter((f) => /^asyncapi-parser\.[0-9a-f]{8}\.js$/.test(f));
    expect(bundles).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, bundles[0]!), 'utf8')).toContain('Custom parser must have');
    expect(fs.existsSync(path.join(dir, 'index.js.LICENSE.txt'))).toBe(true);
    // No chunk bundles it again (one of the parser's own error messages, which minifying keeps).
    const copies = scripts.filter(
      (f) => f !== bundles[0] && fs.readFileSync(path.join(dir, f), 'utf8').includes('Custom parser must have'),
    );
    expect(copies).toEqual([]);
  });
});

describe('the search indices', () => {
  // postBuild hooks run concurrently: a page another plugin was rewriting once lost its records (/about).
  it.each([['en'], ['de']] as const)('%s: every indexed page has records', async (locale) => {
    const indexed = new Set<string>();
    for (const name of ['docs', 'resources'] as const) {
      // The sitemap helper writes a locale's home without its trailing slash (/de); the records keep it (/de/).
      for (const record of await readIndex(locale, name)) {
        const pathname = new URL(record.url_without_anchor).pathname;
        indexed.add(pathname === '/' ? '/' : pathname.replace(/\/$/, ''));
      }
    }
    // Untranslated German pages are indexed too: their English text stays findable from the German site.
    const expected = localePages(locale).filter(isIndexedRoute);
    expect(expected.length).toBeGreaterThan(100);
    expect(expected.filter((pathname) => !indexed.has(pathname))).toEqual([]);
  });

  // The German index is read from the German pages: a translated page (in the German sitemap) is found by its
  // German title and text in the German index files, and the English index keeps the English page.
  it('de: a translated page is indexed with its German title and text', async () => {
    const byPage = async (locale: 'en' | 'de') => {
      const pages = new Map<string, {title: string; texts: Set<string>}>();
      for (const name of ['docs', 'resources'] as const) {
        for (const record of await readIndex(locale, name)) {
          const pathname = new URL(record.url_without_anchor).pathname.replace(/\/$/, '') || '/';
          const page = pages.get(pathname) ?? {title: record.hierarchy.lvl1, texts: new Set<string>()};
          if (record.content) page.texts.add(record.content);
          pages.set(pathname, page);
        }
      }
      return pages;
    };
    const [german, english] = await Promise.all([byPage('de'), byPage('en')]);
    const translated = sitemapPaths('de').filter(isIndexedRoute);
    expect(translated.length).toBeGreaterThan(2);
    for (const pathname of translated) {
      const de = german.get(pathname);
      const en = english.get(pathname.replace(/^\/de(?=\/|$)/, '') || '/');
      expect({pathname, indexed: Boolean(de && en)}).toEqual({pathname, indexed: true});
      // Its title is the German page's h1; its text has what the German page says and the English one does not (a
      // page may keep parts in English: the CLI usage page translates its introduction, not the generated reference).
      expect([pathname, de!.title]).toEqual([
        pathname,
        // Soft hyphens (a long German word's break points) are not part of the words a search matches.
        page(pathname)('h1')
          .first()
          .text()
          .replace(/\u00ad/g, '')
          .replace(/\s+/g, ' ')
          .trim(),
      ]);
      const ownTexts = [...de!.texts].filter((text) => !en!.texts.has(text));
      expect({pathname, germanTexts: ownTexts.length > 0}).toEqual({pathname, germanTexts: true});
    }
  });
});

describe('metadata of every built page', () => {
  it.each(pages.map((p) => [p]))('%s: title, description, canonical, social cards, RSS, one h1', (pathname) => {
    const $ = page(pathname);
    const head = $('head');
    expect(head.find('title').length).toBe(1);
    expect(head.find('title').text()).toMatch(/AsyncAPI/);
    expect(head.find('meta[name="description"]').attr('content') ?? '').toMatch(/.{20,}/);
    // A locale's home page is canonical with its trailing slash (/de/), like the root (/). A German page whose content
    // is not translated is a copy of the English page, which is its canonical URL (see "German pages" below).
    const own = pathname === '/' ? '/' : pathname === '/de' ? '/de/' : pathname;
    const canonical = isGerman(pathname) && !germanSitemap.has(pathname) ? englishOf(pathname) : own;
    expect(
      head
        .find('link[rel="canonical"]')
        .map((_, el) => $(el).attr('href'))
        .get(),
    ).toEqual([`${SITE_URL}${canonical}`]);
    expect(head.find('meta[property="og:image"]').attr('content')).toMatch(
      /^https:\/\/www\.asyncapi\.com\/\S+\.(jpg|png|svg)$/,
    );
    expect(head.find('meta[name="twitter:card"]').attr('content')).toBe('summary_large_image');
    expect(head.find('meta[property="og:type"]').attr('content')).toMatch(/^(website|article)$/);
    const rss = head.find('link[rel="alternate"][type="application/rss+xml"]');
    expect(rss.length).toBe(1);
    expect(rss.attr('title')).toBe('RSS Feed for AsyncAPI Initiative Blog');
    expect(rss.attr('href')).toBe(isGerman(pathname) ? '/de/rss.xml' : '/rss.xml');
    expect($('h1').length).toBe(1);
  });

  // Screen reader users move through a page by its headings: a level is never skipped on the way down (Lighthouse's
  // heading-order audit; the playground's group titles were h4 under an h2 section).
  it.each([...pages, '/404.html', '/de/404.html'].map((p) => [p]))(
    '%s: headings descend one level at a time',
    (pathname) => {
      const $ = page(pathname);
      const skips: string[] = [];
      let previous = 0;
      $('h1, h2, h3, h4, h5, h6').each((_, el) => {
        const level = Number(el.tagName.slice(1));
        if (previous && level > previous + 1) skips.push(`h${previous} then h${level} "${$(el).text().trim()}"`);
        previous = level;
      });
      expect(skips).toEqual([]);
    },
  );

  // The cases the Playwright "page metadata" tests checked in a browser: og:type, title and the site card.
  it.each([
    ['/', 'website'],
    ['/docs', 'article'],
    ['/docs/concepts', 'article'],
    ['/blog', 'article'],
    ['/tools', 'website'],
    ['/de', 'website'],
  ])('%s: og:type %s, the site title and the site card', (pathname, type) => {
    const head = page(pathname)('head');
    expect(head.find('meta[property="og:type"]').attr('content')).toBe(type);
    // The German home page has a German title; every other page ends with the site title.
    expect(head.find('title').text()).toMatch(
      isGerman(pathname) ? /AsyncAPI Initiative/ : /AsyncAPI Initiative for event-driven APIs/,
    );
    expect(head.find('meta[property="og:image"]').attr('content')).toBe(
      'https://www.asyncapi.com/img/social/website-card.jpg',
    );
    expect(head.find('meta[name="twitter:image"]').attr('content')).toMatch(/website-card\.jpg$/);
  });

  it('the default description names the AsyncAPI specification', () => {
    expect(page('/')('head meta[name="description"]').attr('content')).toMatch(/AsyncAPI specification/);
  });

  it('a blog post is an article whose og:image is its raster share card, while the page shows its SVG cover', () => {
    const $ = page('/blog/welcome-to-the-new-website');
    const head = $('head');
    expect(head.find('meta[property="og:type"]').attr('content')).toBe('article');
    expect(head.find('meta[property="og:image"]').attr('content')).toBe(
      'https://www.asyncapi.com/img/share/welcome-to-the-new-website.png',
    );
    expect($('article figure img').attr('src')).toMatch(/\.svg$/);
    // The cover is the page's largest paint: it is fetched first.
    expect($('article figure img').attr('fetchpriority')).toBe('high');
  });
});

/** Local URLs (same site) in a page: links, images (src and srcset), scripts, stylesheets, icons. */
function localUrls(pathname: string): {kind: string; url: string}[] {
  const $ = page(pathname);
  const found: {kind: string; url: string}[] = [];
  const add = (kind: string, value: string | undefined) => {
    if (!value) return;
    const url = value.trim();
    if (!url || /^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i.test(url)) return;
    found.push({kind, url: new URL(url, `${SITE_URL}${pathname}`).pathname});
  };
  $('a[href]').each((_, el) => add('link', $(el).attr('href')));
  $('img[src], source[src], video[src]').each((_, el) => add('image', $(el).attr('src')));
  $('img[srcset], source[srcset]').each((_, el) => {
    for (const candidate of ($(el).attr('srcset') ?? '').split(',')) add('image', candidate.trim().split(/\s+/)[0]);
  });
  $('script[src]').each((_, el) => add('script', $(el).attr('src')));
  $('link[href]').each((_, el) => {
    if ($(el).attr('rel') !== 'canonical' && $(el).attr('rel') !== 'alternate')
      add(`link rel=${$(el).attr('rel')}`, $(el).attr('href'));
  });
  return found;
}

const imageChecked = new Map<string, boolean>();

/**
 * Whether a file starts the way its format does (what a browser's "broken image" mostly means for a file that
 * exists: empty, truncated to nothing, an HTML error page saved under an image name).
 */
function looksLikeImage(file: string): boolean {
  let ok = imageChecked.get(file);
  if (ok !== undefined) return ok;
  const fd = fs.openSync(file, 'r');
  const head = Buffer.alloc(512);
  const read = fs.readSync(fd, head, 0, 512, 0);
  fs.closeSync(fd);
  const bytes = head.subarray(0, read);
  const ascii = bytes.toString('latin1');
  const ext = path.extname(file).toLowerCase();
  if (ext === '.svg')
    ok = /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(
      ascii.replace(/^\uFEFF/, ''),
    );
  else if (ext === '.png')
    ok = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  else if (ext === '.jpg' || ext === '.jpeg') ok = read >= 2 && bytes.readUInt16BE(0) === 0xffd8;
  else if (ext === '.gif') ok = ascii.startsWith('GIF8');
  else if (ext === '.webp') ok = ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP';
  else if (ext === '.avif') ok = ascii.slice(4, 12).startsWith('ftypavi');
  else if (ext === '.ico') ok = read >= 4 && bytes.readUInt32BE(0) === 0x00000100;
  else ok = read > 0;
  imageChecked.set(file, ok);
  return ok;
}

describe('German pages', () => {
  const german = localePages('de');
  const hreflangs = ($: ReturnType<typeof page>) =>
    $('head link[rel="alternate"][hreflang]')
      .map((_, el) => `${$(el).attr('hreflang')} ${$(el).attr('href')}`)
      .get()
      .sort();

  it('are built for every English page', () => {
    expect(german.length).toBe(localePages('en').length);
  });

  // A page is either translated (German text, its own canonical URL, the hreflang pair, in the German sitemap) or
  // marked (the notice, English text marked lang="en", its canonical on the English page, no hreflang, not in the
  // German sitemap). One sweep over every German page and its English counterpart.
  it('are each either translated or marked as English, and the English page agrees', () => {
    const wrong: string[] = [];
    for (const pathname of german) {
      const $ = page(pathname);
      const english = englishOf(pathname);
      const $en = page(english);
      const problems: string[] = [];
      const notice = $('[data-testid="translation-notice"]');
      const englishText = $('[lang="en"]').filter((_, el) => $(el).find('h1, .markdown, article').length > 0);
      const canonical = $('head link[rel="canonical"]').attr('href');
      const own = `${SITE_URL}${pathname === '/de' ? '/de/' : pathname}`;
      const englishUrl = `${SITE_URL}${english}`;
      if ($('html').attr('lang') !== 'de') problems.push('html lang is not de');
      if (germanSitemap.has(pathname)) {
        if (canonical !== own) problems.push(`canonical ${canonical}`);
        if (englishText.length > 0) problems.push('content marked lang="en"');
        // A page that says it is translated shows other text than the English page (a React page's declaration too).
        if ($('main').text() === $en('main').text()) problems.push('its text is the English text');
        // Its headings keep the English anchors, so a link to a section works in both languages.
        const anchors = (doc: ReturnType<typeof page>) =>
          doc('main :is(h2, h3, h4)[id]')
            .map((_, el) => doc(el).attr('id'))
            .get()
            .join(' ');
        if (anchors($) !== anchors($en)) problems.push(`heading anchors "${anchors($)}", English "${anchors($en)}"`);
        if (notice.length > 0 && !/älteren Fassung/.test(notice.text())) problems.push(`notice "${notice.text()}"`);
        const pair = [
          `de ${own}`,
          `en ${englishUrl === `${SITE_URL}/` ? `${SITE_URL}/` : englishUrl}`,
          `x-default ${englishUrl}`,
        ].sort();
        if (hreflangs($).join() !== pair.join()) problems.push(`hreflang ${hreflangs($).join()}`);
        if (hreflangs($en).join() !== pair.join()) problems.push(`English page hreflang ${hreflangs($en).join()}`);
      } else {
        if (canonical !== englishUrl) problems.push(`canonical ${canonical}, not the English page`);
        if (notice.length !== 1) problems.push('no notice');
        else if (!/noch nicht übersetzt|nur auf Englisch/.test(notice.text()))
          problems.push(`notice "${notice.text()}"`);
        if (notice.find(`a[href="${english}"]`).length !== 1)
          problems.push('the notice does not link the English page');
        if (englishText.length === 0) problems.push('content not marked lang="en"');
        if (hreflangs($).length > 0) problems.push(`hreflang ${hreflangs($).join()}`);
        if (hreflangs($en).some((entry) => entry.startsWith('de '))) problems.push('the English page names it as de');
      }
      if (problems.length > 0) wrong.push(`${pathname}: ${problems.join('; ')}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('links and images of every built page', () => {
  it.each(pages.map((p) => [p]))('%s: every local link, image, script and stylesheet is in the build', (pathname) => {
    const missing = localUrls(pathname)
      .filter(({url}) => !fileFor(url))
      .map(({kind, url}) => `${kind} ${url}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it.each(pages.map((p) => [p]))(
    '%s: every local image is an image file (by its first bytes) and has an alt attribute',
    (pathname) => {
      const $ = page(pathname);
      const problems: string[] = [];
      $('img').each((_, el) => {
        const src = $(el).attr('src') ?? '';
        if ($(el).attr('alt') === undefined) problems.push(`no alt: ${src}`);
        if (!src || /^(?:[a-z]+:|\/\/)/i.test(src)) return;
        const file = fileFor(new URL(src, `${SITE_URL}${pathname}`).pathname);
        if (file && !looksLikeImage(file)) problems.push(`not a readable image: ${src}`);
      });
      expect(problems).toEqual([]);
    },
  );

  // A link is http(s), mailto:, tel:, a path or an anchor: anything else (a `pathname://` left in raw HTML, which only
  // Markdown links and <Link> resolve; `javascript:`) reaches the reader as a broken link.
  it('no link of any built page has a scheme a browser cannot follow', () => {
    const wrong = pages.flatMap((pathname) => {
      const $ = page(pathname);
      return $('a[href]')
        .map((_, el) => $(el).attr('href') ?? '')
        .get()
        .filter((href) => /^[a-z][a-z0-9+.-]*:/i.test(href) && !/^(https?|mailto|tel):/i.test(href))
        .map((href) => `${pathname}: ${href}`);
    });
    expect(wrong).toEqual([]);
  });
});

describe('the site menu', () => {
  // The dropdowns' links are rendered only while a dropdown is open, so no built page holds them and Docusaurus's
  // broken link check never sees them: each local one must be a built page of both locales.
  const local = [...dropdownMenus.flatMap((menu) => menu.items), ...topLinks, ...otherLinks]
    .map((item) => item.href)
    .filter((href) => href.startsWith('/'));

  it('links only to built pages, in both locales', () => {
    expect(local.length).toBeGreaterThan(20);
    const missing = local.flatMap((href) => [href, `/de${href}`]).filter((pathname) => !fileFor(pathname));
    expect(missing).toEqual([]);
  });

  it('is in no built page while closed: the top bar holds the dropdown buttons, not their links', () => {
    const $ = page('/docs/concepts/channel');
    const menu = $('[data-testid="site-menu"]');
    expect(menu.find('button[aria-controls]').length).toBe(dropdownMenus.length);
    expect(menu.find('[hidden] a').length).toBe(0);
  });
});

describe('stylesheets of every built page', () => {
  const linkedCss = (pathname: string): string => {
    const $ = page(pathname);
    return $('link[rel="stylesheet"]')
      .map((_, el) => builtText(new URL($(el).attr('href') ?? '', `${SITE_URL}${pathname}`).pathname))
      .get()
      .join('\n');
  };

  // The navbar's search button is on every page; with stylesheets per route (plugins/built-html) its styles must
  // be linked by every page's HTML, DocSearch's own and the site's palette for it.
  // A Suspense boundary the server could not finish at once is written as a hidden fallback and swapped in by an inline
  // script (content invisible without it, a script the security headers must hash). Code blocks must never do that
  // (src/theme/CodeBlock/Content).
  it.each(pages.map((p) => [p]))('%s: no content streamed in by an inline script', (pathname) => {
    const html = fs.readFileSync(fileFor(pathname)!, 'utf8');
    expect(html).not.toMatch(/<div hidden id="?S:/);
    expect(html).not.toMatch(/\$RC\(|\$RT=/);
  });

  // The not-found page's component is loaded by the `*` route, which no route chunk list names (plugins/built-html finds
  // its chunk in the compilation): without its stylesheet the destination cards painted as a list, then moved.
  it.each([['/404.html'], ['/de/404.html']])('%s: its destination cards are styled on first paint', (pathname) => {
    const $ = page(pathname);
    const classes = ($('[data-testid="not-found"] ul').attr('class') ?? '').split(/\s+/).filter(Boolean);
    expect(classes.length).toBeGreaterThan(0);
    const css = linkedCss(pathname);
    for (const name of classes) expect(css).toMatch(new RegExp(`\\.${name}\\{[^}]*display:grid`));
  });

  it.each(pages.map((p) => [p]))('%s: the search button is styled on first paint', (pathname) => {
    const css = linkedCss(pathname);
    expect(css).toMatch(/\.DocSearch-Button-Placeholder\{/);
    expect(css).toMatch(/\.DocSearch-Button,\.DocSearch-Container\{--docsearch-primary-color:/);
    // The dialog's styles come with the dialog's chunk, not with the page.
    expect(css).not.toMatch(/\.DocSearch-Modal\{/);
  });
});

describe('scripts of every built page', () => {
  /**
   * What a page must not load unless it shows it (issue 15: no page pays for a feature it does not show), found by a
   * string only that feature's built code holds. `shownOn`: the pages that show it (their scripts may hold it);
   * `null`: no page's HTML names it (the feature loads on demand, or its data stays in the HTML).
   */
  const FEATURES: {feature: string; marker: string; shownOn: RegExp | null}[] = [
    // The generated Reference's tables are in the HTML; the page's scripts leave them out
    // (plugins/spec-reference/staticTables.ts), so a reader does not download their markup twice.
    {feature: 'the markup of a generated table', marker: '<thead><tr><th>', shownOn: null},
    // The playground's editor loads when the reader opens it.
    {feature: 'the CodeMirror editor', marker: 'cm-editor', shownOn: null},
    // The playgrounds start the parser's worker.
    {
      feature: 'the AsyncAPI parser worker',
      marker: 'new Worker',
      shownOn: /\/docs\/(tutorials\/streetlights-interactive|tools\/glee\/crypto-websockets-interactive)$/,
    },
    {
      feature: 'the Specification Explorer',
      marker: 'spec-explorer-selected',
      shownOn: /\/specification\/v[\d.]+-explorer$/,
    },
    {feature: 'the finance chart', marker: 'Categories in ', shownOn: /\/finance$/},
  ];
  /** The URL paths of the scripts a page's HTML names (script tags and preloads). */
  const namedScripts = (pathname: string): string[] => {
    const $ = page(pathname);
    return [
      ...$('script[src]').map((_, el) => $(el).attr('src')),
      ...$('link[rel="preload"][as="script"], link[rel="modulepreload"]').map((_, el) => $(el).attr('href')),
    ].map((src) => new URL(src, `${SITE_URL}${pathname}`).pathname);
  };
  const named = new Map(pages.map((pathname) => [pathname, namedScripts(pathname)]));
  /** Every English script of the build, read once for all the markers. */
  const englishScripts = () =>
    fs.readdirSync(path.join(BUILD, 'assets/js')).map((name) => builtText(`/assets/js/${name}`));

  it('carry no code of a feature the page does not show', () => {
    const offending: string[] = [];
    for (const [pathname, scripts] of named) {
      for (const {feature, marker, shownOn} of FEATURES) {
        if (shownOn?.test(pathname)) continue;
        const holding = scripts.filter((script) => builtText(script).includes(marker));
        if (holding.length) offending.push(`${pathname}: ${feature} in ${holding.join(', ')}`);
      }
    }
    expect(offending).toEqual([]);
    expect(new Set([...named.values()].flat()).size).toBeGreaterThan(100);
  });

  it.each(FEATURES.map((f) => [f.feature, f]))('%s: the marker finds its code in the build', (_, {marker, shownOn}) => {
    expect(englishScripts().some((text) => text.includes(marker))).toBe(true);
    if (shownOn) {
      // The pages that show the feature load the code the marker finds (in both locales).
      const showing = [...named].filter(([pathname]) => shownOn.test(pathname));
      expect(showing.length).toBeGreaterThanOrEqual(2);
      for (const [pathname, scripts] of showing)
        expect({pathname, loads: scripts.some((s) => builtText(s).includes(marker))}).toEqual({
          pathname,
          loads: true,
        });
    }
  });

  it('the generated pages have their tables in the HTML', () => {
    for (const pathname of ['/docs/reference/specification/v3.1.0', '/de/docs/reference/specification/v3.0.0'])
      expect(page(pathname)('.table-scroll > table').length).toBeGreaterThan(50);
  });
});

describe('the "Up Next" chains', () => {
  /** Docs URLs of the English sitemap, without the tag pages. */
  const docsUrls = () => sitemapPaths('en').filter((p) => p.startsWith('/docs') && !p.startsWith('/docs/tags'));

  const walk = (start: string): string[] => {
    const chain: string[] = [];
    let next: string | null = start;
    while (next) {
      expect(chain).not.toContain(next);
      chain.push(next);
      const href: string | undefined = page(next)('a.pagination-nav__link--next').attr('href');
      next = href ?? null;
    }
    return chain;
  };

  it('visit every docs page once: the main docs in section weight order, each tool docs inside its instance', () => {
    const main = walk('/docs');
    const tools = TOOL_DOCS.map((tool) => walk(`/${tool.routeBasePath}`));
    TOOL_DOCS.forEach((tool, i) => {
      expect([
        tool.id,
        tools[i]!.every((p) => p === `/${tool.routeBasePath}` || p.startsWith(`/${tool.routeBasePath}/`)),
      ]).toEqual([tool.id, true]);
    });
    expect([...main, ...tools.flat()].sort()).toEqual(docsUrls().sort());
    const firstIndex = (section: string) =>
      main.findIndex((p) => p === `/docs/${section}` || p.startsWith(`/docs/${section}/`));
    const order = ['concepts', 'tutorials', 'tools', 'guides', 'reference', 'migration', 'community'].map(firstIndex);
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});

describe('the breadcrumbs of every docs page (src/theme/DocBreadcrumbs: wraps of Items/Home and StructuredData)', () => {
  const docsPages = pages.filter((pathname) => /^(\/de)?\/docs(\/|$)/.test(pathname));
  /** The JSON-LD BreadcrumbList's names and URLs, and the visible trail after the home item (text, link). */
  const crumbsOf = (pathname: string) => {
    const $ = page(pathname);
    const lists = $('script[type="application/ld+json"]')
      .toArray()
      .map((el) => JSON.parse($(el).text()) as {'@type': string; itemListElement?: {name: string; item: string}[]})
      .filter((json) => json['@type'] === 'BreadcrumbList');
    const trail = $('nav.theme-doc-breadcrumbs li.breadcrumbs__item')
      .toArray()
      .slice(1)
      .map((li) => ({text: $(li).text(), href: $(li).find('a').attr('href')}));
    return {lists, trail};
  };

  it('the JSON-LD lists the visible trail, and a tool page starts with Docs > Tools > <tool> (German labels in /de)', () => {
    const mismatches: string[] = [];
    let toolPages = 0;
    for (const pathname of docsPages) {
      const {lists, trail} = crumbsOf(pathname);
      if (trail.length === 0) continue;
      expect({pathname, lists: lists.length}).toEqual({pathname, lists: 1});
      const items = lists[0]!.itemListElement ?? [];
      const names = items.map((item) => item.name);
      if (JSON.stringify(names) !== JSON.stringify(trail.map((crumb) => crumb.text)))
        mismatches.push(`${pathname}: JSON-LD ${names.join(' > ')}, trail ${trail.map((c) => c.text).join(' > ')}`);
      trail.forEach(({href}, index) => {
        const url = items[index]?.item.replace(/\/$/, '');
        if (href && url !== `${SITE_URL}${href}`.replace(/\/$/, ''))
          mismatches.push(`${pathname}: item ${index + 1} links ${href}, JSON-LD ${url}`);
      });
      const locale = isGerman(pathname) ? '/de' : '';
      const tool = TOOL_DOCS.find((t) => englishOf(pathname).startsWith(`/${t.routeBasePath}`));
      if (tool) {
        toolPages += 1;
        const lead: Array<[string, string]> = [
          [isGerman(pathname) ? 'Dokumentation' : 'Docs', `${locale}/docs`],
          ['Tools', `${locale}/docs/tools`],
          [tool.label, `${locale}/${tool.routeBasePath}`],
        ];
        // Each lead item links its page, except the tool's index page's own item (the current page, no link).
        const starts = lead.every(
          ([text, href], index) =>
            trail[index]?.text === text &&
            (trail[index]!.href === undefined ? index === trail.length - 1 : trail[index]!.href === href),
        );
        if (!starts) mismatches.push(`${pathname}: starts ${JSON.stringify(trail.slice(0, 3))}`);
      }
      if (!tool && ['Docs', 'Dokumentation'].includes(trail[0]!.text))
        mismatches.push(`${pathname}: a main docs page with the tool pages' lead`);
    }
    expect(mismatches).toEqual([]);
    expect(toolPages).toBeGreaterThan(60);
  });
});

describe('the blog listing (blogListComponent: src/components/BlogListing)', () => {
  /** The scripts a page's HTML names (script tags and preloads), as the browser loads them for the page. */
  const scriptsOf = (pathname: string): string[] => {
    const $ = page(pathname);
    return [
      ...$('script[src]').map((_, el) => $(el).attr('src')),
      ...$('link[rel="preload"][as="script"], link[rel="modulepreload"]').map((_, el) => $(el).attr('href')),
    ];
  };

  it.each([['/blog'], ['/de/blog']])(
    "%s: the site's listing, its cards from one module rather than one script per post (plugins/blog)",
    (pathname) => {
      const $ = page(pathname);
      // The site's listing: the first step of cards server-rendered, the rest linked for readers without JavaScript.
      expect($('main [data-testid="blog-card"]')).toHaveLength(24);
      const listed = 24 + $('noscript').text().split('href=').length - 1;
      expect(listed).toBeGreaterThan(80);
      // With the plugin's per-post modules the page named 90 scripts; with one module, 5.
      expect(scriptsOf(pathname).length).toBeLessThan(15);
    },
  );
});

describe('the blog feed', () => {
  it('/rss.xml has the feed title and complete items', () => {
    const channel = new XMLParser({ignoreAttributes: false}).parse(readBuilt('rss.xml')).rss.channel;
    expect(channel.title).toBe('RSS Feed for AsyncAPI Initiative Blog');
    const items: {title: string; link: string; pubDate: string; description: string; author: string}[] = Array.isArray(
      channel.item,
    )
      ? channel.item
      : [channel.item];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(String(item.title)).not.toBe('');
      expect(item.link).toMatch(/^https:\/\/www\.asyncapi\.com\/blog\/[a-z0-9.-]+$/);
      expect(fileFor(item.link.replace(SITE_URL, ''))).not.toBeNull();
      expect(Number.isNaN(new Date(item.pubDate).getTime())).toBe(false);
      expect(String(item.description).trim()).not.toBe('');
      expect(item.author).toMatch(/^\S+@\S+ \(.+\)$/);
    }
    const welcome = items.find((item) => item.link === `${SITE_URL}/blog/welcome-to-the-new-website`);
    expect(welcome?.author).toBe('info@asyncapi.com (AsyncAPI Docs Team)');
  });
});

describe('the social card', () => {
  it('is a 1200x630 JPEG', () => {
    const body = fs.readFileSync(path.join(BUILD, 'img/social/website-card.jpg'));
    expect(body.readUInt16BE(0)).toBe(0xffd8);
    // Read the JPEG's SOF0/SOF2 frame header for its size.
    let offset = 2;
    let size: {width: number; height: number} | undefined;
    while (offset < body.length) {
      const marker = body.readUInt16BE(offset);
      const length = body.readUInt16BE(offset + 2);
      if (marker === 0xffc0 || marker === 0xffc2) {
        size = {height: body.readUInt16BE(offset + 5), width: body.readUInt16BE(offset + 7)};
        break;
      }
      offset += 2 + length;
    }
    expect(size).toEqual({width: 1200, height: 630});
  });
});
