/**
 * Long pages lay out their deferred sections (src/components/DeferredSection) only near the viewport; until then a
 * section takes an estimated height. A jump to an anchor must not land on estimates: the browser (or the router)
 * would scroll to where the target would be if every section above it had its estimated height, and the target
 * would move as those sections are laid out. So while the address names an anchor, the `<html>` element carries
 * FRAGMENT_ATTRIBUTE and every section is laid out as usual (the page costs what it did before deferral):
 * - on a page load with an anchor, the inline head script sets it before the body is parsed;
 * - on a navigation in the app to an address with an anchor (another page, or a link within the page), the client
 *   module (src/clientModules/fragmentNavigation.ts) sets it before the router scrolls to the anchor;
 * - after a navigation to another page without an anchor, it is removed, so that page is deferred again.
 */

/** The attribute on `<html>` that turns deferral off. */
export const FRAGMENT_ATTRIBUTE = 'data-fragment-navigation';

/** The inline script in every page's head (the security headers allow it by its hash, like any inline script). */
export const FRAGMENT_HEAD_SCRIPT = `if(location.hash.length>1)document.documentElement.setAttribute('${FRAGMENT_ATTRIBUTE}','')`;

type Place = {pathname: string; hash: string};

/**
 * What a navigation does to the attribute: `set` when the new address names an anchor, `remove` when it goes to
 * another page without one, `keep` otherwise (the first render, or a change of the query string alone).
 */
export function fragmentAttributeChange(location: Place, previous: Place | null): 'set' | 'remove' | 'keep' {
  if (location.hash.length > 1) return 'set';
  if (previous && previous.pathname !== location.pathname) return 'remove';
  return 'keep';
}
