import { describe, expect, it } from 'vitest';
import { applyObject } from '../../../src/engine/api';
import { isSetupProblems } from '../../../src/engine/game';
import { actionEntries } from '../../../src/ui/board/actions';
import { boardSize, describeSquare, facings, speedOf, speedTable, turnChoice } from '../../../src/ui/units/model';
import { shippedGame } from '../../support/rulesets';

describe('Units board model', () => {
  const game = shippedGame('units-v1.2');
  const start = game.start(0);

  it('reads the board size and the speed table from the ruleset', () => {
    expect(boardSize(game)).toEqual({ width: 8, height: 8 });
    expect(boardSize(shippedGame('units-v1.2-4p'))).toEqual({ width: 16, height: 16 });
    expect([1, 2, 3, 4].map((c) => speedOf(game, c))).toEqual([4, 3, 2, 1]);
    expect(speedTable(game)).toEqual([
      [1, 4],
      [2, 3],
      [3, 2],
      [4, 1],
    ]);
  });

  it('points each owner towards the centre: south up, north down; west right, east left with 4 players', () => {
    expect(Object.fromEntries(facings(game))).toEqual({ south: 'up', north: 'down' });
    expect(Object.fromEntries(facings(shippedGame('units-v1.2-4p')))).toEqual({
      south: 'up',
      west: 'right',
      north: 'down',
      east: 'left',
    });
  });

  it('names squares for screen readers with owner, class and speed', () => {
    const piece = game.view(start).pieces.find((p) => p.at === 'e8')!;
    expect(describeSquare(game, 'e8', piece)).toBe('e8: north unit, class 2, speed 3');
    expect(describeSquare(game, 'e4', undefined)).toBe('e4: empty');
  });

  it("offers turning an own unit, with the class it becomes, and refuses an enemy unit with the engine's reason", () => {
    const entries = actionEntries(game, start);
    const t = turnChoice(game, start, entries, 'c1');
    expect(t.ok && [t.from, t.to, t.entry.object]).toEqual([1, 2, { turn: 'c1' }]);
    const f = turnChoice(game, start, entries, 'f1');
    expect(f.ok && [f.from, f.to]).toEqual([4, 1]);
    const no = turnChoice(game, start, entries, 'c8');
    expect(no.ok).toBe(false);
    expect(!no.ok && no.reason).toMatch(/north/);
  });

  it('shows the class a fight leaves, and what the next player may turn', () => {
    const s = game.setup(
      {
        toMove: 'south',
        pieces: [
          { at: 'c1', owner: 'south', class: 1 },
          { at: 'c5', owner: 'north', class: 4 },
          { at: 'h8', owner: 'north', class: 2 },
        ],
      },
      0,
    );
    if (isSetupProblems(s)) throw new Error(JSON.stringify(s));
    const r = applyObject(game, s, { from: 'c1', to: 'c5' });
    if (!r.ok) throw new Error(r.reason);
    const piece = game.view(r.state).pieces.find((p) => p.at === 'c5')!;
    expect(describeSquare(game, 'c5', piece)).toBe('c5: south unit, class 3, speed 2');
    const entries = actionEntries(game, r.state);
    const t = turnChoice(game, r.state, entries, 'h8');
    expect(t.ok && [t.from, t.to]).toEqual([2, 3]);
    const mine = turnChoice(game, r.state, entries, 'c5');
    expect(mine.ok).toBe(false);
  });
});
