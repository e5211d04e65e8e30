/** @jest-environment-options {"customExportConditions": ["node", "node-addons", "require", "default"]} */
/**
 * The AsyncAPI playground (src/components/AsyncApiPlayground) with the real parser: its lessons' documents, the
 * guided steps' checks, errors with their line, and the component's status, problem list and definitions.
 * The browser runs the parser in a worker; here the Node build of the same parser is passed as `validate`.
 */
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {act, configure, render, screen, waitFor, within} from '@testing-library/react';
import {Parser} from '@asyncapi/parser';
import specs from '@asyncapi/specs';
import {
  brokenLink,
  sourcePath,
  summarize,
  type Lesson,
  type ParseOutput,
} from '@site/src/components/AsyncApiPlayground/summary';
import {
  streetlightsLesson,
  streetlightsSolutionDocument,
} from '@site/src/components/AsyncApiPlayground/lessons/streetlights';
import {cryptoLesson, cryptoSolutionDocument} from '@site/src/components/AsyncApiPlayground/lessons/crypto';
import {installFakeIntersectionObserver} from './lib/fakeIntersectionObserver';
import {
  HANGING_PROPERTY,
  HANGING_STEP,
  MAX_HANGING_INDENT,
  hangingIndent,
} from '@site/src/components/AsyncApiPlayground/hangingIndent';

// CodeMirror and the worker are browser-only: a plain textarea and no worker stand in for them (e2e covers both).
jest.mock('@site/src/components/AsyncApiPlayground/Editor', () => ({
  __esModule: true,
  default: ({value, label}: {value: string; label: string}) => <textarea aria-label={label} value={value} readOnly />,
}));
jest.mock('@site/src/components/AsyncApiPlayground/validator', () => ({
  createWorkerValidator: () => {
    throw new Error('tests pass their own validator');
  },
}));

import AsyncApiPlayground, {LOADING_MESSAGE, loadingMessage} from '@site/src/components/AsyncApiPlayground';

// The waits below wait for the real parser: on a busy machine (the whole unit suite on two shared cores) one parse
// can take longer than Testing Library's default of one second.
configure({asyncUtilTimeout: 10_000});

const parser = new Parser();
const validate = async (source: string) => summarize((await parser.parse(source)) as unknown as ParseOutput);

/** The newest specification version in @asyncapi/specs (the parser's own schemas), e.g. 3.1.0. */
const LATEST_ASYNCAPI = Object.keys(specs.schemas)
  .filter((version) => /^\d+\.\d+\.\d+$/.test(version))
  .sort((a, b) => a.localeCompare(b, 'en', {numeric: true}))
  .at(-1);

const lessons: [string, Lesson, string][] = [
  ['streetlights', streetlightsLesson, streetlightsSolutionDocument],
  ['crypto', cryptoLesson, cryptoSolutionDocument],
];

describe.each(lessons)('lesson %s', (_name, lesson, solution) => {
  it('starts from a valid document with no step done and nothing to report', async () => {
    const summary = await validate(lesson.initialDocument);
    // Not even a warning: the reader's first sight of the playground is not a notice about the document itself
    // (the parser warns about any document older than the latest AsyncAPI version).
    expect(summary.issues).toEqual([]);
    expect(summary.valid).toBe(true);
    expect(lesson.steps.filter((step) => step.check(summary)).map((s) => s.id)).toEqual([]);
  });

  it('teaches the latest AsyncAPI version the installed specification schemas define', async () => {
    const summary = await validate(lesson.initialDocument);
    expect(summary.version).toBe(LATEST_ASYNCAPI);
  });

  it('its solution is valid, completes every step and has nothing to report', async () => {
    const summary = await validate(solution);
    expect(summary.issues).toEqual([]);
    expect(lesson.steps.filter((step) => !step.check(summary)).map((s) => s.id)).toEqual([]);
  });

  it('each step is checked on its own', async () => {
    // A document with an error completes no step, even when the text has what a step asks for.
    const broken = await validate(solution.replace('action: send', 'action: sned'));
    expect(broken.valid).toBe(false);
    expect(lesson.steps.filter((step) => step.check(broken))).toEqual([]);
  });
});

