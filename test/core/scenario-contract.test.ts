/**
 * The scenario file contract (spec/scenario-format.md) and the CLI's promises about it, field by
 * field: ruleset, seed, setup, actions (every form), expect (every check), the replay's log,
 * exit codes, positions, `moves` pasted back and `play --out` replayed. The calls go through the
 * CLI's `main` in this process (the code the binary runs; cli-smoke.test.ts starts the binary).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameEvent, Outcome } from '../../src/engine/game';
import { cli } from '../support/cli';
import { ROOT, shippedRulesetIds } from '../support/rulesets';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rulebench-contract-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `text` to `name` in this test's folder and returns its path. */
function file(name: string, text: string | Uint8Array): string {
  const path = join(dir, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return path;
}

interface RunJson {
  file: string;
  ok: boolean;
  ruleset: string;
  steps: {
    index: number;
    status: 'accepted' | 'refused' | 'unreadable';
    illegal?: true;
    reason?: string;
    events: GameEvent[];
    ok: boolean;
  }[];
  checks: {
    after: number;
    field: string;
    pos: { line: number; col: number };
    ok: boolean;
    expected: unknown;
    actual: unknown;
  }[];
  failures: { line: number; col: number; message: string }[];
  final: {
    pieces: { at: string; owner: string }[];
    dice?: { at: string; value: number }[];
    toMove: string;
    outcome: Outcome | null;
    info: Record<string, unknown>;
  };
}

async function runJson(path: string, ...more: string[]): Promise<{ code: number; report: RunJson }> {
  const r = await cli(['run', '--json', path, ...more]);
  return { code: r.code, report: JSON.parse(r.stdout) as RunJson };
}

/** A D'ice Cubes play position: p1 to roll; p2's pawn on 9,9 stands on a die with no neighbour. */
const DICE_SETUP = `setup:
  toMove: p1
  dice:
    - { at: "0,0", value: 6 }
    - { at: "1,0", value: 6 }
    - { at: "0,1", value: 2 }
    - { at: "1,1", value: 3 }
    - { at: "3,0", value: 5 }
    - { at: "4,0", value: 4 }
    - { at: "3,1", value: 5 }
    - { at: "9,9", value: 4 }
  pawns:
    - { at: "0,1", owner: p1 }
    - { at: "0,0", owner: p1 }
    - { at: "3,0", owner: p2 }
    - { at: "9,9", owner: p2 }
`;
/** Every play-phase action form, in order; the last one's roll is not given, so it is drawn from the seed. */
const DICE_ACTIONS = [
  '{ roll: [3, 6, 1, 5] }',
  '{ from: "0,1", to: "1,1" }',
  '{ from: "0,0", to: "1,0" }',
  '{ use: 3, do: raise }',
  '{ use: 5, do: lower }',
  '{ use: 6, do: add, at: "2,0" }',
  '{ from: "3,0", to: "2,0" }',
];
const diceScenario = (seed: string, actions = DICE_ACTIONS, expectText = '') =>
  `ruleset: dice-cubes\n${seed}${DICE_SETUP}actions:\n${actions.map((a) => `  - ${a}\n`).join('')}${expectText}`;

describe('ruleset: an id or a path relative to the scenario file', () => {
  it('a .yaml path is relative to the scenario file (not the working folder); an id works from any folder; --rulesets DIR adds ids', async () => {
    // A rulesets/ folder makes this folder the scenarios' project: a path may lead anywhere inside it.
    mkdirSync(join(dir, 'rulesets'));
    const units = readFileSync(join(ROOT, 'rulesets/units-v1.2.yaml'), 'utf8');
    file('lib/my-units.yaml', units.replace(/^plyLimit:.*$/m, '').concat('\nplyLimit: 2\n'));
    file('extra/house-units.yaml', units);
    const check = 'actions:\n  - { from: c1, to: c5 }\n  - { turn: f8 }\nexpect:\n  - { winner: draw, toMove: none }\n';
    const byPath = file('deep/er/by-path.yaml', `ruleset: ../../lib/my-units.yaml\n${check}`);
    const byId = file(
      'deep/er/by-id.yaml',
      `ruleset: units-v1.2\n${check.replace('draw, toMove: none', 'none, toMove: south')}`,
    );
    const byExtra = file(
      'deep/by-extra.yaml',
      `ruleset: house-units\n${check.replace('draw, toMove: none', 'none, toMove: south')}`,
    );
    expect(await cli(['run', byPath, byId, byExtra, '--rulesets', join(dir, 'extra')])).toMatchObject({
      code: 0,
      stderr: '',
    });
    // Without --rulesets the custom id is unknown: input error at the ruleset's value.
    const r = await cli(['run', byExtra]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/by-extra\.yaml:1:10: no ruleset "house-units"; expected a ruleset id \(/);
  });

  it('a .yaml path that does not exist is invalid input at the ruleset line, naming the path it tried', async () => {
    const s = file('s.yaml', 'title: x\nruleset: nowhere/rules.yaml\n');
    const r = await cli(['run', s]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /s\.yaml:2:10: ruleset file "nowhere\/rules\.yaml" \(.*nowhere\/rules\.yaml\): no such file/,
    );
  });
});

describe('seed: seeds every random draw; default 0', () => {
  /** The roll drawn from the seed for p2's turn (the 7th action's roll is not given). */
  const drawn = async (seedLine: string): Promise<string> => {
    const { code, report } = await runJson(
      file(`seed${seedLine.length}-${Math.random()}.yaml`, diceScenario(seedLine)),
    );
    expect(code).toBe(0);
    const ev = report.steps[6].events.find((e) => e.kind === 'roll' && e.drawn);
    expect(ev, JSON.stringify(report.steps[6])).toBeDefined();
    expect(ev!.text).toMatch(/ \(drawn from the seed\)$/);
    return ev!.text;
  };

  it('no seed draws what seed: 0 draws; the same seed draws the same; the ends of the range work and seeds differ', async () => {
    const zero = await drawn('seed: 0\n');
    expect(await drawn('')).toBe(zero);
    const seeds: string[] = [];
    for (const s of ['1', '2', '3', '-1', '-2147483648', '2147483647']) seeds.push(await drawn(`seed: ${s}\n`));
    expect(await drawn('seed: 2147483647\n')).toBe(seeds.at(-1));
    expect(new Set([zero, ...seeds]).size).toBeGreaterThan(2);
  });

  it('a seed outside the range, or not a whole number, is invalid input at the seed', async () => {
    for (const [seed, msg] of [
      ['2147483648', /seed: expected a number <= 2147483647/],
      ['1.5', /seed: expected a whole number/],
      ['"7"', /seed: expected a whole number/],
    ] as const) {
      const r = await cli(['run', file('bad-seed.yaml', `ruleset: units-v1.2\nseed: ${seed}\n`)]);
      expect(r.code, seed).toBe(2);
      expect(r.stderr).toMatch(/bad-seed\.yaml:2:7: /);
      expect(r.stderr).toMatch(msg);
    }
  });
});

describe('setup: replaces the starting position', () => {
  it('units and tafl: every piece listed, nothing else; toMove decides who starts', async () => {
    const units = file(
      'u.yaml',
      `ruleset: units-v1.2
setup:
  toMove: north
  pieces:
    - { at: c1, owner: south, class: 1 }
    - { at: c5, owner: north, class: 4 }
actions:
  - { from: c5, to: c6 }
expect:
  - { after: 0, toMove: north, count: { south: 1, north: 1 }, empty: [d1, e1, f1, c8, d8, e8, f8] }
  - { toMove: south, pieces: [{ at: c6, owner: north, class: 4 }], empty: [c5] }
`,
    );
    const tafl = file(
      't.yaml',
      `ruleset: escape-death
setup:
  toMove: tombstones
  pieces:
    - { at: f6, owner: skulls, type: jeweled-skull }
    - { at: c3, owner: skulls, type: skull }
    - { at: c4, owner: skulls, type: skull }
    - { at: c5, owner: skulls, type: skull }
    - { at: d3, owner: tombstones, type: tombstone }
    - { at: h9, owner: tombstones, type: tombstone }
    - { at: h8, owner: tombstones, type: tombstone }
actions:
  - { from: d3, to: d4 }
expect:
  - { after: 0, count: { skulls: 4, tombstones: 3 }, toMove: tombstones, empty: [e5, d1] }
  - { toMove: skulls, pieces: [{ at: d4, owner: tombstones, type: tombstone }], empty: [d3] }
`,
    );
    const r = await cli(['run', units, tafl]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('dice: phase defaults to play when pawns are listed, place when a non-empty pool is listed, else pawns', async () => {
    const dice =
      '  dice:\n    - { at: "0,0", value: 6 }\n    - { at: "1,0", value: 5 }\n    - { at: "0,1", value: 3 }\n    - { at: "1,1", value: 3 }\n';
    const pawns =
      '  pawns:\n    - { at: "0,0", owner: p1 }\n    - { at: "1,0", owner: p1 }\n    - { at: "0,1", owner: p2 }\n    - { at: "1,1", owner: p2 }\n';
    const cases: [string, string, string, string][] = [
      ['pawns listed', `${dice}${pawns}`, 'play', 'chance'],
      ['non-empty pool', `${dice}  pool: { 5: 3, 4: 2 }\n`, 'place', 'p1'],
      ['empty pool', `${dice}  pool: {}\n`, 'pawns', 'p1'],
      ['neither', dice, 'pawns', 'p1'],
    ];
    const files = cases.map(([name, body, phase, toMove]) =>
      file(
        `${name.replace(/ /g, '-')}.yaml`,
        `ruleset: dice-cubes\nsetup:\n  toMove: p1\n${body}expect:\n  - { after: 0, phase: ${phase}, toMove: ${toMove} }\n`,
      ),
    );
    const r = await cli(['run', ...files]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    // And the check can fail: the pawns-listed setup is not in the pawn phase.
    const wrong = await cli([
      'run',
      file('wrong.yaml', readFileSync(files[0], 'utf8').replace('phase: play', 'phase: pawns')),
    ]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/wrong\.yaml:\d+:\d+: after 0 action\(s\): phase: expected pawns; found play/);
  });

  it('dice: place and pawn actions from a setup in the placement and pawn phases', async () => {
    const place = file(
      'place.yaml',
      `ruleset: dice-cubes
setup:
  toMove: p1
  dice: [{ at: "0,0", value: 6 }]
  pool: { 5: 1, 4: 1, 3: 1, 2: 1 }
actions:
  - { place: 5, at: "1,0" }
  - { place: 4, at: "2,0" }
  - { place: 3, at: "5,5", illegal: true }
  - { place: 6, at: "0,1", illegal: true }
  - { place: 3, at: "0,1" }
  - { place: 2, at: "0,2" }
  - { pawn: "0,0" }
  - { pawn: "0,0", illegal: true }
  - { pawn: "1,0" }
  - { pawn: "2,0" }
  - { pawn: "0,2" }
expect:
  - { after: 2, toMove: p2, phase: place, dice: [{ at: "1,0", value: 5 }, { at: "2,0", value: 4 }] }
  - { after: 6, phase: pawns, toMove: p1, noDice: ["5,5"] }
  - { after: 8, count: { p1: 1, p2: 0 }, toMove: p2 }
  - { phase: play, toMove: chance, count: { p1: 2, p2: 2 }, pieces: [{ at: "0,0", owner: p1 }, { at: "1,0", owner: p2 }] }
`,
    );
    const r = await cli(['run', place]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });
});

describe('actions: every form; illegal: true must be refused and play goes on', () => {
  it('dice play: roll, pawn moves, use … raise without at:, lower, six-power add; a turn whose roll is not given draws it', async () => {
    const s = file(
      'forms.yaml',
      diceScenario(
        'seed: 0\n',
        DICE_ACTIONS,
        `expect:
  - { after: 1, toMove: p1, winner: none }
  - { after: 4, dice: [{ at: "1,1", value: 4 }] }
  - { after: 5, dice: [{ at: "3,0", value: 4 }, { at: "3,1", value: 4 }] }
  - { after: 6, toMove: chance, dice: [{ at: "2,0", value: 1 }] }
  - { pieces: [{ at: "2,0", owner: p2 }, { at: "1,0", owner: p1 }, { at: "1,1", owner: p1 }], empty: ["3,0", "0,0", "0,1"], count: { p1: 2, p2: 2 }, toMove: p2 }
`,
      ),
    );
    const { code, report } = await runJson(s);
    expect(report.failures).toEqual([]);
    expect(code).toBe(0);
    expect(report.steps.map((x) => x.status)).toEqual(DICE_ACTIONS.map(() => 'accepted'));
  });

  it('the automatic discard and the automatic sink show in the replay log (run --json), with no action of their own', async () => {
    const { report } = await runJson(file('log.yaml', diceScenario('seed: 0\n')));
    expect(report.steps).toHaveLength(DICE_ACTIONS.length);
    // p1 rolled a 1 and no white die shows 1: discarded as soon as the move step ends.
    expect(report.steps[2].events).toContainEqual(
      expect.objectContaining({
        kind: 'discard',
        player: 'p1',
        values: [1],
        why: 'no-match',
        text: "p1's 1 is discarded: no white die shows 1",
      }),
    );
    // p2's pawn on 9,9 cannot move: its die sinks by 1 once the other pawn has moved.
    expect(report.steps[6].events).toContainEqual(
      expect.objectContaining({
        kind: 'lower',
        from: 4,
        to: 3,
        at: ['9,9'],
        text: "9,9 sinks 4 → 3: p2's pawn could not move",
      }),
    );
    expect(report.final.dice).toContainEqual({ at: '9,9', value: 3 });
  });

  it('a refused illegal: true action is not applied, play goes on, and after: counts it', async () => {
    const s = file(
      'refused.yaml',
      `ruleset: units-v1.2
actions:
  - { from: c1, to: c4, illegal: true }
  - { turn: d1, illegal: false }
  - { from: c8, to: c6, illegal: true }
  - { from: c8, to: c7 }
  - { turn: c7, illegal: true }
  - { from: c1, to: c5 }
expect:
  - { after: 0, toMove: south, pieces: [{ at: c1, owner: south, class: 1 }, { at: d1, owner: south, class: 2 }] }
  - { after: 1, toMove: south, pieces: [{ at: c1, owner: south, class: 1 }], empty: [c4] }
  - { after: 2, toMove: north, pieces: [{ at: d1, owner: south, class: 3 }] }
  - { after: 3, toMove: north, pieces: [{ at: c8, owner: north, class: 4 }], empty: [c6] }
  - { after: 4, toMove: south, pieces: [{ at: c7, owner: north, class: 4 }], empty: [c8] }
  - { after: 5, toMove: south, pieces: [{ at: c7, owner: north, class: 4 }, { at: e1, owner: south, class: 3 }] }
  - { pieces: [{ at: c5, owner: south, class: 1 }], empty: [c1], toMove: north }
`,
    );
    const { code, report } = await runJson(s);
    expect(report.failures).toEqual([]);
    expect(code).toBe(0);
    expect(report.steps.map((x) => x.status)).toEqual([
      'refused',
      'accepted',
      'refused',
      'accepted',
      'refused',
      'accepted',
    ]);
    // `illegal: false` (the default) is not printed: only what the scenario expects refused.
    expect(report.steps.map((x) => x.illegal)).toEqual([true, undefined, true, undefined, true, undefined]);
    expect(report.steps[2].reason).toMatch(/class 4 must move exactly 1 square/);
    expect(report.steps[4].reason).toMatch(/c7/);
  });

  it('an illegal: true action that is accepted fails the run (exit 1), at its line and column', async () => {
    const s = file(
      'accepted.yaml',
      'ruleset: units-v1.2\nactions:\n  - { from: c1, to: c5 }\n  - { from: f8,   to: f4, illegal: true }\n',
    );
    const r = await cli(['run', s]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /accepted\.yaml:4:5: action 2 \(\{"from":"f8","to":"f4"\}\) was accepted, but the scenario says illegal: true/,
    );
    expect(r.stdout).toMatch(/FAIL .*accepted\.yaml/);
  });

  it("a refused action not marked illegal fails the run (exit 1) with its position and the engine's reason", async () => {
    const s = file(
      'refusedbad.yaml',
      'ruleset: units-v1.2\nactions:\n  - { turn: c1 }\n  - { from: c8, to: c4 }\nexpect:\n  - { toMove: south }\n',
    );
    const r = await cli(['run', s]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /refusedbad\.yaml:4:5: action 2 \(\{"from":"c8","to":"c4"\}\) was refused: class 4 must move exactly 1 square; c8→c4 is 4 squares/,
    );
  });

  it('once the game has ended no action is accepted: toMove none, winner draw at the ply limit', async () => {
    const units = readFileSync(join(ROOT, 'rulesets/units-v1.2.yaml'), 'utf8');
    file('short.yaml', `${units.replace(/^plyLimit:.*$/m, '')}\nplyLimit: 2\n`);
    const s = file(
      'ended.yaml',
      `ruleset: short.yaml
actions:
  - { from: c1, to: c5 }
  - { turn: f8 }
  - { turn: d1, illegal: true }
  - { turn: d1 }
expect:
  - { after: 1, toMove: north, winner: none }
  - { after: 3, toMove: none, winner: draw, pieces: [{ at: d1, owner: south, class: 2 }] }
`,
    );
    const { code, report } = await runJson(s);
    expect(code).toBe(1);
    expect(report.steps.map((x) => x.status)).toEqual(['accepted', 'accepted', 'refused', 'refused']);
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatchObject({ line: 6, col: 5 });
    expect(report.failures[0].message).toMatch(/^action 4 \(\{"turn":"d1"\}\) was refused: /);
    expect(report.checks.every((c) => c.ok)).toBe(true);
    expect(report.final).toMatchObject({
      toMove: 'none',
      outcome: { winner: 'draw', code: 'ply-limit', returns: { south: 0, north: 0 } },
    });
  });

  it('a 6,000-action list replays, with checks anywhere in it', async () => {
    const units = readFileSync(join(ROOT, 'rulesets/units-v1.2.yaml'), 'utf8');
    file('long-rules.yaml', `${units.replace(/^plyLimit:.*$/m, '')}\nplyLimit: 1000000\n`);
    const n = 6000;
    const actions: string[] = Array.from({ length: n }, (_, i) => (i % 2 === 0 ? '  - {turn: c1}' : '  - {turn: f8}'));
    actions[4001] = '  - {turn: f8, illegal: true}';
    const s = file(
      'long.yaml',
      `ruleset: long-rules.yaml\nactions:\n${actions.join('\n')}\nexpect:\n  - { after: 5999, pieces: [{ at: c1, class: 1 }, { at: f8, class: 4 }], toMove: north }\n  - { pieces: [{ at: f8, class: 1 }], toMove: south }\n  - { after: 4002, pieces: [{ at: c1, class: 2 }], toMove: south }\n`,
    );
    const r = await cli(['run', s]);
    expect(r.code).toBe(1);
    // Only the one misplaced illegal: true fails, pointing at its line (3 + index).
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(
      /long\.yaml:4004:5: action 4002 \(\{"turn":"f8"\}\) was accepted, but the scenario says illegal: true/,
    );
  });
});

describe('expect: every check, at its step, with file:line:col, expected and actual', () => {
  it('each failing check is printed with its position, the expected and the actual value (all of them, not the first)', async () => {
    const s = file(
      'checks.yaml',
      `ruleset: units-v1.2
actions:
  - { from: c1, to: c5 }
expect:
  - after: 0
    pieces: [{ at: c1, owner: north }]
  - pieces: [{ at: c5, class: 2 }]
    empty: [c1, d1]
    count: { north: 3 }
    toMove: chance
    winner: south
`,
    );
    const r = await cli(['run', s]);
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /checks\.yaml:6:14: after 0 action\(s\): pieces\[0\]: expected c1: north; found c1: south class 1$/,
      ),
      expect.stringMatching(
        /checks\.yaml:7:14: after 1 action\(s\): pieces\[0\]: expected c5: class 2; found c5: south class 1$/,
      ),
      expect.stringMatching(
        /checks\.yaml:8:17: after 1 action\(s\): empty\[1\]: expected d1: empty; found d1: south class 2$/,
      ),
      expect.stringMatching(/checks\.yaml:9:21: after 1 action\(s\): count\.north: expected 3; found 4$/),
      expect.stringMatching(/checks\.yaml:10:13: after 1 action\(s\): toMove: expected chance; found north$/),
      expect.stringMatching(/checks\.yaml:11:13: after 1 action\(s\): winner: expected south; found none$/),
    ]);
  });

  it('dice checks: dice and noDice by square; count counts pawns, not dice; toMove chance when a roll is due', async () => {
    const good = file(
      'dice-checks.yaml',
      diceScenario(
        '',
        DICE_ACTIONS.slice(0, 6),
        `expect:
  - after: 0
    toMove: chance
    count: { p1: 2, p2: 2 }
    dice: [{ at: "0,0", value: 6 }, { at: "9,9", value: 4 }]
    noDice: ["2,0", "-1,0"]
  - dice: [{ at: "2,0", value: 1 }]
    toMove: chance
`,
      ),
    );
    const bad = file(
      'dice-bad.yaml',
      readFileSync(good, 'utf8')
        .replace('count: { p1: 2, p2: 2 }', 'count: { p1: 8 }')
        .replace('noDice: ["2,0", "-1,0"]', 'noDice: ["0,0"]'),
    );
    expect(await cli(['run', good])).toMatchObject({ code: 0, stderr: '' });
    const r = await cli(['run', bad]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/dice-bad\.yaml:\d+:\d+: after 0 action\(s\): count\.p1: expected 8; found 2/);
    expect(r.stderr).toMatch(
      /dice-bad\.yaml:\d+:\d+: after 0 action\(s\): noDice\[0\]: expected 0,0: no die; found 0,0: 6/,
    );
  });

  it('a setup already won ends the game before the first action: toMove none, the winner named', async () => {
    const s = file(
      'won.yaml',
      'ruleset: units-v1.2\nsetup:\n  toMove: north\n  pieces:\n    - { at: c1, owner: south, class: 1 }\nactions:\n  - { from: c1, to: c5, illegal: true }\nexpect:\n  - { after: 0, toMove: none, winner: south }\n  - { winner: south, pieces: [{ at: c1, owner: south }] }\n',
    );
    expect(await cli(['run', s])).toMatchObject({ code: 0, stderr: '' });
  });

  it('run --json: the final state (pieces, toMove, outcome) and every check result with its position, for one file and several', async () => {
    const a = file(
      'a.yaml',
      'ruleset: units-v1.2\nactions:\n  - { from: c1, to: c5 }\nexpect:\n  - { toMove: north, count: { south: 4 } }\n',
    );
    const b = file('b.yaml', 'ruleset: units-v1.2\nexpect:\n  - { toMove: north }\n');
    const one = await runJson(a);
    expect(one.code).toBe(0);
    expect(one.report.ok).toBe(true);
    expect(one.report.final.toMove).toBe('north');
    expect(one.report.final.outcome).toBeNull();
    expect(one.report.final.pieces).toContainEqual({ at: 'c5', owner: 'south', class: 1 });
    expect(one.report.checks).toHaveLength(2);
    expect(one.report.checks).toContainEqual({
      after: 1,
      field: 'toMove',
      pos: { line: 5, col: 15 },
      ok: true,
      expected: 'north',
      actual: 'north',
    });
    expect(one.report.checks).toContainEqual({
      after: 1,
      field: 'count.south',
      pos: { line: 5, col: 38 },
      ok: true,
      expected: 4,
      actual: 4,
    });
    const both = await cli(['run', '--json', a, b]);
    expect(both.code).toBe(1);
    const reports = JSON.parse(both.stdout) as RunJson[];
    expect(reports.map((x) => x.ok)).toEqual([true, false]);
    expect(reports[1].failures[0]).toMatchObject({
      line: 3,
      col: 15,
      message: 'after 0 action(s): toMove: expected north; found south',
    });
  });
});

describe('files as they travel: CRLF, a BOM, encodings, folders, missing files, unicode squares', () => {
  it('Windows line endings: positions of failing checks and refused actions are still right', async () => {
    const s = file(
      'crlf.yaml',
      'title: x\r\nruleset: units-v1.2\r\nactions:\r\n  - { from: c1, to: c5 }\r\n  -   { from: c8, to: c4 }\r\nexpect:\r\n  - { after: 1, pieces: [{ at: c5, class: 3 }] }\r\n',
    );
    const r = await cli(['run', s]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /crlf\.yaml:7:26: after 1 action\(s\): pieces\[0\]: expected c5: class 3; found c5: south class 1/,
    );
    expect(r.stderr).toMatch(/crlf\.yaml:5:7: action 2 .* was refused: /);
    const ok = file(
      'crlf-ok.yaml',
      'ruleset: units-v1.2\r\nactions:\r\n  - { from: c1, to: c5 }\r\nexpect:\r\n  - { pieces: [{ at: c5, class: 1 }] }\r\n',
    );
    expect((await cli(['run', ok])).code).toBe(0);
    expect((await cli(['validate', ok])).code).toBe(0);
  });

  it('a BOM at the start: run reads the scenario, with positions right below the first line', async () => {
    const s = file(
      'bom.yaml',
      '\uFEFFruleset: units-v1.2\nactions:\n  - { from: c1, to: c5 }\nexpect:\n  - pieces: [{ at: c5, owner: south, class: 2 }]\n',
    );
    const r = await cli(['run', s]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /bom\.yaml:5:14: after 1 action\(s\): pieces\[0\]: expected c5: south class 2; found c5: south class 1/,
    );
  });

  it('an empty file, a folder, a missing file: each invalid input at :1:1 saying what was expected', async () => {
    const empty = file('empty.yaml', '');
    for (const cmd of ['run', 'moves', 'validate']) {
      const r = await cli([cmd, empty]);
      expect(r.code, cmd).toBe(2);
      expect(r.stderr).toMatch(
        /empty\.yaml:1:1: the file is empty \(or has only comments\); expected (ruleset|family): .*, then the rest of the (scenario|ruleset)/,
      );
    }
    const r = await cli(['run', dir, join(dir, 'nope.yaml')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/:1:1: is a folder; expected a \.yaml file/);
    expect(r.stderr).toMatch(/nope\.yaml:1:1: no such file; expected the path of a \.yaml file/);
    expect((await cli(['moves', join(dir, 'nope.yaml')])).code).toBe(2);
  });

  it('unicode look-alike squares and undecodable bytes are refused where they are written, not read as squares', async () => {
    const wide = file(
      'wide.yaml',
      'ruleset: units-v1.2\nactions:\n  - { from: c1, to: ｃ5 }\nexpect:\n  - empty: [ｃ1]\n',
    );
    const latin1 = file(
      'latin1.yaml',
      Buffer.concat([
        Buffer.from('ruleset: units-v1.2\nactions:\n  - { from: c1, to: '),
        Buffer.from([0xe9]),
        Buffer.from(' }\n'),
      ]),
    );
    const r = await cli(['run', wide, latin1]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/wide\.yaml:3:21: actions\[0\]\.to: "ｃ5" is not valid; expected a square such as c5/);
    expect(r.stderr).toMatch(/wide\.yaml:5:13: expect\[0\]\.empty\[0\]: "ｃ1" is not valid; expected a square/);
    expect(r.stderr).toMatch(/latin1\.yaml:3:21: this file is not valid UTF-8 .*; expected UTF-8 text/);
  });
});

describe('several files on one command line: the exit code is the worst', () => {
  it('run: pass + fail → 1; pass + fail + invalid → 2, every file reported; validate likewise', async () => {
    const pass = file('pass.yaml', 'ruleset: units-v1.2\nexpect:\n  - { toMove: south }\n');
    const fail = file('fail.yaml', 'ruleset: units-v1.2\nexpect:\n  - { toMove: north }\n');
    const invalid = file('invalid.yaml', 'ruleset: units-v1.2\nactions:\n  - { from: c1, to: z9 }\n');
    const one = await cli(['run', fail, pass]);
    expect(one.code).toBe(1);
    expect(one.stdout).toMatch(/FAIL .*fail\.yaml[\s\S]*pass .*pass\.yaml[\s\S]*1 passed, 1 failed/);
    const two = await cli(['run', invalid, pass, fail, join(dir, 'missing.yaml')]);
    expect(two.code).toBe(2);
    expect(two.stderr).toMatch(/invalid\.yaml:3:\d+: /);
    expect(two.stderr).toMatch(/fail\.yaml:3:15: after 0 action\(s\): toMove: expected north; found south/);
    expect(two.stderr).toMatch(/missing\.yaml:1:1: no such file/);
    expect(two.stdout).toMatch(/1 passed, 3 failed/);
    const v = await cli(['validate', pass, fail, invalid, join(ROOT, 'rulesets/units-v1.2.yaml')]);
    expect(v.code).toBe(2);
    expect(v.stdout).toMatch(/3 valid, 1 invalid/);
    expect(v.stderr).toMatch(/invalid\.yaml:3:\d+: /);
  });
});

describe('moves: each listed action, pasted under actions:, is accepted', () => {
  /** Runs `moves` on the scenario, pastes each listed action (up to `max`) after its actions and runs it. */
  async function pasteBack(name: string, head: string, actions: string[], max = 30): Promise<number> {
    const s = file(
      `${name}.yaml`,
      `${head}actions:${actions.length ? '\n' : ' []\n'}${actions.map((a) => `  - ${a}\n`).join('')}`,
    );
    const m = await cli(['moves', s]);
    expect(m.code, m.stderr).toBe(0);
    const lines = m.stdout.split('\n').filter((l) => l.startsWith('- '));
    expect(lines.length, name).toBeGreaterThan(0);
    const step = Math.max(1, Math.ceil(lines.length / max));
    const sample = lines.filter((_, i) => i % step === 0);
    const pasted = sample.map((line, i) =>
      file(`${name}-${i}.yaml`, `${head}actions:\n${actions.map((a) => `  - ${a}\n`).join('')}  ${line}\n`),
    );
    const r = await cli(['run', ...pasted]);
    expect(r.stderr, `${name}: ${sample.join(' ')}`).toBe('');
    expect(r.code).toBe(0);
    return lines.length;
  }

  it('units (move and turn) and both tafl games', async () => {
    expect(await pasteBack('units', 'ruleset: units-v1.2\n', ['{ from: c1, to: c5 }'])).toBeGreaterThan(10);
    await pasteBack('units4', 'ruleset: units-v1.2-4p\n', []);
    await pasteBack('ed', 'ruleset: escape-death\n', []);
    await pasteBack('cph', 'ruleset: hnefatafl-copenhagen\n', ['{ from: d1, to: d3 }']);
  });

  it('dice: every phase — placement, pawns, a due roll (roll form), the move step, and the resolve step (use forms)', async () => {
    await pasteBack('place', 'ruleset: dice-cubes\n', ['{ place: 5, at: "1,0" }']);
    await pasteBack(
      'pawns',
      'ruleset: dice-cubes\nsetup:\n  toMove: p1\n  dice: [{ at: "0,0", value: 6 }, { at: "1,0", value: 5 }, { at: "0,1", value: 2 }]\n',
      ['{ pawn: "1,0" }'],
    );
    const head = `ruleset: dice-cubes\n${DICE_SETUP}`;
    expect(await pasteBack('roll', head, [])).toBe(126);
    await pasteBack('move', head, DICE_ACTIONS.slice(0, 1));
    await pasteBack('use6', head, DICE_ACTIONS.slice(0, 5));
    // A drawn roll (seed 0: 2 2 3 4) then the move step, then the resolve of p2's groups.
    await pasteBack('drawn', head, DICE_ACTIONS);
    // Four players: a team's groups, with by: when both team mates rolled one value.
    await pasteBack(
      'team',
      `ruleset: dice-cubes-4p
setup:
  toMove: p1
  dice:
    - { at: "0,0", value: 2 }
    - { at: "1,0", value: 3 }
    - { at: "0,1", value: 4 }
    - { at: "1,1", value: 5 }
    - { at: "3,0", value: 3 }
    - { at: "3,1", value: 3 }
  pawns:
    - { at: "0,0", owner: p1 }
    - { at: "3,0", owner: p2 }
    - { at: "0,1", owner: p3 }
    - { at: "3,1", owner: p4 }
`,
      ['{ roll: [3, 5, 3, 6] }', '{ from: "0,1", to: "1,1" }', '{ from: "0,0", to: "1,0" }'],
    );
  });
});

describe('play --out: the written scenario validates and replays to the same end', () => {
  it.each(shippedRulesetIds())('%s, seed -7', async (id) => {
    for (const seed of ['-7']) {
      const out = join(dir, `${id}-${seed}.yaml`);
      const played = await cli(['play', id, '--seed', seed, '--json', '--out', out]);
      expect(played.code).toBe(0);
      const game = JSON.parse(played.stdout) as { outcome: Outcome; final: RunJson['final'] };
      expect(await cli(['validate', out])).toMatchObject({ code: 0, stderr: '' });
      const { code, report } = await runJson(out);
      expect(report.failures).toEqual([]);
      expect(code).toBe(0);
      expect(report.final.outcome).toEqual(game.outcome);
      expect(report.final.toMove).toBe('none');
      expect(report.final.pieces).toEqual(game.final.pieces);
      expect(report.final.dice).toEqual(game.final.dice);
      expect(report.final.info).toEqual(game.final.info);
    }
  });

  it('a ruleset from --rulesets DIR is written as a path relative to the scenario, which run finds from any folder of the project', async () => {
    mkdirSync(join(dir, 'rulesets'));
    file('mine/house-rules.yaml', readFileSync(join(ROOT, 'rulesets/units-v1.1.yaml'), 'utf8'));
    const out = join(dir, 'games', 'g.yaml');
    mkdirSync(join(dir, 'games'));
    expect(
      (await cli(['play', 'house-rules', '--seed', '4', '--out', out, '--rulesets', join(dir, 'mine')])).code,
    ).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/^ruleset: \.\.\/mine\/house-rules\.yaml$/m);
    expect(await cli(['run', out])).toMatchObject({ code: 0, stderr: '' });
  });
});

describe('the contract at its edges: odd file forms, odd squares, checks the game cannot meet, where play --out writes', () => {
  it('validate reads a scenario by its top-level ruleset key: with a BOM, in flow style or with the key quoted', async () => {
    const files = [
      file('bom.yaml', '\uFEFFruleset: units-v1.2\nactions:\n  - { from: c1, to: c5 }\n'),
      file('flow.yaml', '{ ruleset: units-v1.2, actions: [{ from: c1, to: c5 }] }\n'),
      file('quoted.yaml', '"ruleset": units-v1.2\nactions: []\n'),
    ];
    expect(await cli(['validate', ...files])).toMatchObject({ code: 0, stderr: '' });
  });

  it('a dice square with a leading zero or -0 is refused where it is written (a check would compare it as another name)', async () => {
    const path = file(
      'zeros.yaml',
      `ruleset: dice-cubes\n${DICE_SETUP}expect:\n  - empty: ["00,1"]\n    noDice: ["-0,0"]\n`,
    );
    const r = await cli(['run', path]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      `${path}:19:13: expect[0].empty[0]: "00,1" is not valid; expected a square such as c5 (board) or "1,0" (dice pond)`,
    );
    expect(r.stderr).toContain(`${path}:20:14: expect[0].noDice[0]: "-0,0" is not valid`);
  });

  it('a winner, score or rounds entry the game does not have, and an after beyond the last action, are invalid input (exit 2) at their place', async () => {
    const path = file(
      'names.yaml',
      'ruleset: escape-death\nexpect:\n  - after: 2\n    winner: bob\n    score: { A: 0, bob: 1 }\n    rounds: [sklls]\n',
    );
    const r = await cli(['run', path]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([
      `${path}:3:12: expect[0].after: 2, but the scenario has only 0 action(s); expected 0 … 0`,
      `${path}:4:13: expect[0].winner: "bob" is not a possible winner of escape-death; expected one of A, B, draw, none`,
      `${path}:5:20: expect[0].score.bob: "bob" is not a player of the match of escape-death; expected one of A, B`,
      `${path}:6:14: expect[0].rounds[0]: "sklls" is not a side of escape-death; expected one of tombstones, skulls, draw, unknown`,
    ]);
    expect((await cli(['validate', path])).code).toBe(2);
    // A team game's winner is a team.
    expect((await cli(['run', file('team.yaml', 'ruleset: dice-cubes-4p\nexpect:\n  - winner: p1\n')])).stderr).toMatch(
      /"p1" is not a possible winner of dice-cubes-4p; expected one of A, B, draw, none/,
    );
  });

  it('play --out refuses a file where a nearer rulesets/ folder holds another ruleset of that id (run would play that one)', async () => {
    file('proj/rulesets/units-v1.2.yaml', readFileSync(join(ROOT, 'rulesets/units-v1.1.yaml'), 'utf8'));
    mkdirSync(join(dir, 'proj', 'games'));
    const shadowed = join(dir, 'proj', 'games', 'g.yaml');
    const r = await cli(['play', 'units-v1.2', '--seed', '2', '--out', shadowed]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /g\.yaml: `run` could not find the ruleset from there \(ruleset file ".*units-v1\.2\.yaml" leads out of the project folder/,
    );
    expect(existsSync(shadowed)).toBe(false);
    const plain = join(dir, 'g.yaml');
    expect((await cli(['play', 'units-v1.2', '--seed', '2', '--out', plain])).code).toBe(0);
    expect(readFileSync(plain, 'utf8')).toMatch(/^ruleset: units-v1\.2$/m);
  });
});
