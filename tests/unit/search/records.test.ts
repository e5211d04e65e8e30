/** @jest-environment node */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {extractRecordsFromHtml, toolDocsLabel, withoutCode} from '@site/plugins/local-search/records';
import {headAndMain} from '@site/plugins/built-html/pages';
import {extractRecordsFromMarkdown} from '@site/plugins/local-search/markdown';
import {matchesTags, tagsFromFacetFilters} from '@site/src/search/shared';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {CODE_DIRS, codeFiles, contentVersion, isIndexedRoute} from '@site/plugins/local-search';
import {splitRecords} from '@site/plugins/local-search/buildIndex';
import {htmlFileFor} from '@site/plugins/built-html/pages';
import {searchLocal} from '@site/src/search/engine';
import {memoryIndex} from './searchIndex';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const SITE = 'https://www.asyncapi.com';

describe('extractRecordsFromHtml: a docs page', () => {
  const records = extractRecordsFromHtml(fixture('doc-page.html'), {siteUrl: SITE, pathname: '/docs/concepts/channel'});

  it('starts with the page title as lvl1, grouped under the docs section from the breadcrumbs', () => {
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      content: null,
      url: `${SITE}/docs/concepts/channel`,
      anchor: null,
      hierarchy: {lvl0: 'Concepts', lvl1: 'Channel', lvl2: null},
    });
  });

  it('gives each heading a record with its anchor, without the hash-link character', () => {
    const h2 = records.find((r) => r.type === 'lvl2' && r.hierarchy.lvl2 === 'Channel address');
    expect(h2).toMatchObject({anchor: 'channel-address', url: `${SITE}/docs/concepts/channel#channel-address`});
    const h3 = records.find((r) => r.type === 'lvl3');
    expect(h3?.hierarchy).toMatchObject({lvl2: 'Parameters in channels', lvl3: 'Parameter names'});
    expect(records.some((r) => /\u200b/.test(JSON.stringify(r.hierarchy)))).toBe(false);
  });

  it('gives body text the hierarchy and anchor of the heading above it', () => {
    const paragraph = records.find((r) => r.content?.startsWith('The address identifies'));
    expect(paragraph).toMatchObject({type: 'content', anchor: 'channel-address'});
    expect(paragraph?.hierarchy.lvl2).toBe('Channel address');
  });

  it('indexes list items once (nested lists separately), a table row as one record, and skips code blocks', () => {
    const contents = records.filter((r) => r.type === 'content').map((r) => r.content);
    expect(contents.filter((c) => c === 'Names are case sensitive.')).toHaveLength(1);
    expect(contents).toContain('Each name appears once:');
    expect(contents).toContain('inside one address');
    expect(contents).toContain('address — Where messages are sent');
    expect(contents.join(' ')).not.toContain('Field');
    expect(contents.join(' ')).not.toContain('userSignedUp');
  });

  it('leaves out what is marked data-search-exclude (the Specification Explorer)', () => {
    const text = JSON.stringify(records);
    expect(text).not.toContain('Servers Object');
    expect(text).not.toContain('Interactive widget text');
  });

  it("leaves buttons, screen-reader helpers and '#' links out of a heading's and a block's words", () => {
    const html = `<html><head><title>T</title></head><body><main><article><h1>Page<a class="hash-link" href="#">#</a></h1>
      <h2 id="fields">Fields <span class="badge sr-only">section</span><a class="hash-link" href="#fields">#</a></h2>
      <p>Copy <button type="button">Copy to clipboard</button>this <!-- a comment -->text<span class="sr-only"> (opens a dialog)</span>.</p>
      <ul><li>Outer item<ul><li>Inner item</li></ul></li></ul>
      <table><thead><tr><th>Field</th></tr></thead><tbody><tr><td>name <code>string</code></td><td><button>x</button>Its name</td></tr></tbody></table>
      <nav><p>Not indexed</p></nav></article></main></body></html>`;
    const records = extractRecordsFromHtml(html, {siteUrl: SITE, pathname: '/page'});
    expect(records.map((r) => r.content ?? `${r.type} ${r.hierarchy.lvl1}/${r.hierarchy.lvl2 ?? ''}`)).toEqual([
      'lvl1 Page/',
      'lvl2 Page/Fields',
      'Copy this text.',
      'Outer item',
      'Inner item',
      'name string — Its name',
    ]);
    expect(records[1]?.anchor).toBe('fields');
  });

  it('leaves code out of a list item that holds a code block, and indexes the rest of the item', () => {
    const html = `<html><head><title>T</title></head><body><main><article><h1>Page</h1>
      <ol><li><p>Check what changed:<div class="theme-code-block"><pre tabindex=0 class=prism-code><code><div class=token-line><span class="token plain">asyncapi diff a.yaml b.yaml</span></div></code></pre></div> <p>A breaking change needs a new version.</ol>
      </article></main></body></html>`;
    const records = extractRecordsFromHtml(html, {siteUrl: SITE, pathname: '/page'});
    expect(records.map((r) => r.content).filter(Boolean)).toEqual([
      'Check what changed: A breaking change needs a new version.',
    ]);
  });

  it('finds blocks and headings in document order, with omitted end tags as the HTML minifier writes them', () => {
    const html = `<html><head><title>T</title></head><body><main><article><h1>Page</h1>
      <ul><li>One<li>Two<ul><li>Two a</ul><li>Three</ul><h2 id=b>B</h2><dl><dt>Term<dd>Its meaning</dl>
      <table><thead><tr><th>Field<th>Meaning<tbody><tr><td>id<td>Its id<tr><td>name<td>Its name</table><p>End</article></main></body></html>`;
    const records = extractRecordsFromHtml(html, {siteUrl: SITE, pathname: '/page'});
    expect(records.map((r) => r.content ?? `${r.type} ${r.hierarchy.lvl2 ?? ''}`)).toEqual([
      'lvl1 ',
      'One',
      'Two',
      'Two a',
      'Three',
      'lvl2 B',
      'Term',
      'Its meaning',
      'id — Its id',
      'name — Its name',
      'End',
    ]);
  });

  it('ignores breadcrumbs, TOC, footer and pagination', () => {
    const text = JSON.stringify(records);
    expect(text).not.toContain('Edit this page');
    expect(text).not.toContain('On this page');
    expect(text).not.toContain('Previous');
  });
});

