/**
 * Has the move just made ended the game (round)? Checked in a fixed order,
 * the mover's wins first (a move can only capture enemy pieces), then
 * repetition, then whether the next side can move, then the ply limit — so a
 * win on the last allowed ply is a win, not a draw.
 */
import { DRAWN } from '../game';
import { defendersEncircled } from './encirclement';
import { exitFort } from './fort';
import { sideCanMove } from './moves';
import { End, pushHistory, workOf, type EndCode, type TaflState } from './state';
import type { TaflTables } from './tables';

/** Sets `winner`/`endWhy`/`endAt` and returns true if the game (round) is over after `mover` moved a piece of `code` to `to`. */
export function endAfterMove(t: TaflTables, s: TaflState, mover: number, code: number, to: number): boolean {
  const att = t.att,
    def = t.def;
  if (s.capN > 0) {
    if (t.royalCode !== 0 && s.royal < 0) {
      for (let i = 0; i < s.capN; i++)
        if (s.capCodes[i] === t.royalCode) return ended(s, att, End.RoyalCaptured, s.caps[i]);
    }
    if (mover === att && s.count[def] < t.defendersFewerThan) return ended(s, att, End.DefendersFew, -1);
    if (mover === def && s.count[att] < t.attackersFewerThan) return ended(s, def, End.AttackersFew, -1);
  }
  if (t.cornersHeld > 0 && t.isCorner[to] === 1 && t.codeSide[code] === def && cornersHeld(t, s))
    return ended(s, def, End.CornersHeld, to);
  if (t.edgeEscape && code === t.royalCode && t.edge[to] === 1) return ended(s, def, End.EdgeEscape, to);
  if (t.edgeFort && s.royal >= 0 && t.edge[s.royal] === 1 && exitFort(t, s, workOf(t, s)))
    return ended(s, def, End.Fort, s.royal);
  if (t.encirclement && mover === att && defendersEncircled(t, s, workOf(t, s)))
    return ended(s, att, End.Encircled, -1);
  if (t.repetition !== 0) {
    if (s.capN > 0) s.histLen = 0;
    pushHistory(s);
    if (repeated(t, s)) return ended(s, t.repetition === 1 ? att : DRAWN, End.Repetition, -1);
  }
  const next = mover ^ 1;
  if (!sideCanMove(t, s, next)) return ended(s, t.noMoveDraw ? DRAWN : mover, End.NoMove, next);
  if (s.roundPlies >= t.plyLimit) return ended(s, DRAWN, End.PlyLimit, -1);
  return false;
}

/**
 * Whether a scenario's setup position is already over. It is read as if the
 * side not to move had just moved ("the end of the game is checked as soon as
 * the turn passes"): that side's wins first, then the other's, then whether
 * the side to move can move. Nothing was captured or repeated yet, so the
 * conditions that only a move can bring about (a capture of the royal piece,
 * repetition, the ply limit) do not apply.
 */
export function endAtSetup(t: TaflTables, s: TaflState): boolean {
  const att = t.att,
    def = t.def,
    mover = s.toMove ^ 1;
  for (const side of [mover, mover ^ 1]) {
    if (side === att && s.count[def] < t.defendersFewerThan) return ended(s, att, End.DefendersFew, -1);
    if (side === def && s.count[att] < t.attackersFewerThan) return ended(s, def, End.AttackersFew, -1);
    if (side === def && t.cornersHeld > 0 && cornersHeld(t, s)) return ended(s, def, End.CornersHeld, s.royal);
    if (side === def && t.edgeEscape && s.royal >= 0 && t.edge[s.royal] === 1)
      return ended(s, def, End.EdgeEscape, s.royal);
    if (side === def && t.edgeFort && s.royal >= 0 && t.edge[s.royal] === 1 && exitFort(t, s, workOf(t, s)))
      return ended(s, def, End.Fort, s.royal);
    if (side === att && t.encirclement && defendersEncircled(t, s, workOf(t, s)))
      return ended(s, att, End.Encircled, -1);
  }
  if (!sideCanMove(t, s, s.toMove)) return ended(s, t.noMoveDraw ? DRAWN : mover, End.NoMove, s.toMove);
  return false;
}

/** Records who won (a side index or DRAWN), why, and the square or side the reason names. */
export function ended(s: TaflState, who: number, why: EndCode, at: number): true {
  s.winner = who;
  s.endWhy = why;
  s.endAt = at;
  return true;
}

function cornersHeld(t: TaflTables, s: TaflState): boolean {
  let held = 0,
    royal = false;
  for (let i = 0; i < t.corners.length; i++) {
    const sq = t.corners[i];
    const c = s.board[sq];
    if (c !== 0 && t.codeSide[c] === t.def) {
      held++;
      if (c === t.royalCode) royal = true;
    }
  }
  return held >= t.cornersHeld && (royal || !t.royalInCorner);
}

/** The current position (last in the history) has stood there `repetitionCount` times, same side to move. */
function repeated(t: TaflTables, s: TaflState): boolean {
  const h = s.hist,
    last = s.histLen - 1;
  const lo = h[last * 2],
    hi = h[last * 2 + 1];
  let seen = 1;
  // Positions with the same side to move are an even number of plies apart.
  for (let i = last - 2; i >= 0; i -= 2) {
    if (h[i * 2] === lo && h[i * 2 + 1] === hi && ++seen >= t.repetitionCount) return true;
  }
  return false;
}
