// The CLI end to end through its `main` in this process (cli-smoke.test.ts starts the real binary): exit codes,
// file:line:col messages, moves in scenario form, typed outcomes, play --out.
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outTarget, writeScenario } from '../../src/cli/play-out';
import { familyById } from '../../src/engine/families';
import type { Outcome } from '../../src/engine/game';
import { cli } from '../support/cli';
import { ROOT, scenarioFiles, shippedGame, shippedRulesetIds } from '../support/rulesets';
import { tempDirs } from '../support/temp-dirs';

const tmp = tempDirs('cli');

describe('rulebench CLI', () => {
  it('validate: every shipped ruleset and scenario is clean (exit 0)', async () => {
    const files = [...shippedRulesetIds().map((id) => `rulesets/${id}.yaml`), ...scenarioFiles()];
    const r = await cli(['validate', ...files]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('validate: an invalid file gives file:line:col and exit 2, no stack trace', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'bad.yaml'), 'family: units\ntitle: broken\nboard: { width: 0 }\n');
    const r = await cli(['validate', join(dir, 'bad.yaml')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bad\.yaml:3:\d+: board\.width: expected a number >= 1; found 0/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('run: exit 0 when every check holds, 1 with expected/actual when one fails, 2 for invalid input', async () => {
    const dir = tmp();
    const good =
      'ruleset: units-v1.2\nactions:\n  - { from: c1, to: c5 }\nexpect:\n  - pieces: [{ at: c5, owner: south, class: 1 }]\n';
    writeFileSync(join(dir, 'good.yaml'), good);
    writeFileSync(join(dir, 'fails.yaml'), good.replace('class: 1', 'class: 2'));
    writeFileSync(join(dir, 'invalid.yaml'), 'ruleset: no-such-rules\n');
    expect((await cli(['run', join(dir, 'good.yaml')])).code).toBe(0);
    const failed = await cli(['run', join(dir, 'fails.yaml')]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(
      /fails\.yaml:5:\d+: after 1 action\(s\): pieces\[0\]: expected c5: south class 2; found c5: south class 1/,
    );
    const invalid = await cli(['run', join(dir, 'invalid.yaml')]);
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toMatch(
      /invalid\.yaml:1:10: no ruleset "no-such-rules"; expected a ruleset id \(.*units-v1\.2.*\)/,
    );
  });

  it('run finds a ruleset id in the project rulesets/ folder from any folder, and in --rulesets DIR', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 's.yaml'), 'ruleset: units-v1.2\nexpect:\n  - toMove: south\n');
    expect((await cli(['run', 's.yaml'], dir)).code).toBe(0);
    writeFileSync(join(dir, 'my-units.yaml'), readFileSync(join(ROOT, 'rulesets/units-v1.2.yaml'), 'utf8'));
    writeFileSync(join(dir, 't.yaml'), 'ruleset: my-units\nexpect:\n  - toMove: south\n');
    expect((await cli(['run', join(dir, 't.yaml')])).code).toBe(2);
    expect((await cli(['run', join(dir, 't.yaml'), '--rulesets', dir])).code).toBe(0);
  });

  it('run --json prints the final state and the check results', async () => {
    const r = await cli(['run', '--json', scenarioFiles()[0]]);
    const out = JSON.parse(r.stdout) as { ok: boolean; final: { pieces: unknown }; checks: unknown[] };
    expect(out.ok).toBe(true);
    expect(out.final.pieces).toBeInstanceOf(Array);
    expect(out.checks.length).toBeGreaterThan(0);
  });

  it('moves lists legal actions in scenario form, each accepted when pasted back', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 's.yaml'), 'ruleset: units-v1.2\nactions:\n  - { from: c1, to: c5 }\n');
    const r = await cli(['moves', join(dir, 's.yaml')]);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n').filter((l) => l.startsWith('- '));
    expect(lines.length).toBeGreaterThan(0);
    writeFileSync(
      join(dir, 'pasted.yaml'),
      `ruleset: units-v1.2\nactions:\n  - { from: c1, to: c5 }\n  ${lines[0]}\nexpect:\n  - toMove: south\n`,
    );
    expect((await cli(['run', join(dir, 'pasted.yaml')])).code).toBe(0);
    const json = JSON.parse((await cli(['moves', '--json', join(dir, 's.yaml')])).stdout) as { actions: unknown[] };
    expect(json.actions.length).toBe(lines.length);
  });

  it('play is deterministic for a seed', async () => {
    const a = (await cli(['play', 'units-v1.2', '--seed', '11'])).stdout;
    expect((await cli(['play', 'units-v1.2', '--seed', '11'])).stdout).toBe(a);
  });

  it.each([
    [
      ['frobnicate'],
      "unknown command 'frobnicate'; expected one of validate, run, moves, play, simulate, ab, sweep, diff, compare, export, share, import, help",
    ],
    [
      ['valdate', 'x.yaml'],
      "unknown command 'valdate' (did you mean validate?); expected one of validate, run, moves, play, simulate, ab, sweep, diff, compare, export, share, import, help",
    ],
    [
      ['help', 'valdate'],
      "unknown command 'valdate' (did you mean validate?); expected one of validate, run, moves, play, simulate, ab, sweep, diff, compare, export, share, import, help",
    ],
    [['--bogus'], "unknown option '--bogus'; expected one of -V, --version, -h, --help"],
    [
      ['run', '--jsn', 'x.yaml'],
      "unknown option '--jsn' (did you mean --json?); expected one of --json, --rulesets <dir>, -h, --help",
    ],
    [
      ['play', 'units-v1.2', '--seed', '1', '--force'],
      '--force replaces the --out file; expected --out <file> with it',
    ],
    [['run'], "missing required argument 'scenarios'; expected rulebench run [options] <scenarios...>"],
    [
      ['moves', 'a.yaml', 'b.yaml'],
      "too many arguments for 'moves': 2 given; expected rulebench moves [options] <scenario>",
    ],
    [
      ['play', 'units-v1.2'],
      "required option '--seed <n>' not specified; expected --seed <n> (seed for the dice and the players)",
    ],
    [
      ['play', 'units-v1.2', '--seed'],
      "option '--seed <n>' argument missing; expected --seed <n> (seed for the dice and the players)",
    ],
    [
      ['play', 'units-v1.2', '--seed', 'x'],
      "option '--seed <n>' argument 'x' is invalid; expected a whole number -2147483648 … 2147483647",
    ],
    // A seed a scenario could not hold would make `play --out` write a scenario `run` refuses.
    [
      ['play', 'units-v1.2', '--seed', '99999999999'],
      "option '--seed <n>' argument '99999999999' is invalid; expected a whole number -2147483648 … 2147483647",
    ],
    [
      ['run', 'scenarios', '--rulesets', 'no-such-folder'],
      "option '--rulesets <dir>' argument 'no-such-folder' is invalid; expected an existing folder holding ruleset .yaml files",
    ],
  ])('a command-line mistake (%j) is one line saying what was expected, exit 2', async (args, line) => {
    const r = await cli(args);
    expect(r.stderr).toBe(`rulebench: ${line}\n`);
    expect(r.stdout).toBe('');
    expect(r.code).toBe(2);
  });

  it('help: --help and help [command] on stdout with exit 0; no command at all, the help on stderr with exit 2', async () => {
    for (const args of [['--help'], ['help'], ['help', 'play'], ['play', '--help']]) {
      const r = await cli(args);
      expect(r.stdout).toMatch(/^Usage: rulebench /);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
    }
    expect((await cli(['help', 'play'])).stdout).toMatch(/^Usage: rulebench play <ruleset> --seed <n> \[options\]/);
    const bare = await cli([]);
    expect(bare.stderr).toMatch(/^Usage: rulebench \[options\] \[command\]/);
    expect(bare.stdout).toBe('');
    expect(bare.code).toBe(2);
  });

  it('play --out into a folder that does not exist exits 2 with the path, no stack trace', async () => {
    const out = join(tmp(), 'missing', 'game.yaml');
    const r = await cli(['play', 'units-v1.2', '--seed', '1', '--out', out]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^rulebench: play --out .*game\.yaml: its folder .*missing does not exist; expected a file path in an existing folder/,
    );
    expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
  });
});

