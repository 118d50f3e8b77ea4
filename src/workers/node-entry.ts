/** A self-play worker thread (Node): `serveSelfplay` on the thread's parent port. */
import { parentPort } from 'node:worker_threads';
import type { ToWorker } from './protocol';
import { serveSelfplay } from './serve';

if (!parentPort) throw new Error('node-entry.ts runs as a worker thread (see node.ts)');
const port = parentPort;
serveSelfplay({
  postMessage: (m) => port.postMessage(m),
  onMessage: (h) => port.on('message', (m: ToWorker) => h(m)),
});
