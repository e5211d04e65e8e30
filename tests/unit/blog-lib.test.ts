/** @jest-environment node */
import {
  cutExcerpt,
  filterOptions,
  filterPosts,
  filtersToSearch,
  formatPostDate,
  hasMorePosts,
  listingCountKind,
  listingToSearch,
  nextShowCount,
  parseShowCount,
  visibleCount,
  BLOG_PAGE_SIZE,
  hasActiveFilters,
  joinAuthors,
  markdownToPlainText,
  parseFilters,
  postExcerpt,
  readingMinutes,
  shareLinks,
  sortPosts,
  tagFilterUrl,
  typeFilterUrl,
  tagKeyFromPermalink,
  textBeforeTruncate,
  toCardData,
  type BlogCardData,
} from '@site/src/lib/blog';

const longText =
  'AsyncAPI describes message-driven APIs in a machine-readable format. It is protocol-agnostic, so you can use it for APIs that work over Kafka, MQTT, AMQP, WebSockets, STOMP and many other protocols used today.';

describe('excerpts', () => {
  it('keeps short text as it is, with whitespace collapsed', () => {
    expect(cutExcerpt('  A short\n intro.  ')).toBe('A short intro.');
  });

  it('cuts long text at a word boundary with an ellipsis, at most 200 characters', () => {
    expect(longText.length).toBeGreaterThan(200);
    const cut = cutExcerpt(longText);
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut.length).toBeGreaterThan(170);
    expect(cut.endsWith('…')).toBe(true);
    const words = cut.slice(0, -1).split(' ');
    expect(longText.split(' ').slice(0, words.length)).toEqual(words);
  });

  it('cuts inside a single very long word', () => {
    expect(cutExcerpt('x'.repeat(300), 20)).toBe(`${'x'.repeat(19)}…`);
  });

  it('strips markdown and MDX to plain text', () => {
    expect(
      markdownToPlainText(
        "## Heading\n\nRead **the** [guide](/docs) and `asyncapi.yaml`, not ![img](./a.png).\n\n```yaml\nasyncapi: 3.0.0\n```\n\nimport X from './x';\n\n- one\n- two \\{braces\\}",
      ),
    ).toBe('Heading Read the guide and asyncapi.yaml, not . one two {braces}');
  });

  it('takes the text before the truncate marker', () => {
    expect(textBeforeTruncate('First paragraph.\n\nSecond *one*.\n\n{/* truncate */}\n\nHidden.')).toBe(
      'First paragraph. Second one.',
    );
    expect(textBeforeTruncate('Intro\n<!-- truncate -->\nrest')).toBe('Intro');
    expect(textBeforeTruncate('No marker here.')).toBe('');
  });

  it('prefers the front-matter excerpt, then the truncated text, then the description', () => {
    expect(postExcerpt({excerpt: 'From front matter', body: 'Body\n{/* truncate */}', description: 'D'})).toBe(
      'From front matter',
    );
    expect(postExcerpt({body: 'Body intro.\n{/* truncate */}\nMore', description: 'D'})).toBe('Body intro.');
    expect(postExcerpt({excerpt: '  ', body: 'No marker', description: 'The description'})).toBe('The description');
    expect(postExcerpt({excerpt: longText}).length).toBeLessThanOrEqual(200);
  });
});

describe('dates, authors, reading time', () => {
  it('formats dates like "January 5, 2024" in UTC', () => {
    expect(formatPostDate('2024-01-05T00:00:00Z')).toBe('January 5, 2024');
    expect(formatPostDate('2024-01-05T23:30:00Z')).toBe('January 5, 2024');
    expect(formatPostDate(new Date('2023-12-05T12:00:00Z'))).toBe('December 5, 2023');
    expect(formatPostDate('not a date')).toBe('');
  });

  it('joins authors with " & "', () => {
    expect(joinAuthors([])).toBe('');
    expect(joinAuthors(['A'])).toBe('A');
    expect(joinAuthors(['A', 'B'])).toBe('A & B');
    expect(joinAuthors(['A', 'B', 'C'])).toBe('A & B & C');
  });

  it('counts whole minutes, at least one', () => {
    expect(readingMinutes(4.2)).toBe(5);
    expect(readingMinutes(5)).toBe(5);
    expect(readingMinutes(0.1)).toBe(1);
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(undefined)).toBe(1);
  });
});

