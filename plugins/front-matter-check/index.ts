/**
 * Front-matter checks for every Markdown file the content plugins read (docs, blog posts, Markdown pages).
 * Plugged in as the site's `markdown.parseFrontMatter` hook, so the same rule runs in `start` and `build`
 * and a bad file fails with a message naming it (ARCHITECTURE.md, rule "Pages and metadata").
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {ParseFrontMatter} from '@docusaurus/types';
import {parseMarkdownContentTitle} from '@docusaurus/utils';
import {parseBlogFileName} from '@docusaurus/plugin-content-blog/lib/blogUtils.js';
import {BLOG_POST_TYPES, isBlogPostType} from '../../src/lib/blog';
import {boolean, describeProblem, httpsUrl, object} from '../data-checks/schema';

/** The kinds of Markdown file the content plugins read, as the title error names them. */
export type ContentKind = 'docs' | 'blog' | 'page';

/** The start of the error a file without a title fails with, by kind ("Docs page title is required: docs/a.md"). */
export const TITLE_REQUIRED: Readonly<Record<ContentKind, string>> = {
  docs: 'Docs page title is required',
  blog: 'Blog post title is required',
  page: 'Page title is required',
};

/** Markdown pages that may have no title (ARCHITECTURE.md, rule "Pages and metadata": all but /about). Paths relative to the site. */
export const TITLE_OPTIONAL = [/^src\/pages\/about\.mdx?$/];

/** Which content plugin reads the file: blog posts and Markdown pages by their folders, docs otherwise. */
export function contentKind(file: string): ContentKind {
  if (isBlogPostFile(file)) return 'blog';
  if (isMarkdownPageFile(file)) return 'page';
  return 'docs';
}

/** A file's front matter block; group 1 is its YAML. */
const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * The page's title when its text starts with a `# Heading`, which Docusaurus takes as the title when the front
 * matter has none: read by Docusaurus's own function, so the check agrees with the title the page gets.
 */
export function contentTitle(fileContent: string): string | undefined {
  return parseMarkdownContentTitle(fileContent.replace(FRONT_MATTER, '')).contentTitle || undefined;
}

/**
 * A docs page's place in its sidebar level. `weight` is this site's name for Docusaurus's `sidebar_position` and means
 * exactly the same (a folder's place is its `index.md`'s, as in any Docusaurus site, unless its `_category_.json` sets
 * `position`). A page may set either; setting both to different values is an error, since one of them would be
 * silently ignored. `sidebar_position` itself is checked by the docs plugin's own schema (`validateDocFrontMatter`).
 */
function checkSidebarPosition(frontMatter: Record<string, unknown>, file: string): void {
  const {weight, sidebar_position: position} = frontMatter;
  if (weight !== undefined && (typeof weight !== 'number' || !Number.isFinite(weight)))
    throw new Error(`Invalid weight ${JSON.stringify(weight)} in ${file} (expected a number)`);
  if (weight !== undefined && position !== undefined && weight !== position) {
    throw new Error(
      `${file} sets weight: ${String(weight)} and sidebar_position: ${String(position)}; both give the page's place in its sidebar level: keep one`,
    );
  }
}

function relative(filePath: string, siteDir: string): string {
  return path.relative(siteDir, filePath).split(path.sep).join('/');
}

/**
 * Blog posts, as the blog plugin's `include` and `exclude` options read them: `blog/<slug>/index.md(x)` and, as in any
 * Docusaurus blog, a single file `blog/<name>.md(x)` (often date-prefixed: `blog/2026-11-26-my-post.md`). Not
 * blog/README.md (contributor documentation) nor `_`-prefixed files and folders. German translations of posts live in
 * `i18n/<locale>/docusaurus-plugin-content-blog/` with the same layout.
 */
export function isBlogPostFile(file: string): boolean {
  const inBlog = /^(?:blog|i18n\/[^/]+\/docusaurus-plugin-content-blog)\/(.+)$/.exec(file)?.[1];
  if (inBlog === undefined) return false;
  return /^[^/_][^/]*\/index\.mdx?$/.test(inBlog) || (/^[^/_][^/]*\.mdx?$/.test(inBlog) && inBlog !== 'README.md');
}

