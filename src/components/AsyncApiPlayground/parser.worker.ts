/**
 * Parses documents for the playground off the main thread. The parser's browser bundle (about 400 KB gzipped) is
 * loaded into this worker only, so the page stays responsive while it loads and while it validates. The build ships
 * the bundle as the package publishes it, as a file of its own (plugins/parser-bundle); the worker imports it on first
 * use, and the bundle (UMD) puts its exports on `self.AsyncAPIParser`.
 *
 * A reader can paste anything, so (./guards.ts) a document whose aliases expand beyond what the parser can read here
 * is refused before parsing, and the parser resolves no reference outside the document. Documents are parsed one at
 * a time, and the worker says when it starts one (`started`): the page gives each parse a deadline from then on, and
 * ends a worker that misses it (./validator.ts). The parser's one-time work for a specification version (compiling
 * its schemas) is done before that, on a small document of the worker's own (guards.ts, `warmUp`), and how long it
 * took goes with `started`: the deadline grows on a slow or busy device.
 */
import {checkDocument, guardedResolvers, warmUp, type DocumentParser} from './guards';
import type {WorkerReply, WorkerRequest} from './validator';

type ParserInstance = DocumentParser;
type ParserOptions = {__unstable: {resolver: {resolvers: ReturnType<typeof guardedResolvers>}}};
type ParserClass = new (options: ParserOptions) => ParserInstance;
type ParserModule = {Parser?: ParserClass; default?: unknown};

const PARSER_BUNDLE = new URL('@asyncapi/parser/browser/index.js', import.meta.url);

/** The URIs the parser asked the guarded resolvers for during the current parse. */
const requested: string[] = [];
let parser: Promise<ParserInstance> | undefined;
/** The specification versions the parser has compiled its schemas for, and how long that took (guards.ts, `warmUp`). */
const warmed = new Map<string, number>();

function loadParser(): Promise<ParserInstance> {
  // A native import of the file (the bundler must not bundle it again).
  parser ??= import(/* webpackIgnore: true */ PARSER_BUNDLE.href).then(() => {
    const loaded = (self as unknown as {AsyncAPIParser?: unknown}).AsyncAPIParser;
    if (!loaded) throw new Error('The AsyncAPI parser bundle loaded without setting self.AsyncAPIParser');
    // The UMD bundle exposes the Parser class as `Parser`, on its default export, or as the module itself.
    const mod = loaded as ParserModule;
    const candidates = [mod.Parser, (mod.default as ParserModule | undefined)?.Parser, mod.default, loaded];
    const Parser = candidates.find((c): c is ParserClass => typeof c === 'function');
    if (!Parser) throw new Error('The AsyncAPI parser bundle has no Parser class');
    return new Parser({__unstable: {resolver: {resolvers: guardedResolvers((uri) => requested.push(uri))}}});
  });
  return parser;
}

async function check(id: number, source: string): Promise<WorkerReply> {
  let instance: ParserInstance;
  try {
    instance = await loadParser();
  } catch (error) {
    parser = undefined; // the next document tries to load it again
    return {id, error: error instanceof Error ? error.message : String(error)};
  }
  // The parser's one-time work for the document's version, before its deadline starts.
  const warmUpMs = await warmUp(instance, source, warmed);
  self.postMessage({id, started: true, warmUpMs} satisfies WorkerReply);
  return {id, ...(await checkDocument(instance, source, requested))};
}

/** One parse at a time: the deadline the page gives a parse starts with it, not behind another one. */
let queue: Promise<void> = Promise.resolve();

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const {id, source} = event.data;
  queue = queue.then(async () => {
    self.postMessage(await check(id, source));
  });
};
