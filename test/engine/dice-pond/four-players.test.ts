/** Four players in two teams (dice-cubes-frostflake-pond.txt, 4 players; ruleset dice-cubes-4p). */
import { describe, expect, it } from 'vitest';
import { CHANCE } from '../../../src/engine/game';
import { definitionOf, propertyAt, readSchema } from '../../support/schema-node';
import { act, dice, FOUR_PLAYERS, gameOf, legal, pawns, play, position, shipped, toMove, winner } from './helpers';

const g = shipped('dice-cubes-4p');
const pond = { '0,0': 2, '1,0': 3, '0,1': 4, '1,1': 5, '3,0': 3, '4,0': 4, '3,1': 3, '4,1': 2 };
const four = { '0,0': 'p1', '3,0': 'p2', '0,1': 'p3', '3,1': 'p4' };

describe('four players', () => {
  it('dice placement goes p1, p2, p3, p4; pawns too, one each', () => {
    const s = g.start(0);
    const order = [];
    for (let i = 1; i <= 4; i++) {
      order.push(toMove(g, s));
      play(g, s, { place: 2, at: `${i},0` }, { place: 3, at: `${i},1` });
    }
    expect(order).toEqual(['p1', 'p2', 'p3', 'p4']);
    const p = position(g, pond, {}, { phase: 'pawns' });
    const pawnOrder = [];
    for (const sq of ['0,0', '3,0', '0,1', '3,1']) {
      pawnOrder.push(toMove(g, p));
      play(g, p, { pawn: sq });
    }
    expect(pawnOrder).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(pawns(g, p)).toEqual(four);
    expect(g.view(p).info.team).toBe('A');
  });

  it('a team rolls once for all its players: each rolls 2 dice for its pawn (21 × 21 outcomes)', () => {
    const s = position(g, pond, four);
    expect(g.toMove(s)).toBe(CHANCE);
    expect(legal(g, s)).toHaveLength(441);
    expect(act(g, s, { roll: [1, 2] })).toBe(
      'team A rolls 4 blue dice now (p1: 2 for 1 pawn, p3: 2 for 1 pawn, listed in this order); this roll lists 2',
    );
    expect(g.notation(s, g.sampleChance(g.clone(s)))).toMatch(/^roll p1: \d \d, p3: \d \d$/);
    play(g, s, { roll: [6, 2, 5, 1] });
    expect(g.view(s).info.rolls).toEqual({ p1: [2, 6], p3: [1, 5] });
  });

  it("a team roll's probability is the product of its players' rolls; over all 441 outcomes they add up to 1", () => {
    const s = position(g, pond, four);
    const buf = new Int32Array(g.maxActions);
    const n = g.legalActions(s, buf);
    const p = (a: number) => g.chanceProbability(s, a);
    expect(Array.from(buf.subarray(0, n)).reduce((sum, a) => sum + p(a), 0)).toBeCloseTo(1, 12);
    const probabilityOf = (roll: number[]) =>
      p(buf.subarray(0, n).find((a) => (g.formatAction(s, a).roll as number[]).join() === roll.join())!);
    expect(probabilityOf([1, 1, 1, 2])).toBeCloseTo((1 / 36) * (2 / 36), 12);
    expect(probabilityOf([3, 4, 6, 6])).toBeCloseTo((2 / 36) * (1 / 36), 12);
  });

  it('the team moves both pawns in the order it likes, then uses the groups lowest first; the lead player is shown to move', () => {
    const s = position(g, pond, four);
    play(g, s, { roll: [5, 3, 6, 3] });
    expect(toMove(g, s)).toBe('p1');
    expect(legal(g, s)).toEqual(
      expect.arrayContaining([
        { from: '0,0', to: '1,0' },
        { from: '0,1', to: '1,1' },
      ]),
    );
    expect(act(g, s, { from: '3,0', to: '4,0' })).toBe("the pawn on 3,0 is p2's; it is team A's turn");
    play(g, s, { from: '0,1', to: '1,1' }, { from: '0,0', to: '1,0' });
    expect(g.view(s).info).toMatchObject({ step: 'resolve', current: 3, roll: [3, 3, 5, 6] });
  });

  it('"your pawn" is the pawn of the player who rolled that die', () => {
    const s = position(g, pond, four);
    play(g, s, { roll: [5, 3, 6, 3] }, { from: '0,1', to: '1,1' }, { from: '0,0', to: '1,0' });
    play(g, s, { use: 3, do: 'raise', at: '1,0' }, { use: 3, do: 'lower' });
    expect(act(g, s, { use: 5, do: 'raise', at: '1,1' })).toBe(
      "the die at 1,1 is not under one of p1's pawns: only the six power (a group of 6s with your pawn on a 6) raises other dice",
    );
    expect(act(g, s, { use: 5, do: 'raise', at: '1,1', by: 'p3' })).toBe('p3 has no 5 to use (left to use: 6)');
    play(g, s, { use: 5, do: 'lower' });
    expect(dice(g, s)).toMatchObject({ '1,0': 4, '1,1': 4, '3,0': 2, '3,1': 2 });
    expect(g.toMove(s)).toBe(CHANCE);
    expect(g.view(s).info.team).toBe('B');
  });

  it('a player who is out no longer rolls; the team plays on with the other; the lead passes', () => {
    const s = position(g, pond, { '3,0': 'p2', '0,1': 'p3', '3,1': 'p4' }, { toMove: 'p1' });
    expect(g.view(s).info.team).toBe('A');
    expect(legal(g, s)).toHaveLength(21);
    play(g, s, { roll: [6, 6] });
    expect(toMove(g, s)).toBe('p3');
  });

  it('the last team with pawns wins', () => {
    const s = position(
      g,
      { '0,0': 3, '1,0': 2, '3,0': 1, '4,0': 4, '3,1': 1, '4,1': 4 },
      { '0,0': 'p1', '3,0': 'p2', '3,1': 'p4' },
      { toMove: 'p1' },
    );
    play(g, s, { roll: [1, 1] }, { from: '0,0', to: '1,0' }, { use: 1, do: 'lower' });
    expect(winner(g, s)).toBe('A');
    expect(g.outcome(s)?.reason).toBe('team B has no pawns left on the pond');
    expect(g.lastEvents(s).at(-1)).toMatchObject({
      kind: 'game-end',
      text: 'team A won: team B has no pawns left on the pond',
    });
  });
});

