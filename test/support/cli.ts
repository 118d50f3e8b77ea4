/** Runs the real `rulebench` binary, as a user would after `npm ci`. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './rulesets';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function rulebench(args: string[], cwd = ROOT): CliResult {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/rulebench.mjs'), ...args], { cwd, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}
