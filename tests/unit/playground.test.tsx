/** @jest-environment-options {"customExportConditions": ["node", "node-addons", "require", "default"]} */
/**
 * The AsyncAPI playground (src/components/AsyncApiPlayground) with the real parser: its lessons' documents, the
 * guided steps' checks, errors with their line, and the component's status, problem list and definitions.
 * The browser runs the parser in a worker; here the Node build of the same parser is passed as `validate`.
 */
import React from 'react';
import {act, render, screen, waitFor, within} from '@testing-library/react';
import {Parser} from '@asyncapi/parser';
import {summarize, type Lesson, type ParseOutput} from '@site/src/components/AsyncApiPlayground/summary';
import {
  streetlightsLesson,
  streetlightsSolutionDocument,
} from '@site/src/components/AsyncApiPlayground/lessons/streetlights';
import {cryptoLesson, cryptoSolutionDocument} from '@site/src/components/AsyncApiPlayground/lessons/crypto';
import {installFakeIntersectionObserver} from './lib/fakeIntersectionObserver';

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

import AsyncApiPlayground from '@site/src/components/AsyncApiPlayground';

const parser = new Parser();
const validate = async (source: string) => summarize((await parser.parse(source)) as unknown as ParseOutput);

const lessons: [string, Lesson, string][] = [
  ['streetlights', streetlightsLesson, streetlightsSolutionDocument],
  ['crypto', cryptoLesson, cryptoSolutionDocument],
];

describe.each(lessons)('lesson %s', (_name, lesson, solution) => {
  it('starts from a valid document with no step done', async () => {
    const summary = await validate(lesson.initialDocument);
    expect(summary.issues.filter((i) => i.severity === 'error')).toEqual([]);
    expect(summary.valid).toBe(true);
    expect(lesson.steps.filter((step) => step.check(summary)).map((s) => s.id)).toEqual([]);
  });

  it('its solution is valid and completes every step', async () => {
    const summary = await validate(solution);
    expect(summary.issues.filter((i) => i.severity === 'error')).toEqual([]);
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

describe('<AsyncApiPlayground>', () => {
  it('shows the document first, then whether it is valid and what it defines', async () => {
    render(<AsyncApiPlayground lesson={streetlightsLesson} validate={validate} />);
    await waitFor(() =>
      expect(screen.getByTestId('playground-status')).toHaveTextContent('Valid AsyncAPI 3.0.0 document'),
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
      expect(screen.getByTestId('playground-status')).toHaveTextContent('Valid AsyncAPI 3.0.0 document'),
    );
    expect(screen.getByRole('textbox', {name: streetlightsLesson.label})).toBeInTheDocument();
    expect(sources).toHaveLength(1);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('loads them when something in it gets focus, even before it is near the viewport', async () => {
    render(<AsyncApiPlayground lesson={streetlightsLesson} validate={validate} />);
    act(() => screen.getByRole('button', {name: 'Reset document'}).focus());
    await waitFor(() =>
      expect(screen.getByTestId('playground-status')).toHaveTextContent('Valid AsyncAPI 3.0.0 document'),
    );
  });
});
