/**
 * How a game is scored for readers that do not know the family: the outcome
 * code from the family's closed list, returns for every side (teams in team
 * games), `scoresFor` and the state facts. The rules that lead to each code
 * are tested where they live (rules.test.ts: all-sunk, sunk-together,
 * turn-limit; switches.test.ts: mover-loses; interface.test.ts: no-pawns-at-start).
 */
import { describe, expect, it } from 'vitest';
import { dicePondFamily } from '../../../src/engine/dice-pond';
import { CHANCE, NOBODY } from '../../../src/engine/game';
import { gameOf, play, position, shipped } from './helpers';

const two = shipped('dice-cubes');
const four = shipped('dice-cubes-4p');

describe('outcome codes', () => {
  it('are a closed list, each described for a designer', () => {
    expect(Object.keys(dicePondFamily.outcomeCodes).sort()).toEqual([
      'all-sunk',
      'no-pawns-at-start',
      'sunk-together',
      'turn-limit',
    ]);
    for (const text of Object.values(dicePondFamily.outcomeCodes)) expect(text.length).toBeGreaterThan(20);
  });

  it('random games end with a listed code and returns that add up as the contract says', () => {
    const codes = new Set<string>();
    for (const game of [two, four, gameOf({ turnLimit: 3 })]) {
      const buf = new Int32Array(game.maxActions);
      for (let seed = 1; seed <= 15; seed++) {
        const s = game.start(seed);
        for (let i = 0; game.toMove(s) !== NOBODY; i++)
          game.apply(s, game.toMove(s) === CHANCE ? game.sampleChance(s) : buf[(i * 13) % game.legalActions(s, buf)]);
        const o = game.outcome(s)!;
        codes.add(o.code);
        expect(Object.keys(dicePondFamily.outcomeCodes)).toContain(o.code);
        expect(Object.keys(o.returns).sort()).toEqual([...game.winners].sort());
        const values = Object.values(o.returns);
        if (o.winner === 'draw') expect(values.every((v) => v === 0)).toBe(true);
        else
          expect(Object.entries(o.returns).map(([name, v]) => (name === o.winner ? v === 1 : v === -1))).not.toContain(
            false,
          );
      }
    }
    expect(codes).toContain('all-sunk');
    expect(codes).toContain('turn-limit');
  });
});

describe('returns in team games', () => {
  const pond = { '0,0': 3, '1,0': 2, '3,0': 1, '4,0': 4, '3,1': 1, '4,1': 4 };

  it('the winning team scores +1 and the other -1, under the team names', () => {
    const s = position(four, pond, { '0,0': 'p1', '3,0': 'p2', '3,1': 'p4' }, { toMove: 'p1' });
    play(four, s, { roll: [1, 1] }, { from: '0,0', to: '1,0' }, { use: 1, do: 'lower' });
    expect(four.outcome(s)).toEqual({
      winner: 'A',
      code: 'all-sunk',
      returns: { A: 1, B: -1 },
      reason: 'team B has no pawns left on the pond',
    });
  });

  it('a draw scores 0 for both teams', () => {
    const s = position(four, { '0,0': 2, '1,0': 1, '3,0': 1 }, { '0,0': 'p1', '3,0': 'p2' }, { toMove: 'p1' });
    play(four, s, { roll: [1, 6] }, { from: '0,0', to: '1,0' }, { use: 1, do: 'lower' });
    expect(four.outcome(s)).toEqual({
      winner: 'draw',
      code: 'sunk-together',
      returns: { A: 0, B: 0 },
      reason: 'the last pawns of every side sank in the same action',
    });
  });
});

describe('scoresFor and facts', () => {
  it('without teams each player scores for itself', () => {
    const s = two.start(0);
    expect([0, 1].map((p) => two.scoresFor(s, p))).toEqual(['p1', 'p2']);
    expect(two.view(s).facts).toEqual({
      plies: 0,
      phase: 'place',
      turn: 0,
      out: [],
      scoresFor: { p1: 'p1', p2: 'p2' },
    });
  });

  it('in team games each player scores for its team, also once it is out', () => {
    const pond = { '0,0': 2, '1,0': 3, '0,1': 4, '1,1': 5, '3,0': 3, '4,0': 4, '3,1': 3, '4,1': 2 };
    const s = position(four, pond, { '3,0': 'p2', '0,1': 'p3', '3,1': 'p4' }, { toMove: 'p1' });
    expect([0, 1, 2, 3].map((p) => four.scoresFor(s, p))).toEqual(['A', 'B', 'A', 'B']);
    expect(four.view(s).facts).toEqual({
      plies: 0,
      phase: 'play',
      turn: 1,
      out: ['p1'],
      scoresFor: { p1: 'A', p2: 'B', p3: 'A', p4: 'B' },
    });
  });

  it('facts count plies and turns as play goes on', () => {
    const s = position(
      two,
      { '0,0': 5, '1,0': 5, '4,4': 3, '8,8': 1, '5,5': 3, '5,4': 3 },
      { '4,4': 'p1', '8,8': 'p1', '5,5': 'p2', '5,4': 'p2' },
    );
    play(two, s, { roll: [6, 6, 6, 6] });
    expect(two.view(s).facts).toMatchObject({ plies: 3, phase: 'play', turn: 2, out: [] });
  });
});
