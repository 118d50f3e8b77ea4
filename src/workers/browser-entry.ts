/** A self-play Web Worker: `serveSelfplay` on the worker's global scope. */
import type { ToWorker } from './protocol';
import { serveSelfplay } from './serve';

const scope = self as unknown as DedicatedWorkerGlobalScope;
serveSelfplay({
  postMessage: (m) => scope.postMessage(m),
  onMessage: (h) => scope.addEventListener('message', (e: MessageEvent<ToWorker>) => h(e.data)),
});
