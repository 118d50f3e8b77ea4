/**
 * Tafl actions in scenario form (`{ from, to }`) and in move-log notation (`f4-k4xk3`, as the
 * Copenhagen records write it). Any well-formed move encodes, even an illegal one, so that
 * `whyIllegal` can explain it; only unknown squares or keys fail to parse.
 */
import type { ActionObject, ParsedAction } from '../game';
import { badSquare, squareIndex, squareName } from '../grid';
import { findCaptures } from './captures';
import { generateMoves, maxMoves } from './moves';
import type { TaflState } from './state';
import type { TaflTables } from './tables';
import { written } from '../words';

export function parseAction(t: TaflTables, s: TaflState, obj: ActionObject): ParsedAction {
  const keys = Object.keys(obj);
  if (obj.from === undefined || obj.to === undefined) {
    return {
      ok: false,
      error: `{ ${keys.join(', ')} } is not a tafl action; expected a move { from: <square>, to: <square> }, e.g. ${exampleMove(t, s)}`,
    };
  }
  const stray = keys.find((k) => k !== 'from' && k !== 'to');
  if (stray !== undefined)
    return { ok: false, error: `unknown key "${stray}" in a tafl action; expected { from: <square>, to: <square> }` };
  const { width: w, height: h, n } = t;
  const from = squareIndex(obj.from, w, h),
    to = squareIndex(obj.to, w, h);
  if (from < 0) return { ok: false, error: `from: ${badSquare(obj.from, w, h)}` };
  if (to < 0) return { ok: false, error: `to: ${badSquare(obj.to, w, h)}` };
  return { ok: true, action: from * n + to };
}

export function formatAction(t: TaflTables, action: number): ActionObject {
  const { n, width } = t;
  return { from: squareName(Math.floor(action / n), width), to: squareName(action % n, width) };
}

/** A move to show in messages: one that is legal here, so it can be pasted; a1→a3 (on every board) once the game is over. */
function exampleMove(t: TaflTables, s: TaflState): string {
  const legal = new Int32Array(maxMoves(t));
  const m = formatAction(t, generateMoves(t, s, legal) > 0 ? legal[0] : 2 * t.width);
  return `{ from: ${written(m.from)}, to: ${written(m.to)} }`;
}

/** `from-to`, and for a legal move each piece it captures as `xSQ` (the royal piece's capture ends the game and is not written). */
export function notation(t: TaflTables, s: TaflState, action: number, legal: boolean): string {
  const { n, width } = t;
  const from = Math.floor(action / n),
    to = action % n;
  let text = `${squareName(from, width)}-${squareName(to, width)}`;
  if (!legal) return text;
  // Looks at a copy of the board with the piece moved: the state is only read.
  const board = s.board.slice(),
    found = new Int16Array(t.n);
  board[to] = board[from]!;
  board[from] = 0;
  const k = findCaptures(t, board, to, s.toMove, found);
  for (let i = 0; i < k; i++) if (board[found[i]] !== t.royalCode) text += `x${squareName(found[i], width)}`;
  return text;
}
