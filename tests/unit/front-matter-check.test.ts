/** @jest-environment node */
import path from 'node:path';
import {validateDocFrontMatter} from '@docusaurus/plugin-content-docs/lib/frontMatter.js';
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
    [{}, 'docs/concepts/channel.md', 'Docs page title is required'],
    [{}, 'tool-docs/cli/usage.md', 'Docs page title is required'],
    [{title: ''}, 'blog/some-post/index.md', 'Blog post title is required'],
    [{title: ''}, 'blog/2026-11-26-my-post.md', 'Blog post title is required'],
    [{title: '   '}, 'src/pages/finance.md', 'Page title is required'],
    [{title: 42}, 'docs/x.mdx', 'Docs page title is required'],
  ])('a file without a title names its kind and path (%p in %s)', (frontMatter, file, message) => {
    expect(() => checkFrontMatter(frontMatter, at(file), site)).toThrow(
      `${message}: ${file} (set \`title:\` in the front matter, or start the text with a \`# Heading\`)`,
    );
  });

  it('takes a leading # Heading as the title, as Docusaurus does', () => {
    const text = '---\ndescription: x\n---\n\nimport A from "./a";\n\n# Channels\n\nText.';
    expect(() => checkFrontMatter({description: 'x'}, at('docs/concepts/channel.md'), site, text)).not.toThrow();
    // A heading further down is not the title.
    expect(() => checkFrontMatter({}, at('docs/a.md'), site, 'Intro.\n\n# Later')).toThrow(TITLE_REQUIRED.docs);
    expect(() => checkFrontMatter({}, at('docs/a.md'), site, '## Not a title')).toThrow(TITLE_REQUIRED.docs);
  });

  it('allows /about without a title, and partials', () => {
    expect(() => checkFrontMatter({}, at('src/pages/about.md'), site)).not.toThrow();
    expect(() => checkFrontMatter({}, at('src/pages/about.mdx'), site)).not.toThrow();
    expect(() => checkFrontMatter({}, at('docs/_partial.md'), site)).not.toThrow();
    expect(() => checkFrontMatter({}, at('src/pages/about-us.md'), site)).toThrow(TITLE_REQUIRED.page);
  });

  it('runs after the default parser as the markdown.parseFrontMatter hook, logging our error first', async () => {
    const logged: string[] = [];
    const parse = createParseFrontMatter(site, (message) => logged.push(message));
    const defaultParseFrontMatter = jest.fn(async () => ({frontMatter: {}, content: 'x'}));
    await expect(parse({filePath: at('docs/a.md'), fileContent: 'x', defaultParseFrontMatter})).rejects.toThrow(
      'Docs page title is required: docs/a.md',
    );
    // Logged before Docusaurus's own catch prints its generic "special characters" hint.
    expect(logged).toEqual([
      'Docs page title is required: docs/a.md (set `title:` in the front matter, or start the text with a `# Heading`)',
    ]);
    const ok = jest.fn(async () => ({frontMatter: {title: 'A'}, content: 'x'}));
    await expect(parse({filePath: at('docs/a.md'), fileContent: 'x', defaultParseFrontMatter: ok})).resolves.toEqual({
      frontMatter: {title: 'A'},
      content: 'x',
    });
  });

  it('gives Markdown pages the generic layout: no table of contents (ARCHITECTURE.md, rule "Pages and metadata")', async () => {
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

  it("maps a docs page's weight to sidebar_position (docs, tool docs, translations), not a post's", async () => {
    const parse = createParseFrontMatter(site);
    const parsed = (frontMatter: Record<string, unknown>) => jest.fn(async () => ({frontMatter, content: 'x'}));
    for (const file of [
      'docs/concepts/channel.md',
      'tool-docs/cli/usage.md',
      'i18n/de/docusaurus-plugin-content-docs/current/concepts/channel.md',
    ]) {
      const result = await parse({
        filePath: at(file),
        fileContent: 'x',
        defaultParseFrontMatter: parsed({title: 'A', weight: 20}),
      });
      expect(result.frontMatter).toEqual({title: 'A', weight: 20, sidebar_position: 20});
    }
    const own = await parse({
      filePath: at('docs/a.md'),
      fileContent: 'x',
      defaultParseFrontMatter: parsed({title: 'A', sidebar_position: 3}),
    });
    expect(own.frontMatter).toEqual({title: 'A', sidebar_position: 3});
  });

  it.each([
    [{title: 'A', weight: 'first'}, 'Invalid weight "first" in docs/a.md (expected a number)'],
    [{title: 'A', weight: 1, sidebar_position: 2}, 'docs/a.md sets weight: 1 and sidebar_position: 2'],
  ])('refuses a weight that is not a number or that a sidebar_position would override (%p)', (frontMatter, message) => {
    expect(() => checkFrontMatter(frontMatter, at('docs/a.md'), site)).toThrow(message);
  });

  it("leaves sidebar_position's type to the docs plugin's own schema, which names the field", () => {
    expect(() => checkFrontMatter({title: 'A', sidebar_position: 'first'}, at('docs/a.md'), site)).not.toThrow();
    expect(() => validateDocFrontMatter({sidebar_position: 'first'})).toThrow('"sidebar_position" must be a number');
  });
});
