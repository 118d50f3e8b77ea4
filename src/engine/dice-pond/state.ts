/**
 * A D'ice Cubes position: the dice (list order matters: it orders the legal
 * actions), the free squares next to the pond (same), the pawns, the pool and
 * the turn's bookkeeping in small packed integer arrays, plus the state's own
 * index of them: the grid (what stands on each cell), dice per row, column
 * and value, and the events of its last apply. A compiled game holds only
 * immutable tables, so any number of states can be played in any interleaving
 * at the speed of one: nothing is rebuilt when another state comes in. The
 * grid covers only a window around the dice (see `grid`), not the whole pond
 * the radius allows, so a new or cloned state stays a few plain arrays of
 * small integers (cheap to allocate and copy).
 */
import { ONGOING } from '../game';
import type { Rng } from '../rng';
import { COL_MASK, ROW_SHIFT } from './pond';
import type { Tables } from './tables';

export const PHASE_PLACE = 0;
export const PHASE_PAWNS = 1;
export const PHASE_PLAY = 2;

/** Steps of a turn in the play phase. */
export const STEP_ROLL = 0;
export const STEP_MOVE = 1;
export const STEP_RESOLVE = 2;

/* `result`: the winning team's index, or ONGOING / DRAWN (game.ts). */

/** Why the game ended (`endWhy`). */
export const END_ELIMINATED = 1;
export const END_SIMULTANEOUS = 2;
export const END_TURN_LIMIT = 3;
/** A scenario's starting position in which only one side has pawns (set by setup.ts, never in play). */
export const END_NO_PAWNS_AT_START = 4;

/** A die in the dice list: cell << DIE_SHIFT | value. */
export const DIE_SHIFT = 4;
export const VALUE_MASK = 15;
/** `grid[cell] >> PAWN_SHIFT` is the pawn id + 1 (0: no pawn); the low bits the die's value (0: no die). */
export const PAWN_SHIFT = 4;
export class DiceState {
  phase = PHASE_PLACE;
  step = STEP_ROLL;
  /** Player index, CHANCE or NOBODY (see game.ts). */
  toMove = 0;
  /** The white dice, `cell << DIE_SHIFT | value`, in no particular order (swap-removal). */
  dice: number[];
  diceN = 0;
  /** `diceAt[i]`: the grid index of dice[i]'s cell (kept beside the list, so loops over the dice read the grid without computing indexes, `at`). */
  diceAt: number[];
  /**
   * While dice are placed: the empty pond cells next to a die; the first
   * `roomN` have room in their row and column (where a die may be placed),
   * the rest are shut. Empty once placement is over (see frontier.ts).
   */
  front: number[];
  frontN = 0;
  roomN = 0;
  /** Placement pool: dice per value still to place. */
  pool: number[];
  poolN = 0;
  /** Index into the placement order (placement.order) of the player placing now. */
  placeTurn = 0;
  placedInTurn = 0;
  pawnsPlaced = 0;
  /** `pawnCell[pawn]`: its cell, -1 when not placed or sunk. */
  pawnCell: number[];
  /** `pawnAt[pawn]`: the grid index of its cell (as `diceAt`), -1 when not placed or sunk. */
  pawnAt: number[];
  moved: number[];
  pawnsLeft: number[];
  teamPawns: number[];
  /**
   * `groups[p · vstride + v]` (v ≥ 1): blue dice of value v that player p
   * still has to use this turn; `groups[p · vstride]` has bit v set for each
   * such v, so the next group to use is found without scanning the values.
   */
  groups: number[];
  /** The team whose turn it is, and turns completed so far. */
  team = 0;
  turn = 0;
  /** In the resolve step: the value of the group(s) to use now. */
  current = 0;
  result = ONGOING;
  endWhy = 0;
  /** Bit t set: team t had pawns after the last check (to tell who sank in one action). */
  aliveMask = 0;
  plies = 0;
  rng: Rng;
  /**
   * For each cell of a window of the pond around the dice, at
   * `grid[at(s, cell)]`: on a die, value | (pawn + 1) << PAWN_SHIFT (one
   * read answers "a die without a pawn?": 1 ≤ g ≤ 15); on an empty cell,
   * minus the number of dice next to it (placement adjacency), so "empty and
   * next to the pond?" is g < 0. (Minus: written 0 − n, never −n, since −0
   * is a double, and one double stored turns the whole grid into an array of
   * doubles, slower on every read.) The window (grid rows gridRow … gridEnd − 1,
   * columns gridCol … gridColEnd − 1, `gridW` = 2^gridShift wide, so that a
   * cell's index is a few shifts and adds, `at`) reaches GRID_SLACK
   * squares beyond every die, so the hot path reads the neighbours of dice
   * (and theirs) with no bounds test, through the window's own neighbour
   * offsets `near` (placement adjacency) and `steps` (movement), in the order
   * of the pond's `placeDeltas` and `moveDeltas`; any other cell is read with
   * `cellAt`. The window follows the pond, not the radius, so a state stays a
   * few small plain arrays (cheap to create and to copy).
   */
  grid: number[];
  gridW = 0;
  gridShift = 0;
  /** The window's first row and column as an index: (gridRow << gridShift) + gridCol. */
  gridOrigin = 0;
  gridRow = 0;
  gridEnd = 0;
  gridCol = 0;
  gridColEnd = 0;
  /** The tables' offsets for the window's width (`Tables.nearOf`, `stepsOf`). */
  near: readonly number[];
  steps: readonly number[];
  /** Dice per grid row and column of the window (`rowN[row - gridRow]`, `colN[col - gridCol]`), and per value (`valueN[v]`). */
  rowN: number[];
  colN: number[];
  valueN: number[];
  /** Rows and columns holding the limit of dice (or more, in a scenario's setup): while 0, every free square has room. Kept by countIn and countOut (frontier.ts). */
  fullLines = 0;
  /** The events of this state's last apply, one or two words each (log.ts); `logN` words. A clone or a new state has none. */
  log: number[];
  logN = 0;