describe('withoutCode', () => {
  it('empties every code block and keeps the empty <pre>, leaving other elements alone', () => {
    const html =
      '<p>a</p><pre tabindex=0 class="prism-code"><code><span class="token key">x</span>\n</code></pre><pre>y</pre><preview>keep</preview><p>b</p>';
    expect(withoutCode(html)).toBe(
      '<p>a</p><pre tabindex=0 class="prism-code"></pre><pre></pre><preview>keep</preview><p>b</p>',
    );
  });
});

describe('headAndMain', () => {
  const head =
    '<!DOCTYPE html><html><head><title>T</title><meta name="docusaurus_tag" content="docs-default-current"></head>';
  it('keeps the head and <main> only: the navbar, sidebar and footer are not parsed', () => {
    const html = `${head}<body><nav>Navbar</nav><aside>Sidebar</aside><main class="m"><p>Text</p></main><footer>F</footer></body></html>`;
    expect(headAndMain(html)).toBe(
      `${head.slice(0, -'</head>'.length)}</head><body><main class="m"><p>Text</p></main></body></html>`,
    );
  });

  it('keeps a page whole when it has no <main>, or more than one', () => {
    const none = `${head}<body><article><p>Text</p></article></body></html>`;
    const two = `${head}<body><main><p>A</p></main><main><p>B</p></main></body></html>`;
    expect(headAndMain(none)).toBe(none);
    expect(headAndMain(two)).toBe(two);
  });

  it('trims the fixtures, so every fixture test here reads a trimmed page (a build check compared all 460 pages)', () => {
    for (const [name, pathname] of [
      ['doc-page.html', '/docs/concepts/channel'],
      ['blog-post.html', '/blog/2024/01/05/kafka-streaming'],
    ] as const) {
      const html = fixture(name);
      expect(headAndMain(html).length).toBeLessThan(html.length);
      expect(headAndMain(html)).toContain('<main');
      expect(extractRecordsFromHtml(html, {siteUrl: SITE, pathname}).length).toBeGreaterThan(3);
    }
  });
});

