/**
 * What the playground's worker checks before and while the parser reads a document a reader pasted: that the
 * document is small enough once its YAML aliases are expanded, and that the parser follows no `$ref` outside it.
 *
 * - Aliases: a few hundred bytes of YAML can alias a list of lists of lists nine levels deep (the "billion laughs").
 *   The parser's YAML reader builds a copy of an alias's value for each use, so it never finishes such a document
 *   and fills the memory meanwhile. `precheck` reads the text with the same YAML reader the parser's (the syntax tree
 *   of @stoplight/yaml-ast-parser, in which an alias is one node pointing at its anchor) and counts the nodes the
 *   expanded document would have, each anchor once: linear in the text, whatever the aliases expand to.
 * - `$ref`: the parser resolves references through resolvers per URI scheme, `http`, `https` and `file` by default
 *   (every scheme it has no resolver for, and a relative path, goes to `file`). Its options
 *   (`__unstable.resolver.resolvers`) add resolvers but keep the defaults, and try a default one whenever an added one
 *   fails, so an added resolver can stop a fetch only by answering: `guardedResolvers` answers every such URI with an
 *   empty schema and records it. The reader is told about each reference outside the document, at its line, by
 *   `referenceDiagnostics`; the worker's own CSP (connect-src 'none', plugins/built-html) stops any request too.
 */
import {Kind, load, type YAMLNode} from '@stoplight/yaml-ast-parser';
import {EMPTY_SUMMARY, summarize, type ParseOutput, type Summary} from './summary';

/** The most nodes a document may have with its aliases expanded (100,000 take the parser 1-2 s on a laptop). */
export const MAX_EXPANDED_NODES = 100_000;

/** A `$ref` whose value does not start with `#`: a reference to something outside the document. */
export type ExternalReference = {ref: string; line: number; path: (string | number)[]};

export type Precheck =
  {kind: 'too-large'; nodes: number} | {kind: 'ok'; nodes: number; externalReferences: ExternalReference[]};

type Node = YAMLNode | null | undefined;

/** The 1-based line of each character offset of `text`. */
function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/** The nodes of `root` with every alias expanded, each node counted once (memoised); Infinity for a cycle. */
function expandedSize(root: Node): number {
  const sizes = new Map<YAMLNode, number>();
  const size = (node: Node): number => {
    if (!node) return 1;
    const known = sizes.get(node);
    if (known !== undefined) return known;
    sizes.set(node, Infinity); // an alias met again while its own value is being counted: a cycle
    let total = 1;
    switch (node.kind) {
      case Kind.MAP:
        for (const mapping of (node as YAMLNode & {mappings: Node[]}).mappings ?? []) total += size(mapping);
        break;
      case Kind.MAPPING:
        total += size(node.key as Node) + size(node.value as Node);
        break;
      case Kind.SEQ:
        for (const item of (node as YAMLNode & {items: Node[]}).items ?? []) total += size(item);
        break;
      case Kind.ANCHOR_REF:
        total = size(node.value as Node);
        break;
      default:
        break;
    }
    sizes.set(node, total);
    return total;
  };
  return size(root);
}

/** Every `$ref` of the document (as written, aliases not followed) whose value is text not starting with `#`. */
function externalReferences(root: Node, lineOf: (offset: number) => number): ExternalReference[] {
  const found: ExternalReference[] = [];
  const visit = (node: Node, path: (string | number)[]): void => {
    if (!node) return;
    if (node.kind === Kind.MAP) {
      for (const mapping of (node as YAMLNode & {mappings: (YAMLNode | null)[]}).mappings ?? []) {
        if (!mapping) continue;
        const key = mapping.key as Node;
        const name = key && key.kind === Kind.SCALAR ? String(key.value) : '';
        let value = mapping.value as Node;
        if (name === '$ref') {
          if (value?.kind === Kind.ANCHOR_REF) value = value.value as Node;
          if (value?.kind === Kind.SCALAR && typeof value.value === 'string' && !value.value.trim().startsWith('#'))
            found.push({ref: value.value, line: lineOf(mapping.startPosition), path: [...path, name]});
          continue;
        }
        visit(value, [...path, name]);
      }
    } else if (node.kind === Kind.SEQ) {
      ((node as YAMLNode & {items: Node[]}).items ?? []).forEach((item, index) => visit(item, [...path, index]));
    }
  };
  visit(root, []);
  return found;
}

/**
 * Reads `source` as the parser will, without expanding it: whether it is small enough to parse here and which
 * references point outside it. A text the YAML reader rejects is left to the parser, which reports the syntax error;
 * one nested too deeply for the reader's recursion counts as too large.
 */
export function precheck(source: string): Precheck {
  let root: Node;
  try {
    // The options @stoplight/yaml, the parser's YAML layer, reads documents with.
    root = load(source, {ignoreDuplicateKeys: true});
  } catch (error) {
    if (error instanceof RangeError) return {kind: 'too-large', nodes: Infinity};
    return {kind: 'ok', nodes: 0, externalReferences: []};
  }
  let nodes: number;
  try {
    nodes = expandedSize(root);
  } catch (error) {
    if (error instanceof RangeError) return {kind: 'too-large', nodes: Infinity};
    throw error;
  }
  if (nodes > MAX_EXPANDED_NODES) return {kind: 'too-large', nodes};
  return {kind: 'ok', nodes, externalReferences: externalReferences(root, lineFinder(source))};
}

/** A resolver as @asyncapi/parser takes it (`ParserOptions.__unstable.resolver.resolvers`). */
export type GuardResolver = {schema: string; order: number; canRead: boolean; read: (uri: unknown) => string};