  /** A blank state; with `from`, a copy of it (with `rng`, a copy of its generator). */
  constructor(T: Tables, rng: Rng, from?: DiceState) {
    this.rng = rng;
    if (from === undefined) {
      this.dice = T.blank.dice.slice();
      this.diceAt = T.blank.dice.slice();
      this.front = T.blank.front.slice();
      this.pool = T.blank.pool.slice();
      this.pawnCell = T.blank.pawnCell.slice();
      this.pawnAt = T.blank.pawnCell.slice();
      this.moved = T.blank.moved.slice();
      this.pawnsLeft = T.blank.pawnsLeft.slice();
      this.teamPawns = T.blank.teamPawns.slice();
      this.groups = T.blank.groups.slice();
      this.grid = [];
      this.near = [];
      this.steps = [];
      this.rowN = [];
      this.colN = [];
      this.valueN = T.blank.values.slice();
      this.log = T.blank.log.slice();
      return;
    }
    this.dice = from.dice.slice();
    this.diceAt = from.diceAt.slice();
    this.front = from.front.slice();
    this.pool = from.pool.slice();
    this.pawnCell = from.pawnCell.slice();
    this.pawnAt = from.pawnAt.slice();
    this.moved = from.moved.slice();
    this.pawnsLeft = from.pawnsLeft.slice();
    this.teamPawns = from.teamPawns.slice();
    this.groups = from.groups.slice();
    this.grid = from.grid.slice();
    this.gridW = from.gridW;
    this.gridOrigin = from.gridOrigin;
    this.gridRow = from.gridRow;
    this.gridEnd = from.gridEnd;
    this.gridCol = from.gridCol;
    this.gridColEnd = from.gridColEnd;
    this.near = from.near;
    this.steps = from.steps;
    this.gridShift = from.gridShift;
    this.rowN = from.rowN.slice();
    this.colN = from.colN.slice();
    this.valueN = from.valueN.slice();
    this.fullLines = from.fullLines;
    this.log = T.blank.log.slice();
    this.phase = from.phase;
    this.step = from.step;
    this.toMove = from.toMove;
    this.diceN = from.diceN;
    this.frontN = from.frontN;
    this.roomN = from.roomN;
    this.poolN = from.poolN;
    this.placeTurn = from.placeTurn;
    this.placedInTurn = from.placedInTurn;
    this.pawnsPlaced = from.pawnsPlaced;
    this.team = from.team;
    this.turn = from.turn;
    this.current = from.current;
    this.result = from.result;
    this.endWhy = from.endWhy;
    this.aliveMask = from.aliveMask;
    this.plies = from.plies;
  }
}

export function cloneState(T: Tables, s: DiceState): DiceState {
  return new DiceState(T, s.rng.clone(), s);
}

/**
 * Squares the window keeps beyond the dice: a die's neighbour and that
 * neighbour's neighbours are read. Exported (though only this module reads
 * it) for the bundle to inline it in `coverCell` (see log.ts SQUARE_SHIFT).
 */
export const GRID_SLACK = 2;
/** Extra squares taken each way when the window grows, so a growing pond rarely copies it. */
const GRID_GROWTH = 5;
/** Narrowest window: room for GRID_SLACK + GRID_GROWTH columns each side of a die. */
const MIN_WIDTH = 16;

