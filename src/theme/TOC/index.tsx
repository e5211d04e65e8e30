// Wraps the table of contents to title it "On this page" (ARCHITECTURE.md, rule "Docs page"): the title and the
// theme's TOC share one sticky, scrollable box (styles.module.css), so the title stays above the links as they scroll.
import React from 'react';
import Translate from '@docusaurus/Translate';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): React.JSX.Element {
  return (
    <nav className={styles.box} aria-labelledby="toc-title">
      <p id="toc-title" className={styles.title}>
        <Translate id="theme.TOCCollapsible.toggleButtonLabel">On this page</Translate>
      </p>
      <TOC {...props} />
    </nav>
  );
}
