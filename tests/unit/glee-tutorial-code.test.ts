/** @jest-environment node */
/**
 * The application of the Glee crypto tutorial (tool-docs/glee/crypto-websockets-interactive.md), with its code taken
 * from the page's titled code blocks:
 * - type-checked (TypeScript's checkJs) against Glee's types: tests/unit/fixtures/glee/glee.d.ts, our minimal form of
 *   the published package of the release in the tool facts;
 * - its names agree with the finished document (the function file and the operation id, the server, the channel),
 *   and the sample session on the page fits the document's schemas;
 * - run with stand-ins for Glee's `Message`, connection and application, it does what the page says.
 * The setup commands of the Glee pages pin the `@types/node` of the tool facts (why: see src/data/toolFacts.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import yaml from 'js-yaml';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {cryptoSolutionDocument} from '@site/src/components/AsyncApiPlayground/lessons/crypto';
import {TOOL_FACTS} from '@site/src/data/toolFacts';
import {DOCS_CONTENT_DIRS} from '@site/src/data/toolDocs';
import {fencedBlocks, markdownFiles} from './lib/asyncapiExamples';

const root = path.resolve(__dirname, '../..');
const PAGE = 'tool-docs/glee/crypto-websockets-interactive.md';
const FIXTURE = path.join(__dirname, 'fixtures/glee/glee.d.ts');
const pageSource = fs.readFileSync(path.join(root, PAGE), 'utf8');

/** The page's code blocks that name a file of the project (```js title="lib/market.js"), by that file name. */
function projectFiles(markdown: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const block of fencedBlocks(markdown)) {
    const title = /\btitle="([^"]+)"/.exec(block.meta)?.[1];
    if (title && block.lang === 'js') files[title] = `${block.source}\n`;
  }
  return files;
}

const files = projectFiles(pageSource);
const CODE_FILES = ['lib/market.js', 'lib/watchers.js', 'functions/receiveWatchRequest.js', 'lifecycle/startTicker.js'];

type Doc = {
  servers: Record<string, unknown>;
  channels: Record<string, unknown>;
  operations: Record<string, {action: string}>;
  components: {messages: Record<string, {payload: object}>};
};
const doc = yaml.load(cryptoSolutionDocument) as Doc;
const ajv = new Ajv({allErrors: true, strict: false});
addFormats(ajv);
const validPriceUpdate = ajv.compile(doc.components.messages.priceUpdate!.payload);
const validWatchRequest = ajv.compile(doc.components.messages.watchRequest!.payload);

/**
 * Type-checks the project files with a harness that assigns the function and the lifecycle handler to what Glee
 * calls. Returns the diagnostics in the project's files, as `file:line: message`.
 */
