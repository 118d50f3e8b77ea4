// The CLI end to end: exit codes, file:line:col messages, moves in scenario form, play --out → run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { rulebench } from '../support/cli';
import { ROOT, scenarioFiles, shippedRulesetIds } from '../support/rulesets';

const tmp = () => mkdtempSync(join(tmpdir(), 'rulebench-cli-'));

describe('rulebench CLI', () => {
  it('validate: every shipped ruleset and scenario is clean (exit 0)', () => {
    const files = [...shippedRulesetIds().map((id) => `rulesets/${id}.yaml`), ...scenarioFiles()];
    const r = rulebench(['validate', ...files]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('validate: an invalid file gives file:line:col and exit 2, no stack trace', () => {
    const dir = tmp();
    writeFileSync(join(dir, 'bad.yaml'), 'family: units\ntitle: broken\nboard: { width: 0 }\n');
    const r = rulebench(['validate', join(dir, 'bad.yaml')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bad\.yaml:3:\d+: board\.width: expected a number >= 1; found 0/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('run: exit 0 when every check holds, 1 with expected/actual when one fails, 2 for invalid input', () => {
    const dir = tmp();
    const good = 'ruleset: units-v1.2\nactions:\n  - { from: c1, to: c5 }\nexpect:\n  - pieces: [{ at: c5, owner: south, class: 1 }]\n';
    writeFileSync(join(dir, 'good.yaml'), good);
    writeFileSync(join(dir, 'fails.yaml'), good.replace('class: 1', 'class: 2'));
    writeFileSync(join(dir, 'invalid.yaml'), 'ruleset: no-such-rules\n');
    expect(rulebench(['run', join(dir, 'good.yaml')]).code).toBe(0);
    const failed = rulebench(['run', join(dir, 'fails.yaml')]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/fails\.yaml:5:\d+: after 1 action\(s\): pieces\[0\]: expected c5: south class 2; found c5: south class 1/);
    const invalid = rulebench(['run', join(dir, 'invalid.yaml')]);
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toMatch(/invalid\.yaml:1:10: no ruleset "no-such-rules"; expected a ruleset id \(.*units-v1\.2.*\)/);
  });

  it('run finds a ruleset id in the project rulesets/ folder from any folder, and in --rulesets DIR', () => {
    const dir = tmp();
    writeFileSync(join(dir, 's.yaml'), 'ruleset: units-v1.2\nexpect:\n  - toMove: south\n');
    expect(rulebench(['run', 's.yaml'], dir).code).toBe(0);
    writeFileSync(join(dir, 'my-units.yaml'), readFileSync(join(ROOT, 'rulesets/units-v1.2.yaml'), 'utf8'));
    writeFileSync(join(dir, 't.yaml'), 'ruleset: my-units\nexpect:\n  - toMove: south\n');
    expect(rulebench(['run', join(dir, 't.yaml')]).code).toBe(2);
    expect(rulebench(['run', join(dir, 't.yaml'), '--rulesets', dir]).code).toBe(0);
  });

  it('run --json prints the final state and the check results', () => {
    const r = rulebench(['run', '--json', scenarioFiles()[0]!]);
    const out = JSON.parse(r.stdout);
    expect(out.ok).toBe(true);
    expect(out.final.pieces).toBeInstanceOf(Array);
    expect(out.checks.length).toBeGreaterThan(0);
  });

  it('moves lists legal actions in scenario form, each accepted when pasted back', () => {
    const dir = tmp();
    writeFileSync(join(dir, 's.yaml'), 'ruleset: units-v1.2\nactions:\n  - { from: c1, to: c5 }\n');
    const r = rulebench(['moves', join(dir, 's.yaml')]);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n').filter((l) => l.startsWith('- '));
    expect(lines.length).toBeGreaterThan(0);
    writeFileSync(join(dir, 'pasted.yaml'), `ruleset: units-v1.2\nactions:\n  - { from: c1, to: c5 }\n  ${lines[0]}\nexpect:\n  - toMove: south\n`);
    expect(rulebench(['run', join(dir, 'pasted.yaml')]).code).toBe(0);
    const json = JSON.parse(rulebench(['moves', '--json', join(dir, 's.yaml')]).stdout);
    expect(json.actions.length).toBe(lines.length);
  });

  it.each(shippedRulesetIds())('play %s --out writes a scenario that run replays to the same end', (id) => {
    const dir = tmp();
    const out = join(dir, 'game.yaml');
    const played = rulebench(['play', id, '--seed', '3', '--json', '--out', out]);
    expect(played.code).toBe(0);
    const game = JSON.parse(played.stdout);
    const scenario = parse(readFileSync(out, 'utf8'));
    expect(scenario.expect[0].winner).toBe(game.winner);
    expect(scenario.actions.length).toBe(game.actions.length);
    const replay = rulebench(['run', out]);
    expect(replay.stderr).toBe('');
    expect(replay.code).toBe(0);
  });

  it('play is deterministic for a seed', () => {
    const a = rulebench(['play', 'units-v1.2', '--seed', '11']).stdout;
    expect(rulebench(['play', 'units-v1.2', '--seed', '11']).stdout).toBe(a);
  });

  it.each([
    [['frobnicate'], "unknown command 'frobnicate'; expected one of validate, run, moves, play, help"],
    [['valdate', 'x.yaml'], "unknown command 'valdate' (did you mean validate?); expected one of validate, run, moves, play, help"],
    [['help', 'valdate'], "unknown command 'valdate' (did you mean validate?); expected one of validate, run, moves, play, help"],
    [['--bogus'], "unknown option '--bogus'; expected one of -h, --help"],
    [['run', '--jsn', 'x.yaml'], "unknown option '--jsn' (did you mean --json?); expected one of --json, --rulesets <dir>, -h, --help"],
    [['run'], "missing required argument 'scenarios'; expected rulebench run [options] <scenarios...>"],
    [['moves', 'a.yaml', 'b.yaml'], "too many arguments for 'moves': 2 given; expected rulebench moves [options] <scenario>"],
    [['play', 'units-v1.2'], "required option '--seed <n>' not specified; expected --seed <n> (seed for the dice and the players)"],
    [['play', 'units-v1.2', '--seed'], "option '--seed <n>' argument missing; expected --seed <n> (seed for the dice and the players)"],
    [['play', 'units-v1.2', '--seed', 'x'], "option '--seed <n>' argument 'x' is invalid; expected a whole number -2147483648 … 2147483647"],
    // A seed a scenario could not hold would make `play --out` write a scenario `run` refuses.
    [['play', 'units-v1.2', '--seed', '99999999999'], "option '--seed <n>' argument '99999999999' is invalid; expected a whole number -2147483648 … 2147483647"],
    [['run', 'scenarios', '--rulesets', 'no-such-folder'], "option '--rulesets <dir>' argument 'no-such-folder' is invalid; expected an existing folder holding ruleset .yaml files"],
  ])('a command-line mistake (%j) is one line saying what was expected, exit 2', (args, line) => {
    const r = rulebench(args);
    expect(r.stderr).toBe(`rulebench: ${line}\n`);
    expect(r.stdout).toBe('');
    expect(r.code).toBe(2);
  });

  it('help: --help and help [command] on stdout with exit 0; no command at all, the help on stderr with exit 2', () => {
    for (const args of [['--help'], ['help'], ['help', 'play'], ['play', '--help']]) {
      const r = rulebench(args);
      expect(r.stdout).toMatch(/^Usage: rulebench /);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
    }
    expect(rulebench(['help', 'play']).stdout).toMatch(/^Usage: rulebench play <ruleset> --seed <n> \[options\]/);
    const bare = rulebench([]);
    expect(bare.stderr).toMatch(/^Usage: rulebench \[options\] \[command\]/);
    expect(bare.stdout).toBe('');
    expect(bare.code).toBe(2);
  });

  it('play --out into a folder that does not exist exits 2 with the path, no stack trace', () => {
    const out = join(tmp(), 'missing', 'game.yaml');
    const r = rulebench(['play', 'units-v1.2', '--seed', '1', '--out', out]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/game\.yaml:1:1: cannot be written \(ENOENT\); expected a file path in an existing folder/);
    expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
  });

  it('a reader that stops early (`rulebench play … | head -c 1`) is no error: exit 0, nothing on stderr', () => {
    // A whole Escape Death match as JSON (about 95 kB) is more than a pipe holds, so the writer always meets the closed pipe.
    const script = 'set -o pipefail; "$0" "$1" play escape-death --seed 1 --json | head -c 1';
    const r = spawnSync('bash', ['-c', script, process.execPath, join(ROOT, 'bin/rulebench.mjs')], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(r.stdout).toBe('{');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
