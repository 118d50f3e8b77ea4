/**
 * What scenario checks, the board renderer and the status bar read (`view`):
 * the facts generic code may read (plies, phase, turn, players out, who
 * scores for whom) and the family's own details in `info` (the pool, the
 * rolled dice not used yet, the step of the turn, the pawns that moved).
 */
import { CHANCE, NOBODY, ONGOING, type StateFacts, type StateView } from '../game';
import { xOf, yOf } from './pond';
import {
  DIE_SHIFT,
  END_TURN_LIMIT,
  PHASE_PAWNS,
  PHASE_PLACE,
  STEP_MOVE,
  STEP_ROLL,
  VALUE_MASK,
  type DiceState,
} from './state';
import type { Tables } from './tables';

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
    if (mine.length > 0) rolls[T.players[p]] = mine;
    roll.push(...mine);
  }
  roll.sort((a, b) => a - b);
  const inPlay = s.phase !== PHASE_PLACE && s.phase !== PHASE_PAWNS;
  const over = s.result !== ONGOING;
  const pawnCells = sorted(T, [...pawnOn.keys()]);
  const facts: StateFacts = {
    plies: s.plies,
    phase: PHASES[s.phase],
    turn: inPlay ? (over && s.endWhy === END_TURN_LIMIT ? s.turn : s.turn + 1) : 0,
    out: T.players.filter((_, p) => inPlay && s.pawnsLeft[p] === 0),
    scoresFor: Object.fromEntries(T.players.map((name, p) => [name, T.teamNames[T.teamOf[p]]])),
  };
  const info: Record<string, unknown> = {
    pool,
    roll,
    rolls,
    // The side whose turn it is (a team, or a player without teams).
    team: inPlay ? T.teamNames[s.team] : null,
    step: !inPlay ? null : over ? 'over' : s.step === STEP_ROLL ? 'roll' : s.step === STEP_MOVE ? 'move' : 'resolve',
    current: s.current || null,
    moved:
      inPlay && !over && s.step === STEP_MOVE
        ? pawnCells.filter((c) => s.moved[pawnOn.get(c)!] !== 0).map((c) => names[c])
        : [],
  };
  return {
    pieces: pawnCells.map((c) => ({ at: names[c], owner: T.players[T.pawnOwner[pawnOn.get(c)!]] })),
    dice: sorted(T, [...value.keys()]).map((c) => ({ at: names[c], value: value.get(c)! })),
    toMove: s.toMove === NOBODY ? 'none' : s.toMove === CHANCE ? 'chance' : T.players[s.toMove],
    facts,
    info,
  };
}
