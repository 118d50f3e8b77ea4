/** Every switch of the schema, flipped from its default, changes play as its description says. */
import { describe, expect, it } from 'vitest';
import { act, dice, FOUR_PLAYERS, gameOf, legal, pawns, play, position, shipped, toMove, winner } from './helpers';
import { propertyAt, readSchema } from '../../support/schema-node';

const two = shipped('dice-cubes');
const four = shipped('dice-cubes-4p');

const squares = (actions: Record<string, unknown>[]) => [...new Set(actions.map((a) => a.at as string))].sort();

describe('players and pawns', () => {
  it('players: the first one listed places first and takes the first turn', () => {
    const g = gameOf({ players: ['blue', 'red'], placement: { order: 'rotation' } });
    const s = g.start(0);
    expect(toMove(g, s)).toBe('blue');
    const p = position(
      g,
      { '0,0': 6, '1,0': 5, '5,5': 4, '5,6': 4 },
      { '0,0': 'blue', '1,0': 'blue', '5,5': 'red', '5,6': 'red' },
    );
    expect(g.view(p).info.team).toBe('blue');
  });

  it('pawnsPerPlayer: one pawn each rolls 2 blue dice; three pawns roll 6', () => {
    const one = gameOf({ pawnsPerPlayer: 1 });
    const s = position(one, { '0,0': 6, '1,0': 5 }, { '0,0': 'p1', '1,0': 'p2' });
    expect(legal(one, s)).toHaveLength(21);
    const three = gameOf({ pawnsPerPlayer: 3, dice: { blue: 6 } });
    const t = position(
      three,
      { '0,0': 6, '1,0': 5, '2,0': 4, '0,1': 3, '1,1': 2, '2,1': 1 },
      { '0,0': 'p1', '1,0': 'p1', '2,0': 'p1', '0,1': 'p2', '1,1': 'p2', '2,1': 'p2' },
    );
    expect(act(three, t, { roll: [1, 2, 3, 4, 5, 6] })).toBeNull();
    expect(three.parseAction(t, { roll: [1, 2, 3, 4, 5, 6, 6] })).toEqual({
      ok: false,
      error: 'roll: 7 dice listed, but there are only 6 blue dice (dice.blue)',
    });
  });

  it('pawnPlacement.order: a list names who places each pawn', () => {
    const g = gameOf({ pawnPlacement: { order: ['p1', 'p1', 'p2', 'p2'] } });
    const s = position(g, { '0,0': 6, '1,0': 5, '2,0': 4, '3,0': 3 }, {}, { phase: 'pawns' });
    const order = [];
    for (const sq of ['0,0', '1,0', '2,0', '3,0']) {
      order.push(toMove(g, s));
      play(g, s, { pawn: sq });
    }
    expect(order).toEqual(['p1', 'p1', 'p2', 'p2']);
  });
});

describe('dice', () => {
  it('dice.white and whiteTotal: the pool the players place from', () => {
    const g = gameOf({ dice: { white: { 6: 1, 3: 4, 1: 5 }, whiteTotal: 10 } });
    expect(g.view(g.start(0)).info.pool).toEqual({ 1: 5, 3: 4 });
  });

  it('dice.top: with 8 faces a 6 can be raised, rolls show 1 … 8 and the power belongs to the 8s', () => {
    const g = gameOf({ dice: { top: 8 } });
    const s = position(
      g,
      { '0,0': 6, '1,0': 8, '0,1': 2, '0,2': 2, '5,5': 4, '5,6': 4 },
      { '1,0': 'p1', '0,1': 'p1', '5,5': 'p2', '5,6': 'p2' },
    );
    expect(legal(g, s)).toHaveLength(330);
    play(g, s, { roll: [6, 7, 8, 8] }, { from: '1,0', to: '0,0' }, { from: '0,1', to: '0,2' }, { use: 6, do: 'raise' });
    expect(dice(g, s)['0,0']).toBe(7);
    play(g, s, { use: 7, do: 'raise' });
    expect(dice(g, s)['0,0']).toBe(8);
    expect(act(g, s, { use: 8, do: 'raise', at: '0,0' })).toBe(
      'the die at 0,0 shows 8, the top value: it cannot be raised',
    );
    expect(act(g, s, { use: 8, do: 'raise', at: '5,5' })).toBeNull();
    expect(dice(g, s)).toMatchObject({ '5,5': 5, '1,0': 7 });
  });

  it('dice.bluePerPawn: 3 dice per pawn', () => {
    const g = gameOf({ dice: { bluePerPawn: 3, blue: 6 } });
    const s = position(
      g,
      { '0,0': 6, '1,0': 5, '5,5': 4, '5,6': 4 },
      { '0,0': 'p1', '1,0': 'p1', '5,5': 'p2', '5,6': 'p2' },
    );
    expect(act(g, s, { roll: [1, 2, 3, 4] })).toBe(
      'p1 rolls 6 blue dice now (3 per pawn, 2 pawns in play); this roll lists 4',
    );
    expect(act(g, s, { roll: [1, 2, 3, 4, 5, 6] })).toBeNull();
  });
});

