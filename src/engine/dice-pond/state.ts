/**
 * A D'ice Cubes position: flat typed arrays over the pond grid, plus the
 * turn's bookkeeping. Everything the hot path touches is preallocated; the
 * only growth is the event buffer, which doubles on the rare action that
 * outgrows it and is then reused.
 */
import { Rng } from '../rng';
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

/** Words per event record: kind, square, a, b. */
export const EV = 4;

/** `cell[c] >> PAWN_SHIFT` is the pawn id + 1 (0: no pawn); the low bits are the die's value. */
export const PAWN_SHIFT = 4;
export const VALUE_MASK = 15;

export class DiceState {
  phase = PHASE_PLACE;
  step = STEP_ROLL;
  /** Player index, CHANCE or NOBODY (see game.ts). */
  toMove = 0;
  /** Index of the layout (grid window) the arrays below use. */
  lay: number;
  /**
   * `cell[c]`: value of the white die there (0: none) | (pawn id + 1) << PAWN_SHIFT.
   * One read answers "a die without a pawn?" (1 ≤ cell < 16), the hottest question.
   */
  cell: number[];
  /** `adj[c]`: dice next to this cell (placement adjacency). */
  adj: number[];
  /** `slot[c]`: index in `dice` (cell with a die) or in `front` (empty cell next to a die). */
  slot: number[];
  /** The cells holding a die, in no particular order (swap-removal). */
  dice: number[];
  diceN = 0;
  /** The empty pond cells next to a die: where a die may be placed or added. */
  front: number[];
  frontN = 0;
  /** Dice per grid row / column, and dice per value. */
  rowN: number[];
  colN: number[];
  valueN: number[];
  /** Placement pool: dice per value still to place. */
  pool: number[];
  poolN = 0;
  placeTurn = 0;
  placedInTurn = 0;
  pawnsPlaced = 0;
  /** `pawnCell[pawn]`: its cell, -1 when not placed or sunk. */
  pawnCell: number[];
  moved: number[];
  pawnsLeft: number[];
  teamPawns: number[];
  /** `groups[p · vstride + v]`: blue dice of value v that player p still has to use this turn. */
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

  /** A blank state in layout `lay`; with `from`, a copy of it. */
  constructor(T: Tables, rng: Rng, lay: number, from?: DiceState) {
    const b = T.blanks[lay]!;
    this.lay = lay;
    this.rng = rng;
    if (from === undefined) {
      this.cell = b.cells.slice();
      this.adj = b.cells.slice();
      this.slot = b.cells.slice();
      this.dice = b.dice.slice();
      this.front = b.front.slice();
      this.rowN = b.lines.slice();
      this.colN = b.lines.slice();
      this.valueN = T.blankValues.slice();
      this.pool = T.blankGroups.slice(0, T.vstride);
      this.pawnCell = T.blankNoPawn.slice();
      this.moved = T.blankPawns.slice();
      this.pawnsLeft = T.blankPlayers.slice();
      this.teamPawns = T.blankTeams.slice();
      this.groups = T.blankGroups.slice();
      return;
    }
    this.cell = from.cell.slice();
    this.adj = from.adj.slice();
    this.slot = from.slot.slice();
    this.dice = from.dice.slice();
    this.front = from.front.slice();
    this.rowN = from.rowN.slice();
    this.colN = from.colN.slice();
    this.valueN = from.valueN.slice();
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
  return new DiceState(T, s.rng.clone(), s.lay, s);
}

/**
 * The events of the last `apply`, shared by every state of a compiled game:
 * recording them costs four stores into one typed array, and no state
 * carries (or copies) a log. They belong to `owner`, the state last applied;
 * any other state has no events to show (see `eventsOf`).
 */
export class EventLog {
  words = new Int32Array(256 * EV);
  n = 0;
  owner: DiceState | null = null;
  /** Set while a start or setup position is built: nothing is recorded then. */
  muted = false;
}

/** Appends an event record; the buffer doubles (once in a long while) when an action outgrows it. */
export function pushEvent(log: EventLog, kind: number, square: number, a: number, b: number): void {
  if (log.muted) return;
  const i = log.n * EV;
  if (i === log.words.length) {
    const bigger = new Int32Array(i * 2);
    bigger.set(log.words);
    log.words = bigger;
  }
  const w = log.words;
  w[i] = kind;
  w[i + 1] = square;
  w[i + 2] = a;
  w[i + 3] = b;
  log.n++;
}

/** Builds a position without recording events (they belong to no apply). */
export function quietly<R>(log: EventLog, build: () => R): R {
  log.muted = true;
  try {
    return build();
  } finally {
    log.muted = false;
  }
}
