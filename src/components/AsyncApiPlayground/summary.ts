/**
 * What the playground shows about a document: its diagnostics with 1-based line numbers and what it defines.
 * Computed from the output of `@asyncapi/parser` (in the browser's worker, and with the Node parser in tests): the
 * parser's models stay where they were made, only this plain object crosses to the page.
 */
export type IssueSeverity = 'error' | 'warning' | 'info' | 'hint';
export type Issue = {severity: IssueSeverity; message: string; line: number | null; path: string};
export type ServerSummary = {id: string; host: string; protocol: string; secured: boolean};
export type ChannelSummary = {id: string; address: string | null; messages: string[]};
export type OperationSummary = {id: string; action: string; channels: string[]; messages: string[]};
export type MessageSummary = {id: string; payloadProperties: string[]};

export type Summary = {
  /** No error diagnostics (warnings and information are allowed). */
  valid: boolean;
  version: string | null;
  issues: Issue[];
  servers: ServerSummary[];
  channels: ChannelSummary[];
  operations: OperationSummary[];
  messages: MessageSummary[];
};

/** The parts of the parser's API this module reads (the same in `@asyncapi/parser` and its browser bundle). */
type Collection<T> = {all(): T[]};
type JsonPath = (string | number)[];
type Range = {start: {line: number}};
type Diagnostic = {severity: number; message: string; path: JsonPath; range?: Range};
/**
 * The document as the parser read it (`extras.document` of a parse, Spectral's document): the source's data before
 * any `$ref` is resolved, and where a path of that data is in the text.
 */
export type SourceDocument = {data: unknown; getRangeForJsonPath(path: JsonPath, closest?: boolean): Range | undefined};
type MessageModel = {id(): string; payload(): {properties(): Record<string, unknown> | undefined} | undefined};
export type ParsedDocument = {
  version(): string;
  servers(): Collection<{id(): string; host(): string; protocol(): string; security(): unknown[]}>;
  channels(): Collection<{id(): string; address(): string | null | undefined; messages(): Collection<MessageModel>}>;
  operations(): Collection<{
    id(): string;
    action(): string;
    channels(): Collection<{id(): string}>;
    messages(): Collection<MessageModel>;
  }>;
  allMessages(): Collection<MessageModel>;
};
export type ParseOutput = {document?: ParsedDocument; diagnostics: Diagnostic[]; extras?: {document?: SourceDocument}};

const SEVERITIES: IssueSeverity[] = ['error', 'warning', 'info', 'hint'];

