/**
 * The hot path: legal actions into a reusable buffer, apply in place, and
 * the chance draw. No allocation here.
 */
import { CHANCE, ONGOING } from '../game';
import {
  BAD_ROLL,
  H_ADD,
  H_LOWER,
  H_RAISE,
  K_MOVE,
  K_PAWN,
  K_PLACE,
  K_ROLL,
  K_USE,
  highCell,
  kindOf,
  lowCell,
  moveAction,
  pawnAction,
  placeAction,
  placeValue,
  rollAction,
  rollIndex,
  useAction,
  useHow,
  usePlayer,
  useValue,
} from './actions';
import { addSquares } from './frontier';
import { applyMove, applyPawn, applyPlace, applyRoll, applyUse, onTop, rollerRanks, rollOutcomes } from './flow';
import { rankRoll, rollProbability } from './rolls';
import { DIE_SHIFT, PHASE_PAWNS, PHASE_PLACE, STEP_MOVE, STEP_ROLL, VALUE_MASK, type DiceState } from './state';
import { ADD_FROM_REMOVED, ADD_NEVER, type Tables } from './tables';

export function legalActions(T: Tables, s: DiceState, out: Int32Array): number {
  if (s.result !== ONGOING) return 0;
  if (s.phase === PHASE_PLACE) return placeActions(T, s, out);
  if (s.phase === PHASE_PAWNS) return pawnActions(s, out);
  if (s.step === STEP_ROLL) {
    const n = rollOutcomes(T, s);
    for (let i = 0; i < n; i++) out[i] = rollAction(i);
    return n;
  }
  if (s.step === STEP_MOVE) return moveActions(T, s, out);
  return useActions(T, s, out);
}

function placeActions(T: Tables, s: DiceState, out: Int32Array): number {
  // One action per value left in the pool per free square with room.
  const pool = s.pool;
  const top = T.top;
  let n = 0;
  for (let v = 1; v <= top; v++) {
    if (pool[v] === 0) continue;
    n = writeBlock(out, n, placeAction(v, 0), s.front, s.roomN);
  }
  return n;
}

/**
 * Writes `base | cells[j]` for j < m at out[n …]; returns the new end. These
 * blocks are most of the placement phase, so they are written eight, then
 * four, two and one at a time: the compiler checks both arrays again on
 * every pass of a loop, and a longer pass spreads those checks over more
 * actions.
 */
function writeBlock(out: Int32Array, n: number, base: number, cells: number[], m: number): number {
  let j = 0;
  for (; j + 8 <= m; j += 8, n += 8) {
    out[n] = base | cells[j];
    out[n + 1] = base | cells[j + 1];
    out[n + 2] = base | cells[j + 2];
    out[n + 3] = base | cells[j + 3];
    out[n + 4] = base | cells[j + 4];
    out[n + 5] = base | cells[j + 5];
    out[n + 6] = base | cells[j + 6];
    out[n + 7] = base | cells[j + 7];
  }
  if (j + 4 <= m) {
    out[n] = base | cells[j];
    out[n + 1] = base | cells[j + 1];
    out[n + 2] = base | cells[j + 2];
    out[n + 3] = base | cells[j + 3];
    j += 4;
    n += 4;
  }
  if (j + 2 <= m) {
    out[n] = base | cells[j];
    out[n + 1] = base | cells[j + 1];
    j += 2;
    n += 2;
  }
  if (j < m) out[n++] = base | cells[j];
  return n;
}

function pawnActions(s: DiceState, out: Int32Array): number {
  const grid = s.grid;
  const dice = s.dice;
  const diceAt = s.diceAt;
  const m = s.diceN;
  let n = 0;
  for (let i = 0; i < m; i++) if (grid[diceAt[i]] <= VALUE_MASK) out[n++] = pawnAction(dice[i] >> DIE_SHIFT);
  return n;
}

function moveActions(T: Tables, s: DiceState, out: Int32Array): number {
  const d = T.pond.moveDeltas;
  const grid = s.grid;
  const steps = s.steps;
  const last = T.teamPawnIdStart[s.team + 1];
  let n = 0;
  for (let i = T.teamPawnIdStart[s.team]; i < last; i++) {
    const pawn = T.teamPawnIds[i];
    const c = s.pawnCell[pawn];
    if (c < 0 || s.moved[pawn] !== 0) continue;
    const from = moveAction(c, 0);
    const here = s.pawnAt[pawn];
    // Four neighbours a pass (a square has four, or eight with diagonals): the compiler checks the arrays again
    // on every pass of a loop, once for straight code.
    for (let k = 0; k < d.length; k += 4) {
      const g0 = grid[here + steps[k]];
      const g1 = grid[here + steps[k + 1]];
      const g2 = grid[here + steps[k + 2]];
      const g3 = grid[here + steps[k + 3]];
      if (g0 > 0 && g0 <= VALUE_MASK) out[n++] = from | (c + d[k]);
      if (g1 > 0 && g1 <= VALUE_MASK) out[n++] = from | (c + d[k + 1]);
      if (g2 > 0 && g2 <= VALUE_MASK) out[n++] = from | (c + d[k + 2]);
      if (g3 > 0 && g3 <= VALUE_MASK) out[n++] = from | (c + d[k + 3]);
    }
  }
  return n;
}

