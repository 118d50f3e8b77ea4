/**
 * Actions in scenario form and in move-log notation (action codes: play.ts).
 * Any well-formed action encodes, even an illegal one, so that `whyIllegal`
 * can explain it; only unknown squares or forms fail to parse.
 */
import type { ActionObject, ParsedAction } from '../game';
import { badSquare, squareIndex, squareName } from '../grid';
import { CLASS_BITS, CLASS_MASK, moveCode, SQUARE_BITS, SQUARE_MASK, TURN, turnCode } from './play';
import type { Tables } from './tables';
import type { UnitsState } from './state';

const FORMS = 'expected { from: <square>, to: <square> } (a move) or { turn: <square> } (a turn)';
const ACTION_KEYS = ['from', 'to', 'turn'];

export function parseAction(T: Tables, obj: ActionObject): ParsedAction {
  const stray = Object.keys(obj).find((k) => !ACTION_KEYS.includes(k));
  if (stray !== undefined) return { ok: false, error: `unknown key "${stray}" in a Units action; ${FORMS}` };
  const square = (key: string): number | string => {
    const i = squareIndex(obj[key], T.width, T.height);
    return i >= 0 ? i : `${key}: ${badSquare(obj[key], T.width, T.height)}`;
  };
  const hasTurn = 'turn' in obj;
  const hasMove = 'from' in obj || 'to' in obj;
  if (hasTurn && hasMove) return { ok: false, error: `an action is either a move or a turn, not both; ${FORMS}` };
  if (hasTurn) {
    const sq = square('turn');
    return typeof sq === 'string' ? { ok: false, error: sq } : { ok: true, action: turnCode(sq) };
  }
  if (!('from' in obj) || !('to' in obj)) {
    return { ok: false, error: hasMove ? `a move needs both from: and to:; ${FORMS}` : `an empty action; ${FORMS}` };
  }
  const from = square('from');
  if (typeof from === 'string') return { ok: false, error: from };
  const to = square('to');
  if (typeof to === 'string') return { ok: false, error: to };
  return { ok: true, action: moveCode(from, to) };
}

export function formatAction(T: Tables, a: number): ActionObject {
  if (a >= TURN) return { turn: squareName(a - TURN, T.width) };
  return { from: squareName(a >> SQUARE_BITS, T.width), to: squareName(a & SQUARE_MASK, T.width) };
}

/** `c1-c5` (a move), `c1xc5` (onto an enemy: a fight), `c1=2` (turned to class 2). */
export function notation(T: Tables, s: UnitsState, a: number): string {
  if (a >= TURN) {
    const sq = a - TURN;
    const next = T.rotation[s.d[sq] & CLASS_MASK];
    return `${squareName(sq, T.width)}=${next || '?'}`;
  }
  const from = a >> SQUARE_BITS;
  const to = a & SQUARE_MASK;
  const v = s.d[to];
  const fight = v !== 0 && v >> CLASS_BITS !== s.d[from] >> CLASS_BITS;
  return `${squareName(from, T.width)}${fight ? 'x' : '-'}${squareName(to, T.width)}`;
}