/** The narrowest window width (a power of two, at least MIN_WIDTH) holding n columns. */
export function windowWidth(n: number): number {
  let w = MIN_WIDTH;
  while (w < n) w *= 2;
  return w;
}

/** The index of cell c in the state's grid (c within the window). */
export function at(s: DiceState, c: number): number {
  return ((c >> ROW_SHIFT) << s.gridShift) + (c & COL_MASK) - s.gridOrigin;
}

/** What any cell holds (0 outside the window: no die there, none next to it). */
export function cellAt(T: Tables, s: DiceState, c: number): number {
  const row = T.pond.rowOf[c];
  const col = T.pond.colOf[c];
  return row >= s.gridRow && row < s.gridEnd && col >= s.gridCol && col < s.gridColEnd ? s.grid[at(s, c)] : 0;
}

/** Dice in grid row `row` (any row: 0 outside the window). */
export function diceInRow(s: DiceState, row: number): number {
  return row >= s.gridRow && row < s.gridEnd ? s.rowN[row - s.gridRow] : 0;
}

/** Dice in grid column `col` (any column: 0 outside the window). */
export function diceInColumn(s: DiceState, col: number): number {
  return col >= s.gridCol && col < s.gridColEnd ? s.colN[col - s.gridCol] : 0;
}

/** Widens the window so a die may stand on cell c; call before putting one there. */
export function coverCell(T: Tables, s: DiceState, c: number): void {
  const P = T.pond;
  const row = P.rowOf[c];
  const col = P.colOf[c];
  // The window never needs to pass the border ring of the grid (no die stands on it).
  const side = P.side;
  if (
    (row - GRID_SLACK >= s.gridRow || s.gridRow === 0) &&
    (row + GRID_SLACK < s.gridEnd || s.gridEnd === side) &&
    (col - GRID_SLACK >= s.gridCol || s.gridCol === 0) &&
    (col + GRID_SLACK < s.gridColEnd || s.gridColEnd === side) &&
    s.gridW > 0
  ) {
    return;
  }
  widen(T, s, row, col);
}

/** A new window holding the old one and GRID_SLACK + GRID_GROWTH squares around (row, col). */
function widen(T: Tables, s: DiceState, row: number, col: number): void {
  const P = T.pond;
  const side = P.side;
  const empty = s.gridW === 0;
  const row0 = Math.max(0, Math.min(empty ? row : s.gridRow, row - GRID_SLACK - GRID_GROWTH));
  const row1 = Math.min(side, Math.max(empty ? row : s.gridEnd, row + GRID_SLACK + GRID_GROWTH + 1));
  const col0 = Math.max(0, Math.min(empty ? col : s.gridCol, col - GRID_SLACK - GRID_GROWTH));
  // The width is a power of two, so a cell's index is shifts and adds (`at`).
  const w = windowWidth(
    Math.min(side, Math.max(empty ? col : s.gridColEnd, col + GRID_SLACK + GRID_GROWTH + 1)) - col0,
  );
  const col1 = col0 + w;
  const grid = T.blank.cells.slice(0, (row1 - row0) * w);
  for (let r = s.gridRow; r < s.gridEnd; r++) {
    for (let k = s.gridCol; k < s.gridColEnd; k++)
      grid[(r - row0) * w + k - col0] = s.grid[(r - s.gridRow) * s.gridW + k - s.gridCol];
  }
  const rowN = T.blank.cells.slice(0, row1 - row0);
  for (let r = s.gridRow; r < s.gridEnd; r++) rowN[r - row0] = s.rowN[r - s.gridRow];
  const colN = T.blank.cells.slice(0, w);
  for (let k = s.gridCol; k < s.gridColEnd; k++) colN[k - col0] = s.colN[k - s.gridCol];
  s.rowN = rowN;
  s.colN = colN;
  s.grid = grid;
  s.gridW = w;
  s.gridShift = 31 - Math.clz32(w);
  s.gridOrigin = row0 * w + col0;
  s.gridRow = row0;
  s.gridEnd = row1;
  s.gridCol = col0;
  s.gridColEnd = col1;
  s.near = T.nearOf[w];
  s.steps = T.stepsOf[w];
  // The dice's and pawns' grid indexes move with the window.
  for (let i = 0; i < s.diceN; i++) s.diceAt[i] = at(s, s.dice[i] >> DIE_SHIFT);
  for (let pawn = 0; pawn < s.pawnCell.length; pawn++)
    if (s.pawnCell[pawn] >= 0) s.pawnAt[pawn] = at(s, s.pawnCell[pawn]);
}
