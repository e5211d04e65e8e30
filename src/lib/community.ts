/** Small pure helpers shared by the community pages: profile and repository URLs, dates of contributions. */
import {MONTHS} from '@site/src/data/finance';
import {formatPostDate as formatLocalizedPostDate} from '@site/src/lib/postDate';

export const githubProfileUrl = (handle: string): string => `https://github.com/${handle}`;
export const xProfileUrl = (handle: string): string => `https://x.com/${handle}`;
export const linkedinProfileUrl = (handle: string): string =>
  `https://www.linkedin.com/in/${encodeURIComponent(handle)}`;
export const repositoryUrl = (name: string): string => `https://github.com/asyncapi/${name}`;

/** GitHub serves every user's avatar at github.com/<handle>.png; `size` asks for a square of that many pixels. */
export function avatarUrl(handle: string, size: number): string {
  return `https://github.com/${handle}.png?size=${size}`;
}

/** "May 2022", or "2022" when the month is unknown. */
export function monthYear(year: number, month?: number): string {
  return month && month >= 1 && month <= 12 ? `${MONTHS[month - 1]} ${year}` : String(year);
}

/** Sorts items with a year and optional month, newest first; items without a month sort after that year's dated ones. */
export function newestFirst<T extends {year: number; month?: number}>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.year - a.year || (b.month ?? 0) - (a.month ?? 0));
}

/** People by name, in English alphabetical order, ignoring case and accents. Does not change the input. */
export function sortByName<T extends {name: string}>(people: readonly T[]): T[] {
  return [...people].sort((a, b) => a.name.localeCompare(b.name, 'en', {sensitivity: 'base'}));
}

export type RecentPost = {title: string; permalink: string; date: string; description: string};

const isRecentPost = (value: unknown): value is RecentPost => {
  if (typeof value !== 'object' || value === null) return false;
  const post = value as Record<string, unknown>;
  return (
    typeof post.title === 'string' &&
    typeof post.permalink === 'string' &&
    post.permalink.startsWith('/') &&
    typeof post.date === 'string' &&
    !Number.isNaN(Date.parse(post.date)) &&
    typeof post.description === 'string'
  );
};

/**
 * The newest posts from the blog plugin's global data (`{recentPosts: [...]}`), newest first, at most `limit`.
 * Anything missing or malformed gives an empty list, so the page can fall back to a link to the blog.
 */
export function recentPostsFrom(pluginData: unknown, limit = 6): RecentPost[] {
  if (typeof pluginData !== 'object' || pluginData === null) return [];
  const posts = (pluginData as {recentPosts?: unknown}).recentPosts;
  if (!Array.isArray(posts)) return [];
  return posts
    .filter(isRecentPost)
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
    .slice(0, limit);
}

/**
 * A post date like "January 5, 2024" (the blog date format, ARCHITECTURE.md, rule "Blog"), read in UTC so every render agrees: the blog's own
 * formatter (src/lib/postDate.ts), in English on every locale as the newsroom has always shown it.
 */
export function formatPostDate(iso: string): string {
  return formatLocalizedPostDate(iso, 'en-US');
}
