/**
 * The preset's blog plugin, wrapped (README: the layout of plugins/).
 *
 * The wrapped plugin does all the work (posts, tags, authors, reading time, the feed). This wrapper changes:
 * - where the feed is announced and served: the site serves it at `/rss.xml` (not `/blog/rss.xml`), titled
 *   "RSS Feed for AsyncAPI Initiative Blog", and every page's alternate link must point there;
 * - each post's metadata after loading (`withBlogDefaults`): the cover becomes the social image, the TOC
 *   depth defaults to level 2, and the description becomes the excerpt;
 * - the listing's per-post modules become one module of the fields its cards read (`withListingItemsModule`);
 * - no tag and author pages (`isStrayBlogRoute`).
 *
 * Why the cover goes through `frontMatter.image`: the plugin resolves only `image` (and author avatars)
 * into bundled asset URLs. Its MDX loader's `createAssets` reads `blogPost.metadata.frontMatter.image` of
 * the loaded content lazily (via contentHelpers, filled in contentLoaded), and turns a `./relative` path
 * into a `require()`, exported as `assets.image`. Setting `image` from `cover` here, after the plugin has
 * validated the front matter and before contentLoaded, makes every post module (page and listing) export
 * the hashed cover URL as `assets.image`, and BlogPostPage/Metadata uses it for og:image and twitter:image.
 * No copying, no second asset pipeline. Posts must not set `image` themselves (blog/README.md).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import {getFileLoaderUtils, GlobExcludeDefault} from '@docusaurus/utils';
import type {PluginOptions, BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import blogPluginModule from '@docusaurus/plugin-content-blog';
import {CONTACT_EMAIL, RSS_PATH, RSS_TITLE} from '../../src/data/site';
import {joinAuthors, postExcerpt} from '../../src/lib/blog';
import {prerenderShareCards, writeShareCards, type PrerenderStats} from '../share-cards';
import {namedValidation} from '../plugin-options';
import {validateOptions as validateBlogOptions} from '@docusaurus/plugin-content-blog';

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

/**
 * The blog plugin's `include` and `exclude`: a post is a folder (`blog/<slug>/index.md`, beside its images) or a single
 * file (`blog/2026-11-26-my-post.md`, the date prefix optional, as in any Docusaurus blog). `blog/README.md` is
 * contributor documentation, not a post. The front-matter checks read the same files (`isBlogPostFile`).
 */
export const BLOG_POST_FILES = {
  include: ['*/index.{md,mdx}', '*.{md,mdx}'],
  exclude: [...GlobExcludeDefault, 'README.md'],
};

/**
 * The blog plugin's `blogListComponent`: the listing routes (/blog, /de/blog) render the site's listing
 * (src/components/BlogListing) instead of the theme's BlogListPage, which is neither copied nor swizzled.
 */
export const BLOG_LIST_COMPONENT = '@site/src/components/BlogListing';

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

/**
 * The blog plugin's `truncateMarker`: where a post's copy for the listing ends. The listing (/blog) shows cards made
 * from each post's metadata and front matter (cover, title, excerpt), never a post body, yet the plugin gives the
 * list page every listed post's content module cut at this marker, or the whole post when there is none: 86 full
 * posts in the listing's JavaScript. This marker matches where the front matter ends, so the listing's copy of a
 * post is its front matter only (the cover image is resolved from it). A post page always loads its full content.
 */
export const LISTING_TRUNCATE_MARKER = /(?<=^---\r?\n[\s\S]*?\r?\n---\r?\n)/;

/** Blog-wide TOC depth (ARCHITECTURE.md, rule "Blog": blog 2, docs 3). A post may still set `toc_max_heading_level`. */
export const BLOG_TOC_MAX_HEADING_LEVEL = 2;

/** The MDX loader bundles only `./relative` image paths: `cover.svg` and `img/c.svg` get the `./` they imply. */
export function coverAsImage(cover: string): string {
  return /^(\.{1,2}\/|\/|[a-z][a-z0-9+.-]*:)/i.test(cover) ? cover : `./${cover}`;
}

/**
 * Mutates each loaded post's metadata in place (the plugin keeps references to these objects):
 * `image` from `cover`, a default `toc_max_heading_level`, and `description` = the excerpt
 * (front-matter `excerpt`, else the text before the truncate marker, else the plugin's first paragraph),
 * so the meta description, the feed and the listing all show the same text.
 */
