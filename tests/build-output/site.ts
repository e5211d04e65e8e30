/**
 * The production build as the browser would see it, read from disk: the URL of every built page (from both
 * sitemaps), the file that serves a URL (as scripts/serve.mjs resolves it with trailingSlash: false), and the
 * parsed HTML. Everything here throws when build/ is missing or incomplete: these tests never skip.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';

/** build/, or BUILD_DIR (a copy to check, for example one broken on purpose to see these tests fail). */
export const BUILD = path.resolve(process.env.BUILD_DIR ?? path.join(__dirname, '../../build'));
export const SITE_URL = 'https://www.asyncapi.com';
export const LOCALES = ['en', 'de'] as const;

function requireFile(file: string): string {
  if (!fs.existsSync(file)) {
    throw new Error(`Missing ${path.relative(process.cwd(), file)}: build both locales first (npx docusaurus build).`);
  }
  return file;
}

/** The sitemap of a locale: its page paths, without trailing slash (the home pages are / and /de). */
export function sitemapPaths(locale: (typeof LOCALES)[number] = 'en'): string[] {
  const file = requireFile(path.join(BUILD, ...(locale === 'en' ? [] : [locale]), 'sitemap.xml'));
  return [...fs.readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const pathname = match[1]!.replace(SITE_URL, '');
    return pathname === '' || pathname === '/' ? '/' : pathname.replace(/\/$/, '');
  });
}

/**
 * Every page a locale builds. A locale's sitemap lists only the pages in its language (plugins/translations), but every
 * English page is also built under /de (its English text under the German interface), so German pages are the English
 * sitemap's paths under /de that were built.
 */
export function localePages(locale: (typeof LOCALES)[number]): string[] {
  const english = sitemapPaths('en');
  if (locale === 'en') return english;
  return english
    .map((pathname) => (pathname === '/' ? `/${locale}` : `/${locale}${pathname}`))
    .filter((p) => fileFor(p));
}

/** Every built page of both locales. */
export function allPages(): string[] {
  return [...new Set(LOCALES.flatMap((locale) => localePages(locale)))].sort();
}

/** The built file that answers `pathname` (no query or hash), or null: the same lookup as the preview server. */
export function fileFor(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const target = path.join(BUILD, decoded);
  if (target !== BUILD && !target.startsWith(`${BUILD}${path.sep}`)) return null;
  const candidates = decoded.endsWith('/')
    ? [path.join(target, 'index.html')]
    : [target, `${target}.html`, path.join(target, 'index.html')];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

const cache = new Map<string, CheerioAPI>();

/** The parsed HTML of a built page. Throws when the page was not built. */
export function page(pathname: string): CheerioAPI {
  let $ = cache.get(pathname);
  if (!$) {
    const file = fileFor(pathname);
    if (!file || !file.endsWith('.html'))
      throw new Error(`No built page for ${pathname} in ${BUILD}: build both locales first.`);
    $ = load(fs.readFileSync(file, 'utf8'));
    cache.set(pathname, $);
  }
  return $;
}

export function readBuilt(relative: string): string {
  return fs.readFileSync(requireFile(path.join(BUILD, relative)), 'utf8');
}

const texts = new Map<string, string>();

/** The text of the built file a URL path serves (`/assets/js/x.js`), read once; '' when no file answers it. */
export function builtText(urlPath: string): string {
  let text = texts.get(urlPath);
  if (text === undefined) {
    const file = fileFor(urlPath);
    text = file ? fs.readFileSync(file, 'utf8') : '';
    texts.set(urlPath, text);
  }
  return text;
}