describe('errors carry their line', () => {
  it('reports a wrong enum value at its 1-based line with the path', async () => {
    const source = streetlightsLesson.initialDocument.replace('action: receive', 'action: recieve');
    const line = source.split('\n').findIndex((l) => l.includes('action: recieve')) + 1;
    const summary = await validate(source);
    const error = summary.issues.find((i) => i.severity === 'error');
    expect(error).toMatchObject({line, path: 'operations.receiveLightMeasurement.action'});
  });

  it('reports a YAML syntax error with a line', async () => {
    const summary = await validate('asyncapi: 3.0.0\ninfo:\n  title: [unclosed\n');
    expect(summary.valid).toBe(false);
    expect(summary.issues.some((i) => i.severity === 'error' && typeof i.line === 'number')).toBe(true);
  });
});

/**
 * The mistake a reader is likely to make in each guided step (the pages invite some of them), and the lines of the
 * document where the problem is written: every error must point at one of them, never at line 1.
 */
type StepMistake = {lesson: Lesson; step: string; source: string; lines: string[]};

/** The 1-based number of the only line of `source` that contains `text`. */
function lineOf(source: string, text: string): number {
  const lines = source.split('\n');
  const found = lines.flatMap((line, i) => (line.includes(text) ? [i + 1] : []));
  if (found.length !== 1) throw new Error(`"${text}" is on ${found.length} lines, expected one`);
  return found[0]!;
}

const dimChannel = [
  '  lightDim:',
  '    address: city/lights/{lightId}/dim',
  '    description: Commands that set how bright a light shines.',
  '    parameters:',
  '      lightId:',
  '        description: Identifier of the streetlight.',
  '',
].join('\n');
const tooDeep = (block: string) =>
  block
    .split('\n')
    .map((line) => (line ? `  ${line}` : line))
    .join('\n');

const stepMistakes: StepMistake[] = [
  {
    // The page: "Indent it one level too deep and the parser reports an unexpected property inside lightSwitch".
    lesson: streetlightsLesson,
    step: 'dim-channel',
    source: streetlightsLesson.initialDocument.replace('operations:\n', `${tooDeep(dimChannel)}operations:\n`),
    lines: ['    lightDim:'],
  },
  {
    lesson: streetlightsLesson,
    step: 'dim-message',
    source: streetlightsSolutionDocument.replace('messages/dimCommand', 'messages/dimComand'),
    lines: ['dimComand'],
  },
  {
    lesson: streetlightsLesson,
    step: 'dim-operation',
    source: streetlightsSolutionDocument.replace(
      'action: send\n    summary: The control room dims',
      'action: sned\n    summary: The control room dims',
    ),
    lines: ['action: sned'],
  },
  {
    // The habit of AsyncAPI 2.x: naming the scheme instead of referencing it.
    lesson: streetlightsLesson,
    step: 'secure-broker',
    source: streetlightsSolutionDocument.replace(
      "- $ref: '#/components/securitySchemes/lightCertificate'",
      '- lightCertificate',
    ),
    lines: ['- lightCertificate'],
  },
  {
    // One typo in a schema is reported through every operation and channel that reaches the message, plus its
    // payload's if/else: one problem at the typo and one at the payload it makes invalid.
    lesson: cryptoLesson,
    step: 'volume',
    source: cryptoSolutionDocument.replace('volume:\n            type: number', 'volume:\n            type: numbr'),
    lines: ['type: numbr', '      payload:\n        type: object\n        required: [symbol, price, time]'],
  },
  {
    lesson: cryptoLesson,
    step: 'watch-message',
    source: cryptoSolutionDocument.replace(
      "$ref: '#/components/messages/watchRequest'",
      "$ref: '#/components/messages/watchRequests'",
    ),
    lines: ['watchRequests'],
  },
  {
    // The page: "a reference to #/components/messages/watchRequest is reported as an error".
    lesson: cryptoLesson,
    step: 'receive-operation',
    source: cryptoSolutionDocument.replace(
      "- $ref: '#/channels/prices/messages/watchRequest'",
      "- $ref: '#/components/messages/watchRequest'",
    ),
    lines: ["- $ref: '#/components/messages/watchRequest'"],
  },
];

