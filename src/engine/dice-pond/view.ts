/** What scenario checks, the board renderer and the status bar read (`view`), and the JSON form of a state. */
import { CHANCE, NOBODY, type StateView } from '../game';
import { Rng } from '../rng';
import { parseSquare, xOf, yOf } from './pond';
import { DiceState, DIE_SHIFT, END_TURN_LIMIT, GOING_ON, PHASE_PAWNS, PHASE_PLACE, STEP_MOVE, STEP_ROLL, VALUE_MASK } from './state';
import { roomPrefix } from './frontier';
import type { Tables } from './tables';
import { sync } from './workspace';

const PHASES = ['place', 'pawns', 'play'] as const;

/** Cells in reading order of their squares: by y, then x. */
function sorted(T: Tables, cells: number[]): number[] {
  const P = T.pond;
  return cells.sort((a, b) => yOf(P, a) - yOf(P, b) || xOf(P, a) - xOf(P, b));
}

export function viewOf(T: Tables, s: DiceState): StateView {
  const names = T.pond.names;
  const value = new Map<number, number>();
  for (let i = 0; i < s.diceN; i++) value.set(s.dice[i] >> DIE_SHIFT, s.dice[i] & VALUE_MASK);
  const pawnOn = new Map<number, number>();
  s.pawnCell.forEach((c, pawn) => c >= 0 && pawnOn.set(c, pawn));
  const pool: Record<string, number> = {};
  for (let v = 1; v <= T.top; v++) if (s.pool[v] > 0) pool[String(v)] = s.pool[v];
  const rolls: Record<string, number[]> = {};
  const roll: number[] = [];
  for (let p = 0; p < T.nPlayers; p++) {
    const mine: number[] = [];
    for (let v = 1; v <= T.top; v++) for (let n = s.groups[p * T.vstride + v]; n > 0; n--) mine.push(v);
    if (mine.length > 0) rolls[T.players[p]!] = mine;
    roll.push(...mine);
  }
  roll.sort((a, b) => a - b);
  const inPlay = s.phase !== PHASE_PLACE && s.phase !== PHASE_PAWNS;
  const over = s.result !== GOING_ON;
  const pawnCells = sorted(T, [...pawnOn.keys()]);
  const info: Record<string, unknown> = {
    phase: PHASES[s.phase],
    pool,
    turn: inPlay ? (over && s.endWhy === END_TURN_LIMIT ? s.turn : s.turn + 1) : 0,
    roll,
    rolls,
    team: inPlay ? T.teamNames[s.team] : null,
    step: !inPlay ? null : over ? 'over' : s.step === STEP_ROLL ? 'roll' : s.step === STEP_MOVE ? 'move' : 'resolve',
    current: s.current || null,
    moved: inPlay && !over && s.step === STEP_MOVE ? pawnCells.filter((c) => s.moved[pawnOn.get(c)!] !== 0).map((c) => names[c]) : [],
    out: T.players.filter((_, p) => inPlay && s.pawnsLeft[p] === 0),
    plies: s.plies,
  };
  return {
    pieces: pawnCells.map((c) => ({ at: names[c]!, owner: T.players[T.pawnOwner[pawnOn.get(c)!]]! })),
    dice: sorted(T, [...value.keys()]).map((c) => ({ at: names[c]!, value: value.get(c)! })),
    toMove: s.toMove === NOBODY ? 'none' : s.toMove === CHANCE ? 'chance' : T.players[s.toMove]!,
    info,
  };
}

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
    dice: s.dice.slice(0, s.diceN).map((d) => [names[d >> DIE_SHIFT]!, d & VALUE_MASK] as [string, number]),
    front: s.front.slice(0, s.frontN).map((c) => names[c]!),
    pool: s.pool.slice(),
    placeTurn: s.placeTurn,
    placedInTurn: s.placedInTurn,
    pawnsPlaced: s.pawnsPlaced,
    pawns: s.pawnCell.map((c) => (c >= 0 ? names[c]! : null)),
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
    const c = parseSquare(T.pond, name);
    if (typeof c === 'string') throw new Error(`not a D'ice Cubes state of this ruleset: ${c}`);
    return c;
  };
  const s = new DiceState(T, Rng.fromState(j.rng));
  j.dice.forEach(([name, v], i) => (s.dice[i] = (cell(name) << DIE_SHIFT) | v));
  s.diceN = j.dice.length;
  j.front.forEach((name, i) => (s.front[i] = cell(name)));
  s.frontN = j.front.length;
  j.pool.forEach((n, v) => (s.pool[v] = n));
  s.poolN = j.pool.reduce((a, b) => a + b, 0);
  j.pawns.forEach((name, pawn) => {
    if (name === null) return;
    s.pawnCell[pawn] = cell(name);
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
  sync(T, s);
  s.roomN = roomPrefix(T, s);
  return s;
}
