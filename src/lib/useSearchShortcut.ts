import {useEffect, useState} from 'react';
import {searchShortcutLabel} from './platform';

/**
 * The search shortcut for the reader's platform. The platform is only known in the browser: the server render
 * and the first client render say Ctrl, then it is corrected after hydration (no hydration mismatch).
 */
export function useSearchShortcut(): ReturnType<typeof searchShortcutLabel> {
  const [shortcut, setShortcut] = useState(() => searchShortcutLabel(''));
  useEffect(() => setShortcut(searchShortcutLabel(navigator.platform)), []);
  return shortcut;
}
