/** The rules of the rule text (dice-cubes-frostflake-pond.txt) with the default readings, one behaviour per test. */
import { describe, expect, it } from 'vitest';
import { CHANCE } from '../../../src/engine/game';
import { act, dice, events, gameOf, legal, pawns, play, position, shipped, toMove, winner } from './helpers';

const g = shipped('dice-cubes');

describe('placement', () => {
  it('starts with the 6 on 0,0, 24 dice in the pool and p1 to place', () => {
    const s = g.start(0);
    const v = g.view(s);
    expect(v.dice).toEqual([{ at: '0,0', value: 6 }]);
    expect(v.facts.phase).toBe('place');
    expect(v.info.pool).toEqual({ 1: 5, 2: 5, 3: 5, 4: 5, 5: 4 });
    expect(toMove(g, s)).toBe('p1');
  });

  it('a die goes next to a placed die (left-right or up-down), any value left in the pool', () => {
    const s = g.start(0);
    const squares = new Set(legal(g, s).map((a) => a.at));
    expect([...squares].sort()).toEqual(['-1,0', '0,-1', '0,1', '1,0']);
    expect(legal(g, s)).toHaveLength(4 * 5);
    expect(act(g, s, { place: 3, at: '1,1' })).toBe(
      '1,1 is not next to a die: a new die must be adjacent (left-right or up-down, not diagonal) to one already on the pond',
    );
  });

  it('each player places two dice per turn, one at a time; the first counts for the second', () => {
    const s = g.start(0);
    play(g, s, { place: 5, at: '1,0' });
    expect(toMove(g, s)).toBe('p1');
    play(g, s, { place: 5, at: '2,0' });
    expect(toMove(g, s)).toBe('p2');
    play(g, s, { place: 1, at: '0,1' }, { place: 1, at: '0,2' });
    expect(toMove(g, s)).toBe('p1');
  });

  it('no row and no column ever holds more than 5 dice', () => {
    const s = position(g, { '0,0': 6, '0,1': 1, '0,2': 1, '0,3': 1, '0,4': 1 }, {}, { phase: 'place', pool: { 2: 4 } });
    expect(act(g, s, { place: 2, at: '0,5' })).toBe('column x=0 already holds 5 dice (pond.maxDicePerLine: 5)');
    expect(act(g, s, { place: 2, at: '0,-1' })).toBe('column x=0 already holds 5 dice (pond.maxDicePerLine: 5)');
    expect(act(g, s, { place: 2, at: '1,0' })).toBeNull();
  });

  it('placement ends when the pool is empty; the pond then holds every white die', () => {
    const s = g.start(5);
    const buf = new Int32Array(g.maxActions);
    while (g.view(s).facts.phase === 'place') {
      g.legalActions(s, buf);
      g.apply(s, buf[0]);
    }
    expect(g.view(s).dice).toHaveLength(25);
    expect(g.view(s).facts.phase).toBe('pawns');
    expect(g.view(s).info.pool).toEqual({});
    expect(g.lastEvents(s)).toContainEqual(
      expect.objectContaining({ kind: 'phase', phase: 'pawns', text: 'the pond is built: pawns are placed next' }),
    );
  });

  it('placement also ends when no free square has room in its row and column (the rest stays out)', () => {
    const tight = gameOf({ pond: { maxDicePerLine: 1 } });
    const s = tight.start(0);
    expect(tight.view(s).facts.phase).toBe('pawns');
    expect(tight.view(s).info.pool).toEqual({ 1: 5, 2: 5, 3: 5, 4: 5, 5: 4 });
    // One die for four pawns: p1's pawn takes it, the others stay off, and p2 (no pawn) is out at once.
    play(tight, s, { pawn: '0,0' });
    expect(tight.lastEvents(s)).toMatchObject([
      { kind: 'place', what: 'pawn', player: 'p1', piece: { at: '0,0', owner: 'p1' }, text: 'p1 places a pawn on 0,0' },
      { kind: 'phase', phase: 'play', text: 'no free die for the last 3 pawns: they stay off the pond; play begins' },
      {
        kind: 'game-end',
        outcome: { winner: 'p1', code: 'all-sunk' },
        text: 'p1 won: p2 has no pawns left on the pond',
      },
    ]);
    expect(winner(tight, s)).toBe('p1');
  });
});

describe('pawns', () => {
  it('p1, p2, p1, p2 each put a pawn on a die without one; then p1 rolls', () => {
    const s = position(g, { '0,0': 6, '1,0': 5, '2,0': 4, '3,0': 3 }, {}, { phase: 'pawns' });
    const order = [];
    for (const sq of ['0,0', '1,0', '2,0', '3,0']) {
      order.push(toMove(g, s));
      expect(act(g, s, { pawn: '0,0' })).toBe(
        sq === '0,0' ? null : 'a pawn already stands on 0,0: two pawns cannot occupy the same space',
      );
      if (sq !== '0,0') play(g, s, { pawn: sq });
    }
    expect(order).toEqual(['p1', 'p2', 'p1', 'p2']);
    expect(g.view(s).facts.phase).toBe('play');
    expect(g.toMove(s)).toBe(CHANCE);
    expect(g.view(s).info.team).toBe('p1');
  });
});