/** The URI schemes the parser resolves by default (node_modules/@asyncapi/parser/cjs/resolver.js). */
export const PARSER_RESOLVER_SCHEMES = ['file', 'http', 'https'];

/**
 * Resolvers for the parser that fetch and read nothing: each records the URI it is asked for and answers with an
 * empty schema, first (order 1), so that the parser's own resolver for the scheme is never tried.
 */
export function guardedResolvers(record: (uri: string) => void): GuardResolver[] {
  return PARSER_RESOLVER_SCHEMES.map((schema) => ({
    schema,
    order: 1,
    canRead: true,
    read: (uri) => {
      record(String(uri));
      return '{}';
    },
  }));
}

/** A diagnostic in the parser's shape (severity 0 is an error; lines from 0), so it is shown like the parser's. */
export type GuardDiagnostic = {
  code: string;
  severity: 0;
  message: string;
  path: (string | number)[];
  range?: {start: {line: number; character: number}; end: {line: number; character: number}};
};

export function externalReferenceMessage(ref: string): string {
  return (
    `This $ref points outside the document (${ref}). The playground follows only references inside the document, ` +
    'such as "#/components/schemas/Name", and fetches nothing: copy what it points to into the document.'
  );
}

/**
 * The errors for the references outside the document: one per `$ref` found by `precheck`, at its line; when it
 * found none, one without a line for each URI the guarded resolvers were asked for anyway.
 */
export function referenceDiagnostics(references: ExternalReference[], requested: string[] = []): GuardDiagnostic[] {
  const diagnostics: GuardDiagnostic[] = references.map(({ref, line, path}) => ({
    code: 'playground-external-ref',
    severity: 0,
    message: externalReferenceMessage(ref),
    path,
    range: {start: {line: line - 1, character: 0}, end: {line: line - 1, character: 0}},
  }));
  // The resolvers see a URI as the parser resolved it (relative to nothing here, but not always character for
  // character the written value): those are reported only when the precheck found no reference at all.
  if (references.length === 0) {
    for (const uri of new Set(requested))
      diagnostics.push({
        code: 'playground-external-ref',
        severity: 0,
        message: externalReferenceMessage(uri),
        path: [],
      });
  }
  return diagnostics;
}

/** What the parser's Parser offers the worker (the browser bundle's and the Node build's are the same). */
export type DocumentParser = {parse(source: string): Promise<ParseOutput>};

/** What the reader sees when the parser throws instead of reporting: an error of the document, not of the page. */
function stoppedSummary(error: unknown): Summary {
  const reason = error instanceof Error ? error.message : String(error);
  return {
    ...EMPTY_SUMMARY,
    issues: [{severity: 'error', message: `The parser stopped on this document: ${reason}`, line: null, path: ''}],
  };
}

/**
 * The worker's check of one document: refused when too large (by the precheck, or when the parser runs out of stack
 * on it), else the parser's summary with an error for each reference outside the document. `parser` must have been
 * made with `guardedResolvers(uri => requested.push(uri))`; `requested` is emptied first.
 */
export async function checkDocument(
  parser: DocumentParser,
  source: string,
  requested: string[],
): Promise<{summary: Summary} | {refused: 'too-large'}> {
  try {
    const checked = precheck(source);
    if (checked.kind === 'too-large') return {refused: 'too-large'};
    requested.length = 0;
    const output = await parser.parse(source);
    const diagnostics = [...output.diagnostics, ...referenceDiagnostics(checked.externalReferences, requested)];
    return {summary: summarize({...output, diagnostics})};
  } catch (error) {
    if (error instanceof RangeError) return {refused: 'too-large'};
    return {summary: stoppedSummary(error)};
  }
}

/** The specification version a document names in its first lines (`asyncapi: 3.1.0`, YAML or JSON), if any. */
export function declaredVersion(source: string): string | undefined {
  return /^[ \t{]*["']?asyncapi["']?[ \t]*:[ \t]*["']?(\d{1,3}\.\d{1,3}\.\d{1,3})/m.exec(source.slice(0, 4096))?.[1];
}

/** The smallest valid document of `version` (for 2.x as for 3.x): what the warm-up parses. */
export const warmUpDocument = (version: string) =>
  `asyncapi: ${version}\ninfo:\n  title: Warm-up\n  version: 1.0.0\nchannels: {}\n`;

/**
 * On its first document of a specification version, the parser compiles that version's JSON Schema and sets up its
 * rules. In Node on a heavily loaded 2-core machine the Streetlights lesson took 7.8 s on a new parser and 4.8 s on
 * the next parse; the browser's worker missed its 8 s deadline that way and refused the lesson as too large. The
 * worker does the one-time work once per version on a small document of its own before it starts the reader's
 * document's deadline (./validator.ts), so the deadline bounds that document alone.
 *
 * Returns how long the warm-up took, in milliseconds (`warmed` remembers it per version): the validator stretches the
 * deadline on a device where the warm-up was slow (`deadlineFor`). Undefined for a document that names no version.
 */
export async function warmUp(
  parser: DocumentParser,
  source: string,
  warmed: Map<string, number>,
): Promise<number | undefined> {
  const version = declaredVersion(source);
  if (!version) return undefined;
  const known = warmed.get(version);
  if (known !== undefined) return known;
  const start = performance.now();
  // Our own small document: its result does not matter (an unknown version is reported on the reader's document).
  await parser.parse(warmUpDocument(version)).catch(() => undefined);
  const took = performance.now() - start;
  warmed.set(version, took);
  return took;
}
