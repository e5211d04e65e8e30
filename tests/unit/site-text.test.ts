/** @jest-environment node */
/**
 * The site title and default description follow the locale being built (plugins/translations/siteText.ts): English for the
 * default locale, the home page's title and description from a locale's code.json, English where a locale has none.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {siteText} from '@site/plugins/translations/siteText';
import {DEFAULT_DESCRIPTION, SITE_TITLE} from '@site/src/data/site';

const root = path.resolve(__dirname, '../..');

describe('siteText', () => {
  it('is English in the default locale', () => {
    expect(siteText(root, 'en', 'en')).toEqual({title: SITE_TITLE, description: DEFAULT_DESCRIPTION});
  });

  it('is German in the German build, the home page’s own words', () => {
    expect(siteText(root, 'de', 'en')).toEqual({
      title: 'AsyncAPI Initiative für ereignisgesteuerte APIs',
      description: expect.stringMatching(/^Open-Source-Tools für den Aufbau und die Pflege ereignisgesteuerter/),
    });
  });

  it('falls back to English for a locale without code.json, or without the two messages', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'site-text-'));
    try {
      expect(siteText(site, 'fr', 'en')).toEqual({title: SITE_TITLE, description: DEFAULT_DESCRIPTION});
      fs.mkdirSync(path.join(site, 'i18n/fr'), {recursive: true});
      fs.writeFileSync(
        path.join(site, 'i18n/fr/code.json'),
        JSON.stringify({'home.meta.title': {message: 'Initiative AsyncAPI'}, 'home.meta.description': {message: ' '}}),
      );
      expect(siteText(site, 'fr', 'en')).toEqual({title: 'Initiative AsyncAPI', description: DEFAULT_DESCRIPTION});
    } finally {
      fs.rmSync(site, {recursive: true, force: true});
    }
  });
});