function isContainer(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The path a local reference (`#/channels/lightSwitch`) points to, or undefined for any other reference. */
function localPointer(ref: string): JsonPath | undefined {
  if (!ref.startsWith('#')) return undefined;
  let pointer: string;
  try {
    pointer = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined; // a malformed escape (`#/a%`): the parser reports the reference itself
  }
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return undefined;
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function valueAt(data: unknown, path: JsonPath): unknown {
  let node = data;
  for (const segment of path) node = isContainer(node) ? node[segment] : undefined;
  return node;
}

/**
 * Where a diagnostic's path is written in the source. The parser validates the document with every `$ref` resolved,
 * so a mistake inside a referenced object is also reported once per reference to it, along a path that exists only
 * in the resolved document (`operations.switchLight.channel.lightDim` for a key indented under `lightSwitch`), and
 * Spectral places such a result at line 1. Walking the path through the source data and following each local
 * reference it meets gives the path of the text that holds the mistake (`channels.lightSwitch.lightDim`).
 * `followed` says whether a reference was followed; when a segment is not in the source (a reference to another
 * file, a value the parser added), the walk stops at the last one that is.
 */
export function sourcePath(data: unknown, path: JsonPath): {path: JsonPath; followed: boolean} {
  let node = data;
  let located: JsonPath = [];
  let followed = false;
  for (const segment of path) {
    // A cycle of references (a: {$ref: '#/b'}, b: {$ref: '#/a'}) must not hold the walk: a few hops are enough.
    for (let hops = 0; isContainer(node) && !(segment in node) && typeof node.$ref === 'string' && hops < 8; hops++) {
      const target = localPointer(node.$ref);
      if (!target) return {path: located, followed};
      node = valueAt(data, target);
      located = target;
      followed = true;
    }
    if (!isContainer(node) || !(segment in node)) return {path: located, followed};
    node = node[segment];
    located = [...located, segment];
  }
  return {path: located, followed};
}

/**
 * The `$ref` that breaks a chain of references. A reference to a reference to nothing (an operation's message that
 * points at a channel's message whose `$ref` has a typo) is reported at the first link, with the missing target in
 * its message; the typo is at the last link. Returns the path of that link, or undefined when the chain at `path`
 * ends at something that exists (then the problem is not a missing target).
 */
export function brokenLink(data: unknown, path: JsonPath): JsonPath | undefined {
  let at = path;
  for (let hops = 0; hops < 8; hops++) {
    const ref = valueAt(data, at);
    const target = typeof ref === 'string' ? localPointer(ref) : undefined;
    if (!target) return undefined;
    const node = valueAt(data, target);
    if (node === undefined) return at;
    if (!isContainer(node) || typeof node.$ref !== 'string') return undefined;
    at = [...target, '$ref'];
  }
  return undefined;
}

export function toIssue(diagnostic: Diagnostic, source?: SourceDocument): Issue {
  let {path, range} = diagnostic;
  if (source && path.length > 0) {
    const inSource = sourcePath(source.data, path);
    const link = inSource.path.at(-1) === '$ref' ? brokenLink(source.data, inSource.path) : undefined;
    if (link && link.join('/') !== inSource.path.join('/')) {
      path = link;
      range = source.getRangeForJsonPath(path, true) ?? range;
    } else if (inSource.followed) {
      path = inSource.path;
      range = source.getRangeForJsonPath(path, true) ?? range;
    }
  }
  return {
    severity: SEVERITIES[diagnostic.severity] ?? 'error',
    message: diagnostic.message,
    // The parser counts lines from 0; editors and readers from 1.
    line: range ? range.start.line + 1 : null,
    path: path.join('.'),
  };
}

export const EMPTY_SUMMARY: Summary = {
  valid: false,
  version: null,
  issues: [],
  servers: [],
  channels: [],
  operations: [],
  messages: [],
};

export function summarize({document, diagnostics, extras}: ParseOutput): Summary {
  // A mistake reached through several references is one problem at one place: list it once.
  const seen = new Set<string>();
  const issues = diagnostics
    .map((diagnostic) => toIssue(diagnostic, extras?.document))
    .filter((issue) => {
      const key = JSON.stringify([issue.severity, issue.message, issue.line, issue.path]);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity) || (a.line ?? 0) - (b.line ?? 0));
  const valid = Boolean(document) && !issues.some((issue) => issue.severity === 'error');
  if (!document) return {...EMPTY_SUMMARY, issues};
  return {
    valid,
    version: document.version(),
    issues,
    servers: document
      .servers()
      .all()
      .map((s) => ({id: s.id(), host: s.host(), protocol: s.protocol(), secured: s.security().length > 0})),
    channels: document
      .channels()
      .all()
      .map((c) => ({
        id: c.id(),
        address: c.address() ?? null,
        messages: c
          .messages()
          .all()
          .map((m) => m.id()),
      })),
    operations: document
      .operations()
      .all()
      .map((o) => ({
        id: o.id(),
        action: o.action(),
        channels: o
          .channels()
          .all()
          .map((c) => c.id()),
        messages: o
          .messages()
          .all()
          .map((m) => m.id()),
      })),
    messages: document
      .allMessages()
      .all()
      .map((m) => ({id: m.id(), payloadProperties: Object.keys(m.payload()?.properties() ?? {})})),
  };
}

/** A guided step of a lesson: done when `check` holds for the reader's current document. */
export type LessonStep = {id: string; title: string; hint: string; check: (summary: Summary) => boolean};
export type Lesson = {
  /** Names the editor for assistive technology, e.g. "Streetlights AsyncAPI document". */
  label: string;
  initialDocument: string;
  steps: LessonStep[];
};
