import {LANGUAGES, LANGUAGE_STORAGE_KEY, languagesFor, pathInLanguage, supportsPage} from '@site/src/data/languages';

describe('language map', () => {
  it('stores the choice under i18nLang', () => {
    expect(LANGUAGE_STORAGE_KEY).toBe('i18nLang');
  });

  it('English supports every page', () => {
    expect(LANGUAGES.en.pages).toBe('all');
    expect(supportsPage('en', '/docs/concepts')).toBe(true);
  });

  it('German supports the home page and /tools/cli only', () => {
    expect(languagesFor('/')).toEqual(['en', 'de']);
    expect(languagesFor('/tools/cli')).toEqual(['en', 'de']);
    expect(languagesFor('/tools/cli/usage')).toEqual(['en', 'de']);
    expect(languagesFor('/tools')).toEqual(['en']);
    expect(languagesFor('/tools/clip')).toEqual(['en']);
    expect(languagesFor('/docs')).toEqual(['en']);
    expect(languagesFor('/blog/release-notes-3.0.0')).toEqual(['en']);
  });

  it('builds the same page under the language prefix', () => {
    expect(pathInLanguage('/', 'de')).toBe('/de');
    expect(pathInLanguage('/tools/cli', 'de')).toBe('/tools/cli'.replace(/^/, '/de'));
    expect(pathInLanguage('/tools/cli', 'en')).toBe('/tools/cli');
    expect(pathInLanguage('/', 'en')).toBe('/');
  });
});
