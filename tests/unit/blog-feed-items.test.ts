/**
 * @jest-environment node
 *
 * The feed's items come from the blog plugin's own default, fed each post page cut to its head and <main>
 * (plugins/blog/feedItems.ts): the items must be exactly what the default makes from the whole page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {BlogFeedItem, BlogPost} from '@docusaurus/plugin-content-blog';
import type {DocusaurusConfig} from '@docusaurus/types';
import {feedItemsFromMain} from '@site/plugins/blog/feedItems';

// feedItemsFromMain cuts its copies in a folder under os.tmpdir(); this file gives it a temporary directory of its own,
// so that what it finds there after a test is this test's leftover, never another build's or test run's.
const privateTmp = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-items-tmp-'));
const tmpdir = jest.spyOn(os, 'tmpdir').mockReturnValue(privateTmp);
afterAll(() => {
  tmpdir.mockRestore();
  fs.rmSync(privateTmp, {recursive: true, force: true});
});

type DefaultParams = {blogPosts: BlogPost[]; siteConfig: DocusaurusConfig; outDir: string};
type DefaultCreate = (params: DefaultParams) => Promise<BlogFeedItem[]>;

/** The plugin's defaultCreateFeedItems, which it hands only to a createFeedItems option: caught through one. */
async function pluginDefault(): Promise<DefaultCreate> {
  const {createBlogFeedFiles} = require('@docusaurus/plugin-content-blog/lib/feed.js') as {
    createBlogFeedFiles: (args: Record<string, unknown>) => Promise<void>;
  };
  let caught: DefaultCreate | undefined;
  await createBlogFeedFiles({
    blogPosts: [post('/blog/catch')],
    options: {
      routeBasePath: 'blog',
      feedOptions: {
        type: null,
        copyright: 'x',
        limit: false,
        createFeedItems: async ({defaultCreateFeedItems}: {defaultCreateFeedItems: DefaultCreate}) => {
          caught = defaultCreateFeedItems;
          return [];
        },
      },
    },
    siteConfig: siteConfig('/'),
    outDir: os.tmpdir(),
    locale: 'en',
    contentPaths: {contentPath: 'blog', contentPathLocalized: 'blog'},
  });
  if (!caught) throw new Error('the blog plugin did not call createFeedItems');
  return caught;
}

function post(permalink: string): BlogPost {
  return {
    id: permalink,
    metadata: {
      permalink,
      title: `Post ${permalink}`,
      date: new Date('2026-01-02T00:00:00Z'),
      description: 'A post.',
      authors: [{name: 'Docs team', url: 'https://www.asyncapi.com/community', key: 'docs', imageURL: undefined}],
      tags: [{label: 'release', permalink: '/blog/tags/release', inline: false}],
      frontMatter: {},
    },
    content: '',
  } as unknown as BlogPost;
}

function siteConfig(baseUrl: string): DocusaurusConfig {
  return {url: 'https://www.asyncapi.com', baseUrl, trailingSlash: false, title: 'AsyncAPI'} as DocusaurusConfig;
}

/** A built post page: a navbar, a sidebar and a footer around <main>, which holds the post's container. */
function page(slug: string): string {
  const nav =
    '<nav class="navbar"><a href="/docs">Docs</a><a href="/blog">Blog</a><img src="/img/logo.svg" alt=""></nav>';
  const container =
    `<div id="__blog-post-container" class="markdown"><p>Read <a href="./other">the other post</a>, ` +
    `<a href="/docs/concepts#channel">channels</a> and <a href="https://example.com/x">elsewhere</a>.</p>` +
    `<p><img src="/assets/images/cover-1.svg" srcset="/img/a.png 1x, /img/a@2x.png 2x" alt="Cover"></p>` +
    `<table><thead><tr><th>Field</th></tr></thead><tbody><tr><td><code>address</code></td></tr></tbody></table>` +
    `<pre><code class="language-yaml">asyncapi: 3.0.0\n</code></pre><h2 id="next">Next &amp; more</h2></div>`;
  return (
    `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>${slug}</title>` +
    `<link rel="stylesheet" href="/assets/css/main.css"></head><body><div id="__docusaurus">${nav}` +
    `<div class="main-wrapper"><aside><a href="/blog/x">Recent</a></aside>` +
    `<main class="col"><article><header><h1>${slug}</h1></header>${container}<footer>tags</footer></article>` +
    `<nav class="pagination-nav"><a href="/blog/prev">Previous</a></nav></main></div>` +
    `<footer class="footer"><a href="/community">Community</a></footer></div></body></html>`
  );
}

describe('feedItemsFromMain', () => {
  let outDir: string;
  beforeEach(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-items-test-'));
  });
  afterEach(() => fs.rmSync(outDir, {recursive: true, force: true}));

  it.each([['/'], ['/de/']])('gives the same items as the default from whole pages (base URL %s)', async (baseUrl) => {
    const posts = [post(`${baseUrl}blog/first`), post(`${baseUrl}blog/second`)];
    for (const slug of ['first', 'second']) {
      fs.mkdirSync(path.join(outDir, 'blog'), {recursive: true});
      fs.writeFileSync(path.join(outDir, 'blog', `${slug}.html`), page(slug));
    }
    const params = {blogPosts: posts, siteConfig: siteConfig(baseUrl), outDir};
    const defaultCreate = await pluginDefault();
    const feedFolders = () => fs.readdirSync(privateTmp).filter((name) => name.startsWith('asyncapi-feed-'));
    const expected = await defaultCreate(params);
    expect(expected).toHaveLength(2);
    expect(expected[0]!.content).toContain(`https://www.asyncapi.com${baseUrl}blog/other`);
    expect(await feedItemsFromMain(params, defaultCreate)).toEqual(expected);
    // The cut copies are gone; the output folder is untouched.
    expect(fs.readdirSync(path.join(outDir, 'blog')).sort()).toEqual(['first.html', 'second.html']);
    expect(feedFolders()).toEqual([]);
  });

  it("fails as the default does when a post's page is missing, naming the file it expected", async () => {
    const params = {blogPosts: [post('/blog/missing')], siteConfig: siteConfig('/'), outDir};
    await expect(feedItemsFromMain(params, await pluginDefault())).rejects.toThrow(/missing/);
  });
});
