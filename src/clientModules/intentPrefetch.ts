/**
 * Client module: a linked page's chunks load when the reader shows intent, not when its link scrolls into view.
 *
 * Docusaurus' <Link> prefetches every internal link that enters the viewport (an IntersectionObserver per link, then
 * one `<link rel="prefetch">` per chunk of the target route) and preloads on mouseenter or touchstart. On a phone the
 * specification page's version switcher, breadcrumbs and the hidden mobile sidebar made the page download 34 chunks
 * (921 KB uncompressed: the other specification versions and the Explorer among them) it never ran, competing with
 * the page's own load. This module keeps `preload` (hover and touch still load the target before the click) and
 * turns the viewport `prefetch` into a no-op.
 *
 * `window.docusaurus` is assigned by Docusaurus' client entry after the client modules are evaluated, so the
 * property is intercepted here and the object is wrapped when it arrives.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type DocusaurusGlobal = Window['docusaurus'];

/** The same API with viewport prefetching switched off (it reports "not prefetched", as on a slow connection). */
export function withoutViewportPrefetch(api: DocusaurusGlobal): DocusaurusGlobal {
  return Object.freeze({...api, prefetch: () => false});
}

/** Wraps whatever is assigned to `target.docusaurus` from now on. */
export function interceptDocusaurusGlobal(target: {docusaurus?: DocusaurusGlobal}): void {
  let current = target.docusaurus ? withoutViewportPrefetch(target.docusaurus) : undefined;
  Object.defineProperty(target, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (api: DocusaurusGlobal) => {
      current = withoutViewportPrefetch(api);
    },
  });
}

if (ExecutionEnvironment.canUseDOM) interceptDocusaurusGlobal(window);
