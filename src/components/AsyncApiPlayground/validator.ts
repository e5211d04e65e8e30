/**
 * The playground's validator: a function from document text to Summary. In the browser it talks to the parser
 * worker; tests pass their own (the Node parser) to the component.
 */
import type {Summary} from './summary';

export type Validate = (source: string) => Promise<Summary>;

type Reply = {id: number; summary?: Summary; error?: string};

export function createWorkerValidator(): Validate {
  // The chunk name gives the worker's script a findable file name, which plugins/security-headers gives the
  // worker's own CSP (PARSER_WORKER_CHUNK there).
  const worker = new Worker(
    /* webpackChunkName: "asyncapi-parser-worker" */ new URL('./parser.worker.ts', import.meta.url),
    {type: 'module'},
  );
  const pending = new Map<number, {resolve: (s: Summary) => void; reject: (e: Error) => void}>();
  let next = 0;
  worker.onmessage = (event: MessageEvent<Reply>) => {
    const {id, summary, error} = event.data;
    const waiting = pending.get(id);
    pending.delete(id);
    if (!waiting) return;
    if (summary) waiting.resolve(summary);
    else waiting.reject(new Error(error ?? 'The parser did not answer'));
  };
  return (source) =>
    new Promise<Summary>((resolve, reject) => {
      next += 1;
      pending.set(next, {resolve, reject});
      worker.postMessage({id: next, source});
    });
}
