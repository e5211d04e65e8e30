/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {RouteConfig} from '@docusaurus/types';
import {siteContentRoots, type ContentRoot} from '@site/plugins/translations/localeLinks';
import {
  countBySection,
  isGeneratedPage,
  readStamp,
  scanTranslations,
  sourceHash,
  statusTable,
  writeStamp,
} from '@site/plugins/translations/status';
import {computeTranslations, declaredLocales, localeFreePath} from '@site/plugins/translations';
import {runTranslations} from '@site/plugins/translations/cli';
import {sitemapRoutes} from '@site/plugins/translations/sitemap';
import {DIRECTIVES} from '@site/plugins/spec-reference/directives';
import {
  hasVersionIn,
  localesWithPage,
  pageTranslationStatus,
  type TranslationsGlobalData,
} from '@site/src/lib/pageTranslation';

let site: string;
let roots: ContentRoot[];
const DE = 'i18n/de/docusaurus-plugin-content-docs/current';
const read = (file: string) => fs.readFileSync(path.join(site, file), 'utf8');
function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
  fs.writeFileSync(path.join(site, file), text);
}

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-'));
  write('docs/index.md', '---\ntitle: Welcome\n---\n\nHello.\n');
  write('docs/concepts/channel.md', '---\ntitle: Channel\n---\n\nA channel.\n');
  write('docs/concepts/server.md', '---\ntitle: Server\n---\n\nA server.\n');
  write('docs/concepts/producer.md', '---\ntitle: Producer\n---\n\nA producer.\n');
  write('docs/concepts/_partial.md', 'Shared text.\n');
  write('docs/reference/bindings/kafka.mdx', '---\ntitle: Kafka\n---\n\n::binding-reference{protocol="kafka"}\n');
  write('blog/a-post/index.md', '---\ntitle: A post\n---\n\nText.\n');
  write('src/pages/index.tsx', "export const translatedLocales = ['de'];\nexport default function Home() {}\n");
  write('src/pages/finance.tsx', 'export default function Finance() {}\n');
  // Up to date, outdated (no stamp), outdated (older stamp).
  write(
    `${DE}/concepts/channel.md`,
    `---\ntitle: Kanal\ntranslated_from: ${sourceHash(read('docs/concepts/channel.md'))}\n---\n\nEin Kanal.\n`,
  );
  write(`${DE}/concepts/server.md`, '---\ntitle: Server\n---\n\nEin Server.\n');
  write(`${DE}/index.md`, `---\ntitle: Willkommen\ntranslated_from: 000000000000\n---\n\nHallo.\n`);
  write(`${DE}/concepts/removed.md`, '---\ntitle: Weg\n---\n');
  roots = siteContentRoots(site, [{path: 'docs'}]);
});

afterEach(() => fs.rmSync(site, {recursive: true, force: true}));

describe('stamps', () => {
  it('hash the English text with normalised line endings', () => {
    expect(sourceHash('a\nb\n')).toMatch(/^[0-9a-f]{12}$/);
    expect(sourceHash('a\r\nb\r\n')).toBe(sourceHash('a\nb\n'));
    expect(sourceHash('a\nb\n')).not.toBe(sourceHash('a\nc\n'));
  });

  it('are read from and written to the front matter, replacing an old one', () => {
    expect(readStamp('---\ntitle: A\ntranslated_from: abc123\n---\nx')).toBe('abc123');
    expect(readStamp('---\ntitle: A\n---\ntranslated_from: abc123')).toBeUndefined();
    const once = writeStamp('---\ntitle: A\n---\n\nText $& $1', 'abc123');
    expect(once).toBe('---\ntitle: A\ntranslated_from: abc123\n---\n\nText $& $1');
    expect(writeStamp(once, 'def456')).toBe('---\ntitle: A\ntranslated_from: def456\n---\n\nText $& $1');
    expect(writeStamp('No front matter.', 'abc123')).toBe('---\ntranslated_from: abc123\n---\n\nNo front matter.');
  });
});

describe('generated pages', () => {
  it('are the pages built from the Reference directives, the same list the spec-reference plugin knows', () => {
    for (const name of Object.keys(DIRECTIVES)) expect(isGeneratedPage(`::${name}\n`)).toBe(true);
    expect(isGeneratedPage('---\ntitle: x\n---\n\n::spec-reference{version="3.0.0"}\n')).toBe(true);
    expect(isGeneratedPage('::extensions-overview\n')).toBe(true);
    expect(isGeneratedPage('Text about ::spec-reference in prose.')).toBe(false);
    expect(isGeneratedPage('::cli-commands\n')).toBe(false);
  });
});

