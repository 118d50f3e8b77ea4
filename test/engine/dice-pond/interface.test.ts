/** The Game interface around the rules: parsing, notation, events, views, setup problems, serialisation. */
import { describe, expect, it } from 'vitest';
import { CHANCE, isSetupProblems, NOBODY } from '../../../src/engine/game';
import { Rng } from '../../../src/engine/rng';
import { act, dice, events, FOUR_PLAYERS, gameOf, legal, play, position, shipped, toMove, winner } from './helpers';

const g = shipped('dice-cubes');
const g4 = shipped('dice-cubes-4p');
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
    expect(p.ok && g.whyIllegal(s, p.action)).toBe(
      'no pawn moves now: a roll is due: p1 rolls 4 blue dice ({ roll: [...] })',
    );
    const q = g.parseAction(s, { place: 3, at: '9,9' });
    expect(q.ok && g.whyIllegal(s, q.action)).toBe(
      'no dice are placed now: a roll is due: p1 rolls 4 blue dice ({ roll: [...] })',
    );
  });

  it('refuse ill-formed actions, saying what was expected', () => {
    const s = playing();
    const errors = [
      [
        { go: 1 },
        "not a D'ice Cubes action (keys: go); expected one of { place, at }, { pawn }, { roll }, { from, to }, { use, do[, at][, by] }",
      ],
      [{ from: '0,0' }, 'to: a square is written "x,y" in quotes, e.g. "1,0"; found undefined'],
      [
        { from: 'a1', to: '0,0' },
        'from: "a1" is not a square; expected "x,y" with whole numbers, e.g. "1,0" or "-2,3"',
      ],
      [{ place: 7, at: '1,0' }, 'place: 7 is not a die value; expected a whole number 1 … 6'],
      [{ place: 3 }, 'place needs at: the square for the die, e.g. { place: 4, at: "1,0" }'],
      [{ pawn: '0,0', at: '1,0' }, 'unknown key "at" in a dice-pond action; expected { pawn }'],
      [{ roll: [0, 3] }, 'roll: 0 is not a die value; expected a whole number 1 … 6'],
      [{ roll: [] }, 'roll: expected a list of blue dice values, e.g. [1, 3, 3, 6]'],
      [{ roll: [1, 2, 3, 4, 5] }, 'roll: 5 dice listed, but there are only 4 blue dice (dice.blue)'],
      [{ use: 3, do: 'flip' }, 'do: "flip"; expected lower, raise or add'],
      [{ use: 3, do: 'lower', at: '1,0' }, 'lower drops every white 3: it takes no at:'],
      [{ use: 6, do: 'add' }, 'add needs at: the empty square for the new die, e.g. { use: 6, do: add, at: "3,0" }'],
      [{ use: 3, do: 'lower', by: 'p9' }, 'by: "p9" is not a player; expected one of p1, p2'],
      [
        { use: 3, do: 'raise', at: '99,0' },
        'at: "99,0" is outside the pond the workbench keeps; expected x and y each from -40 to 40 (the ruleset\'s pond.radius, 40, sets this limit)',
      ],
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
    expect(events(g, s)).toEqual([
      '1,0 rises 3 → 4',
      "p1's 6 6 are discarded: no white die shows 6",
      'turn 2: p2 to roll',
    ]);
    expect(g.lastEvents(s).map((e) => e.kind)).toEqual(['raise', 'discard', 'turn-start']);
    expect(g.lastEvents(s)[0].at).toEqual(['1,0']);
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
    expect(v.facts).toEqual({ plies: 2, phase: 'play', turn: 1, out: [], scoresFor: { p1: 'p1', p2: 'p2' } });
    expect(v.info).toEqual({
      pool: {},
      roll: [1, 3, 6, 6],
      rolls: { p1: [1, 3, 6, 6] },
      team: 'p1',
      step: 'move',
      current: null,
      moved: ['1,0'],
    });
    expect(g.view(g.start(0)).facts).toMatchObject({ phase: 'place', turn: 0 });
    expect(g.view(g.start(0)).info).toMatchObject({ team: null, step: null });
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
    expect(
      problems({
        dice: [
          { at: 'x', value: 3 },
          { at: '0,0', value: 9 },
        ],
      }),
    ).toEqual([
      {
        path: ['dice', 0, 'at'],
        message: '"x" is not a square; expected "x,y" with whole numbers, e.g. "1,0" or "-2,3"',
      },
      { path: ['dice', 1, 'value'], message: '9 is not a die value; expected 1 … 6' },
    ]);
    expect(
      problems({
        dice: [
          { at: '0,0', value: 3 },
          { at: '0,0', value: 3 },
        ],
      }),
    ).toEqual([{ path: ['dice', 1, 'at'], message: 'two dice on 0,0; expected one die per square' }]);
    const row = [0, 1, 2, 3, 4, 5].map((x) => ({ at: `${x},0`, value: 2 }));
    expect(problems({ dice: row })).toEqual([
      { path: ['dice'], message: 'row y=0 holds 6 dice; at most 5 (pond.maxDicePerLine)' },
    ]);
    const d = [
      { at: '0,0', value: 3 },
      { at: '1,0', value: 3 },
      { at: '2,0', value: 3 },
      { at: '3,0', value: 3 },
    ];
    expect(
      problems({
        dice: d,
        pawns: [
          { at: '5,5', owner: 'p1' },
          { at: '0,0', owner: 'p7' },
          { at: '0,0', owner: 'p1' },
          { at: '0,0', owner: 'p2' },
        ],
      }),
    ).toEqual([
      { path: ['pawns', 0, 'at'], message: 'there is no die on 5,5: pawns stand on dice' },
      { path: ['pawns', 1, 'owner'], message: '"p7" is not a player; expected one of p1, p2' },
      { path: ['pawns', 3, 'at'], message: 'two pawns on 0,0: two pawns cannot occupy the same space' },
    ]);
    expect(problems({ dice: d, pawns: ['0,0', '1,0', '2,0'].map((at) => ({ at, owner: 'p1' })) })).toEqual([
      { path: ['pawns', 2], message: 'p1 has 2 pawns (pawnsPerPlayer); this is one more' },
    ]);
    expect(problems({ dice: d, pool: { 3: 1 }, pawns: [{ at: '0,0', owner: 'p1' }] })).toEqual([
      {
        path: ['pool'],
        message: 'dice are left in the pool, but the phase is play; expected an empty pool (or phase: place)',
      },
    ]);
    expect(problems({ phase: 'place', pool: { 3: 1 } })).toEqual([
      {
        path: ['dice'],
        message:
          'every die is placed next to one already on the pond; expected at least one die (e.g. { at: "0,0", value: 6 })',
      },
    ]);
    expect(problems({ dice: d, pawns: [{ at: '0,0', owner: 'p1' }], phase: 'pawns', toMove: 'p1' })).toEqual([
      { path: ['toMove'], message: 'the pawn placement order (pawnPlacement.order) gives the next pawn to p2, not p1' },
    ]);
    expect(problems({ dice: d, pawns: [{ at: '0,0', owner: 'p2' }], phase: 'pawns' })).toEqual([
      {
        path: ['pawns'],
        message: "after 1 pawn the pawn placement order (pawnPlacement.order) has placed 1 of p1's; the setup lists 0",
      },
    ]);
    expect(problems({ dice: d, pawns: [{ at: '0,0', owner: 'p1' }], toMove: 'p2' })).toEqual([
      {
        path: ['toMove'],
        message: 'p2 has no pawns on the pond, so cannot take the turn; expected a player with pawns',
      },
    ]);
  });

  it('a position where one side has no pawns is already decided', () => {
    const s = position(g, { '0,0': 3 }, { '0,0': 'p1' });
    expect(g.outcome(s)).toEqual({
      winner: 'p1',
      code: 'no-pawns-at-start',
      returns: { p1: 1, p2: -1 },
      reason: 'p2 has no pawns on the pond at the start, so only p1 can play',
    });
  });

  it('the setup may continue the pawn placement', () => {
    const s = position(g, pond, { '0,0': 'p1', '1,0': 'p2' }, { phase: 'pawns' });
    expect(g.view(s).toMove).toBe('p1');
    play(g, s, { pawn: '2,0' }, { pawn: '3,0' });
    expect(g.view(s).facts.phase).toBe('play');
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
        const a = game.toMove(s) === -2 ? game.sampleChance(s) : buf[(i * 7919) % n];
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
    for (const a of [
      0,
      1,
      -1,
      2 ** 31 - 1,
      0x7fffffff & 0x5abcdef1,
      7 << 28,
      (5 << 28) | (7 << 21) | (3 << 18) | 0x3fff,
    ]) {
      const why = g.whyIllegal(s, a);
      expect(typeof why).toBe('string');
    }
  });

  it('refusal reasons name the phase and what is expected', () => {
    const s = g.start(0);
    expect(act(g, s, { pawn: '0,0' })).toBe(
      'no pawn is placed now: it is p1\'s turn to place a die from the pool ({ place: <value>, at: "x,y" })',
    );
    expect(act(g, s, { use: 3, do: 'lower' })).toBe(
      'no group is used now: it is p1\'s turn to place a die from the pool ({ place: <value>, at: "x,y" })',
    );
  });
});

