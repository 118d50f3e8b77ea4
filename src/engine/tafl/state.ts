/**
 * A tafl position plus what play needs to continue it: piece lists (so move
 * generation visits pieces, not squares), the repetition history since the
 * last capture, what the last move did, the match score, and the working
 * memory of its own flood fills. Mutated in place by `apply`; `cloneState`
 * copies it. Everything a call writes lives here, so many states of one
 * compiled game can be played in any interleaving.
 */
import { ONGOING } from '../game';
import { Scratch } from './scratch';
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

/* `winner` (and a round's entry in `roundWinners`): a side index, or ONGOING / DRAWN (game.ts). */
/** A round's entry in `roundWinners` for a round played before a scenario's setup: its result is not known. */
export const UNRECORDED = -3;

export class TaflState {
  /** The buffer behind `board`, `list`, `where`, `count`, `rowOcc`, `colOcc`, `caps`, `capCodes` and `score`. */
  readonly memory: ArrayBuffer;
  /** Piece code per square, 0 = empty. */
  readonly board: Int8Array;
  /** Squares of side 0's pieces at [0, count[0]), side 1's at [n, n + count[1]). */
  readonly list: Int16Array;
  /** Index into `list` of the piece on each square. */
  readonly where: Int16Array;
  readonly count: Int32Array;
  /** Occupied squares as bit masks: per rank (bit = file), per file (bit = rank). */
  readonly rowOcc: Int32Array;
  readonly colOcc: Int32Array;
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
  /** Code of the piece that moved (the board may since show a new round's start). */
  lastCode = 0;
  capN = 0;
  readonly caps: Int16Array;
  readonly capCodes: Int8Array;
  /** The last apply ended a round and started the next one. */
  roundChanged = false;

  // How the current (or, after a round change, the previous) game or round ended.
  /** The winning side's index, `DRAWN`, or `ONGOING`. */
  winner: number = ONGOING;
  endWhy: EndCode = End.None;
  endAt = -1;

  // Match.
  round = 1;
  /** Round wins per match player. */
  readonly score: Int32Array;
  /** Per finished round: the winning side's index, `DRAWN`, or `UNRECORDED` (rounds before a scenario's setup). */
  roundWinners: number[] = [];
  /** Per finished round: why it ended (`End.None` for an unrecorded one). */
  roundEnds: EndCode[] = [];

  /** Flood-fill memory (exit fort, encirclement), made on first need: see `workOf`. */
  work: Scratch | null = null;

  /**
   * The fixed-size arrays are views into one buffer, the ones every ply reads
   * first: many states played in turn then cost few cache lines each.
   * `memory`: a copy of another state's buffer (see `cloneState`).
   */
  constructor(n: number, width: number, height: number, memory?: ArrayBuffer) {
    const i32 = 4 + width + height;
    const listAt = i32 * 4,
      whereAt = listAt + 4 * n,
      boardAt = whereAt + 2 * n;
    const capsAt = boardAt + n + (n & 1),
      codesAt = capsAt + 2 * n;
    this.memory = memory ?? new ArrayBuffer(codesAt + n);
    this.count = new Int32Array(this.memory, 0, 2);
    this.score = new Int32Array(this.memory, 8, 2);
    this.rowOcc = new Int32Array(this.memory, 16, height);
    this.colOcc = new Int32Array(this.memory, 16 + 4 * height, width);
    this.list = new Int16Array(this.memory, listAt, 2 * n);
    this.where = new Int16Array(this.memory, whereAt, n);
    this.board = new Int8Array(this.memory, boardAt, n);
    this.caps = new Int16Array(this.memory, capsAt, n);
    this.capCodes = new Int8Array(this.memory, codesAt, n);
    this.hist = new Int32Array(64);
  }
}

/** A deep copy, built through the constructor so every state shares one shape (the hot path stays monomorphic): one buffer copy, then the scalars. */
export function cloneState(s: TaflState): TaflState {
  const c = new TaflState(s.board.length, s.colOcc.length, s.rowOcc.length, s.memory.slice(0));
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
  c.lastCode = s.lastCode;
  c.capN = s.capN;
  c.roundChanged = s.roundChanged;
  c.winner = s.winner;
  c.endWhy = s.endWhy;
  c.endAt = s.endAt;
  c.round = s.round;
  c.roundWinners = s.roundWinners.slice();
  c.roundEnds = s.roundEnds.slice();
  // `work` is not copied: it holds nothing between calls, and a copy makes its own when it needs one.
  return c;
}

/** The state's flood-fill memory, made the first time a fill runs on it. */
export function workOf(t: TaflTables, s: TaflState): Scratch {
  return (s.work ??= new Scratch(t.n));
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
  let lo = 0,
    hi = 0;
  for (let sq = 0; sq < n; sq++) {
    const c = board[sq];
    if (c === 0) continue;
    const side = t.codeSide[c];
    const i = side * n + s.count[side]++;
    s.list[i] = sq;
    s.where[sq] = i;
    s.rowOcc[t.rankOf[sq]] |= 1 << t.fileOf[sq];
    s.colOcc[t.fileOf[sq]] |= 1 << t.rankOf[sq];
    if (c === t.royalCode) s.royal = sq;
    lo ^= t.zobLo[c * n + sq];
    hi ^= t.zobHi[c * n + sq];
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
