/**
 * A Mermaid diagram rendered ahead of time (plugins/static-diagrams, `npm run diagrams`): two static SVG images,
 * one per colour mode, switched by CSS on the `data-theme` attribute (no JavaScript, no flash). Wide diagrams keep
 * a legible size on phones and scroll sideways inside their own keyboard-focusable region.
 */
import type {CSSProperties} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

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
  return (
    <figure className={styles.figure} data-testid="static-diagram">
      <div
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
    </figure>
  );
}
