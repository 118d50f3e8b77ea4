#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so `npm ci` is all it takes (no build step).
import { register } from 'tsx/esm/api';

// A reader that stops early (`rulebench moves FILE | head`) closes the pipe: that is no error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
}

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
