import {useEffect, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import {searchShortcutLabel} from './platform';

/**
 * The search shortcut for the reader's platform, with the Control key named as the locale's keyboards name it
 * (German: "Strg"). The platform is only known in the browser: the server render and the first client render say
 * Control, then it is corrected after hydration (no hydration mismatch).
 */
export function useSearchShortcut(): ReturnType<typeof searchShortcutLabel> {
  const control = translate({
    id: 'search.shortcut.control',
    message: 'Ctrl',
    description: 'The Control key as keyboards of the language label it, in the search shortcut (Ctrl K)',
  });
  const [platform, setPlatform] = useState('');
  useEffect(() => setPlatform(navigator.platform), []);
  return searchShortcutLabel(platform, control);
}
