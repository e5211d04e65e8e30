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
type Diagnostic = {severity: number; message: string; path: (string | number)[]; range?: {start: {line: number}}};
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
export type ParseOutput = {document?: ParsedDocument; diagnostics: Diagnostic[]};

const SEVERITIES: IssueSeverity[] = ['error', 'warning', 'info', 'hint'];

export function toIssue(diagnostic: Diagnostic): Issue {
  return {
    severity: SEVERITIES[diagnostic.severity] ?? 'error',
    message: diagnostic.message,
    // The parser counts lines from 0; editors and readers from 1.
    line: diagnostic.range ? diagnostic.range.start.line + 1 : null,
    path: diagnostic.path.join('.'),
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

export function summarize({document, diagnostics}: ParseOutput): Summary {
  const issues = diagnostics
    .map(toIssue)
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
