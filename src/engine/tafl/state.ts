/**
 * A tafl position plus what play needs to continue it: piece lists (so move
 * generation visits pieces, not squares), the repetition history since the
 * last capture, the last move's captures, and the match score. Mutated in
 * place by `apply`; `cloneState` copies it.
 */
import type { TaflTables } from './tables';

/** Why a game or round ended; `endAt` holds the square or side it names. */
export const End = {
  None: 0,
  RoyalCaptured: 1,
  CornersHeld: 2,
  EdgeEscape: 3,
  DefendersFew: 4,
  AttackersFew: 5,
  Fort: 6,
  Encircled: 7,
  Repetition: 8,
  NoMove: 9,
  PlyLimit: 10,
} as const;
export type EndCode = (typeof End)[keyof typeof End];

/** `endWho` for a drawn game or round. */
export const DRAW = 2;

export class TaflState {
  /** Piece code per square, 0 = empty. */
  board: Int8Array;
  /** Squares of side 0's pieces at [0, count[0]), side 1's at [n, n + count[1]). */
  list: Int16Array;
  /** Index into `list` of the piece on each square. */
  where: Int16Array;
  count: Int32Array;
  /** Occupied squares as bit masks: per rank (bit = file), per file (bit = rank). */
  rowOcc: Int32Array;
  colOcc: Int32Array;
  /** Square of the royal piece, -1 if there is none. */
  royal = -1;
  /** Side index to move, -1 once the game (match) is over. */
  toMove = 0;
  plies = 0;
  roundPlies = 0;
  hashLo = 0;
  hashHi = 0;
  /** Hashes (lo, hi pairs) of the positions since the last capture, the current one last. */
  hist: Int32Array;
  histLen = 0;

  // What the last apply did.
  lastFrom = -1;
  lastTo = -1;
  capN = 0;
  caps: Int16Array;
  capCodes: Int8Array;
  /** The last apply ended a round and started the next one. */
  roundChanged = false;

  // How the current (or, after a round change, the previous) game or round ended.
  endWho = -1;
  endWhy: EndCode = End.None;
  endAt = -1;

  // Match.
  round = 1;
  /** Round wins per match player. */
  score: Int32Array;
  /** Per finished round: the winning side's name, `draw`, or `unknown` (rounds before a scenario's setup). */
  results: string[] = [];

  constructor(n: number, width: number, height: number) {
    this.board = new Int8Array(n);
    this.rowOcc = new Int32Array(height);
    this.colOcc = new Int32Array(width);
    this.list = new Int16Array(2 * n);
    this.where = new Int16Array(n);
    this.count = new Int32Array(2);
    this.hist = new Int32Array(64);
    this.caps = new Int16Array(n);
    this.capCodes = new Int8Array(n);
    this.score = new Int32Array(2);
  }
}

/** A deep copy, built through the constructor so every state shares one shape (the hot path stays monomorphic). */
export function cloneState(s: TaflState): TaflState {
  const c = new TaflState(0, 0, 0);
  c.board = s.board.slice();
  c.list = s.list.slice();
  c.where = s.where.slice();
  c.count = s.count.slice();
  c.rowOcc = s.rowOcc.slice();
  c.colOcc = s.colOcc.slice();
  c.royal = s.royal;
  c.toMove = s.toMove;
  c.plies = s.plies;
  c.roundPlies = s.roundPlies;
  c.hashLo = s.hashLo;
  c.hashHi = s.hashHi;
  c.hist = s.hist.slice(0, Math.max(64, s.histLen * 2));
  c.histLen = s.histLen;
  c.lastFrom = s.lastFrom;
  c.lastTo = s.lastTo;
  c.capN = s.capN;
  c.caps = s.caps.slice();
  c.capCodes = s.capCodes.slice();
  c.roundChanged = s.roundChanged;
  c.endWho = s.endWho;
  c.endWhy = s.endWhy;
  c.endAt = s.endAt;
  c.round = s.round;
  c.score = s.score.slice();
  c.results = s.results.slice();
  return c;
}

/** Puts a board in place: rebuilds the piece lists, royal square and hash, and restarts the history. */
export function placeBoard(t: TaflTables, s: TaflState, board: Int8Array): void {
  const n = t.n;
  s.board.set(board);
  s.count[0] = 0;
  s.count[1] = 0;
  s.royal = -1;
  s.rowOcc.fill(0);
  s.colOcc.fill(0);
  let lo = 0, hi = 0;
  for (let sq = 0; sq < n; sq++) {
    const c = board[sq]!;
    if (c === 0) continue;
    const side = t.codeSide[c]!;
    const i = side * n + s.count[side]!++;
    s.list[i] = sq;
    s.where[sq] = i;
    s.rowOcc[t.rankOf[sq]!]! |= 1 << t.fileOf[sq]!;
    s.colOcc[t.fileOf[sq]!]! |= 1 << t.rankOf[sq]!;
    if (c === t.royalCode) s.royal = sq;
    lo ^= t.zobLo[c * n + sq]!;
    hi ^= t.zobHi[c * n + sq]!;
  }
  s.hashLo = lo;
  s.hashHi = hi;
  if (s.toMove === 1) {
    s.hashLo ^= t.sideLo;
    s.hashHi ^= t.sideHi;
  }
  s.histLen = 0;
  pushHistory(s);
}

export function pushHistory(s: TaflState): void {
  if (s.histLen * 2 + 2 > s.hist.length) {
    const bigger = new Int32Array(s.hist.length * 2);
    bigger.set(s.hist);
    s.hist = bigger;
  }
  s.hist[s.histLen * 2] = s.hashLo;
  s.hist[s.histLen * 2 + 1] = s.hashHi;
  s.histLen++;
}
