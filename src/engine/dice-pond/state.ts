/**
 * A D'ice Cubes position is small: the dice (list order matters: it orders
 * the legal actions), the free squares next to the pond (same), the pawns,
 * the pool and the turn's bookkeeping, all in small packed integer arrays, so
 * a new or cloned state costs a few hundred bytes. Everything that can be
 * derived from it (the grid, neighbour counts, dice per row, column and
 * value) lives in the game's Workspace (workspace.ts), which follows the
 * state being played.
 */
import type { Rng } from '../rng';
import type { Tables } from './tables';

export const PHASE_PLACE = 0;
export const PHASE_PAWNS = 1;
export const PHASE_PLAY = 2;

/** Steps of a turn in the play phase. */
export const STEP_ROLL = 0;
export const STEP_MOVE = 1;
export const STEP_RESOLVE = 2;

/** `result` while the game goes on; a drawn game; otherwise the winning team's index. */
export const GOING_ON = -1;
export const DRAWN = -2;

/** Why the game ended (`endWhy`). */
export const END_ELIMINATED = 1;
export const END_SIMULTANEOUS = 2;
export const END_TURN_LIMIT = 3;
/** A scenario's starting position in which only one side has pawns (set by setup.ts, never in play). */
export const END_NO_PAWNS_AT_START = 4;

/** A die in the dice list: cell << DIE_SHIFT | value. */
export const DIE_SHIFT = 4;
export const VALUE_MASK = 15;

export class DiceState {
  phase = PHASE_PLACE;
  step = STEP_ROLL;
  /** Player index, CHANCE or NOBODY (see game.ts). */
  toMove = 0;
  /** The white dice, `cell << DIE_SHIFT | value`, in no particular order (swap-removal). */
  dice: number[];
  diceN = 0;
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
  result = GOING_ON;
  endWhy = 0;
  /** Bit t set: team t had pawns after the last check (to tell who sank in one action). */
  aliveMask = 0;
  plies = 0;
  rng: Rng;

  /** A blank state; with `from`, a copy of it (with `rng`, a copy of its generator). */
  constructor(T: Tables, rng: Rng, from?: DiceState) {
    this.rng = rng;
    if (from === undefined) {
      this.dice = T.blank.dice.slice();
      this.front = T.blank.front.slice();
      this.pool = T.blank.pool.slice();
      this.pawnCell = T.blank.pawnCell.slice();
      this.moved = T.blank.moved.slice();
      this.pawnsLeft = T.blank.pawnsLeft.slice();
      this.teamPawns = T.blank.teamPawns.slice();
      this.groups = T.blank.groups.slice();
      return;
    }
    this.dice = from.dice.slice();
    this.front = from.front.slice();
    this.pool = from.pool.slice();
    this.pawnCell = from.pawnCell.slice();
    this.moved = from.moved.slice();
    this.pawnsLeft = from.pawnsLeft.slice();
    this.teamPawns = from.teamPawns.slice();
    this.groups = from.groups.slice();
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