const card = (over: Partial<BlogCardData>): BlogCardData => ({
  permalink: `/blog/${over.title ?? 'x'}`,
  title: 'x',
  tags: [],
  authors: [],
  date: '2024-01-01T00:00:00.000Z',
  excerpt: '',
  featured: false,
  ...over,
});

const posts = [
  card({
    title: 'kafka-eng',
    type: 'Engineering',
    tags: [{key: 'kafka', label: 'Kafka'}],
    authors: [{key: 'tsc', name: 'AsyncAPI TSC'}],
    date: '2024-03-01T00:00:00Z',
  }),
  card({
    title: 'mqtt-eng',
    type: 'Engineering',
    tags: [{key: 'mqtt', label: 'MQTT'}],
    authors: [{key: 'docs-team', name: 'Docs'}],
    date: '2024-05-01T00:00:00Z',
  }),
  card({
    title: 'kafka-comm',
    type: 'Communication',
    tags: [{key: 'kafka', label: 'Kafka'}],
    authors: [
      {key: 'tsc', name: 'AsyncAPI TSC'},
      {key: 'docs-team', name: 'Docs'},
    ],
    date: '2023-01-01T00:00:00Z',
    featured: true,
  }),
];

describe('listing order and filters', () => {
  it('puts featured posts first, then newest first', () => {
    expect(sortPosts(posts).map((post) => post.title)).toEqual(['kafka-comm', 'mqtt-eng', 'kafka-eng']);
  });

  it('combines filters with AND', () => {
    const titles = (filters: Parameters<typeof filterPosts>[1]) =>
      filterPosts(posts, filters).map((post) => post.title);
    expect(titles({})).toEqual(['kafka-eng', 'mqtt-eng', 'kafka-comm']);
    expect(titles({type: 'Engineering'})).toEqual(['kafka-eng', 'mqtt-eng']);
    expect(titles({tag: 'kafka'})).toEqual(['kafka-eng', 'kafka-comm']);
    expect(titles({type: 'Engineering', tag: 'kafka'})).toEqual(['kafka-eng']);
    expect(titles({type: 'Engineering', tag: 'kafka', author: 'docs-team'})).toEqual([]);
    expect(titles({author: 'docs-team'})).toEqual(['mqtt-eng', 'kafka-comm']);
  });

  it('reads and writes the URL query', () => {
    expect(parseFilters('?type=Engineering&tag=kafka&author=tsc&utm=x')).toEqual({
      type: 'Engineering',
      tag: 'kafka',
      author: 'tsc',
    });
    expect(parseFilters('?tag=&author=%20')).toEqual({});
    expect(filtersToSearch({author: 'tsc', tag: 'kafka', type: 'Engineering'})).toBe(
      '?type=Engineering&tag=kafka&author=tsc',
    );
    expect(filtersToSearch({}, '?tag=kafka&utm=x')).toBe('?utm=x');
    expect(filtersToSearch({})).toBe('');
    expect(filtersToSearch({tag: 'request-reply'}, '?type=Strategy')).toBe('?tag=request-reply');
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({author: 'tsc'})).toBe(true);
  });

  it('offers the types, tags and authors in use', () => {
    expect(filterOptions(posts)).toEqual({
      types: [
        {value: 'Engineering', label: 'Engineering'},
        {value: 'Communication', label: 'Communication'},
      ],
      tags: [
        {value: 'kafka', label: 'Kafka'},
        {value: 'mqtt', label: 'MQTT'},
      ],
      authors: [
        {value: 'tsc', label: 'AsyncAPI TSC'},
        {value: 'docs-team', label: 'Docs'},
      ],
    });
  });

  it('tells which count sentence a long list needs', () => {
    // Unfiltered, first step.
    expect(listingCountKind(24, 82, 82)).toBe('some');
    // Filtered, first step of more matches.
    expect(listingCountKind(24, 30, 82)).toBe('someOfMatching');
    // Filtered, every match shown.
    // Every post shown after the last step.
    expect(listingCountKind(82, 82, 82)).toBe('all');
    expect(listingCountKind(1, 1, 1)).toBe('one');
  });
});

