/**
 * An AsyncAPI document the reader edits in the page, validated live by `@asyncapi/parser` in a worker: errors and
 * warnings with their line and path, what the document defines (servers, channels, operations, messages) and the
 * lesson's guided steps, each checked against the current document.
 *
 * The page's text never waits for it: the document renders as static text laid out like the editor (line numbers,
 * the same font, line height and wrapping, so the editor takes its place without moving the page), and the editor
 * (CodeMirror, about 100 KB gzipped) and the parser (about 400 KB gzipped, in a worker) load only when the playground
 * comes near the viewport or something in it gets focus: a reader who does not scroll down to it downloads neither,
 * and on a phone, where the playground starts a screen or more down the page, the page's first load does not
 * share the network and the processor with them.
 */
import React, {Suspense, lazy, useCallback, useEffect, useId, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import type {EditorHandle} from './Editor';
import type {Issue, Lesson, Summary} from './summary';
import {createWorkerValidator, type Validate} from './validator';
import {DocumentTooLargeError, TOO_LARGE_MESSAGE} from './refusal';
import {refuseInput, refusalMessage} from './inputLimits';
import {HANGING_PROPERTY, hangingIndent} from './hangingIndent';
import styles from './styles.module.css';
import Heading from '@theme/Heading';
import {useNearViewport} from '@site/src/lib/useNearViewport';

const Editor = lazy(() => import('./Editor'));

export type AsyncApiPlaygroundProps = {
  lesson: Lesson;
  /** Validator override (tests); by default the parser runs in a web worker. */
  validate?: Validate;
  /** Milliseconds of quiet typing before the document is checked again. */
  debounceMs?: number;
};

/**
 * `refused`: the document is too large, or its aliases expand too far, to check here (./guards.ts, ./validator.ts).
 * `unread`: the text is over the playground's input limits (./inputLimits.ts) and reaches no parser at all.
 */
type Status = 'loading' | 'checking' | 'ready' | 'failed' | 'refused' | 'unread';

/** Defined by plugins/parser-bundle in both bundles; absent where no bundler ran (the unit tests). */
declare const __ASYNCAPI_PARSER_GZIP_BYTES__: number | undefined;

/** The parser's download as a host sends it (gzipped), in bytes, as the build measured it; null when unknown. */
export const PARSER_GZIP_BYTES: number | null =
  typeof __ASYNCAPI_PARSER_GZIP_BYTES__ === 'number' ? __ASYNCAPI_PARSER_GZIP_BYTES__ : null;

/** What the playground says while the parser loads, with the size to expect when the build gave it. */
export function loadingMessage(bytes: number | null): string {
  return bytes ? `Loading the AsyncAPI parser (${Math.round(bytes / 1024)} KB)…` : 'Loading the AsyncAPI parser…';
}

/**
 * Said while the parser loads, next to an indeterminate progress bar (the worker imports the file natively and learns
 * nothing of its bytes on the way), with the size of the download: on a slow network that is what takes the time.
 */
export const LOADING_MESSAGE = loadingMessage(PARSER_GZIP_BYTES);

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function statusText(status: Status, summary: Summary | null): string {
  if (status === 'failed') return 'The parser could not be loaded. Reload the page to try again.';
  if (status === 'refused') return TOO_LARGE_MESSAGE;
  if (!summary) return status === 'checking' ? 'Checking…' : LOADING_MESSAGE;
  const errors = summary.issues.filter((issue) => issue.severity === 'error').length;
  const warnings = summary.issues.filter((issue) => issue.severity === 'warning').length;
  if (errors > 0)
    return `Not valid: ${plural(errors, 'error', 'errors')}${warnings ? `, ${plural(warnings, 'warning', 'warnings')}` : ''}.`;
  return `Valid AsyncAPI ${summary.version ?? ''} document${warnings ? ` with ${plural(warnings, 'warning', 'warnings')}` : ''}.`;
}

/**
 * The document before the editor is there: the editor's layout in static markup (a gutter of line numbers, lines that
 * wrap where the editor's do), so that swapping one for the other changes no height. The numbers are hidden from
 * screen readers and selection; the text is the document.
 */
function StaticDocument({source}: {source: string}): React.JSX.Element {
  const lines = source.split('\n');
  const digits = Math.max(2, String(lines.length).length);
  return (
    <pre
      className={styles.fallback}
      style={{'--playground-digits': digits} as React.CSSProperties}
      data-testid="playground-fallback">
      {lines.map((line, index) => (
        // The lines of a static text: their order never changes, so the index is their identity.
        <span key={index} className={styles.fallbackLine}>
          <span className={styles.fallbackNumber} aria-hidden="true">
            {index + 1}
          </span>
          <span
            className={styles.fallbackText}
            style={{[HANGING_PROPERTY]: hangingIndent(line)} as React.CSSProperties}>
            {line}
          </span>
        </span>
      ))}
    </pre>
  );
}

function IssueItem({issue, onGoTo}: {issue: Issue; onGoTo: (line: number) => void}): React.JSX.Element {
  return (
    <li className={clsx(styles.issue, styles[issue.severity])} data-severity={issue.severity}>
      <span className={styles.severity}>{issue.severity}</span>
      {issue.line !== null && (
        <button type="button" className={styles.lineButton} onClick={() => onGoTo(issue.line!)}>
          Line {issue.line}
        </button>
      )}
      <span className={styles.message}>{issue.message}</span>
      {issue.path && <code className={styles.path}>{issue.path}</code>}
    </li>
  );
}

/** The playground's group titles are h3: a page places it in one of its sections (an h2), the outline's next level. */
function Definitions({summary}: {summary: Summary}): React.JSX.Element {
  const groups: {title: string; items: string[]}[] = [
    {
      title: 'Servers',
      items: summary.servers.map((s) => `${s.id}: ${s.protocol}://${s.host}${s.secured ? ' (secured)' : ''}`),
    },
    {title: 'Channels', items: summary.channels.map((c) => `${c.id}${c.address ? `: ${c.address}` : ''}`)},
    {title: 'Operations', items: summary.operations.map((o) => `${o.id}: ${o.action} ${o.channels.join(', ')}`)},
    {title: 'Messages', items: summary.messages.map((m) => m.id)},
  ];
  return (
    <div className={styles.definitions} data-testid="playground-definitions">
      {groups.map((group) => (
        <div key={group.title}>
          <Heading as="h3" className={styles.groupTitle}>
            {group.title} <span className={styles.count}>({group.items.length})</span>
          </Heading>
          {group.items.length ? (
            <ul className={styles.list}>
              {group.items.map((item) => (
                <li key={item}>
                  <code>{item}</code>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.none}>None yet.</p>
          )}
        </div>
      ))}
    </div>
  );
}

export default function AsyncApiPlayground({
  lesson,
  validate,
  debounceMs = 350,
}: AsyncApiPlaygroundProps): React.JSX.Element {
  const [source, setSource] = useState(lesson.initialDocument);
  const [summary, setSummary] = useState<Summary | null>(null);
  // Steps and definitions follow the last valid version, so they do not flicker while the reader is mid-edit.
  const [lastValid, setLastValid] = useState<Summary | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [mounted, setMounted] = useState(false);
  const validator = useRef<Validate | null>(null);
  const editorHandle = useRef<EditorHandle | null>(null);
  const run = useRef(0);
  const helpId = useId();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const [focused, setFocused] = useState(false);
  const active = near || focused;
  // Over the input limits: the text stays in the editor and goes to no parser (the worker is not even asked).
  const refusal = useMemo(() => refuseInput(source), [source]);

  useEffect(() => {
    if (!active) return;
    validator.current = validate ?? createWorkerValidator();
    setMounted(true);
  }, [active, validate]);

  useEffect(() => {
    if (!mounted || !validator.current) return undefined;
    const check = validator.current;
    const current = (run.current += 1);
    if (refusal) return undefined; // `run` moved on: an answer still coming for an earlier text is dropped
    const timer = setTimeout(
      () => {
        setStatus((previous) => (previous === 'loading' ? previous : 'checking'));
        check(source)
          .then((result) => {
            if (current !== run.current) return; // a newer edit is being checked
            setSummary(result);
            if (result.valid) setLastValid(result);
            setStatus('ready');
          })
          .catch((error: unknown) => {
            if (current !== run.current) return;
            // A refused document says nothing about the previous one: its result must not stay on screen.
            if (error instanceof DocumentTooLargeError) {
              setSummary(null);
              setStatus('refused');
            } else setStatus('failed');
          });
      },
      summary || status === 'refused' ? debounceMs : 0,
    );
    return () => clearTimeout(timer);
    // `summary` and `status` only decide whether the first check waits; they must not trigger a check themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, mounted, debounceMs]);

  const goToLine = useCallback((line: number) => editorHandle.current?.goToLine(line), []);
  const done = lastValid ? lesson.steps.filter((step) => step.check(lastValid)).map((step) => step.id) : [];

  return (
    <section
      ref={section}
      onFocus={() => setFocused(true)}
      className={styles.playground}
      aria-label="AsyncAPI playground"
      data-testid="asyncapi-playground"
      data-search-exclude>
      <div className={styles.layout}>
        <div className={styles.editorColumn}>
          <div className={styles.toolbar}>
            <span className={styles.editorTitle}>asyncapi.yaml</span>
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={() => setSource(lesson.initialDocument)}>
              Reset document
            </button>
          </div>
          <p id={helpId} className={styles.help}>
            Edit the document below. Tab leaves the editor; Ctrl+] and Ctrl+[ indent; Ctrl+Z undoes.
          </p>
          {mounted ? (
            <Suspense fallback={<StaticDocument source={source} />}>
              <Editor
                value={source}
                onChange={setSource}
                label={lesson.label}
                describedBy={helpId}
                handleRef={editorHandle}
              />
            </Suspense>
          ) : (
            <StaticDocument source={source} />
          )}
        </div>
        {/* Focusable and named: on wide screens it is a scrollable panel that keyboard users must be able to scroll. */}
        <div className={styles.resultColumn} role="region" aria-label="Validation results" tabIndex={0}>
          <p
            role="status"
            className={clsx(
              styles.status,
              (status === 'refused' || refusal) && styles.statusInvalid,
              summary && (summary.valid ? styles.statusValid : styles.statusInvalid),
            )}
            data-testid="playground-status"
            data-state={refusal ? 'unread' : status}>
            {refusal ? (
              refusalMessage(refusal)
            ) : (
              <>
                {status === 'checking' && summary ? 'Checking… ' : ''}
                {statusText(status, summary)}
              </>
            )}
          </p>
          {!refusal && !summary && status === 'loading' && (
            // Indeterminate: the parser loads inside the worker, whose download the page cannot measure.
            <progress className={styles.progress} aria-label={LOADING_MESSAGE} data-testid="playground-progress" />
          )}
          {!refusal && summary && summary.issues.length > 0 && (
            <ul className={styles.issues} aria-label="Problems" data-testid="playground-issues">
              {summary.issues.map((issue, i) => (
                <IssueItem key={`${issue.path}-${issue.line}-${i}`} issue={issue} onGoTo={goToLine} />
              ))}
            </ul>
          )}
          {lesson.steps.length > 0 && (
            <div className={styles.steps}>
              <Heading as="h3" className={styles.groupTitle}>
                Steps{' '}
                <span className={styles.count}>
                  ({done.length} of {lesson.steps.length} done)
                </span>
              </Heading>
              <ol className={styles.stepList} data-testid="playground-steps">
                {lesson.steps.map((step) => {
                  const isDone = done.includes(step.id);
                  return (
                    <li
                      key={step.id}
                      className={clsx(styles.step, isDone && styles.stepDone)}
                      data-step={step.id}
                      data-done={isDone}>
                      <span className={styles.stepMark} aria-hidden="true">
                        {isDone ? '✓' : '○'}
                      </span>
                      <span>
                        <strong>{step.title}</strong>
                        <span className="sr-only">{isDone ? ' (done)' : ' (not done yet)'}</span>
                        <br />
                        <span className={styles.hint}>{step.hint}</span>
                      </span>
                    </li>
                  );
                })}
              </ol>
            </div>
          )}
          {lastValid && (
            <>
              {((summary && !summary.valid) || status === 'refused' || refusal) && (
                <p className={styles.none}>Steps and definitions below are from the last valid version.</p>
              )}
              <Definitions summary={lastValid} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
