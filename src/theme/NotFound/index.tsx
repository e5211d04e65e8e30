// Wraps the not-found page: its text is the interface's, translated in every locale (code.json), so no locale shows it
// as an untranslated page (src/lib/usePageTranslation).
import React from 'react';
import NotFound from '@theme-original/NotFound';
import type NotFoundType from '@theme/NotFound';
import type {WrapperProps} from '@docusaurus/types';
import {InterfaceOnlyPage} from '@site/src/lib/usePageTranslation';

type Props = WrapperProps<typeof NotFoundType>;

export default function NotFoundWrapper(props: Props): React.JSX.Element {
  return (
    <InterfaceOnlyPage>
      <NotFound {...props} />
    </InterfaceOnlyPage>
  );
}
