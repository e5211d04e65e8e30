/** @jest-environment node */
/**
 * plugins/worker-thread: the build's shared worker (the search index of every locale) answers each call, keeps its
 * thread from one call to the next, reports a failing call without dying, and is replaced when it stops.
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
      /the index is broken[\s\S]*calls\.ts/,
    );
    expect(await runInSharedWorker<number>('test-c', CALLS, 'whoAnswers', [])).toBe(before);
  }, 60_000);

  it('rejects when the worker stops without answering, and starts a new one for the next call', async () => {
    const before = await runInSharedWorker<number>('test-d', CALLS, 'whoAnswers', []);
    await expect(runInSharedWorker('test-d', CALLS, 'stopsTheWorker', [])).rejects.toThrow(
      /stopped \(exit 3\) before answering/,
    );
    const after = await runInSharedWorker<number>('test-d', CALLS, 'whoAnswers', []);
    expect(after).not.toBe(before);
  }, 60_000);

  it('keeps the calls apart when the module is loaded again (Docusaurus loads the plugins once per locale)', async () => {
    type Module = typeof import('@site/plugins/worker-thread');
    let first: Module | undefined;
    let second: Module | undefined;
    jest.isolateModules(() => {
      first = jest.requireActual<Module>('@site/plugins/worker-thread');
    });
    jest.isolateModules(() => {
      second = jest.requireActual<Module>('@site/plugins/worker-thread');
    });
    expect(second).not.toBe(first);
    // Both copies use the one worker of this name; each call gets its own answer.
    const slow = first!.runInSharedWorker<string>('test-e', CALLS, 'echoAfter', ['first', 200]);
    const fast = second!.runInSharedWorker<string>('test-e', CALLS, 'echoAfter', ['second', 0]);
    await expect(Promise.all([slow, fast])).resolves.toEqual(['first', 'second']);
    const [a, b] = await Promise.all([
      first!.runInSharedWorker<number>('test-e', CALLS, 'whoAnswers', []),
      second!.runInSharedWorker<number>('test-e', CALLS, 'whoAnswers', []),
    ]);
    expect(a).toBe(b);
  }, 10_000);
});
