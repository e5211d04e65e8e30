/** @jest-environment node */
/**
 * plugins/worker-thread (on Tinypool): a call runs in a worker thread of its own, which loads the TypeScript module
 * itself and ends when it answers; a failing call rejects with its error.
 */
import path from 'node:path';
import {threadId} from 'node:worker_threads';
import {runInWorker} from '@site/plugins/worker-thread';

const CALLS = path.join(__dirname, 'fixtures/worker/calls.ts');

describe('runInWorker', () => {
  it('answers from a thread of its own for each call', async () => {
    const first = await runInWorker<number>(CALLS, 'whoAnswers', []);
    expect(first).not.toBe(threadId);
    expect(await runInWorker<number>(CALLS, 'whoAnswers', [])).not.toBe(first);
  }, 60_000);

  it("rejects with the function's error, and the next call answers", async () => {
    await expect(runInWorker(CALLS, 'fails', ['the index is broken'])).rejects.toThrow('the index is broken');
    expect(await runInWorker<number>(CALLS, 'whoAnswers', [])).not.toBe(threadId);
  }, 60_000);

  it('answers with structured clones (a Buffer arrives as bytes)', async () => {
    const answer = await runInWorker<Uint8Array>(CALLS, 'echoAfter', [Buffer.from('card'), 0]);
    expect(Buffer.from(answer).toString()).toBe('card');
  }, 60_000);
});
