/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import {
  checkBlogFrontMatter,
  checkFrontMatter,
  createParseFrontMatter,
  isBlogPostFile,
  isIsoDate,
  readAuthorKeys,
} from '@site/plugins/front-matter-check';
import {DEFAULT_PARSE_FRONT_MATTER as defaultParse} from '@docusaurus/utils';

const site = path.join(__dirname, 'fixtures/blog-site');
const good = path.join(site, 'blog/good-post/index.md');
const goodFrontMatter = {
  title: 'A good post',
  date: new Date('2024-01-05T12:00:00Z'),
  type: 'Engineering',
  cover: './cover.svg',
  authors: ['docs-team', 'tsc'],
};
const check = (over: Record<string, unknown>, file = good) => () => checkFrontMatter({...goodFrontMatter, ...over}, file, site);

describe('blog front-matter checks', () => {
  it('reads the author keys of blog/authors.yml', () => {
    expect(readAuthorKeys(site)).toEqual(['docs-team', 'tsc']);
  });

  it('applies only to blog/<slug>/index.md(x)', () => {
    expect(isBlogPostFile('blog/good-post/index.md')).toBe(true);
    expect(isBlogPostFile('blog/good-post/index.mdx')).toBe(true);
    expect(isBlogPostFile('blog/README.md')).toBe(false);
    expect(isBlogPostFile('blog/_drafts/index.md')).toBe(false);
    expect(isBlogPostFile('docs/blog/index.md')).toBe(false);
    // A doc with none of the blog fields passes.
    expect(() => checkFrontMatter({title: 'Doc'}, path.join(site, 'docs/intro.md'), site)).not.toThrow();
  });

  it('accepts a complete post', () => {
    expect(check({})).not.toThrow();
    expect(check({featured: false, canonical: 'https://example.org/a', authors: 'tsc', date: '2024-01-05'})).not.toThrow();
  });

  it('rejects an unknown or missing type, naming the file and the field', () => {
    expect(check({type: 'News'})).toThrow(
      'Unknown blog post type "News" in blog/good-post/index.md (expected one of Engineering, Communication, Strategy, Community, Conference)',
    );
    expect(check({type: undefined})).toThrow('Missing blog post field "type" in blog/good-post/index.md');
  });

  it('requires the cover file to exist relative to the post', () => {
    expect(check({cover: './nope.svg'})).toThrow('Blog post cover "./nope.svg" not found in blog/good-post/index.md (field "cover"');
    expect(check({cover: undefined})).toThrow('Missing blog post field "cover" in blog/good-post/index.md');
    // A directory is not an image.
    expect(check({cover: '.'})).toThrow('not found');
  });

  it('requires every author key to exist in blog/authors.yml', () => {
    expect(check({authors: ['docs-team', 'jane-doe']})).toThrow(
      'Unknown blog author "jane-doe" in blog/good-post/index.md (field "authors": expected keys from blog/authors.yml: docs-team, tsc)',
    );
    expect(check({authors: []})).toThrow('Missing blog post field "authors" in blog/good-post/index.md');
    expect(check({authors: [{name: 'Inline'}]})).toThrow('Unknown blog author');
  });

  it('requires a valid ISO date', () => {
    expect(check({date: undefined})).toThrow('Missing blog post field "date" in blog/good-post/index.md');
    expect(check({date: '05/01/2024'})).toThrow('Invalid blog post date "05/01/2024" in blog/good-post/index.md (field "date"');
    expect(check({date: '2024-02-30'})).toThrow('Invalid blog post date');
    expect(isIsoDate('2023-12-05T12:00:00Z')).toBe(true);
    expect(isIsoDate('2023-12-05T12:00:00.000+01:00')).toBe(true);
    expect(isIsoDate(new Date('invalid'))).toBe(false);
    expect(isIsoDate(20240105)).toBe(false);
  });

  it('checks featured and canonical when present', () => {
    expect(check({featured: 'yes'})).toThrow('Invalid blog post field "featured" in blog/good-post/index.md (expected true or false, got "yes")');
    expect(check({canonical: 'http://example.org/a'})).toThrow(
      'Invalid blog post canonical URL "http://example.org/a" in blog/good-post/index.md (field "canonical": expected an absolute https URL)',
    );
    expect(check({canonical: '/blog/a'})).toThrow('field "canonical"');
  });

  it('runs on the fixture files through the markdown.parseFrontMatter hook', async () => {
    const parse = createParseFrontMatter(site);
    const run = (file: string) =>
      parse({filePath: file, fileContent: fs.readFileSync(file, 'utf8'), defaultParseFrontMatter: defaultParse});
    await expect(run(good)).resolves.toMatchObject({frontMatter: {type: 'Engineering', featured: true}});
    await expect(run(path.join(site, 'blog/no-cover/index.md'))).rejects.toThrow(
      'Blog post cover "./missing.svg" not found in blog/no-cover/index.md',
    );
  });

  it('exposes the rule set for one post directly', () => {
    expect(() => checkBlogFrontMatter({...goodFrontMatter, type: 'Strategy'}, good, 'blog/good-post/index.md', ['tsc'])).toThrow(
      'Unknown blog author "docs-team"',
    );
  });
});