/** The line a locator names: the line of a one-line text, the first line of a several-line one. */
function locate(source: string, locator: string): number {
  const [first, ...rest] = locator.split('\n');
  if (rest.length === 0) return lineOf(source, first!);
  const at = source.indexOf(locator);
  if (at < 0 || source.indexOf(locator, at + 1) >= 0) throw new Error(`"${locator}" is not in the source once`);
  return source.slice(0, at).split('\n').length;
}

describe('each guided step: a typical mistake is reported at the line where it is written', () => {
  it('covers every step of every lesson', () => {
    const covered = stepMistakes.map((m) => `${m.lesson.label}/${m.step}`);
    const steps = lessons.flatMap(([, lesson]) => lesson.steps.map((step) => `${lesson.label}/${step.id}`));
    expect(covered.sort()).toEqual(steps.sort());
  });

  it.each(stepMistakes.map((m) => [m.step, m] as const))('step %s', async (_step, mistake) => {
    const summary = await validate(mistake.source);
    const errors = summary.issues.filter((issue) => issue.severity === 'error');
    expect(errors.length).toBeGreaterThan(0);
    const expected = mistake.lines.map((locator) => locate(mistake.source, locator)).sort((a, b) => a - b);
    // Each place once: one problem reached through several references is listed once.
    expect(errors.map((error) => error.line)).toEqual(expected);
  });

  it('lists the problem inside a referenced channel once, at its line, with the path where it is written', async () => {
    const source = stepMistakes[0]!.source;
    const summary = await validate(source);
    expect(summary.issues).toEqual([
      {
        severity: 'error',
        message: 'Property "lightDim" is not expected to be here',
        line: lineOf(source, '    lightDim:'),
        path: 'channels.lightSwitch.lightDim',
      },
    ]);
  });
});

describe('brokenLink', () => {
  const data = {
    channels: {c: {messages: {m: {$ref: '#/components/messages/missing'}, ok: {$ref: '#/components/messages/ok'}}}},
    components: {messages: {ok: {payload: {}}}},
    operations: {
      o: {messages: [{$ref: '#/channels/c/messages/m'}, {$ref: '#/channels/c/messages/ok'}]},
      far: {messages: [{$ref: 'other.yaml#/m'}]},
    },
  };

  it('finds the last link of a chain that ends at nothing', () => {
    expect(brokenLink(data, ['operations', 'o', 'messages', 0, '$ref'])).toEqual([
      'channels',
      'c',
      'messages',
      'm',
      '$ref',
    ]);
    expect(brokenLink(data, ['channels', 'c', 'messages', 'm', '$ref'])).toEqual([
      'channels',
      'c',
      'messages',
      'm',
      '$ref',
    ]);
  });

  it('finds nothing when the chain ends at a value or leaves the document', () => {
    expect(brokenLink(data, ['operations', 'o', 'messages', 1, '$ref'])).toBeUndefined();
    expect(brokenLink(data, ['operations', 'far', 'messages', 0, '$ref'])).toBeUndefined();
  });
});

