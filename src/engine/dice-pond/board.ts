/**
 * Changes to the pond: dice appear, change value and disappear, pawns go
 * with them. Each keeps the state's lists, its grid and its counts in step,
 * so nothing is ever recomputed by scanning the grid.
 *
 * While dice are placed they also keep the list of free squares (frontier.ts).
 */
import { E_LOWER, E_OUT, E_RAISE, E_REMOVE } from './events';
import { countIn, countOut, frontAdd, frontRemove } from './frontier';
import { pushEvent } from './log';
import { at, coverCell, DIE_SHIFT, PAWN_SHIFT, PHASE_PLACE, VALUE_MASK, type DiceState } from './state';
import type { Tables } from './tables';

export function addDie(T: Tables, s: DiceState, c: number, v: number): void {
  const P = T.pond;
  coverCell(T, s, c);
  const grid = s.grid;
  const i = at(s, c);
  const listed = s.phase === PHASE_PLACE;
  // A listed square is a free square next to a die.
  if (listed && grid[i] < 0) frontRemove(s, c);
  grid[i] = v;
  s.valueN[v]++;
  s.diceAt[s.diceN] = i;
  s.dice[s.diceN++] = (c << DIE_SHIFT) | v;
  countIn(T, s, c, listed);
  const d = P.placeDeltas;
  const near = s.near;
  const inside = P.inside;
  for (let k = 0; k < d.length; k++) {
    const n = i + near[k];
    const g = grid[n];
    if (g > 0) continue;
    grid[n] = g - 1;
    // A free square that touched no die before this one joins the list.
    if (g === 0 && listed && inside[c + d[k]] === 1) frontAdd(T, s, c + d[k]);
  }
}

export function placePawn(T: Tables, s: DiceState, pawn: number, c: number, owner: number): void {
  const here = at(s, c);
  s.grid[here] |= (pawn + 1) << PAWN_SHIFT;
  s.pawnCell[pawn] = c;
  s.pawnAt[pawn] = here;
  s.pawnsLeft[owner]++;
  s.teamPawns[T.teamOf[owner]]++;
}

function removePawn(T: Tables, s: DiceState, pawn: number): void {
  s.grid[s.pawnAt[pawn]] &= VALUE_MASK;
  s.pawnCell[pawn] = -1;
  s.pawnAt[pawn] = -1;
  const owner = T.pawnOwner[pawn];
  s.teamPawns[T.teamOf[owner]]--;
  if (--s.pawnsLeft[owner] === 0) pushEvent(s, E_OUT, 0, owner, 0);
}

/** The index of the die on c in the state's dice list (a walk: the list is short). */
export function diceIndex(s: DiceState, c: number): number {
  let i = 0;
  while (s.dice[i] >> DIE_SHIFT !== c) i++;
  return i;
}

/** Removes the die on c (the i-th of the dice list) and any pawn on it. */
export function removeDie(T: Tables, s: DiceState, c: number, i: number): void {
  const P = T.pond;
  const grid = s.grid;
  const here = s.diceAt[i];
  const listed = s.phase === PHASE_PLACE;
  if (grid[here] > VALUE_MASK) removePawn(T, s, (grid[here] >> PAWN_SHIFT) - 1);
  s.valueN[grid[here]]--;
  s.dice[i] = s.dice[--s.diceN];
  s.diceAt[i] = s.diceAt[s.diceN];
  countOut(T, s, c, listed);
  // The square is empty now: it counts the dice next to it, and its free neighbours count one die less.
  const d = P.placeDeltas;
  const near = s.near;
  let touching = 0;
  for (let k = 0; k < d.length; k++) {
    const n = here + near[k];
    const g = grid[n];
    if (g > 0) {
      touching++;
      continue;
    }
    grid[n] = g + 1;
    // A free square that touched only this die leaves the list.
    if (g === -1 && listed && P.inside[c + d[k]] === 1) frontRemove(s, c + d[k]);
  }
  grid[here] = 0 - touching;
  if (touching > 0 && listed) frontAdd(T, s, c);
}

/** Changes the value v of the die on c by `by` (±1) in the grid and in the dice list (no event). */
export function shiftDie(s: DiceState, c: number, v: number, by: number): void {
  const i = diceIndex(s, c);
  s.grid[s.diceAt[i]] += by;
  s.dice[i] += by;
  s.valueN[v]--;
  s.valueN[v + by]++;
}

/** `by` (a player index) raises the die on c by one. */
export function raiseDie(s: DiceState, c: number, by: number): void {
  const v = s.grid[at(s, c)] & VALUE_MASK;
  pushEvent(s, E_RAISE, c, v, by);
  shiftDie(s, c, v, 1);
}

/**
 * `by` (a player index) lowers every die showing v, except the die on `skipCell` and dice under a
 * pawn of player `spare` (-1: spare nobody); a die that drops below 1 is
 * removed with any pawn on it. The list is walked from its end, so a removal
 * (which swaps the last entry into the hole) never skips a die, and the walk
 * stops once every die showing v has been seen.
 */
export function lowerAll(T: Tables, s: DiceState, v: number, spare: number, skipCell: number, by: number): void {
  const dice = s.dice;
  const diceAt = s.diceAt;
  const grid = s.grid;
  let left = s.valueN[v];
  let lowered = 0;
  for (let i = s.diceN - 1; left > 0 && i >= 0; i--) {
    const die = dice[i];
    if ((die & VALUE_MASK) !== v) continue;
    left--;
    const c = die >> DIE_SHIFT;
    const here = diceAt[i];
    const g = grid[here];
    if (c === skipCell || (spare >= 0 && g > VALUE_MASK && T.pawnOwner[(g >> PAWN_SHIFT) - 1] === spare)) continue;
    if (v === 1) {
      pushEvent(s, E_REMOVE, c, g > VALUE_MASK ? T.pawnOwner[(g >> PAWN_SHIFT) - 1] : -1, 0);
      removeDie(T, s, c, i);
    } else {
      // The die's list entry is at hand, so it is lowered in place; value counts move once, after the walk.
      pushEvent(s, E_LOWER, c, v, by);
      grid[here] = g - 1;
      dice[i] = die - 1;
      lowered++;
    }
  }
  s.valueN[v] -= lowered;
  s.valueN[v - 1] += lowered;
}
