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
import {getBlogPostAuthors} from '@docusaurus/plugin-content-blog/lib/authors.js';

const site = path.join(__dirname, 'fixtures/blog-site');
const good = path.join(site, 'blog/good-post/index.md');
const goodFrontMatter = {
  title: 'A good post',
  date: new Date('2024-01-05T12:00:00Z'),
  type: 'Engineering',
  cover: './cover.svg',
  authors: ['docs-team', 'tsc'],
};
const check =
  (over: Record<string, unknown>, file = good) =>
  () =>
    checkFrontMatter({...goodFrontMatter, ...over}, file, site);

describe('blog front-matter checks', () => {
  it('reads the author keys of blog/authors.yml', () => {
    expect(readAuthorKeys(site)).toEqual(['docs-team', 'tsc']);
  });

  it('applies to the posts the blog plugin reads: blog/<slug>/index.md(x) and blog/<file>.md(x)', () => {
    expect(isBlogPostFile('blog/good-post/index.md')).toBe(true);
    expect(isBlogPostFile('blog/good-post/index.mdx')).toBe(true);
    expect(isBlogPostFile('blog/2026-11-26-my-post.md')).toBe(true);
    expect(isBlogPostFile('blog/2026-11-26-my-post/index.md')).toBe(true);
    expect(isBlogPostFile('i18n/de/docusaurus-plugin-content-blog/good-post/index.md')).toBe(true);
    expect(isBlogPostFile('blog/README.md')).toBe(false);
    expect(isBlogPostFile('blog/_draft.md')).toBe(false);
    expect(isBlogPostFile('blog/good-post/notes.md')).toBe(false);
    expect(isBlogPostFile('blog/_drafts/index.md')).toBe(false);
    expect(isBlogPostFile('docs/blog/index.md')).toBe(false);
    // A doc with none of the blog fields passes.
    expect(() => checkFrontMatter({title: 'Doc'}, path.join(site, 'docs/intro.md'), site)).not.toThrow();
  });

  it('takes the date from a date-prefixed file name when the front matter has none, as Docusaurus does', () => {
    const dated = path.join(site, 'blog/2024-01-05-dated-post.md');
    expect(check({date: undefined, cover: './good-post/cover.svg'}, dated)).not.toThrow();
    expect(check({date: undefined})).toThrow(
      'Missing blog post field "date" in blog/good-post/index.md (expected an ISO date such as 2024-01-05T12:00:00Z, or a file name that starts with one: blog/2024-01-05-my-post.md)',
    );
  });

  it('accepts a complete post', () => {
    expect(check({})).not.toThrow();
    expect(
      check({featured: false, canonical: 'https://example.org/a', authors: 'tsc', date: '2024-01-05'}),
    ).not.toThrow();
  });

  it('rejects an unknown or missing type, naming the file and the field', () => {
    expect(check({type: 'News'})).toThrow(
      'Unknown blog post type "News" in blog/good-post/index.md (expected one of Engineering, Communication, Strategy, Community, Conference)',
    );
    expect(check({type: undefined})).toThrow('Missing blog post field "type" in blog/good-post/index.md');
  });

  it('requires the cover file to exist relative to the post', () => {
    expect(check({cover: './nope.svg'})).toThrow(
      'Blog post cover "./nope.svg" not found in blog/good-post/index.md (field "cover"',
    );
    expect(check({cover: undefined})).toThrow('Missing blog post field "cover" in blog/good-post/index.md');
    // A directory is not an image.
    expect(check({cover: '.'})).toThrow('Blog post cover "." is not an image');
  });

  it('requires the cover to be an image inside the post folder', () => {
    for (const cover of [
      '../../../../etc/passwd',
      '../other-post/cover.svg',
      '/etc/passwd',
      '/abs/cover.svg',
      'https://evil.example/a.png',
      'file:///etc/passwd',
    ]) {
      expect(check({cover})).toThrow(
        `Blog post cover "${cover}" is outside the post's folder in blog/good-post/index.md (field "cover"`,
      );
    }
    expect(check({cover: './index.md'})).toThrow(
      'Blog post cover "./index.md" is not an image in blog/good-post/index.md (field "cover": expected one of .svg, .png, .jpg',
    );
    expect(check({cover: 'cover.svg'})).not.toThrow();
    expect(check({cover: './sub/../cover.svg'})).not.toThrow();
  });

  it('refuses a cover that is a symbolic link out of the post folder', () => {
    const link = path.join(site, 'blog/good-post/linked.svg');
    fs.rmSync(link, {force: true});
    fs.symlinkSync(path.join(site, 'blog/authors.yml'), link);
    try {
      expect(check({cover: './linked.svg'})).toThrow(`Blog post cover "./linked.svg" is outside the post's folder`);
    } finally {
      fs.rmSync(link, {force: true});
    }
  });

  it('checks the date as written, before YAML rolls an impossible date over', async () => {
    const logged: string[] = [];
    const parse = createParseFrontMatter(site, (message) => logged.push(message));
    const content = fs.readFileSync(good, 'utf8');
    const withDate = (date: string) => content.replace(/^date: .*$/m, `date: ${date}`);
    const run = (fileContent: string) => parse({filePath: good, fileContent, defaultParseFrontMatter: defaultParse});
    for (const date of [
      '2026-02-30T12:00:00Z',
      '2026-02-30',
      '"2026-02-30T12:00:00Z"',
      '2026-04-31T12:00:00Z',
      '2026-01-05T25:00:00Z',
      '2026-01-05T12:61:00Z',
    ]) {
      // YAML itself loads the unquoted ones as a valid Date (2 March), so only the raw text tells.
      await expect(run(withDate(date))).rejects.toThrow(
        `Invalid blog post date ${JSON.stringify(date.replace(/"/g, ''))} in blog/good-post/index.md`,
      );
    }
    expect(logged[0]).toBe(
      'Invalid blog post date "2026-02-30T12:00:00Z" in blog/good-post/index.md (field "date": expected an ISO date such as 2024-01-05T12:00:00Z)',
    );
    await expect(run(withDate('2024-02-29T12:00:00Z'))).resolves.toMatchObject({
      frontMatter: {date: new Date('2024-02-29T12:00:00Z')},
    });
    await expect(run(withDate('2026-01-05T23:59:59+01:00'))).resolves.toBeDefined();
  });

  it('requires authors, and leaves unknown keys to the blog plugin, which lists the keys of blog/authors.yml', () => {
    expect(check({authors: []})).toThrow(
      'Missing blog post field "authors" in blog/good-post/index.md (expected keys from blog/authors.yml: docs-team, tsc)',
    );
    expect(check({authors: ['docs-team', 'jane-doe']})).not.toThrow();
    const authorsMap = Object.fromEntries(readAuthorKeys(site).map((key) => [key, {key, name: key, page: null}]));
    const frontMatter = {authors: ['docs-team', 'jane-doe']};
    expect(() => getBlogPostAuthors({frontMatter, authorsMap, baseUrl: '/'})).toThrow(
      'Blog author with key "jane-doe" not found in the authors map file.\nValid author keys are:\n- docs-team\n- tsc',
    );
  });

  it('requires a valid ISO date', () => {
    expect(check({date: undefined})).toThrow('Missing blog post field "date" in blog/good-post/index.md');
    expect(check({date: '05/01/2024'})).toThrow(
      'Invalid blog post date "05/01/2024" in blog/good-post/index.md (field "date"',
    );
    expect(check({date: '2024-02-30'})).toThrow('Invalid blog post date');
    expect(isIsoDate('2023-12-05T12:00:00Z')).toBe(true);
    expect(isIsoDate('2023-12-05T12:00:00.000+01:00')).toBe(true);
    expect(isIsoDate(new Date('invalid'))).toBe(false);
    expect(isIsoDate(20240105)).toBe(false);
  });

  it('checks featured and canonical when present', () => {
    expect(check({featured: 'yes'})).toThrow(
      'Invalid blog post field in blog/good-post/index.md: field "featured" must be true or false, got "yes"',
    );
    expect(check({canonical: 'http://example.org/a'})).toThrow(
      'Invalid blog post field in blog/good-post/index.md: field "canonical" must be an absolute https URL, got "http://example.org/a"',
    );
    expect(check({canonical: '/blog/a'})).toThrow('field "canonical"');
  });

  it('runs on the fixture files through the markdown.parseFrontMatter hook', async () => {
    const parse = createParseFrontMatter(site, () => {});
    const run = (file: string) =>
      parse({filePath: file, fileContent: fs.readFileSync(file, 'utf8'), defaultParseFrontMatter: defaultParse});
    await expect(run(good)).resolves.toMatchObject({frontMatter: {type: 'Engineering', featured: true}});
    await expect(run(path.join(site, 'blog/no-cover/index.md'))).rejects.toThrow(
      'Blog post cover "./missing.svg" not found in blog/no-cover/index.md',
    );
  });

  it('exposes the rule set for one post directly', () => {
    expect(() =>
      checkBlogFrontMatter({...goodFrontMatter, authors: undefined}, good, 'blog/good-post/index.md', ['tsc']),
    ).toThrow(
      'Missing blog post field "authors" in blog/good-post/index.md (expected keys from blog/authors.yml: tsc)',
    );
  });
});
