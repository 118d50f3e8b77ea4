/** The `rulebench` CLI in tests: the real binary, as a user runs it, or its `main` in this process (much faster). */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { vi } from 'vitest';
import { main } from '../../src/cli/main';
import { ROOT } from './rulesets';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
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

/** The CLI's `main` in this process: its exit code and what it printed. */
export function cli(args: string[]): CliResult {
  let stdout = '';
  let stderr = '';
  const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => {
    stdout += `${a.join(' ')}\n`;
  });
  const err = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => {
    stderr += `${a.join(' ')}\n`;
  });
  try {
    const code = main(args);
    if (typeof code !== 'number')
      throw new Error(`rulebench ${args[0]} runs on worker threads: test it with rulebench(), not cli()`);
    return { code, stdout, stderr };
  } finally {
    log.mockRestore();
    err.mockRestore();
  }
}
