/** @jest-environment node */
/**
 * plugins/worker-thread (on Tinypool): a call runs in a worker thread, which loads the TypeScript module itself; the
 * shared worker of a name keeps its thread from one call to the next (the search index of both locales), and a
 * failing call rejects with its error without stopping the next one.
 */
import path from 'node:path';
import {threadId} from 'node:worker_threads';
import {runInSharedWorker, runInWorker} from '@site/plugins/worker-thread';

const CALLS = path.join(__dirname, 'fixtures/worker/calls.ts');

describe('runInSharedWorker', () => {
  it('answers the calls of one name in one worker thread, and other names in another', async () => {
    const first = await runInSharedWorker<number>('test-a', CALLS, 'whoAnswers', []);
    expect(first).not.toBe(threadId);
    expect(await runInSharedWorker<number>('test-a', CALLS, 'whoAnswers', [])).toBe(first);
    const [x, y] = await Promise.all([
      runInSharedWorker<number>('test-a', CALLS, 'whoAnswers', []),
      runInSharedWorker<number>('test-a', CALLS, 'whoAnswers', []),
    ]);
    expect([x, y]).toEqual([first, first]);
    expect(await runInSharedWorker<number>('test-b', CALLS, 'whoAnswers', [])).not.toBe(first);
    // A one-off worker is a thread of its own.
    expect(await runInWorker<number>(CALLS, 'whoAnswers', [])).not.toBe(first);
  }, 60_000);

  it("rejects with the function's error and goes on answering", async () => {
    const before = await runInSharedWorker<number>('test-c', CALLS, 'whoAnswers', []);
    await expect(runInSharedWorker('test-c', CALLS, 'fails', ['the index is broken'])).rejects.toThrow(
      'the index is broken',
    );
    expect(await runInSharedWorker<number>('test-c', CALLS, 'whoAnswers', [])).toBe(before);
    await expect(runInWorker(CALLS, 'fails', ['no card'])).rejects.toThrow('no card');
  }, 60_000);

  it('answers with structured clones (a Buffer arrives as bytes)', async () => {
    const answer = await runInWorker<Uint8Array>(CALLS, 'echoAfter', [Buffer.from('card'), 0]);
    expect(Buffer.from(answer).toString()).toBe('card');
  }, 60_000);
});
