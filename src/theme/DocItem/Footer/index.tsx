// Wraps a docs page's footer (tags, "Edit this page on GitHub") to add the feedback box every docs page carries
// (ARCHITECTURE.md, rule "Docs page").
import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import DocsFeedback from '@site/src/components/DocsFeedback';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <Footer {...props} />
      <DocsFeedback />
    </>
  );
}
