/**
 * Remark plugin: every AsyncAPI document shown in a page (a ```yaml, ```yml or ```json block that declares
 * `asyncapi`, see ./check.ts) is checked when the page is compiled, so `npm start` and `npm run build` stop on an
 * invalid one with its file and line, as the unit tests do with the full parser. Each distinct example is checked
 * once per build (the second locale, and a page with the same example, find the result). The dev server checks a page
 * as it compiles it; `docusaurus build` sends each page's examples to a worker thread, so the check (about a second of
 * loading the checker and compiling the schemas) runs beside the bundler instead of on the thread that compiles the
 * pages, and its postBuild waits for the answers and fails the build with them. The dev server remembers across
 * starts the examples it found valid (./devCache.ts, option `cacheDir`), so a start loads the checker only for new or
 * changed ones. A block marked
 * `invalid-example` after its language is left alone: the page shows a broken document on purpose.
 *
 * Runs before Docusaurus's own plugins, after the generated Reference and CLI pages are expanded (their examples are
 * checked too; they have no line of their own in the source and are named by the directive's page).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Code, Root} from 'mdast';
import {runInSharedWorker} from '../worker-thread';
import type {CheckAnswer} from './check';
import {isAsyncapiExample} from './detect';
import {devValidExamples} from './devCache';

/** The module the worker runs (`checkExamples`). */
const CHECK_MODULE = path.join(__dirname, 'check.ts');

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

export type AsyncapiExamplesOptions = {
  /**
   * `docusaurus build`: the examples are checked in a worker thread while the bundler goes on, and the build's
   * postBuild waits for the answers and fails with them (`settleDeferredChecks`), with the same file and line. The
   * dev server checks each page as it compiles it, so its error shows at once.
   */
  deferred?: boolean;
  /**
   * The dev server: the folder where the examples found valid are remembered across starts (./devCache.ts), so they
   * are not checked again; an invalid one is checked, and stops its page, every time. Not with `deferred`.
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

/** A file's examples sent to the worker, and its answer to come. */
type Deferred = {name: string; fences: (number | undefined)[]; answer: Promise<CheckAnswer>};
const DEFERRED = Symbol.for('asyncapi-website.asyncapi-examples.deferred');
/** The checks sent and not yet settled, on globalThis: the config (and this module) is loaded again for each locale. */
function deferred(): Deferred[] {
  const global = globalThis as typeof globalThis & {[DEFERRED]?: Deferred[]};
  return (global[DEFERRED] ??= []);
}
/** What the worker said last about its work (the stats are the worker's: it keeps the results). */
let workerStats: CheckAnswer['stats'] | undefined;

export default function remarkAsyncapiExamples(options: AsyncapiExamplesOptions = {}) {
  const remembered = options.cacheDir && !options.deferred ? devValidExamples(options.cacheDir, siteDir) : undefined;
  return (tree: Root, file?: {path?: string}): void => {
    const name = file?.path ? path.relative(siteDir, file.path) : 'a Markdown file';
    const examples = codeBlocks(tree).filter((node) => isAsyncapiExample(node.lang, node.meta, node.value));
    if (examples.length === 0) return;
    const fences = examples.map((node) => node.position?.start.line);
    if (options.deferred) {
      const answer = runInSharedWorker<CheckAnswer>('asyncapi-examples', CHECK_MODULE, 'checkExamples', [
        examples.map((node) => node.value),
      ]);
      answer.catch(() => undefined); // settled in postBuild
      deferred().push({name, fences, answer});
      return;
    }
    const unchecked = examples.filter((node) => !remembered?.has(node.value));
    if (unchecked.length === 0) return;
    const {checkExample} = checker();
    const problems = examples.flatMap((node, i) => {
      if (!unchecked.includes(node)) return [];
      const found = checkExample(node.value);
      if (found.length === 0) remembered?.add(node.value);
      return found.map(({line, message}) => `${location(name, fences[i], line)}: ${message}`);
    });
    if (problems.length > 0) throw invalidExamplesError(problems);
  };
}

/** Waits for every check sent to the worker so far; throws the build error when an example is invalid. */
export async function settleDeferredChecks(): Promise<{files: number}> {
  const sent = deferred().splice(0);
  const problems: string[] = [];
  for (const {name, fences, answer} of sent) {
    const {results, stats} = await answer;
    workerStats = stats;
    results.forEach((found, i) => {
      for (const {line, message} of found) problems.push(`${location(name, fences[i], line)}: ${message}`);
    });
  }
  if (problems.length > 0) throw invalidExamplesError(problems);
  return {files: sent.length};
}

/**
 * The Docusaurus plugin that settles the build's deferred checks (failing the build on an invalid example) and reports
 * in the build log what the check cost; the remark plugin sends the examples.
 */
export function asyncapiExamplesLogPlugin(): Plugin {
  return {
    name: 'asyncapi-examples-log',
    async postBuild() {
      const {files} = await settleDeferredChecks();
      const {examples, versions, ms} = workerStats ?? checker().checkStats();
      console.log(
        `[asyncapi-examples] ${examples} distinct AsyncAPI examples checked so far this build ` +
          `(${versions} versions' schemas compiled) in ${ms} ms` +
          (workerStats ? `, in a worker thread (${files} files of this locale)` : ''),
      );
    },
  };
}
