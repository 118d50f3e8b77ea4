import { describe, expect, it } from 'vitest';
import { CHANCE, NOBODY, type Game, type StateView } from '../../../src/engine/game';
import { squareName } from '../../../src/engine/grid';
import { Rng } from '../../../src/engine/rng';
import {
  actionEntries,
  explain,
  intentTargets,
  moveIntent,
  movers,
  sampleFromSeed,
  squareIntent,
  targets,
  tryAction,
  turnText,
} from '../../../src/ui/board/actions';
import { shippedGame, shippedRulesetIds } from '../../support/rulesets';

describe('picking a piece: legal targets and reasons, from the engine', () => {
  const game = shippedGame('units-v1.2');
  const start = game.start(0);

  it("lists where south's class 1 on c1 can go at the start (exact speed 4, edge stop, jumping)", () => {
    expect([...targets(game, start, 'c1').keys()].sort()).toEqual(['a1', 'a3', 'c5', 'g1', 'g5']);
    const c5 = targets(game, start, 'c1').get('c5')!;
    expect(c5.object).toEqual({ from: 'c1', to: 'c5' });
    expect(game.formatAction(start, c5.action)).toEqual(c5.object);
  });

  it("explains a square that is not a target in the engine's words", () => {
    expect(explain(game, start, { from: 'c1', to: 'c4' })).toMatch(/exactly 4 squares/);
    expect(explain(game, start, { from: 'c8', to: 'c4' })).toMatch(/north/);
    expect(explain(game, start, { from: 'c1', to: 'c5' })).toBeNull();
    expect(explain(game, start, { from: 'z9', to: 'c5' })).toBeTypeOf('string');
  });

  it('tryAction gives the legal action with its scenario form, or the reason', () => {
    const ok = tryAction(game, start, { from: 'c1', to: 'c5' });
    expect(ok.ok && ok.entry.notation).toBe('c1-c5');
    const no = tryAction(game, start, { turn: 'c8' });
    expect(no.ok).toBe(false);
  });

  it('offers Tab stops only on pieces that can move', () => {
    expect([...movers(actionEntries(game, start))].sort()).toEqual(['c1', 'd1', 'e1', 'f1']);
  });

  it('matches square intents by their fixed keys only', () => {
    const entries = [
      { action: 1, object: { place: 4, at: '1,0' }, notation: '' },
      { action: 2, object: { place: 5, at: '2,0' }, notation: '' },
      { action: 3, object: { pawn: '1,0' }, notation: '' },
      { action: 4, object: { use: 6, do: 'add', at: '3,0' }, notation: '' },
      { action: 5, object: { use: 6, do: 'add', at: '4,0', by: 'p3' }, notation: '' },
    ];
    expect([...intentTargets(entries, squareIntent('', { place: 4 }, 'at')).keys()]).toEqual(['1,0']);
    expect([...intentTargets(entries, squareIntent('', {}, 'pawn')).keys()]).toEqual(['1,0']);
    expect([...intentTargets(entries, squareIntent('', { use: 6, do: 'add' }, 'at')).keys()]).toEqual(['3,0']);
    expect([...intentTargets(entries, squareIntent('', { use: 6, do: 'add', by: 'p3' }, 'at')).keys()]).toEqual([
      '4,0',
    ]);
    expect(squareIntent('', { place: 4 }, 'at').objectFor('9,9')).toEqual({ place: 4, at: '9,9' });
  });

  it('says whose turn it is, or how the game ended', () => {
    expect(turnText(game, start)).toBe('south to move');
    const dice = shippedGame('dice-cubes');
    const s = dice.setup(
      {
        toMove: 'p1',
        phase: 'play',
        dice: [
          { at: '0,0', value: 6 },
          { at: '1,0', value: 2 },
        ],
        pawns: [
          { at: '0,0', owner: 'p1' },
          { at: '1,0', owner: 'p2' },
        ],
      },
      3,
    );
    expect(turnText(dice, s)).toBe('p1 to roll');
  });

  it('draws a roll from the seed on a copy, leaving the state as it was', () => {
    const dice = shippedGame('dice-cubes');
    const s = dice.setup(
      {
        toMove: 'p1',
        phase: 'play',
        dice: [
          { at: '0,0', value: 6 },
          { at: '1,0', value: 2 },
          { at: '2,0', value: 2 },
        ],
        pawns: [
          { at: '0,0', owner: 'p1' },
          { at: '2,0', owner: 'p2' },
        ],
      },
      3,
    );
    const before = JSON.stringify(dice.serialize(s));
    const a = sampleFromSeed(dice, s);
    const b = sampleFromSeed(dice, s);
    expect(JSON.stringify(dice.serialize(s))).toBe(before);
    expect(a).toEqual(b);
    expect(Array.isArray(a.object.roll)).toBe(true);
    expect(dice.whyIllegal(s, a.action)).toBeNull();
  });
});

/** Every square a move could name: the whole grid of a board game, the dice of a pond (pawns move only onto dice). */
function candidateSquares(game: Game<unknown>, view: StateView): string[] {
  const board = (game.rules as { board?: { width: number; height: number } }).board;
  if (!board) return [...new Set([...(view.dice ?? []).map((d) => d.at), ...view.pieces.map((p) => p.at)])];
  return Array.from({ length: board.width * board.height }, (_, i) => squareName(i, board.width));
}

describe('every shipped ruleset: what the board offers is exactly what the engine allows', () => {
  for (const id of shippedRulesetIds()) {
    it(`${id}: a square is a target exactly when the engine accepts that move, and every other square has a reason`, () => {
      const game = shippedGame(id);
      const rng = Rng.seeded(11);
      let s = game.start(5);
      let checkedMoves = 0;
      for (let ply = 0; ply < 12; ply++) {
        const who = game.toMove(s);
        if (who === NOBODY) break;
        if (who !== CHANCE) {
          const entries = actionEntries(game, s);
          const view = game.view(s);
          const squares = candidateSquares(game, view);
          // Pieces of the player to move, from the view: not from the legal actions the targets come from.
          for (const from of view.pieces.filter((p) => p.owner === view.toMove).map((p) => p.at)) {
            const t = intentTargets(entries, moveIntent(from));
            for (const to of squares) {
              if (to === from) continue;
              const why = explain(game, s, { from, to });
              expect(t.has(to), `${from}-${to}: ${why}`).toBe(why === null);
              if (why === null) checkedMoves++;
            }
          }
        }
        const next = game.clone(s);
        if (who === CHANCE) game.apply(next, game.sampleChance(next));
        else {
          const entries = actionEntries(game, s);
          game.apply(next, entries[rng.below(entries.length)].action);
        }
        s = next;
      }
      if (id.startsWith('units') || id === 'escape-death' || id === 'hnefatafl-copenhagen')
        expect(checkedMoves).toBeGreaterThan(0);
    });
  }
});
