/** The end of a game in words, from the numbers the state keeps. */
import type { Outcome } from '../game';
import { DRAWN, END_NO_UNITS, END_NOBODY_CAN_ACT, END_PLY_LIMIT, ONGOING } from './play';
import type { UnitsState } from './state';
import type { Tables } from './tables';

export function outcomeOf(T: Tables, s: UnitsState): Outcome | null {
  if (s.winner === ONGOING) return null;
  if (s.winner === DRAWN) {
    const reason =
      s.end === END_PLY_LIMIT
        ? `the ply limit of ${T.plyLimit} was reached`
        : s.end === END_NO_UNITS
          ? 'no player has units left'
          : s.end === END_NOBODY_CAN_ACT
            ? 'no player has a legal action'
            : 'drawn';
    return { winner: 'draw', reason };
  }
  const winner = T.players[s.winner]!;
  const others = T.players.filter((p) => p !== winner);
  const reason = others.length === 1 ? `${others[0]} has no units left` : `${winner} is the last player with units`;
  return { winner, reason };
}
