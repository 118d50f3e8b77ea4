/** The end of a game (`Game.outcome`): why it ended as a code and in words, and what it scores per player. */
import { DRAWN, ONGOING, type Outcome, returnsFor } from '../game';
import {
  END_LAST_PLAYER,
  END_NO_LEGAL_ACTION,
  END_NO_UNITS,
  END_NOBODY_CAN_ACT,
  END_PLY_LIMIT,
  EV_PLAYERS,
  STUCK_BIT,
} from './play';
import type { UnitsState } from './state';
import type { Tables } from './tables';

/** `Family.outcomeCodes`: every way a Units game ends. */
export const UNITS_OUTCOME_CODES = {
  'no-units': 'won: every other player has lost all its units, so the winner is the last player with units',
  'no-legal-action':
    'won: the last other player had no legal action at the start of its turn and was put out (noLegalAction: out)',
  'all-removed':
    'drawn: the last units of every player still in the game were removed in one fight (combat.sameClass: both-removed)',
  'nobody-can-act': 'drawn: no player had a legal action, so every turn was skipped (noLegalAction: pass)',
  'ply-limit': 'drawn: the ply limit (plyLimit) was reached with two or more players left',
} as const satisfies Record<string, string>;

export type UnitsOutcomeCode = keyof typeof UNITS_OUTCOME_CODES;

/** The code of each END_ value a finished state holds (play.ts). */
const CODE_OF_END: Readonly<Record<number, UnitsOutcomeCode>> = {
  [END_LAST_PLAYER]: 'no-units',
  [END_NO_LEGAL_ACTION]: 'no-legal-action',
  [END_NO_UNITS]: 'all-removed',
  [END_NOBODY_CAN_ACT]: 'nobody-can-act',
  [END_PLY_LIMIT]: 'ply-limit',
};

export function outcomeOf(T: Tables, s: UnitsState): Outcome | null {
  if (s.winner === ONGOING) return null;
  const code = CODE_OF_END[s.end];
  if (s.winner === DRAWN) {
    const reason =
      s.end === END_PLY_LIMIT
        ? `the ply limit of ${T.plyLimit} was reached`
        : s.end === END_NO_UNITS
          ? 'no player has units left'
          : 'no player has a legal action';
    return { winner: 'draw', code, returns: returnsFor(T.players, 'draw'), reason };
  }
  const winner = T.players[s.winner];
  const returns = returnsFor(T.players, winner);
  const others = T.players.filter((p) => p !== winner);
  if (s.end === END_NO_LEGAL_ACTION) {
    // The players put out on the game's last ply (the record of that ply is kept in the state).
    const bits = s.d[T.oEv + EV_PLAYERS];
    const stuck = T.players.filter((_, i) => (bits & (1 << (STUCK_BIT + i))) !== 0);
    const who = `${stuck.join(' and ')} ${stuck.length === 1 ? 'has' : 'have'} no legal action`;
    return { winner, code, returns, reason: others.length === 1 ? who : `${winner} is the last player left: ${who}` };
  }
  const reason = others.length === 1 ? `${others[0]} has no units left` : `${winner} is the last player with units`;
  return { winner, code, returns, reason };
}