describe('scanTranslations and the status table', () => {
  it('gives every page its state and counts them per section', () => {
    const entries = scanTranslations(site, roots, 'de');
    const state = Object.fromEntries(entries.map((entry) => [entry.source, entry.state]));
    expect(state).toEqual({
      'docs/concepts/channel.md': 'translated',
      'docs/concepts/producer.md': 'missing',
      'docs/concepts/server.md': 'outdated',
      'docs/index.md': 'outdated',
      'docs/reference/bindings/kafka.mdx': 'generated',
      'blog/a-post/index.md': 'missing',
    });
    expect(countBySection(entries)).toEqual([
      {section: 'docs/concepts', translated: 1, outdated: 1, missing: 1, generated: 0},
      {section: 'docs', translated: 0, outdated: 1, missing: 0, generated: 0},
      {section: 'docs/reference', translated: 0, outdated: 0, missing: 0, generated: 1},
      {section: 'blog', translated: 0, outdated: 0, missing: 1, generated: 0},
    ]);
    expect(statusTable(entries, 'de').split('\n').slice(-1)[0]).toBe('| **total** | 1 | 2 | 2 | 1 |');
  });

  it('turns outdated when the English page changes', () => {
    write('docs/concepts/channel.md', '---\ntitle: Channel\n---\n\nA channel, edited.\n');
    const entry = scanTranslations(site, roots, 'de').find((e) => e.source === 'docs/concepts/channel.md');
    expect(entry?.state).toBe('outdated');
  });
});

describe('npm run translations:*', () => {
  const context = () => ({siteDir: site, roots, locales: ['en', 'de'], defaultLocale: 'en'});
  const run = (command: string | undefined, args: string[] = []) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = runTranslations(
      command,
      args,
      context(),
      (l) => out.push(l),
      (l) => err.push(l),
    );
    return {code, out: out.join('\n'), err: err.join('\n')};
  };

  it('status prints the table, the outdated files, the missing ones with --list, and orphans', () => {
    const {code, out} = run('status', ['--list']);
    expect(code).toBe(0);
    expect(out).toContain('| docs/concepts | 1 | 1 | 1 | 0 |');
    expect(out).toContain(`  - ${DE}/concepts/server.md (English: docs/concepts/server.md)`);
    expect(out).toContain(`  - docs/concepts/producer.md -> ${DE}/concepts/producer.md`);
    expect(out).toContain(`  - ${DE}/concepts/removed.md`);
    expect(run('status', ['--locale', 'fr'])).toMatchObject({code: 2, err: 'Unknown locale "fr": expected one of de.'});
  });

  it('stamp records the English revision, after which the page is translated', () => {
    const {code, out} = run('stamp', [`${DE}/concepts/server.md`]);
    expect(code).toBe(0);
    expect(out).toContain(`✔ ${DE}/concepts/server.md: translated_from ${sourceHash(read('docs/concepts/server.md'))}`);
    expect(readStamp(read(`${DE}/concepts/server.md`))).toBe(sourceHash(read('docs/concepts/server.md')));
    expect(read(`${DE}/concepts/server.md`)).toContain('Ein Server.');
    const entry = scanTranslations(site, roots, 'de').find((e) => e.source === 'docs/concepts/server.md');
    expect(entry?.state).toBe('translated');
  });

  it('stamp refuses what is not a translation, or one without an English page, and changes nothing', () => {
    const before = read(`${DE}/concepts/removed.md`);
    const result = run('stamp', ['docs/concepts/channel.md', `${DE}/concepts/removed.md`, `${DE}/nope.md`]);
    expect(result.code).toBe(1);
    expect(result.err).toContain('✖ docs/concepts/channel.md: not a translation');
    expect(result.err).toContain(
      `✖ ${DE}/concepts/removed.md: its English page docs/concepts/removed.md does not exist.`,
    );
    expect(result.err).toContain(`✖ ${DE}/nope.md: not a translation`);
    expect(read(`${DE}/concepts/removed.md`)).toBe(before);
    expect(run('stamp')).toMatchObject({code: 2});
    expect(run('nonsense').code).toBe(2);
    expect(run(undefined).code).toBe(0);
  });
});

