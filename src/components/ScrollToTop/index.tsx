import React, {useEffect, useState} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** ARCHITECTURE.md, rule "Site shell": the button appears once the page is scrolled more than this many pixels. */
export const SCROLL_TO_TOP_THRESHOLD = 150;

export function shouldShowScrollToTop(scrollY: number): boolean {
  return scrollY > SCROLL_TO_TOP_THRESHOLD;
}

/** A site-wide "back to top" button (mounted once, from src/theme/Root). */
export default function ScrollToTop(): React.JSX.Element {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(shouldShowScrollToTop(window.scrollY));
    update();
    window.addEventListener('scroll', update, {passive: true});
    return () => window.removeEventListener('scroll', update);
  }, []);

  const scrollUp = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({top: 0, behavior: reduce ? 'auto' : 'smooth'});
  };

  return (
    <button
      type="button"
      className={clsx(styles.button, visible && styles.visible)}
      onClick={scrollUp}
      aria-label={translate({id: 'theme.BackToTopButton.buttonAriaLabel', message: 'Scroll back to top'})}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      data-testid="scroll-to-top">
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true">
        <path d="M12 19V5m-6 6 6-6 6 6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
