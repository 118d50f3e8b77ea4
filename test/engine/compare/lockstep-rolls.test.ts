/** Rolls left to the seed in a comparison: drawn once, on A, and given to B. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareReplays, replayLockstep } from '../../../src/engine/compare/lockstep';
import type { GameEvent } from '../../../src/engine/game';
import { loadScenario } from '../../../src/engine/scenario/load';
import { replayScenario, type Replay } from '../../../src/engine/scenario/replay';
import type { LoadedScenario } from '../../../src/engine/scenario/types';
import { ROOT } from '../../support/rulesets';

const base = readFileSync(join(ROOT, 'rulesets/dice-cubes.yaml'), 'utf8');
/** Seven-sided blue dice: every roll of the shipped game can be played, but a draw from the seed picks among 7^k faces. */
const sevenFaces = base.replace(/^(\s*)top: 6$/m, '$1top: 7');

function loaded(scenario: string, rulesetText: string): LoadedScenario {
  const l = loadScenario(scenario, 'scenarios/test.yaml', () => ({
    text: rulesetText,
    file: 'rulesets/x.yaml',
    id: 'x',
  }));
  if (!l.ok) throw new Error(l.diagnostics.map((d) => d.message).join('\n'));
  return l;
}

/** p1 to roll (left to the seed), its pawns move, then p1 uses nothing more: two actions after one drawn roll. */
const drawnRoll = `
ruleset: dice-cubes
seed: 7
setup:
  toMove: p1
  dice:
    - { at: "0,0", value: 6 }
    - { at: "1,0", value: 2 }
    - { at: "2,0", value: 5 }
    - { at: "0,1", value: 5 }
    - { at: "1,1", value: 5 }
    - { at: "3,0", value: 5 }
    - { at: "3,1", value: 5 }
  pawns:
    - { at: "0,0", owner: p1 }
    - { at: "0,1", owner: p1 }
    - { at: "3,0", owner: p2 }
    - { at: "3,1", owner: p2 }
actions:
  - { from: "0,0", to: "1,0" }
  - { from: "0,1", to: "1,1" }
`;

const rollOf = (r: Replay, index: number) =>
  r.steps[index - 1].events.find((e): e is Extract<GameEvent, { kind: 'roll' }> => e.kind === 'roll');
const unusedRoll = (r: Replay, position: number) => r.game.view(r.stateAt(position)).info.roll;

describe('rolls drawn from the seed in a comparison', () => {
  it('the two rule versions would draw different rolls from the same seed on their own', () => {
    const a = replayScenario(loaded(drawnRoll, base)),
      b = replayScenario(loaded(drawnRoll, sevenFaces));
    expect(rollOf(a, 1)?.values).toBeDefined();
    expect(rollOf(b, 1)?.values).not.toEqual(rollOf(a, 1)?.values);
  });

  it('in lockstep B plays the roll A drew, marked as drawn from the seed', () => {
    const { a, b } = replayLockstep(loaded(drawnRoll, base), loaded(drawnRoll, sevenFaces));
    expect(rollOf(b, 1)).toMatchObject({ values: rollOf(a, 1)!.values, drawn: true });
    expect(b.steps[0].drawn).toEqual(a.steps[0].drawn);
    expect(a.steps[0].drawn).toEqual({ roll: rollOf(a, 1)!.values });
  });

  it('a position rebuilt on B (stepping back) has the given roll, not a new draw', () => {
    const { a, b } = replayLockstep(loaded(drawnRoll, base), loaded(drawnRoll, sevenFaces));
    expect(unusedRoll(b, 1)).toEqual(unusedRoll(a, 1));
    expect(b.game.view(b.stateMet(1)).info.roll).toEqual(rollOf(a, 1)!.values);
    expect(compareReplays(a, b).steps[0].differences).toEqual([]);
  });

  it("a roll B cannot play (another number of dice) is drawn from B's own seed", () => {
    const onePerPawn = base.replace(/^(\s*)bluePerPawn: 2$/m, '$1bluePerPawn: 1');
    const { a, b } = replayLockstep(loaded(drawnRoll, base), loaded(drawnRoll, onePerPawn));
    expect(rollOf(a, 1)!.values).toHaveLength(4);
    expect(rollOf(b, 1)).toMatchObject({ drawn: true });
    expect(rollOf(b, 1)!.values).toHaveLength(2);
  });

  it('a roll the scenario writes is played as written on both sides', () => {
    const written = drawnRoll.replace('actions:\n', 'actions:\n  - { roll: [1, 2, 3, 4] }\n');
    const { a, b } = replayLockstep(loaded(written, base), loaded(written, sevenFaces));
    expect(a.steps[0].drawn).toBeUndefined();
    expect(rollOf(b, 1)).toMatchObject({ values: [1, 2, 3, 4], drawn: false });
  });
});
