/** @jest-environment-options {"customExportConditions": ["node", "node-addons", "require", "default"]} */
/**
 * The playground (src/components/AsyncApiPlayground) given documents it cannot check, through its real validator
 * (./validator.ts) and a stand-in for its worker that runs the worker's own check (checkDocument, ./guards.ts) with the
 * Node parser, or hangs as the browser's parser did on the billion laughs before the precheck existed.
 */
import React from 'react';
import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {Parser} from '@asyncapi/parser';
import {checkDocument, guardedResolvers, type DocumentParser} from '@site/src/components/AsyncApiPlayground/guards';
import {
  createWorkerValidator,
  type ParserWorker,
  type WorkerReply,
  type WorkerRequest,
} from '@site/src/components/AsyncApiPlayground/validator';
import {TOO_LARGE_MESSAGE} from '@site/src/components/AsyncApiPlayground/refusal';
import {streetlightsLesson} from '@site/src/components/AsyncApiPlayground/lessons/streetlights';
import {BILLION_LAUGHS} from './lib/hostileDocuments';
import {
  MAX_DOCUMENT_BYTES,
  MAX_NESTING,
  nestingDepth,
  refuseInput,
  refusalMessage,
  utf8Length,
} from '@site/src/components/AsyncApiPlayground/inputLimits';

/** The 4 KB document that overflowed the editor's YAML parser on the main thread. */
const DEEP = `x-deep: ${'['.repeat(2000)}${']'.repeat(2000)}`;
/** About 5 MB of ordinary YAML lines. */
const FIVE_MB = `asyncapi: 3.0.0\n${Array.from({length: 80_000}, (_, i) => `x-pad-${i}: "${'y'.repeat(50)}"`).join('\n')}\n`;