describe('four players, team groups and the six power', () => {
  it("the team uses both players' groups lowest value first, whoever rolled them", () => {
    const pond = {
      '0,0': 2,
      '1,0': 4,
      '0,1': 4,
      '1,1': 2,
      '3,0': 3,
      '4,0': 4,
      '3,1': 5,
      '4,1': 6,
    };
    const s = position(g, pond, {
      '0,0': 'p1',
      '3,0': 'p2',
      '0,1': 'p3',
      '3,1': 'p4',
    });
    play(g, s, { roll: [4, 5, 2, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    expect(g.view(s).info).toMatchObject({
      current: 2,
      rolls: { p1: [4, 5], p3: [2, 6] },
    });
    expect(act(g, s, { use: 4, do: 'raise', at: '1,0' })).toBe(
      'the 2s come first: the rolled dice are used lowest value first',
    );
    expect(act(g, s, { use: 4, do: 'raise', at: '1,0', by: 'p3' })).toBe('p3 has no 4 to use (left to use: 2 6)');
    play(g, s, { use: 2, do: 'raise' });
    expect(dice(g, s)['1,1']).toBe(3);
    expect(g.view(s).info.current).toBe(4);
    play(g, s, { use: 4, do: 'raise' });
    expect(dice(g, s)['1,0']).toBe(5);
  });

  it("one player's group can remove the match of the teammate's group of the same value: it is then discarded", () => {
    const pond = {
      '0,0': 2,
      '1,0': 3,
      '0,1': 4,
      '1,1': 5,
      '3,0': 3,
      '4,0': 4,
      '3,1': 5,
      '4,1': 6,
    };
    const s = position(g, pond, {
      '0,0': 'p1',
      '3,0': 'p2',
      '0,1': 'p3',
      '3,1': 'p4',
    });
    play(g, s, { roll: [3, 6, 3, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    play(g, s, { use: 3, do: 'lower', by: 'p1' });
    expect(g.lastEvents(s)).toContainEqual(
      expect.objectContaining({
        kind: 'discard',
        player: 'p3',
        values: [3],
        why: 'no-match',
        text: "p3's 3 is discarded: no white die shows 3",
      }),
    );
    expect(g.view(s).info).toMatchObject({ current: 6 });
  });

  it("six power belongs to the roller: p1's pawn on a 6 does not give p3's 6 the power; p3's doubles lower p1's 6", () => {
    const pond = {
      '0,0': 5,
      '1,0': 6,
      '0,1': 5,
      '1,1': 6,
      '3,0': 3,
      '4,0': 4,
      '3,1': 6,
      '4,1': 2,
    };
    const s = position(g, pond, {
      '0,0': 'p1',
      '3,0': 'p2',
      '0,1': 'p3',
      '3,1': 'p4',
    });
    play(g, s, { roll: [1, 1, 6, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    expect(g.view(s).info).toMatchObject({
      current: 6,
      rolls: { p3: [6, 6] },
    });
    play(g, s, { use: 6, do: 'raise', at: '4,1' });
    // p3 stands on 1,1 (a 6): kept; p1's 1,0 and p4's 3,1 drop.
    expect(dice(g, s)).toMatchObject({
      '4,1': 3,
      '1,1': 6,
      '1,0': 5,
      '3,1': 5,
    });
  });

  it('p3 alone with a 6 and a pawn elsewhere: only lowering; p1 on a 6 does not help', () => {
    const pond = {
      '0,0': 5,
      '1,0': 6,
      '0,1': 4,
      '1,1': 5,
      '3,0': 3,
      '4,0': 4,
      '3,1': 6,
      '4,1': 2,
    };
    const s = position(g, pond, {
      '0,0': 'p1',
      '3,0': 'p2',
      '0,1': 'p3',
      '3,1': 'p4',
    });
    play(g, s, { roll: [1, 1, 1, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    expect(legal(g, s)).toEqual([{ use: 6, do: 'lower' }]);
    expect(act(g, s, { use: 6, do: 'raise', at: '4,1' })).toBe("the six power needs one of p3's pawns on a 6");
  });

  it("a team's stuck pawn sinks once its team mate has moved; the sink names the pawn's owner", () => {
    const pond = { '0,0': 4, '3,0': 2, '4,0': 5, '6,6': 5, '6,7': 5, '7,6': 5 };
    const s = position(g, pond, {
      '0,0': 'p1',
      '6,6': 'p2',
      '3,0': 'p3',
      '6,7': 'p4',
    });
    play(g, s, { roll: [1, 1, 2, 2] });
    expect(toMove(g, s)).toBe('p1');
    expect(legal(g, s)).toEqual([{ from: '3,0', to: '4,0' }]);
    play(g, s, { from: '3,0', to: '4,0' });
    expect(g.lastEvents(s)).toMatchObject([
      { kind: 'move', player: 'p3', from: '3,0', to: '4,0', text: "p3's pawn moves 3,0 → 4,0" },
      {
        kind: 'lower',
        player: 'p1',
        why: 'stuck',
        die: { at: '0,0' },
        from: 4,
        to: 3,
        text: "0,0 sinks 4 → 3: p1's pawn could not move",
      },
      {
        kind: 'discard',
        player: 'p1',
        values: [1, 1],
        why: 'no-match',
        text: "p1's 1 1 are discarded: no white die shows 1",
      },
    ]);
    expect(dice(g, s)).toMatchObject({ '0,0': 3, '3,0': 2 });
    expect(g.view(s).info).toMatchObject({
      current: 2,
      rolls: { p3: [2, 2] },
    });
    expect(legal(g, s)).toEqual([{ use: 2, do: 'lower' }]);
  });

  it('the last pawns of both teams sinking in one lowering is a draw; mover-loses gives it to the other team', () => {
    const pond = { '0,0': 3, '1,0': 1, '3,0': 1, '4,0': 4, '6,6': 2, '6,7': 2 };
    const pw = { '0,0': 'p1', '3,0': 'p2' };
    const s = position(g, pond, pw, { toMove: 'p1' });
    play(g, s, { roll: [1, 2] }, { from: '0,0', to: '1,0' }, { use: 1, do: 'lower' });
    expect(winner(g, s)).toBe('draw');
    expect(toMove(g, s)).toBe('none');
    const ml = gameOf({
      ...FOUR_PLAYERS,
      elimination: { simultaneous: 'mover-loses' },
    });
    const t = position(ml, pond, pw, { toMove: 'p1' });
    play(ml, t, { roll: [1, 2] }, { from: '0,0', to: '1,0' }, { use: 1, do: 'lower' });
    expect(winner(ml, t)).toBe('B');
  });
});

describe('four players, who starts', () => {
  // teams listed B first: placement follows `players` (p1 first), play follows `teams` (B first).
  const reversed = gameOf({
    ...FOUR_PLAYERS,
    teams: [
      { name: 'B', players: ['p2', 'p4'] },
      { name: 'A', players: ['p1', 'p3'] },
    ],
    dice: { white: { 6: 1, 1: 4 }, whiteTotal: 5 },
  });

  it('p1 places the first dice and the first pawn, but the first team listed in teams takes the first turn', () => {
    const s = reversed.start(0);
    const placers: string[] = [];
    for (const at of ['1,0', '2,0', '3,0', '4,0']) {
      placers.push(toMove(reversed, s));
      play(reversed, s, { place: 1, at });
    }
    expect(placers).toEqual(['p1', 'p1', 'p2', 'p2']);
    const pawners: string[] = [];
    for (const pawn of ['0,0', '1,0', '2,0', '3,0']) {
      pawners.push(toMove(reversed, s));
      play(reversed, s, { pawn });
    }
    expect(pawners).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(reversed.view(s).facts.phase).toBe('play');
    expect(reversed.view(s).info.team).toBe('B');
    expect(reversed.lastEvents(s)).toContainEqual(
      expect.objectContaining({ kind: 'turn-start', turn: 1, player: 'B', text: 'turn 1: team B to roll' }),
    );
  });

  it("the schema's descriptions say so: players order builds the pond, teams order plays", () => {
    const schema = readSchema(new URL('../../../src/engine/dice-pond/ruleset.schema.json', import.meta.url));
    const d = (path: string[]) => propertyAt(schema, path).description;
    expect(d(['players'])).not.toContain('takes the first turn of play');
    expect(d(['players'])).toContain(
      'With `teams`, play follows the order of `teams` instead (the first team listed takes the first turn',
    );
    expect(d(['teams'])).toContain(
      'the first team listed takes the first turn (building the pond still follows the order of `players`)',
    );
    expect(d(['placement', 'order'])).toContain('the players in the order of `players` (not of `teams`)');
    expect(d(['pawnPlacement', 'order'])).toContain('the players in the order of `players` (not of `teams`)');
  });
});

describe('four players, the roll of a team', () => {
  it("lists each roller's dice in players order, 2 each; the scenario schema says so", () => {
    const s = position(
      g,
      { '0,0': 2, '1,0': 4, '0,1': 4, '1,1': 2, '3,0': 3, '4,0': 4, '3,1': 5, '4,1': 6 },
      { '0,0': 'p1', '3,0': 'p2', '0,1': 'p3', '3,1': 'p4' },
    );
    expect(act(g, s, { roll: [4, 5, 2] })).toBe(
      'team A rolls 4 blue dice now (p1: 2 for 1 pawn, p3: 2 for 1 pawn, listed in this order); this roll lists 3',
    );
    play(g, s, { roll: [5, 4, 6, 2] });
    expect(g.view(s).info).toMatchObject({ rolls: { p1: [4, 5], p3: [2, 6] } });
    const schema = readSchema(new URL('../../../schemas/scenario.schema.json', import.meta.url));
    const roll = propertyAt(definitionOf(schema, 'action'), ['roll']).description;
    expect(roll).toContain("team A's [4, 5, 2, 6] is p1's 4 5, then p3's 2 6 (one pawn each, so 2 dice each)");
  });

  it("a team mate who is out rolls none: the list holds the other's 2", () => {
    const s = position(
      g,
      { '0,0': 2, '1,0': 4, '3,0': 3, '4,0': 4, '3,1': 5, '4,1': 6 },
      { '0,0': 'p3', '3,0': 'p2', '3,1': 'p4' },
      { toMove: 'p3' },
    );
    expect(act(g, s, { roll: [1, 2, 3, 4] })).toBe(
      'team A rolls 2 blue dice now (p3: 2 for 1 pawn, listed in this order); this roll lists 4',
    );
    play(g, s, { roll: [3, 1] });
    expect(g.view(s).info).toMatchObject({ rolls: { p3: [1, 3] } });
  });
});
