/**
 * Invariants over random games, for the shipped rulesets and random
 * combinations of switches: the pond stays consistent, the generator and
 * `whyIllegal` agree, refusals have reasons, states survive clone and JSON,
 * seed + actions replay exactly, and every game ends within its turn limit.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DicePondGame } from '../../../src/engine/dice-pond/dice-pond-game';
import {
  at,
  cellAt,
  diceInColumn,
  diceInRow,
  DIE_SHIFT,
  PAWN_SHIFT,
  PHASE_PLACE,
  VALUE_MASK,
  type DiceState,
} from '../../../src/engine/dice-pond/state';
import { frontRemove } from '../../../src/engine/dice-pond/frontier';
import type { Tables } from '../../../src/engine/dice-pond/tables';
import { CHANCE, NOBODY } from '../../../src/engine/game';
import { Rng } from '../../../src/engine/rng';
import { FOUR_PLAYERS, gameOf, shipped } from './helpers';

/** What is broken in a state (plain checks, so that many states stay fast). */
function broken(game: DicePondGame, s: DiceState): string[] {
  const out: string[] = [];
  const T = (game as unknown as { T: Tables }).T;
  const view = game.view(s);
  const dice = new Map((view.dice ?? []).map((d) => [d.at, d.value]));
  if (dice.size !== view.dice!.length) out.push('two dice on one square');
  for (const [at, v] of dice) if (!(v >= 1 && v <= T.top)) out.push(`die ${at} shows ${v}`);
  const lines = new Map<string, number>();
  for (const at of dice.keys()) {
    const [x, y] = at.split(',');
    lines.set(`column x=${x}`, (lines.get(`column x=${x}`) ?? 0) + 1);
    lines.set(`row y=${y}`, (lines.get(`row y=${y}`) ?? 0) + 1);
  }
  for (const [line, n] of lines) if (n > T.lineLimit) out.push(`${line} holds ${n} dice`);
  const pawnSquares = view.pieces.map((p) => p.at);
  if (new Set(pawnSquares).size !== pawnSquares.length) out.push('two pawns on one die');
  for (const at of pawnSquares) if (!dice.has(at)) out.push(`pawn on ${at} without a die`);

  // The state's grid and counts agree with its lists, and its window reaches two squares beyond every die.
  const P = T.pond;
  for (let i = 0; i < s.diceN; i++) {
    const c = s.dice[i] >> DIE_SHIFT;
    const [row, col] = [P.rowOf[c], P.colOf[c]];
    const covered = (x: number, lo: number, hi: number) => Math.max(0, x - 2) >= lo && Math.min(P.side, x + 3) <= hi;
    if (!covered(row, s.gridRow, s.gridEnd) || !covered(col, s.gridCol, s.gridColEnd))
      out.push(`the grid window misses the squares around ${P.names[c]}`);
  }
  // Each die and pawn knows its cell's index in the window (the hot path reads the grid through them).
  for (let i = 0; i < s.diceN; i++)
    if (s.diceAt[i] !== at(s, s.dice[i] >> DIE_SHIFT))
      out.push(`die ${P.names[s.dice[i] >> DIE_SHIFT]} at grid index ${s.diceAt[i]}`);
  s.pawnCell.forEach((c, pawn) => {
    if (s.pawnAt[pawn] !== (c >= 0 ? at(s, c) : -1)) out.push(`pawn ${pawn} at grid index ${s.pawnAt[pawn]}`);
  });
  // −0 is a double: one stored turns the whole grid into an array of doubles, slower on every read (state.ts grid).
  if (s.grid.some((g) => Object.is(g, -0))) out.push('a grid entry is −0');
  const want = new Int16Array(P.cells);
  for (let i = 0; i < s.diceN; i++) {
    const c = s.dice[i] >> DIE_SHIFT;
    want[c] = s.dice[i] & VALUE_MASK;
    if (P.inside[c] !== 1) out.push(`die on border cell ${c}`);
  }
  s.pawnCell.forEach((c, pawn) => {
    if (c >= 0) want[c] |= (pawn + 1) << PAWN_SHIFT;
  });
  const rowN = new Array<number>(P.side).fill(0);
  const colN = new Array<number>(P.side).fill(0);
  const valueN = new Array<number>(T.top + 2).fill(0);
  const front = new Set(s.front.slice(0, s.frontN));
  if (front.size !== s.frontN) out.push('a free square listed twice');
  for (let c = 0; c < P.cells; c++) {
    if (want[c] !== 0 && cellAt(T, s, c) !== want[c]) out.push(`grid at ${c}: ${cellAt(T, s, c)}, expected ${want[c]}`);
    if (want[c] & VALUE_MASK) {
      rowN[P.rowOf[c]]++;
      colN[P.colOf[c]]++;
      valueN[want[c] & VALUE_MASK]++;
    }
    let adj = 0;
    for (const d of P.placeDeltas) if (want[c + d] & VALUE_MASK) adj++;
    // An empty cell holds minus the number of dice next to it.
    if (want[c] === 0 && cellAt(T, s, c) !== 0 - adj)
      out.push(`empty cell ${c} next to ${adj} dice holds ${cellAt(T, s, c)}`);
    if (P.inside[c] !== 1) continue;
    // Free squares are listed while dice are placed (see frontier.ts), not after.
    const isFront = s.phase === PHASE_PLACE && want[c] === 0 && adj > 0;
    if (isFront !== front.has(c)) out.push(`frontier at ${P.names[c]}`);
  }
  // Free squares with room come first in the frontier list, then the shut ones.
  const lineLimit = T.lineLimit;
  s.front.slice(0, s.frontN).forEach((c, i) => {
    const room = rowN[P.rowOf[c]] < lineLimit && colN[P.colOf[c]] < lineLimit;
    if (room !== i < s.roomN) out.push(`${P.names[c]} listed as ${i < s.roomN ? 'with room' : 'shut'}`);
  });
  if (rowN.some((n, i) => n !== diceInRow(s, i)) || colN.some((n, i) => n !== diceInColumn(s, i)))
    out.push('row/column counts');
  if (valueN.some((n, i) => n !== s.valueN[i])) out.push('value counts');
  return out;
}

