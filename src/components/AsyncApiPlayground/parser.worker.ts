/**
 * Parses documents for the playground off the main thread. The parser's browser bundle (about 400 KB gzipped) is
 * loaded into this worker only, so the page stays responsive while it loads and while it validates.
 */
import {summarize, type ParseOutput} from './summary';

type ParserInstance = {parse(source: string): Promise<ParseOutput>};
type ParserModule = {Parser?: new () => ParserInstance; default?: unknown};

let parser: Promise<ParserInstance> | undefined;

function loadParser(): Promise<ParserInstance> {
  parser ??= import('@asyncapi/parser/browser').then((loaded: unknown) => {
    // The UMD bundle exposes the Parser class as `Parser`, on the default export, or as the module itself.
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
