/**
 * Client module: turns deferred layout off before the router scrolls to an anchor, and on again on the next page
 * without one (why: src/lib/fragmentNavigation.ts). `onRouteUpdate` runs when a navigation starts, before the new
 * page renders and the router scrolls; the removal waits for `onRouteDidUpdate`, after the new page has rendered.
 */
import type {ClientModule} from '@docusaurus/types';
import {FRAGMENT_ATTRIBUTE, fragmentAttributeChange} from '@site/src/lib/fragmentNavigation';

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (fragmentAttributeChange(location, previousLocation) === 'set')
      document.documentElement.setAttribute(FRAGMENT_ATTRIBUTE, '');
  },
  onRouteDidUpdate({location, previousLocation}) {
    if (fragmentAttributeChange(location, previousLocation) === 'remove')
      document.documentElement.removeAttribute(FRAGMENT_ATTRIBUTE);
  },
};

export default clientModule;