describe('extractRecordsFromHtml: blog post and generic page', () => {
  it('groups a blog post under Blog', () => {
    const records = extractRecordsFromHtml(fixture('blog-post.html'), {
      siteUrl: SITE,
      pathname: '/blog/2024/01/05/kafka-streaming',
    });
    expect(records[0].hierarchy).toMatchObject({lvl0: 'Blog', lvl1: 'Streaming with Kafka'});
    expect(records.some((r) => r.anchor === 'designing-topics' && r.type === 'lvl2')).toBe(true);
  });

  it('reads a React page from <main>, not the navbar or footer, and keeps the locale prefix in URLs', () => {
    const records = extractRecordsFromHtml(fixture('generic-page.html'), {siteUrl: SITE, pathname: '/de/casestudies'});
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      url: `${SITE}/de/casestudies`,
      hierarchy: {lvl0: 'Pages', lvl1: 'Case studies'},
    });
    const text = JSON.stringify(records);
    expect(text).not.toContain('Menu text');
    expect(text).not.toContain('Copyright');
    expect(records.find((r) => r.anchor === 'adopters')?.type).toBe('lvl2');
  });
});

describe('table rows that define names', () => {
  const page = (rows: string) =>
    extractRecordsFromHtml(
      `<html><head><title>T</title></head><body><main><article><h1>Page</h1><h2 id="fields">Fields</h2>
      <table><thead><tr><th>Field<th>Type<th>Description<tbody>${rows}</table></article></main></body></html>`,
      {siteUrl: SITE, pathname: '/docs/reference/bindings/kafka'},
    ).filter((r) => r.type === 'content');

  it("a Reference field row defines its code name and links to the row's own anchor", () => {
    const [row] = page(
      '<tr><td><a href="#server-binding-bindingVersion" id="server-binding-bindingVersion" class="static-anchor"><code>bindingVersion</code></a><td>string<td>The version of this binding.',
    );
    expect(row).toMatchObject({
      content: 'bindingVersion — string — The version of this binding.',
      anchor: 'server-binding-bindingVersion',
      url: `${SITE}/docs/reference/bindings/kafka#server-binding-bindingVersion`,
      hierarchy: {lvl2: 'Fields'},
      defines: ['bindingVersion'],
      ownAnchor: true,
    });
  });

  it('a CLI flag row defines each form of the flag and keeps the heading anchor', () => {
    const [row] = page('<tr><td><code>-w, --watch</code><td>boolean<td>Enable watch mode');
    expect(row).toMatchObject({anchor: 'fields', defines: ['-w', '--watch']});
    expect(row?.ownAnchor).toBeUndefined();
    const [separate] = page('<tr><td><code>-f</code>, <code>--format</code><td>string<td>Format');
    expect(separate?.defines).toEqual(['-f', '--format']);
  });

  it('a row whose first cell is words, or words and code, defines nothing', () => {
    const rows = page(
      '<tr><td><a href="/docs/reference/bindings/amqp">AMQP 0-9-1</a><td><code>amqp</code><td>x' +
        '<tr><td>the <code>docs</code> key<td>object<td>y<tr><td><td>empty first cell<td>z',
    );
    expect(rows.map((r) => r.defines)).toEqual([undefined, undefined, undefined]);
  });
});

describe('a German page', () => {
  it('gives the German text, headings and breadcrumbs: nothing in the extraction reads English words', () => {
    const html = fixture('doc-page.html')
      .replace('<html lang=en', '<html lang=de')
      .replace(/<span>Concepts<\/span>/, '<span>Konzepte</span>')
      .replace(/>Channel address</, '>Kanaladresse<')
      .replace(/The address identifies/, 'Die Adresse bezeichnet');
    const records = extractRecordsFromHtml(html, {siteUrl: SITE, pathname: '/de/docs/concepts/channel'});
    expect(records[0]).toMatchObject({url: `${SITE}/de/docs/concepts/channel`, hierarchy: {lvl0: 'Konzepte'}});
    expect(records.find((r) => r.type === 'lvl2' && r.anchor === 'channel-address')?.hierarchy.lvl2).toBe(
      'Kanaladresse',
    );
    expect(records.some((r) => r.content?.startsWith('Die Adresse bezeichnet'))).toBe(true);
  });

  it('is found by its German words in the index built from it', async () => {
    const html = fixture('doc-page.html')
      .replace(/>Channel address</, '>Kanaladresse<')
      .replace(/The address identifies/, 'Die Adresse bezeichnet');
    const records = extractRecordsFromHtml(html, {siteUrl: SITE, pathname: '/de/docs/concepts/channel'});
    const index = await memoryIndex(records, SITE);
    const first = async (query: string) => (await searchLocal(index, {query})).response.hits[0]?.url;
    expect(await first('Kanaladresse')).toBe(`${SITE}/de/docs/concepts/channel#channel-address`);
    expect(await first('adresse bezeichn')).toBe(`${SITE}/de/docs/concepts/channel#channel-address`);
  });
});

