/**
 * The real `rulebench` binary, one start per command, as a user runs it after `npm ci` (from
 * another folder than the project's): it starts, prints what it should and exits with the right
 * code. What each command says in every case is tested through `main` in this process
 * (cli.test.ts and the files beside it); this file is about the binary around it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulebench } from '../support/cli';
import { ROOT } from '../support/rulesets';
import { tempDirs } from '../support/temp-dirs';

const tmp = tempDirs('cli-smoke');
const SCENARIO = join(ROOT, 'scenarios/units/01-class1-takes-class4.yaml');
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };

describe('the rulebench binary, started once per command', () => {
  it('validate: a valid file exits 0, an invalid one 2 with file:line:col', () => {
    const dir = tmp();
    writeFileSync(join(dir, 'bad.yaml'), 'family: units\nboard: { width: 0 }\n');
    const r = rulebench(['validate', join(ROOT, 'rulesets/units-v1.2.yaml'), 'bad.yaml'], dir);
    expect(r.stdout).toMatch(/^valid {2}.*units-v1\.2\.yaml$/m);
    expect(r.stdout).toMatch(/^1 valid, 1 invalid$/m);
    expect(r.stderr).toMatch(/^bad\.yaml:2:17: board\.width: expected a number >= 1; found 0/);
    expect(r.code).toBe(2);
  });

  it('run: a scenario that passes and one that fails exit 1', () => {
    const dir = tmp();
    writeFileSync(join(dir, 'fails.yaml'), 'ruleset: units-v1.2\nexpect:\n  - { toMove: north }\n');
    const r = rulebench(['run', SCENARIO, 'fails.yaml'], dir);
    expect(r.stdout).toMatch(/^pass {2}.*01-class1-takes-class4\.yaml {2}\(1 actions, 6 checks\)$/m);
    expect(r.stdout).toMatch(/^1 passed, 1 failed$/m);
    expect(r.stderr).toMatch(/^fails\.yaml:3:15: after 0 action\(s\): toMove: expected north; found south/);
    expect(r.code).toBe(1);
  });

  it('moves: the legal actions in scenario form, exit 0', () => {
    const r = rulebench(['moves', SCENARIO], tmp());
    expect(r.stdout).toMatch(/^# 9 legal action\(s\) for north\n- \{ from: a8, to: b8 \}\n/);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('play: a whole game and how it ended, exit 0', () => {
    const r = rulebench(['play', 'units-v1.2', '--seed', '1'], tmp());
    expect(r.stdout).toMatch(/^units-v1\.2 seed 1: .+ after \d+ plies$/m);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('a reader that stops early (`rulebench play … | head -c 1`) is no error: exit 0, nothing on stderr', () => {
    // A whole Escape Death match as JSON (about 95 kB) is more than a pipe holds, so the writer always meets the closed pipe.
    const script = 'set -o pipefail; "$0" "$1" play escape-death --seed 1 --json | head -c 1';
    const r = spawnSync('bash', ['-c', script, process.execPath, join(ROOT, 'bin/rulebench.mjs')], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(r.stdout).toBe('{');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('simulate: games on a worker thread and their report, exit 0', () => {
    const r = rulebench(['simulate', 'units-v1.2', '--games', '2', '--seed', '1', '--workers', '1'], tmp());
    expect(r.stdout).toMatch(/^units-v1\.2: 2 games \(south: random, north: random; seeds 1…2\)\n {2}wins: /);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('ab: two rulesets on the same seeds, ending with the sentence, exit 0', () => {
    const r = rulebench(['ab', 'units-v1.2', 'units-v1.1', '--games', '2', '--seed', '1', '--workers', '1'], tmp());
    expect(r.stdout).toMatch(/^units-v1\.2 → units-v1\.1: 2 paired games/);
    expect(r.stdout).toMatch(/the difference is (not )?significant \(p [<=] [\d.]+\)\n$/);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('sweep: one line per value, exit 0', () => {
    const args = ['sweep', 'units-v1.2', '--param', 'plyLimit', '--values', '10,20', '--games', '2', '--workers', '1'];
    const r = rulebench(args, tmp());
    expect(r.stdout).toMatch(/^units-v1\.2: south win rate against plyLimit \(2 games each, 95% intervals\)\n/);
    expect(r.stdout).toMatch(/^ {2}plyLimit = 10: .*\n {2}plyLimit = 20: /m);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('diff: rulesets that play differently exit 1', () => {
    const r = rulebench(['diff', 'units-v1.1', 'units-v1.2'], tmp());
    expect(r.stdout).toContain('how far a unit moves: up to its speed → exactly its speed');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
  });

  it('compare: a scenario that diverges exits 1', () => {
    const r = rulebench(['compare', 'units-v1.1', 'units-v1.2', SCENARIO], tmp());
    expect(r.stdout).toMatch(/^First divergence after action 1\.$/m);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
  });

  it('export, then import: a bundle written and unpacked, exit 0 each', () => {
    const dir = tmp();
    const e = rulebench(['export', SCENARIO, '--out', 'b.bundle.yaml'], dir);
    expect(e.stdout).toBe('wrote b.bundle.yaml: 01-class1-takes-class4.yaml with the ruleset units-v1.2\n');
    expect(e.stderr).toBe('');
    expect(e.code).toBe(0);
    expect(readFileSync(join(dir, 'b.bundle.yaml'), 'utf8')).toMatch(/^rulebench-bundle: 1$/m);
    const i = rulebench(['import', 'b.bundle.yaml', '--out', 'got'], dir);
    // Rulesets first: a scenario is never on disk before the ruleset it names.
    expect(i.stdout).toBe('wrote got/rulesets/units-v1.2.yaml, got/01-class1-takes-class4.yaml\n');
    expect(i.stderr).toBe('');
    expect(i.code).toBe(0);
    expect(existsSync(join(dir, 'got/01-class1-takes-class4.yaml'))).toBe(true);
  });

  it('share: one link on stdout, exit 0', () => {
    const r = rulebench(['share', SCENARIO], tmp());
    expect(r.stdout).toMatch(/^http:\/\/localhost:5173\/#share=rb1~\S+\n$/);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it("--version: the package's version, exit 0", () => {
    const r = rulebench(['--version'], tmp());
    expect(r.stdout).toBe(`${version}\n`);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('--help: the usage on stdout, exit 0; a command that does not exist, one line on stderr, exit 2', () => {
    const help = rulebench(['--help'], tmp());
    expect(help.stdout).toMatch(/^Usage: rulebench \[options\] \[command\]\n/);
    expect(help.stdout).toMatch(/^ {2}validate \[options\] <files\.\.\.>/m);
    expect(help.stderr).toBe('');
    expect(help.code).toBe(0);
    const wrong = rulebench(['frobnicate'], tmp());
    expect(wrong.stderr).toMatch(/^rulebench: unknown command 'frobnicate'; expected one of validate, .*\n$/);
    expect(wrong.stdout).toBe('');
    expect(wrong.code).toBe(2);
  });
});
