/**
 * What the e2e blog specs know about the posts, read from blog/ on disk so the tests follow the posts that exist:
 * a post is a folder with an index.md or index.mdx; its URL is /blog/<folder> (a date prefix is dropped, as the
 * blog plugin does); its type is the front matter's `type:` line.
 */
import fs from 'node:fs';
import path from 'node:path';

const BLOG_DIR = path.resolve(__dirname, '../../blog');

export type PostOnDisk = {slug: string; type: string};

export function postsOnDisk(): PostOnDisk[] {
  const posts: PostOnDisk[] = [];
  for (const entry of fs.readdirSync(BLOG_DIR, {withFileTypes: true})) {
    if (!entry.isDirectory()) continue;
    const file = ['index.md', 'index.mdx']
      .map((name) => path.join(BLOG_DIR, entry.name, name))
      .find((candidate) => fs.existsSync(candidate));
    if (!file) continue;
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
    const type = /^type:\s*["']?([^"'\n]+?)["']?\s*$/m.exec(frontMatter)?.[1] ?? '';
    posts.push({slug: entry.name.replace(/^\d{4}-\d{2}-\d{2}-/, ''), type});
  }
  return posts;
}

/** The listing shows this many cards at first and adds this many per "Show more posts" (src/lib/blog.ts). */
export const PAGE_SIZE = 24;
