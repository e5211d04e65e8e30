/**
 * Remark plugin: every AsyncAPI document shown in a page (a ```yaml, ```yml or ```json block that declares
 * `asyncapi`, see ./check.ts) is checked when the page is compiled, so `npm start` and `npm run build` stop on an
 * invalid one with its file and line, as the unit tests do with the full parser. Each distinct example is checked
 * once per build (the second locale, and a page with the same example, find the result). The check costs about a
 * second of the thread that compiles the pages (loading the checker and compiling the schemas); run in a worker thread
 * beside the bundler, it bought less than 5% of the build, so it runs where the page compiles. A block marked
 * `invalid-example` after its language is left alone: the page shows a broken document on purpose.
 *
 * Runs before Docusaurus's own plugins, after the generated Reference and CLI pages are expanded (their examples are
 * checked too; they have no line of their own in the source and are named by the directive's page).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Code, Root} from 'mdast';
import {checkExample, checkStats, isAsyncapiExample} from './check';

const siteDir = path.resolve(__dirname, '../..');

/** Every fenced code block of the tree, in document order. */
function codeBlocks(tree: Root): Code[] {
  const found: Code[] = [];
  const walk = (node: {type: string; children?: unknown[]}): void => {
    if (node.type === 'code') found.push(node as Code);
    for (const child of node.children ?? []) walk(child as {type: string; children?: unknown[]});
  };
  walk(tree);
  return found;
}

/** The build error for the invalid examples of one file: each problem at `file:line` of the Markdown source. */
export function invalidExamplesError(problems: string[]): Error {
  return new Error(
    `${problems.length === 1 ? 'An AsyncAPI example is' : 'AsyncAPI examples are'} not valid:\n` +
      `${problems.map((problem) => `  ${problem}`).join('\n')}\n` +
      'Fix the document; a page that shows a broken document on purpose marks its block `invalid-example` after the ' +
      'language (```yaml invalid-example) and says so in its text.',
  );
}

/** Where a problem is: `file:line` in the Markdown source, or the generated example's own line. */
function location(name: string, fence: number | undefined, line: number): string {
  // The example's first line is the one after the opening fence.
  return fence === undefined ? `${name} (a generated example, line ${line})` : `${name}:${fence + line}`;
}

export default function remarkAsyncapiExamples() {
  return (tree: Root, file?: {path?: string}): void => {
    const name = file?.path ? path.relative(siteDir, file.path) : 'a Markdown file';
    const examples = codeBlocks(tree).filter((node) => isAsyncapiExample(node.lang, node.meta, node.value));
    if (examples.length === 0) return;
    const fences = examples.map((node) => node.position?.start.line);
    const problems = examples.flatMap((node, i) =>
      checkExample(node.value).map(({line, message}) => `${location(name, fences[i], line)}: ${message}`),
    );
    if (problems.length > 0) throw invalidExamplesError(problems);
  };
}

/** Reports in the build log what checking the examples cost (the remark plugin checks them). */
export function asyncapiExamplesLogPlugin(): Plugin {
  return {
    name: 'asyncapi-examples-log',
    async postBuild() {
      const {examples, versions, ms} = checkStats();
      console.log(
        `[asyncapi-examples] ${examples} distinct AsyncAPI examples checked so far this build ` +
          `(${versions} versions' schemas compiled) in ${ms} ms`,
      );
    },
  };
}