interface Played {
  chosen: number[];
  all: number[];
  final: DiceState;
}

/** A random game with every check on every state; `chosen` are the players' actions, `all` include the rolls. */
function playChecked(game: DicePondGame, seed: number, playerSeed: number): Played {
  const s = game.start(seed);
  const rng = Rng.seeded(playerSeed);
  const buf = new Int32Array(game.maxActions);
  const chosen: number[] = [];
  const all: number[] = [];
  const T = (game as unknown as { T: Tables }).T;
  let previous: number[] = [];
  for (;;) {
    expect(broken(game, s)).toEqual([]);
    expect(s.turn).toBeLessThanOrEqual(T.turnLimit);
    const json = JSON.stringify(game.serialize(s));
    expect(JSON.stringify(game.serialize(game.deserialize(JSON.parse(json))))).toBe(json);
    const who = game.toMove(s);
    const n = who === NOBODY ? 0 : game.legalActions(s, buf);
    const legal = Array.from(buf.subarray(0, n));
    const legalSet = new Set(legal);
    expect(legalSet.size).toBe(n);
    for (const a of legal) {
      if (game.whyIllegal(s, a) !== null) expect.fail(`legal ${game.notation(s, a)} refused: ${game.whyIllegal(s, a)}`);
      const back = game.parseAction(s, game.formatAction(s, a));
      if (!back.ok || back.action !== a)
        expect.fail(`${JSON.stringify(game.formatAction(s, a))} parses to ${JSON.stringify(back)}, not ${a}`);
    }
    // Whatever a player might write here: accepted exactly when legal, else refused with a reason.
    for (const a of [...previous, ...candidates(game, s, rng)]) {
      const why = game.whyIllegal(s, a);
      if (legalSet.has(a) !== (why === null))
        expect.fail(`${game.notation(s, a)}: legal ${legalSet.has(a)}, whyIllegal ${why}`);
      if (why !== null && why.length < 10) expect.fail(`a reason too short: ${why}`);
    }
    if (who === NOBODY) {
      expect(game.outcome(s)).not.toBeNull();
      return { chosen, all, final: s };
    }
    expect(game.outcome(s)).toBeNull();
    expect(n).toBeGreaterThan(0);
    const a = who === CHANCE ? game.sampleChance(s) : legal[rng.below(n)];
    expect(legalSet.has(a)).toBe(true);
    if (who !== CHANCE) chosen.push(a);
    all.push(a);
    previous = legal.slice(0, 20);
    game.apply(s, a);
  }
}

