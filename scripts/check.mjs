/**
 * `npm run check`: the static checks `npm test` runs before the tests (the type-check, ESLint with zero
 * warnings, the Prettier check, the layer rules), two at a time: each is one process on one core, and
 * run one after another they were a minute of every `npm test` on two cores. Each one's output is
 * printed whole when it ends, so outputs do not interleave; the exit code is the first failure's.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => `${root}node_modules/.bin/${name}`;
/** Longest first, so the two cores finish together. */
const CHECKS = [
  ['ESLint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['type-check', bin('tsc'), ['-p', '.']],
  ['Prettier', bin('prettier'), ['--check', '.', '--cache', '--log-level', 'warn']],
  ['layer rules', bin('depcruise'), ['src', 'test', 'bench', 'scripts']],
  ['engine without DOM or Node', bin('tsc'), ['-p', 'tsconfig.engine.json']],
];

function run([name, command, args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (e) => resolve({ name, code: 1, out: `${e.message}\n` }));
    child.on('close', (code) => resolve({ name, code: code ?? 1, out }));
  });
}

const queue = [...CHECKS];
let failed = 0;
async function worker() {
  for (let next = queue.shift(); next; next = queue.shift()) {
    const r = await run(next);
    process.stdout.write(r.out);
    console.log(`${r.code === 0 ? '✔' : '✘'} ${r.name}`);
    if (r.code !== 0 && failed === 0) failed = r.code;
  }
}
await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, worker));
process.exitCode = failed;