describe('tool docs instances and versions (docusaurus_tag)', () => {
  const toolPage = fixture('doc-page.html').replace(
    '<head>',
    '<head><meta name="docusaurus_tag" content="docs-generator-current">',
  );

  it('groups a tool docs page under its tool and stores the page tag on every record', () => {
    const records = extractRecordsFromHtml(toolPage, {siteUrl: SITE, pathname: '/docs/tools/generator/hooks'});
    expect(records.length).toBeGreaterThan(1);
    expect(
      records.every((r) => r.hierarchy.lvl0 === 'Generator' && r.docusaurus_tag === 'docs-generator-current'),
    ).toBe(true);
  });

  it('reads the instance from a tag and the tool label from the instance', () => {
    expect(toolDocsLabel('docs-generator-2.x')).toBe('Generator');
    expect(toolDocsLabel('default')).toBeUndefined();
    expect(toolDocsLabel('docs-cli-current')).toBe('CLI');
    expect(toolDocsLabel('docs-glee-current')).toBe('Glee');
    expect(toolDocsLabel('docs-default-current')).toBeUndefined();
  });

  it('reads the tags of DocSearch contextual facet filters', () => {
    expect(
      tagsFromFacetFilters([['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-generator-current']]),
    ).toEqual(['default', 'docs-generator-current']);
    expect(tagsFromFacetFilters(['language:en'])).toBeUndefined();
    expect(tagsFromFacetFilters(undefined)).toBeUndefined();
  });

  it('keeps another version of the same docs out, and pages without a docs tag in', () => {
    const allowed = ['default', 'docs-default-current', 'docs-generator-current', 'docs-cli-current'];
    expect(matchesTags('docs-generator-current', allowed)).toBe(true);
    expect(matchesTags('docs-generator-2.x', allowed)).toBe(false);
    expect(matchesTags(undefined, allowed)).toBe(true);
    expect(matchesTags('docs-generator-2.x', undefined)).toBe(true);
  });
});

