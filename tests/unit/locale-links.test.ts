/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Root} from 'mdast';
import remarkLocaleLinks, {
  announcedLocale,
  docsRoots,
  pluginFolder,
  resolveAcrossLocales,
  splitMarkdownLink,
  type ContentRoot,
} from '@site/plugins/translations/localeLinks';

let site: string;
let roots: ContentRoot[];
const DOCS_DE = 'i18n/de/docusaurus-plugin-content-docs/current';

function write(file: string, text = '# x\n'): void {
  fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
  fs.writeFileSync(path.join(site, file), text);
}

beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'locale-links-'));
  write('docs/concepts/channel.md');
  write('docs/concepts/producer.md');
  write('docs/concepts/asyncapi-document/structure.md');
  write('docs/tutorials/index.md');
  write(`${DOCS_DE}/concepts/channel.md`);
  write('tool-docs/cli/index.md');
  write('tool-docs/cli/installation.md');
  write('i18n/de/docusaurus-plugin-content-docs-cli/current/installation.md');
  write('generator_versioned_docs/version-1.x/usage.md');
  write('generator_versions.json', '["1.x"]');
  write('tool-docs/generator/usage.md');
  write('blog/a-post/index.md');
  write('blog/other-post/index.md');
  write('i18n/de/docusaurus-plugin-content-blog/other-post/index.md');
  roots = [
    ...docsRoots(site, {path: 'docs'}),
    ...docsRoots(site, {id: 'cli', path: 'tool-docs/cli'}),
    ...docsRoots(site, {id: 'generator', path: 'tool-docs/generator'}),
    {source: 'blog', localized: pluginFolder('docusaurus-plugin-content-blog')},
  ];
});

afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

const resolve = (from: string, link: string, locale: string) =>
  resolveAcrossLocales(path.join(site, from), link, {siteDir: site, defaultLocale: 'en', roots, locale});
const rel = (file: string | null) => (file === null ? null : path.relative(site, file));

describe('docsRoots and pluginFolder', () => {
  it('name the i18n folders as Docusaurus does, versions included', () => {
    expect(pluginFolder('docusaurus-plugin-content-docs')).toBe('docusaurus-plugin-content-docs');
    expect(pluginFolder('docusaurus-plugin-content-docs', 'cli')).toBe('docusaurus-plugin-content-docs-cli');
    expect(docsRoots(site, {id: 'generator', path: 'tool-docs/generator'})).toEqual([
      {source: 'tool-docs/generator', localized: 'docusaurus-plugin-content-docs-generator/current'},
      {
        source: 'generator_versioned_docs/version-1.x',
        localized: 'docusaurus-plugin-content-docs-generator/version-1.x',
      },
    ]);
  });
});

