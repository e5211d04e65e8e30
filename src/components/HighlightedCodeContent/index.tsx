/**
 * The theme's CodeBlock/Content (Prism in the browser) for a code block the build did not highlight
 * (plugins/static-code): a component's code (the home page example, tool install commands) or a Markdown block with
 * line highlights. The server always renders it; the browser loads it only to render such a block after a
 * client-side navigation (src/theme/CodeBlock/Content). Prism and the site's extra languages come with it, so no
 * other load downloads them (the theme's client module that loads them on every page is replaced,
 * plugins/static-code/lazyPrism.ts).
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';

// prism-react-renderer's Prism is the object the theme's function extends; its type is prismjs's namespace.
prismIncludeLanguages(Prism as unknown as Parameters<typeof prismIncludeLanguages>[0]);

export default Content;
