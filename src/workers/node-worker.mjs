// A worker thread starts without the main thread's TypeScript loader: register tsx, then load the worker.
import { register } from 'tsx/esm/api';

register();
await import('./node-entry.ts');
