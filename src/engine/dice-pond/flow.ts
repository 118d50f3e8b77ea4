/**
 * How a game advances: placement turns, pawn placement, then turns of
 * roll → move → resolve, ending by elimination or the turn limit. The
 * automatic parts (sinking a pawn that cannot move, discarding a group no
 * white die matches, passing the turn) happen inside the `apply` that makes
 * them due, so after every apply someone (or chance) has a real decision.
 */
import { CHANCE, DRAWN, NOBODY } from '../game';
import { H_ADD, H_LOWER } from './actions';
import { addDie, diceIndex, lowerAll, placePawn, raiseDie, removeDie, shiftDie } from './board';
import { anyRoom, unlistFrontier } from './frontier';
import {
  E_ADD,
  E_DISCARD,
  E_DISCARD_OUT,
  E_END,
  E_MOVE,
  E_PAWN,
  E_PAWNS_END,
  E_PLACE,
  E_PLACE_END,
  E_ROLL,
  E_SINK,
  E_TURN,
} from './events';
import { pushEvent, pushWide } from './log';
import { unrankGroups } from './rolls';
import {
  END_ELIMINATED,
  END_SIMULTANEOUS,
  END_TURN_LIMIT,
  PHASE_PAWNS,
  PHASE_PLAY,
  STEP_MOVE,
  STEP_RESOLVE,
  STEP_ROLL,
  at,
  PAWN_SHIFT,
  VALUE_MASK,
  type DiceState,
} from './state';
import type { Tables } from './tables';

/** The team member who speaks for the team: the first one still with pawns. */
function leadOf(T: Tables, s: DiceState, team: number): number {
  const end = T.memberStart[team + 1];
  for (let i = T.memberStart[team]; i < end; i++) {
    const m = T.members[i];
    if (s.pawnsLeft[m] > 0) return m;
  }
  return T.members[T.memberStart[team]];
}

// ---- placement ---------------------------------------------------------

export function applyPlace(T: Tables, s: DiceState, v: number, c: number): void {
  s.pool[v]--;
  s.poolN--;
  addDie(T, s, c, v);
  s.plies++;
  pushEvent(s, E_PLACE, c, v, s.toMove);
  if (++s.placedInTurn === T.dicePerTurn) {
    s.placedInTurn = 0;
    if (++s.placeTurn === T.placeOrder.length) s.placeTurn = 0;
    s.toMove = T.placeOrder[s.placeTurn];
  }
  placementCheck(T, s);
}

/** Placement ends once the pool is empty or no free square has room in its row and column. */
export function placementCheck(T: Tables, s: DiceState): void {
  if (s.poolN === 0 || !anyRoom(s)) endPlacement(T, s);
}

function endPlacement(T: Tables, s: DiceState): void {
  pushWide(s, E_PLACE_END, 0, s.poolN, 0);
  s.phase = PHASE_PAWNS;
  unlistFrontier(s);
  nextPawn(T, s);
}

function hasFreeDie(s: DiceState): boolean {
  const grid = s.grid;
  for (let i = 0; i < s.diceN; i++) if (grid[s.diceAt[i]] <= VALUE_MASK) return true;
  return false;
}

/** Hands the next pawn to its player, or starts play when every pawn is placed (or no die is free). */
export function nextPawn(T: Tables, s: DiceState): void {
  if (s.pawnsPlaced < T.nPawns && hasFreeDie(s)) {
    s.toMove = T.pawnOrder[s.pawnsPlaced];
    return;
  }
  pushEvent(s, E_PAWNS_END, 0, T.nPawns - s.pawnsPlaced, 0);
  startPlay(T, s, 0);
}

export function applyPawn(T: Tables, s: DiceState, c: number): void {
  const owner = T.pawnOrder[s.pawnsPlaced];
  placePawn(T, s, T.pawnIdAt[s.pawnsPlaced], c, owner);
  s.pawnsPlaced++;
  s.plies++;
  pushEvent(s, E_PAWN, c, 0, owner);
  nextPawn(T, s);
}

/** Play starts (or a scenario's play position is set up) with `team` to roll. */
export function startPlay(T: Tables, s: DiceState, team: number): void {
  s.phase = PHASE_PLAY;
  s.aliveMask = 0;
  for (let t = 0; t < T.nTeams; t++) if (s.teamPawns[t] > 0) s.aliveMask |= 1 << t;
  s.team = team;
  if (!checkEnd(T, s, -1)) beginTurn(s);
}

// ---- a turn ------------------------------------------------------------

function beginTurn(s: DiceState): void {
  s.step = STEP_ROLL;
  s.toMove = CHANCE;
  pushWide(s, E_TURN, 0, s.turn + 1, s.team);
}

/** The rollers of this turn, in players order, with their number of dice (for words and checks; the hot path loops inline). */
export function rollers(T: Tables, s: DiceState): [player: number, dice: number][] {
  const out: [number, number][] = [];
  for (let i = T.memberStart[s.team]; i < T.memberStart[s.team + 1]; i++) {
    const m = T.members[i];
    if (s.pawnsLeft[m] > 0) out.push([m, T.bluePerPawn * s.pawnsLeft[m]]);
  }
  return out;
}