/** Scenario actions near the pond, of every form, parsed in this state. */
function candidates(game: DicePondGame, s: DiceState, rng: Rng): number[] {
  const squares = [...(game.view(s).dice ?? []).map((d) => d.at), '0,0'];
  const near = () => {
    const [x, y] = squares[rng.below(squares.length)].split(',').map(Number);
    return `${x + rng.int(-1, 1)},${y + rng.int(-1, 1)}`;
  };
  const objs = [
    { place: rng.int(1, 6), at: near() },
    { pawn: near() },
    { from: near(), to: near() },
    { roll: Array.from({ length: rng.int(1, 4) }, () => rng.int(1, 6)) },
    { use: rng.int(1, 6), do: 'lower' },
    { use: rng.int(1, 6), do: 'raise', at: near() },
    { use: rng.int(1, 6), do: 'add', at: near() },
  ];
  const out: number[] = [];
  for (const obj of objs) {
    const p = game.parseAction(s, obj);
    if (p.ok) out.push(p.action);
  }
  return out;
}

function replays(game: DicePondGame, seed: number, played: Played): void {
  const final = JSON.stringify(game.serialize(played.final));
  // The players' actions, with every roll drawn from the seed again: exactly the same game.
  const s = game.start(seed);
  let i = 0;
  while (game.toMove(s) !== NOBODY)
    game.apply(s, game.toMove(s) === CHANCE ? game.sampleChance(s) : played.chosen[i++]);
  expect(JSON.stringify(game.serialize(s))).toBe(final);
  // Every action, rolls included, applied as given: the same game, the generator left untouched.
  const t = game.start(seed);
  for (const a of played.all) game.apply(t, a);
  const { rng: _a, ...rest } = game.serialize(t) as Record<string, unknown>;
  const { rng: _b, ...restFinal } = game.serialize(played.final) as Record<string, unknown>;
  expect(rest).toEqual(restFinal);
}

describe.each(['dice-cubes', 'dice-cubes-4p'])('random games of %s', (id) => {
  const game = shipped(id);
  it('keep every invariant and replay from seed + actions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer(), (seed, playerSeed) => {
        replays(game, seed, playChecked(game, seed, playerSeed));
      }),
      { numRuns: 6 },
    );
  });
});

describe('random games with random switches', () => {
  const rules = fc.record({
    four: fc.boolean(),
    maxDicePerLine: fc.integer({ min: 2, max: 7 }),
    placeAdj: fc.constantFrom('orthogonal', 'orthogonal-and-diagonal'),
    moveAdj: fc.constantFrom('orthogonal', 'orthogonal-and-diagonal'),
    raise: fc.boolean(),
    add: fc.constantFrom('unlimited', 'from-removed', 'never'),
    simultaneous: fc.constantFrom('draw', 'mover-loses'),
    sameValueGroups: fc.constantFrom('team-chooses', 'player-order'),
    outPlayerGroups: fc.constantFrom('discard', 'keep'),
    turnLimit: fc.integer({ min: 1, max: 60 }),
    dicePerTurn: fc.integer({ min: 1, max: 3 }),
  });
  it('keep every invariant, end within the turn limit and replay exactly', () => {
    fc.assert(
      fc.property(rules, fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer(), (r, seed, playerSeed) => {
        const game = gameOf({
          ...(r.four ? FOUR_PLAYERS : {}),
          pond: { maxDicePerLine: r.maxDicePerLine },
          placement: { adjacency: r.placeAdj, dicePerTurn: r.dicePerTurn },
          movement: { adjacency: r.moveAdj },
          sixPower: { raise: r.raise, add: r.add },
          elimination: { simultaneous: r.simultaneous },
          teamPlay: { sameValueGroups: r.sameValueGroups, outPlayerGroups: r.outPlayerGroups },
          turnLimit: r.turnLimit,
        });
        const played = playChecked(game, seed, playerSeed);
        expect(played.final.turn).toBeLessThanOrEqual(r.turnLimit);
        replays(game, seed, played);
      }),
      { numRuns: 12 },
    );
  });
});

describe('the free-square list', () => {
  it('refuses to take off a square it does not hold, rather than walk past its end', () => {
    const game = shipped('dice-cubes');
    const s = game.start(1);
    const T = (game as unknown as { T: Tables }).T;
    const listed = new Set(s.front.slice(0, s.frontN));
    const unlisted = T.pond.names.findIndex((name, c) => name !== '' && !listed.has(c));
    expect(() => frontRemove(s, unlisted)).toThrow(/not in the free-square list/);
    expect(s.frontN, 'the list is left as it was').toBe(listed.size);
  });
});
