/** @jest-environment node */
/**
 * Every blog post ends with a `## Sources` list holding at least one link, so each fact it states can be
 * checked (blog/README.md, "Sources"). No post is exempt: a how-to still names the package versions and schema
 * files its commands and fields come from. The rule itself is tests/unit/lib/blogSources.ts, tested first.
 */
import fs from 'node:fs';
import path from 'node:path';
import {isBlogPostFile} from '@site/plugins/front-matter-check';
import {sourcesProblems} from './lib/blogSources';

const root = path.resolve(__dirname, '../..');
// Folders (`blog/<slug>/index.md`) and single files (`blog/2026-11-26-my-post.md`), as the blog plugin reads them.
const posts = fs
  .readdirSync(path.join(root, 'blog'), {withFileTypes: true})
  .flatMap((entry) =>
    entry.isDirectory()
      ? ['index.md', 'index.mdx'].map((name) => `blog/${entry.name}/${name}`)
      : [`blog/${entry.name}`],
  )
  .filter((file) => isBlogPostFile(file) && fs.existsSync(path.join(root, file)));

const post = (...lines: string[]) => lines.join('\n');
const intro = ['---', 'title: A post', '---', '', 'Text.', '', '## What changed', '', 'More text.', ''];

describe('sourcesProblems', () => {
  it('accepts a post whose last section is a list of sources with a link', () => {
    expect(
      sourcesProblems(
        post(
          ...intro,
          '## Sources',
          '',
          '- `@asyncapi/specs` 6.11.1: `definitions/3.0.0/operation.json`.',
          '- [asyncapi/spec](https://github.com/asyncapi/spec): tag `v3.0.0` (commit `d78dcea`,',
          '  2023-12-05).',
          '',
        ),
      ),
    ).toEqual([]);
    expect(sourcesProblems(post(...intro, '## Sources', '', '* See <https://example.org/a>.'))).toEqual([]);
    expect(sourcesProblems(post(...intro, '## Sources', '', '1. The [reference](/docs/reference).'))).toEqual([]);
  });

  it('rejects a post without a Sources section', () => {
    expect(sourcesProblems(post(...intro))).toEqual(['no "## Sources" section']);
    // A `### Sources` or a Sources heading inside a code block does not count.
    expect(sourcesProblems(post(...intro, '### Sources', '', '- [a](https://a.example)'))).toEqual([
      'no "## Sources" section',
    ]);
    expect(sourcesProblems(post(...intro, '```md', '## Sources', '', '- [a](https://a.example)', '```'))).toEqual([
      'no "## Sources" section',
    ]);
  });

  it('rejects Sources that are not the last section, or appear twice', () => {
    expect(sourcesProblems(post(...intro, '## Sources', '', '- [a](https://a.example)', '', '## Next steps'))).toEqual([
      '"## Sources" is not the last section (it is followed by "## Next steps")',
    ]);
    expect(
      sourcesProblems(post(...intro, '## Sources', '', '- [a](https://a.example)', '## Sources', '', '- b')),
    ).toEqual(['more than one "## Sources" section']);
  });

  it('rejects Sources without a list or without a link', () => {
    expect(sourcesProblems(post(...intro, '## Sources', ''))).toEqual([
      '"## Sources" has no list items',
      '"## Sources" has no link',
    ]);
    expect(sourcesProblems(post(...intro, '## Sources', '', '- github.com/asyncapi/spec: tag `v3.0.0`.'))).toEqual([
      '"## Sources" has no link',
    ]);
    expect(
      sourcesProblems(post(...intro, '## Sources', '', 'The [schemas](https://a.example) were compared.', '- b')),
    ).toEqual(['"## Sources" holds text outside its list: "The [schemas](https://a.example) were compared."']);
    // A link inside a code block is not a link.
    expect(
      sourcesProblems(post(...intro, '## Sources', '', '- a', '', '```', '[x](https://a.example)', '```')),
    ).toEqual(['"## Sources" has no link']);
  });
});

describe('blog posts', () => {
  it('finds the posts', () => {
    expect(posts.length).toBeGreaterThan(50);
  });

  it('each end with a "## Sources" list that has at least one link', () => {
    // If this fails, add the post's sources at its end: the package and version, schema file, tag or commit with
    // its date, or public page that each fact in the post comes from (blog/README.md, "Sources").
    const problems = posts.flatMap((file) =>
      sourcesProblems(fs.readFileSync(path.join(root, file), 'utf8')).map((problem) => `${file}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
