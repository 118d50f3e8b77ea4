/**
 * The grid behind a state, one per compiled game: what stands on each cell,
 * how many dice touch it, each die's and free square's place in the state's
 * lists, and dice per row, column and value. It follows one state at a time
 * (`owner`): every entry point that reads the grid calls `sync`, which costs
 * one comparison while the same state is played (random games, the
 * benchmark, a scenario step) and rebuilds the index from the state's lists
 * (a few hundred operations) when another state comes in. Only functions that
 * sync first ever change a state, so the owner's lists and the grid always
 * agree.
 */
import { countIn } from './frontier';
import { DIE_SHIFT, VALUE_MASK, type DiceState } from './state';
import type { Tables } from './tables';

/** `grid[cell] >> PAWN_SHIFT` is the pawn id + 1 (0: no pawn); the low bits the die's value (0: no die). */
export const PAWN_SHIFT = 4;

export class Workspace {
  owner: DiceState | null = null;
  /** value | (pawn + 1) << PAWN_SHIFT: one read answers "a die without a pawn?" (1 ≤ g ≤ 15). */
  readonly grid: Int16Array;
  /** Dice next to each cell (placement adjacency). */
  readonly adj: Uint8Array;
  /** Index of the cell in the owner's `dice` list (a die) or `front` list (a free square next to one). */
  readonly slot: Int16Array;
  readonly rowN: Int16Array;
  readonly colN: Int16Array;
  readonly valueN: Int16Array;
  /** `mark[cell] === stamp`: the cell was already seen by the current search (no clearing between searches). */
  readonly mark: Int32Array;
  stamp = 0;
  /** Rows and columns holding the limit of dice (or more, in a scenario's setup): while 0, every free square has room. Kept by countIn and countOut (frontier.ts). */
  fullLines = 0;

  constructor(cells: number, side: number, top: number) {
    this.grid = new Int16Array(cells);
    this.adj = new Uint8Array(cells);
    this.slot = new Int16Array(cells);
    this.rowN = new Int16Array(side);
    this.colN = new Int16Array(side);
    this.valueN = new Int16Array(top + 2);
    this.mark = new Int32Array(cells);
  }
}

/** Makes the workspace describe `s`; returns it. */
export function sync(T: Tables, s: DiceState): Workspace {
  const W = T.W;
  if (W.owner !== s) load(T, W, s);
  return W;
}

function load(T: Tables, W: Workspace, s: DiceState): void {
  const P = T.pond;
  const d = P.placeDeltas;
  const old = W.owner;
  // Only the old owner's dice left marks to clear (a game ends with few dice: cheaper than clearing whole arrays).
  if (old !== null) {
    for (let i = 0; i < old.diceN; i++) {
      const c = old.dice[i] >> DIE_SHIFT;
      W.grid[c] = 0;
      W.adj[c] = 0;
      for (let k = 0; k < d.length; k++) W.adj[c + d[k]] = 0;
      W.rowN[P.rowOf[c]] = 0;
      W.colN[P.colOf[c]] = 0;
      W.valueN[old.dice[i] & VALUE_MASK] = 0;
    }
  }
  W.fullLines = 0;
  W.owner = s;
  for (let i = 0; i < s.diceN; i++) {
    const c = s.dice[i] >> DIE_SHIFT;
    const v = s.dice[i] & VALUE_MASK;
    W.grid[c] = v;
    W.slot[c] = i;
    W.valueN[v]++;
    countIn(T, s, c, false);
    for (let k = 0; k < d.length; k++) W.adj[c + d[k]]++;
  }
  for (let pawn = 0; pawn < s.pawnCell.length; pawn++) {
    const c = s.pawnCell[pawn];
    if (c >= 0) W.grid[c] |= (pawn + 1) << PAWN_SHIFT;
  }
  for (let i = 0; i < s.frontN; i++) W.slot[s.front[i]] = i;
}