/** `returns` as the contract defines it: +1 the winner, -1 every other name; 0 for all in a draw. */
function expectedReturns(winners: readonly string[], winner: string): Record<string, number> {
  return Object.fromEntries(winners.map((w) => [w, winner === 'draw' ? 0 : w === winner ? 1 : -1]));
}

describe('typed outcomes in --json: code and returns, never a sentence to parse', () => {
  it.each(shippedRulesetIds())(
    'play %s --json: the outcome has a code of its family and a return for every possible winner',
    async (id) => {
      const r = await cli(['play', id, '--seed', '5', '--json']);
      expect(r.code).toBe(0);
      const { outcome } = JSON.parse(r.stdout) as { outcome: Outcome };
      const game = shippedGame(id);
      expect(Object.keys(familyById(game.family)!.outcomeCodes)).toContain(outcome.code);
      expect(outcome.returns).toEqual(expectedReturns(game.winners, outcome.winner));
      expect(outcome.reason).toMatch(/\w/);
      // A match reports each round; a single game has no rounds.
      if (id === 'escape-death') {
        expect(outcome.rounds!.length).toBeGreaterThanOrEqual(1);
        outcome.rounds!.forEach((round, i) => {
          expect(round.round).toBe(i + 1);
          expect(round.returns).toEqual(expectedReturns(game.winners, round.winner));
        });
      } else expect(outcome.rounds).toBeUndefined();
    },
  );

  it('run --json: the final outcome with its code and returns', async () => {
    const dir = tmp();
    const won = join(dir, 'won.yaml');
    writeFileSync(
      won,
      'ruleset: units-v1.2\nsetup:\n  toMove: north\n  pieces:\n    - { at: c1, owner: south, class: 1 }\nexpect:\n  - { winner: south }\n',
    );
    const r = await cli(['run', '--json', won]);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { final: { outcome: Outcome } }).final.outcome).toEqual({
      winner: 'south',
      code: 'no-units',
      returns: { south: 1, north: -1 },
      reason: expect.stringMatching(/north/) as string,
    });
  });

  it('run --json: illegal: true only on the actions the scenario marks so; each step says accepted, refused or unreadable', async () => {
    const dir = tmp();
    const s = join(dir, 's.yaml');
    writeFileSync(
      s,
      'ruleset: units-v1.2\nactions:\n  - { from: c1, to: c5 }\n  - { from: c8, to: c4, illegal: true }\n  - { from: c8, to: z9, illegal: true }\n',
    );
    const r = await cli(['run', '--json', s]);
    expect(r.code).toBe(0);
    const { steps } = JSON.parse(r.stdout) as { steps: Record<string, unknown>[] };
    expect(steps.map((x) => x.illegal)).toEqual([undefined, true, true]);
    expect(steps.map((x) => x.status)).toEqual(['accepted', 'refused', 'unreadable']);
    expect(steps[0].action).toEqual({ from: 'c1', to: 'c5' });
    expect(steps[0].events).toEqual([
      expect.objectContaining({ kind: 'move', from: 'c1', to: 'c5', text: expect.any(String) as string }) as unknown,
    ]);
  });

  it("run (text): a correctly refused illegal: true action is listed with the engine's reason, at its position", async () => {
    const dir = tmp();
    const s = join(dir, 's.yaml');
    writeFileSync(
      s,
      'ruleset: units-v1.2\nactions:\n  - { from: c1, to: c5 }\n  - { from: c8, to: c4, illegal: true }\n',
    );
    const r = await cli(['run', s]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain(`${s}:4:5: action 2 refused as expected: class 4 must move exactly 1 square`);
  });
});