describe('setup without pawns', () => {
  const problems = (game: typeof g, spec: Record<string, unknown>) => {
    const s = game.setup(spec, 0);
    return isSetupProblems(s) ? s : [];
  };

  it('phase: play with no pawns at all is refused, saying what is expected (it used to be a draw "the last pawns … sank")', () => {
    expect(problems(g, { phase: 'play', dice: [{ at: '0,0', value: 5 }] })).toEqual([
      {
        path: ['pawns'],
        message:
          'phase: play needs pawns on the pond, but the setup lists none; expected each side\'s pawns on dice, e.g. { at: "0,0", owner: p1 } (or phase: pawns to place them in turn)',
      },
    ]);
    expect(problems(g4, { phase: 'play', dice: [{ at: '2,1', value: 5 }], toMove: 'p2' })).toEqual([
      {
        path: ['pawns'],
        message:
          'phase: play needs pawns on the pond, but the setup lists none; expected each side\'s pawns on dice, e.g. { at: "2,1", owner: p1 } (or phase: pawns to place them in turn)',
      },
    ]);
  });

  it('toMove naming a player whose side has no pawns is refused (the team is named only in team games)', () => {
    const spec = (owner: string, toMove: string) => ({
      dice: [{ at: '0,0', value: 3 }],
      pawns: [{ at: '0,0', owner }],
      toMove,
    });
    expect(problems(g, spec('p1', 'p2'))).toEqual([
      {
        path: ['toMove'],
        message: 'p2 has no pawns on the pond, so cannot take the turn; expected a player with pawns',
      },
    ]);
    expect(problems(g4, spec('p2', 'p1'))).toEqual([
      {
        path: ['toMove'],
        message: 'p1 has no pawns on the pond (nor has team A), so cannot take the turn; expected a player with pawns',
      },
    ]);
    expect(problems(g4, spec('p3', 'p1'))).toEqual([]);
  });

  it('phase: pawns with no dice is refused: pawns need dice to stand on', () => {
    expect(problems(g, { phase: 'pawns' })).toEqual([
      {
        path: ['dice'],
        message:
          'pawns are placed on dice, but the setup lists none; expected the pond\'s dice (e.g. { at: "0,0", value: 6 })',
      },
    ]);
  });

  it('a setup in which one side has no pawns is decided at once, and the reason says that side has none', () => {
    const s = position(g, { '0,0': 3, '1,0': 4 }, { '0,0': 'p1' });
    expect(winner(g, s)).toBe('p1');
    expect(toMove(g, s)).toBe('none');
    expect(g.outcome(s)?.reason).toBe('p2 has no pawns on the pond at the start, so only p1 can play');
    expect(act(g, s, { roll: [1, 2] })).toBe(
      'the game is over: p1 won: p2 has no pawns on the pond at the start, so only p1 can play',
    );
    const t = position(g4, { '0,0': 3, '1,0': 4 }, { '0,0': 'p2', '1,0': 'p4' });
    expect(g4.outcome(t)).toEqual({
      winner: 'B',
      code: 'no-pawns-at-start',
      returns: { A: -1, B: 1 },
      reason: 'team A has no pawns on the pond at the start, so only team B can play',
    });
    // Three sides, one with pawns.
    const three = gameOf({ players: ['p1', 'p2', 'p3'], pawnsPerPlayer: 1, dice: { blue: 2 } });
    const u = position(three, { '0,0': 3 }, { '0,0': 'p3' });
    expect(three.outcome(u)).toMatchObject({
      code: 'no-pawns-at-start',
      returns: { p1: -1, p2: -1, p3: 1 },
      reason: 'p1 and p2 have no pawns on the pond at the start, so only p3 can play',
    });
    // Serialized and read back, the reason stays.
    expect(g.outcome(g.deserialize(JSON.parse(JSON.stringify(g.serialize(s)))))?.reason).toBe(
      'p2 has no pawns on the pond at the start, so only p1 can play',
    );
  });
});