// CodeMirror is browser-only: an editable textarea stands in for it.
jest.mock('@site/src/components/AsyncApiPlayground/Editor', () => ({
  __esModule: true,
  default: ({value, label, onChange}: {value: string; label: string; onChange: (value: string) => void}) => (
    <textarea aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

import AsyncApiPlayground from '@site/src/components/AsyncApiPlayground';

/** The parser worker, in this process: the worker's check, or (`hang`) a parse that never ends. */
class InProcessWorker implements ParserWorker {
  static spawned: InProcessWorker[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  private readonly requested: string[] = [];
  private readonly parser = new Parser({
    __unstable: {resolver: {resolvers: guardedResolvers((uri) => this.requested.push(uri))}},
  }) as unknown as DocumentParser;
  constructor(private readonly hang: (source: string) => boolean) {
    InProcessWorker.spawned.push(this);
  }
  postMessage({id, source}: WorkerRequest): void {
    const send = (data: WorkerReply) => {
      if (!this.terminated) this.onmessage?.({data} as MessageEvent<WorkerReply>);
    };
    setTimeout(async () => {
      send({id, started: true});
      if (this.hang(source)) return;
      send({id, ...(await checkDocument(this.parser, source, this.requested))});
    }, 0);
  }
  terminate(): void {
    this.terminated = true;
  }
}

/** The Node parser's first parse in a test process takes a second or more. */
const PARSE = {timeout: 15_000};
const status = () => screen.getByTestId('playground-status');
const editor = () => screen.getByRole('textbox', {name: streetlightsLesson.label});

beforeEach(() => {
  InProcessWorker.spawned = [];
});

describe('the input limits (checked before any parser reads the text)', () => {
  it('refuses the 4 KB document of 2,000 nested brackets, and nesting by block items or flow maps', () => {
    expect(DEEP.length).toBeLessThan(4_100);
    expect(refuseInput(DEEP)).toEqual({reason: 'depth', depth: MAX_NESTING + 1});
    expect(refuseInput(`x:\n${'- '.repeat(500)}a`)?.reason).toBe('depth');
    expect(refuseInput(`x: ${'{a: '.repeat(500)}1${'}'.repeat(500)}`)?.reason).toBe('depth');
  });

  it("is not fooled by an apostrophe in prose (a city's lights) before the brackets", () => {
    expect(refuseInput(`description: |\n  A city's lights.\n${DEEP}`)?.reason).toBe('depth');
    expect(refuseInput(`title: It's ${'['.repeat(500)}`)?.reason).toBe('depth');
    expect(refuseInput(`${streetlightsLesson.initialDocument}${DEEP}`)?.reason).toBe('depth');
  });

  it('reads every lesson document and real nesting, and ignores brackets in quotes and comments', () => {
    expect(refuseInput(streetlightsLesson.initialDocument)).toBeNull();
    expect(nestingDepth(streetlightsLesson.initialDocument)).toBeLessThan(20);
    expect(refuseInput(`x: "${'['.repeat(5000)}"\ny: '${'{'.repeat(5000)}'\n# ${'['.repeat(5000)}\n`)).toBeNull();
    expect(nestingDepth(`a: [[1, 2], [3]]\nb:\n  c:\n    - - d`)).toBe(4);
  });

  it('refuses a text over 1 MB, counting UTF-8 bytes, and says the size', () => {
    expect(refuseInput(FIVE_MB)).toEqual({reason: 'size', bytes: utf8Length(FIVE_MB)});
    expect(utf8Length('aé€😀')).toBe(Buffer.byteLength('aé€😀'));
    const justOver = `x: "${'€'.repeat(MAX_DOCUMENT_BYTES / 3)}"`;
    expect(justOver.length).toBeLessThan(MAX_DOCUMENT_BYTES);
    expect(refuseInput(justOver)?.reason).toBe('size');
    expect(refusalMessage({reason: 'size', bytes: 5_200_000})).toBe(
      'This document is 5.2 MB: the playground checks documents up to 1.0 MB. The text stays in the editor, unchecked; shorten it or paste another document.',
    );
  });
});

describe('<AsyncApiPlayground> with a document it cannot check', () => {
  it.each([
    ['the deeply nested document', DEEP, /nests more than 100 levels deep/],
    ['the 5 MB document', FIVE_MB, /This document is \d\.\d MB: the playground checks documents up to 1\.0 MB/],
  ])('keeps %s in the editor, sends it to no parser, and checks the next one', async (_name, text, message) => {
    const posted: string[] = [];
    const validate = createWorkerValidator({
      spawn: () => {
        const worker = new InProcessWorker(() => false);
        const post = worker.postMessage.bind(worker);
        worker.postMessage = (request) => {
          posted.push(request.source);
          post(request);
        };
        return worker;
      },
    });
    render(<AsyncApiPlayground lesson={streetlightsLesson} validate={validate} debounceMs={0} />);
    await waitFor(() => expect(status()).toHaveTextContent('Valid AsyncAPI 3.1.0 document'), PARSE);
    fireEvent.change(editor(), {target: {value: text}});
    await waitFor(() => expect(status()).toHaveTextContent(message));
    expect(status()).toHaveAttribute('data-state', 'unread');
    expect(editor()).toHaveValue(text);
    expect(screen.queryByTestId('playground-issues')).toBeNull();
    expect(posted).not.toContain(text);
    fireEvent.change(editor(), {target: {value: `${streetlightsLesson.initialDocument}x-next: 1\n`}});
    await waitFor(() => expect(status()).toHaveTextContent('Valid AsyncAPI 3.1.0 document'), PARSE);
  });

  it('shows a progress indicator while the parser loads', async () => {
    let answer: (summary: never) => void = () => {};
    const validate = () => new Promise<never>((resolve) => (answer = resolve));
    render(<AsyncApiPlayground lesson={streetlightsLesson} validate={validate} debounceMs={0} />);
    await waitFor(() => expect(status()).toHaveTextContent('Loading the AsyncAPI parser…'));
    expect(screen.getByRole('progressbar', {name: 'Loading the AsyncAPI parser…'})).toBeInTheDocument();
    void answer;
  });

  it('refuses the billion laughs at once, in place of the last result, and checks the reset document', async () => {
    const validate = createWorkerValidator({spawn: () => new InProcessWorker(() => false)});
    render(<AsyncApiPlayground lesson={streetlightsLesson} validate={validate} debounceMs={0} />);
    await waitFor(() => expect(status()).toHaveTextContent('Valid AsyncAPI 3.1.0 document'), PARSE);
    fireEvent.change(editor(), {target: {value: BILLION_LAUGHS}});
    await waitFor(() => expect(status()).toHaveTextContent(TOO_LARGE_MESSAGE), PARSE);
    expect(status()).not.toHaveTextContent('Valid');
    expect(screen.getByText('Steps and definitions below are from the last valid version.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', {name: 'Reset document'}));
    await waitFor(() => expect(status()).toHaveTextContent('Valid AsyncAPI 3.1.0 document'), PARSE);
    expect(InProcessWorker.spawned).toHaveLength(1);
  });

  it('ends a worker stuck past the deadline, says why, and recovers on a new worker', async () => {
    const validate = createWorkerValidator({
      deadlineMs: 200,
      spawn: () => new InProcessWorker((source) => source.includes('stuck')),
    });
    render(<AsyncApiPlayground lesson={streetlightsLesson} validate={validate} debounceMs={0} />);
    await waitFor(() => expect(status()).toHaveTextContent('Valid AsyncAPI 3.1.0 document'), PARSE);
    fireEvent.change(editor(), {target: {value: `${streetlightsLesson.initialDocument}x-stuck: true\n`}});
    await waitFor(() => expect(status()).toHaveTextContent(TOO_LARGE_MESSAGE), PARSE);
    expect(InProcessWorker.spawned[0]!.terminated).toBe(true);
    await act(() => fireEvent.click(screen.getByRole('button', {name: 'Reset document'})));
    await waitFor(() => expect(status()).toHaveTextContent('Valid AsyncAPI 3.1.0 document'), PARSE);
    expect(InProcessWorker.spawned).toHaveLength(2);
  });

  it('shows a pasted $ref to another site as an error at its line, and fetches nothing', async () => {
    const fetchSpy = jest.fn();
    const original = globalThis.fetch;
    globalThis.fetch = fetchSpy;
    try {
      const validate = createWorkerValidator({spawn: () => new InProcessWorker(() => false)});
      render(<AsyncApiPlayground lesson={streetlightsLesson} validate={validate} debounceMs={0} />);
      await waitFor(() => expect(status()).toHaveTextContent('Valid AsyncAPI 3.1.0 document'), PARSE);
      const source = `${streetlightsLesson.initialDocument}x-far:\n  $ref: 'https://evil.example/schema.json'\n`;
      const line = source.split('\n').findIndex((text) => text.includes('evil.example')) + 1;
      fireEvent.change(editor(), {target: {value: source}});
      await waitFor(() => expect(status()).toHaveTextContent('Not valid: 1 error'), PARSE);
      const issues = screen.getByTestId('playground-issues');
      expect(issues).toHaveTextContent('This $ref points outside the document (https://evil.example/schema.json)');
      expect(issues).toHaveTextContent(`Line ${line}`);
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      globalThis.fetch = original;
    }
  });
});
