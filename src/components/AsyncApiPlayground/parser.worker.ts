/**
 * Parses documents for the playground off the main thread. The parser's browser bundle (about 400 KB gzipped) is
 * loaded into this worker only, so the page stays responsive while it loads and while it validates. The build ships
 * the bundle as the package publishes it, as a file of its own (plugins/parser-bundle); the worker imports it on first
 * use, and the bundle (UMD) puts its exports on `self.AsyncAPIParser`.
 */
import {summarize, type ParseOutput} from './summary';

type ParserInstance = {parse(source: string): Promise<ParseOutput>};
type ParserModule = {Parser?: new () => ParserInstance; default?: unknown};

const PARSER_BUNDLE = new URL('@asyncapi/parser/browser/index.js', import.meta.url);

let parser: Promise<ParserInstance> | undefined;

function loadParser(): Promise<ParserInstance> {
  // A native import of the file (the bundler must not bundle it again).
  parser ??= import(/* webpackIgnore: true */ PARSER_BUNDLE.href).then(() => {
    const loaded = (self as unknown as {AsyncAPIParser?: unknown}).AsyncAPIParser;
    if (!loaded) throw new Error('The AsyncAPI parser bundle loaded without setting self.AsyncAPIParser');
    // The UMD bundle exposes the Parser class as `Parser`, on its default export, or as the module itself.
    const mod = loaded as ParserModule;
    const candidates = [mod.Parser, (mod.default as ParserModule | undefined)?.Parser, mod.default, loaded];
    const Parser = candidates.find((c): c is new () => ParserInstance => typeof c === 'function');
    if (!Parser) throw new Error('The AsyncAPI parser bundle has no Parser class');
    return new Parser();
  });
  return parser;
}

self.onmessage = async (event: MessageEvent<{id: number; source: string}>) => {
  const {id, source} = event.data;
  try {
    const summary = summarize(await (await loadParser()).parse(source));
    self.postMessage({id, summary});
  } catch (error) {
    self.postMessage({id, error: error instanceof Error ? error.message : String(error)});
  }
};
