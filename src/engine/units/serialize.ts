/** A Units state as JSON and back (`Game.serialize` / `Game.deserialize`): a copy of its numbers, checked on the way in. */
import { ONGOING } from '../game';
import {
  END_LAST_PLAYER,
  END_NO_LEGAL_ACTION,
  END_NO_UNITS,
  END_NOBODY_CAN_ACT,
  END_NONE,
  END_PLY_LIMIT,
} from './play';
import type { UnitsState } from './state';
import type { Tables } from './tables';

export interface SerializedUnitsState {
  d: number[];
  toMove: number;
  ply: number;
  winner: number;
  end: number;
}

const END_CODES = [END_NONE, END_LAST_PLAYER, END_NO_UNITS, END_PLY_LIMIT, END_NOBODY_CAN_ACT, END_NO_LEGAL_ACTION];

export function serializeState(s: UnitsState): SerializedUnitsState {
  return { d: Array.from(s.d), toMove: s.toMove, ply: s.ply, winner: s.winner, end: s.end };
}

export function deserializeState(json: unknown, T: Tables): UnitsState {
  const bad = (what: string): Error => new Error(`not a serialized state of this Units ruleset: expected ${what}`);
  const j = json as Partial<SerializedUnitsState> | null;
  // The length follows the room of the unit lists, d[oCap] (state.ts).
  const cap: unknown = Array.isArray(j?.d) ? j.d[T.oCap] : undefined;
  const length = T.oList + T.players.length * (typeof cap === 'number' && Number.isInteger(cap) && cap >= 0 ? cap : 0);
  if (!j || !Array.isArray(j.d) || j.d.length <= T.oCap || j.d.length !== length || !j.d.every(Number.isInteger)) {
    throw bad(`"d", a list of ${length} whole numbers`);
  }
  for (const k of ['toMove', 'ply', 'winner', 'end'] as const) {
    if (!Number.isInteger(j[k])) throw bad(`"${k}", a whole number; found ${JSON.stringify(j[k]) ?? 'nothing'}`);
  }
  if (!END_CODES.includes(j.end!)) throw bad(`"end", one of ${END_CODES.join(', ')}; found ${j.end}`);
  if (j.winner! < ONGOING || j.winner! >= T.players.length)
    throw bad(`"winner", ${ONGOING} … ${T.players.length - 1}; found ${j.winner}`);
  return { d: j.d.slice(), toMove: j.toMove!, ply: j.ply!, winner: j.winner!, end: j.end! };
}