describe('play --out: a new file, never the ruleset, only what run accepts, one summary line', () => {
  it('an existing file is refused (exit 2, left as it was) unless --force, which replaces it', async () => {
    const out = join(tmp(), 'g.yaml');
    writeFileSync(out, 'mine\n');
    const refused = await cli(['play', 'units-v1.2', '--seed', '3', '--out', out]);
    expect(refused).toEqual({
      code: 2,
      stdout: '',
      stderr: `rulebench: play --out ${out}: the file exists; expected a new file name, or --force to replace it\n`,
    });
    expect(readFileSync(out, 'utf8')).toBe('mine\n');
    expect((await cli(['play', 'units-v1.2', '--seed', '3', '--out', out, '--force'])).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/^ruleset: units-v1\.2$/m);
    expect(await cli(['run', out])).toMatchObject({ code: 0, stderr: '' });
  });

  it('the ruleset being played is never written over, by its path or through a link, even with --force', async () => {
    const dir = tmp();
    const rules = join(dir, 'mine.yaml');
    const text = readFileSync(join(ROOT, 'rulesets/units-v1.2.yaml'), 'utf8');
    writeFileSync(rules, text);
    symlinkSync(rules, join(dir, 'link.yaml'));
    for (const out of [rules, join(dir, 'link.yaml')]) {
      const r = await cli(['play', rules, '--seed', '3', '--out', out, '--force']);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(
        'is the ruleset being played; expected another file name (play never writes over its own ruleset)',
      );
    }
    expect(readFileSync(rules, 'utf8')).toBe(text);
  });

  it('with --out: one summary line instead of the move list', async () => {
    const out = join(tmp(), 'g.yaml');
    const played = JSON.parse((await cli(['play', 'units-v1.2', '--seed', '3', '--json'])).stdout) as {
      plies: number;
      actions: unknown[];
      outcome: Outcome;
    };
    const r = await cli(['play', 'units-v1.2', '--seed', '3', '--out', out]);
    expect(r.code).toBe(0);
    const end = played.outcome.winner === 'draw' ? 'draw' : `${played.outcome.winner} wins`;
    expect(r.stdout).toBe(
      `units-v1.2 seed 3: ${end} (${played.outcome.reason}) after ${played.plies} plies; wrote ${played.actions.length} actions to ${out}\n`,
    );
  });

  it('a ruleset run would not find from the out file (outside its project) is refused before playing: nothing written', async () => {
    const dir = tmp();
    mkdirSync(join(dir, 'a'));
    mkdirSync(join(dir, 'b'));
    writeFileSync(join(dir, 'a', 'r.yaml'), readFileSync(join(ROOT, 'rulesets/units-v1.2.yaml'), 'utf8'));
    const out = join(dir, 'b', 'g.yaml');
    const r = await cli(['play', join(dir, 'a', 'r.yaml'), '--seed', '3', '--out', out]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^rulebench: play --out .*g\.yaml: `run` could not find the ruleset from there \(ruleset file "\.\.\/a\/r\.yaml" leads out of the project folder/,
    );
    expect(existsSync(out)).toBe(false);
  });

  describe('the scenario is checked before it is written', () => {
    const game = shippedGame('units-v1.2');
    const target = (dir: string) => {
      const t = outTarget(
        join(dir, 'g.yaml'),
        { file: join(ROOT, 'rulesets/units-v1.2.yaml'), id: 'units-v1.2' },
        false,
      );
      if (!t.ok) throw new Error(t.message);
      return t;
    };

    it('over the size limit run reads: refused with the size, nothing written', () => {
      const dir = tmp();
      const actions = Array.from({ length: 150_000 }, () => ({ turn: 'c1' }));
      const r = writeScenario({ game, seed: 1, actions, final: game.start(1) }, target(dir));
      expect(r).toMatchObject({
        ok: false,
        code: 2,
        message: expect.stringMatching(
          /this game has 150000 actions, a scenario of 2\.\d MB, over the 2\.0 MB `run` reads; nothing written/,
        ) as string,
      });
      expect(existsSync(join(dir, 'g.yaml'))).toBe(false);
    });

    it("a scenario that does not load is refused with the loader's first problem, nothing written", () => {
      const dir = tmp();
      const r = writeScenario({ game, seed: 1, actions: [{ frm: 'c1' }], final: game.start(1) }, target(dir));
      expect(r).toMatchObject({
        ok: false,
        code: 2,
        message: expect.stringMatching(
          /`run` could not read this game's scenario back: .*g\.yaml:6:7: actions\[0\]\.frm: unknown key "frm"/,
        ) as string,
      });
      expect(existsSync(join(dir, 'g.yaml'))).toBe(false);
    });

    it('a scenario that does not replay to the recorded end is our bug: exit 3, nothing written', () => {
      const dir = tmp();
      const r = writeScenario(
        { game, seed: 1, actions: [{ from: 'c8', to: 'c7' }], final: game.start(1) },
        target(dir),
      );
      expect(r).toMatchObject({
        ok: false,
        code: 3,
        message: expect.stringMatching(
          /internal error: the game does not replay from its scenario to the same end \(.*action 1 .*was refused/,
        ) as string,
      });
      expect(existsSync(join(dir, 'g.yaml'))).toBe(false);
    });
  });
});
