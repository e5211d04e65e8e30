// Wraps the whole app once: mounts the site-wide scroll-to-top button (ARCHITECTURE.md, rule "Site shell").
import React from 'react';
import ScrollToTop from '@site/src/components/ScrollToTop';

export default function Root({children}: {children: React.ReactNode}): React.JSX.Element {
  return (
    <>
      {children}
      <ScrollToTop />
    </>
  );
}
