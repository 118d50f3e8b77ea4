/**
 * Changes to the pond: dice appear, change value and disappear, pawns go
 * with them. Each keeps the state's lists and the workspace's index in step,
 * so nothing is ever recomputed by scanning the grid. The state must be the
 * workspace's owner (callers sync first).
 *
 * While dice are placed they also keep the list of free squares (frontier.ts).
 */
import { E_LOWER, E_OUT, E_RAISE, E_REMOVE } from './events';
import { pushEvent } from './log';
import { DIE_SHIFT, PHASE_PLACE, VALUE_MASK, type DiceState } from './state';
import type { Tables } from './tables';
import { PAWN_SHIFT } from './workspace';
import { countIn, countOut, frontAdd, frontRemove } from './frontier';

export function addDie(T: Tables, s: DiceState, c: number, v: number): void {
  const W = T.W;
  const P = T.pond;
  const { grid, adj } = W;
  const listed = s.phase === PHASE_PLACE;
  if (listed && adj[c] > 0) frontRemove(T, s, c);
  grid[c] = v;
  W.valueN[v]++;
  W.slot[c] = s.diceN;
  s.dice[s.diceN++] = (c << DIE_SHIFT) | v;
  countIn(T, s, c, listed);
  const d = P.placeDeltas;
  const inside = P.inside;
  for (let i = 0; i < d.length; i++) {
    const n = c + d[i];
    if (adj[n]++ === 0 && listed && grid[n] === 0 && inside[n] === 1) frontAdd(T, s, n);
  }
}

export function placePawn(T: Tables, s: DiceState, pawn: number, c: number, owner: number): void {
  T.W.grid[c] |= (pawn + 1) << PAWN_SHIFT;
  s.pawnCell[pawn] = c;
  s.pawnsLeft[owner]++;
  s.teamPawns[T.teamOf[owner]]++;
}

function removePawn(T: Tables, s: DiceState, pawn: number): void {
  T.W.grid[s.pawnCell[pawn]] &= VALUE_MASK;
  s.pawnCell[pawn] = -1;
  const owner = T.pawnOwner[pawn];
  s.teamPawns[T.teamOf[owner]]--;
  if (--s.pawnsLeft[owner] === 0) pushEvent(T.log, E_OUT, 0, owner, 0);
}

/** Removes the die on c and any pawn on it. */
export function removeDie(T: Tables, s: DiceState, c: number): void {
  const W = T.W;
  const P = T.pond;
  const { grid, adj, slot } = W;
  const listed = s.phase === PHASE_PLACE;
  if (grid[c] > VALUE_MASK) removePawn(T, s, (grid[c] >> PAWN_SHIFT) - 1);
  W.valueN[grid[c]]--;
  grid[c] = 0;
  const i = slot[c];
  const last = s.dice[--s.diceN];
  s.dice[i] = last;
  slot[last >> DIE_SHIFT] = i;
  countOut(T, s, c, listed);
  const d = P.placeDeltas;
  const inside = P.inside;
  for (let k = 0; k < d.length; k++) {
    const n = c + d[k];
    if (--adj[n] === 0 && listed && grid[n] === 0 && inside[n] === 1) frontRemove(T, s, n);
  }
  if (listed && adj[c] > 0) frontAdd(T, s, c);
}

/** Changes the value v of the die on c by `by` (±1) in the grid and in the dice list (no event). */
export function shiftDie(T: Tables, s: DiceState, c: number, v: number, by: number): void {
  const W = T.W;
  W.grid[c] += by;
  s.dice[W.slot[c]] += by;
  W.valueN[v]--;
  W.valueN[v + by]++;
}

export function raiseDie(T: Tables, s: DiceState, c: number): void {
  const v = T.W.grid[c] & VALUE_MASK;
  pushEvent(T.log, E_RAISE, c, v, 0);
  shiftDie(T, s, c, v, 1);
}

/**
 * Lowers every die showing v, except the die on `skipCell` and dice under a
 * pawn of player `spare` (-1: spare nobody); a die that drops below 1 is
 * removed with any pawn on it. The list is walked from its end, so a removal
 * (which swaps the last entry into the hole) never skips a die, and the walk
 * stops once every die showing v has been seen.
 */
export function lowerAll(T: Tables, s: DiceState, v: number, spare: number, skipCell: number): void {
  const dice = s.dice;
  const grid = T.W.grid;
  let left = T.W.valueN[v];
  let lowered = 0;
  for (let i = s.diceN - 1; left > 0 && i >= 0; i--) {
    const die = dice[i];
    if ((die & VALUE_MASK) !== v) continue;
    left--;
    const c = die >> DIE_SHIFT;
    const g = grid[c];
    if (c === skipCell || (spare >= 0 && g > VALUE_MASK && T.pawnOwner[(g >> PAWN_SHIFT) - 1] === spare)) continue;
    if (v === 1) {
      pushEvent(T.log, E_REMOVE, c, g > VALUE_MASK ? T.pawnOwner[(g >> PAWN_SHIFT) - 1] : -1, 0);
      removeDie(T, s, c);
    } else {
      // The die's list entry is at hand, so it is lowered in place; value counts move once, after the walk.
      pushEvent(T.log, E_LOWER, c, v, 0);
      grid[c] = g - 1;
      dice[i] = die - 1;
      lowered++;
    }
  }
  T.W.valueN[v] -= lowered;
  T.W.valueN[v - 1] += lowered;
}
