import React, {createContext, useContext, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePageTranslation} from '@site/src/lib/usePageTranslation';

export type ContentLanguageProps = {children: ReactNode};

/** The locale a page's own text is written in, when it is not the current locale's (set by ContentLanguage). */
const ContentLocale = createContext<string | null>(null);

/**
 * The locale of the text around the caller: the default locale inside an untranslated page's content (English text
 * under the German interface), the current locale everywhere else. Components that print words inside a page's text
 * (a tool fact: "Node.js 24.0.0 or later") follow it, so an English page never shows a German fragment.
 */
export function useContentLocale(): string {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  return useContext(ContentLocale) ?? currentLocale;
}

/**
 * Marks a page's own text with the default locale's language when the page is not translated into the current locale
 * (English content under the German interface), so screen readers and translation tools read it as English. A
 * translated page's text is in the page's own language and needs no mark.
 */
export default function ContentLanguage({children}: ContentLanguageProps): React.JSX.Element {
  const {status} = usePageTranslation();
  const {
    i18n: {defaultLocale, localeConfigs},
  } = useDocusaurusContext();
  if (status !== 'untranslated' && status !== 'generated') return <>{children}</>;
  return (
    <ContentLocale.Provider value={defaultLocale}>
      <div lang={localeConfigs[defaultLocale]?.htmlLang ?? defaultLocale}>{children}</div>
    </ContentLocale.Provider>
  );
}
