// Change: adds the "On this page" title inside the sticky table of contents (ARCHITECTURE.md, rule "Docs page");
// otherwise identical to the theme's TOC (same link classes, so scroll highlighting still works).
import React from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import TOCItems from '@theme/TOCItems';
import type {Props} from '@theme/TOC';
import styles from './styles.module.css';

// Custom class names keep TOCInline/TOCCollapsible from being highlighted by mistake.
const LINK_CLASS_NAME = 'table-of-contents__link toc-highlight';
const LINK_ACTIVE_CLASS_NAME = 'table-of-contents__link--active';

export default function TOC({className, ...props}: Props): React.JSX.Element {
  return (
    <nav className={clsx(styles.tableOfContents, 'thin-scrollbar', className)} aria-labelledby="toc-title">
      <p id="toc-title" className={styles.title}>
        <Translate id="theme.TOCCollapsible.toggleButtonLabel">On this page</Translate>
      </p>
      <TOCItems {...props} linkClassName={LINK_CLASS_NAME} linkActiveClassName={LINK_ACTIVE_CLASS_NAME} />
    </nav>
  );
}