describe('resolveAcrossLocales', () => {
  it('sends an untranslated English page to the translation of the page it links (German build)', () => {
    expect(rel(resolve('docs/concepts/producer.md', './channel.md', 'de'))).toBe(`${DOCS_DE}/concepts/channel.md`);
    expect(rel(resolve('docs/concepts/asyncapi-document/structure.md', '../channel.md', 'de'))).toBe(
      `${DOCS_DE}/concepts/channel.md`,
    );
  });

  it('sends a translated page to the English source of a page not translated yet', () => {
    expect(rel(resolve(`${DOCS_DE}/concepts/channel.md`, './producer.md', 'de'))).toBe('docs/concepts/producer.md');
    expect(rel(resolve(`${DOCS_DE}/concepts/channel.md`, '../tutorials/index.md', 'de'))).toBe(
      'docs/tutorials/index.md',
    );
  });

  it('keeps translated-to-translated and English-to-English links', () => {
    expect(rel(resolve(`${DOCS_DE}/concepts/channel.md`, './channel.md', 'de'))).toBe(`${DOCS_DE}/concepts/channel.md`);
    expect(rel(resolve('docs/concepts/producer.md', './channel.md', 'en'))).toBe('docs/concepts/channel.md');
  });

  it('works in every docs instance, versioned docs and the blog', () => {
    expect(rel(resolve('tool-docs/cli/index.md', './installation.md', 'de'))).toBe(
      'i18n/de/docusaurus-plugin-content-docs-cli/current/installation.md',
    );
    expect(rel(resolve('i18n/de/docusaurus-plugin-content-docs-cli/current/installation.md', './index.md', 'de'))).toBe(
      'tool-docs/cli/index.md',
    );
    expect(rel(resolve('generator_versioned_docs/version-1.x/usage.md', './usage.md', 'de'))).toBe(
      'generator_versioned_docs/version-1.x/usage.md',
    );
    expect(rel(resolve('blog/a-post/index.md', '../other-post/index.md', 'de'))).toBe(
      'i18n/de/docusaurus-plugin-content-blog/other-post/index.md',
    );
  });

  it('gives up on a file that exists in no locale, or outside the content folders', () => {
    expect(resolve('docs/concepts/producer.md', './missing.md', 'de')).toBeNull();
    expect(resolve(`${DOCS_DE}/concepts/channel.md`, './missing.md', 'de')).toBeNull();
    expect(resolve('docs/concepts/producer.md', '../../README.md', 'de')).toBeNull();
    expect(resolve('docs/concepts/producer.md', '%E0%A4%A.md', 'de')).toBeNull();
  });
});

describe('splitMarkdownLink', () => {
  it('takes relative links to Markdown files, with their query and hash', () => {
    expect(splitMarkdownLink('./channel.md#anchor')).toEqual({file: './channel.md', rest: '#anchor'});
    expect(splitMarkdownLink('channel.mdx?x=1')).toEqual({file: 'channel.mdx', rest: '?x=1'});
    for (const url of ['https://x.org/a.md', '/docs/a.md', '@site/docs/a.md', '#a', './page', 'mailto:a@b.c'])
      expect(splitMarkdownLink(url)).toBeNull();
  });
});

describe('announcedLocale', () => {
  const saved = process.env.DOCUSAURUS_CURRENT_LOCALE;
  afterEach(() => {
    if (saved === undefined) delete process.env.DOCUSAURUS_CURRENT_LOCALE;
    else process.env.DOCUSAURUS_CURRENT_LOCALE = saved;
  });
  it('reads the locale Docusaurus builds, the default when none is announced', () => {
    process.env.DOCUSAURUS_CURRENT_LOCALE = 'de';
    expect(announcedLocale('en')).toBe('de');
    // `docusaurus start` without --locale assigns undefined, which Node stores as the text "undefined".
    process.env.DOCUSAURUS_CURRENT_LOCALE = 'undefined';
    expect(announcedLocale('en')).toBe('en');
    delete process.env.DOCUSAURUS_CURRENT_LOCALE;
    expect(announcedLocale('en')).toBe('en');
  });
});

describe('remarkLocaleLinks', () => {
  it('rewrites links and link definitions at any depth to @site paths, keeping hash and query, leaving others', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            {type: 'link', url: './channel.md#fields', children: []},
            {type: 'emphasis', children: [{type: 'link', url: './missing.md', children: []}]},
            {type: 'link', url: 'https://example.org/x.md', children: []},
          ],
        },
        {type: 'definition', identifier: 'p', url: './producer.md', label: 'p'},
      ],
    } as unknown as Root;
    const transform = remarkLocaleLinks({siteDir: site, defaultLocale: 'en', roots, currentLocale: () => 'de'});
    transform(tree, {path: path.join(site, `${DOCS_DE}/concepts/channel.md`)} as never, () => {});
    const urls = JSON.stringify(tree).match(/"url":"[^"]*"/g);
    expect(urls).toEqual([
      `"url":"@site/${DOCS_DE}/concepts/channel.md#fields"`,
      '"url":"./missing.md"',
      '"url":"https://example.org/x.md"',
      '"url":"@site/docs/concepts/producer.md"',
    ]);
  });
});
