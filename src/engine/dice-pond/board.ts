/**
 * Changes to the pond: dice appear, change value and disappear, pawns go
 * with them. Each keeps the derived tables in step (dice list, frontier of
 * free squares next to a die, dice per row, column and value), so nothing
 * is ever recomputed by scanning the grid. Events name squares by code, so
 * they survive a change of layout.
 */
import { E_LOWER, E_OUT, E_RAISE, E_REMOVE } from './events';
import { PAWN_SHIFT, pushEvent, VALUE_MASK, type DiceState } from './state';
import type { Tables } from './tables';

function frontRemove(s: DiceState, c: number): void {
  const i = s.slot[c];
  const last = s.front[--s.frontN];
  s.front[i] = last;
  s.slot[last] = i;
}

function frontAdd(s: DiceState, c: number): void {
  s.slot[c] = s.frontN;
  s.front[s.frontN++] = c;
}

export function addDie(T: Tables, s: DiceState, c: number, v: number): void {
  const L = T.layouts[s.lay];
  const cell = s.cell;
  const adj = s.adj;
  if (adj[c] > 0) frontRemove(s, c);
  cell[c] = v;
  s.valueN[v]++;
  s.slot[c] = s.diceN;
  s.dice[s.diceN++] = c;
  s.rowN[L.rowOf[c]]++;
  s.colN[L.colOf[c]]++;
  const d = L.placeDeltas;
  const inside = L.inside;
  for (let i = 0; i < d.length; i++) {
    const n = c + d[i];
    if (adj[n]++ === 0 && cell[n] === 0 && inside[n] === 1) frontAdd(s, n);
  }
}

export function placePawn(s: DiceState, pawn: number, c: number, owner: number, team: number): void {
  s.cell[c] |= (pawn + 1) << PAWN_SHIFT;
  s.pawnCell[pawn] = c;
  s.pawnsLeft[owner]++;
  s.teamPawns[team]++;
}

export function removePawn(T: Tables, s: DiceState, pawn: number): void {
  s.cell[s.pawnCell[pawn]] &= VALUE_MASK;
  s.pawnCell[pawn] = -1;
  const owner = T.pawnOwner[pawn];
  s.teamPawns[T.teamOf[owner]]--;
  if (--s.pawnsLeft[owner] === 0) pushEvent(T.log, E_OUT, 0, owner, 0);
}

/** Removes the die on c and any pawn on it. */
export function removeDie(T: Tables, s: DiceState, c: number): void {
  const L = T.layouts[s.lay];
  const cell = s.cell;
  const adj = s.adj;
  if (cell[c] > VALUE_MASK) removePawn(T, s, (cell[c] >> PAWN_SHIFT) - 1);
  s.valueN[cell[c]]--;
  cell[c] = 0;
  const i = s.slot[c];
  const last = s.dice[--s.diceN];
  s.dice[i] = last;
  s.slot[last] = i;
  s.rowN[L.rowOf[c]]--;
  s.colN[L.colOf[c]]--;
  const d = L.placeDeltas;
  const inside = L.inside;
  for (let k = 0; k < d.length; k++) {
    const n = c + d[k];
    if (--adj[n] === 0 && cell[n] === 0 && inside[n] === 1) frontRemove(s, n);
  }
  if (adj[c] > 0) frontAdd(s, c);
}

/** Lowers the die on c by 1; a die that drops below 1 is removed with any pawn on it. */
export function lowerDie(T: Tables, s: DiceState, c: number): void {
  const g = s.cell[c];
  const v = g & VALUE_MASK;
  const code = T.layouts[s.lay].codeOf[c];
  if (v === 1) {
    pushEvent(T.log, E_REMOVE, code, g > VALUE_MASK ? T.pawnOwner[(g >> PAWN_SHIFT) - 1] : -1, 0);
    removeDie(T, s, c);
    return;
  }
  pushEvent(T.log, E_LOWER, code, v, 0);
  s.cell[c] = g - 1;
  s.valueN[v]--;
  s.valueN[v - 1]++;
}

export function raiseDie(T: Tables, s: DiceState, c: number): void {
  const v = s.cell[c] & VALUE_MASK;
  pushEvent(T.log, E_RAISE, T.layouts[s.lay].codeOf[c], v, 0);
  s.cell[c]++;
  s.valueN[v]--;
  s.valueN[v + 1]++;
}

/**
 * Lowers every die showing v, except the die on `skipCell` and dice under a
 * pawn of player `spare` (-1: spare nobody). The list is walked from its end,
 * so a removal (which swaps the last entry into the hole) never skips a die.
 */
export function lowerAll(T: Tables, s: DiceState, v: number, spare: number, skipCell: number): void {
  const dice = s.dice;
  const cell = s.cell;
  // Stop once every die showing v has been seen (valueN counts them).
  let left = s.valueN[v];
  for (let i = s.diceN - 1; left > 0 && i >= 0; i--) {
    const c = dice[i];
    const g = cell[c];
    if ((g & VALUE_MASK) !== v) continue;
    left--;
    if (c === skipCell || (spare >= 0 && g > VALUE_MASK && T.pawnOwner[(g >> PAWN_SHIFT) - 1] === spare)) continue;
    lowerDie(T, s, c);
  }
}

/** Whether some free square next to the pond is in a row and a column with room. */
export function anyRoom(T: Tables, s: DiceState): boolean {
  const L = T.layouts[s.lay];
  const max = T.lineLimit;
  for (let i = 0; i < s.frontN; i++) {
    const f = s.front[i];
    if (s.rowN[L.rowOf[f]] < max && s.colN[L.colOf[f]] < max) return true;
  }
  return false;
}

/**
 * A die on the window's last ring: move to the next bigger window, so every
 * free square next to the pond stays inside the grid. Rare (a pond reaching
 * 7, then 15, then 31 squares from "0,0"), so it may allocate.
 */
export function growIfAtEdge(T: Tables, s: DiceState, c: number): void {
  const L = T.layouts[s.lay];
  if (s.lay === T.layouts.length - 1) return;
  const row = L.rowOf[c];
  const col = L.colOf[c];
  if (row !== 1 && col !== 1 && row !== L.side - 2 && col !== L.side - 2) return;
  relayout(T, s, s.lay + 1);
}

/** Rebuilds the grid arrays in layout `lay`, keeping the order of the dice list. */
export function relayout(T: Tables, s: DiceState, lay: number): void {
  const from = T.layouts[s.lay];
  const to = T.layouts[lay];
  const dice = s.dice.slice(0, s.diceN).map((c) => [from.codeOf[c], s.cell[c] & VALUE_MASK] as const);
  const pawns = s.pawnCell.map((c) => (c < 0 ? -1 : from.codeOf[c]));
  const b = T.blanks[lay];
  s.lay = lay;
  s.cell = b.cells.slice();
  s.adj = b.cells.slice();
  s.slot = b.cells.slice();
  s.dice = b.dice.slice();
  s.front = b.front.slice();
  s.rowN = b.lines.slice();
  s.colN = b.lines.slice();
  s.valueN.fill(0);
  s.diceN = 0;
  s.frontN = 0;
  for (const [code, v] of dice) addDie(T, s, to.cellOf[code], v);
  pawns.forEach((code, pawn) => {
    if (code < 0) return;
    const c = to.cellOf[code];
    s.cell[c] |= (pawn + 1) << PAWN_SHIFT;
    s.pawnCell[pawn] = c;
  });
}
