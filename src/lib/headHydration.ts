/**
 * Keeps the server's head (title, canonical URL, Open Graph image…) in place while React hydrates the page.
 *
 * Every `<Head>` (react-helmet-async, behind @docusaurus/Head) reports its tags while it renders, and the client
 * writes the tags of the heads rendered so far to the document at the next animation frame. React hydrates a long page
 * in slices and lets the browser paint between them, so that frame came after only the first heads had rendered (the
 * site defaults): the page's title, canonical link and images were removed and put back a moment later.
 *
 * Until the app has hydrated, heads are collected as on the server (nothing touches the document: the server's head
 * is already the right one); `headHydrated()`, called once after hydration, lets them write again, and the next change
 * of any head writes the complete set.
 */
import {HelmetProvider} from 'react-helmet-async';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** Called when this module loads in the browser, before Docusaurus hydrates the app. */
export function holdHeadUntilHydrated(): void {
  if (ExecutionEnvironment.canUseDOM) HelmetProvider.canUseDOM = false;
}

/** After hydration: heads write to the document again. */
export function headHydrated(): void {
  if (ExecutionEnvironment.canUseDOM) HelmetProvider.canUseDOM = true;
}