export function withBlogDefaults(posts: BlogPost[]): BlogPost[] {
  for (const post of posts) {
    const {metadata} = post;
    // The metadata type is read-only for theme consumers; the plugin owns these plain objects until contentLoaded.
    const frontMatter = metadata.frontMatter as Record<string, unknown>;
    if (typeof frontMatter.cover === 'string' && frontMatter.image === undefined)
      frontMatter.image = coverAsImage(frontMatter.cover);
    if (frontMatter.toc_max_heading_level === undefined) frontMatter.toc_max_heading_level = BLOG_TOC_MAX_HEADING_LEVEL;
    if (typeof frontMatter.description !== 'string' || frontMatter.description.trim() === '') {
      (metadata as {description: string}).description = postExcerpt({
        excerpt: frontMatter.excerpt,
        // The plugin's copy of the post's Markdown, without its front matter.
        body: post.content,
        description: metadata.description,
      });
    }
  }
  return posts;
}

type FeedAuthor = {name?: string; email?: string; link?: string};
type FeedItemWithAuthors = {author?: FeedAuthor[]};

/**
 * RSS 2.0's `<author>` is "email (name)", and the feed library writes it only when both are set. Team
 * identities have no e-mail of their own, so each item gets one author: the initiative's public contact
 * address with the post's authors joined by " & ". Used by `feedOptions.createFeedItems`.
 */
export function withFeedAuthors<T extends FeedItemWithAuthors>(items: T[], email = CONTACT_EMAIL): T[] {
  return items.map((item) => {
    const names = (item.author ?? []).map((author) => author.name ?? '').filter(Boolean);
    if (names.length === 0) return item;
    return {...item, author: [{name: joinAuthors(names), email, link: item.author?.[0]?.link}]};
  });
}

/**
 * The listing's items as one module. The plugin gives the list page one content module per post (its Markdown module,
 * cut at the front matter, and its metadata JSON): 172 modules for 86 posts, each its own request. The cards need a
 * few fields, so the listing gets them in one module, in the shape the list page reads (`items[].content`:
 * `metadata`, `frontMatter`, `assets.image`, as the theme's structured data reads them too). The cover goes through
 * the loader the Markdown module uses for `assets.image`, so it is the same hashed file.
 */
