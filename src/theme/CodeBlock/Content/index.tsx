// Wraps @theme-original/CodeBlock/Content.
// - A block highlighted at build time (plugins/static-code) renders the theme's `<pre>` and `<code>` with the same
//   classes, and its lines as the build-time HTML: no Prism in the browser and one element to hydrate instead of one
//   per line and token.
// - Any other block (a component's code, a block with line highlights) is rendered by the theme's content on the
//   server. In the browser it keeps that markup on the page's first load; only after a client-side navigation does
//   the theme's content load, with Prism (src/components/HighlightedCodeContent, plugins/static-code/lazyPrism.ts).
import React, {useEffect, useId, useState, type ComponentProps} from 'react';
import clsx from 'clsx';
import type Content from '@theme-original/CodeBlock/Content';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
// The theme's own stylesheet for this component (the same CSS module, so the same class names).
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {escapeHtml, useStaticCodeHtml} from '@site/src/lib/staticCode';

type Props = ComponentProps<typeof Content>;

type HighlightedModule = {default: React.ComponentType<Props>};

// The bundler's module registry (webpack and Rspack), as react-loadable uses it: a module whose chunk has loaded
// can be required synchronously.
declare const __webpack_modules__: Record<string | number, unknown> | undefined;
declare const __webpack_require__: (id: string | number) => unknown;
declare const require: {resolveWeak(request: string): string | number};

let highlighted: HighlightedModule | undefined;
let loading: Promise<HighlightedModule> | undefined;
/** Loads the theme's highlighting content (exported for the unit tests, which render it without a bundler). */
export const loadHighlighted = (): Promise<HighlightedModule> =>
  (loading ??= import('@site/src/components/HighlightedCodeContent').then((module) => (highlighted = module)));

/** The module, if its chunk is already there (always on the server, once the import below has run). */
function highlightedNow(): HighlightedModule | undefined {
  if (highlighted || typeof __webpack_modules__ === 'undefined') return highlighted;
  // A weak request: it names the module without adding it to this chunk.
  const id = require.resolveWeak('@site/src/components/HighlightedCodeContent');
  if (__webpack_modules__[id]) {
    highlighted = __webpack_require__(id) as HighlightedModule;
  }
  return highlighted;
}

// The server bundle installs a chunk synchronously when it is imported: starting the import here registers the
// module before any page renders.
if (typeof window === 'undefined') void loadHighlighted();

/** What the block's wrapper holds in the server HTML, on the page's first render in the browser (hydration). */
function serverMarkup(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const wrapper = Array.from(document.querySelectorAll('[data-code-content]')).find(
    (el) => el.getAttribute('data-code-content') === id,
  );
  return wrapper?.innerHTML;
}

/**
 * A block the build did not highlight. The server renders the theme's content (with Prism). In the browser:
 * - on the page's first load, the block keeps the server's highlighted markup as it is, and no Prism loads, unless its
 *   code changes later;
 * - after a client-side navigation (no server markup) the theme's content loads, with Prism; the plain code shows
 *   until it is there.
 */
function HighlightedInBrowser(props: Props & {plainClassName: string}): React.JSX.Element {
  const {plainClassName, ...contentProps} = props;
  const {metadata, wordWrap} = useCodeBlockContext();
  // useId is the same on the server and in the browser, so the wrapper finds its own server markup.
  const id = useId();
  // Captured on the first render in the browser: the server's markup of this block and the code it shows.
  const [server] = useState(() => {
    const html = serverMarkup(id);
    return html === undefined ? undefined : {html, code: metadata.code};
  });
  const keepServerMarkup = server !== undefined && server.code === metadata.code;
  const [module, setModule] = useState(() => (keepServerMarkup ? undefined : highlightedNow()));
  useEffect(() => {
    if (!keepServerMarkup && !module) void loadHighlighted().then(setModule);
  }, [keepServerMarkup, module]);
  if (!module && typeof window === 'undefined') {
    throw new Error('src/theme/CodeBlock/Content: the highlighting module was not loaded before the server render');
  }
  // `display: contents`: the wrapper adds no box, the theme's layout sees the `<pre>` as before.
  const wrapper = {'data-code-content': id, style: {display: 'contents'}};
  // The word-wrap button measures the `<pre>` (the theme's Content attaches the ref to its own).
  const attachPre = (div: HTMLDivElement | null) => {
    wordWrap.codeBlockRef.current = div?.querySelector('pre') ?? null;
  };
  if (keepServerMarkup) {
    return <div key="server" ref={attachPre} {...wrapper} dangerouslySetInnerHTML={{__html: server.html}} />;
  }
  if (module) {
    const Loaded = module.default;
    return (
      <div key="highlighted" {...wrapper}>
        <Loaded {...contentProps} />
      </div>
    );
  }
  const plain = `<pre tabindex="0" class="${plainClassName}"><code class="${styles.codeBlockLines}">${escapeHtml(metadata.code)}</code></pre>`;
  return <div key="waiting" ref={attachPre} {...wrapper} dangerouslySetInnerHTML={{__html: plain}} />;
}

export default function ContentWrapper(props: Props): React.JSX.Element {
  const html = useStaticCodeHtml();
  const {metadata, wordWrap} = useCodeBlockContext();
  const className = clsx(
    props.className,
    `prism-code language-${metadata.language}`,
    styles.codeBlock,
    'thin-scrollbar',
  );
  if (html === undefined) return <HighlightedInBrowser {...props} plainClassName={className} />;
  return (
    // The theme's `<pre>` is focusable, so a keyboard user can scroll a wide block.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre ref={wordWrap.codeBlockRef} tabIndex={0} className={className}>
      <code className={styles.codeBlockLines} dangerouslySetInnerHTML={{__html: html}} />
    </pre>
  );
}
