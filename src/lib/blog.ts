/**
 * Blog rules as pure functions (ARCHITECTURE.md, rule "Blog"): post types, excerpts,
 * dates, author lines, reading time, and the listing's filters with their URL state. Shared by the blog
 * plugin wrapper (plugins/blog), the front-matter check and the blog theme components.
 */

/** The post types a `type` front-matter field may hold, in the order the filter lists them. */
export const BLOG_POST_TYPES = ['Engineering', 'Communication', 'Strategy', 'Community', 'Conference'] as const;
export type BlogPostType = (typeof BLOG_POST_TYPES)[number];

export function isBlogPostType(value: unknown): value is BlogPostType {
  return typeof value === 'string' && (BLOG_POST_TYPES as readonly string[]).includes(value);
}

/** Excerpts are cut at about 200 characters (ARCHITECTURE.md, rule "Blog"). */
export const EXCERPT_LENGTH = 200;

const ELLIPSIS = '…';

/**
 * Collapses whitespace and cuts the text at a word boundary so that the result, ellipsis included,
 * is at most `max` characters. Text that already fits is returned unchanged (apart from whitespace).
 */
export function cutExcerpt(text: string, max = EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - ELLIPSIS.length + 1);
  const lastSpace = room.lastIndexOf(' ');
  // One very long word: cut inside it rather than return nothing.
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, max - ELLIPSIS.length);
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}${ELLIPSIS}`;
}

/** The truncate markers the blog plugin understands (MDX comment, HTML comment). */
const TRUNCATE_MARKER = /\{\s*\/\*\s*truncate\s*\*\/\s*\}|<!--\s*truncate\s*-->/;

/** Markdown/MDX to readable plain text: drops code, imports, JSX and markup, keeps link and emphasis text. */
export function markdownToPlainText(markdown: string): string {
  return (
    markdown
      // Fenced code blocks and MDX ESM lines say nothing useful in an excerpt.
      .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, ' ')
      .replace(/^(import|export)\s.*$/gm, ' ')
      .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      // Images before links: ![alt](src) disappears, [text](href) keeps its text.
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
      .replace(/^\s{0,3}#{1,6}\s+/gm, '')
      .replace(/^\s{0,3}>\s?/gm, '')
      .replace(/^\s*[-*+]\s+/gm, '')
      .replace(/^\s*\d+\.\s+/gm, '')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, '$1$2')
      // MDX escapes such as \{ and \<.
      .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The plain text before the truncate marker, or '' when the post has no marker. */
export function textBeforeTruncate(markdownBody: string): string {
  const match = TRUNCATE_MARKER.exec(markdownBody);
  if (!match) return '';
  return markdownToPlainText(markdownBody.slice(0, match.index));
}

/**
 * A post's excerpt: the front-matter `excerpt`, else the text before the truncate marker, else the
 * plugin's description (front-matter `description` or the first paragraph), cut at about 200 characters.
 */
export function postExcerpt(source: {excerpt?: unknown; body?: string; description?: string}): string {
  const fromFrontMatter = typeof source.excerpt === 'string' ? source.excerpt.trim() : '';
  const text = fromFrontMatter || textBeforeTruncate(source.body ?? '') || (source.description ?? '');
  return cutExcerpt(text);
}

/** Cards in the listing's first row at its widest layout (the grid's columns are at least 20rem). */
export const LISTING_FIRST_ROW = 3;

/**
 * How a listing card's cover loads: the first row's covers at once (they are in the first view; lazy loading waits
 * for layout), the first one with a high fetch priority (it is the page's largest paint), the rest lazily.
 */
export function aboveTheFold(index: number): 'first' | 'fold' | undefined {
  if (index === 0) return 'first';
  return index < LISTING_FIRST_ROW ? 'fold' : undefined;
}

/** The post date format, in a module of its own so the home page's recent posts load nothing else of this one. */
export {formatPostDate} from './postDate';

/** "A", "A & B", "A & B & C". */
export function joinAuthors(names: readonly string[]): string {
  return names.filter((name) => name.trim() !== '').join(' & ');
}

/** Whole minutes, at least 1 (the plugin gives a fractional estimate). */
export function readingMinutes(readingTime: number | undefined): number {
  if (readingTime === undefined || !Number.isFinite(readingTime)) return 1;
  return Math.max(1, Math.ceil(readingTime));
}

/** Tag keys are the last segment of the tag's permalink (blog/tags.yml gives every tag `permalink: /<key>`). */
export function tagKeyFromPermalink(permalink: string): string {
  const segments = permalink.replace(/\/+$/, '').split('/');
  return decodeURIComponent(segments[segments.length - 1] ?? '');
}

/** The listing link that shows a tag's posts. */
export function tagFilterUrl(tagKey: string, blogBase = '/blog'): string {
  return `${blogBase}?tag=${encodeURIComponent(tagKey)}`;
}

/** The listing link that shows a type's posts. */
export function typeFilterUrl(type: string, blogBase = '/blog'): string {
  return `${blogBase}?type=${encodeURIComponent(type)}`;
}

// ---------------------------------------------------------------------------------------------------
// Listing cards, ordering and filters

export type CardAuthor = {key: string; name: string; url?: string; imageURL?: string};
export type CardTag = {key: string; label: string};

/** What a listing card needs to know about a post. */
export type BlogCardData = {
  permalink: string;
  title: string;
  subtitle?: string;
  type?: BlogPostType;
  tags: CardTag[];
  authors: CardAuthor[];
  /** ISO timestamp. */
  date: string;
  readingTime?: number;
  excerpt: string;
  cover?: string;
  featured: boolean;
};

/** The parts of a post's MDX module (`content.metadata`, `content.assets`) a card is built from. */
export type PostModuleData = {
  metadata: {
    permalink: string;
    title: string;
    date: string | Date;
    description: string;
    readingTime?: number;
    tags: readonly {label: string; permalink: string}[];
    authors: readonly {key?: string | null; name?: string; url?: string; imageURL?: string}[];
    frontMatter: Record<string, unknown>;
  };
  assets?: {image?: string};
};

export function toCardData({metadata, assets}: PostModuleData): BlogCardData {
  const {frontMatter} = metadata;
  const subtitle =
    typeof frontMatter.subtitle === 'string' && frontMatter.subtitle.trim() ? frontMatter.subtitle : undefined;
  return {
    permalink: metadata.permalink,
    title: metadata.title,
    subtitle,
    type: isBlogPostType(frontMatter.type) ? frontMatter.type : undefined,
    tags: metadata.tags.map((tag) => ({key: tagKeyFromPermalink(tag.permalink), label: tag.label})),
    authors: metadata.authors.map((author) => ({
      key: author.key ?? author.name ?? '',
      name: author.name ?? author.key ?? '',
      url: author.url,
      imageURL: author.imageURL,
    })),
    date: new Date(metadata.date).toISOString(),
    readingTime: metadata.readingTime,
    excerpt: postExcerpt({excerpt: frontMatter.excerpt, description: metadata.description}),
    cover: assets?.image,
    featured: frontMatter.featured === true,
  };
}

/** Featured posts first, then newest first; ties keep title order so the output is stable. */
export function sortPosts<T extends Pick<BlogCardData, 'featured' | 'date' | 'title'>>(posts: readonly T[]): T[] {
  return [...posts].sort(
    (a, b) =>
      Number(b.featured) - Number(a.featured) ||
      new Date(b.date).getTime() - new Date(a.date).getTime() ||
      a.title.localeCompare(b.title),
  );
}

export type BlogFilters = {type?: string; tag?: string; author?: string};
export const FILTER_KEYS = ['type', 'tag', 'author'] as const;

/** Keeps the posts that match every active filter (AND). */
export function filterPosts<T extends Pick<BlogCardData, 'type' | 'tags' | 'authors'>>(
  posts: readonly T[],
  filters: BlogFilters,
): T[] {
  return posts.filter(
    (post) =>
      (!filters.type || post.type === filters.type) &&
      (!filters.tag || post.tags.some((tag) => tag.key === filters.tag)) &&
      (!filters.author || post.authors.some((author) => author.key === filters.author)),
  );
}

export function hasActiveFilters(filters: BlogFilters): boolean {
  return FILTER_KEYS.some((key) => Boolean(filters[key]));
}

/** Reads `?type=…&tag=…&author=…`; other parameters and empty values are ignored. */
export function parseFilters(search: string): BlogFilters {
  const params = new URLSearchParams(search);
  const filters: BlogFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/**
 * The query string for `filters`, keeping any unrelated parameters of `currentSearch`.
 * Returns '' or a string starting with '?', in the fixed order type, tag, author.
 */
export function filtersToSearch(filters: BlogFilters, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  for (const key of FILTER_KEYS) params.delete(key);
  const others = [...params.entries()];
  const next = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) next.set(key, value);
  }
  for (const [key, value] of others) next.append(key, value);
  const text = next.toString();
  return text ? `?${text}` : '';
}

export type FilterOption = {value: string; label: string};

/** The choices each filter offers: types in their fixed order, tags and authors by label. */
export function filterOptions(posts: readonly Pick<BlogCardData, 'type' | 'tags' | 'authors'>[]): {
  types: FilterOption[];
  tags: FilterOption[];
  authors: FilterOption[];
} {
  const tags = new Map<string, string>();
  const authors = new Map<string, string>();
  const types = new Set<string>();
  for (const post of posts) {
    if (post.type) types.add(post.type);
    for (const tag of post.tags) tags.set(tag.key, tag.label);
    for (const author of post.authors) if (author.key) authors.set(author.key, author.name);
  }
  const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);
  return {
    types: BLOG_POST_TYPES.filter((type) => types.has(type)).map((type) => ({value: type, label: type})),
    tags: [...tags].map(([value, label]) => ({value, label})).sort(byLabel),
    authors: [...authors].map(([value, label]) => ({value, label})).sort(byLabel),
  };
}

// ---------------------------------------------------------------------------------------------------
// Showing the listing in steps (85+ posts on one page is a long scroll on a phone)

/** How many cards the listing shows at first and adds with each "Show more posts". */
export const BLOG_PAGE_SIZE = 24;

/** The URL parameter that keeps how many cards are shown, so Back returns to the same place. */
export const SHOW_PARAM = 'show';

/**
 * Reads `?show=N`: a whole number of cards of at least one step. Missing, malformed, fractional or too small
 * values give one step; nothing throws on bad input.
 */
export function parseShowCount(search: string, pageSize = BLOG_PAGE_SIZE): number {
  const raw = new URLSearchParams(search).get(SHOW_PARAM)?.trim() ?? '';
  if (!/^\d{1,6}$/.test(raw)) return pageSize;
  return Math.max(pageSize, Number(raw));
}

/** The number of cards on screen: the requested count, at most the posts that match the filters. */
export function visibleCount(requested: number, matching: number): number {
  return Math.max(0, Math.min(requested, matching));
}

/** The count after one more "Show more posts": one step more than what is on screen, at most every match. */
export function nextShowCount(visible: number, matching: number, pageSize = BLOG_PAGE_SIZE): number {
  return Math.min(visible + pageSize, Math.max(matching, visible));
}

/** Whether "Show more posts" has anything left to show. */
export function hasMorePosts(visible: number, matching: number): boolean {
  return visible < matching;
}

/**
 * The query string for the listing's whole state: the filters (as `filtersToSearch`) and `show` when more than one
 * step is on screen, keeping unrelated parameters of `currentSearch`.
 */
export function listingToSearch(
  filters: BlogFilters,
  show: number,
  currentSearch = '',
  pageSize = BLOG_PAGE_SIZE,
): string {
  const others = new URLSearchParams(currentSearch);
  others.delete(SHOW_PARAM);
  const params = new URLSearchParams(filtersToSearch(filters, others.toString()));
  if (show > pageSize) params.set(SHOW_PARAM, String(show));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Which sentence the count line says (the component translates each kind):
 * - `one`: the only post is shown; `all`: every post is shown, no filter hides any;
 * - `some`: `visible` of all `total` posts (a filter, or the first steps of the unfiltered list);
 * - `someOfMatching`: `visible` of the `matching` posts a filter keeps, which are fewer than `total`.
 */
export type ListingCountKind = 'one' | 'all' | 'some' | 'someOfMatching';

export function listingCountKind(visible: number, matching: number, total: number): ListingCountKind {
  if (total === 1 && visible === 1) return 'one';
  if (visible === total) return 'all';
  if (visible < matching && matching < total) return 'someOfMatching';
  return 'some';
}

// ---------------------------------------------------------------------------------------------------
// Sharing

/** Plain share links (no third-party script): X's and LinkedIn's public share URLs. */
export function shareLinks(url: string, title: string): {x: string; linkedin: string} {
  return {
    x: `https://x.com/intent/post?${new URLSearchParams({text: title, url}).toString()}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({url}).toString()}`,
  };
}

/** The Intl locale for post dates: en-US ("January 5, 2024") for English, the site locale otherwise. */
export function dateLocaleFor(siteLocale: string): string {
  return siteLocale === 'en' ? 'en-US' : siteLocale;
}
