/** What the last action did, as move-log sentences (built only when asked). */
import type { GameEvent } from '../game';
import { squareName } from '../grid';
import { outcomeOf } from './outcome';
import {
  CLASS_BITS,
  CLASS_MASK,
  EV_ACTION,
  EV_ATTACKER_LOST,
  EV_BOTH_REMOVED,
  EV_BOUNCE,
  EV_CAPTURE,
  EV_KIND,
  EV_NEW_CLASS,
  EV_PLAYERS,
  EV_TARGET,
  EV_TURN,
  EV_UNIT,
  OUT_BIT,
  PASSED_BIT,
  SQUARE_BITS,
  SQUARE_MASK,
  STUCK_BIT,
  TURN,
} from './play';
import type { UnitsState } from './state';
import type { Tables } from './tables';

export function eventsOf(T: Tables, s: UnitsState): GameEvent[] {
  const ev = s.d.slice(T.oEv);
  const out: GameEvent[] = [];
  const sq = (i: number): string => squareName(i, T.width);
  const a = ev[EV_ACTION]!;
  const code = a >= TURN ? a - TURN : a;
  const from = sq(a >= TURN ? code : code >> SQUARE_BITS);
  const to = sq(code & SQUARE_MASK);
  const me = T.players[ev[EV_UNIT]! >> CLASS_BITS];
  const them = T.players[ev[EV_TARGET]! >> CLASS_BITS];
  const c = ev[EV_UNIT]! & CLASS_MASK;
  const dc = ev[EV_TARGET]! & CLASS_MASK;
  const nc = ev[EV_NEW_CLASS]!;
  const becomes = (was: number): string => (nc === was ? `stays class ${nc}` : `becomes class ${nc}`);
  switch (ev[EV_KIND]) {
    case EV_CAPTURE:
      out.push({ kind: 'capture', at: [to], text: `${me}'s class ${c} from ${from} captures ${them}'s class ${dc} on ${to} and ${becomes(c)}` });
      break;
    case EV_ATTACKER_LOST:
      out.push({
        kind: 'attacker-lost',
        at: [from, to],
        text: `${me}'s class ${c} from ${from} attacks ${them}'s class ${dc} on ${to} and loses: it is removed, and the defender ${becomes(dc)}`,
      });
      break;
    case EV_BOTH_REMOVED:
      out.push({ kind: 'both-removed', at: [from, to], text: `${me}'s class ${c} from ${from} and ${them}'s class ${dc} on ${to} fight to a tie: both are removed` });
      break;
    case EV_BOUNCE:
      out.push({ kind: 'bounce', at: [to, from], text: `${me}'s class ${c} cannot beat ${them}'s class ${dc} on ${to} and bounces back to ${from}` });
      break;
    case EV_TURN:
      out.push({ kind: 'turn', at: [from], text: `${me} turns the unit on ${from} from class ${c} to class ${nc}` });
      break;
  }
  T.players.forEach((p, i) => {
    const bits = ev[EV_PLAYERS]!;
    if (bits & (1 << (OUT_BIT + i))) out.push({ kind: 'out', text: `${p} has no units left and is out` });
    if (bits & (1 << (STUCK_BIT + i))) out.push({ kind: 'out', text: `${p} has no legal action and is out; its units leave the board` });
    if (bits & (1 << (PASSED_BIT + i))) out.push({ kind: 'pass', text: `${p} has no legal action; its turn is skipped` });
  });
  const o = outcomeOf(T, s);
  if (o) out.push({ kind: 'game-over', text: o.winner === 'draw' ? `the game is drawn: ${o.reason}` : `${o.winner} wins: ${o.reason}` });
  return out;
}