describe('pond', () => {
  it('pond.maxDicePerLine: 3 dice per row and column', () => {
    const g = gameOf({ pond: { maxDicePerLine: 3 } });
    const s = position(g, { '0,0': 6, '1,0': 5, '2,0': 4 }, {}, { phase: 'place', pool: { 1: 2 } });
    expect(act(g, s, { place: 1, at: '3,0' })).toBe('row y=0 already holds 3 dice (pond.maxDicePerLine: 3)');
    expect(squares(legal(g, s))).toEqual(['0,-1', '0,1', '1,-1', '1,1', '2,-1', '2,1']);
  });

  it('pond.radius: the workbench keeps squares within it; a six-power add beyond it is refused', () => {
    const g = gameOf({ pond: { radius: 24 } });
    const s = position(
      g,
      { '0,0': 6, '24,0': 6, '23,0': 5, '22,0': 4, '22,1': 4, '5,5': 3, '5,6': 3 },
      { '23,0': 'p1', '22,0': 'p1', '5,5': 'p2', '5,6': 'p2' },
    );
    play(g, s, { roll: [1, 1, 6, 6] }, { from: '23,0', to: '24,0' }, { from: '22,0', to: '22,1' });
    expect(g.parseAction(s, { use: 6, do: 'add', at: '25,0' })).toEqual({
      ok: false,
      error:
        'at: "25,0" is outside the pond the workbench keeps; expected x and y each from -24 to 24 (the ruleset\'s pond.radius, 24, sets this limit)',
    });
    expect(
      legal(g, s)
        .filter((a) => a.do === 'add')
        .map((a) => a.at),
    ).not.toContain('25,0');
    expect(act(g, s, { use: 6, do: 'add', at: '24,1' })).toBeNull();
  });

  it('a pond far bigger than usual keeps playing (lists grow, squares far from 0,0)', () => {
    const g = gameOf({ pond: { maxDicePerLine: 40 }, dice: { white: { 6: 1, 1: 39 }, whiteTotal: 40 } });
    const row: Record<string, number> = {};
    for (let x = -30; x <= 6; x++) row[`${x},0`] = 3;
    const s = position(g, row, {}, { phase: 'place', pool: { 1: 3 } });
    play(g, s, { place: 1, at: '7,0' }, { place: 1, at: '-31,0' });
    expect(squares(legal(g, s))).toEqual(expect.arrayContaining(['8,0', '-32,0', '0,1', '-30,-1']));
    const back = g.deserialize(JSON.parse(JSON.stringify(g.serialize(s))));
    expect(legal(g, back)).toEqual(legal(g, s));
    expect(dice(g, s)).toMatchObject({ '7,0': 1, '-31,0': 1, '0,0': 3 });
  });
});

