/** @jest-environment node */
import path from 'node:path';
import {checkFrontMatter, createParseFrontMatter, TITLE_REQUIRED} from '@site/plugins/front-matter-check';

const site = '/site';
const at = (file: string) => path.join(site, file);

describe('front-matter checks', () => {
  // Blog posts have more required fields: see blog-front-matter.test.ts.
  it('accepts a titled doc and page', () => {
    expect(() => checkFrontMatter({title: 'Channels'}, at('docs/concepts/channel.md'), site)).not.toThrow();
    expect(() => checkFrontMatter({title: 'Roadmap'}, at('src/pages/roadmap.md'), site)).not.toThrow();
  });

  it.each([
    [{}, 'docs/concepts/channel.md'],
    [{title: ''}, 'blog/some-post/index.md'],
    [{title: '   '}, 'src/pages/finance.md'],
    [{title: 42}, 'docs/x.mdx'],
  ])('fails with "Post title is required" and the file path (%p in %s)', (frontMatter, file) => {
    expect(() => checkFrontMatter(frontMatter, at(file), site)).toThrow(`${TITLE_REQUIRED}: ${file}`);
  });

  it('allows /about without a title, and partials', () => {
    expect(() => checkFrontMatter({}, at('src/pages/about.md'), site)).not.toThrow();
    expect(() => checkFrontMatter({}, at('src/pages/about.mdx'), site)).not.toThrow();
    expect(() => checkFrontMatter({}, at('docs/_partial.md'), site)).not.toThrow();
    expect(() => checkFrontMatter({}, at('src/pages/about-us.md'), site)).toThrow(TITLE_REQUIRED);
  });

  it('runs after the default parser as the markdown.parseFrontMatter hook, logging our error first', async () => {
    const logged: string[] = [];
    const parse = createParseFrontMatter(site, (message) => logged.push(message));
    const defaultParseFrontMatter = jest.fn(async () => ({frontMatter: {}, content: 'x'}));
    await expect(parse({filePath: at('docs/a.md'), fileContent: 'x', defaultParseFrontMatter})).rejects.toThrow(
      'Post title is required: docs/a.md',
    );
    // Logged before Docusaurus's own catch prints its generic "special characters" hint.
    expect(logged).toEqual(['Post title is required: docs/a.md']);
    const ok = jest.fn(async () => ({frontMatter: {title: 'A'}, content: 'x'}));
    await expect(parse({filePath: at('docs/a.md'), fileContent: 'x', defaultParseFrontMatter: ok})).resolves.toEqual({
      frontMatter: {title: 'A'},
      content: 'x',
    });
  });
});