describe('sourcePath', () => {
  const data = {
    channels: {'a/b': {messages: {m: {$ref: '#/components/messages/m'}}}, loop: {$ref: '#/channels/loop'}},
    components: {messages: {m: {payload: {type: 'object'}}}},
    operations: {
      op: {channel: {$ref: '#/channels/a~1b'}},
      far: {channel: {$ref: 'other.yaml#/channels/x'}},
      bad: {channel: {$ref: '#/channels/%E0%A4%A'}},
    },
  };

  it('follows local references, unescaping the pointer', () => {
    expect(sourcePath(data, ['operations', 'op', 'channel', 'messages', 'm', 'payload', 'type'])).toEqual({
      path: ['components', 'messages', 'm', 'payload', 'type'],
      followed: true,
    });
  });

  it('keeps a path that is written as it is', () => {
    expect(sourcePath(data, ['components', 'messages', 'm'])).toEqual({
      path: ['components', 'messages', 'm'],
      followed: false,
    });
  });

  it('stops at the last written segment: another file, a malformed pointer, a cycle, a value the parser added', () => {
    expect(sourcePath(data, ['operations', 'far', 'channel', 'address']).path).toEqual([
      'operations',
      'far',
      'channel',
    ]);
    expect(sourcePath(data, ['operations', 'bad', 'channel', 'address']).path).toEqual([
      'operations',
      'bad',
      'channel',
    ]);
    expect(sourcePath(data, ['channels', 'loop', 'address']).path).toEqual(['channels', 'loop']);
    expect(sourcePath(data, ['components', 'messages', 'm', 'x-parser-message-name']).path).toEqual([
      'components',
      'messages',
      'm',
    ]);
  });
});

