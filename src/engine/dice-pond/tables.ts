/**
 * The ruleset compiled once (`compileTables`, compile-tables.ts) into flat tables and flags. The hot path
 * (legal actions, apply) reads only these, never the YAML-shaped rules.
 */
import type { Pond } from './pond';

export const ADD_UNLIMITED = 0;
export const ADD_FROM_REMOVED = 1;
export const ADD_NEVER = 2;

/** Blank arrays a new state copies. */
export interface Blank {
  readonly dice: readonly number[];
  readonly front: readonly number[];
  readonly pool: readonly number[];
  readonly pawnCell: readonly number[];
  readonly moved: readonly number[];
  readonly pawnsLeft: readonly number[];
  readonly teamPawns: readonly number[];
  readonly groups: readonly number[];
  /** Dice per value (top + 2). */
  readonly values: readonly number[];
  /** Room for the events of one apply (one or two words each, log.ts); it grows when an apply records more. */
  readonly log: readonly number[];
  /** Zeros for every cell of the pond, from which a state's grid window and its row and column counts are cut (state.ts). */
  readonly cells: readonly number[];
}

export interface Tables {
  readonly players: readonly string[];
  readonly nPlayers: number;
  /** Team names in turn order; without `teams` every player is its own team, named by its id. */
  readonly teamNames: readonly string[];
  readonly nTeams: number;
  /** The ruleset has real teams (more than one player in some team). */
  readonly teamGame: boolean;
  readonly teamOf: Int8Array;
  /** Members of team t: `members[memberStart[t]] … members[memberStart[t + 1] - 1]`, in players order. */
  readonly memberStart: Int8Array;
  readonly members: Int8Array;
  /** Pawn ids of team t's members, member by member: `teamPawnIds[teamPawnIdStart[t]] … teamPawnIds[teamPawnIdStart[t + 1] - 1]`. */
  readonly teamPawnIdStart: Int8Array;
  readonly teamPawnIds: Int8Array;
  /** Pawns per player; pawn id = player · ppp + j. */
  readonly ppp: number;
  readonly nPawns: number;
  readonly pawnOwner: Int8Array;
  readonly top: number;
  /** Stride of the per-player group table: value v of player p is at p · vstride + v. */
  readonly vstride: number;
  readonly blue: number;
  readonly bluePerPawn: number;
  readonly whiteTotal: number;
  /** `white[v]`: white dice showing v at the start, the first die included. */
  readonly white: Int16Array;
  readonly firstValue: number;
  readonly firstCell: number;
  readonly lineLimit: number;
  readonly pond: Pond;
  readonly dicePerTurn: number;
  /** Player index of each placement turn, used round and round. */
  readonly placeOrder: Int8Array;
  /** Player index placing the k-th pawn, and the pawn id it places. */
  readonly pawnOrder: Int8Array;
  readonly pawnIdAt: Int8Array;
  readonly sixRaise: boolean;
  readonly addMode: number;
  readonly moverLosesTie: boolean;
  readonly tiesInPlayerOrder: boolean;
  readonly keepOutGroups: boolean;
  readonly turnLimit: number;
  readonly maxActions: number;
  readonly blank: Blank;
  /**
   * `nearOf[w]`, `stepsOf[w]`: the pond's placement and movement offsets
   * (placeDeltas, moveDeltas, in their order) in a state's grid window w
   * squares wide (state.ts), for every width a window can have (see windowTables).
   */
  readonly nearOf: readonly (readonly number[])[];
  readonly stepsOf: readonly (readonly number[])[];
  /**
   * `rankOfFaces[k][f]`: the rank of the sorted roll whose k dice, read as the
   * base-top digits of f, show those faces (for top^k up to 2^16; larger rolls
   * are drawn die by die).
   */
  readonly rankOfFaces: readonly (Int32Array | undefined)[];
  /** `countsOfRank[k][rank · vstride …]`: the sorted roll `rank` of k dice as a row of `groups` (small rolls only). */
  readonly countsOfRank: readonly (Int16Array | undefined)[];
  /** `rollsOf[k]`: the distinct sorted rolls of k dice (rollCount), for every k a roller can hold, read on each roll. */
  readonly rollsOf: Float64Array;
}