describe('roll', () => {
  const s0 = () =>
    position(
      g,
      { '0,0': 6, '1,0': 5, '0,1': 4, '3,0': 3, '3,1': 3 },
      { '0,0': 'p1', '0,1': 'p1', '3,0': 'p2', '3,1': 'p2' },
    );

  it('the legal chance actions are the distinct sorted rolls: 2 blue dice per pawn in play', () => {
    const s = s0();
    const rolls = legal(g, s).map((a) => (a.roll as number[]).join(''));
    expect(rolls).toHaveLength(126);
    expect(new Set(rolls).size).toBe(126);
    for (const r of rolls) expect(r.split('').sort().join('')).toBe(r);
    const one = position(g, { '0,0': 6, '1,0': 5, '3,0': 3 }, { '0,0': 'p1', '3,0': 'p2' });
    expect(legal(g, one)).toHaveLength(21);
    expect(act(g, one, { roll: [1, 2, 3, 4] })).toBe(
      'p1 rolls 2 blue dice now (2 per pawn, 1 pawn in play); this roll lists 4',
    );
  });

  it('sampleChance draws a legal roll from the state generator, each die uniform', () => {
    const s = position(g, { '0,0': 6, '1,0': 5, '3,0': 3 }, { '0,0': 'p1', '3,0': 'p2' });
    const byAction = new Map<number, number>();
    const N = 36_000;
    for (let i = 0; i < N; i++) {
      const a = g.sampleChance(s);
      byAction.set(a, (byAction.get(a) ?? 0) + 1);
    }
    for (const a of byAction.keys()) expect(g.whyIllegal(s, a)).toBeNull();
    const counts = new Map([...byAction].map(([a, n]) => [(g.formatAction(s, a).roll as number[]).join(' '), n]));
    expect(counts.size).toBe(21);
    // A double has probability 1/36, a mixed pair 2/36.
    expect(Math.abs(counts.get('1 1')! - N / 36)).toBeLessThan(200);
    expect(Math.abs(counts.get('2 5')! - N / 18)).toBeLessThan(300);
  });

  it('each roll outcome has its probability (sorted rolls: a mixed roll is more likely than a quadruple); sampleChance draws by them', () => {
    const s = s0();
    const buf = new Int32Array(g.maxActions);
    const n = g.legalActions(s, buf);
    const outcomes = Array.from(buf.subarray(0, n));
    expect(outcomes).toHaveLength(126);
    const p = new Map(
      outcomes.map((a) => [(g.formatAction(s, a).roll as number[]).join(' '), g.chanceProbability(s, a)]),
    );
    expect(p.get('1 1 1 1')).toBeCloseTo(1 / 1296, 12);
    expect(p.get('1 1 2 2')).toBeCloseTo(6 / 1296, 12);
    expect(p.get('1 2 3 4')).toBeCloseTo(24 / 1296, 12);
    expect([...p.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    // 129,600 draws: each outcome is expected 100 × (its count of orders) times; chi-square, 125 degrees of freedom, p = 0.001.
    const N = 129_600;
    const seen = new Map<number, number>();
    const t = g.clone(s);
    for (let i = 0; i < N; i++) {
      const a = g.sampleChance(t);
      seen.set(a, (seen.get(a) ?? 0) + 1);
    }
    const chi = outcomes.reduce(
      (sum, a) => sum + ((seen.get(a) ?? 0) - N * g.chanceProbability(s, a)) ** 2 / (N * g.chanceProbability(s, a)),
      0,
    );
    expect(chi).toBeLessThan(180);
  });

  it('only roll outcomes at a chance node have a probability', () => {
    const s = s0();
    const buf = new Int32Array(g.maxActions);
    g.legalActions(s, buf);
    const roll = buf[0];
    expect(g.chanceProbability(s, roll)).toBeGreaterThan(0);
    expect(g.chanceProbability(s, roll + 126)).toBe(0);
    play(g, s, { roll: [1, 2, 3, 4] });
    expect(g.toMove(s)).not.toBe(CHANCE);
    expect(g.chanceProbability(s, roll)).toBe(0);
    const here = new Int32Array(g.maxActions);
    g.legalActions(s, here);
    expect(g.chanceProbability(s, here[0])).toBe(0);
  });

  it('an explicit roll is applied as that outcome and does not consume the generator', () => {
    const s = s0();
    const rng = (g.serialize(s) as { rng: number[] }).rng;
    play(g, s, { roll: [6, 1, 3, 3] });
    expect(g.view(s).info.roll).toEqual([1, 3, 3, 6]);
    expect((g.serialize(s) as { rng: number[] }).rng).toEqual(rng);
    const t = s0();
    g.apply(t, g.sampleChance(t));
    expect((g.serialize(t) as { rng: number[] }).rng).not.toEqual(rng);
  });

  it('a roll is one ply; the roll is refused outside its chance node', () => {
    const s = s0();
    play(g, s, { roll: [1, 1, 1, 1] });
    expect(g.plies(s)).toBe(1);
    expect(act(g, s, { roll: [1, 1, 1, 1] })).toBe('no roll is due: p1 is moving pawns ({ from: "x,y", to: "x,y" })');
  });
});

describe('move', () => {
  it('every pawn must move to an adjacent die without a pawn, in the order the player chooses', () => {
    const s = position(
      g,
      { '0,0': 6, '1,0': 5, '2,0': 4, '0,1': 4, '1,1': 3, '5,5': 3, '5,4': 3 },
      { '0,0': 'p1', '1,0': 'p1', '5,5': 'p2', '5,4': 'p2' },
    );
    play(g, s, { roll: [6, 6, 6, 6] });
    expect(legal(g, s)).toEqual(
      expect.arrayContaining([
        { from: '0,0', to: '0,1' },
        { from: '1,0', to: '2,0' },
        { from: '1,0', to: '1,1' },
      ]),
    );
    expect(legal(g, s)).toHaveLength(3);
    expect(act(g, s, { from: '0,0', to: '1,1' })).toBe(
      '1,1 is not next to 0,0: a pawn moves to an adjacent die (left-right or up-down, not diagonal)',
    );
    expect(act(g, s, { from: '0,0', to: '1,0' })).toBe('a pawn already stands on 1,0: a pawn moves to an empty die');
    play(g, s, { from: '1,0', to: '2,0' });
    expect(act(g, s, { from: '2,0', to: '1,0' })).toBe('the pawn on 2,0 has already moved this turn');
    expect(legal(g, s)).toEqual([
      { from: '0,0', to: '1,0' },
      { from: '0,0', to: '0,1' },
    ]);
    play(g, s, { from: '0,0', to: '1,0' });
    expect(g.view(s).info.step).toBe('resolve');
  });

  it('a pawn blocked at first moves once the other pawn frees its way', () => {
    const s = position(
      g,
      { '0,0': 6, '1,0': 5, '2,0': 4, '5,5': 3, '5,4': 3 },
      { '0,0': 'p1', '1,0': 'p1', '5,5': 'p2', '5,4': 'p2' },
    );
    play(g, s, { roll: [1, 1, 1, 1] });
    expect(legal(g, s)).toEqual([{ from: '1,0', to: '2,0' }]);
    play(g, s, { from: '1,0', to: '2,0' });
    expect(legal(g, s)).toEqual([{ from: '0,0', to: '1,0' }]);
  });

  it('a pawn that cannot move lowers its die by 1 once no unmoved pawn can move; each sink is a ply', () => {
    const s = position(
      g,
      { '0,0': 5, '1,0': 5, '4,4': 3, '8,8': 1, '5,5': 3, '5,4': 3 },
      { '4,4': 'p1', '8,8': 'p1', '5,5': 'p2', '5,4': 'p2' },
    );
    play(g, s, { roll: [6, 6, 6, 6] });
    expect(g.lastEvents(s)).toMatchObject([
      { kind: 'roll', player: 'p1', values: [6, 6, 6, 6], text: 'p1 rolls 6 6 6 6' },
      {
        kind: 'lower',
        player: 'p1',
        why: 'stuck',
        die: { at: '4,4' },
        from: 3,
        to: 2,
        text: "4,4 sinks 3 → 2: p1's pawn could not move",
      },
      {
        kind: 'sink',
        player: 'p1',
        die: { at: '8,8' },
        text: "8,8 showed 1 and sinks: die and p1's pawn removed (the pawn could not move)",
      },
      {
        kind: 'discard',
        player: 'p1',
        values: [6, 6, 6, 6],
        why: 'no-match',
        text: "p1's 6 6 6 6 are discarded: no white die shows 6",
      },
      { kind: 'turn-start', turn: 2, player: 'p2', text: 'turn 2: p2 to roll' },
    ]);
    expect(g.plies(s)).toBe(3);
    expect(dice(g, s)['4,4']).toBe(2);
    expect(dice(g, s)['8,8']).toBeUndefined();
    expect(pawns(g, s)).toEqual({ '4,4': 'p1', '5,4': 'p2', '5,5': 'p2' });
  });
});

describe('resolve', () => {
  /** p1's pawns end on 1,0 (a 2) and 1,1; p2 stands on 3,0 and 3,1. */
  const pond = { '0,0': 6, '1,0': 2, '2,0': 3, '0,1': 5, '1,1': 4, '3,0': 2, '3,1': 3 };
  const start = (roll: number[]) => {
    const s = position(g, pond, { '0,0': 'p1', '0,1': 'p1', '3,0': 'p2', '3,1': 'p2' });
    play(g, s, { roll }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    return s;
  };

  it('groups are used lowest value first; a group without a matching white die is discarded (no ply)', () => {
    const s = start([1, 2, 3, 5]);
    expect(g.lastEvents(s)).toContainEqual(
      expect.objectContaining({
        kind: 'discard',
        player: 'p1',
        values: [1],
        why: 'no-match',
        text: "p1's 1 is discarded: no white die shows 1",
      }),
    );
    expect(g.plies(s)).toBe(3);
    expect(g.view(s).info).toMatchObject({ current: 2, roll: [2, 3, 5] });
    expect(act(g, s, { use: 3, do: 'lower' })).toBe('the 2s come first: the rolled dice are used lowest value first');
  });

  it('lower: every white die of the value drops by 1, pawns included; the whole group is used', () => {
    const s = start([2, 2, 6, 6]);
    play(g, s, { use: 2, do: 'lower' });
    expect(dice(g, s)).toMatchObject({ '1,0': 1, '3,0': 1 });
    expect(g.view(s).info.roll).toEqual([6, 6]);
  });

  it('a die dropping below 1 is removed with its pawn', () => {
    const s = position(
      g,
      { '0,0': 1, '1,0': 2, '3,0': 1, '3,1': 5, '4,0': 6 },
      { '1,0': 'p1', '3,0': 'p2', '4,0': 'p2' },
    );
    play(g, s, { roll: [1, 4] }, { from: '1,0', to: '0,0' }, { use: 1, do: 'lower' });
    expect(dice(g, s)).toEqual({ '1,0': 2, '3,1': 5, '4,0': 6 });
    expect(pawns(g, s)).toEqual({ '4,0': 'p2' });
    expect(winner(g, s)).toBe('p2');
  });

  it("raise: only the die under the player's own pawn, showing the value; at: may be left out", () => {
    const s = start([2, 3, 5, 6]);
    expect(act(g, s, { use: 2, do: 'raise', at: '3,0' })).toBe(
      "the die at 3,0 is not under one of p1's pawns: only the six power (a group of 6s with your pawn on a 6) raises other dice",
    );
    expect(act(g, s, { use: 2, do: 'raise', at: '1,1' })).toBe(
      "p1's pawn on 1,1 stands on a 4, not a 2: the 2s raise only a die showing 2",
    );
    play(g, s, { use: 2, do: 'raise' });
    expect(dice(g, s)).toMatchObject({ '1,0': 3, '3,0': 2 });
  });

  it('at: is needed when two own pawns stand on that value', () => {
    const s = position(
      g,
      { '0,0': 6, '1,0': 3, '0,1': 5, '1,1': 3, '5,5': 3, '5,4': 3 },
      { '0,0': 'p1', '0,1': 'p1', '5,5': 'p2', '5,4': 'p2' },
    );
    play(g, s, { roll: [3, 4, 4, 4] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    expect(g.parseAction(s, { use: 3, do: 'raise' })).toEqual({
      ok: false,
      error: 'p1 has pawns on 2 dice showing 3 (1,0, 1,1): say which one with at:',
    });
    play(g, s, { use: 3, do: 'raise', at: '1,1' });
    expect(dice(g, s)).toMatchObject({ '1,0': 3, '1,1': 4, '5,5': 3 });
  });

  it('a die showing the top value cannot be raised: refused, not a no-op', () => {
    const s = position(
      g,
      { '0,0': 5, '1,0': 6, '0,1': 4, '0,2': 4, '5,5': 3, '5,4': 3 },
      { '0,0': 'p1', '0,1': 'p1', '5,5': 'p2', '5,4': 'p2' },
    );
    play(g, s, { roll: [6, 6, 6, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '0,2' });
    expect(act(g, s, { use: 6, do: 'raise', at: '1,0' })).toBe(
      'the die at 1,0 shows 6, the top value: it cannot be raised',
    );
    expect(act(g, s, { use: 6, do: 'raise', at: '5,5' })).toBeNull();
  });

  it('doubles: lower once for the whole group; raise the own die, then lower every other die of that value', () => {
    const a = start([2, 2, 5, 5]);
    play(g, a, { use: 2, do: 'lower' });
    expect(dice(g, a)).toMatchObject({ '1,0': 1, '3,0': 1 });
    expect(g.view(a).info.roll).toEqual([5, 5]);
    const b = start([2, 2, 5, 5]);
    play(g, b, { use: 2, do: 'raise', at: '1,0' });
    expect(dice(g, b)).toMatchObject({ '1,0': 3, '3,0': 1 });
  });

  it('a single raise leaves the other dice of that value alone', () => {
    const s = start([2, 4, 5, 5]);
    play(g, s, { use: 2, do: 'raise', at: '1,0' });
    expect(dice(g, s)).toMatchObject({ '1,0': 3, '3,0': 2 });
  });

  it('a group matched by a white die must be used: there is no pass', () => {
    const s = start([2, 6, 6, 6]);
    expect(legal(g, s).map((a) => `${a.use} ${a.do} ${a.at ?? ''}`.trim())).toEqual(['2 lower', '2 raise 1,0']);
  });

  it('six power: a pawn on a 6 and a group of 6s raise another die below 6, or add a die showing 1', () => {
    const sixPond = { '0,0': 6, '1,0': 5, '2,0': 3, '0,1': 4, '0,2': 4, '4,0': 6, '4,1': 2 };
    const s = position(g, sixPond, { '1,0': 'p1', '0,1': 'p1', '4,0': 'p2', '4,1': 'p2' });
    play(g, s, { roll: [1, 1, 1, 6] }, { from: '1,0', to: '0,0' }, { from: '0,1', to: '0,2' });
    const options = legal(g, s);
    expect(options).toContainEqual({ use: 6, do: 'lower' });
    expect(
      options
        .filter((o) => o.do === 'raise')
        .map((o) => o.at)
        .sort(),
    ).toEqual(['0,1', '0,2', '1,0', '2,0', '4,1']);
    expect(options.filter((o) => o.do === 'add')).toHaveLength(16);
    expect(act(g, s, { use: 6, do: 'raise', at: '4,0' })).toBe(
      'the die at 4,0 shows 6, the top value: it cannot be raised',
    );
    const t = g.clone(s);
    play(g, s, { use: 6, do: 'raise', at: '4,1' });
    expect(dice(g, s)).toMatchObject({ '4,1': 3, '4,0': 6, '0,0': 6 });
    play(g, t, { use: 6, do: 'add', at: '-1,0' });
    expect(dice(g, t)).toMatchObject({ '-1,0': 1, '4,0': 6 });
  });

  it('six power needs the pawn on a 6: without it a group of 6s can only lower', () => {
    const s = position(
      g,
      { '0,0': 6, '1,0': 5, '0,1': 4, '0,2': 4, '4,0': 6, '4,1': 2 },
      { '0,0': 'p1', '0,1': 'p1', '4,0': 'p2', '4,1': 'p2' },
    );
    play(g, s, { roll: [1, 1, 1, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '0,2' });
    expect(legal(g, s)).toEqual([{ use: 6, do: 'lower' }]);
    expect(act(g, s, { use: 6, do: 'add', at: '-1,0' })).toBe("the six power needs one of p1's pawns on a 6");
    expect(act(g, s, { use: 6, do: 'raise', at: '4,1' })).toBe("the six power needs one of p1's pawns on a 6");
  });

  it('six power with two 6s: every 6 not under an own pawn drops; a die just raised to 6 does not', () => {
    const s = position(
      g,
      { '0,0': 6, '1,0': 5, '0,1': 6, '0,2': 4, '4,0': 6, '4,1': 5, '2,2': 6 },
      { '1,0': 'p1', '0,2': 'p1', '4,0': 'p2', '4,1': 'p2' },
    );
    play(g, s, { roll: [1, 1, 6, 6] }, { from: '1,0', to: '0,0' }, { from: '0,2', to: '0,1' });
    play(g, s, { use: 6, do: 'raise', at: '4,1' });
    expect(dice(g, s)).toMatchObject({ '0,0': 6, '0,1': 6, '4,1': 6, '4,0': 5, '2,2': 5 });
    const t = position(
      g,
      { '0,0': 6, '1,0': 5, '0,1': 6, '0,2': 4, '4,0': 6, '4,1': 5, '2,2': 6 },
      { '1,0': 'p1', '0,2': 'p1', '4,0': 'p2', '4,1': 'p2' },
    );
    play(
      g,
      t,
      { roll: [1, 1, 6, 6] },
      { from: '1,0', to: '0,0' },
      { from: '0,2', to: '0,1' },
      { use: 6, do: 'add', at: '-1,0' },
    );
    expect(dice(g, t)).toMatchObject({ '-1,0': 1, '0,0': 6, '0,1': 6, '4,0': 5, '2,2': 5 });
  });

  it('chaining: earlier groups make later ones match', () => {
    const s = start([2, 3, 4, 6]);
    play(g, s, { use: 2, do: 'raise' }, { use: 3, do: 'raise', at: '1,0' }, { use: 4, do: 'raise', at: '1,0' });
    expect(dice(g, s)['1,0']).toBe(5);
  });
});

describe('end of the game', () => {
  it('sinking the last pawn of the opponent wins; sinking your own last pawn loses', () => {
    const s = position(g, { '0,0': 3, '1,0': 1, '3,0': 4, '4,0': 4 }, { '0,0': 'p1', '3,0': 'p2' });
    play(g, s, { roll: [1, 2] }, { from: '0,0', to: '1,0' }, { use: 1, do: 'lower' });
    expect(winner(g, s)).toBe('p2');
    expect(g.outcome(s)).toEqual({
      winner: 'p2',
      code: 'all-sunk',
      returns: { p1: -1, p2: 1 },
      reason: 'p1 has no pawns left on the pond',
    });
    expect(toMove(g, s)).toBe('none');
  });

  it('the last pawns of both players sinking in one action is a draw', () => {
    const s = position(g, { '0,0': 3, '1,0': 1, '3,0': 1, '4,0': 4 }, { '0,0': 'p1', '3,0': 'p2' });
    play(g, s, { roll: [1, 2] }, { from: '0,0', to: '1,0' }, { use: 1, do: 'lower' });
    expect(g.outcome(s)).toEqual({
      winner: 'draw',
      code: 'sunk-together',
      returns: { p1: 0, p2: 0 },
      reason: 'the last pawns of every side sank in the same action',
    });
  });

  it('once the game is over every action is refused, with the result', () => {
    const s = position(g, { '0,0': 3, '1,0': 1, '3,0': 1, '4,0': 4 }, { '0,0': 'p1', '3,0': 'p2' });
    play(g, s, { roll: [1, 2] }, { from: '0,0', to: '1,0' }, { use: 1, do: 'lower' });
    expect(legal(g, s)).toEqual([]);
    for (const a of [
      { use: 2, do: 'lower' },
      { roll: [1, 1] },
      { from: '4,0', to: '3,0' },
      { place: 1, at: '5,0' },
      { pawn: '4,0' },
    ]) {
      expect(act(g, s, a)).toBe('the game is over: drawn: the last pawns of every side sank in the same action');
    }
  });

  it('the turn limit draws the game; a win on the last turn is a win', () => {
    const short = gameOf({ turnLimit: 2 });
    const pond = { '0,0': 3, '1,0': 3, '3,0': 1, '4,0': 1, '6,6': 5, '6,7': 5 };
    const s = position(short, pond, { '0,0': 'p1', '3,0': 'p2' });
    play(short, s, { roll: [6, 6] }, { from: '0,0', to: '1,0' });
    expect(short.view(s).facts.turn).toBe(2);
    play(short, s, { roll: [6, 6] }, { from: '3,0', to: '4,0' });
    expect(short.outcome(s)).toEqual({
      winner: 'draw',
      code: 'turn-limit',
      returns: { p1: 0, p2: 0 },
      reason: 'the turn limit (2 turns) was reached',
    });
    expect(short.view(s).facts.turn).toBe(2);
    const w = position(short, pond, { '0,0': 'p1', '3,0': 'p2' });
    play(
      short,
      w,
      { roll: [6, 6] },
      { from: '0,0', to: '1,0' },
      { roll: [1, 6] },
      { from: '3,0', to: '4,0' },
      { use: 1, do: 'lower' },
    );
    expect(short.outcome(w)?.winner).toBe('p1');
  });
});

describe('placement, a whole pond', () => {
  it('a whole placement: 24 dice, two per turn, p1 p2 alternating (12 turns); then p1 places the first pawn', () => {
    const s = g.start(0);
    const who: string[] = [];
    // A 5×5 block around 0,0: row 0 outward from 0,0, then rows 1, 2, -1, -2 (each square touches an earlier one).
    const squares: string[] = [];
    for (const y of [0, 1, 2, -1, -2]) for (let x = -2; x <= 2; x++) if (x !== 0 || y !== 0) squares.push(`${x},${y}`);
    const row0 = ['1,0', '2,0', '-1,0', '-2,0'];
    const rest = squares.filter((q) => !row0.includes(q));
    const order = [...row0, ...rest];
    const pool: number[] = [5, 5, 5, 5, 4, 4, 4, 4, 4, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1];
    order.forEach((at, i) => {
      who.push(toMove(g, s));
      play(g, s, { place: pool[i], at });
    });
    expect(who).toEqual(Array.from({ length: 24 }, (_, i) => (Math.floor(i / 2) % 2 === 0 ? 'p1' : 'p2')));
    expect(g.view(s).dice).toHaveLength(25);
    expect(g.view(s).facts.phase).toBe('pawns');
    expect(toMove(g, s)).toBe('p1');
  });

  it('the row limit also counts for the second die of a pair; refusals say why', () => {
    const s = position(g, { '0,0': 6, '1,0': 1, '2,0': 1, '3,0': 1 }, {}, { phase: 'place', pool: { 2: 4, 5: 0 } });
    play(g, s, { place: 2, at: '4,0' });
    expect(act(g, s, { place: 2, at: '5,0' })).toBe('row y=0 already holds 5 dice (pond.maxDicePerLine: 5)');
    expect(act(g, s, { place: 2, at: '-1,0' })).toBe('row y=0 already holds 5 dice (pond.maxDicePerLine: 5)');
    expect(act(g, s, { place: 5, at: '0,1' })).toBe('no 5 is left to place (the pool holds { 2: 3 })');
    expect(act(g, s, { place: 2, at: '1,0' })).toBe('there is already a die on 1,0');
    expect(act(g, s, { place: 2, at: '1,2' })).toBe(
      '1,2 is not next to a die: a new die must be adjacent (left-right or up-down, not diagonal) to one already on the pond',
    );
    expect(toMove(g, s)).toBe('p1');
    play(g, s, { place: 2, at: '4,1' });
    expect(toMove(g, s)).toBe('p2');
    expect(new Set(legal(g, s).map((a) => a.at))).not.toContain('5,0');
  });
});

describe('pawns, refusals', () => {
  it('a pawn goes on a die: an empty square is refused, and the refusal says so', () => {
    const s = position(g, { '0,0': 6, '1,0': 5, '2,0': 4, '3,0': 3 }, {}, { phase: 'pawns' });
    expect(act(g, s, { pawn: '5,5' })).toBe('there is no die on 5,5: a pawn is placed on top of a die');
    expect(toMove(g, s)).toBe('p1');
  });
});

describe('roll, pawns in play', () => {
  it('a player who lost a pawn rolls 2 blue dice on its next turn (2 per pawn still in play)', () => {
    const s = position(
      g,
      { '0,0': 3, '1,0': 3, '5,0': 1, '0,3': 5, '1,3': 4, '2,3': 4 },
      { '0,0': 'p1', '5,0': 'p1', '0,3': 'p2', '1,3': 'p2' },
    );
    play(g, s, { roll: [6, 6, 6, 6] }, { from: '0,0', to: '1,0' });
    expect(pawns(g, s)).toEqual({ '1,0': 'p1', '0,3': 'p2', '1,3': 'p2' });
    expect(legal(g, s)).toHaveLength(126);
    play(g, s, { roll: [6, 6, 6, 6] }, { from: '1,3', to: '2,3' }, { from: '0,3', to: '1,3' });
    expect(g.toMove(s)).toBe(CHANCE);
    expect(legal(g, s)).toHaveLength(21);
    expect(act(g, s, { roll: [6, 6, 6, 6] })).toBe(
      'p1 rolls 2 blue dice now (2 per pawn, 1 pawn in play); this roll lists 4',
    );
    play(g, s, { roll: [4, 2] });
    expect(g.view(s).info.roll).toEqual([2, 4]);
  });
});

describe('move, order and stuck pawns', () => {
  it("the order is the player's: moving one pawn onto the only die the other could reach makes that one sink", () => {
    const s = position(
      g,
      { '0,0': 4, '1,0': 3, '2,0': 2, '6,6': 5, '6,7': 5 },
      { '0,0': 'p1', '2,0': 'p1', '6,6': 'p2', '6,7': 'p2' },
    );
    play(g, s, { roll: [6, 6, 6, 6] });
    expect(legal(g, s)).toEqual(
      expect.arrayContaining([
        { from: '0,0', to: '1,0' },
        { from: '2,0', to: '1,0' },
      ]),
    );
    expect(legal(g, s)).toHaveLength(2);
    play(g, s, { from: '2,0', to: '1,0' });
    expect(g.lastEvents(s)).toMatchObject([
      { kind: 'move', player: 'p1', from: '2,0', to: '1,0', text: "p1's pawn moves 2,0 → 1,0" },
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
        values: [6, 6, 6, 6],
        why: 'no-match',
        text: "p1's 6 6 6 6 are discarded: no white die shows 6",
      },
      { kind: 'turn-start', turn: 2, player: 'p2', text: 'turn 2: p2 to roll' },
    ]);
    expect(dice(g, s)).toEqual({
      '0,0': 3,
      '1,0': 3,
      '2,0': 2,
      '6,6': 5,
      '6,7': 5,
    });
  });

  it('a pawn stuck on a 6 sinks it to 5, and with it goes the six power: the 6s can then only lower', () => {
    const s = position(
      g,
      { '0,0': 6, '3,0': 2, '4,0': 3, '6,6': 6, '6,7': 5 },
      { '0,0': 'p1', '3,0': 'p1', '6,6': 'p2', '6,7': 'p2' },
    );
    play(g, s, { roll: [1, 1, 6, 6] }, { from: '3,0', to: '4,0' });
    expect(g.lastEvents(s)).toMatchObject([
      { kind: 'move', player: 'p1', from: '3,0', to: '4,0', text: "p1's pawn moves 3,0 → 4,0" },
      {
        kind: 'lower',
        player: 'p1',
        why: 'stuck',
        die: { at: '0,0' },
        from: 6,
        to: 5,
        text: "0,0 sinks 6 → 5: p1's pawn could not move",
      },
      {
        kind: 'discard',
        player: 'p1',
        values: [1, 1],
        why: 'no-match',
        text: "p1's 1 1 are discarded: no white die shows 1",
      },
    ]);
    expect(g.view(s).info).toMatchObject({ current: 6, roll: [6, 6] });
    expect(legal(g, s)).toEqual([{ use: 6, do: 'lower' }]);
  });

  it('a stuck pawn sinks before the groups are looked at: a 4 sunk to 3 makes the 3s usable', () => {
    const s = position(
      g,
      { '0,0': 4, '3,0': 2, '4,0': 5, '6,6': 5, '6,7': 5 },
      { '0,0': 'p1', '3,0': 'p1', '6,6': 'p2', '6,7': 'p2' },
    );
    play(g, s, { roll: [3, 3, 6, 6] }, { from: '3,0', to: '4,0' });
    expect(dice(g, s)['0,0']).toBe(3);
    expect(g.view(s).info).toMatchObject({ current: 3, roll: [3, 3, 6, 6] });
    expect(legal(g, s)).toEqual([
      { use: 3, do: 'lower' },
      { use: 3, do: 'raise', at: '0,0' },
    ]);
  });

  it('a stuck pawn on the only 1 sinks with it, and the 1s then find no white 1: discarded', () => {
    const s = position(
      g,
      { '0,0': 1, '3,0': 2, '4,0': 5, '6,6': 5, '6,7': 5 },
      { '0,0': 'p1', '3,0': 'p1', '6,6': 'p2', '6,7': 'p2' },
    );
    play(g, s, { roll: [1, 5, 6, 6] }, { from: '3,0', to: '4,0' });
    expect(g.lastEvents(s)).toMatchObject([
      { kind: 'move', player: 'p1', from: '3,0', to: '4,0', text: "p1's pawn moves 3,0 → 4,0" },
      {
        kind: 'sink',
        player: 'p1',
        die: { at: '0,0' },
        text: "0,0 showed 1 and sinks: die and p1's pawn removed (the pawn could not move)",
      },
      {
        kind: 'discard',
        player: 'p1',
        values: [1],
        why: 'no-match',
        text: "p1's 1 is discarded: no white die shows 1",
      },
    ]);
    expect(g.view(s).info).toMatchObject({ current: 5, roll: [5, 6, 6] });
  });

  it('the last pawn of a player sinking because it cannot move ends the game at once: the other side wins', () => {
    const s = position(g, { '0,0': 1, '5,5': 4, '5,6': 4 }, { '0,0': 'p1', '5,5': 'p2' });
    play(g, s, { roll: [3, 4] });
    expect(g.lastEvents(s)).toMatchObject([
      { kind: 'roll', player: 'p1', values: [3, 4], text: 'p1 rolls 3 4' },
      {
        kind: 'sink',
        player: 'p1',
        die: { at: '0,0' },
        text: "0,0 showed 1 and sinks: die and p1's pawn removed (the pawn could not move)",
      },
      { kind: 'out', player: 'p1', text: 'p1 is out: no pawns left' },
      {
        kind: 'game-end',
        outcome: { winner: 'p2', code: 'all-sunk' },
        text: 'p2 won: p1 has no pawns left on the pond',
      },
    ]);
    expect(winner(g, s)).toBe('p2');
    expect(toMove(g, s)).toBe('none');
    expect(legal(g, s)).toEqual([]);
  });
});

describe('resolve, groups in sequence, doubles and the six power', () => {
  /** p1 on 0,0 and 0,1 → moves to 1,0 and 1,1; p2 far away on 6,6 / 6,7. */
  const after = (d: Record<string, number>, roll: number[]) => {
    const s = position(
      g,
      { '0,0': 5, '0,1': 5, '6,6': 4, '6,7': 4, ...d },
      { '0,0': 'p1', '0,1': 'p1', '6,6': 'p2', '6,7': 'p2' },
    );
    play(g, s, { roll }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    return s;
  };

  it('a group with no match at first is used once an earlier group makes one (raise 2 → 3)', () => {
    const s = after({ '1,0': 2, '1,1': 4 }, [2, 3, 6, 6]);
    expect(g.view(s).info).toMatchObject({ current: 2, roll: [2, 3, 6, 6] });
    play(g, s, { use: 2, do: 'raise' });
    expect(g.view(s).info).toMatchObject({ current: 3, roll: [3, 6, 6] });
    expect(legal(g, s)).toEqual([
      { use: 3, do: 'lower' },
      { use: 3, do: 'raise', at: '1,0' },
    ]);
  });

  it('lowering instead leaves the later group without a match: it is discarded, and the log says so', () => {
    const s = after({ '1,0': 2, '1,1': 4 }, [2, 3, 6, 6]);
    play(g, s, { use: 2, do: 'lower' });
    expect(g.lastEvents(s)).toMatchObject([
      { kind: 'lower', player: 'p1', why: 'chosen', die: { at: '1,0' }, from: 2, to: 1, text: '1,0 drops 2 → 1' },
      {
        kind: 'discard',
        player: 'p1',
        values: [3],
        why: 'no-match',
        text: "p1's 3 is discarded: no white die shows 3",
      },
      {
        kind: 'discard',
        player: 'p1',
        values: [6, 6],
        why: 'no-match',
        text: "p1's 6 6 are discarded: no white die shows 6",
      },
      { kind: 'turn-start', turn: 2, player: 'p2', text: 'turn 2: p2 to roll' },
    ]);
    expect(g.plies(s)).toBe(4);
  });

  it('a triple is one group: one lowering uses all three', () => {
    const s = after({ '1,0': 3, '1,1': 4, '2,0': 3 }, [1, 3, 3, 3]);
    expect(g.view(s).info.current).toBe(3);
    play(g, s, { use: 3, do: 'lower' });
    expect(dice(g, s)).toMatchObject({ '1,0': 2, '2,0': 2 });
    expect(g.toMove(s)).toBe(CHANCE);
    expect(g.view(s).info.team).toBe('p2');
  });

  it("doubles raise: the other white dice of that value drop, even one under the player's own other pawn", () => {
    const s = after({ '1,0': 3, '1,1': 3, '2,0': 3 }, [3, 3, 6, 6]);
    play(g, s, { use: 3, do: 'raise', at: '1,1' });
    expect(dice(g, s)).toMatchObject({ '1,1': 4, '1,0': 2, '2,0': 2 });
    expect(events(g, s).slice(0, 3).sort()).toEqual(['1,0 drops 3 → 2', '1,1 rises 3 → 4', '2,0 drops 3 → 2']);
  });

  it('doubles raise on 1s: the raised 1 becomes 2, every other 1 is removed with its pawn', () => {
    const s = position(
      g,
      { '0,0': 5, '0,1': 5, '1,0': 1, '1,1': 1, '6,6': 1, '6,7': 4, '7,6': 2 },
      { '0,0': 'p1', '0,1': 'p1', '6,6': 'p2', '6,7': 'p2' },
    );
    play(g, s, { roll: [1, 1, 2, 2] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    play(g, s, { use: 1, do: 'raise', at: '1,0' });
    expect(dice(g, s)).toMatchObject({ '1,0': 2 });
    expect(dice(g, s)['1,1']).toBeUndefined();
    expect(dice(g, s)['6,6']).toBeUndefined();
    expect(pawns(g, s)).toEqual({ '1,0': 'p1', '6,7': 'p2' });
    // The 2s: 1,0 (just raised) and 7,6.
    expect(g.view(s).info).toMatchObject({ current: 2, roll: [2, 2] });
  });

  it('chaining into the six power: a 5 raised to 6 by the 5s lets the 6s raise another die', () => {
    const s = position(
      g,
      { '0,0': 4, '0,1': 4, '1,0': 5, '1,1': 2, '6,6': 3, '6,7': 4 },
      { '0,0': 'p1', '0,1': 'p1', '6,6': 'p2', '6,7': 'p2' },
    );
    play(g, s, { roll: [1, 1, 5, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    expect(g.view(s).info.current).toBe(5);
    play(g, s, { use: 5, do: 'raise' });
    expect(dice(g, s)['1,0']).toBe(6);
    expect(
      legal(g, s)
        .filter((a) => a.do === 'raise')
        .map((a) => a.at)
        .sort(),
    ).toEqual(['0,0', '0,1', '1,1', '6,6', '6,7']);
    play(g, s, { use: 6, do: 'raise', at: '6,6' });
    expect(dice(g, s)).toMatchObject({ '6,6': 4, '1,0': 6 });
  });

  it("six power: the die under the player's other pawn (below 6) may be raised too", () => {
    const s = position(
      g,
      { '0,0': 5, '0,1': 5, '1,0': 6, '1,1': 3, '6,6': 3, '6,7': 4 },
      { '0,0': 'p1', '0,1': 'p1', '6,6': 'p2', '6,7': 'p2' },
    );
    play(g, s, { roll: [1, 1, 2, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    play(g, s, { use: 6, do: 'raise', at: '1,1' });
    expect(dice(g, s)).toMatchObject({ '1,1': 4, '1,0': 6 });
  });

  it('six power with three 6s: done once; then every 6 not under an own pawn drops and the group is used up', () => {
    const s = position(
      g,
      { '0,0': 5, '0,1': 5, '1,0': 6, '1,1': 2, '2,0': 6, '6,6': 6, '6,7': 4 },
      { '0,0': 'p1', '0,1': 'p1', '6,6': 'p2', '6,7': 'p2' },
    );
    play(g, s, { roll: [1, 6, 6, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    play(g, s, { use: 6, do: 'add', at: '1,2' });
    expect(dice(g, s)).toMatchObject({
      '1,2': 1,
      '1,0': 6,
      '2,0': 5,
      '6,6': 5,
      '1,1': 2,
    });
    expect(g.toMove(s)).toBe(CHANCE);
    expect(g.view(s).info.team).toBe('p2');
  });

  it('six power, add: only on an empty square next to a die (placement adjacency), within the row and column limit', () => {
    const d = {
      '0,0': 6,
      '1,0': 2,
      '2,0': 2,
      '3,0': 2,
      '4,0': 2,
      '0,1': 4,
      '0,2': 4,
      '0,3': 4,
      '6,6': 3,
      '6,7': 4,
    };
    const s = position(g, d, {
      '1,0': 'p1',
      '0,1': 'p1',
      '6,6': 'p2',
      '6,7': 'p2',
    });
    play(g, s, { roll: [1, 1, 1, 6] }, { from: '1,0', to: '0,0' }, { from: '0,1', to: '0,2' });
    expect(act(g, s, { use: 6, do: 'add', at: '5,0' })).toBe('row y=0 already holds 5 dice (pond.maxDicePerLine: 5)');
    expect(act(g, s, { use: 6, do: 'add', at: '-1,0' })).toBe('row y=0 already holds 5 dice (pond.maxDicePerLine: 5)');
    expect(act(g, s, { use: 6, do: 'add', at: '1,1' })).toBeNull();
  });

  it('six power, add: refused on a die, away from the pond, on a corner only, and in a full column', () => {
    const d = {
      '0,0': 6,
      '0,1': 2,
      '0,2': 2,
      '0,3': 2,
      '0,-1': 4,
      '1,-1': 4,
      '6,6': 3,
      '6,7': 4,
    };
    const s = position(g, d, {
      '0,1': 'p1',
      '0,-1': 'p1',
      '6,6': 'p2',
      '6,7': 'p2',
    });
    play(g, s, { roll: [1, 1, 1, 6] }, { from: '0,1', to: '0,0' }, { from: '0,-1', to: '1,-1' });
    expect(act(g, s, { use: 6, do: 'add', at: '0,4' })).toBe(
      'column x=0 already holds 5 dice (pond.maxDicePerLine: 5)',
    );
    expect(act(g, s, { use: 6, do: 'add', at: '0,-2' })).toBe(
      'column x=0 already holds 5 dice (pond.maxDicePerLine: 5)',
    );
    expect(act(g, s, { use: 6, do: 'add', at: '0,2' })).toBe('there is already a die on 0,2');
    expect(act(g, s, { use: 6, do: 'add', at: '1,1' })).toBeNull();
  });

  it('six power, add: a line that held 5 dice takes a new one once one of them has sunk', () => {
    const d = {
      '0,0': 6,
      '1,0': 1,
      '2,0': 3,
      '3,0': 3,
      '4,0': 3,
      '0,1': 4,
      '0,2': 4,
      '6,6': 3,
      '6,7': 4,
    };
    const s = position(g, d, {
      '2,0': 'p1',
      '0,1': 'p1',
      '6,6': 'p2',
      '6,7': 'p2',
    });
    play(g, s, { roll: [1, 1, 1, 6] }, { from: '2,0', to: '1,0' }, { from: '0,1', to: '0,0' });
    // The 1s: 1,0 drops below 1 with p1's pawn on it.
    play(g, s, { use: 1, do: 'lower' });
    expect(pawns(g, s)).toEqual({ '0,0': 'p1', '6,6': 'p2', '6,7': 'p2' });
    expect(act(g, s, { use: 6, do: 'add', at: '5,0' })).toBeNull();
    expect(dice(g, s)['5,0']).toBe(1);
  });
});

describe('end of the game, after it', () => {
  it('toMove none and every action refused after a win', () => {
    const s = position(g, { '0,0': 3, '1,0': 1, '3,0': 4, '4,0': 4 }, { '0,0': 'p1', '3,0': 'p2' });
    play(g, s, { roll: [1, 2] }, { from: '0,0', to: '1,0' }, { use: 1, do: 'lower' });
    expect(toMove(g, s)).toBe('none');
    expect(act(g, s, { roll: [1, 1] })).toBe('the game is over: p2 won: p1 has no pawns left on the pond');
  });

  it("mover-loses only decides a simultaneous sinking: a lowering that sinks just the opponent's last pawn still wins for the mover", () => {
    const ml = gameOf({ elimination: { simultaneous: 'mover-loses' } });
    const s = position(ml, { '0,0': 3, '1,0': 2, '3,0': 1, '4,0': 4 }, { '0,0': 'p1', '3,0': 'p2' });
    play(ml, s, { roll: [1, 2] }, { from: '0,0', to: '1,0' }, { use: 1, do: 'lower' });
    expect(winner(ml, s)).toBe('p1');
  });
});
