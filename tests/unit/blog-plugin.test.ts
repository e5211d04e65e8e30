/** @jest-environment node */
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {
  coverAsImage,
  feedHeadTag,
  isStrayBlogRoute,
  recentPosts,
  withBlogDefaults,
  withFeedAuthors,
} from '@site/plugins/blog';

const post = (title: string, date: string, unlisted = false) =>
  ({
    id: title,
    content: '',
    metadata: {title, date: new Date(date), permalink: `/blog/${title}`, description: `About ${title}`, unlisted},
  }) as unknown as BlogPost;

describe('blog plugin wrapper', () => {
  it('announces the feed at /rss.xml with the SPEC title', () => {
    expect(feedHeadTag('/')).toEqual({
      tagName: 'link',
      attributes: {
        rel: 'alternate',
        type: 'application/rss+xml',
        href: '/rss.xml',
        title: 'RSS Feed for AsyncAPI Initiative Blog',
      },
    });
    expect(feedHeadTag('/de/').attributes.href).toBe('/de/rss.xml');
  });

  it('exposes the newest listed posts first', () => {
    const posts = [
      post('old', '2023-01-01'),
      post('new', '2024-06-01'),
      post('hidden', '2025-01-01', true),
      post('mid', '2023-07-01'),
    ];
    expect(recentPosts(posts, 2)).toEqual([
      {title: 'new', permalink: '/blog/new', date: '2024-06-01T00:00:00.000Z', description: 'About new'},
      {title: 'mid', permalink: '/blog/mid', date: '2023-07-01T00:00:00.000Z', description: 'About mid'},
    ]);
  });

  it('derives the social image from the cover, the blog TOC depth and the excerpt', () => {
    const make = (frontMatter: Record<string, unknown>) =>
      ({
        id: 'a',
        content: '',
        metadata: {title: 'A', description: 'First paragraph.', frontMatter},
      }) as unknown as BlogPost;
    const [plain, custom] = withBlogDefaults(
      [
        make({cover: './cover.svg'}),
        make({cover: './cover.svg', image: './social.png', toc_max_heading_level: 3, excerpt: 'Given.'}),
      ],
      () => 'Intro **text**.\n\n{/* truncate */}\n\nRest.',
    );
    expect(plain!.metadata.frontMatter).toMatchObject({image: './cover.svg', toc_max_heading_level: 2});
    expect(plain!.metadata.description).toBe('Intro text.');
    expect(custom!.metadata.frontMatter).toMatchObject({image: './social.png', toc_max_heading_level: 3});
    expect(custom!.metadata.description).toBe('Given.');
    const described = withBlogDefaults([make({description: 'Own description'})], () => 'x\n{/* truncate */}')[0]!;
    expect(described.metadata.description).toBe('First paragraph.');
  });

  it('gives a bare cover path the ./ the MDX loader needs to bundle it', () => {
    expect(coverAsImage('cover.svg')).toBe('./cover.svg');
    expect(coverAsImage('img/cover.svg')).toBe('./img/cover.svg');
    expect(coverAsImage('./cover.svg')).toBe('./cover.svg');
    expect(coverAsImage('../shared/cover.svg')).toBe('../shared/cover.svg');
    expect(coverAsImage('/img/cover.svg')).toBe('/img/cover.svg');
    expect(coverAsImage('https://example.org/c.png')).toBe('https://example.org/c.png');
  });

  it('gives every feed item one RSS author: the contact address and the joined team names', () => {
    const items = withFeedAuthors([
      {
        title: 'a',
        author: [{name: 'AsyncAPI TSC', link: 'https://github.com/asyncapi/community'}, {name: 'AsyncAPI Docs Team'}],
      },
      {title: 'b', author: []},
    ]);
    expect(items[0]!.author).toEqual([
      {
        name: 'AsyncAPI TSC & AsyncAPI Docs Team',
        email: 'info@asyncapi.com',
        link: 'https://github.com/asyncapi/community',
      },
    ]);
    expect(items[1]!.author).toEqual([]);
  });
});

describe('isStrayBlogRoute', () => {
  it('drops the tag and author pages, keeps the listing, posts and the feed, in every locale', () => {
    for (const stray of [
      '/blog/tags',
      '/blog/tags/kafka',
      '/blog/authors',
      '/blog/authors/docs-team',
      '/blog/authors/docs-team/authors/page/2',
    ]) {
      expect([stray, isStrayBlogRoute(stray, '/', 'blog')]).toEqual([stray, true]);
    }
    expect(isStrayBlogRoute('/de/blog/tags/kafka', '/de/', 'blog')).toBe(true);
    for (const kept of ['/blog', '/blog/release-notes-3.0.0', '/blog/tagsalong', '/docs/tags/x']) {
      expect([kept, isStrayBlogRoute(kept, '/', 'blog')]).toEqual([kept, false]);
    }
  });
});