describe('the pages that hold a playground', () => {
  const pages: [string, Lesson][] = [
    ['docs/tutorials/streetlights-interactive.md', streetlightsLesson],
    ['tool-docs/glee/crypto-websockets-interactive.md', cryptoLesson],
  ];

  it.each(pages)('%s names only the AsyncAPI version its lesson teaches', async (file, lesson) => {
    const source = fs.readFileSync(path.resolve(__dirname, '../..', file), 'utf8');
    expect(source).toMatch(/<AsyncApiPlayground lesson=/);
    const {version} = await validate(lesson.initialDocument);
    // Prose and front matter (fenced code may show other documents): "AsyncAPI 3.1.0", "AsyncAPI 3.1".
    const prose = source.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
    const named = [...prose.matchAll(/\bAsyncAPI (\d+\.\d+(?:\.\d+)?)\b/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((v) => !`${version}.`.startsWith(`${v}.`))).toEqual([]);
  });
});

describe('<AsyncApiPlayground>', () => {
  it('shows the document first, then whether it is valid and what it defines', async () => {
    render(<AsyncApiPlayground lesson={streetlightsLesson} validate={validate} />);
    await waitFor(() =>
      expect(screen.getByTestId('playground-status')).toHaveTextContent('Valid AsyncAPI 3.1.0 document'),
    );
    const definitions = screen.getByTestId('playground-definitions');
    expect(within(definitions).getByText('lightMeasured: city/lights/{lightId}/lumens')).toBeInTheDocument();
    expect(within(definitions).getByText('switchLight: send lightSwitch')).toBeInTheDocument();
    expect(screen.getByText('(0 of 4 done)')).toBeInTheDocument();
  });

  it('lists an error with a button that leads to its line', async () => {
    const lesson = {
      ...streetlightsLesson,
      initialDocument: streetlightsLesson.initialDocument.replace('action: send', 'action: sned'),
    };
    const line = lesson.initialDocument.split('\n').findIndex((l) => l.includes('action: sned')) + 1;
    render(<AsyncApiPlayground lesson={lesson} validate={validate} />);
    await waitFor(() => expect(screen.getByTestId('playground-status')).toHaveTextContent('Not valid: 1 error'));
    const problems = screen.getByTestId('playground-issues');
    expect(within(problems).getByRole('button', {name: `Line ${line}`})).toBeInTheDocument();
    expect(within(problems).getByText(/must be equal to one of the allowed values/)).toBeInTheDocument();
  });

  it('marks the guided steps the document completes', async () => {
    render(
      <AsyncApiPlayground
        lesson={{...streetlightsLesson, initialDocument: streetlightsSolutionDocument}}
        validate={validate}
      />,
    );
    await waitFor(() => expect(screen.getByText('(4 of 4 done)')).toBeInTheDocument());
    const steps = screen.getByTestId('playground-steps');
    expect(within(steps).getAllByText('(done)')).toHaveLength(4);
  });
});

describe('the loading message', () => {
  it('names the size of the download the build measured, in KB of 1,024 bytes', () => {
    expect(loadingMessage(403_949)).toBe('Loading the AsyncAPI parser (394 KB)…');
    expect(loadingMessage(null)).toBe('Loading the AsyncAPI parser…');
    // No bundler defines the size under Jest (tests/e2e/tutorials-interactive.spec.ts checks the built page's text).
    expect(LOADING_MESSAGE).toBe('Loading the AsyncAPI parser…');
  });
});

describe('hangingIndent', () => {
  it('continues a wrapped line one step past its indentation and list dash, at most MAX_HANGING_INDENT', () => {
    expect(hangingIndent('asyncapi: 3.0.0')).toBe(2);
    expect(hangingIndent('    host: broker.streetlights.example:8883')).toBe(6);
    expect(hangingIndent('      - $ref: "#/components/messages/lightMeasured"')).toBe(10);
    expect(hangingIndent('')).toBe(HANGING_STEP);
    expect(hangingIndent('        ')).toBe(HANGING_STEP);
    expect(hangingIndent(`${' '.repeat(40)}deep: value`)).toBe(MAX_HANGING_INDENT);
  });
});

describe('<AsyncApiPlayground> loads its editor and parser only when the reader gets there', () => {
  const observers = installFakeIntersectionObserver();

  const counting = () => {
    const sources: string[] = [];
    return {sources, validate: (source: string) => (sources.push(source), validate(source))};
  };

  it('shows the document as numbered static lines and checks nothing while it is far from the viewport', async () => {
    const {sources, validate: counted} = counting();
    render(<AsyncApiPlayground lesson={streetlightsLesson} validate={counted} />);
    const fallback = screen.getByTestId('playground-fallback');
    const lines = streetlightsLesson.initialDocument.split('\n');
    // One row per line: its number (hidden from screen readers) and its text; the text is the document.
    expect(fallback.children).toHaveLength(lines.length);
    expect(fallback.children[2]!.querySelector('[aria-hidden="true"]')).toHaveTextContent('3');
    expect(
      Array.from(fallback.children)
        .map((row) => row.lastElementChild!.textContent)
        .join('\n'),
    ).toBe(streetlightsLesson.initialDocument);
    // Each line's text carries the indent its continuations get when it wraps (as in the editor).
    lines.forEach((line, index) => {
      const text = fallback.children[index]!.lastElementChild as HTMLElement;
      expect([line, text.style.getPropertyValue(HANGING_PROPERTY)]).toEqual([line, String(hangingIndent(line))]);
    });
    expect(observers[0]!.options?.rootMargin).toBe('200px 0px');
    act(() => observers[0]!.callback([{isIntersecting: false}]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sources).toEqual([]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('playground-status')).toHaveTextContent('Loading the AsyncAPI parser');
  });

  it('loads the editor and checks the document once the playground is near the viewport', async () => {
    const {sources, validate: counted} = counting();
    render(<AsyncApiPlayground lesson={streetlightsLesson} validate={counted} />);
    act(() => observers[0]!.callback([{isIntersecting: true}]));
    await waitFor(() =>
      expect(screen.getByTestId('playground-status')).toHaveTextContent('Valid AsyncAPI 3.1.0 document'),
    );
    expect(screen.getByRole('textbox', {name: streetlightsLesson.label})).toBeInTheDocument();
    expect(sources).toHaveLength(1);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('loads them when something in it gets focus, even before it is near the viewport', async () => {
    render(<AsyncApiPlayground lesson={streetlightsLesson} validate={validate} />);
    act(() => screen.getByRole('button', {name: 'Reset document'}).focus());
    await waitFor(() =>
      expect(screen.getByTestId('playground-status')).toHaveTextContent('Valid AsyncAPI 3.1.0 document'),
    );
  });
});