/** Roll outcome `index` split per roller (its rank among that roller's sorted rolls; the first roller is the lowest digit), as `applyRoll` reads it. */
export function rollerRanks(T: Tables, s: DiceState, index: number): [player: number, dice: number, rank: number][] {
  return rollers(T, s).map(([m, k]) => {
    const rank = index % T.rollsOf[k];
    index = (index - rank) / T.rollsOf[k];
    return [m, k, rank];
  });
}

/** Number of distinct outcomes of this turn's roll: the product over the team's rollers. */
export function rollOutcomes(T: Tables, s: DiceState): number {
  let n = 1;
  const end = T.memberStart[s.team + 1];
  for (let i = T.memberStart[s.team]; i < end; i++) {
    const m = T.members[i];
    if (s.pawnsLeft[m] > 0) n *= T.rollsOf[T.bluePerPawn * s.pawnsLeft[m]];
  }
  return n;
}

export function applyRoll(T: Tables, s: DiceState, index: number): void {
  const end = T.memberStart[s.team + 1];
  const top = T.top;
  for (let i = T.memberStart[s.team]; i < end; i++) {
    const m = T.members[i];
    if (s.pawnsLeft[m] === 0) continue;
    const k = T.bluePerPawn * s.pawnsLeft[m];
    const count = T.rollsOf[k];
    // The first roller's rank is the lowest digit of the mixed-radix index (alone: the index itself).
    // `| 0` (exact: an index is below 2^27) keeps both small integers: `count` is a double, and a double
    // rank stored in the log would turn it into an array of doubles.
    const rank = (index < count ? index : index % count) | 0;
    index = ((index - rank) / count) | 0;
    const row = m * T.vstride;
    const table = T.countsOfRank[k];
    if (table !== undefined) {
      for (let v = 0, at = rank * T.vstride; v <= top; v++) s.groups[row + v] = table[at + v];
    } else {
      unrankGroups(rank, k, top, s.groups, row);
    }
    pushWide(s, E_ROLL, k, rank, m);
  }
  s.plies++;
  s.step = STEP_MOVE;
  s.toMove = leadOf(T, s, s.team);
  const last = T.teamPawnIdStart[s.team + 1];
  for (let i = T.teamPawnIdStart[s.team]; i < last; i++) s.moved[T.teamPawnIds[i]] = 0;
  settleMoves(T, s);
}

/** Some pawn of the team that has not moved yet can still move. */
function anyUnmovedCanMove(T: Tables, s: DiceState): boolean {
  const grid = s.grid;
  const d = s.steps;
  const last = T.teamPawnIdStart[s.team + 1];
  for (let i = T.teamPawnIdStart[s.team]; i < last; i++) {
    const pawn = T.teamPawnIds[i];
    const here = s.pawnAt[pawn];
    if (here < 0 || s.moved[pawn] !== 0) continue;
    for (let k = 0; k < d.length; k++) {
      const g = grid[here + d[k]];
      if (g > 0 && g <= VALUE_MASK) return true;
    }
  }
  return false;
}

/**
 * Ends the move step once no unmoved pawn can move: each such pawn lowers its
 * own die by 1 (each sink is a ply), then resolving begins.
 */
function settleMoves(T: Tables, s: DiceState): void {
  if (anyUnmovedCanMove(T, s)) return;
  const grid = s.grid;
  const last = T.teamPawnIdStart[s.team + 1];
  for (let i = T.teamPawnIdStart[s.team]; i < last; i++) {
    const pawn = T.teamPawnIds[i];
    const c = s.pawnCell[pawn];
    if (c < 0 || s.moved[pawn] !== 0) continue;
    s.moved[pawn] = 1;
    const v = grid[s.pawnAt[pawn]] & VALUE_MASK;
    pushEvent(s, E_SINK, c, v, T.pawnOwner[pawn]);
    s.plies++;
    if (v === 1) {
      removeDie(T, s, c, diceIndex(s, c));
      if (checkEnd(T, s, s.team)) return;
    } else {
      shiftDie(s, c, v, -1);
    }
  }
  s.step = STEP_RESOLVE;
  advance(T, s);
}

export function applyMove(T: Tables, s: DiceState, from: number, to: number): void {
  const grid = s.grid;
  const f = at(s, from);
  const bits = grid[f] & ~VALUE_MASK;
  const pawn = (bits >> PAWN_SHIFT) - 1;
  grid[f] ^= bits;
  const t = at(s, to);
  grid[t] |= bits;
  s.pawnCell[pawn] = to;
  s.pawnAt[pawn] = t;
  s.moved[pawn] = 1;
  s.plies++;
  pushWide(s, E_MOVE, from, to, T.pawnOwner[pawn]);
  settleMoves(T, s);
}

/** Whether player p's pawns include one on a die showing the top value. */
export function onTop(T: Tables, s: DiceState, p: number): boolean {
  const grid = s.grid;
  const first = p * T.ppp;
  for (let pawn = first; pawn < first + T.ppp; pawn++) {
    const here = s.pawnAt[pawn];
    if (here >= 0 && (grid[here] & VALUE_MASK) === T.top) return true;
  }
  return false;
}

