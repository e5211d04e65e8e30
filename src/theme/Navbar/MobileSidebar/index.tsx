/**
 * Wraps the theme's mobile sidebar so it renders when a reader reaches for the menu button, not on every page load.
 * The theme renders the whole sidebar (our site menu, and on docs pages the docs sidebar) right after hydration on
 * any phone-sized window, in a task of its own, although most readers never open it. Here it renders on the first
 * pointer or focus on the menu button, before the click that opens it, so the slide-in transition still plays; if
 * anything opens the sidebar without that (a script), it renders at once.
 */
import React, {useEffect, useState} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/** The theme's menu button (Navbar/MobileSidebar/Toggle). */
export const TOGGLE_SELECTOR = '.navbar__toggle';

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

export default function MobileSidebarWhenWanted(): React.JSX.Element | null {
  const {shown, shouldRender} = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted || !shouldRender) return undefined;
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(TOGGLE_SELECTOR)) setWanted(true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, {capture: true, passive: true});
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, {capture: true});
    };
  }, [wanted, shouldRender]);

  return wanted || shown ? <MobileSidebar /> : null;
}