/** The keys of blog/authors.yml (read on every check so `start` picks up new authors). */
export function readAuthorKeys(siteDir: string): string[] {
  const file = path.join(siteDir, 'blog', 'authors.yml');
  if (!fs.existsSync(file)) return [];
  const data = yaml.load(fs.readFileSync(file, 'utf8'));
  return data && typeof data === 'object' ? Object.keys(data) : [];
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/;

/**
 * A real ISO date, checked from the text: 2024-02-30 and 25:00 are refused, where Date (and YAML, which
 * turns an unquoted timestamp into a Date) would silently roll them over. A Date is accepted only when the
 * raw text is not at hand (see rawFrontMatterValue).
 */
export function isIsoDate(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value.trim());
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0, offsetHour = 0, offsetMinute = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const parsed = new Date(Date.UTC(year!, month! - 1, day!));
  return (
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month! - 1 &&
    parsed.getUTCDate() === day &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHour <= 23 &&
    offsetMinute <= 59
  );
}

/**
 * The value of a top-level front-matter key as written, before YAML's timestamp type rolls an impossible
 * date over (`2026-02-30T12:00:00Z` loads as 2 March): the front matter read with the core schema, which
 * has no timestamp type, so dates stay strings. Undefined when the file has no readable front matter.
 */
