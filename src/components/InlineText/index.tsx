import React from 'react';
import {splitInlineCode} from '@site/src/lib/inlineCode';

export type InlineTextProps = {text: string};

/** Plain text from a data file, with `backticked` parts shown as code. */
export default function InlineText({text}: InlineTextProps): React.JSX.Element {
  return (
    <>
      {splitInlineCode(text).map((part, index) =>
        part.code ? <code key={index}>{part.text}</code> : <React.Fragment key={index}>{part.text}</React.Fragment>,
      )}
    </>
  );
}
