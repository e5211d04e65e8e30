/**
 * Builds tests/fixtures/i18n-site, a small site with the real site's content conventions, and checks what a
 * contributor and a translator rely on, as Docusaurus builds it:
 * - one translated German page that English pages link to, and which links untranslated pages: the German build
 *   succeeds and every link goes to the page's German URL;
 * - a link to a file that exists in no locale still fails the build;
 * - `sidebar_position`, `weight` and `_category_.json` order the sidebar as in any Docusaurus site;
 * - a date-prefixed blog file is a post at the URL Docusaurus gives it;
 * - the German sitemap lists the translated page only, and the build warns about an outdated translation.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';

const root = path.resolve(__dirname, '../..');
const site = path.join(root, 'tests/fixtures/i18n-site');
const cli = require.resolve('@docusaurus/core/bin/docusaurus.mjs', {paths: [root]});

function build(outDir: string, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [cli, 'build', site, '--out-dir', outDir], {
    encoding: 'utf8',
    env: {...process.env, ...env},
  });
  return {status: result.status, log: `${result.stdout}\n${result.stderr}`};
}

let out: string;
let result: {status: number | null; log: string};
const html = (file: string): CheerioAPI => load(fs.readFileSync(path.join(out, file), 'utf8'));
const links = ($: CheerioAPI) =>
  $('article a[href]')
    .map((_, a) => $(a).attr('href'))
    .get();

beforeAll(() => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'fixture-site-'));
  result = build(out);
}, 240_000);
afterAll(() => fs.rmSync(out, {recursive: true, force: true}));

describe('the fixture site build', () => {
  it('succeeds in both locales with one German page', () => {
    if (result.status !== 0) console.error(result.log);
    expect(result.status).toBe(0);
    expect(fs.existsSync(path.join(out, 'de/docs/concepts/channel.html'))).toBe(true);
  });

  it('resolves relative links to the German URL from untranslated pages to the translated one and back', () => {
    expect(html('de/docs/concepts/channel.html')('h1').text()).toBe('Kanal');
    expect(links(html('de/docs/concepts/channel.html'))).toEqual(
      expect.arrayContaining(['/de/docs/concepts/producer', '/de/docs/guides#top']),
    );
    expect(links(html('de/docs/concepts/producer.html'))).toContain('/de/docs/concepts/channel');
    expect(links(html('de/docs/guides.html'))).toContain('/de/docs/concepts/channel');
    expect(links(html('de/docs.html'))).toContain('/de/docs/concepts/channel');
    // The English build is unchanged.
    expect(links(html('docs/concepts/producer.html'))).toContain('/docs/concepts/channel');
    expect(links(html('docs/concepts/channel.html'))).toEqual(
      expect.arrayContaining(['/docs/concepts/producer', '/docs/guides#top']),
    );
  });

  it('orders the sidebar by sidebar_position, weight and _category_.json position', () => {
    const $ = html('docs/concepts/channel.html');
    const level = (selector: string) =>
      $(selector)
        .children('li')
        .map((_, li) => $(li).children('a, div').first().text().trim())
        .get();
    expect(level('.theme-doc-sidebar-menu')).toEqual(['Welcome', 'Concepts', 'Guides', 'Tutorials']);
    const concepts = $('.theme-doc-sidebar-menu > li').eq(1).find('ul').first();
    expect(
      concepts
        .children('li')
        .map((_, li) => $(li).text().trim())
        .get(),
    ).toEqual(['First by sidebar_position', 'Channel', 'Producer']);
  });

  it('publishes a date-prefixed blog file as a post at the date URL, linked from and to a folder post', () => {
    const post = html('blog/2026/11/26/my-post.html');
    expect(post('h1').text()).toBe('A date-prefixed post');
    expect(post('time').attr('datetime')).toMatch(/^2026-11-26/);
    expect(links(post)).toContain('/blog/folder-post');
    expect(links(html('blog/folder-post.html'))).toContain('/blog/2026/11/26/my-post');
  });

  it('lists only the translated page in the German sitemap and warns about its outdated translation', () => {
    const locs = (file: string) => [...fs.readFileSync(path.join(out, file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)];
    expect(locs('de/sitemap.xml').map((match) => match[1])).toEqual([
      'https://fixture.example/de/docs/concepts/channel',
    ]);
    expect(locs('sitemap.xml').length).toBeGreaterThan(8);
    expect(result.log).toContain('[translations] 1 de translation(s) made from an older English revision');
    expect(result.log).toContain('  - i18n/de/docusaurus-plugin-content-docs/current/concepts/channel.md');
  });
});

describe('a broken Markdown link', () => {
  it('still fails the build, naming the file and the link', () => {
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'fixture-broken-'));
    try {
      const {status, log} = build(broken, {FIXTURE_BROKEN_LINK: '1'});
      expect(status).not.toBe(0);
      expect(log).toMatch(
        /Markdown link with URL `\.\/nowhere\.md` in source file "[^"]*docs\/concepts\/broken\.md" \(6:11\) couldn't be resolved/,
      );
    } finally {
      fs.rmSync(broken, {recursive: true, force: true});
    }
  }, 240_000);
});
