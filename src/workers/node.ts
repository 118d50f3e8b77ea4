/** Self-play workers as Node worker threads (the CLI's). */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { FromWorker, WorkerLike } from './protocol';

// Beside this source file, node-worker.mjs loads the TypeScript entry through tsx (tests, benchmarks); beside the CLI
// bundle, scripts/build-cli.mjs writes the bundled entry under the same name, so the bundled CLI starts bundled threads.
const ENTRY = new URL('./node-worker.mjs', import.meta.url);

export function nodeWorker(): WorkerLike {
  const w = new Worker(ENTRY);
  let ending = false;
  return {
    postMessage: (m) => w.postMessage(m),
    onMessage: (h) => w.on('message', (m: FromWorker) => h(m)),
    onError: (h) => {
      w.on('error', h);
      // A thread that ends on its own (out of memory, process.exit in a dependency) would otherwise leave the pool waiting.
      w.on('exit', (code) => {
        if (!ending) h(new Error(`a self-play worker thread stopped unexpectedly (exit code ${code})`));
      });
    },
    terminate: () => {
      ending = true;
      void w.terminate();
    },
  };
}

/** The default number of workers: every core this process may use. */
export function defaultWorkers(): number {
  return Math.max(1, availableParallelism());
}