describe('plugin helpers', () => {
  it('names the index files by a content hash: same content, same name; any change, a new name', async () => {
    const site = path.resolve(__dirname, '../../..');
    const content = {docs: {default: {loadedVersions: [{docs: [{title: 'Channel'}]}]}}};
    const a = await contentVersion(content, site, ['en']);
    expect(a).toMatch(/^[0-9a-f]{12}$/);
    expect(await contentVersion(JSON.parse(JSON.stringify(content)), site, ['en'])).toBe(a);
    expect(
      await contentVersion({docs: {default: {loadedVersions: [{docs: [{title: 'Channels'}]}]}}}, site, ['en']),
    ).not.toBe(a);
    expect(await contentVersion(content, site, ['de'])).not.toBe(a);
    const circular: Record<string, unknown> = {title: 'x'};
    circular.self = circular;
    await expect(contentVersion(circular, site)).resolves.toMatch(/^[0-9a-f]{12}$/);
  });

  it("names the files by the code that reads them too: the plugin's and the browser's reader in src/search", async () => {
    const site = path.resolve(__dirname, '../../..');
    const files = (await codeFiles()).map((file) => path.relative(site, file));
    expect(files).toEqual(
      expect.arrayContaining([
        'plugins/local-search/shards.ts',
        'src/search/engine.ts',
        'src/search/shardedIndex.ts',
        'src/search/packedIndex.ts',
        'src/search/shared.ts',
      ]),
    );
    // A change in the browser's reader alone (here its engine, in a copy of both folders) renames the files.
    const copy = await fsp.mkdtemp(path.join(os.tmpdir(), 'search-code-'));
    try {
      const dirs = CODE_DIRS.map((dir, i) => path.join(copy, String(i)));
      await Promise.all(CODE_DIRS.map((dir, i) => fsp.cp(dir, dirs[i]!, {recursive: true})));
      const content = {docs: {}};
      const before = await contentVersion(content, site, ['en'], dirs);
      expect(await contentVersion(content, site, ['en'], dirs)).toBe(before);
      const browserDir = dirs[CODE_DIRS.indexOf(path.join(site, 'src/search'))]!;
      await fsp.appendFile(path.join(browserDir, 'engine.ts'), '\n// changed\n');
      expect(await contentVersion(content, site, ['en'], dirs)).not.toBe(before);
    } finally {
      await fsp.rm(copy, {recursive: true, force: true});
    }
  });

  it('splits docs (also under /de) from resources', () => {
    const make = (p: string) => extractRecordsFromHtml(fixture('generic-page.html'), {siteUrl: SITE, pathname: p})[0];
    const en = splitRecords([make('/docs/concepts'), make('/blog/x'), make('/tools/cli'), make('/docsearch')]);
    expect(en.docs.map((r) => r.url_without_anchor)).toEqual([`${SITE}/docs/concepts`]);
    expect(en.resources).toHaveLength(3);
    const de = splitRecords([make('/de/docs'), make('/de/community')]);
    expect(de.docs).toHaveLength(1);
    expect(de.resources).toHaveLength(1);
  });

  it('writes dev permalinks the way the site links them (Docusaurus applyTrailingSlash, as the plugin calls it)', () => {
    const devPermalink = (permalink: string, trailingSlash: boolean | undefined, baseUrl: string) =>
      applyTrailingSlash(permalink, {trailingSlash, baseUrl});
    expect(devPermalink('/docs/tools/', false, '/')).toBe('/docs/tools');
    expect(devPermalink('/de/docs/', false, '/de/')).toBe('/de/docs');
    expect(devPermalink('/', false, '/')).toBe('/');
    expect(devPermalink('/de/', false, '/de/')).toBe('/de/');
    expect(devPermalink('/docs/tools/', undefined, '/')).toBe('/docs/tools/');
  });

  it('skips listing pages', () => {
    expect(isIndexedRoute('/docs/concepts')).toBe(true);
    expect(isIndexedRoute('/blog/2024/01/05/post')).toBe(true);
    for (const route of [
      '/404',
      '/blog',
      '/blog/tags/kafka',
      '/blog/page/2',
      '/blog/archive',
      '/de/blog/authors',
      '/docs/tags/x',
    ])
      expect(isIndexedRoute(route)).toBe(false);
  });

  it('finds the HTML file of a route in the locale output folder', async () => {
    const dir = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'search-'));
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.writeFileSync(path.join(dir, 'docs.html'), '');
    fs.writeFileSync(path.join(dir, 'index.html'), '');
    fs.mkdirSync(path.join(dir, 'tools'));
    fs.writeFileSync(path.join(dir, 'tools', 'index.html'), '');
    expect(await htmlFileFor(dir, '/de/', '/de/docs')).toBe(path.join(dir, 'docs.html'));
    expect(await htmlFileFor(dir, '/', '/')).toBe(path.join(dir, 'index.html'));
    expect(await htmlFileFor(dir, '/', '/tools')).toBe(path.join(dir, 'tools', 'index.html'));
    expect(await htmlFileFor(dir, '/', '/missing')).toBeUndefined();
    fs.rmSync(dir, {recursive: true});
  });
});

describe('extractRecordsFromMarkdown (dev server)', () => {
  it('gives the same shape with Docusaurus heading ids', () => {
    const source = [
      '---',
      'title: Channel',
      '---',
      'A **channel** links [apps](/docs).',
      '',
      '## Channel address',
      '',
      'The `address` field.',
      '',
      '```yaml',
      'channels: {}',
      '```',
      '### Custom id {#my-id}',
      '- first item',
      '- second item',
      '#### Kafka server binding {/* #kafka-server */}',
      '',
      '| Field | Meaning |',
      '|---|:---:|',
      '| `address` | Where messages go |',
      '| `title` | A short name \\| label |',
    ].join('\n');
    const records = extractRecordsFromMarkdown(source, {
      siteUrl: SITE,
      pathname: '/docs/concepts/channel',
      title: 'Channel',
    });
    expect(records[0]?.hierarchy).toMatchObject({lvl0: 'Documentation', lvl1: 'Channel'});
    expect(records.map((r) => [r.type, r.anchor, r.content])).toEqual([
      ['lvl1', null, null],
      ['content', null, 'A channel links apps.'],
      ['lvl2', 'channel-address', null],
      ['content', 'channel-address', 'The address field.'],
      ['lvl3', 'my-id', null],
      ['content', 'my-id', 'first item'],
      ['content', 'my-id', 'second item'],
      ['lvl4', 'kafka-server', null],
      ['content', 'kafka-server', 'address — Where messages go'],
      ['content', 'kafka-server', 'title — A short name | label'],
    ]);
    expect(records.filter((r) => r.defines).map((r) => r.defines)).toEqual([['address'], ['title']]);
  });
});
