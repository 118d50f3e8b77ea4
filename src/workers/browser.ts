/** Self-play workers as Web Workers (the workbench's); Vite bundles the entry as a module worker. */
import type { FromWorker, WorkerLike } from './protocol';

export function browserWorker(): WorkerLike {
  const w = new Worker(new URL('./browser-entry.ts', import.meta.url), { type: 'module' });
  return {
    postMessage: (m) => w.postMessage(m),
    onMessage: (h) => w.addEventListener('message', (e: MessageEvent<FromWorker>) => h(e.data)),
    onError: (h) =>
      w.addEventListener('error', (e) => h(new Error(e.message || 'the self-play worker failed to start'))),
    terminate: () => w.terminate(),
  };
}

/** The default number of workers: the browser's count of logical cores. */
export function defaultWorkers(): number {
  return Math.max(1, navigator.hardwareConcurrency || 1);
}
