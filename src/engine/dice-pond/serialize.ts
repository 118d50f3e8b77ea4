/**
 * The JSON form of a state (`Game.serialize` / `deserialize`): the lists in
 * their order, so a restored state lists legal actions in the same order;
 * the grid and the counts are rebuilt from them.
 */
import { Rng } from '../rng';
import { countIn, roomPrefix } from './frontier';
import { cellOf } from './pond';
import { at, coverCell, DiceState, DIE_SHIFT, PAWN_SHIFT, VALUE_MASK } from './state';
import type { Tables } from './tables';

/** The state as JSON. Dice and free squares keep their list order, so a restored state lists legal actions in the same order. */
export interface DiceStateJson {
  phase: number;
  step: number;
  toMove: number;
  dice: [string, number][];
  front: string[];
  pool: number[];
  placeTurn: number;
  placedInTurn: number;
  pawnsPlaced: number;
  pawns: (string | null)[];
  moved: number[];
  groups: number[];
  team: number;
  turn: number;
  current: number;
  result: number;
  endWhy: number;
  aliveMask: number;
  plies: number;
  rng: number[];
}

export function serializeState(T: Tables, s: DiceState): DiceStateJson {
  const names = T.pond.names;
  return {
    phase: s.phase,
    step: s.step,
    toMove: s.toMove,
    dice: s.dice.slice(0, s.diceN).map((d) => [names[d >> DIE_SHIFT], d & VALUE_MASK] as [string, number]),
    front: s.front.slice(0, s.frontN).map((c) => names[c]),
    pool: s.pool.slice(),
    placeTurn: s.placeTurn,
    placedInTurn: s.placedInTurn,
    pawnsPlaced: s.pawnsPlaced,
    pawns: s.pawnCell.map((c) => (c >= 0 ? names[c] : null)),
    moved: s.moved.slice(),
    groups: s.groups.slice(),
    team: s.team,
    turn: s.turn,
    current: s.current,
    result: s.result,
    endWhy: s.endWhy,
    aliveMask: s.aliveMask,
    plies: s.plies,
    rng: s.rng.state(),
  };
}

export function deserializeState(T: Tables, json: unknown): DiceState {
  const j = json as DiceStateJson;
  const cell = (name: string): number => {
    const c = cellOf(T.pond, name);
    if (typeof c === 'string') throw new Error(`not a D'ice Cubes state of this ruleset: ${c}`);
    return c;
  };
  const s = new DiceState(T, Rng.fromState(j.rng));
  j.dice.forEach(([name, v], i) => {
    const c = cell(name);
    coverCell(T, s, c);
    s.dice[i] = (c << DIE_SHIFT) | v;
    s.grid[at(s, c)] = v;
    s.valueN[v]++;
    countIn(T, s, c, false);
  });
  s.diceN = j.dice.length;
  // Empty squares count the dice next to them (see state.ts). The window is final now, so the grid indexes are too.
  for (let i = 0; i < s.diceN; i++) {
    const here = at(s, s.dice[i] >> DIE_SHIFT);
    s.diceAt[i] = here;
    for (const d of s.near) if (s.grid[here + d] <= 0) s.grid[here + d]--;
  }
  j.front.forEach((name, i) => (s.front[i] = cell(name)));
  s.frontN = j.front.length;
  j.pool.forEach((n, v) => (s.pool[v] = n));
  s.poolN = j.pool.reduce((a, b) => a + b, 0);
  j.pawns.forEach((name, pawn) => {
    if (name === null) return;
    const c = cell(name);
    s.pawnCell[pawn] = c;
    s.pawnAt[pawn] = at(s, c);
    s.grid[s.pawnAt[pawn]] |= (pawn + 1) << PAWN_SHIFT;
    const owner = T.pawnOwner[pawn];
    s.pawnsLeft[owner]++;
    s.teamPawns[T.teamOf[owner]]++;
  });
  j.moved.forEach((m, i) => (s.moved[i] = m));
  j.groups.forEach((n, i) => (s.groups[i] = n));
  s.phase = j.phase;
  s.step = j.step;
  s.toMove = j.toMove;
  s.placeTurn = j.placeTurn;
  s.placedInTurn = j.placedInTurn;
  s.pawnsPlaced = j.pawnsPlaced;
  s.team = j.team;
  s.turn = j.turn;
  s.current = j.current;
  s.result = j.result;
  s.endWhy = j.endWhy;
  s.aliveMask = j.aliveMask;
  s.plies = j.plies;
  s.roomN = roomPrefix(T, s);
  return s;
}