describe('showing the listing in steps', () => {
  it('shows one step of 24 first', () => {
    expect(BLOG_PAGE_SIZE).toBe(24);
    expect(parseShowCount('')).toBe(24);
    expect(visibleCount(parseShowCount(''), 82)).toBe(24);
    expect(visibleCount(24, 10)).toBe(10);
    expect(visibleCount(24, 0)).toBe(0);
  });

  it('reads ?show= and falls back to one step on bad input', () => {
    expect(parseShowCount('?show=48')).toBe(48);
    expect(parseShowCount('?type=Engineering&show=72')).toBe(72);
    expect(parseShowCount('?show=10')).toBe(24);
    for (const bad of ['?show=', '?show=abc', '?show=-48', '?show=4.5', '?show=1e3', '?show=99999999999']) {
      expect(parseShowCount(bad)).toBe(24);
    }
    expect(parseShowCount('?show=5', 2)).toBe(5);
  });

  it('adds one step per "Show more posts", never past the matches', () => {
    expect(nextShowCount(24, 82)).toBe(48);
    expect(nextShowCount(48, 82)).toBe(72);
    expect(nextShowCount(72, 82)).toBe(82);
    expect(nextShowCount(82, 82)).toBe(82);
    expect(hasMorePosts(24, 82)).toBe(true);
    expect(hasMorePosts(82, 82)).toBe(false);
    expect(hasMorePosts(0, 0)).toBe(false);
    // Going through every step shows every post exactly once at the end.
    let visible = visibleCount(24, 85);
    let steps = 0;
    while (hasMorePosts(visible, 85)) {
      visible = nextShowCount(visible, 85);
      steps += 1;
    }
    expect([visible, steps]).toEqual([85, 3]);
  });

  it('keeps the count in the URL only beyond the first step', () => {
    expect(listingToSearch({}, 24)).toBe('');
    expect(listingToSearch({}, 48)).toBe('?show=48');
    expect(listingToSearch({type: 'Engineering'}, 48, '?show=24&utm=x')).toBe('?type=Engineering&utm=x&show=48');
    // A filter change resets the count: the old show= goes.
    expect(listingToSearch({tag: 'kafka'}, 24, '?type=Strategy&show=72')).toBe('?tag=kafka');
  });
});

describe('post module data', () => {
  it('builds a card from the metadata, front matter and resolved cover', () => {
    const data = toCardData({
      metadata: {
        permalink: '/blog/welcome',
        title: 'Welcome',
        date: '2024-01-05T00:00:00.000Z',
        description: 'The description.',
        readingTime: 3.4,
        tags: [{label: 'Community', permalink: '/blog/tags/community'}],
        authors: [{key: 'docs-team', name: 'AsyncAPI Docs Team', imageURL: '/img/authors/docs-team.svg'}],
        frontMatter: {type: 'Communication', featured: true, subtitle: 'Sub', excerpt: 'Short excerpt.'},
      },
      assets: {image: '/assets/images/cover-abc.svg'},
    });
    expect(data).toEqual({
      permalink: '/blog/welcome',
      title: 'Welcome',
      subtitle: 'Sub',
      type: 'Communication',
      tags: [{key: 'community', label: 'Community'}],
      authors: [{key: 'docs-team', name: 'AsyncAPI Docs Team', url: undefined, imageURL: '/img/authors/docs-team.svg'}],
      date: '2024-01-05T00:00:00.000Z',
      readingTime: 3.4,
      excerpt: 'Short excerpt.',
      cover: '/assets/images/cover-abc.svg',
      featured: true,
    });
  });

  it('ignores unknown types and non-boolean featured values', () => {
    const data = toCardData({
      metadata: {
        permalink: '/blog/a',
        title: 'A',
        date: '2024-01-05',
        description: 'D',
        tags: [],
        authors: [],
        frontMatter: {type: 'News', featured: 'yes'},
      },
    });
    expect(data.type).toBeUndefined();
    expect(data.featured).toBe(false);
    expect(data.excerpt).toBe('D');
  });

  it('derives tag keys and filter links', () => {
    expect(tagKeyFromPermalink('/blog/tags/release-notes')).toBe('release-notes');
    expect(tagKeyFromPermalink('/de/blog/tags/kafka/')).toBe('kafka');
    expect(tagFilterUrl('request-reply')).toBe('/blog?tag=request-reply');
    expect(typeFilterUrl('Engineering')).toBe('/blog?type=Engineering');
  });

  it('builds plain share links', () => {
    const links = shareLinks('https://www.asyncapi.com/blog/a', 'A & B');
    expect(links.x).toBe('https://x.com/intent/post?text=A+%26+B&url=https%3A%2F%2Fwww.asyncapi.com%2Fblog%2Fa');
    expect(links.linkedin).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.asyncapi.com%2Fblog%2Fa',
    );
  });
});
