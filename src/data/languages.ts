/**
 * The reader's language choice. Which pages exist in which language is not written here: the `translations` plugin
 * finds it at build time from the translated files (src/lib/pageTranslation.ts), and the languages themselves are the
 * i18n locales of docusaurus.config.ts.
 */

/** The local storage key under which the language select remembers the reader's choice. */
export const LANGUAGE_STORAGE_KEY = 'i18nLang';
