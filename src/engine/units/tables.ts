/**
 * The ruleset compiled into flat lookup tables, built once per ruleset
 * (`compileTables`, compile-tables.ts). The
 * hot path (legal actions, apply) reads only these typed arrays and flags, and
 * never writes them: all that changes during play lives in the state (state.ts),
 * so any number of states of one game can be played side by side.
 *
 * A square holds 0 when empty, else `owner << 4 | class` (owner 0 … 7,
 * class 1 … 15): one read gives both, and 0 never means a unit. The codes
 * the tables hold (fights, flags) are declared in play.ts, which reads them.
 */
export interface Tables {
  readonly width: number;
  readonly height: number;
  /** Number of squares. */
  readonly size: number;
  readonly players: readonly string[];
  readonly classes: number;

  /** Allowed direction indexes into DIRECTIONS. */
  readonly dirs: Int8Array;
  readonly dirAllowed: Uint8Array;
  /** Squares stored per ray: enough for the fastest class, at most the board's longest line. */
  readonly reach: number;
  /** `ray[(square * 8 + dir) * reach + i]`: the square i + 1 steps away (valid for i < rayLen). */
  readonly ray: Int16Array;
  /** `rayLen[square * 8 + dir]`: on-board squares of that line, capped at `reach`. */
  readonly rayLen: Uint8Array;
  /**
   * With jumping and exact distance: `target[(sq << 4 | class) << 3 | dir]` is where a unit of
   * that class on sq lands going `dir`. On a line that ends before the unit's speed (edge:
   * stop) it is the line's last square, and bit `dir` of `edgeDirs[sq << 4 | class]` is set:
   * if an own unit holds that square, the edge rule looks back along the line at play time
   * (see `edgeStop` in play.ts). Where the unit cannot go (direction not allowed, no square,
   * edge: forbid) it is the unit's own square, which no unit may land on: play reads all eight
   * directions without a branch.
   */
  readonly target: Int16Array;
  readonly edgeDirs: Uint8Array;
  /**
   * With jumping and distance up to the speed: for class c on square sq (key k = sq << 4 | c)
   * the squares within reach are `cand[candStart[k] … candStart[k + 1] - 1]` (the edge rule
   * never applies: every square before the edge is within reach).
   */
  readonly cand: Int16Array;
  readonly candStart: Int32Array;

  /** `speed[class]`. */
  readonly speed: Uint8Array;
  /** `fight[attacker << 4 | defender]`: one of the codes above. */
  readonly fight: Int8Array;
  /** `after[winner << 4 | loser]`: the survivor's new class (its own class with classChange: keep). */
  readonly after: Uint8Array;
  /**
   * `landing[unit << 8 | w]` for a unit (a square value) and what a square holds: bit LAND if
   * the unit may end a move there, bit OWN_UNIT if w is a unit of the same player.
   */
  readonly landing: Uint16Array;
  /** `rotation[class]`: the class a turn gives, 0 when this class cannot be turned. */
  readonly rotation: Uint8Array;
  /** `turnable[class]`: 1 if a unit of this class has a turn action (the action exists and rotation has the class). */
  readonly turnable: Uint8Array;

  readonly canMove: boolean;
  readonly canTurn: boolean;
  readonly exact: boolean;
  readonly edgeStop: boolean;
  readonly jump: boolean;
  /** Which move generator play uses: one of the MOVES_ codes in play.ts. */
  readonly moves: number;
  readonly noActionOut: boolean;
  /** Every unit can always be turned, so a player with units always has an action. */
  readonly alwaysCanAct: boolean;
  readonly plyLimit: number;

  /** Offsets into the state array; see state.ts. */
  readonly oSlot: number;
  readonly oUnits: number;
  readonly oEv: number;
  readonly oCap: number;
  readonly oList: number;

  /** The ruleset's starting position: [square, square value] pairs in setup order. */
  readonly start: readonly (readonly [number, number])[];
  readonly maxActions: number;
}