describe('placement', () => {
  it("placement.first: the first die's value and square", () => {
    const g = gameOf({ placement: { first: { value: 5, at: '2,2' } } });
    const s = g.start(0);
    expect(g.view(s).dice).toEqual([{ at: '2,2', value: 5 }]);
    expect(g.view(s).info.pool).toMatchObject({ 5: 3, 6: 1 });
  });

  it('placement.dicePerTurn: three dice, then the next player', () => {
    const g = gameOf({ placement: { dicePerTurn: 3 } });
    const s = g.start(0);
    play(g, s, { place: 1, at: '1,0' }, { place: 1, at: '2,0' });
    expect(toMove(g, s)).toBe('p1');
    play(g, s, { place: 1, at: '3,0' });
    expect(toMove(g, s)).toBe('p2');
  });

  it('placement.adjacency: orthogonal-and-diagonal lets a die touch a corner (also for the six power)', () => {
    const g = gameOf({ placement: { adjacency: 'orthogonal-and-diagonal' } });
    const s = g.start(0);
    expect(squares(legal(g, s))).toEqual(['-1,-1', '-1,0', '-1,1', '0,-1', '0,1', '1,-1', '1,0', '1,1']);
    expect(act(g, s, { place: 2, at: '2,2' })).toBe(
      '2,2 is not next to a die: a new die must be adjacent (left, right, up, down or diagonal) to one already on the pond',
    );
  });

  it('placement.order: a list of players, repeated', () => {
    const g = gameOf({ placement: { order: ['p2', 'p1', 'p1'] } });
    const s = g.start(0);
    const order = [];
    for (let i = 0; i < 4; i++) {
      order.push(toMove(g, s));
      play(g, s, { place: 1, at: `${i + 1},0` }, { place: 2, at: `${i + 1},1` });
    }
    expect(order).toEqual(['p2', 'p1', 'p1', 'p2']);
  });
});

describe('movement', () => {
  it('movement.adjacency: orthogonal-and-diagonal lets pawns step diagonally', () => {
    const g = gameOf({ movement: { adjacency: 'orthogonal-and-diagonal' } });
    const s = position(
      g,
      { '0,0': 6, '1,1': 5, '5,5': 4, '5,6': 4, '9,9': 2, '8,8': 2 },
      { '0,0': 'p1', '9,9': 'p1', '5,5': 'p2', '5,6': 'p2' },
    );
    play(g, s, { roll: [1, 1, 1, 1] });
    expect(legal(g, s)).toEqual([
      { from: '0,0', to: '1,1' },
      { from: '9,9', to: '8,8' },
    ]);
  });
});

describe('six power', () => {
  const sixPond = { '0,0': 6, '1,0': 5, '2,0': 3, '0,1': 4, '0,2': 4, '4,0': 6, '4,1': 2 };
  const onSix = (g: ReturnType<typeof gameOf>) => {
    const s = position(g, sixPond, { '1,0': 'p1', '0,1': 'p1', '4,0': 'p2', '4,1': 'p2' });
    play(g, s, { roll: [1, 1, 1, 6] }, { from: '1,0', to: '0,0' }, { from: '0,1', to: '0,2' });
    return s;
  };

  it('sixPower.raise: false leaves lowering and adding', () => {
    const g = gameOf({ sixPower: { raise: false } });
    const s = onSix(g);
    expect(new Set(legal(g, s).map((a) => a.do))).toEqual(new Set(['lower', 'add']));
    expect(act(g, s, { use: 6, do: 'raise', at: '2,0' })).toBe(
      'the six power cannot raise other dice in this ruleset (sixPower.raise: false)',
    );
  });

  it('sixPower.add: never', () => {
    const g = gameOf({ sixPower: { add: 'never' } });
    const s = onSix(g);
    expect(legal(g, s).filter((a) => a.do === 'add')).toEqual([]);
    expect(act(g, s, { use: 6, do: 'add', at: '-1,0' })).toBe(
      'the six power cannot add dice in this ruleset (sixPower.add: never)',
    );
  });

  it('sixPower.add: from-removed only while fewer than all white dice are on the pond', () => {
    const g = gameOf({
      sixPower: { add: 'from-removed' },
      dice: { white: { 6: 2, 5: 1, 4: 2, 3: 1, 2: 1 }, whiteTotal: 7 },
      pond: { radius: 6 },
    });
    const s = onSix(g);
    expect(act(g, s, { use: 6, do: 'add', at: '-1,0' })).toBe(
      'all 7 white dice are on the pond: none is left to add (sixPower.add: from-removed)',
    );
    const t = position(g, { ...sixPond, '4,1': 1 }, { '1,0': 'p1', '0,1': 'p1', '4,0': 'p2', '2,0': 'p2' });
    play(g, t, { roll: [1, 1, 1, 6] }, { from: '1,0', to: '0,0' }, { from: '0,1', to: '0,2' }, { use: 1, do: 'lower' });
    expect(act(g, t, { use: 6, do: 'add', at: '-1,0' })).toBeNull();
  });
});

