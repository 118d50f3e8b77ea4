import { describe, expect, it } from 'vitest';
import { evaluate, type Values } from '../../../src/engine/bots/evaluate';
import { CHANCE, type Game, type Outcome, type PieceView, type StateFacts } from '../../../src/engine/game';

/**
 * Just enough of a `Game` for `evaluate`: who the names are, an outcome, a view, and who is to
 * move: a chance node unless `mover` says which player (index into `winners`) moves with how
 * many legal actions out of 10.
 */
function position(
  winners: string[],
  owners: string[],
  facts: Partial<StateFacts> & Pick<StateFacts, 'scoresFor'>,
  outcome: Outcome | null = null,
  mover?: { player: number; actions: number },
): Values {
  const pieces: PieceView[] = owners.map((owner, i) => ({ at: `a${i + 1}`, owner }));
  const game = {
    winners,
    maxActions: 10,
    outcome: () => outcome,
    toMove: () => mover?.player ?? CHANCE,
    legalActions: () => mover!.actions,
    scoresFor: (_s: null, p: number) => winners[p],
    view: () => ({ pieces, toMove: 'x', facts: { plies: 0, out: [], ...facts }, info: {} }),
  } as unknown as Game<null>;
  return evaluate(game, null, new Int32Array(10));
}

/** Material (or standing in a match) takes 99% of the value; mobility the last 1%. */
const M = 0.99;

describe('the generic evaluation', () => {
  it('is material: (own − others) / (own + others) for two players', () => {
    expect(
      position(['south', 'north'], ['south', 'south', 'south', 'north'], {
        scoresFor: { south: 'south', north: 'north' },
      }),
    ).toEqual({ south: M * 0.5, north: M * -0.5 });
  });

  it('counts a piece for the name its owner plays for (teams)', () => {
    // Team A (p1, p3) has 3 pieces, team B (p2, p4) 1: (3 − 1) / 4.
    expect(
      position(['A', 'B'], ['p1', 'p1', 'p3', 'p2'], { scoresFor: { p1: 'A', p2: 'B', p3: 'A', p4: 'B' } }),
    ).toEqual({ A: M * 0.5, B: M * -0.5 });
  });

  it('weighs own pieces against the mean of the others with more than two names', () => {
    // a: 2 pieces, b: 4, c: 0. a against (4 + 0) / 2 = 2: 0. b against 1: (4 − 1) / 5. c against 3: −1.
    const v = position(['a', 'b', 'c'], ['a', 'a', 'b', 'b', 'b', 'b'], { scoresFor: { a: 'a', b: 'b', c: 'c' } });
    expect(v.a).toBe(0);
    expect(v.b).toBeCloseTo(M * 0.6, 15);
    expect(v.c).toBe(-M);
  });

  it('puts a round won above material in a match', () => {
    // Round 2 of 6, ann has won one round; ann holds the skulls (2 pieces), bob the tombstones (6).
    // ann: (lead 1 + material (2 − 6)/8) / 7 = 0.5 / 7; bob: (−1 + 0.5) / 7.
    const v = position(['ann', 'bob'], ['skulls', 'skulls', ...Array<string>(6).fill('tombstones')], {
      scoresFor: { skulls: 'ann', tombstones: 'bob' },
      score: { ann: 1, bob: 0 },
      round: { number: 2, of: 6 },
    });
    expect(v.ann).toBeCloseTo((M * 0.5) / 7, 15);
    expect(v.bob).toBeCloseTo((M * -0.5) / 7, 15);
  });

  it('is the returns once the game is over', () => {
    const returns = { south: -1, north: 1 };
    expect(
      position(
        ['south', 'north'],
        ['south'],
        { scoresFor: { south: 'south', north: 'north' } },
        { winner: 'north', code: 'no-units', returns, reason: '' },
        { player: 0, actions: 4 },
      ),
    ).toEqual(returns);
  });

  it('is 0 for everyone with no pieces at all', () => {
    expect(position(['south', 'north'], [], { scoresFor: { south: 'south', north: 'north' } })).toEqual({
      south: 0,
      north: 0,
    });
  });

  it("breaks ties by the mover's legal actions: for its name, against the others", () => {
    // Even material; north (player 1) to move with 4 of at most 10 actions: ±0.01 · 0.4.
    const v = position(
      ['south', 'north'],
      ['south', 'north'],
      { scoresFor: { south: 'south', north: 'north' } },
      null,
      { player: 1, actions: 4 },
    );
    expect(v.north).toBeCloseTo(0.004, 15);
    expect(v.south).toBeCloseTo(-0.004, 15);
    // Mobility never outweighs a piece: 3 against 1 with the opponent free to do anything.
    const ahead = position(
      ['south', 'north'],
      ['south', 'south', 'south', 'north'],
      { scoresFor: { south: 'south', north: 'north' } },
      null,
      { player: 1, actions: 10 },
    );
    expect(ahead.south).toBeCloseTo(M * 0.5 - 0.01, 15);
  });
});
