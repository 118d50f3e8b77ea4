#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so `npm ci` is all it takes (no build step).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = main(process.argv.slice(2));
