// Ejected from @docusaurus/theme-classic 3.10 (theme/CodeBlock/Content/String.js).
// Change: the word-wrap state comes from useVisibleCodeWordWrap, which measures a block when it is near the viewport
// instead of when it mounts (src/lib/useVisibleCodeWordWrap.ts says why); the rest is the theme's.
import React from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import {useVisibleCodeWordWrap} from '@site/src/lib/useVisibleCodeWordWrap';

function useCodeBlockMetadata(props: Props) {
  const {prism} = useThemeConfig();
  return createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
}

export default function CodeBlockString(props: Props): React.JSX.Element {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useVisibleCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
