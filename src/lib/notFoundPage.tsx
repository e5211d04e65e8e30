/**
 * Whether the page shown is the not-found page, for the head rendered above the pages (src/theme/SiteMetadata).
 *
 * The server renders that page once, at /404.html, and the host sends the file for every unknown address. In the
 * browser the address is then `/docs/nope`, which names no page, and SiteMetadata cannot tell from it that no page is
 * there: it gave the not-found page a canonical URL, og:url and hreflang alternates of that address once the client had
 * written the head. So the not-found page says so itself (`useMarkNotFoundPage`, from an effect) through a context kept
 * in Root, above SiteMetadata. The effect runs before Root's, which lets the head be written after hydration
 * (src/lib/headHydration.ts): the head's first write already knows, and no canonical URL reaches the document.
 */
import React, {createContext, useContext, useEffect, useMemo, useState, type ReactNode} from 'react';

type NotFoundState = {notFound: boolean; setNotFound: (notFound: boolean) => void};

const NotFoundContext = createContext<NotFoundState>({notFound: false, setNotFound: () => undefined});

/** Keeps the state; mounted once, in Root. */
export function NotFoundPageProvider({children}: {children: ReactNode}): React.JSX.Element {
  const [notFound, setNotFound] = useState(false);
  const value = useMemo(() => ({notFound, setNotFound}), [notFound]);
  return <NotFoundContext.Provider value={value}>{children}</NotFoundContext.Provider>;
}

/** True while the not-found page is shown (in the browser, from its first effect on; never on the server). */
export function useIsNotFoundPage(): boolean {
  return useContext(NotFoundContext).notFound;
}

/** Called by the not-found page: marks it shown while it is mounted. */
export function useMarkNotFoundPage(): void {
  const {setNotFound} = useContext(NotFoundContext);
  useEffect(() => {
    setNotFound(true);
    return () => setNotFound(false);
  }, [setNotFound]);
}