function typeCheck(project: Record<string, string>): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glee-tutorial-'));
  try {
    const harness = [
      "import type {RuntimeFunction, RuntimeLifecycleHandler, LifecycleEventName} from 'glee-fixture-contract';",
      "import receiveWatchRequest from './functions/receiveWatchRequest.js';",
      "import startTicker, {lifecycleEvent, servers} from './lifecycle/startTicker.js';",
      'export const fn: RuntimeFunction = receiveWatchRequest;',
      'export const handler: RuntimeLifecycleHandler = startTicker;',
      'export const event: LifecycleEventName = lifecycleEvent;',
      'export const onServers: readonly string[] = servers;',
    ].join('\n');
    for (const [name, source] of Object.entries({...project, 'harness.ts': harness})) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
      fs.writeFileSync(path.join(dir, name), source);
    }
    const program = ts.createProgram({
      rootNames: [FIXTURE, path.join(dir, 'harness.ts'), ...Object.keys(project).map((name) => path.join(dir, name))],
      options: {
        allowJs: true,
        checkJs: true,
        strict: true,
        // The reader writes plain JavaScript: what is checked is every use of Glee's API, not missing annotations.
        noImplicitAny: false,
        noEmit: true,
        module: ts.ModuleKind.ES2020,
        moduleResolution: ts.ModuleResolutionKind.Node10,
        target: ts.ScriptTarget.ES2020,
        types: ['node'],
        typeRoots: [path.join(root, 'node_modules/@types')],
        skipLibCheck: true,
      },
    });
    return ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file?.fileName.startsWith(dir))
      .map((d) => {
        const {line} = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
        return `${path.relative(dir, d.file!.fileName)}:${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
      });
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** Stand-ins for what Glee gives the code at run time: the module's `Message`, a connection, the application. */
class FakeMessage {
  constructor(readonly options: Record<string, unknown>) {}
}
type Socket = {readyState: number};
const connectionOf = (socket: Socket) => ({channels: ['prices'], serverName: 'local', getRaw: () => socket});

/** Runs the project's modules (ES modules, compiled to CommonJS) with `@asyncapi/glee` replaced by the stand-ins. */
function loadProject(project: Record<string, string>): (file: string) => Record<string, unknown> {
  const cache = new Map<string, Record<string, unknown>>();
  const load = (file: string): Record<string, unknown> => {
    const cached = cache.get(file);
    if (cached) return cached;
    const source = project[file];
    if (source === undefined) throw new Error(`the page shows no ${file}`);
    const {outputText} = ts.transpileModule(source, {
      compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020},
    });
    const module = {exports: {} as Record<string, unknown>};
    cache.set(file, module.exports);
    const requireFrom = (specifier: string) =>
      specifier === '@asyncapi/glee'
        ? {Message: FakeMessage}
        : load(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
    new Function('exports', 'require', 'module', outputText)(module.exports, requireFrom, module);
    return module.exports;
  };
  return load;
}

type Sent = {options: {payload: {symbol: string}; connection: unknown; channel: string; serverName: string}};
const fakeGlee = () => {
  const sent: Sent[] = [];
  return {sent, glee: {send: (message: Sent) => sent.push(message)}};
};

describe('the Glee crypto tutorial: its project files', () => {
  it('shows every file of the project layout, in JavaScript', () => {
    expect(Object.keys(files).sort()).toEqual([...CODE_FILES].sort());
    for (const name of CODE_FILES) expect(pageSource).toContain(name.split('/').at(-1));
  });

  it('uses Glee as the version in the tool facts declares it', () => {
    // The fixture is written from one release: a new Glee release in the facts means reading the new package.
    expect(fs.readFileSync(FIXTURE, 'utf8')).toContain(`@asyncapi/glee ${TOOL_FACTS.glee.version}`);
    expect(typeCheck(files)).toEqual([]);
  });

  it('the type check catches a misuse of Glee (a wrong Message option, a method Glee does not have)', () => {
    const broken = {
      ...files,
      'functions/receiveWatchRequest.js': files['functions/receiveWatchRequest.js']!.replace(
        'serverName: event.serverName,',
        'server: event.serverName,',
      ),
      'lifecycle/startTicker.js': files['lifecycle/startTicker.js']!.replace('event.glee.send(', 'event.glee.publish('),
    };
    const problems = typeCheck(broken);
    expect(problems.some((p) => p.startsWith('functions/receiveWatchRequest.js') && /'server'/.test(p))).toBe(true);
    expect(problems.some((p) => p.startsWith('lifecycle/startTicker.js') && /'publish'/.test(p))).toBe(true);
  });

  it('names what the finished document defines', () => {
    const load = loadProject(files);
    expect(doc.operations.receiveWatchRequest?.action).toBe('receive');
    expect(Object.keys(doc.servers)).toEqual(
      expect.arrayContaining(load('lifecycle/startTicker.js').servers as string[]),
    );
    expect(load('lifecycle/startTicker.js').lifecycleEvent).toBe('onServerConnectionOpen');
    expect(files['lifecycle/startTicker.js']).toContain("channel: 'prices'");
    expect(Object.keys(doc.channels)).toContain('prices');
    expect(pageSource).toContain('ws://localhost:3000/prices');
    expect(cryptoSolutionDocument).toMatch(/host: localhost:3000\n/);
  });
});

describe('the Glee crypto tutorial: what the code does', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('quotes every coin in the shape of priceUpdate, moving prices by at most 1% a tick', () => {
    const market = loadProject(files)('lib/market.js') as {
      SYMBOLS: string[];
      tick: () => void;
      quote: (symbol: string) => {price: number};
    };
    for (let i = 0; i < 50; i++) {
      const before = market.SYMBOLS.map((symbol) => market.quote(symbol).price);
      market.tick();
      market.SYMBOLS.forEach((symbol, n) => {
        const quote = market.quote(symbol);
        expect(validPriceUpdate(quote)).toBe(true);
        expect(Math.abs(quote.price / before[n]! - 1)).toBeLessThanOrEqual(0.0101);
      });
    }
  });

  it('answers a watch request at once, to that client only, with the known coins it asked for', async () => {
    const load = loadProject(files);
    const receiveWatchRequest = load('functions/receiveWatchRequest.js').default as (event: object) => Promise<unknown>;
    const {sent, glee} = fakeGlee();
    const connection = connectionOf({readyState: 1});
    const payload = {symbols: ['BTC', 'DOGE', 'ETH']};
    expect(validWatchRequest(payload)).toBe(true);
    const result = await receiveWatchRequest({payload, connection, channel: 'prices', serverName: 'local', glee});
    expect(result).toBeUndefined();
    expect(sent.map((m) => m.options.payload.symbol)).toEqual(['BTC', 'ETH']);
    for (const message of sent) {
      expect(message).toBeInstanceOf(FakeMessage);
      expect(message.options).toMatchObject({connection, channel: 'prices', serverName: 'local'});
      expect(validPriceUpdate(message.options.payload)).toBe(true);
    }
  });

  it('starts one ticker that sends each open client its coins every two seconds, and forgets closed ones', async () => {
    const load = loadProject(files);
    const receiveWatchRequest = load('functions/receiveWatchRequest.js').default as (event: object) => Promise<unknown>;
    const startTicker = load('lifecycle/startTicker.js').default as (event: object) => Promise<unknown>;
    const {sent, glee} = fakeGlee();
    const first = {readyState: 1};
    const second = {readyState: 1};
    const event = {glee, serverName: 'local'};
    await startTicker({...event, connection: connectionOf(first)});
    await startTicker({...event, connection: connectionOf(second)});
    await receiveWatchRequest({
      payload: {symbols: ['BTC', 'ETH']},
      connection: connectionOf(first),
      channel: 'prices',
      serverName: 'local',
      glee,
    });
    await receiveWatchRequest({
      payload: {symbols: ['SOL']},
      connection: connectionOf(second),
      channel: 'prices',
      serverName: 'local',
      glee,
    });
    sent.length = 0;

    jest.advanceTimersByTime(1999);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    // One timer although two clients connected: one update per watched coin.
    expect(sent.map((m) => m.options.payload.symbol)).toEqual(['BTC', 'ETH', 'SOL']);
    expect(sent.every((m) => m.options.channel === 'prices' && validPriceUpdate(m.options.payload))).toBe(true);

    sent.length = 0;
    first.readyState = 3; // closed
    jest.advanceTimersByTime(2000);
    expect(sent.map((m) => m.options.payload.symbol)).toEqual(['SOL']);
  });

  it('the sample session on the page fits the document: requests, answers and the rejected request', () => {
    const session = fencedBlocks(pageSource).find((b) => b.lang === 'text' && b.source.includes('> {"symbols"'));
    expect(session).toBeDefined();
    const sentLines = session!.source.split('\n').filter((l) => l.startsWith('> '));
    const received = session!.source.split('\n').filter((l) => l.startsWith('< '));
    expect(sentLines.every((l) => validWatchRequest(JSON.parse(l.slice(2))))).toBe(true);
    expect(received.length).toBeGreaterThan(0);
    expect(received.every((l) => validPriceUpdate(JSON.parse(l.slice(2))))).toBe(true);
    const rejected = fencedBlocks(pageSource).find((b) => b.lang === 'text' && b.source.startsWith('> {"symbols":"'));
    expect(validWatchRequest(JSON.parse(rejected!.source.slice(2)))).toBe(false);
  });
});

describe('Glee commands in the docs', () => {
  // In code (fenced blocks and inline code), `glee <word>` runs the binary: the word must be one of its commands.
  // Plain `text` blocks are left out: they hold output and annotated file trees, written as prose.
  const uses = DOCS_CONTENT_DIRS.flatMap((dir) => markdownFiles(path.join(root, dir))).flatMap((file) => {
    const markdown = fs.readFileSync(file, 'utf8');
    const code = [
      ...fencedBlocks(markdown)
        .filter((block) => block.lang !== 'text')
        .map((block) => block.source),
      ...[...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!),
    ];
    return code.flatMap((text) =>
      [...text.matchAll(/(?<![\w.@/-])glee ([a-z][\w-]*)/g)].map((m) => `${path.relative(root, file)}: glee ${m[1]}`),
    );
  });

  it('name only the commands of the released glee binary', () => {
    expect(uses.length).toBeGreaterThan(0);
    expect(uses.filter((use) => !TOOL_FACTS.glee.commands!.includes(use.split(' ').at(-1)!))).toEqual([]);
  });
});

describe('Glee setup commands', () => {
  const pins = markdownFiles(path.join(root, 'tool-docs/glee')).flatMap((file) =>
    fencedBlocks(fs.readFileSync(file, 'utf8')).flatMap((block) =>
      [...block.source.matchAll(/@types\/node(?:@|"\s*:\s*")([^\s"]+)/g)].map((m) => ({
        file: path.relative(root, file),
        version: m[1],
      })),
    ),
  );

  it('pin the @types/node the tool facts pick for the TypeScript of glee dev', () => {
    expect(new Set(pins.map((p) => p.file))).toEqual(
      new Set([PAGE, 'tool-docs/glee/installation.md', 'tool-docs/glee/your-first-glee-app.md']),
    );
    for (const pin of pins) expect(pin).toEqual({file: pin.file, version: TOOL_FACTS.glee.compiler!.typesNode});
  });
});
