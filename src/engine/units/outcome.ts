/** The end of a game in words, from the numbers the state keeps. */
import type { Outcome } from '../game';
import { DRAWN, END_NO_LEGAL_ACTION, END_NO_UNITS, END_NOBODY_CAN_ACT, END_PLY_LIMIT, EV_PLAYERS, ONGOING, STUCK_BIT } from './play';
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
  if (s.end === END_NO_LEGAL_ACTION) {
    // The players put out on the game's last ply (the record of that ply is kept in the state).
    const bits = s.d[T.oEv + EV_PLAYERS]!;
    const stuck = T.players.filter((_, i) => (bits & (1 << (STUCK_BIT + i))) !== 0);
    const who = `${stuck.join(' and ')} ${stuck.length === 1 ? 'has' : 'have'} no legal action`;
    return { winner, reason: others.length === 1 ? who : `${winner} is the last player left: ${who}` };
  }
  const reason = others.length === 1 ? `${others[0]} has no units left` : `${winner} is the last player with units`;
  return { winner, reason };
}