describe('elimination', () => {
  it('elimination.simultaneous: mover-loses — the player whose action sank the last pawns of both loses', () => {
    const g = gameOf({ elimination: { simultaneous: 'mover-loses' } });
    const s = position(g, { '0,0': 3, '1,0': 1, '3,0': 1, '4,0': 4 }, { '0,0': 'p1', '3,0': 'p2' });
    play(g, s, { roll: [1, 2] }, { from: '0,0', to: '1,0' }, { use: 1, do: 'lower' });
    expect(g.outcome(s)).toEqual({
      winner: 'p2',
      code: 'sunk-together',
      returns: { p1: -1, p2: 1 },
      reason:
        'the last pawns of every side sank in the same action, and the side that acted loses (elimination.simultaneous: mover-loses)',
    });
  });

  it('turnLimit: the game is drawn once that many turns are played', () => {
    const g = gameOf({ turnLimit: 1 });
    const s = position(g, { '0,0': 3, '1,0': 3, '3,0': 4, '4,0': 4 }, { '0,0': 'p1', '3,0': 'p2' });
    play(g, s, { roll: [6, 6] }, { from: '0,0', to: '1,0' });
    expect(winner(g, s)).toBe('draw');
  });
});

describe('team play', () => {
  const teamPond = { '0,0': 2, '1,0': 3, '0,1': 4, '1,1': 3, '3,0': 3, '4,0': 4, '3,1': 5, '4,1': 2 };
  const teamPawns = { '0,0': 'p1', '3,0': 'p2', '0,1': 'p3', '3,1': 'p4' };
  const moved = (g: ReturnType<typeof gameOf>, roll: number[]) => {
    const s = position(g, teamPond, teamPawns, { toMove: 'p1' });
    play(g, s, { roll }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    return s;
  };

  it("teamPlay.sameValueGroups: team-chooses lets either player's 3s go first", () => {
    const g = gameOf(FOUR_PLAYERS);
    const s = moved(g, [3, 5, 3, 6]);
    expect(legal(g, s).map((a) => `${a.by ?? ''} ${a.do} ${a.at ?? ''}`.trim())).toEqual([
      'lower',
      'raise 1,0',
      'p3 lower',
      'raise 1,1',
    ]);
    play(g, s, { use: 3, do: 'raise', at: '1,1' });
    expect(dice(g, s)['1,1']).toBe(4);
  });

  it("teamPlay.sameValueGroups: player-order makes p1's 3s go before p3's", () => {
    const g = gameOf({ ...FOUR_PLAYERS, teamPlay: { sameValueGroups: 'player-order' } });
    const s = moved(g, [3, 5, 3, 6]);
    expect(legal(g, s)).toEqual([
      { use: 3, do: 'lower' },
      { use: 3, do: 'raise', at: '1,0' },
    ]);
    expect(act(g, s, { use: 3, do: 'raise', at: '1,1' })).toBe(
      "p1's 3s come first (teamPlay.sameValueGroups: player-order)",
    );
  });

  it('teamPlay.outPlayerGroups: discard drops the dice of a player who goes out; keep lets the team lower with them', () => {
    const pond = { '0,0': 2, '1,0': 1, '0,1': 4, '1,1': 3, '3,0': 3, '4,0': 4, '3,1': 5, '4,1': 2 };
    const run = (g: ReturnType<typeof gameOf>) => {
      const s = position(g, pond, teamPawns, { toMove: 'p1' });
      play(
        g,
        s,
        { roll: [1, 4, 3, 6] },
        { from: '0,0', to: '1,0' },
        { from: '0,1', to: '1,1' },
        { use: 1, do: 'lower' },
      );
      return s;
    };
    const discard = gameOf(FOUR_PLAYERS);
    const d = run(discard);
    expect(pawns(discard, d)['1,0']).toBeUndefined();
    expect(discard.lastEvents(d)).toContainEqual(
      expect.objectContaining({
        kind: 'discard',
        player: 'p1',
        values: [4],
        why: 'player-out',
        text: 'p1 is out: its 4 is discarded (teamPlay.outPlayerGroups: discard)',
      }),
    );
    expect(discard.view(d).info.roll).toEqual([3, 6]);
    const keep = gameOf({ ...FOUR_PLAYERS, teamPlay: { outPlayerGroups: 'keep' } });
    const k = run(keep);
    play(keep, k, { use: 3, do: 'raise', at: '1,1' });
    expect(keep.view(k).info.roll).toEqual([4, 6]);
    expect(legal(keep, k)).toEqual([{ use: 4, do: 'lower' }]);
  });
});

describe('movement.adjacency', () => {
  it('movement.adjacency orthogonal-and-diagonal: a pawn with only a diagonal neighbour moves instead of sinking; the default sinks it', () => {
    const pond = { '0,0': 3, '1,1': 2, '6,6': 5, '6,7': 5 };
    const pw = { '0,0': 'p1', '6,6': 'p2' };
    const diag = gameOf({ movement: { adjacency: 'orthogonal-and-diagonal' } });
    const a = position(diag, pond, pw);
    play(diag, a, { roll: [6, 6] });
    expect(legal(diag, a)).toEqual([{ from: '0,0', to: '1,1' }]);
    expect(act(diag, a, { from: '0,0', to: '2,2' })).toBe(
      '2,2 is not next to 0,0: a pawn moves to an adjacent die (left, right, up, down or diagonal)',
    );
    const b = position(two, pond, pw);
    play(two, b, { roll: [6, 6] });
    expect(dice(two, b)['0,0']).toBe(2);
    expect(two.view(b).info.team).toBe('p2');
  });
});

describe('teamPlay.outPlayerGroups: keep', () => {
  it('quotes the text behind discard and says what keep does', () => {
    const schema = readSchema(new URL('../../../src/engine/dice-pond/ruleset.schema.json', import.meta.url));
    const d = propertyAt(schema, ['teamPlay', 'outPlayerGroups']);
    expect(d.default).toBe('discard');
    expect(d.description).toContain('"each player only rolls for their pawn"');
    expect(d.description).toContain('`keep`: the team still uses them in value order with the rest');
  });

  it("keep: the out player's later group can only lower", () => {
    const keep = gameOf({ ...FOUR_PLAYERS, teamPlay: { outPlayerGroups: 'keep' } });
    // p1 on a 1 lowers the 1s and sinks itself; p1's 3 is then the team's to use, by lowering only.
    const s = position(
      keep,
      { '0,0': 2, '1,0': 1, '0,1': 4, '1,1': 3, '2,1': 3, '5,5': 4, '5,6': 4 },
      { '0,0': 'p1', '0,1': 'p3', '5,5': 'p2', '5,6': 'p4' },
      { toMove: 'p1' },
    );
    play(
      keep,
      s,
      { roll: [1, 3, 6, 6] },
      { from: '0,0', to: '1,0' },
      { from: '0,1', to: '1,1' },
      { use: 1, do: 'lower' },
    );
    expect(pawns(keep, s)).toEqual({ '1,1': 'p3', '5,5': 'p2', '5,6': 'p4' });
    expect(keep.view(s).info).toMatchObject({ current: 3 });
    expect(legal(keep, s)).toEqual([{ use: 3, do: 'lower' }]);
    expect(act(keep, s, { use: 3, do: 'raise', at: '1,1' })).toBe(
      "the die at 1,1 is not under one of p1's pawns: only the six power (a group of 6s with your pawn on a 6) raises other dice",
    );
    const d = position(
      four,
      { '0,0': 2, '1,0': 1, '0,1': 4, '1,1': 3, '2,1': 3, '5,5': 4, '5,6': 4 },
      { '0,0': 'p1', '0,1': 'p3', '5,5': 'p2', '5,6': 'p4' },
      { toMove: 'p1' },
    );
    play(
      four,
      d,
      { roll: [1, 3, 6, 6] },
      { from: '0,0', to: '1,0' },
      { from: '0,1', to: '1,1' },
      { use: 1, do: 'lower' },
    );
    expect(four.lastEvents(d)).toContainEqual(
      expect.objectContaining({
        kind: 'discard',
        player: 'p1',
        values: [3],
        why: 'player-out',
        text: 'p1 is out: its 3 is discarded (teamPlay.outPlayerGroups: discard)',
      }),
    );
  });
});
