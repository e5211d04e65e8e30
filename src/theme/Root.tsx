// Wraps the whole app once: mounts the site-wide scroll-to-top button (ARCHITECTURE.md, rule "Site shell"), keeps
// the server's head in place until the app has hydrated (src/lib/headHydration.ts), and holds whether the not-found
// page is shown, for the head above the pages (src/lib/notFoundPage.tsx).
import React, {useEffect, useState} from 'react';
import Head from '@docusaurus/Head';
import ScrollToTop from '@site/src/components/ScrollToTop';
import {headHydrated, holdHeadUntilHydrated} from '@site/src/lib/headHydration';
import {NotFoundPageProvider} from '@site/src/lib/notFoundPage';

holdHeadUntilHydrated();

export default function Root({children}: {children: React.ReactNode}): React.JSX.Element {
  const [hydrated, setHydrated] = useState(false);
  // Effects run once the whole tree has hydrated (this one last: Root is above every page component).
  useEffect(() => {
    headHydrated();
    setHydrated(true);
  }, []);
  return (
    <NotFoundPageProvider>
      {children}
      <ScrollToTop />
      {/* A head with no tags, added after hydration: its first render writes the complete set of every head. */}
      {hydrated && <Head>{null}</Head>}
    </NotFoundPageProvider>
  );
}
