// Wraps the not-found page: its text is the interface's, translated in every locale (code.json), so no locale shows it
// as an untranslated page (src/lib/usePageTranslation); and it tells the head above the pages that it is shown, so
// that no canonical URL or alternates are written for the unknown address it is served at (src/lib/notFoundPage.tsx).
import React from 'react';
import NotFound from '@theme-original/NotFound';
import type NotFoundType from '@theme/NotFound';
import type {WrapperProps} from '@docusaurus/types';
import {InterfaceOnlyPage} from '@site/src/lib/usePageTranslation';
import {useMarkNotFoundPage} from '@site/src/lib/notFoundPage';

type Props = WrapperProps<typeof NotFoundType>;

export default function NotFoundWrapper(props: Props): React.JSX.Element {
  useMarkNotFoundPage();
  return (
    <InterfaceOnlyPage>
      <NotFound {...props} />
    </InterfaceOnlyPage>
  );
}
