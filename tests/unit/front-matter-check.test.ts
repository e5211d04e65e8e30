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

  it('gives Markdown pages the generic layout: no table of contents (SPEC.md "Generic page")', async () => {
    const parse = createParseFrontMatter(site);
    const parsed = (frontMatter: Record<string, unknown>) => jest.fn(async () => ({frontMatter, content: 'x'}));
    for (const file of ['src/pages/about.md', 'src/pages/legal/terms.mdx']) {
      await expect(
        parse({filePath: at(file), fileContent: 'x', defaultParseFrontMatter: parsed({title: 'A'})}),
      ).resolves.toEqual({
        frontMatter: {title: 'A', hide_table_of_contents: true},
        content: 'x',
      });
    }
    // Even when the page asks for one.
    const asks = parsed({title: 'A', hide_table_of_contents: false});
    expect(
      (await parse({filePath: at('src/pages/about.md'), fileContent: 'x', defaultParseFrontMatter: asks})).frontMatter,
    ).toEqual({
      title: 'A',
      hide_table_of_contents: true,
    });
    // Docs and posts keep their table of contents; partials are not pages.
    for (const file of ['docs/concepts/channel.md', 'src/pages/_partial.md']) {
      const result = await parse({filePath: at(file), fileContent: 'x', defaultParseFrontMatter: parsed({title: 'A'})});
      expect(result.frontMatter).toEqual({title: 'A'});
    }
  });
});
