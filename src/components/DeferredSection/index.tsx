/**
 * The body of a section of a long generated page (between two headings), laid out by the browser only when it
 * comes near the viewport (`content-visibility: auto`); until then it takes the height estimated at build time
 * (plugins/spec-reference/deferredSections.ts). While the address names an anchor, every section is laid out
 * (src/lib/fragmentNavigation.ts), so a jump to an anchor lands on it.
 */
import React, {type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** A stable class name for the tests and for styles outside this module. */
export const DEFERRED_SECTION_CLASS = 'deferred-section';

type Props = {
  /** Estimated height in CSS pixels below the desktop breakpoint. */
  narrow: string;
  /** Estimated height in CSS pixels from the desktop breakpoint up. */
  wide: string;
  children: ReactNode;
};

export default function DeferredSection({narrow, wide, children}: Props): React.JSX.Element {
  const estimate = {'--deferred-narrow': `${narrow}px`, '--deferred-wide': `${wide}px`} as CSSProperties;
  return (
    <div className={clsx(DEFERRED_SECTION_CLASS, styles.section)} style={estimate}>
      {children}
    </div>
  );
}
