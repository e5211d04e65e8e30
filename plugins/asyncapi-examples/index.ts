/**
 * Remark plugin: every AsyncAPI document shown in a page (a ```yaml, ```yml or ```json block that declares
 * `asyncapi`, see ./check.ts) is checked when the page is compiled, so `npm start` and `npm run build` stop on an
 * invalid one with its file and line, as the unit tests do with the full parser. Each distinct example is checked
 * once per build (the second locale, and a page with the same example, find the result). The check costs about a
 * second of the thread that compiles the pages (loading the checker and compiling the schemas); run in a worker thread
 * beside the bundler, it bought less than 5% of the build, so it runs where the page compiles. The checker loads when
 * an example is first checked, not with the config. The dev server remembers across starts the examples it found
 * valid (./devCache.ts, option `cacheDir`), so a start checks only new or changed ones. A block marked
 * `invalid-example` after its language is left alone: the page shows a broken document on purpose.
 *
 * Runs before Docusaurus's own plugins, after the generated Reference and CLI pages are expanded (their examples are
 * checked too; they have no line of their own in the source and are named by the directive's page).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Code, Root} from 'mdast';
import {replaceCodeBlocks} from '../mdx-elements';
import {isAsyncapiExample} from './detect';
import {devValidExamples} from './devCache';

const siteDir = path.resolve(__dirname, '../..');

/** The build error for the invalid examples of one file: each problem at `file:line` of the Markdown source. */
export function invalidExamplesError(problems: string[]): Error {
  return new Error(
    `${problems.length === 1 ? 'An AsyncAPI example is' : 'AsyncAPI examples are'} not valid:\n` +
      `${problems.map((problem) => `  ${problem}`).join('\n')}\n` +
      'Fix the document; a page that shows a broken document on purpose marks its block `invalid-example` after the ' +
      'language (```yaml invalid-example) and says so in its text.',
  );
}

export type AsyncapiExamplesOptions = {
  /**
   * The dev server: the folder where the examples found valid are remembered across starts (./devCache.ts), so they
   * are not checked again; an invalid one is checked, and stops its page, every time.
   */
  cacheDir?: string;
};

/**
 * The checker, loaded when an example is first checked in this process rather than with the config: loading it (the
 * schema function and the specification's schemas) took about 0.6-0.9 s of every dev server start.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous lazy load; the transformer is synchronous
const checker = (): typeof import('./check') => require('./check');

/** Where a problem is: `file:line` in the Markdown source, or the generated example's own line. */
function location(name: string, fence: number | undefined, line: number): string {
  // The example's first line is the one after the opening fence.
  return fence === undefined ? `${name} (a generated example, line ${line})` : `${name}:${fence + line}`;
}

export default function remarkAsyncapiExamples(options: AsyncapiExamplesOptions = {}) {
  const remembered = options.cacheDir ? devValidExamples(options.cacheDir, siteDir) : undefined;
  return (tree: Root, file?: {path?: string}): void => {
    const name = file?.path ? path.relative(siteDir, file.path) : 'a Markdown file';
    // The walk of the other code-block plugins, replacing nothing: every fenced block, in document order.
    const examples: Code[] = [];
    replaceCodeBlocks(tree, (node) => {
      if (isAsyncapiExample(node.lang, node.meta, node.value)) examples.push(node);
      return undefined;
    });
    if (examples.length === 0) return;
    const fences = examples.map((node) => node.position?.start.line);
    const unchecked = examples.filter((node) => !remembered?.has(node.value));
    if (unchecked.length === 0) return;
    const {checkExample} = checker();
    const problems = unchecked.flatMap((node) => {
      const found = checkExample(node.value);
      if (found.length === 0) remembered?.add(node.value);
      return found.map(({line, message}) => `${location(name, fences[examples.indexOf(node)], line)}: ${message}`);
    });
    if (problems.length > 0) throw invalidExamplesError(problems);
  };
}

/** Reports in the build log what checking the examples cost (the remark plugin checks them). */
export function asyncapiExamplesLogPlugin(): Plugin {
  return {
    name: 'asyncapi-examples-log',
    async postBuild() {
      const {examples, versions, ms} = checker().checkStats();
      console.log(
        `[asyncapi-examples] ${examples} distinct AsyncAPI examples checked so far this build ` +
          `(${versions} versions' schemas compiled) in ${ms} ms`,
      );
    },
  };
}
