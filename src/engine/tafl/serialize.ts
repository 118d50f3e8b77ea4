/**
 * JSON form of a state. Piece lists are kept in their order (it decides the
 * order of legal actions, so a restored state replays exactly); the square →
 * list index map is rebuilt from them.
 */
import { TaflState, type EndCode } from './state';
import type { TaflTables } from './tables';

interface StateJson {
  board: number[];
  pieces: [number[], number[]];
  royal: number;
  toMove: number;
  plies: number;
  roundPlies: number;
  hash: [number, number];
  history: number[];
  last: { from: number; to: number; code: number; captured: number[]; codes: number[]; roundChanged: boolean };
  end: { winner: number; why: number; at: number };
  round: number;
  score: [number, number];
  /** Per finished round: [winning side index, DRAWN or UNRECORDED; End code]. */
  rounds: [number, number][];
}

export function serializeState(t: TaflTables, s: TaflState): StateJson {
  const n = t.n;
  return {
    board: Array.from(s.board),
    pieces: [Array.from(s.list.subarray(0, s.count[0])), Array.from(s.list.subarray(n, n + s.count[1]))],
    royal: s.royal,
    toMove: s.toMove,
    plies: s.plies,
    roundPlies: s.roundPlies,
    hash: [s.hashLo, s.hashHi],
    history: Array.from(s.hist.subarray(0, s.histLen * 2)),
    last: {
      from: s.lastFrom,
      to: s.lastTo,
      code: s.lastCode,
      captured: Array.from(s.caps.subarray(0, s.capN)),
      codes: Array.from(s.capCodes.subarray(0, s.capN)),
      roundChanged: s.roundChanged,
    },
    end: { winner: s.winner, why: s.endWhy, at: s.endAt },
    round: s.round,
    score: [s.score[0], s.score[1]],
    rounds: s.roundWinners.map((w, i) => [w, s.roundEnds[i]]),
  };
}

export function deserializeState(t: TaflTables, json: unknown): TaflState {
  const j = json as StateJson;
  const n = t.n;
  const s = new TaflState(n, t.width, t.height);
  s.board.set(j.board);
  j.board.forEach((c, sq) => {
    if (c === 0) return;
    s.rowOcc[t.rankOf[sq]] |= 1 << t.fileOf[sq];
    s.colOcc[t.fileOf[sq]] |= 1 << t.rankOf[sq];
  });
  j.pieces.forEach((squares, side) => {
    s.count[side] = squares.length;
    squares.forEach((sq, i) => {
      s.list[side * n + i] = sq;
      s.where[sq] = side * n + i;
    });
  });
  s.royal = j.royal;
  s.toMove = j.toMove;
  s.plies = j.plies;
  s.roundPlies = j.roundPlies;
  [s.hashLo, s.hashHi] = j.hash;
  s.hist = new Int32Array(Math.max(64, j.history.length));
  s.hist.set(j.history);
  s.histLen = j.history.length / 2;
  s.lastFrom = j.last.from;
  s.lastTo = j.last.to;
  s.lastCode = j.last.code;
  s.capN = j.last.captured.length;
  s.caps.set(j.last.captured);
  s.capCodes.set(j.last.codes);
  s.roundChanged = j.last.roundChanged;
  s.winner = j.end.winner;
  s.endWhy = j.end.why as EndCode;
  s.endAt = j.end.at;
  s.round = j.round;
  s.score[0] = j.score[0];
  s.score[1] = j.score[1];
  s.roundWinners = j.rounds.map(([w]) => w);
  s.roundEnds = j.rounds.map(([, why]) => why as EndCode);
  return s;
}
