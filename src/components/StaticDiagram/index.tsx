/**
 * A Mermaid diagram rendered ahead of time (plugins/static-diagrams, `npm run diagrams`): two static SVG images,
 * one per colour mode, switched by CSS on the `data-theme` attribute (no JavaScript, no flash). A diagram is never
 * shown below 80 % of its size, so its labels stay legible (styles.module.css); a wider one scrolls sideways inside
 * its own keyboard-focusable region, with shadows at the edges it can scroll to and a line under it that says so.
 */
import {useEffect, useRef, useState, type CSSProperties} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

/** The line under a diagram wider than its box, per locale (English for any other). */
export const SCROLL_HINT: Readonly<Record<string, string>> = {
  en: 'Scroll sideways to see the whole diagram →',
  de: 'Seitwärts scrollen, um das ganze Diagramm zu sehen →',
};

/** Whether the element is wider inside than its box, kept current as the box resizes (false on the server). */
function useOverflows(ref: React.RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

export type StaticDiagramProps = {
  hash: string;
  width: string | number;
  height: string | number;
  /** From the diagram's `accTitle:` line. */
  title?: string;
  /** From the diagram's `accDescr:` line. */
  description?: string;
};

export default function StaticDiagram({hash, width, height, title, description}: StaticDiagramProps) {
  const light = useBaseUrl(`/img/diagrams/${hash}.light.svg`);
  const dark = useBaseUrl(`/img/diagrams/${hash}.dark.svg`);
  const alt = [title, description].filter(Boolean).join('. ') || 'Diagram';
  const size = {width: Number(width), height: Number(height)};
  const scrollRef = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(scrollRef);
  const {i18n} = useDocusaurusContext();
  return (
    <figure className={styles.figure} data-testid="static-diagram">
      <div
        ref={scrollRef}
        className={styles.scroll}
        style={{'--diagram-width': size.width} as CSSProperties}
        role="group"
        aria-label={title ?? 'Diagram'}
        // Focusable so a keyboard user can scroll a diagram wider than the screen.
        tabIndex={0}>
        <img
          className={`${styles.image} ${styles.light}`}
          src={light}
          alt={alt}
          {...size}
          loading="lazy"
          decoding="async"
        />
        <img
          className={`${styles.image} ${styles.dark}`}
          src={dark}
          alt={alt}
          {...size}
          loading="lazy"
          decoding="async"
        />
      </div>
      {overflows && (
        <p className={styles.hint} data-testid="diagram-scroll-hint">
          {SCROLL_HINT[i18n.currentLocale] ?? SCROLL_HINT.en}
        </p>
      )}
    </figure>
  );
}
