/**
 * The preset's blog plugin, wrapped (ARCHITECTURE.md: "local plugins and config helpers ... RSS path").
 *
 * The wrapped plugin does all the work (posts, tags, authors, reading time, the feed). This wrapper changes
 * only where the feed is announced and served: SPEC.md puts it at `/rss.xml` (not `/blog/rss.xml`), titled
 * "RSS Feed for AsyncAPI Initiative Blog", and every page's alternate link must point there.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions, BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import blogPluginModule from '@docusaurus/plugin-content-blog';
import {RSS_PATH, RSS_TITLE} from '../../src/data/site';

import {validateOptions} from '@docusaurus/plugin-content-blog';

/** The alternate link tag for the feed, relative to the locale's base URL (`/` or `/de/`). */
export function feedHeadTag(baseUrl: string) {
  return {
    tagName: 'link',
    attributes: {
      rel: 'alternate',
      type: 'application/rss+xml',
      href: `${baseUrl.replace(/\/$/, '')}${RSS_PATH}`,
      title: RSS_TITLE,
    },
  };
}

/** How many posts the home page and the newsroom show. */
export const RECENT_POSTS_COUNT = 6;

/** A post as other pages need it: the plugin's global data exposes a few of these as `recentPosts`. */
export type RecentPost = {title: string; permalink: string; date: string; description: string};

export type BlogGlobalData = {recentPosts: RecentPost[]};

/** The newest posts first, cut to `count`. Pure, for the global data and its test. */
export function recentPosts(posts: readonly BlogPost[], count = RECENT_POSTS_COUNT): RecentPost[] {
  return [...posts]
    .filter((post) => !post.metadata.unlisted)
    .sort((a, b) => new Date(b.metadata.date).getTime() - new Date(a.metadata.date).getTime())
    .slice(0, count)
    .map(({metadata}) => ({
      title: metadata.title,
      permalink: metadata.permalink,
      date: new Date(metadata.date).toISOString(),
      description: metadata.description,
    }));
}

export default function blogPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  return wrap(context, options);
}

// Docusaurus reads `validateOptions` from a plugin function passed directly in the config.
blogPlugin.validateOptions = validateOptions;

async function wrap(context: LoadContext, options: PluginOptions): Promise<Plugin<BlogContent>> {
  const inner = await blogPluginModule(context, options);
  return {
    ...inner,
    async contentLoaded(args) {
      await inner.contentLoaded?.(args);
      const data: BlogGlobalData = {recentPosts: recentPosts(args.content.blogPosts)};
      args.actions.setGlobalData(data);
    },
    injectHtmlTags() {
      if (!options.feedOptions.type) return {};
      return {headTags: [feedHeadTag(context.siteConfig.baseUrl)]};
    },
    async postBuild(props) {
      await inner.postBuild?.(props);
      if (!options.feedOptions.type?.includes('rss')) return;
      // The wrapped plugin writes no feed when there are no posts.
      if (props.content.blogPosts.length === 0) return;
      const generated = path.join(props.outDir, options.routeBasePath, 'rss.xml');
      await fs.copyFile(generated, path.join(props.outDir, RSS_PATH));
    },
  };
}
