/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {
  generatedAlias,
  BLOG_LIST_COMPONENT,
  blogRouteAction,
  coverAsImage,
  feedHeadTag,
  isStrayBlogRoute,
  LISTING_TRUNCATE_MARKER,
  listingItemsModule,
  recentPosts,
  withBlogDefaults,
  withFeedAuthors,
  withListingItemsModule,
} from '@site/plugins/blog';
import {toCardData, type PostModuleData} from '@site/src/lib/blog';

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
    const make = (frontMatter: Record<string, unknown>, content = 'Intro **text**.\n\n{/* truncate */}\n\nRest.') =>
      ({
        id: 'a',
        content,
        metadata: {title: 'A', description: 'First paragraph.', frontMatter},
      }) as unknown as BlogPost;
    const [plain, custom] = withBlogDefaults([
      make({cover: './cover.svg'}),
      make({cover: './cover.svg', image: './social.png', toc_max_heading_level: 3, excerpt: 'Given.'}),
    ]);
    expect(plain!.metadata.frontMatter).toMatchObject({image: './cover.svg', toc_max_heading_level: 2});
    expect(plain!.metadata.description).toBe('Intro text.');
    expect(custom!.metadata.frontMatter).toMatchObject({image: './social.png', toc_max_heading_level: 3});
    expect(custom!.metadata.description).toBe('Given.');
    const described = withBlogDefaults([make({description: 'Own description'}, 'x\n{/* truncate */}')])[0]!;
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

