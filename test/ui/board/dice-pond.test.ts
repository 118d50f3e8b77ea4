import { describe, expect, it } from 'vitest';
import { applyObject } from '../../../src/engine/api';
import { isSetupProblems, type Game } from '../../../src/engine/game';
import { actionEntries, intentTargets, squareIntent } from '../../../src/ui/board/actions';
import {
  choiceLabel,
  groupChoices,
  lineCounts,
  lineLimit,
  lineState,
  parseRollText,
  placementValues,
  pondBounds,
  topValue,
} from '../../../src/ui/dice-pond/model';
import { shippedGame } from '../../support/rulesets';

const game = shippedGame('dice-cubes');

/** Plays scenario actions from a setup, failing loudly on a refusal. */
function play(g: Game<unknown>, setup: Record<string, unknown>, actions: Record<string, unknown>[]): unknown {
  const s0 = g.setup(setup, 1);
  if (isSetupProblems(s0)) throw new Error(JSON.stringify(s0));
  let s: unknown = s0;
  for (const a of actions) {
    const r = applyObject(g, s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.reason}`);
    s = r.state;
  }
  return s;
}

const POND = {
  toMove: 'p1',
  phase: 'play',
  dice: [
    { at: '0,0', value: 6 },
    { at: '1,0', value: 2 },
    { at: '2,0', value: 3 },
    { at: '3,0', value: 6 },
    { at: '0,1', value: 5 },
    { at: '1,1', value: 2 },
    { at: '2,1', value: 1 },
  ],
  pawns: [
    { at: '0,0', owner: 'p1' },
    { at: '2,0', owner: 'p1' },
    { at: '2,1', owner: 'p2' },
    { at: '0,1', owner: 'p2' },
  ],
};
const ROLLED_AND_MOVED = [{ roll: [2, 3, 6, 6] }, { from: '0,0', to: '1,0' }, { from: '2,0', to: '3,0' }];

describe('dice pond model', () => {
  it('reads the row/column limit and the top face from the ruleset', () => {
    expect(lineLimit(game)).toBe(5);
    expect(topValue(game)).toBe(6);
  });

  it('draws a window around the dice with a free ring, at least 5 squares each way', () => {
    expect(pondBounds(['0,0'], 40)).toEqual({ minX: -2, maxX: 2, minY: -2, maxY: 2 });
    expect(pondBounds(['0,0', '4,0', '0,-3'], 40)).toEqual({ minX: -1, maxX: 5, minY: -4, maxY: 1 });
    expect(pondBounds([], 40)).toEqual({ minX: -2, maxX: 2, minY: -2, maxY: 2 });
    expect(pondBounds(['3,3'], 3)).toEqual({ minX: 1, maxX: 3, minY: 1, maxY: 3 });
  });

  it('counts dice per row and column and flags a full line', () => {
    const c = lineCounts(POND.dice);
    expect(c.rows.get(0)).toBe(4);
    expect(c.rows.get(1)).toBe(3);
    expect(c.cols.get(2)).toBe(2);
    expect([lineState(4, 5), lineState(5, 5), lineState(6, 5)]).toEqual(['ok', 'full', 'over']);
  });

  it('reads typed rolls', () => {
    expect(parseRollText('1 3 3 6')).toEqual([1, 3, 3, 6]);
    expect(parseRollText('[1, 3,3,6]')).toEqual([1, 3, 3, 6]);
    expect(parseRollText('')).toHaveProperty('error');
    expect(parseRollText('1 x')).toHaveProperty('error');
  });

  it('offers every pool value in the placement phase, each with its squares', () => {
    const s = game.start(0);
    const values = placementValues(actionEntries(game, s));
    expect([...values.keys()].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(values.get(4)).toBe(4);
    const t = intentTargets(actionEntries(game, s), squareIntent('', { place: 4 }, 'at'));
    expect([...t.keys()].sort()).toEqual(['-1,0', '0,-1', '0,1', '1,0']);
  });

  it("lists a group's choices: lower, and raise under the own pawn", () => {
    const s = play(game, POND, ROLLED_AND_MOVED);
    const [g, ...rest] = groupChoices(game, s, actionEntries(game, s));
    expect(rest).toEqual([]);
    expect(g.value).toBe(2);
    expect(g.choices.map((c) => [c.kind, [...c.options.keys()], c.reason])).toEqual([
      ['lower', [''], null],
      ['raise', ['1,0'], null],
    ]);
    const valueAt = (sq: string) => game.view(s).dice!.find((d) => d.at === sq)?.value;
    expect(choiceLabel(g, g.choices[1], valueAt)).toBe('Raise the 2 at 1,0 to 3');
    expect(choiceLabel(g, g.choices[0], valueAt)).toBe('Lower every 2');
  });

  it("keeps a refused choice with the engine's reason (no own pawn on a 3)", () => {
    const s = play(game, POND, [...ROLLED_AND_MOVED, { use: 2, do: 'lower' }]);
    const [g] = groupChoices(game, s, actionEntries(game, s));
    expect(g.value).toBe(3);
    const raise = g.choices.find((c) => c.kind === 'raise')!;
    expect(raise.options.size).toBe(0);
    expect(raise.reason).toMatch(/pawn/);
  });

  it('offers the six power (raise another die, add a die) for a group of 6s with a pawn on a 6', () => {
    const s = play(game, POND, [...ROLLED_AND_MOVED, { use: 2, do: 'lower' }, { use: 3, do: 'lower' }]);
    const [g] = groupChoices(game, s, actionEntries(game, s));
    expect(g.value).toBe(6);
    const byKind = Object.fromEntries(g.choices.map((c) => [c.kind, c]));
    expect([...byKind.raise.options.keys()].sort()).toEqual(['0,1', '1,0', '1,1', '2,0', '2,1']);
    expect(byKind.add.options.size).toBeGreaterThan(5);
    for (const [at, e] of byKind.add.options) expect(e.object).toEqual({ use: 6, do: 'add', at });
    const t = intentTargets(actionEntries(game, s), squareIntent('', byKind.add.fixed, 'at'));
    expect(t.size).toBe(byKind.add.options.size);
  });

  it("names the roller in team games when the engine does, and keeps each player's groups apart", () => {
    const g4 = shippedGame('dice-cubes-4p');
    const s = g4.start(2);
    // Play the whole setup and the first roll at random; then every use action must be in one group's choices.
    let state: unknown = s;
    for (let i = 0; i < 200; i++) {
      const entries = actionEntries(g4, state);
      if (entries.some((e) => typeof e.object.use === 'number')) break;
      const next = g4.clone(state);
      const who = g4.toMove(state);
      g4.apply(next, who === -2 ? g4.sampleChance(next) : entries[i % entries.length].action);
      state = next;
    }
    const entries = actionEntries(g4, state);
    const uses = entries.filter((e) => typeof e.object.use === 'number');
    expect(uses.length).toBeGreaterThan(0);
    const groups = groupChoices(g4, state, entries);
    const offered = groups.flatMap((g) => g.choices.flatMap((c) => [...c.options.values()].map((e) => e.action)));
    expect(offered.sort()).toEqual(uses.map((e) => e.action).sort());
  });
});
