/**
 * The latest blog posts for the home page. The blog plugin wrapper (plugins/blog) publishes them as the blog
 * plugin's global data: `{recentPosts: [{title, permalink, date, description}]}`. When that data is missing,
 * malformed or empty, the hook returns an empty list and the home page leaves the section out.
 */
import {usePluginData} from '@docusaurus/useGlobalData';

export const BLOG_PLUGIN_NAME = 'docusaurus-plugin-content-blog';

export type RecentPost = {
  title: string;
  permalink: string;
  /** ISO 8601 date. */
  date: string;
  description: string;
};

function isRecentPost(value: unknown): value is RecentPost {
  if (!value || typeof value !== 'object') return false;
  const post = value as Record<string, unknown>;
  return (
    typeof post.title === 'string' &&
    post.title !== '' &&
    typeof post.permalink === 'string' &&
    post.permalink.startsWith('/') &&
    typeof post.date === 'string' &&
    !Number.isNaN(Date.parse(post.date)) &&
    typeof post.description === 'string'
  );
}

/** The well-formed posts from the plugin data, newest first, at most `limit`. */
export function selectRecentPosts(data: unknown, limit: number): RecentPost[] {
  if (!data || typeof data !== 'object') return [];
  const posts = (data as {recentPosts?: unknown}).recentPosts;
  if (!Array.isArray(posts)) return [];
  return posts
    .filter(isRecentPost)
    .slice()
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
    .slice(0, Math.max(0, limit));
}

export function useRecentPosts(limit = 3): RecentPost[] {
  const data: unknown = usePluginData(BLOG_PLUGIN_NAME);
  return selectRecentPosts(data, limit);
}
