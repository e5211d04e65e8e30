/**
 * The playground's validator: a function from document text to Summary. In the browser it talks to the parser
 * worker; tests pass their own (the Node parser) to the component.
 *
 * A document can keep the parser busy for good (./guards.ts refuses the known cases before parsing; this is the
 * backstop for the others): each parse has a deadline from the moment the worker starts it, and a worker that misses
 * it is ended, the document refused with `DocumentTooLargeError`, and a fresh worker checks whatever was waiting.
 */
import {DocumentTooLargeError} from './refusal';
import type {Summary} from './summary';

export type Validate = (source: string) => Promise<Summary>;

/**
 * How long one parse may take once the worker has started it, at least: the lessons' documents take well under a
 * second on a quiet machine, once the worker has compiled their version's schemas (parser.worker.ts does that before
 * it starts the clock).
 */
export const CHECK_DEADLINE_MS = 8_000;

/**
 * On a slow or busy device the deadline grows with the worker's warm-up there (guards.ts, `warmUp`: a minimal document
 * of the same version, parsed with the schema compilation): a document may take this many times as long. Measured in
 * Node on the loaded 2-core test machine: a lesson's parse took 0.4-1.1 times its warm-up (1.2 s against 2.3 s at load
 * 13; 4.8 s against the 7.8 s of a first parse at load 22), and in a browser worker at load 14 a lesson missed the
 * fixed 8 s. A document that keeps the parser busy for good is still refused, later on such a device.
 */
export const WARM_UP_FACTOR = 4;

/** The deadline of a parse whose version's warm-up took `warmUpMs` in the worker (none: no version named). */
export const deadlineFor = (deadlineMs: number, warmUpMs: number | undefined): number =>
  Math.max(deadlineMs, WARM_UP_FACTOR * (warmUpMs ?? 0));

/** The parser could not be loaded (network, a blocked script): nothing was said about the document. */
export class ParserUnavailableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ParserUnavailableError';
  }
}

export type WorkerRequest = {id: number; source: string};
/**
 * `started` when the worker begins a parse (with how long its version's warm-up took); then one of summary, refused,
 * error for the same id.
 */
export type WorkerReply = {
  id: number;
  started?: true;
  warmUpMs?: number;
  summary?: Summary;
  refused?: 'too-large';
  error?: string;
};

/** The part of a Worker the validator uses (tests give a fake one). */
export type ParserWorker = {
  postMessage(message: WorkerRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
};

export function spawnParserWorker(): ParserWorker {
  // The chunk name gives the worker's script a findable file name, which plugins/built-html gives the
  // worker's own CSP (PARSER_WORKER_CHUNK there).
  return new Worker(/* webpackChunkName: "asyncapi-parser-worker" */ new URL('./parser.worker.ts', import.meta.url), {
    type: 'module',
  });
}

type Call = {
  source: string;
  resolve: (s: Summary) => void;
  reject: (e: Error) => void;
  timer?: ReturnType<typeof setTimeout>;
};

export function createWorkerValidator({
  deadlineMs = CHECK_DEADLINE_MS,
  spawn = spawnParserWorker,
}: {deadlineMs?: number; spawn?: () => ParserWorker} = {}): Validate {
  let worker: ParserWorker | null = null;
  const pending = new Map<number, Call>();
  let next = 0;

  function start(): ParserWorker {
    const started = spawn();
    started.onmessage = (event) => {
      if (started === worker) reply(event.data);
    };
    // The worker's script did not load or stopped: every waiting call fails, the next one starts a new worker.
    started.onerror = () => {
      if (started !== worker) return;
      stop();
      const failed = [...pending.values()];
      pending.clear();
      for (const call of failed) {
        clearTimeout(call.timer);
        call.reject(new ParserUnavailableError('The parser worker could not be started'));
      }
    };
    return started;
  }

  function stop(): void {
    worker?.terminate();
    worker = null;
  }

  function reply({id, started, warmUpMs, summary, refused, error}: WorkerReply): void {
    const call = pending.get(id);
    if (!call) return;
    if (started) {
      call.timer = setTimeout(() => expire(id), deadlineFor(deadlineMs, warmUpMs));
      return;
    }
    clearTimeout(call.timer);
    pending.delete(id);
    if (summary) call.resolve(summary);
    else if (refused) call.reject(new DocumentTooLargeError());
    else call.reject(new ParserUnavailableError(error ?? 'The parser did not answer'));
  }

  /** The parse of `id` missed its deadline: end the worker and hand what waited behind it to a new one. */
  function expire(id: number): void {
    const call = pending.get(id);
    if (!call) return;
    pending.delete(id);
    stop();
    call.reject(new DocumentTooLargeError());
    if (pending.size === 0) return;
    worker = start();
    for (const [waitingId, waiting] of pending) {
      clearTimeout(waiting.timer);
      waiting.timer = undefined;
      worker.postMessage({id: waitingId, source: waiting.source});
    }
  }

  return (source) =>
    new Promise<Summary>((resolve, reject) => {
      worker ??= start();
      next += 1;
      pending.set(next, {source, resolve, reject});
      worker.postMessage({id: next, source});
    });
}
