/** A self-play Web Worker: `serveSelfplay` on the worker's global scope. */
import type { ToWorker } from './protocol';
import { serveSelfplay } from './serve';

// `self` is typed as the page's Window (the program's types have the DOM's and the worker's globals, the DOM's
// first); a dedicated worker's `postMessage(message)` and "message" event are called the same way.
serveSelfplay({
  postMessage: (m) => self.postMessage(m),
  onMessage: (h) => self.addEventListener('message', (e: MessageEvent<ToWorker>) => h(e.data)),
});
