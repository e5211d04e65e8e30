/** @jest-environment node */
/**
 * plugins/built-html, the security headers: which inline scripts are hashed, the policy built from the hashes and the
 * configured hosts, the _headers file it writes, and that scripts/headers.mjs reads that file back.
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {
  algoliaHosts,
  assetPatterns,
  contentSecurityPolicy,
  formatHeadersFile,
  inlineScriptBodies,
  pagePatterns,
  securityHeaderRules,
  sha256Source,
  sitePagePatterns,
  withPolicyMeta,
  workerContentSecurityPolicy,
} from '@site/plugins/built-html/policy';
import {
  localeFolders,
  publishFolder,
  robotsTxt,
  scanBuild,
  withNotFoundPolicy,
  writeHeadersFile,
} from '@site/plugins/built-html';
import type {Config, LoadContext} from '@docusaurus/types';
import {tempDir} from './feedback/helpers';

const COLOUR_MODE = '!function(){document.documentElement.setAttribute("data-theme","light")}()';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name!, sources];
    }),
  );
}

/** What headers.mjs makes of `text` for each path (run in a child Node: Jest does not load ES modules). */
function readBack(text: string, paths: string[]): unknown {
  const script = `import {parseHeaders, headersFor} from './scripts/headers.mjs';
const rules = parseHeaders(process.env.TEXT);
console.log(JSON.stringify({rules, headers: JSON.parse(process.env.PATHS).map((p) => headersFor(rules, p))}));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.resolve(__dirname, '../..'),
    env: {...process.env, TEXT: text, PATHS: JSON.stringify(paths)},
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

describe('inlineScriptBodies', () => {
  it('returns executable inline scripts only, text exactly as served', () => {
    const html = [
      `<script>${COLOUR_MODE}</script>`,
      '<script src="/assets/js/main.js"></script>',
      '<script defer src=/assets/js/runtime.js></script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<SCRIPT type="module">import "/x.js";\n</SCRIPT>',
      "<script type='text/javascript; charset=utf-8'>  a()  </script>",
      '<script type="text/template"><b>not code</b></script>',
      '<script async>b()</script >',
    ].join('\n');
    expect(inlineScriptBodies(html)).toEqual([COLOUR_MODE, 'import "/x.js";\n', '  a()  ', 'b()']);
  });
});

describe('sha256Source', () => {
  it('is the CSP hash source of the UTF-8 text', () => {
    const expected = createHash('sha256').update('alert("é")', 'utf8').digest('base64');
    expect(sha256Source('alert("é")')).toBe(`'sha256-${expected}'`);
    // The value browsers compute for the empty script (known answer).
    expect(sha256Source('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('contentSecurityPolicy', () => {
  it('allows our files, the given hashes, GitHub and YouTube, and nothing inline or framing', () => {
    const policy = directives(contentSecurityPolicy({scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"]}));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://github.com',
      'https://avatars.githubusercontent.com',
    ]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.github.com']);
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(contentSecurityPolicy({scriptHashes: []})).not.toMatch(/unsafe-eval|googletagmanager|algolia|\*(?!\.)/);
    // 'unsafe-inline' only for styles (attributes and the <style> elements the bundle inserts).
    expect([...policy].filter(([, sources]) => sources.includes("'unsafe-inline'")).map(([name]) => name)).toEqual([
      'style-src',
    ]);
  });

  it('adds the tag manager and Algolia hosts only when configured', () => {
    const policy = directives(
      contentSecurityPolicy({scriptHashes: [], gtmContainerId: 'GTM-ABC', algoliaAppId: 'ABC123'}),
    );
    expect(policy.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([...algoliaHosts('ABC123'), 'https://*.google-analytics.com']),
    );
    expect(algoliaHosts('ABC123')[0]).toBe('https://abc123-dsn.algolia.net');
    expect(
      directives(contentSecurityPolicy({scriptHashes: [], gtmContainerId: null, algoliaAppId: null})).get(
        'connect-src',
      ),
    ).toEqual(["'self'", 'https://api.github.com']);
  });
});

describe('pagePatterns', () => {
  it('covers every top-level page and folder except /assets/ and the search index, whether it is written yet or not', () => {
    const entries = [
      {name: 'index.html', directory: false},
      {name: 'about.html', directory: false},
      {name: 'docs', directory: true},
      {name: 'assets', directory: true},
      {name: 'search', directory: true},
      {name: 'de', directory: true},
      {name: 'robots.txt', directory: false},
      {name: '_headers', directory: false},
    ];
    expect(pagePatterns(entries)).toEqual([
      '/about',
      '/about.html',
      '/de',
      '/de/*',
      '/docs',
      '/docs/*',
      '/',
      '/index.html',
    ]);
  });
});

describe('the policy of the not-found page, in its own <meta> element', () => {
  const NOT_FOUND = `<!doctype html><html><head><meta charset=UTF-8><title>Not found</title><script>${COLOUR_MODE}</script></head><body><script src=/assets/js/main.js></script></body></html>`;

  it('is the page policy without the directives a <meta> element may not carry', () => {
    const header = directives(contentSecurityPolicy({scriptHashes: ["'sha256-a'"]}));
    const meta = directives(contentSecurityPolicy({scriptHashes: ["'sha256-a'"]}, 'meta'));
    expect(meta.has('frame-ancestors')).toBe(false);
    header.delete('frame-ancestors');
    expect(meta).toEqual(header);
  });

  it('goes right after the charset, before any script, and replaces the one put there before', () => {
    const once = withPolicyMeta(NOT_FOUND, "default-src 'self'");
    expect(once).toContain(
      `<meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="default-src 'self'"><title>`,
    );
    const twice = withPolicyMeta(once, "default-src 'none'");
    expect(twice.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(twice).toContain(`content="default-src 'none'"`);
    expect(withPolicyMeta('<html><head><title>x</title></head></html>', 'a')).toContain('<head><meta http-equiv');
  });

  it('is written into the page with the hashes of its own inline scripts', () => {
    const html = withNotFoundPolicy(NOT_FOUND, {gtmContainerId: null});
    const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];
    expect(content).toBe(contentSecurityPolicy({scriptHashes: [sha256Source(COLOUR_MODE)]}, 'meta'));
  });
});

describe('workerContentSecurityPolicy', () => {
  it("allows this site's scripts and eval (the parser's schema compiler), and nothing else: no network", () => {
    const policy = directives(workerContentSecurityPolicy());
    expect([...policy]).toEqual([
      ['default-src', ["'none'"]],
      ['script-src', ["'self'", "'unsafe-eval'"]],
      ['connect-src', ["'none'"]],
    ]);
  });
});

describe('the patterns of a build with a locale folder', () => {
  const root = [
    {name: 'index.html', directory: false},
    {name: 'docs', directory: true},
    {name: 'assets', directory: true},
    {name: 'de', directory: true},
  ];
  const de = [
    {name: 'index.html', directory: false},
    {name: '404.html', directory: false},
    {name: 'docs', directory: true},
    {name: 'assets', directory: true},
  ];
  const folders = [
    {prefix: '', entries: root},
    {prefix: '/de', entries: de},
  ];

  it("gives the locale's pages the page patterns, one by one, never its assets", () => {
    const patterns = sitePagePatterns(folders);
    expect(patterns).toEqual([
      '/docs',
      '/docs/*',
      '/',
      '/index.html',
      '/de/404',
      '/de/404.html',
      '/de/docs',
      '/de/docs/*',
      '/de',
      '/de/',
      '/de/index.html',
    ]);
    expect(patterns.some((pattern) => pattern === '/de/*' || pattern.startsWith('/de/assets'))).toBe(false);
  });

  it("gives every folder's assets the asset rule", () => {
    expect(assetPatterns(folders)).toEqual(['/assets/*', '/de/assets/*']);
  });

  it('reads the locale folders from the i18n config: each locale but the default, at its baseUrl', () => {
    const localeConfigs = {en: {baseUrl: '/'}, de: {baseUrl: '/de/'}, fr: {baseUrl: '/'}};
    const i18n = {locales: ['en', 'de', 'fr'], defaultLocale: 'en', localeConfigs, currentLocale: 'de', path: 'i18n'};
    // fr here is built alone (`--locale fr`), at the site's baseUrl: no folder of its own.
    expect(localeFolders({i18n} as unknown as Parameters<typeof localeFolders>[0])).toEqual(['de']);
  });
});

describe('the folder _headers is written to', () => {
  /**
   * The i18n context and output folder of one locale's build, as `docusaurus build` makes them: Docusaurus's own
   * loadI18n over this site's i18n config, `automaticBaseUrlLocalizationDisabled` when one `--locale` is given (every
   * locale then at the site's baseUrl, as Docusaurus documents for multi-domain deployments), and the output folder at
   * the locale's baseUrl below `build`. loadI18n is internal to @docusaurus/core: an upgrade that moves it fails here.
   */
  async function localeBuild(locale: string, alone: boolean) {
    const {loadI18n} = require('@docusaurus/core/lib/server/i18n') as {
      loadI18n(params: object): Promise<LoadContext['i18n']>;
    };
    const site = (require('@site/docusaurus.config') as {default: Config}).default;
    const config = {...site, i18n: {path: 'i18n', ...site.i18n}};
    const i18n = await loadI18n({
      siteDir: path.join(__dirname, '../..'),
      config,
      currentLocale: locale,
      automaticBaseUrlLocalizationDisabled: alone,
    });
    // Docusaurus's loadSite: the output folder is the locale's baseUrl below the site's, inside the build folder.
    const outDir = path.join('/site/build', i18n.localeConfigs[locale]!.baseUrl.replace(config.baseUrl, '/'));
    return {context: {i18n}, outDir};
  }

  it.each([
    ['en', false, '/site/build'],
    ['de', false, '/site/build/de'],
    ['de', true, '/site/build'],
    ['en', true, '/site/build'],
  ])('%s (built alone: %s) is built into %s; _headers goes into /site/build', async (locale, alone, out) => {
    const {context, outDir} = await localeBuild(locale, alone);
    expect(path.resolve(outDir)).toBe(out);
    expect(path.resolve(publishFolder(context, outDir))).toBe('/site/build');
  });

  it('is the publish folder for a locale at a deeper baseUrl too', () => {
    const localeConfigs = {en: {baseUrl: '/docs-site/'}, pt: {baseUrl: '/docs-site/pt/br/'}};
    const i18n = {locales: ['en', 'pt'], defaultLocale: 'en', localeConfigs, currentLocale: 'pt', path: 'i18n'};
    const context = {i18n} as unknown as Parameters<typeof publishFolder>[0];
    expect(publishFolder(context, '/site/build/pt/br')).toBe('/site/build');
  });
});

describe('the _headers file', () => {
  it('is written in Netlify format and read back by scripts/headers.mjs with the same headers', () => {
    const rules = securityHeaderRules({scriptHashes: [sha256Source(COLOUR_MODE)], pages: ['/', '/docs', '/docs/*']});
    const text = formatHeadersFile(rules, 'Written by a test.\nSecond line.');
    expect(text.split('\n').slice(0, 4)).toEqual(['# Written by a test.', '# Second line.', '', '/*']);
    expect(text).toMatch(/^ {2}X-Content-Type-Options: nosniff$/m);
    expect(text).toMatch(/^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
    const back = readBack(text, ['/docs/concepts', '/', '/assets/js/main.abc123.js']) as {
      rules: unknown;
      headers: Record<string, string>[];
    };
    expect(back.rules).toEqual(rules);
    const [page, home, asset] = back.headers;
    const csp = rules[1]!.headers['Content-Security-Policy']!;
    expect(page).toEqual({
      ...rules[0]!.headers,
      'Content-Security-Policy': csp,
      'Cache-Control': 'public, max-age=0, must-revalidate',
    });
    expect(home).toEqual(page);
    // The parser worker is loaded from /assets/js and compiles schemas with new Function: no page CSP there.
    expect(asset).toEqual({...rules[0]!.headers, 'Cache-Control': 'public, max-age=31536000, immutable'});
    expect(page!['Content-Security-Policy']).toContain(sha256Source(COLOUR_MODE));
    expect(page!['Permissions-Policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  });

  it("gives each locale's assets the cache rule and the worker's script its own policy, and nothing else a CSP", () => {
    const worker = '/de/assets/js/asyncapi-parser-worker.0123abcd.js';
    const rules = securityHeaderRules({
      scriptHashes: [],
      pages: ['/de', '/de/', '/de/docs', '/de/docs/*'],
      assets: ['/assets/*', '/de/assets/*'],
      workers: [worker],
    });
    const back = readBack(formatHeadersFile(rules), [
      worker,
      '/de/assets/js/main.0123abcd.js',
      '/de/docs/tutorials/streetlights-interactive',
    ]) as {headers: Record<string, string>[]};
    const [workerHeaders, script, page] = back.headers;
    expect(workerHeaders!['Content-Security-Policy']).toBe(workerContentSecurityPolicy());
    expect(workerHeaders!['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(script!['Content-Security-Policy']).toBeUndefined();
    expect(script!['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(page!['Content-Security-Policy']).toBe(contentSecurityPolicy({scriptHashes: []}));
  });

  it('refuses a value that would break the file', () => {
    expect(() => formatHeadersFile([{path: '/*', headers: {'X-Bad': 'a\nb'}}])).toThrow(/X-Bad cannot be written/);
  });

  it('is refused by headers.mjs when a header has no path, with the line number', () => {
    expect(() => readBack('# c\n  X-A: b\n', [])).toThrow(/_headers line 2: expected "Name: value" under a path/);
  });
});

describe('writeHeadersFile', () => {
  it('hashes every distinct executable inline script of every locale and writes build/_headers', async () => {
    const build = path.join(tempDir(), 'build');
    const pages: Record<string, string> = {
      'index.html': `<html><head><script>${COLOUR_MODE}</script><script type="application/ld+json">{}</script></head></html>`,
      'docs/a.html': `<script>${COLOUR_MODE}</script>`,
      'old/page/index.html': '<script>window.location.href="/new"</script>',
      'de/index.html': `<script>${COLOUR_MODE}</script><script>lang="de"</script>`,
      'assets/js/main.js': 'not html',
      'assets/js/asyncapi-parser-worker.0123abcd.js': 'worker',
      'de/assets/js/asyncapi-parser-worker.4567cdef.js': 'worker',
      'de/assets/js/main.js': 'not html',
    };
    for (const [file, html] of Object.entries(pages)) {
      mkdirSync(path.dirname(path.join(build, file)), {recursive: true});
      writeFileSync(path.join(build, file), html);
    }
    const expected = [COLOUR_MODE, 'window.location.href="/new"', 'lang="de"'].map(sha256Source).sort();
    expect(await scanBuild(build)).toEqual({pages: 4, hashes: expected});
    const written = await writeHeadersFile(build, {gtmContainerId: null}, ['de']);
    expect(written.workers).toEqual([
      '/assets/js/asyncapi-parser-worker.0123abcd.js',
      '/de/assets/js/asyncapi-parser-worker.4567cdef.js',
    ]);
    const text = readFileSync(path.join(build, '_headers'), 'utf8');
    expect(text).toContain('# Script hashes: 3 executable inline scripts found in 4 pages.');
    expect(text).toContain(`script-src 'self' ${expected.join(' ')};`);
    // One CSP rule per page path of each locale, none for either assets folder, whose worker scripts get theirs.
    expect(text.match(/^\/\S*$/gm)).toEqual([
      '/*',
      '/docs',
      '/docs/*',
      '/',
      '/index.html',
      '/old',
      '/old/*',
      '/de',
      '/de/',
      '/de/index.html',
      '/assets/*',
      '/de/assets/*',
      '/assets/js/asyncapi-parser-worker.0123abcd.js',
      '/de/assets/js/asyncapi-parser-worker.4567cdef.js',
    ]);
  });
});

describe('robotsTxt', () => {
  it('keeps every crawler out of the given folders and names the sitemaps, the default locale first', () => {
    expect(robotsTxt('https://www.asyncapi.com/', ['de'], ['definitions', 'schema-store'])).toBe(
      [
        'User-agent: *',
        'Disallow: /definitions/',
        'Disallow: /schema-store/',
        '',
        'Sitemap: https://www.asyncapi.com/sitemap.xml',
        'Sitemap: https://www.asyncapi.com/de/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('allows everything when nothing is disallowed, under the base URL', () => {
    expect(robotsTxt('https://x.org/site/', [], [])).toBe(
      'User-agent: *\nDisallow:\n\nSitemap: https://x.org/site/sitemap.xml\n',
    );
  });
});
