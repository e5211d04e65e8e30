// Wraps the theme's admonition: inside English text under another locale's interface (a page not translated yet),
// an admonition without a title of its own keeps the English label ("note", "tip"), as on the English page, rather
// than the interface's ("hinweis" in front of an English sentence). Titled and translated admonitions are unchanged.
import React from 'react';
import Admonition from '@theme-original/Admonition';
import type AdmonitionType from '@theme/Admonition';
import type {WrapperProps} from '@docusaurus/types';
import {processAdmonitionProps} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useContentLocale} from '@site/src/components/ContentLanguage';

type Props = WrapperProps<typeof AdmonitionType>;

export default function AdmonitionWrapper(props: Props): React.JSX.Element {
  const {
    i18n: {currentLocale, defaultLocale},
  } = useDocusaurusContext();
  const contentLocale = useContentLocale();
  const processed = processAdmonitionProps(props);
  if (contentLocale === currentLocale || processed.title !== undefined) return <Admonition {...processed} />;
  // The theme's English labels are the type names themselves (shown in capitals by its stylesheet).
  return <Admonition {...processed} title={contentLocale === defaultLocale ? processed.type : undefined} />;
}