export function applyUse(T: Tables, s: DiceState, p: number, how: number, v: number, c: number): void {
  const g = p * T.vstride + v;
  const doubles = s.groups[g] >= 2;
  s.groups[g] = 0;
  s.groups[p * T.vstride] &= ~(1 << v);
  s.plies++;
  if (how === H_LOWER) {
    lowerAll(T, s, v, -1, -1, p);
  } else if (how === H_ADD) {
    addDie(T, s, c, 1);
    pushEvent(s, E_ADD, c, 0, p);
    if (doubles) lowerAll(T, s, T.top, p, c, p);
  } else {
    const here = s.grid[at(s, c)];
    const ownRaise = (here & VALUE_MASK) === v && here > VALUE_MASK && T.pawnOwner[(here >> PAWN_SHIFT) - 1] === p;
    raiseDie(s, c, p);
    // Doubles: the raise uses the whole group, then the other dice of that value drop.
    if (doubles) {
      if (ownRaise) lowerAll(T, s, v, -1, -1, p);
      else lowerAll(T, s, T.top, p, c, p);
    }
  }
  if (!checkEnd(T, s, s.team)) advance(T, s);
}

/**
 * Moves to the next group to use: the lowest value any roller of the team
 * still holds. Groups no white die matches are discarded on the way, and so
 * are the groups of a player who is out (unless teamPlay.outPlayerGroups:
 * keep lets the rest of the team lower with them). No group left: the turn ends.
 */
function advance(T: Tables, s: DiceState): void {
  const first = T.memberStart[s.team];
  const end = T.memberStart[s.team + 1];
  const vs = T.vstride;
  const groups = s.groups;
  const teamOut = s.teamPawns[s.team] === 0;
  for (let i = first; i < end; i++) {
    const m = T.members[i];
    if (s.pawnsLeft[m] > 0 || (T.keepOutGroups && !teamOut)) continue;
    for (let v = 1; v <= T.top; v++) {
      if (groups[m * vs + v] > 0) {
        pushEvent(s, E_DISCARD_OUT, groups[m * vs + v], m, v);
        groups[m * vs + v] = 0;
      }
    }
    groups[m * vs] = 0;
  }
  const valueN = s.valueN;
  for (;;) {
    let pending = 0;
    for (let i = first; i < end; i++) pending |= groups[T.members[i] * vs];
    if (pending === 0) {
      endTurn(T, s);
      return;
    }
    const low = 31 - Math.clz32(pending & -pending);
    if (valueN[low] > 0) {
      s.current = low;
      s.toMove = leadOf(T, s, s.team);
      return;
    }
    for (let i = first; i < end; i++) {
      const row = T.members[i] * vs;
      const n = groups[row + low];
      if (n > 0) {
        pushEvent(s, E_DISCARD, n, T.members[i], low);
        groups[row + low] = 0;
        groups[row] &= ~(1 << low);
      }
    }
  }
}

function endTurn(T: Tables, s: DiceState): void {
  s.current = 0;
  s.turn++;
  if (s.turn >= T.turnLimit) {
    finish(s, DRAWN, END_TURN_LIMIT);
    return;
  }
  let t = s.team;
  do t = (t + 1) % T.nTeams;
  while (s.teamPawns[t] === 0);
  s.team = t;
  beginTurn(s);
}

function finish(s: DiceState, result: number, why: number): void {
  s.result = result;
  s.endWhy = why;
  s.toMove = NOBODY;
  s.current = 0;
  // A loop: Array.prototype.fill is a runtime call, dearer than these few stores.
  for (let i = 0; i < s.groups.length; i++) s.groups[i] = 0;
  pushEvent(s, E_END, 0, 0, 0);
}

/**
 * After anything that can sink pawns: the game ends when at most one side
 * has pawns. If the last pawns of every side went in this one action, the
 * game is drawn, or (elimination.simultaneous: mover-loses) the acting side
 * loses, which with two sides means the other one wins.
 */
function checkEnd(T: Tables, s: DiceState, mover: number): boolean {
  let alive = 0;
  let aliveN = 0;
  let last = -1;
  for (let t = 0; t < T.nTeams; t++) {
    if (s.teamPawns[t] > 0) {
      alive |= 1 << t;
      aliveN++;
      last = t;
    }
  }
  const before = s.aliveMask;
  s.aliveMask = alive;
  if (aliveN >= 2) return false;
  if (aliveN === 1) {
    finish(s, last, END_ELIMINATED);
    return true;
  }
  const sank = before & ~alive;
  if (T.moverLosesTie && mover >= 0 && (sank & (1 << mover)) !== 0 && popcount(sank) === 2) {
    finish(s, 31 - Math.clz32(sank & ~(1 << mover)), END_SIMULTANEOUS);
  } else {
    finish(s, DRAWN, END_SIMULTANEOUS);
  }
  return true;
}

function popcount(x: number): number {
  let n = 0;
  for (; x !== 0; x &= x - 1) n++;
  return n;
}
