/** What scenario checks, the board renderer and the status bar read: `view`, and the JSON form of a state. */
import type { StateView } from '../game';
import { CHANCE, NOBODY } from '../game';
import { addDie, placePawn } from './board';
import { codeX, codeY, parseSquare, squareName } from './pond';
import { Rng } from '../rng';
import { DiceState, END_TURN_LIMIT, GOING_ON, PAWN_SHIFT, PHASE_PAWNS, PHASE_PLACE, STEP_MOVE, STEP_ROLL, VALUE_MASK } from './state';
import type { Tables } from './tables';

const PHASES = ['place', 'pawns', 'play'] as const;

/** Cells in reading order of their squares: by y, then x. */
function sortedCells(T: Tables, s: DiceState, cells: number[]): number[] {
  const codeOf = T.layouts[s.lay].codeOf;
  return cells.sort((a, b) => codeY(codeOf[a]) - codeY(codeOf[b]) || codeX(codeOf[a]) - codeX(codeOf[b]));
}

export function viewOf(T: Tables, s: DiceState): StateView {
  const codeOf = T.layouts[s.lay].codeOf;
  const name = (c: number) => squareName(codeOf[c]);
  const pawnOn = (c: number) => (s.cell[c] >> PAWN_SHIFT) - 1;
  const diceCells = sortedCells(T, s, s.dice.slice(0, s.diceN));
  const pawnCells = sortedCells(T, s, s.pawnCell.filter((c) => c >= 0));
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
  const info: Record<string, unknown> = {
    phase: PHASES[s.phase],
    pool,
    turn: inPlay ? (over && s.endWhy === END_TURN_LIMIT ? s.turn : s.turn + 1) : 0,
    roll,
    rolls,
    team: inPlay ? T.teamNames[s.team] : null,
    step: !inPlay ? null : over ? 'over' : s.step === STEP_ROLL ? 'roll' : s.step === STEP_MOVE ? 'move' : 'resolve',
    current: s.current || null,
    moved: inPlay && !over && s.step === STEP_MOVE ? pawnCells.filter((c) => s.moved[pawnOn(c)] !== 0).map(name) : [],
    out: T.players.filter((_, p) => inPlay && s.pawnsLeft[p] === 0),
    plies: s.plies,
  };
  return {
    pieces: pawnCells.map((c) => ({ at: name(c), owner: T.players[T.pawnOwner[pawnOn(c)]]! })),
    dice: diceCells.map((c) => ({ at: name(c), value: s.cell[c] & VALUE_MASK })),
    toMove: s.toMove === NOBODY ? 'none' : s.toMove === CHANCE ? 'chance' : T.players[s.toMove]!,
    info,
  };
}

/** The state as JSON. Dice and frontier keep their list order, so a restored state lists legal actions in the same order. */
export interface DiceStateJson {
  layout: number;
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
  const codeOf = T.layouts[s.lay].codeOf;
  const name = (c: number) => squareName(codeOf[c]);
  return {
    layout: s.lay,
    phase: s.phase,
    step: s.step,
    toMove: s.toMove,
    dice: s.dice.slice(0, s.diceN).map((c) => [name(c), s.cell[c] & VALUE_MASK] as [string, number]),
    front: s.front.slice(0, s.frontN).map(name),
    pool: s.pool.slice(),
    placeTurn: s.placeTurn,
    placedInTurn: s.placedInTurn,
    pawnsPlaced: s.pawnsPlaced,
    pawns: s.pawnCell.map((c) => (c >= 0 ? name(c) : null)),
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
  if (!T.layouts[j.layout]) throw new Error(`not a D'ice Cubes state of this ruleset: layout ${j.layout}`);
  const s = new DiceState(T, Rng.fromState(j.rng), j.layout);
  const cellOf = T.layouts[j.layout].cellOf;
  const cell = (name: string): number => {
    const code = parseSquare(T.radius, name);
    if (typeof code === 'string' || cellOf[code] < 0) throw new Error(`not a D'ice Cubes state of this ruleset: square ${name}`);
    return cellOf[code];
  };
  for (const [name, v] of j.dice) addDie(T, s, cell(name), v);
  // Rebuild the frontier in its saved order (addDie built the same set in another order).
  j.front.forEach((name, i) => {
    const c = cell(name);
    s.front[i] = c;
    s.slot[c] = i;
  });
  s.frontN = j.front.length;
  j.pool.forEach((n, v) => (s.pool[v] = n));
  s.poolN = j.pool.reduce((a, b) => a + b, 0);
  j.pawns.forEach((name, pawn) => {
    if (name !== null) {
      const owner = T.pawnOwner[pawn];
      placePawn(s, pawn, cell(name), owner, T.teamOf[owner]);
    }
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
  return s;
}


