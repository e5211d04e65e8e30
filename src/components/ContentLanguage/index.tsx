import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePageTranslation} from '@site/src/lib/usePageTranslation';

export type ContentLanguageProps = {children: ReactNode};

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
  return <div lang={localeConfigs[defaultLocale]?.htmlLang ?? defaultLocale}>{children}</div>;
}
