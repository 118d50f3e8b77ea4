/** The Game interface around the rules: parsing, notation, events, views, setup problems, serialisation. */
import { describe, expect, it } from 'vitest';
import { isSetupProblems } from '../../../src/engine/game';
import { act, events, FOUR_PLAYERS, gameOf, legal, play, position, shipped } from './helpers';

const g = shipped('dice-cubes');
const pond = { '0,0': 5, '1,0': 3, '2,0': 3, '0,1': 5, '1,1': 1, '3,0': 2, '3,1': 4 };
const playing = () => position(g, pond, { '0,0': 'p1', '0,1': 'p1', '3,0': 'p2', '3,1': 'p2' });

describe('scenario actions', () => {
  it('round-trip through parse and format, in every phase', () => {
    const states = [g.start(0), position(g, pond, {}, { phase: 'pawns' }), playing()];
    const s = playing();
    play(g, s, { roll: [1, 3, 6, 6] });
    states.push(g.clone(s));
    play(g, s, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    states.push(s);
    for (const st of states) {
      for (const obj of legal(g, st)) {
        const p = g.parseAction(st, obj);
        expect(p.ok && g.formatAction(st, p.action)).toEqual(obj);
      }
    }
  });

  it('encode well-formed illegal actions so the refusal can be explained', () => {
    const s = playing();
    const p = g.parseAction(s, { from: '5,5', to: '5,6' });
    expect(p.ok && g.whyIllegal(s, p.action)).toBe('no pawn moves now: a roll is due: p1 rolls 4 blue dice ({ roll: [...] })');
    const q = g.parseAction(s, { place: 3, at: '9,9' });
    expect(q.ok && g.whyIllegal(s, q.action)).toBe('no dice are placed now: a roll is due: p1 rolls 4 blue dice ({ roll: [...] })');
  });

  it('refuse ill-formed actions, saying what was expected', () => {
    const s = playing();
    const errors = [
      [{ go: 1 }, "not a D'ice Cubes action (keys: go); expected one of { place, at }, { pawn }, { roll }, { from, to }, { use, do[, at][, by] }"],
      [{ from: '0,0' }, 'to: a square is written "x,y" in quotes, e.g. "1,0"; found undefined'],
      [{ from: 'a1', to: '0,0' }, 'from: "a1" is not a square; expected "x,y" with whole numbers, e.g. "1,0" or "-2,3"'],
      [{ place: 7, at: '1,0' }, 'place: 7 is not a die value; expected a whole number 1 … 6'],
      [{ place: 3 }, 'place needs at: the square for the die, e.g. { place: 4, at: "1,0" }'],
      [{ pawn: '0,0', at: '1,0' }, '"at" does not belong in a { pawn } action'],
      [{ roll: [0, 3] }, 'roll: 0 is not a die value; expected a whole number 1 … 6'],
      [{ roll: [] }, 'roll: expected a list of blue dice values, e.g. [1, 3, 3, 6]'],
      [{ roll: [1, 2, 3, 4, 5] }, 'roll: 5 dice listed, but there are only 4 blue dice (dice.blue)'],
      [{ use: 3, do: 'flip' }, 'do: "flip"; expected lower, raise or add'],
      [{ use: 3, do: 'lower', at: '1,0' }, 'lower drops every white 3: it takes no at:'],
      [{ use: 6, do: 'add' }, 'add needs at: the empty square for the new die, e.g. { use: 6, do: add, at: "3,0" }'],
      [{ use: 3, do: 'lower', by: 'p9' }, 'by: "p9" is not a player; expected one of p1, p2'],
      [{ use: 3, do: 'raise', at: '99,0' }, 'at: "99,0" is outside the pond the workbench keeps; expected x and y each from -40 to 40 (the ruleset\'s pond.radius, 40, sets this limit)'],
    ] as const;
    for (const [obj, error] of errors) expect(g.parseAction(s, obj)).toEqual({ ok: false, error });
  });

  it('write short notation for the move log', () => {
    const s = g.start(0);
    const n = (st: typeof s, obj: Record<string, unknown>) => {
      const p = g.parseAction(st, obj);
      return p.ok ? g.notation(st, p.action) : p.error;
    };
    expect(n(s, { place: 4, at: '1,0' })).toBe('4@1,0');
    expect(n(s, { pawn: '-1,2' })).toBe('pawn -1,2');
    const t = playing();
    expect(n(t, { roll: [6, 1, 3, 3] })).toBe('roll 1 3 3 6');
    play(g, t, { roll: [1, 3, 6, 6] });
    expect(n(t, { from: '0,0', to: '1,0' })).toBe('0,0→1,0');
    play(g, t, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    expect(n(t, { use: 1, do: 'lower' })).toBe('1 lower');
    expect(n(t, { use: 3, do: 'raise', at: '1,0' })).toBe('3 raise 1,0');
    expect(n(t, { use: 6, do: 'add', at: '4,0' })).toBe('6 add 4,0');
  });
});

describe('events', () => {
  it('tell the log what each action did, automatic sinks and discards included', () => {
    const s = playing();
    play(g, s, { roll: [1, 3, 6, 6] });
    expect(events(g, s)).toEqual(['p1 rolls 1 3 6 6']);
    play(g, s, { from: '0,0', to: '1,0' });
    expect(events(g, s)).toEqual(["p1's pawn moves 0,0 → 1,0"]);
    play(g, s, { from: '0,1', to: '1,1' }, { use: 1, do: 'lower' });
    expect(events(g, s)).toEqual(["1,1 drops below 1 and is removed with p1's pawn"]);
    play(g, s, { use: 3, do: 'raise', at: '1,0' });
    expect(events(g, s)).toEqual(['1,0 rises 3 → 4', "p1's 6 6 are discarded: no white die shows 6", 'turn 2: p2 to roll']);
    expect(g.lastEvents(s).map((e) => e.kind)).toEqual(['raise', 'discard', 'turn']);
    expect(g.lastEvents(s)[0]!.at).toEqual(['1,0']);
  });
});

describe('view', () => {
  it('shows pawns as pieces, white dice, who is to move, and the phase facts', () => {
    const s = playing();
    play(g, s, { roll: [1, 3, 6, 6] }, { from: '0,0', to: '1,0' });
    const v = g.view(s);
    expect(v.pieces).toEqual([
      { at: '1,0', owner: 'p1' },
      { at: '3,0', owner: 'p2' },
      { at: '0,1', owner: 'p1' },
      { at: '3,1', owner: 'p2' },
    ]);
    expect(v.dice).toHaveLength(7);
    expect(v.toMove).toBe('p1');
    expect(v.info).toEqual({ phase: 'play', pool: {}, turn: 1, roll: [1, 3, 6, 6], rolls: { p1: [1, 3, 6, 6] }, team: 'p1', step: 'move', current: null, moved: ['1,0'], out: [], plies: 2 });
    expect(g.view(g.start(0)).info).toMatchObject({ phase: 'place', turn: 0, team: null, step: null });
  });

  it('knows its squares', () => {
    expect(g.isSquare('3,-4')).toBe(true);
    expect(g.isSquare('41,0')).toBe(false);
    expect(g.isSquare('c3')).toBe(false);
  });
});

describe('setup', () => {
  const problems = (spec: Record<string, unknown>) => {
    const s = g.setup(spec, 0);
    return isSetupProblems(s) ? s : [];
  };

  it('reports every problem with its path', () => {
    expect(problems({ dice: [{ at: 'x', value: 3 }, { at: '0,0', value: 9 }] })).toEqual([
      { path: ['dice', 0, 'at'], message: '"x" is not a square; expected "x,y" with whole numbers, e.g. "1,0" or "-2,3"' },
      { path: ['dice', 1, 'value'], message: '9 is not a die value; expected 1 … 6' },
    ]);
    expect(problems({ dice: [{ at: '0,0', value: 3 }, { at: '0,0', value: 3 }] })).toEqual([{ path: ['dice', 1, 'at'], message: 'two dice on 0,0; expected one die per square' }]);
    const row = [0, 1, 2, 3, 4, 5].map((x) => ({ at: `${x},0`, value: 2 }));
    expect(problems({ dice: row })).toEqual([{ path: ['dice'], message: 'row y=0 holds 6 dice; at most 5 (pond.maxDicePerLine)' }]);
    const d = [{ at: '0,0', value: 3 }, { at: '1,0', value: 3 }, { at: '2,0', value: 3 }, { at: '3,0', value: 3 }];
    expect(problems({ dice: d, pawns: [{ at: '5,5', owner: 'p1' }, { at: '0,0', owner: 'p7' }, { at: '0,0', owner: 'p1' }, { at: '0,0', owner: 'p2' }] })).toEqual([
      { path: ['pawns', 0, 'at'], message: 'there is no die on 5,5: pawns stand on dice' },
      { path: ['pawns', 1, 'owner'], message: '"p7" is not a player; expected one of p1, p2' },
      { path: ['pawns', 3, 'at'], message: 'two pawns on 0,0: two pawns cannot occupy the same space' },
    ]);
    expect(problems({ dice: d, pawns: ['0,0', '1,0', '2,0'].map((at) => ({ at, owner: 'p1' })) })).toEqual([
      { path: ['pawns', 2], message: 'p1 has 2 pawns (pawnsPerPlayer); this is one more' },
    ]);
    expect(problems({ dice: d, pool: { 3: 1 }, pawns: [{ at: '0,0', owner: 'p1' }] })).toEqual([
      { path: ['pool'], message: 'dice are left in the pool, but the phase is play; expected an empty pool (or phase: place)' },
    ]);
    expect(problems({ phase: 'place', pool: { 3: 1 } })).toEqual([
      { path: ['dice'], message: 'every die is placed next to one already on the pond; expected at least one die (e.g. { at: "0,0", value: 6 })' },
    ]);
    expect(problems({ dice: d, pawns: [{ at: '0,0', owner: 'p1' }], phase: 'pawns', toMove: 'p1' })).toEqual([
      { path: ['toMove'], message: 'the pawn placement order (pawnPlacement.order) gives the next pawn to p2, not p1' },
    ]);
    expect(problems({ dice: d, pawns: [{ at: '0,0', owner: 'p2' }], phase: 'pawns' })).toEqual([
      { path: ['pawns'], message: "after 1 pawn the pawn placement order (pawnPlacement.order) has placed 1 of p1's; the setup lists 0" },
    ]);
    expect(problems({ dice: d, pawns: [{ at: '0,0', owner: 'p1' }], toMove: 'p2' })).toEqual([
      { path: ['toMove'], message: 'p2 has no pawns on the pond, so cannot take the turn; expected a player with pawns' },
    ]);
  });

  it('a position where one side has no pawns is already decided', () => {
    const s = position(g, { '0,0': 3 }, { '0,0': 'p1' });
    expect(g.outcome(s)).toEqual({ winner: 'p1', reason: 'p1 won: p2 has no pawns on the pond at the start, so only p1 can play' });
  });

  it('the setup may continue the pawn placement', () => {
    const s = position(g, pond, { '0,0': 'p1', '1,0': 'p2' }, { phase: 'pawns' });
    expect(g.view(s).toMove).toBe('p1');
    play(g, s, { pawn: '2,0' }, { pawn: '3,0' });
    expect(g.view(s).info.phase).toBe('play');
  });
});

describe('states', () => {
  it('survive JSON and clone, in every phase and layout', () => {
    const big = gameOf({ ...FOUR_PLAYERS, pond: { maxDicePerLine: 30 } });
    for (const game of [g, big]) {
      const s = game.start(11);
      const buf = new Int32Array(game.maxActions);
      for (let i = 0; game.toMove(s) !== -1 && i < 400; i++) {
        const json = JSON.stringify(game.serialize(s));
        const back = game.deserialize(JSON.parse(json));
        expect(JSON.stringify(game.serialize(back))).toBe(json);
        expect(JSON.stringify(game.serialize(game.clone(s)))).toBe(json);
        expect(game.view(back)).toEqual(game.view(s));
        const n = game.legalActions(s, buf);
        const a = game.toMove(s) === -2 ? game.sampleChance(s) : buf[(i * 7919) % n]!;
        game.apply(s, a);
      }
    }
  });

  it('a clone is independent of its original', () => {
    const s = playing();
    const c = g.clone(s);
    play(g, c, { roll: [1, 1, 1, 1] });
    expect(g.view(s).toMove).toBe('chance');
    expect(g.view(c).toMove).toBe('p1');
  });

  it('whyIllegal explains any number, even one no parse would give', () => {
    const s = playing();
    for (const a of [0, 1, -1, 2 ** 31 - 1, 0x7fffffff & 0x5abcdef1, 7 << 28, (5 << 28) | (7 << 21) | (3 << 18) | 0x3fff]) {
      const why = g.whyIllegal(s, a);
      expect(typeof why).toBe('string');
    }
  });

  it('refusal reasons name the phase and what is expected', () => {
    const s = g.start(0);
    expect(act(g, s, { pawn: '0,0' })).toBe('no pawn is placed now: it is p1\'s turn to place a die from the pool ({ place: <value>, at: "x,y" })');
    expect(act(g, s, { use: 3, do: 'lower' })).toBe('no group is used now: it is p1\'s turn to place a die from the pool ({ place: <value>, at: "x,y" })');
  });
});

describe('several states of one game at once', () => {
  it('play the same whether interleaved or one after the other (the grid index follows each state)', () => {
    const alone = [g.start(3), g.start(4)];
    const mixed = [g.start(3), g.start(4)];
    const buf = new Int32Array(g.maxActions);
    const step = (s: ReturnType<typeof g.start>, i: number) => {
      const who = g.toMove(s);
      if (who === -1) return;
      const n = g.legalActions(s, buf);
      g.apply(s, who === -2 ? g.sampleChance(s) : buf[(i * 31) % n]!);
    };
    for (const s of alone) for (let i = 0; i < 120; i++) step(s, i);
    for (let i = 0; i < 120; i++) for (const s of mixed) step(s, i);
    expect(mixed.map((s) => g.serialize(s))).toEqual(alone.map((s) => g.serialize(s)));
    const c = g.clone(mixed[0]!);
    expect(legal(g, c)).toEqual(legal(g, mixed[0]!));
  });
});
