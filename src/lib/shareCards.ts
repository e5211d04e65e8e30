/**
 * Where a blog post's share card lives and how large it is: read by the build step (plugins/share-cards) and the post
 * page's metadata (src/theme/BlogPostPage/Metadata), which bundles it, so no Node imports here. Each locale's build
 * writes its own cards under its base URL.
 */
export const SHARE_CARD_DIR = 'img/share';
export const SHARE_CARD_TYPE = 'image/png';

/** `/blog/asyncapi-vs-openapi` (or `/de/blog/…`) -> `asyncapi-vs-openapi`; nested permalinks join with `-`. */
export function shareCardSlug(permalink: string, baseUrl: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const local = permalink.startsWith(base) ? permalink.slice(base.length) : permalink.replace(/^\//, '');
  const slug = local
    .replace(/^blog\//, '')
    .replace(/\/+$/, '')
    .split('/')
    .filter(Boolean)
    .join('-')
    .replace(/[^A-Za-z0-9._-]/g, '-');
  if (!slug) throw new Error(`share cards: no slug in the permalink ${permalink}`);
  return slug;
}

/** The card's path inside the locale's build output: `img/share/<slug>.png`. */
export function shareCardPath(permalink: string, baseUrl: string): string {
  return `${SHARE_CARD_DIR}/${shareCardSlug(permalink, baseUrl)}.png`;
}

/** The card's absolute URL: site URL + base URL + path. */
export function shareCardUrl(siteUrl: string, baseUrl: string, permalink: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return `${siteUrl.replace(/\/$/, '')}${base}${shareCardPath(permalink, baseUrl)}`;
}

/** A share card's size: the 1.91:1 image the main social networks show large. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
