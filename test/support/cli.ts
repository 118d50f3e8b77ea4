/**
 * The `rulebench` CLI in tests: its `main` in this process (the code the binary runs, without the
 * start of a process per call), or the real binary, as a user runs it: for the smoke tests
 * (cli-smoke.test.ts), and for a case that could block the thread it runs on for good.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { format } from 'node:util';
import { vi } from 'vitest';
import { main } from '../../src/cli/main';
import { ROOT } from './rulesets';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

const text = (chunk: unknown): string =>
  typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString();

/** A `write` that keeps what it is given and, as a stream does, calls the callback it may be given. */
function keeper(add: (s: string) => void) {
  return (chunk: unknown, ...rest: unknown[]): boolean => {
    add(text(chunk));
    const done = rest.find((a) => typeof a === 'function') as (() => void) | undefined;
    done?.();
    return true;
  };
}

/**
 * Runs a command (a command function or `main`, sync or async) and keeps what it printed, at the level
 * the CLI prints it: console.log and process.stdout.write are stdout, console.error and
 * process.stderr.write are stderr.
 */
export async function capture(run: () => number | Promise<number>): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const spies = [
    vi.spyOn(process.stdout, 'write').mockImplementation(keeper((s) => (stdout += s))),
    vi.spyOn(process.stderr, 'write').mockImplementation(keeper((s) => (stderr += s))),
    vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => {
      stdout += `${format(...a)}\n`;
    }),
    vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => {
      stderr += `${format(...a)}\n`;
    }),
  ];
  try {
    const code = await run();
    return { code, stdout, stderr };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

/**
 * `rulebench ARGS` typed in the folder `cwd`, through the CLI's `main` in this process: its exit
 * code and what it printed. The working folder is this process's for the time of the call (the CLI
 * reads relative paths and shows paths from it), so calls run one at a time, as a file's tests do.
 */
export async function cli(args: string[], cwd = ROOT): Promise<CliResult> {
  const before = process.cwd();
  process.chdir(cwd);
  try {
    return await capture(() => main(args));
  } finally {
    process.chdir(before);
  }
}

/** Runs the real `rulebench` binary, as a user would after `npm ci`; `node` holds options for node itself. */
export function rulebench(args: string[], cwd = ROOT, node: string[] = []): CliResult {
  const r = spawnSync(process.execPath, [...node, join(ROOT, 'bin/rulebench.mjs'), ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}