export function rawFrontMatterValue(fileContent: string, key: string): unknown {
  const block = FRONT_MATTER.exec(fileContent)?.[1];
  if (block === undefined) return undefined;
  try {
    const data = yaml.load(block, {schema: yaml.CORE_SCHEMA});
    return data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
}

/** What a blog cover may be: an image file the site can show as og:image. */
export const COVER_EXTENSIONS = ['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif'];

/** True when `child` is `folder` itself or inside it. */
function isInside(child: string, folder: string): boolean {
  const relativePath = path.relative(folder, child);
  return relativePath !== '..' && !relativePath.startsWith(`..${path.sep}`) && !path.isAbsolute(relativePath);
}

/** The optional blog fields of a plain type, checked with the data files' builders (`field "featured" must be …`). */
const OPTIONAL_BLOG_FIELDS = object({featured: boolean().optional(), canonical: httpsUrl().optional()});

/** The blog-only rules (blog/README.md). `file` is relative to the site; errors name it and the field. */
export function checkBlogFrontMatter(
  frontMatter: Record<string, unknown>,
  filePath: string,
  file: string,
  authorKeys: readonly string[],
  rawDate?: unknown,
): void {
  const {type, cover, authors, featured, canonical} = frontMatter;
  // The date as written when the raw text is known (a rolled-over Date would hide 2026-02-30).
  const date = rawDate ?? frontMatter.date;
  if (!isBlogPostType(type)) {
    const expected = `expected one of ${BLOG_POST_TYPES.join(', ')}`;
    throw new Error(
      type === undefined
        ? `Missing blog post field "type" in ${file} (${expected})`
        : `Unknown blog post type ${JSON.stringify(type)} in ${file} (${expected})`,
    );
  }
  // A post dated by its path (`blog/2026-11-26-my-post.md`), as the blog plugin's own function reads it, may omit it.
  if (date === undefined && parseBlogFileName(file).date === undefined)
    throw new Error(
      `Missing blog post field "date" in ${file} (expected an ISO date such as 2024-01-05T12:00:00Z, or a file name that starts with one: blog/2024-01-05-my-post.md)`,
    );
  if (date !== undefined && !isIsoDate(date)) {
    throw new Error(
      `Invalid blog post date ${JSON.stringify(date)} in ${file} (field "date": expected an ISO date such as 2024-01-05T12:00:00Z)`,
    );
  }
  if (typeof cover !== 'string' || cover.trim() === '') {
    throw new Error(
      `Missing blog post field "cover" in ${file} (expected a path to an image beside the post, e.g. ./cover.svg)`,
    );
  }
  const postFolder = path.dirname(filePath);
  const coverPath = path.resolve(postFolder, cover);
  if (/^[a-z][a-z0-9+.-]*:/i.test(cover) || path.isAbsolute(cover) || !isInside(coverPath, postFolder)) {
    throw new Error(
      `Blog post cover "${cover}" is outside the post's folder in ${file} (field "cover": expected an image beside the post, e.g. ./cover.svg)`,
    );
  }
  if (!COVER_EXTENSIONS.includes(path.extname(coverPath).toLowerCase())) {
    throw new Error(
      `Blog post cover "${cover}" is not an image in ${file} (field "cover": expected one of ${COVER_EXTENSIONS.join(', ')})`,
    );
  }
  if (!fs.existsSync(coverPath) || !fs.statSync(coverPath).isFile()) {
    throw new Error(`Blog post cover "${cover}" not found in ${file} (field "cover" is resolved relative to the post)`);
  }
  // A symbolic link must not lead out of the folder either.
  if (!isInside(fs.realpathSync(coverPath), fs.realpathSync(postFolder))) {
    throw new Error(
      `Blog post cover "${cover}" is outside the post's folder in ${file} (field "cover" links elsewhere)`,
    );
  }
  const authorList = typeof authors === 'string' ? [authors] : authors;
  if (!Array.isArray(authorList) || authorList.length === 0) {
    throw new Error(
      `Missing blog post field "authors" in ${file} (expected keys from blog/authors.yml: ${authorKeys.join(', ')})`,
    );
  }
  // An unknown key is refused by the blog plugin, which lists the keys of blog/authors.yml, and an inline author by its
  // option `onInlineAuthors: 'throw'`; both errors name the post.
  const {error} = OPTIONAL_BLOG_FIELDS.validate({featured, canonical});
  if (error) throw new Error(`Invalid blog post field in ${file}: ${describeProblem(error.details[0]!)}`);
}

/**
 * Throws when the file's front matter breaks a rule. Reads only blog/authors.yml and the cover's existence.
 * `fileContent`, when given, lets dates be checked as written.
 */
export function checkFrontMatter(
  frontMatter: Record<string, unknown>,
  filePath: string,
  siteDir: string,
  fileContent?: string,
): void {
  const file = relative(filePath, siteDir);
  // Partials (`_name.md`) are imported into other pages, never rendered alone.
  if (path.basename(file).startsWith('_')) return;
  const kind = contentKind(file);
  const {title} = frontMatter;
  const hasTitle =
    (typeof title === 'string' && title.trim() !== '') ||
    (fileContent !== undefined && contentTitle(fileContent) !== undefined);
  if (!hasTitle && !TITLE_OPTIONAL.some((pattern) => pattern.test(file))) {
    throw new Error(
      `${TITLE_REQUIRED[kind]}: ${file} (set \`title:\` in the front matter, or start the text with a \`# Heading\`)`,
    );
  }
  if (kind === 'docs') checkSidebarPosition(frontMatter, file);
  if (kind === 'blog') {
    const rawDate = fileContent === undefined ? undefined : rawFrontMatterValue(fileContent, 'date');
    checkBlogFrontMatter(frontMatter, filePath, file, readAuthorKeys(siteDir), rawDate);
  }
}

/**
 * What the site adds to a file's front matter after the checks: Markdown pages get the generic layout (no table of
 * contents), and a docs page's `weight` becomes the `sidebar_position` the docs plugin orders by.
 */
export function withSiteDefaults(
  frontMatter: Record<string, unknown>,
  filePath: string,
  siteDir: string,
): Record<string, unknown> {
  const file = relative(filePath, siteDir);
  const kind = contentKind(file);
  // A generic page is "title and content only" (ARCHITECTURE.md, rule "Pages and metadata"): a Markdown page gets no
  // table of contents (the theme's MDXPage would otherwise render "On this page" beside it), whatever its front matter
  // says.
  if (kind === 'page') return {...frontMatter, hide_table_of_contents: true};
  if (kind === 'docs' && frontMatter.weight !== undefined && frontMatter.sidebar_position === undefined)
    return {...frontMatter, sidebar_position: frontMatter.weight};
  return frontMatter;
}

/** Markdown pages (`src/pages/**.md(x)` and their translations, not partials): they use the generic page layout. */
export function isMarkdownPageFile(file: string): boolean {
  return /^(?:src\/pages|i18n\/[^/]+\/docusaurus-plugin-content-pages)\/(.+\/)?[^/_][^/]*\.mdx?$/.test(file);
}

/**
 * The `markdown.parseFrontMatter` hook: the default parser, then our checks and the generic page layout.
 * Docusaurus answers any error
 * thrown here by first logging a generic hint ("special characters in front matter values"), which is wrong
 * for our rules; so ours is logged before it, and is the first thing a contributor reads.
 */
export function createParseFrontMatter(
  siteDir: string,
  log: (message: string) => void = (message) => console.error(`[ERROR] ${message}`),
): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    try {
      checkFrontMatter(result.frontMatter, params.filePath, siteDir, params.fileContent);
    } catch (error) {
      log(error instanceof Error ? error.message : String(error));
      throw error;
    }
    return {...result, frontMatter: withSiteDefaults(result.frontMatter, params.filePath, siteDir)};
  };
}