/** Whether the six power may add a die now (sixPower.add). */
export function addAllowed(T: Tables, s: DiceState): boolean {
  return T.addMode !== ADD_NEVER && (T.addMode !== ADD_FROM_REMOVED || s.diceN < T.whiteTotal);
}

function useActions(T: Tables, s: DiceState, out: Int32Array): number {
  const grid = s.grid;
  const v = s.current;
  const top = T.top;
  const end = T.memberStart[s.team + 1];
  let n = 0;
  for (let i = T.memberStart[s.team]; i < end; i++) {
    const p = T.members[i];
    if (s.groups[p * T.vstride + v] === 0) continue;
    out[n++] = useAction(p, H_LOWER, v, 0);
    if (v < top) {
      const raise = useAction(p, H_RAISE, v, 0);
      const first = p * T.ppp;
      for (let pawn = first; pawn < first + T.ppp; pawn++) {
        const c = s.pawnCell[pawn];
        if (c >= 0 && (grid[s.pawnAt[pawn]] & VALUE_MASK) === v) out[n++] = raise | c;
      }
    } else if (onTop(T, s, p)) {
      if (T.sixRaise) {
        const raise = useAction(p, H_RAISE, v, 0);
        for (let k = 0; k < s.diceN; k++) {
          const die = s.dice[k];
          if ((die & VALUE_MASK) < top) out[n++] = raise | (die >> DIE_SHIFT);
        }
      }
      if (addAllowed(T, s)) n = addSquares(T, s, out, n, useAction(p, H_ADD, v, 0));
    }
    if (T.tiesInPlayerOrder) break;
  }
  return n;
}

export function applyAction(T: Tables, s: DiceState, a: number): void {
  s.logN = 0;
  switch (kindOf(a)) {
    case K_PLACE:
      applyPlace(T, s, placeValue(a), lowCell(a));
      return;
    case K_PAWN:
      applyPawn(T, s, lowCell(a));
      return;
    case K_ROLL:
      applyRoll(T, s, rollIndex(a));
      return;
    case K_MOVE:
      applyMove(T, s, highCell(a), lowCell(a));
      return;
    case K_USE:
      applyUse(T, s, usePlayer(a), useHow(a), useValue(a), lowCell(a));
      return;
  }
}

/**
 * Rolls each roller's blue dice from the state's generator. One uniform draw
 * of top^k faces per roller stands for the k dice one after another; a table
 * (or, for very many dice, counting) turns it into the sorted roll's rank.
 */
export function sampleChance(T: Tables, s: DiceState): number {
  if (s.toMove !== CHANCE) throw new Error('no roll is due: sampleChance is only for chance nodes');
  let index = 0;
  let radix = 1;
  const end = T.memberStart[s.team + 1];
  for (let i = T.memberStart[s.team]; i < end; i++) {
    const m = T.members[i];
    if (s.pawnsLeft[m] === 0) continue;
    const k = T.bluePerPawn * s.pawnsLeft[m];
    const table = T.rankOfFaces[k];
    index += (table !== undefined ? table[s.rng.int(0, table.length - 1)] : rankOfDraws(T, s, k)) * radix;
    radix *= T.rollsOf[k];
  }
  return rollAction(index);
}

/**
 * The chance of roll action `a` at the chance node of `s` (0 if it is not one
 * of the outcomes now): the product over the team's rollers of their sorted
 * rolls' chances. Over `legalActions` the chances add up to 1.
 */
export function chanceProbability(T: Tables, s: DiceState, a: number): number {
  if (s.toMove !== CHANCE || kindOf(a) !== K_ROLL || (a & BAD_ROLL) !== 0) return 0;
  const index = rollIndex(a);
  if (index >= rollOutcomes(T, s)) return 0;
  return rollerRanks(T, s, index).reduce((p, [, k, rank]) => p * rollProbability(rank, k, T.top), 1);
}

/** A roll of k dice too many for a face table: drawn die by die and counted (per call: such rolls are rare and large). */
function rankOfDraws(T: Tables, s: DiceState, k: number): number {
  const counts = new Array<number>(T.top + 1).fill(0);
  for (let j = 0; j < k; j++) counts[s.rng.int(1, T.top)]++;
  return rankRoll(counts, 0, T.top);
}