describe("the listing's copy of a post", () => {
  // What the blog plugin's Markdown loader does with `?truncated=true` (blogUtils.truncate).
  const truncate = (file: string) => file.split(LISTING_TRUNCATE_MARKER, 1).shift();
  const frontMatterOf = (file: string) => /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(file)?.[0];

  it('is the front matter only, even when the body has a --- rule or the file has CRLF line ends', () => {
    const post = '---\ntitle: A\nimage: ./cover.svg\n---\n\nIntro.\n\n---\n\nMore.\n';
    expect(truncate(post)).toBe('---\ntitle: A\nimage: ./cover.svg\n---\n');
    expect(truncate(post.replace(/\n/g, '\r\n'))).toBe('---\r\ntitle: A\r\nimage: ./cover.svg\r\n---\r\n');
    // No front matter: nothing to cut at (the plugin then lists the whole file, as without a marker).
    expect(truncate('# Title\n\nText.\n')).toBe('# Title\n\nText.\n');
  });

  it('is the front matter of every post in blog/, and no post body reads as having a truncate marker', () => {
    const dir = path.resolve(__dirname, '../../blog');
    const posts = fs
      .readdirSync(dir, {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => ['index.md', 'index.mdx'].map((name) => path.join(dir, entry.name, name)).find(fs.existsSync))
      .filter((file): file is string => Boolean(file));
    expect(posts.length).toBeGreaterThan(80);
    for (const file of posts) {
      const source = fs.readFileSync(file, 'utf8');
      const frontMatter = frontMatterOf(source);
      expect(frontMatter).toBeDefined();
      expect(truncate(source)).toBe(frontMatter);
      expect(LISTING_TRUNCATE_MARKER.test(source.slice(frontMatter!.length))).toBe(false);
    }
  });
});

describe('the listing as one module', () => {
  const fullPost = (slug: string, extra: Record<string, unknown> = {}) =>
    ({
      id: slug,
      content: '',
      metadata: {
        source: `@site/blog/${slug}/index.md`,
        permalink: `/blog/${slug}`,
        title: `Title ${slug}`,
        description: `About ${slug}`,
        date: new Date('2024-05-01T00:00:00Z'),
        readingTime: 3.2,
        tags: [{label: 'Release', permalink: '/blog/tags/release', description: 'x', inline: false}],
        authors: [
          {key: 'team', name: 'AsyncAPI Team', imageURL: '/img/a.png', url: 'https://asyncapi.com', socials: {}},
        ],
        editUrl: 'https://github.com/x',
        hasTruncateMarker: true,
        frontMatter: {title: `Title ${slug}`, image: './cover.svg', type: 'release', featured: slug === 'b', ...extra},
      },
    }) as unknown as BlogPost;

  /** Runs the generated module with a stub `require` that returns the asset request as the URL. */
  function evaluate(source: string): Array<{content: PostModuleData}> {
    const body = source.replace('export default', 'return');
    return new Function('require', body)((request: string) => ({default: `URL(${request})`}));
  }

  it('gives every card what the per-post modules gave it, the cover through the Markdown image loader', () => {
    const posts = [fullPost('a', {subtitle: 'Sub', excerpt: 'Short.'}), fullPost('b')];
    const items = evaluate(listingItemsModule(posts, '/site', '!LOADER!'));
    expect(items).toHaveLength(2);
    posts.forEach((post, i) => {
      const fromPostModule = toCardData({
        metadata: post.metadata as unknown as PostModuleData['metadata'],
        assets: {image: `URL(!LOADER!/site/blog/${post.id}/cover.svg)`},
      });
      expect(toCardData(items[i]!.content)).toEqual(fromPostModule);
    });
    // The theme's structured data reads these too.
    expect((items[0]!.content as PostModuleData & {frontMatter: object}).frontMatter).toMatchObject({type: 'release'});
    expect(items[0]!.content.metadata.description).toBe('About a');
  });

  it('replaces the list route items by one module, in the same order; an unknown post is an error', async () => {
    const posts = [fullPost('a'), fullPost('b')];
    const created: Record<string, string> = {};
    const createData = async (name: string, data: string) => {
      created[name] = data;
      return `/data/${name}`;
    };
    const route = {
      path: '/blog',
      component: '@theme/BlogListPage',
      modules: {
        sidebar: '/sidebar.json',
        items: ['b', 'a'].map((slug) => ({content: {__import: true, path: `@site/blog/${slug}/index.md`}})),
      },
    };
    const next = await withListingItemsModule(route, posts, '/site', createData);
    expect(next.modules).toEqual({sidebar: '/sidebar.json', items: '/data/blog-listing-blog.js'});
    // Given Docusaurus's folder of generated files, the module is named by its alias, never by an absolute path.
    expect((await withListingItemsModule(route, posts, '/site', createData, '/')).modules).toEqual({
      sidebar: '/sidebar.json',
      items: '@generated/data/blog-listing-blog.js',
    });
    expect(generatedAlias('/elsewhere/x.js', '/site/.docusaurus')).toBe('/elsewhere/x.js');
    const items = evaluate(created['blog-listing-blog.js']!);
    expect(items.map(({content}) => content.metadata.permalink)).toEqual(['/blog/b', '/blog/a']);
    await expect(
      withListingItemsModule(
        {...route, modules: {items: [{content: {path: '@site/blog/zzz/index.md'}}]}},
        posts,
        '/site',
        createData,
      ),
    ).rejects.toThrow(/zzz\/index\.md, which is not a loaded post/);
    // A listing route without per-post modules means the plugin changed: loud, not a silently unrewritten listing.
    await expect(withListingItemsModule({...route, modules: {}}, posts, '/site', createData)).rejects.toThrow(
      /listing route \/blog has no items\[\] of post modules/,
    );
  });
});

describe('which blog routes the wrapper keeps, drops or rewrites', () => {
  const options = {baseUrl: '/de/', routeBasePath: 'blog', blogListComponent: BLOG_LIST_COMPONENT};

  it('rewrites the routes of the blogListComponent option, drops tag and author pages, keeps the rest', () => {
    expect(blogRouteAction({path: '/de/blog', component: BLOG_LIST_COMPONENT}, options)).toBe('listing');
    expect(blogRouteAction({path: '/de/blog/tags/release', component: '@theme/BlogTagsPostsPage'}, options)).toBe(
      'drop',
    );
    expect(
      blogRouteAction({path: '/de/blog/authors', component: '@theme/Blog/Pages/BlogAuthorsListPage'}, options),
    ).toBe('drop');
    expect(blogRouteAction({path: '/de/blog/a-post', component: '@theme/BlogPostPage'}, options)).toBe('keep');
    // The theme's own list page is not the listing when the option names another component.
    expect(blogRouteAction({path: '/de/blog', component: '@theme/BlogListPage'}, options)).toBe('keep');
  });

  it("names the site's listing component, a file of this repository", () => {
    const file = BLOG_LIST_COMPONENT.replace(/^@site\//, '');
    expect(fs.existsSync(path.join(__dirname, '../..', file, 'index.tsx'))).toBe(true);
  });
});
