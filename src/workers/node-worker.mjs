// A worker thread started from the TypeScript source (tests, benchmarks) has no TypeScript loader of its own: register
// tsx, then load the worker. The CLI bundle starts its own bundled entry instead (see node.ts).
import { register } from 'tsx/esm/api';

register();
await import('./node-entry.ts');
