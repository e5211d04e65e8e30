/**
 * The playground's validator (src/components/AsyncApiPlayground/validator.ts) with a fake worker: a parse has a
 * deadline from the moment the worker starts it; a worker that misses it is ended, the document refused, and what
 * waited behind it is checked by a fresh worker. Refusals and load failures reach the caller as distinct errors.
 */
import {
  createWorkerValidator,
  WARM_UP_FACTOR,
  ParserUnavailableError,
  type ParserWorker,
  type WorkerReply,
  type WorkerRequest,
} from '@site/src/components/AsyncApiPlayground/validator';
import {DocumentTooLargeError} from '@site/src/components/AsyncApiPlayground/refusal';
import {EMPTY_SUMMARY, type Summary} from '@site/src/components/AsyncApiPlayground/summary';

class FakeWorker implements ParserWorker {
  received: WorkerRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(message: WorkerRequest): void {
    this.received.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(data: WorkerReply): void {
    this.onmessage?.({data} as MessageEvent<WorkerReply>);
  }
  fail(): void {
    this.onerror?.({} as ErrorEvent);
  }
}

const summary = (version: string): Summary => ({...EMPTY_SUMMARY, valid: true, version});

function setup(deadlineMs = 1000) {
  const workers: FakeWorker[] = [];
  const validate = createWorkerValidator({
    deadlineMs,
    spawn: () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    },
  });
  return {validate, workers};
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createWorkerValidator', () => {
  it('answers with the summary the worker sends', async () => {
    const {validate, workers} = setup();
    const result = validate('a');
    expect(workers[0]!.received).toEqual([{id: 1, source: 'a'}]);
    workers[0]!.reply({id: 1, started: true});
    workers[0]!.reply({id: 1, summary: summary('3.0.0')});
    await expect(result).resolves.toEqual(summary('3.0.0'));
  });

  it('gives no deadline while the parser loads, only from the start of the parse', async () => {
    const {validate, workers} = setup(1000);
    const result = validate('a');
    jest.advanceTimersByTime(60_000); // the parser bundle is still loading
    expect(workers[0]!.terminated).toBe(false);
    workers[0]!.reply({id: 1, started: true});
    jest.advanceTimersByTime(999);
    workers[0]!.reply({id: 1, summary: summary('3.0.0')});
    await expect(result).resolves.toEqual(summary('3.0.0'));
    jest.advanceTimersByTime(10_000);
    expect(workers[0]!.terminated).toBe(false);
  });

  it('stretches the deadline by the warm-up the worker reports (a slow or busy device)', async () => {
    const {validate, workers} = setup(1000);
    const slow = validate('a lesson on a busy phone');
    workers[0]!.reply({id: 1, started: true, warmUpMs: 500});
    jest.advanceTimersByTime(WARM_UP_FACTOR * 500 - 1);
    expect(workers[0]!.terminated).toBe(false);
    workers[0]!.reply({id: 1, summary: summary('3.1.0')});
    await expect(slow).resolves.toEqual(summary('3.1.0'));
    // Past the stretched deadline the document is refused all the same.
    const hanging = validate('billion laughs');
    workers[0]!.reply({id: 2, started: true, warmUpMs: 500});
    jest.advanceTimersByTime(WARM_UP_FACTOR * 500);
    await expect(hanging).rejects.toBeInstanceOf(DocumentTooLargeError);
    expect(workers[0]!.terminated).toBe(true);
  });

  it('ends a worker that misses the deadline, refuses the document, and checks what waited on a new worker', async () => {
    const {validate, workers} = setup(1000);
    const hanging = validate('billion laughs');
    const waiting = validate('reset document');
    workers[0]!.reply({id: 1, started: true});
    jest.advanceTimersByTime(1000);
    await expect(hanging).rejects.toBeInstanceOf(DocumentTooLargeError);
    await expect(hanging).rejects.toThrow('This document is too large or too deeply aliased to check here.');
    expect(workers[0]!.terminated).toBe(true);
    // The new worker gets the waiting document, with the same id, and answers it.
    expect(workers).toHaveLength(2);
    expect(workers[1]!.received).toEqual([{id: 2, source: 'reset document'}]);
    workers[0]!.reply({id: 2, summary: summary('late, from the old worker')});
    workers[1]!.reply({id: 2, started: true});
    workers[1]!.reply({id: 2, summary: summary('3.0.0')});
    await expect(waiting).resolves.toEqual(summary('3.0.0'));
    // Later documents go to the new worker.
    const later = validate('later');
    expect(workers).toHaveLength(2);
    expect(workers[1]!.received.at(-1)).toEqual({id: 3, source: 'later'});
    workers[1]!.reply({id: 3, started: true});
    workers[1]!.reply({id: 3, summary: summary('3.1.0')});
    await expect(later).resolves.toEqual(summary('3.1.0'));
  });

  it('starts a new worker for the next document after one was ended with nothing waiting', async () => {
    const {validate, workers} = setup(1000);
    const hanging = validate('x');
    workers[0]!.reply({id: 1, started: true});
    jest.advanceTimersByTime(1000);
    await expect(hanging).rejects.toBeInstanceOf(DocumentTooLargeError);
    const next = validate('y');
    expect(workers).toHaveLength(2);
    workers[1]!.reply({id: 2, started: true});
    workers[1]!.reply({id: 2, summary: summary('3.0.0')});
    await expect(next).resolves.toEqual(summary('3.0.0'));
  });

  it('turns a refusal into DocumentTooLargeError and a load failure into ParserUnavailableError', async () => {
    const {validate, workers} = setup();
    const refused = validate('a');
    const unavailable = validate('b');
    workers[0]!.reply({id: 1, started: true});
    workers[0]!.reply({id: 1, refused: 'too-large'});
    workers[0]!.reply({id: 2, error: 'import failed'});
    await expect(refused).rejects.toBeInstanceOf(DocumentTooLargeError);
    await expect(unavailable).rejects.toBeInstanceOf(ParserUnavailableError);
    expect(workers[0]!.terminated).toBe(false);
  });

  it('fails every waiting document when the worker cannot start, and tries a new worker next time', async () => {
    const {validate, workers} = setup();
    const first = validate('a');
    const second = validate('b');
    workers[0]!.fail();
    await expect(first).rejects.toBeInstanceOf(ParserUnavailableError);
    await expect(second).rejects.toBeInstanceOf(ParserUnavailableError);
    const third = validate('c');
    expect(workers).toHaveLength(2);
    workers[1]!.reply({id: 3, started: true});
    workers[1]!.reply({id: 3, summary: summary('3.0.0')});
    await expect(third).resolves.toEqual(summary('3.0.0'));
  });
});
