/** @jest-environment node */
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {feedHeadTag, recentPosts} from '@site/plugins/blog';

const post = (title: string, date: string, unlisted = false) =>
  ({id: title, content: '', metadata: {title, date: new Date(date), permalink: `/blog/${title}`, description: `About ${title}`, unlisted}}) as unknown as BlogPost;

describe('blog plugin wrapper', () => {
  it('announces the feed at /rss.xml with the SPEC title', () => {
    expect(feedHeadTag('/')).toEqual({
      tagName: 'link',
      attributes: {rel: 'alternate', type: 'application/rss+xml', href: '/rss.xml', title: 'RSS Feed for AsyncAPI Initiative Blog'},
    });
    expect(feedHeadTag('/de/').attributes.href).toBe('/de/rss.xml');
  });

  it('exposes the newest listed posts first', () => {
    const posts = [post('old', '2023-01-01'), post('new', '2024-06-01'), post('hidden', '2025-01-01', true), post('mid', '2023-07-01')];
    expect(recentPosts(posts, 2)).toEqual([
      {title: 'new', permalink: '/blog/new', date: '2024-06-01T00:00:00.000Z', description: 'About new'},
      {title: 'mid', permalink: '/blog/mid', date: '2023-07-01T00:00:00.000Z', description: 'About mid'},
    ]);
  });
});
