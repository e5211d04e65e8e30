/**
 * Front-matter checks for every Markdown file the content plugins read (docs, blog posts, Markdown pages).
 * Plugged in as the site's `markdown.parseFrontMatter` hook, so the same rule runs in `start` and `build`
 * and a bad file fails with a message naming it (SPEC.md sections 5 and 8).
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {ParseFrontMatter} from '@docusaurus/types';
import {BLOG_POST_TYPES, isBlogPostType} from '../../src/lib/blog';

export const TITLE_REQUIRED = 'Post title is required';

/** Markdown pages that may have no title (SPEC.md: "except on /about"). Paths relative to the site. */
export const TITLE_OPTIONAL = [/^src\/pages\/about\.mdx?$/];

export class FrontMatterError extends Error {
  constructor(message: string, readonly file: string) {
    super(`${message}: ${file}`);
    this.name = 'FrontMatterError';
  }
}

function relative(filePath: string, siteDir: string): string {
  return path.relative(siteDir, filePath).split(path.sep).join('/');
}

/** Blog posts: `blog/<slug>/index.md(x)`, the files the blog plugin's `include` option reads (not blog/README.md). */
export function isBlogPostFile(file: string): boolean {
  return /^blog\/[^/_][^/]*\/index\.mdx?$/.test(file);
}

/** The keys of blog/authors.yml (read on every check so `start` picks up new authors). */
export function readAuthorKeys(siteDir: string): string[] {
  const file = path.join(siteDir, 'blog', 'authors.yml');
  if (!fs.existsSync(file)) return [];
  const data = yaml.load(fs.readFileSync(file, 'utf8'));
  return data && typeof data === 'object' ? Object.keys(data) : [];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** YAML turns an unquoted timestamp into a Date; a quoted one stays a string. Both must be real ISO dates. */
export function isIsoDate(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (typeof value !== 'string' || !ISO_DATE.test(value.trim())) return false;
  const [year, month, day] = value.trim().slice(0, 10).split('-').map(Number);
  const parsed = new Date(Date.UTC(year!, month! - 1, day!));
  // Rejects 2024-02-30 and friends, which Date would silently roll over.
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month! - 1 && parsed.getUTCDate() === day;
}

function isHttpsUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The blog-only rules (BRIEF-BLOG.md front matter). `file` is relative to the site; errors name it and the field. */
export function checkBlogFrontMatter(
  frontMatter: Record<string, unknown>,
  filePath: string,
  file: string,
  authorKeys: readonly string[],
): void {
  const {type, cover, authors, date, featured, canonical} = frontMatter;
  if (!isBlogPostType(type)) {
    const expected = `expected one of ${BLOG_POST_TYPES.join(', ')}`;
    throw new Error(
      type === undefined
        ? `Missing blog post field "type" in ${file} (${expected})`
        : `Unknown blog post type ${JSON.stringify(type)} in ${file} (${expected})`,
    );
  }
  if (date === undefined) throw new Error(`Missing blog post field "date" in ${file} (expected an ISO date such as 2024-01-05T12:00:00Z)`);
  if (!isIsoDate(date)) {
    throw new Error(`Invalid blog post date ${JSON.stringify(date)} in ${file} (field "date": expected an ISO date such as 2024-01-05T12:00:00Z)`);
  }
  if (typeof cover !== 'string' || cover.trim() === '') {
    throw new Error(`Missing blog post field "cover" in ${file} (expected a path to an image beside the post, e.g. ./cover.svg)`);
  }
  const coverPath = path.resolve(path.dirname(filePath), cover);
  if (!fs.existsSync(coverPath) || !fs.statSync(coverPath).isFile()) {
    throw new Error(`Blog post cover "${cover}" not found in ${file} (field "cover" is resolved relative to the post)`);
  }
  const authorList = typeof authors === 'string' ? [authors] : authors;
  if (!Array.isArray(authorList) || authorList.length === 0) {
    throw new Error(`Missing blog post field "authors" in ${file} (expected keys from blog/authors.yml: ${authorKeys.join(', ')})`);
  }
  for (const author of authorList) {
    if (typeof author !== 'string' || !authorKeys.includes(author)) {
      throw new Error(
        `Unknown blog author ${JSON.stringify(author)} in ${file} (field "authors": expected keys from blog/authors.yml: ${authorKeys.join(', ')})`,
      );
    }
  }
  if (featured !== undefined && typeof featured !== 'boolean') {
    throw new Error(`Invalid blog post field "featured" in ${file} (expected true or false, got ${JSON.stringify(featured)})`);
  }
  if (canonical !== undefined && !isHttpsUrl(canonical)) {
    throw new Error(`Invalid blog post canonical URL ${JSON.stringify(canonical)} in ${file} (field "canonical": expected an absolute https URL)`);
  }
}

/** Throws when the file's front matter breaks a rule. Reads only blog/authors.yml and the cover's existence. */
export function checkFrontMatter(frontMatter: Record<string, unknown>, filePath: string, siteDir: string): void {
  const file = relative(filePath, siteDir);
  // Partials (`_name.md`) are imported into other pages, never rendered alone.
  if (path.basename(file).startsWith('_')) return;
  const {title} = frontMatter;
  const hasTitle = typeof title === 'string' && title.trim() !== '';
  if (!hasTitle && !TITLE_OPTIONAL.some((pattern) => pattern.test(file))) {
    throw new FrontMatterError(TITLE_REQUIRED, file);
  }
  if (isBlogPostFile(file)) checkBlogFrontMatter(frontMatter, filePath, file, readAuthorKeys(siteDir));
}

/** Markdown pages (`src/pages/**.md(x)`, not partials): they use SPEC.md's generic layout. */
export function isMarkdownPageFile(file: string): boolean {
  return /^src\/pages\/(.+\/)?[^/_][^/]*\.mdx?$/.test(file);
}

/**
 * SPEC.md's generic page is "title and content only": a Markdown page gets no table of contents (the theme's
 * MDXPage would otherwise render "On this page" beside it), whatever its front matter says.
 */
export function applyPageLayout(frontMatter: Record<string, unknown>, filePath: string, siteDir: string): Record<string, unknown> {
  if (!isMarkdownPageFile(relative(filePath, siteDir))) return frontMatter;
  return {...frontMatter, hide_table_of_contents: true};
}

/** The `markdown.parseFrontMatter` hook: the default parser, then our checks and the generic page layout. */
export function createParseFrontMatter(siteDir: string): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    checkFrontMatter(result.frontMatter, params.filePath, siteDir);
    return {...result, frontMatter: applyPageLayout(result.frontMatter, params.filePath, siteDir)};
  };
}
