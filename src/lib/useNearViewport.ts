/**
 * Whether an element has come near the viewport yet: false until it is within `margin` of it, then true for good.
 * For work a page should do only once the reader gets there (the playground's editor and parser). Where there is no
 * IntersectionObserver (tests in jsdom, very old browsers) the element counts as near at once.
 */
import {useEffect, useState, type RefObject} from 'react';

/** How far outside the viewport an element counts as near it (the code blocks use the same distance). */
export const NEAR_VIEWPORT = '200px 0px';

export function useNearViewport(ref: RefObject<Element | null>, margin: string = NEAR_VIEWPORT): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      {rootMargin: margin},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
