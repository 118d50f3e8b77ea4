/**
 * Rules compiled into flat lookup tables, built once per ruleset by
 * `compileTables` (compile-tables.ts) and never written afterwards (every state of a compiled game
 * reads them; working memory lives in the state). Squares are
 * board indices (rank * width + file); a piece is a small code (type index + 1,
 * 0 = empty square); per-type-per-square facts live at `code * N + square`.
 * Directions: 0 east, 1 west, 2 north, 3 south.
 */
export interface TaflTables {
  readonly width: number;
  readonly height: number;
  readonly n: number;
  /** Neighbour of square s in direction d at s*4+d, or -1 off the board. */
  readonly nb: Int16Array;
  readonly edge: Uint8Array;
  readonly fileOf: Uint8Array;
  readonly rankOf: Uint8Array;
  readonly typeNames: string[];
  /** Side index (0 moves first) of each code; -1 for the empty code 0. */
  readonly codeSide: Int8Array;
  readonly hammer: Uint8Array;
  readonly anvil: Uint8Array;
  /** 1 for pieces captured only when enclosed on four sides. */
  readonly strong: Uint8Array;
  /** STOP | PASS bits at code*N + square. */
  readonly perm: Uint8Array;
  /**
   * What move generation reads for a piece, by code and square, in one array (V8
   * checks every array a loop reads on every pass): the fields `INFO_…` (moves.ts).
   * Whether the type is fixed on the square (1); the squares of its rank (bit = file)
   * and of its file (bit = rank) where the type may not both stop and pass. A run of
   * empty squares without such a square is emitted without lookups.
   */
  readonly moveInfo: Int32Array;
  /** Squares the type may not stop on / may not pass over: per rank (bit = file) at code*H + rank, per file (bit = rank) at code*W + file. */
  readonly rowNoStop: Int32Array;
  readonly rowNoPass: Int32Array;
  readonly colNoStop: Int32Array;
  readonly colNoPass: Int32Array;
  readonly fixed: Uint8Array;
  /** Cannot be captured there (protected square, or edge immunity). */
  readonly prot: Uint8Array;
  readonly hostE: Uint8Array;
  readonly hostO: Uint8Array;
  /** Code of the royal type, 0 if none. */
  readonly royalCode: number;
  /** Side indices of the two roles. */
  readonly att: number;
  readonly def: number;
  readonly sideNames: [string, string];
  /** Some attacker type may stop on the square / may stop on or pass over it (for the exit-fort analysis). */
  readonly attStop: Uint8Array;
  readonly attCross: Uint8Array;
  readonly corners: Int16Array;
  readonly isCorner: Uint8Array;
  readonly startBoard: Int8Array;
  readonly zobLo: Int32Array;
  readonly zobHi: Int32Array;
  readonly sideLo: number;
  readonly sideHi: number;

  // End rules, as numbers.
  readonly shieldwall: boolean;
  readonly edgeFort: boolean;
  readonly encirclement: boolean;
  /** 0 off, 1 defenders lose, 2 draw. */
  readonly repetition: number;
  readonly repetitionCount: number;
  readonly plyLimit: number;
  readonly noMoveDraw: boolean;
  readonly cornersHeld: number;
  readonly royalInCorner: boolean;
  readonly edgeEscape: boolean;
  readonly defendersFewerThan: number;
  readonly attackersFewerThan: number;
}
