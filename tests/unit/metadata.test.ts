import {pageTypeFor, stripLocalePrefix} from '@site/src/lib/metadata';
import {DEFAULT_DESCRIPTION, RSS_PATH, RSS_TITLE, SOCIAL_IMAGE} from '@site/src/data/site';

describe('page metadata rules (ARCHITECTURE.md, rule "Pages and metadata")', () => {
  it.each([
    ['/docs', 'article'],
    ['/docs/concepts/channel', 'article'],
    ['/blog', 'article'],
    ['/blog/release-notes-3.0.0', 'article'],
    ['/de/docs/concepts', 'article'],
    ['/de/blog', 'article'],
    ['/', 'website'],
    ['/de', 'website'],
    ['/tools/cli', 'website'],
    ['/docsearch', 'website'],
    ['/blogroll', 'website'],
    ['/community/docs', 'website'],
  ])('%s is an %s', (path, type) => {
    expect(pageTypeFor(path)).toBe(type);
  });

  it('strips only a known locale prefix', () => {
    expect(stripLocalePrefix('/de/tools/cli', ['de'])).toBe('/tools/cli');
    expect(stripLocalePrefix('/de', ['de'])).toBe('/');
    expect(stripLocalePrefix('/design', ['de'])).toBe('/design');
  });

  it('announces the feed at /rss.xml with its title', () => {
    expect(RSS_PATH).toBe('/rss.xml');
    expect(RSS_TITLE).toBe('RSS Feed for AsyncAPI Initiative Blog');
  });

  it('has the default description and social image', () => {
    expect(DEFAULT_DESCRIPTION).toMatch(/AsyncAPI specification, the industry standard for defining asynchronous APIs/);
    expect(DEFAULT_DESCRIPTION).toMatch(/event-driven architecture/);
    expect(SOCIAL_IMAGE).toBe('/img/social/website-card.jpg');
  });
});