describe('refusals while resolving list only the possible forms', () => {
  /** p1 on 0,0 and 0,1 → moves to 1,0 and 1,1; p2 far away. */
  const resolving = (game: typeof g, d: Record<string, number>, roll: number[]) => {
    const s = position(
      game,
      { '0,0': 5, '0,1': 5, '6,6': 4, '6,7': 4, ...d },
      { '0,0': 'p1', '0,1': 'p1', '6,6': 'p2', '6,7': 'p2' },
    );
    play(game, s, { roll }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    return s;
  };

  it('a 2 with p1 on a 2: lower, or raise that die (no add)', () => {
    const s = resolving(g, { '1,0': 2, '1,1': 4 }, [2, 3, 6, 6]);
    expect(act(g, s, { from: '1,1', to: '0,1' })).toBe(
      'no pawn moves now: p1 must use the 2s now ({ use: 2, do: lower } or { use: 2, do: raise, at: "1,0" })',
    );
  });

  it('a 4 with no pawn of p1 on a 4: only lower', () => {
    const s = resolving(g, { '1,0': 2, '1,1': 3, '2,0': 4 }, [4, 4, 6, 6]);
    expect(act(g, s, { roll: [1, 1, 1, 1] })).toBe('no roll is due: p1 must use the 4s now ({ use: 4, do: lower })');
  });

  it('both pawns on a 3: a raise of either', () => {
    const s = resolving(g, { '1,0': 3, '1,1': 3 }, [3, 4, 6, 6]);
    expect(act(g, s, { pawn: '1,0' })).toBe(
      'no pawn is placed now: p1 must use the 3s now ({ use: 3, do: lower } or { use: 3, do: raise, at: "1,0" } or { use: 3, do: raise, at: "1,1" })',
    );
  });

  it('6s with a pawn on a 6: the six power raise and add; without the pawn on a 6, only lower; sixPower switches drop their form', () => {
    const s = resolving(g, { '1,0': 6, '1,1': 2 }, [1, 1, 6, 6]);
    expect(act(g, s, { place: 1, at: '2,0' })).toBe(
      'no dice are placed now: p1 must use the 6s now ({ use: 6, do: lower } or { use: 6, do: raise, at: "x,y" } (six power: any die below 6) or { use: 6, do: add, at: "x,y" } (six power: a new die on an empty square next to the pond))',
    );
    const noAdd = gameOf({ sixPower: { add: 'never' } });
    const t = resolving(noAdd, { '1,0': 6, '1,1': 2 }, [1, 1, 6, 6]);
    expect(act(noAdd, t, { place: 1, at: '2,0' })).toBe(
      'no dice are placed now: p1 must use the 6s now ({ use: 6, do: lower } or { use: 6, do: raise, at: "x,y" } (six power: any die below 6))',
    );
    const noRaise = gameOf({ sixPower: { raise: false } });
    const u = resolving(noRaise, { '1,0': 6, '1,1': 2 }, [1, 1, 6, 6]);
    expect(act(noRaise, u, { place: 1, at: '2,0' })).toBe(
      'no dice are placed now: p1 must use the 6s now ({ use: 6, do: lower } or { use: 6, do: add, at: "x,y" } (six power: a new die on an empty square next to the pond))',
    );
    const v = resolving(g, { '1,0': 5, '1,1': 2, '2,0': 6 }, [1, 1, 6, 6]);
    expect(act(g, v, { place: 1, at: '3,0' })).toBe(
      'no dice are placed now: p1 must use the 6s now ({ use: 6, do: lower })',
    );
  });

  it('the listed forms are exactly the legal ones (sampled over random games)', () => {
    const seen = new Set<string>();
    for (const game of [g, g4]) {
      for (let seed = 0; seed < 30; seed++) {
        const s = game.start(seed);
        const rng = Rng.seeded(seed + 100);
        const buf = new Int32Array(game.maxActions);
        while (game.toMove(s) !== NOBODY) {
          const current = game.view(s).info.current as number | null;
          if (game.view(s).facts.phase === 'play' && (current ?? 0) > 0) {
            const text = act(game, game.clone(s), { place: 1, at: '0,0' })!;
            // A raise by the 6s is the six power's (a 6 itself cannot be raised).
            const kinds = new Set(legal(game, s).map((a) => `${a.do}${a.do === 'raise' && a.use === 6 ? '-six' : ''}`));
            expect(text.includes('do: lower }'), text).toBe(kinds.has('lower'));
            expect(text.includes('do: raise, at: "x,y" } (six power'), text).toBe(kinds.has('raise-six'));
            expect(/do: raise, at: "-?\d/.test(text), text).toBe(kinds.has('raise'));
            expect(text.includes('do: add'), text).toBe(kinds.has('add'));
            for (const k of kinds) seen.add(k);
          }
          const who = game.toMove(s);
          game.apply(s, who === CHANCE ? game.sampleChance(s) : buf[rng.below(game.legalActions(s, buf))]);
        }
      }
    }
    expect([...seen].sort()).toEqual(['add', 'lower', 'raise', 'raise-six']);
  });
});

describe('a top-value raise without at:', () => {
  const pond = { '0,0': 5, '0,1': 5, '1,0': 6, '1,1': 2, '6,6': 3, '6,7': 4 };
  const pw = { '0,0': 'p1', '0,1': 'p1', '6,6': 'p2', '6,7': 'p2' };

  it("with p1 on a 6 it asks which die the six power raises (it used to raise p1's own 6 and refuse that)", () => {
    const s = position(g, pond, pw);
    play(g, s, { roll: [1, 1, 2, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' }, { use: 2, do: 'lower' });
    expect(act(g, s, { use: 6, do: 'raise' })).toBe(
      'say which die the six power raises: { use: 6, do: raise, at: "x,y" } (any die below 6; a die showing 6, the top value, cannot be raised)',
    );
    expect(act(g, s, { use: 6, do: 'raise', at: '1,0' })).toBe(
      'the die at 1,0 shows 6, the top value: it cannot be raised',
    );
    expect(act(g, s, { use: 6, do: 'raise', at: '6,6' })).toBeNull();
  });

  it('without a pawn on a 6 it says both ways are closed', () => {
    const s = position(g, { ...pond, '1,0': 4, '2,0': 6 }, pw);
    play(g, s, { roll: [1, 1, 2, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' }, { use: 2, do: 'lower' });
    expect(act(g, s, { use: 6, do: 'raise' })).toBe(
      "a die showing 6 (the top value) cannot be raised, and the six power, which raises another die, needs one of p1's pawns on a 6",
    );
    const noRaise = gameOf({ sixPower: { raise: false } });
    const t = position(noRaise, pond, pw);
    play(
      noRaise,
      t,
      { roll: [1, 1, 2, 6] },
      { from: '0,0', to: '1,0' },
      { from: '0,1', to: '1,1' },
      { use: 2, do: 'lower' },
    );
    expect(act(noRaise, t, { use: 6, do: 'raise' })).toBe(
      'a die showing 6 (the top value) cannot be raised, and the six power cannot raise other dice in this ruleset (sixPower.raise: false)',
    );
  });

  it('below the top value, at: may still be left out for the one own pawn on that value', () => {
    const s = position(g, pond, pw);
    play(g, s, { roll: [1, 1, 2, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' }, { use: 2, do: 'raise' });
    expect(dice(g, s)['1,1']).toBe(3);
  });

  it('in a team game, p3 on a 6 is asked for at: too', () => {
    const s = position(
      g4,
      { '0,0': 5, '1,0': 4, '0,1': 5, '1,1': 6, '3,0': 3, '4,0': 4, '3,1': 5, '4,1': 2 },
      { '0,0': 'p1', '3,0': 'p2', '0,1': 'p3', '3,1': 'p4' },
    );
    play(g4, s, { roll: [1, 1, 6, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    expect(act(g4, s, { use: 6, do: 'raise' })).toBe(
      'say which die the six power raises: { use: 6, do: raise, at: "x,y" } (any die below 6; a die showing 6, the top value, cannot be raised)',
    );
  });
});