describe('computeTranslations (the plugin data)', () => {
  const pages = (prefix: string, inGerman: boolean) => [
    {
      permalink: `${prefix}/docs`,
      source: inGerman ? `@site/${DE}/index.md` : '@site/docs/index.md',
      kind: 'markdown' as const,
    },
    {
      permalink: `${prefix}/docs/concepts/channel`,
      source: inGerman ? `@site/${DE}/concepts/channel.md` : '@site/docs/concepts/channel.md',
      kind: 'markdown' as const,
    },
    {
      permalink: `${prefix}/docs/concepts/producer`,
      source: '@site/docs/concepts/producer.md',
      kind: 'markdown' as const,
    },
    {
      permalink: `${prefix}/docs/reference/bindings/kafka`,
      source: '@site/docs/reference/bindings/kafka.mdx',
      kind: 'markdown' as const,
    },
    {permalink: `${prefix}/`, source: '@site/src/pages/index.tsx', kind: 'react' as const},
    {permalink: `${prefix}/finance`, source: '@site/src/pages/finance.tsx', kind: 'react' as const},
  ];
  const expected = {
    locales: {
      de: {
        translated: ['/', '/docs/concepts/channel'],
        outdated: ['/docs'],
        generated: ['/docs/reference/bindings/kafka'],
      },
    },
  };

  it('is the same in the English and the German build', () => {
    const i18n = {locales: ['en', 'de'], defaultLocale: 'en'};
    const en = computeTranslations(site, roots, pages('', false), {...i18n, baseUrl: '/'});
    const de = computeTranslations(site, roots, pages('/de', true), {...i18n, baseUrl: '/de/'});
    expect(en.data).toEqual(expected);
    expect(de.data).toEqual(expected);
    expect(de.outdated).toEqual([{locale: 'de', translation: `${DE}/index.md`}]);
  });

  it('reads the locales a React page declares', () => {
    expect(declaredLocales('export const translatedLocales = [\'de\', "fr"];')).toEqual(['de', 'fr']);
    expect(declaredLocales('export const translatedLocales: string[] = [];')).toEqual([]);
    expect(declaredLocales('// export const translatedLocales = ["de"]')).toEqual([]);
  });

  it('strips the locale base URL', () => {
    expect(localeFreePath('/de/docs/x', '/de/')).toBe('/docs/x');
    expect(localeFreePath('/de/', '/de/')).toBe('/');
    expect(localeFreePath('/docs/x/', '/')).toBe('/docs/x');
    expect(localeFreePath('/deutsch', '/de/')).toBe('/deutsch');
  });
});

describe('the page status on the client', () => {
  const data: TranslationsGlobalData = {
    locales: {de: {translated: ['/', '/docs/concepts/channel'], outdated: ['/docs'], generated: ['/docs/reference/x']}},
  };
  it('answers per page and locale', () => {
    expect(pageTranslationStatus(data, 'en', 'en', '/docs/concepts/producer')).toBe('source');
    expect(pageTranslationStatus(data, 'de', 'en', '/docs/concepts/channel/')).toBe('translated');
    expect(pageTranslationStatus(data, 'de', 'en', '/docs')).toBe('outdated');
    expect(pageTranslationStatus(data, 'de', 'en', '/docs/reference/x')).toBe('generated');
    expect(pageTranslationStatus(data, 'de', 'en', '/docs/concepts/producer')).toBe('untranslated');
    expect(pageTranslationStatus(undefined, 'de', 'en', '/')).toBe('untranslated');
    expect(hasVersionIn(data, 'de', 'en', '/docs')).toBe(true);
    expect(hasVersionIn(data, 'de', 'en', '/docs/reference/x')).toBe(false);
    expect(localesWithPage(data, ['en', 'de'], 'en', '/')).toEqual(['en', 'de']);
    expect(localesWithPage(data, ['en', 'de'], 'en', '/about')).toEqual(['en']);
  });
});

describe('sitemapRoutes', () => {
  const route = (routePath: string, sourceFilePath?: string): RouteConfig => ({
    path: routePath,
    component: 'x',
    ...(sourceFilePath ? {metadata: {sourceFilePath}} : {}),
  });
  it("keeps a locale's translated pages only (and their parent routes); the default locale keeps all", () => {
    const routes: RouteConfig[] = [
      {
        path: '/de/docs',
        component: 'root',
        routes: [
          route('/de/docs/concepts/channel', `${DE}/concepts/channel.md`),
          route('/de/docs/concepts/producer', 'docs/concepts/producer.md'),
        ],
      },
      {path: '/de/blog', component: 'root', routes: [route('/de/blog/a-post', 'blog/a-post/index.md')]},
      route('/de/', 'src/pages/index.tsx'),
      route('/de/finance', 'src/pages/finance.tsx'),
      route('/de/blog'),
    ];
    const kept = sitemapRoutes(routes, {siteDir: site, locale: 'de', defaultLocale: 'en'});
    expect(JSON.stringify(kept)).toBe(
      JSON.stringify([
        {
          path: '/de/docs',
          component: 'root',
          routes: [route('/de/docs/concepts/channel', `${DE}/concepts/channel.md`)],
        },
        route('/de/', 'src/pages/index.tsx'),
      ]),
    );
    expect(sitemapRoutes(routes, {siteDir: site, locale: 'en', defaultLocale: 'en'})).toEqual(routes);
  });
});
