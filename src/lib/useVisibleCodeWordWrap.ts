/**
 * The theme's code block word-wrap state (`useCodeWordWrap` of @docusaurus/theme-common), measured only when the
 * block is near the viewport. The theme's hook reads the block's `scrollWidth` when it mounts, to decide whether to
 * show the wrap button: on a long page that forces the layout of every block, all at once, during hydration, and a
 * block inside a deferred section (src/components/DeferredSection) makes the browser lay out the whole section
 * early. Here an IntersectionObserver (which reads no layout) says when a block is near the viewport, and the block
 * is measured then, when its layout is already there; also after the reader toggles wrapping, and on a resize while
 * it is near the viewport. A block in a hidden tab is not near the viewport either, so it is measured when the tab
 * opens (what the theme's hook watched the tab's `hidden` attribute for).
 */
import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';
import {NEAR_VIEWPORT} from './useNearViewport';

export type CodeWordWrap = {
  codeBlockRef: RefObject<HTMLPreElement | null>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
};

export function useVisibleCodeWordWrap(): CodeWordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const near = useRef(false);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long tokens wrap too, so a wrapped block never scrolls.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  const measure = useCallback(() => {
    const block = codeBlockRef.current;
    if (!block) return;
    setIsCodeScrollable(
      block.scrollWidth > block.clientWidth || Boolean(block.querySelector('code')?.hasAttribute('style')),
    );
  }, []);

  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      near.current = true;
      measure();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        near.current = entries[entries.length - 1]!.isIntersecting;
        if (near.current) measure();
      },
      {rootMargin: NEAR_VIEWPORT},
    );
    observer.observe(block);
    return () => observer.disconnect();
  }, [measure]);

  // After the reader toggles wrapping (the first run, on mount, is left to the observer).
  const toggled = useRef(false);
  useEffect(() => {
    if (toggled.current) measure();
    toggled.current = true;
  }, [isEnabled, measure]);

  useEffect(() => {
    const onResize = () => {
      if (near.current) measure();
    };
    window.addEventListener('resize', onResize, {passive: true});
    return () => window.removeEventListener('resize', onResize);
  }, [measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