export function listingItemsModule(posts: readonly BlogPost[], siteDir: string, imageLoader: string): string {
  const items = posts.map(({metadata}) => {
    const frontMatter = metadata.frontMatter as Record<string, unknown>;
    const cardFrontMatter = {
      subtitle: frontMatter.subtitle,
      type: frontMatter.type,
      excerpt: frontMatter.excerpt,
      featured: frontMatter.featured,
      keywords: frontMatter.keywords,
    };
    const content = {
      metadata: {
        permalink: metadata.permalink,
        title: metadata.title,
        description: metadata.description,
        date: metadata.date,
        readingTime: metadata.readingTime,
        tags: metadata.tags.map(({label, permalink}) => ({label, permalink})),
        authors: metadata.authors,
        frontMatter: cardFrontMatter,
      },
      frontMatter: cardFrontMatter,
    };
    const image = typeof frontMatter.image === 'string' && frontMatter.image.startsWith('./') ? frontMatter.image : '';
    const postDir = path.dirname(path.join(siteDir, metadata.source.replace(/^@site\//, '')));
    const assets = image
      ? `{image: require(${JSON.stringify(imageLoader + path.join(postDir, image))}).default}`
      : '{}';
    return `{content: {...${JSON.stringify(content)}, assets: ${assets}}}`;
  });
  return `export default [\n${items.join(',\n')}\n];\n`;
}

type ItemModule = {content: {path: string}};

/** The list page route with its `items` modules replaced by one module of the same posts, in the same order. */
export async function withListingItemsModule(
  route: RouteConfig,
  posts: readonly BlogPost[],
  siteDir: string,
  createData: (name: string, data: string) => Promise<string>,
  generatedFilesDir?: string,
): Promise<RouteConfig> {
  const items = (route.modules as {items?: ItemModule[]} | undefined)?.items;
  // The plugin's listing routes name one content module per post (tests/unit/docusaurus-internals.test.ts): a route
  // without them means the plugin changed, and the listing would silently load one module per post again.
  if (!Array.isArray(items))
    throw new Error(
      `plugins/blog: the listing route ${route.path} has no items[] of post modules; the blog plugin's routes have ` +
        'changed (see tests/unit/docusaurus-internals.test.ts)',
    );
  const bySource = new Map(posts.map((post) => [post.metadata.source, post]));
  const listed = items.map(({content}) => {
    const post = bySource.get(content.path);
    if (!post) throw new Error(`plugins/blog: the listing names ${content.path}, which is not a loaded post`);
    return post;
  });
  const loader = getFileLoaderUtils(false).loaders.inlineMarkdownAssetImageFileLoader;
  const name = `blog-listing-${route.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'}.js`;
  const modulePath = await createData(name, listingItemsModule(listed, siteDir, loader));
  return {...route, modules: {...route.modules, items: generatedAlias(modulePath, generatedFilesDir)}};
}

/**
 * A file Docusaurus generated, named through its `@generated` alias (as the core names its own generated modules):
 * the route's module paths go into the client bundle, and an absolute path would ship the build machine's folders.
 */
export function generatedAlias(file: string, generatedFilesDir: string | undefined): string {
  if (!generatedFilesDir) return file;
  const relative = path.relative(generatedFilesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return file;
  return `@generated/${relative.split(path.sep).join('/')}`;
}

/** A tags, tag, authors or author route of the blog plugin (`/blog/tags/…`, `/blog/authors/…`). */
export function isStrayBlogRoute(routePath: string, baseUrl: string, routeBasePath: string): boolean {
  const base = `${baseUrl.replace(/\/$/, '')}/${routeBasePath.replace(/^\/|\/$/g, '')}`;
  return /^\/(tags|authors)(\/|$)/.test(routePath.startsWith(`${base}/`) ? routePath.slice(base.length) : '');
}

/**
 * What the wrapper does with a route the blog plugin adds: a tag or author route is dropped (`isStrayBlogRoute`), a
 * listing route (the one that renders the `blogListComponent` option's component) gets its items as one module
 * (`withListingItemsModule`), any other route is added as it is.
 */
export function blogRouteAction(
  route: Pick<RouteConfig, 'path' | 'component'>,
  {baseUrl, routeBasePath, blogListComponent}: {baseUrl: string; routeBasePath: string; blogListComponent: string},
): 'drop' | 'listing' | 'keep' {
  if (isStrayBlogRoute(route.path, baseUrl, routeBasePath)) return 'drop';
  return route.component === blogListComponent ? 'listing' : 'keep';
}

/** The blog plugin's own validation (its options are @docusaurus/plugin-content-blog's), named with this wrapper. */
export const validateOptions = (context: Parameters<typeof validateBlogOptions>[0]): PluginOptions =>
  namedValidation({name: 'docusaurus-plugin-content-blog', path: 'plugins/blog'}, () => validateBlogOptions(context));

// Docusaurus reads `validateOptions` from a plugin function passed directly in the config.
blogPlugin.validateOptions = validateOptions;

export default async function blogPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<BlogContent>> {
  const inner = await blogPluginModule(context, options);
  // `docusaurus build` only (it sets NODE_ENV before loading the config): the share cards the cache lacks are
  // rendered in a worker while the site is bundled, and postBuild waits for them (plugins/share-cards).
  let prerender: Promise<PrerenderStats> | undefined;
  return {
    ...inner,
    async loadContent() {
      const content = await inner.loadContent!();
      withBlogDefaults(content.blogPosts);
      if (process.env.NODE_ENV === 'production') prerender = prerenderShareCards(content.blogPosts, context.siteDir);
      return content;
    },
    async contentLoaded(args) {
      // The listing filters by tag and author itself (/blog?tag=…&author=…); the plugin's tag and author pages
      // would be unlinked duplicates, so their routes are not added (the archive is off in the options).
      // The listing's per-post modules become one (listingItemsModule).
      const listings: Array<Promise<void>> = [];
      const addRoute: typeof args.actions.addRoute = (route) => {
        const action = blogRouteAction(route, {...options, baseUrl: context.baseUrl});
        if (action === 'drop') return;
        if (action === 'keep') {
          args.actions.addRoute(route);
          return;
        }
        listings.push(
          withListingItemsModule(
            route,
            args.content.blogPosts,
            context.siteDir,
            args.actions.createData,
            context.generatedFilesDir,
          ).then(args.actions.addRoute),
        );
      };
      await inner.contentLoaded?.({...args, actions: {...args.actions, addRoute}});
      await Promise.all(listings);
      const data: BlogGlobalData = {recentPosts: recentPosts(args.content.blogPosts)};
      args.actions.setGlobalData(data);
    },
    injectHtmlTags() {
      if (!options.feedOptions.type) return {};
      return {headTags: [feedHeadTag(context.siteConfig.baseUrl)]};
    },
    async postBuild(props) {
      await inner.postBuild?.(props);
      // One raster share card per post (og:image, twitter:image), rendered from its cover and title, cached by content.
      const early = await prerender;
      if (early?.jobs)
        console.log(
          `[share-cards] ${early.rendered} of ${early.jobs} missing cards rendered beside the bundler` +
            (early.error ? ` (the worker failed: ${early.error})` : ''),
        );
      const cards = await writeShareCards({
        posts: props.content.blogPosts,
        siteDir: context.siteDir,
        outDir: props.outDir,
        baseUrl: context.baseUrl,
      });
      console.log(
        `[share-cards] ${cards.cards} cards (${cards.rendered} rendered, ${cards.cached} from cache) in ${cards.ms} ms`,
      );
      if (!options.feedOptions.type?.includes('rss')) return;
      // The wrapped plugin writes no feed when there are no posts.
      if (props.content.blogPosts.length === 0) return;
      const generated = path.join(props.outDir, options.routeBasePath, 'rss.xml');
      await fs.copyFile(generated, path.join(props.outDir, RSS_PATH));
    },
  };
}
