/**
 * Front-matter checks for every Markdown file the content plugins read (docs, blog posts, Markdown pages).
 * Plugged in as the site's `markdown.parseFrontMatter` hook, so the same rule runs in `start` and `build`
 * and a bad file fails with a message naming it (SPEC.md sections 5 and 8).
 */
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';

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

/** Throws a FrontMatterError when the file's front matter breaks a rule. Pure apart from the error. */
export function checkFrontMatter(frontMatter: Record<string, unknown>, filePath: string, siteDir: string): void {
  const file = relative(filePath, siteDir);
  // Partials (`_name.md`) are imported into other pages, never rendered alone.
  if (path.basename(file).startsWith('_')) return;
  const {title} = frontMatter;
  const hasTitle = typeof title === 'string' && title.trim() !== '';
  if (!hasTitle && !TITLE_OPTIONAL.some((pattern) => pattern.test(file))) {
    throw new FrontMatterError(TITLE_REQUIRED, file);
  }
}

/** The `markdown.parseFrontMatter` hook: the default parser, then our checks. */
export function createParseFrontMatter(siteDir: string): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    checkFrontMatter(result.frontMatter, params.filePath, siteDir);
    return result;
  };
}
