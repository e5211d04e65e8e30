/** @jest-environment node */
/** plugins/robots-txt: crawlers stay out of the schema folders, and robots.txt names every locale's sitemap. */
import fs from 'node:fs';
import path from 'node:path';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {LoadContext} from '@docusaurus/types';
import robotsTxtPlugin, {robotsTxt, validateOptions, type RobotsTxtOptions} from '@site/plugins/robots-txt';
import {tempDir} from './feedback/helpers';

describe('robotsTxt', () => {
  it('keeps every crawler out of the given folders and names the sitemaps, the default locale first', () => {
    expect(
      robotsTxt({
        siteUrl: 'https://www.asyncapi.com/',
        baseUrl: '/',
        defaultLocale: 'en',
        locales: ['de', 'en'],
        disallow: ['definitions', 'schema-store'],
      }),
    ).toBe(
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
    expect(
      robotsTxt({siteUrl: 'https://x.org', baseUrl: '/site/', defaultLocale: 'en', locales: ['en'], disallow: []}),
    ).toBe('User-agent: *\nDisallow:\n\nSitemap: https://x.org/site/sitemap.xml\n');
  });
});

describe('the plugin', () => {
  const validate = (options: unknown) =>
    validateOptions({validate: normalizePluginOptions as never, options: options as Partial<RobotsTxtOptions>});

  it('takes folder names only', () => {
    expect(validate({disallow: ['definitions']})).toEqual({id: 'default', disallow: ['definitions']});
    expect(validate(undefined)).toEqual({id: 'default', disallow: []});
    expect(() => validate({disallow: ['/definitions/']})).toThrow(/folder name/);
  });

  it.each([
    ['en', ['robots.txt']],
    ['de', []],
  ])('%s build: writes %j', async (locale, expected) => {
    const outDir = tempDir();
    const context = {
      siteConfig: {url: 'https://www.asyncapi.com'},
      baseUrl: locale === 'en' ? '/' : '/de/',
      i18n: {currentLocale: locale, defaultLocale: 'en', locales: ['en', 'de']},
    } as unknown as LoadContext;
    await robotsTxtPlugin(context, {disallow: ['definitions']}).postBuild?.({outDir} as never);
    expect(fs.readdirSync(outDir)).toEqual(expected);
    if (expected.length)
      expect(fs.readFileSync(path.join(outDir, 'robots.txt'), 'utf8')).toContain('Disallow: /definitions/\n');
  });
});
