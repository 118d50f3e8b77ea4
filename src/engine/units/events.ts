/**
 * What the last action did, as typed events with their move-log sentences
 * (built only when asked, from the record of the last ply that the state
 * keeps: see `EV_…` in play.ts).
 */
import type { GameEvent, PieceView } from '../game';
import { squareName } from '../grid';
import { outcomeOf } from './outcome';
import {
  CLASS_BITS,
  CLASS_MASK,
  EV_ACTION,
  EV_ATTACKER_LOST,
  EV_BOTH_REMOVED,
  EV_CAPTURE,
  EV_KIND,
  EV_MOVE,
  EV_NONE,
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
  const ev = T.oEv;
  const kind = s.d[ev + EV_KIND];
  // EV_NONE: no action yet (a start or setup position), but players may already be out.
  const out: GameEvent[] = kind === EV_NONE ? [] : kind === EV_TURN ? [turnEvent(T, s)] : moveEvents(T, s);
  const bits = s.d[ev + EV_PLAYERS];
  T.players.forEach((player, i) => {
    if (bits & (1 << (OUT_BIT + i)))
      out.push({ kind: 'out', player, at: [], text: `${player} has no units left and is out` });
    if (bits & (1 << (STUCK_BIT + i)))
      out.push({
        kind: 'out',
        player,
        at: [],
        text: `${player} has no legal action and is out; its units leave the board`,
      });
    if (bits & (1 << (PASSED_BIT + i)))
      out.push({ kind: 'pass', player, at: [], text: `${player} has no legal action; its turn is skipped` });
  });
  const o = outcomeOf(T, s);
  if (o)
    out.push({
      kind: 'game-end',
      outcome: o,
      at: [],
      text: o.winner === 'draw' ? `the game is drawn: ${o.reason}` : `${o.winner} wins: ${o.reason}`,
    });
  return out;
}

/** The units the `capture` event of `eventsOf` lists, counted without building it. */
export function capturesOf(T: Tables, s: UnitsState): number {
  const kind = s.d[T.oEv + EV_KIND];
  return kind === EV_BOTH_REMOVED ? 2 : kind === EV_CAPTURE || kind === EV_ATTACKER_LOST ? 1 : 0;
}

/** A unit as the view shows it: `v` is a square value (owner << 4 | class). */
function piece(T: Tables, at: string, v: number): PieceView {
  return { at, owner: T.players[v >> CLASS_BITS], class: v & CLASS_MASK };
}

function turnEvent(T: Tables, s: UnitsState): GameEvent {
  const ev = T.oEv;
  const at = squareName(s.d[ev + EV_ACTION] - TURN, T.width);
  const was = piece(T, at, s.d[ev + EV_UNIT]);
  const nc = s.d[ev + EV_NEW_CLASS];
  return {
    kind: 'turn',
    player: was.owner,
    piece: was,
    becomes: { ...was, class: nc },
    at: [at],
    text: `${was.owner} turns the unit on ${at} from class ${was.class} to class ${nc}`,
  };
}

/** A move, and when it lands on an enemy the fight, the units it removes and the survivor's change of class. */
function moveEvents(T: Tables, s: UnitsState): GameEvent[] {
  const ev = T.oEv;
  const a = s.d[ev + EV_ACTION];
  const from = squareName(a >> SQUARE_BITS, T.width);
  const to = squareName(a & SQUARE_MASK, T.width);
  const attacker = piece(T, from, s.d[ev + EV_UNIT]);
  const player = attacker.owner;
  const c = s.d[ev + EV_UNIT] & CLASS_MASK;
  const events: GameEvent[] = [
    {
      kind: 'move',
      player,
      from,
      to,
      piece: attacker,
      at: [from, to],
      text: `${player} moves its class ${c} from ${from} to ${to}`,
    },
  ];
  const kind = s.d[ev + EV_KIND];
  if (kind === EV_MOVE) return events;

  const defender = piece(T, to, s.d[ev + EV_TARGET]);
  const them = defender.owner;
  const dc = s.d[ev + EV_TARGET] & CLASS_MASK;
  const nc = s.d[ev + EV_NEW_CLASS];
  const becomes = (was: number): string => (nc === was ? `stays class ${nc}` : `becomes class ${nc}`);
  const removed = (units: PieceView[]): GameEvent => ({
    kind: 'capture',
    player,
    captured: units,
    at: units.map((u) => u.at),
    text: `${units.map((u) => `${u.owner}'s class ${u.class} on ${u.at}`).join(' and ')} ${units.length === 1 ? 'is' : 'are'} removed`,
  });
  const classChange = (survivor: PieceView): GameEvent[] =>
    nc === survivor.class
      ? []
      : [
          {
            kind: 'class-change',
            piece: survivor,
            becomes: { ...survivor, class: nc },
            at: [to],
            text: `${survivor.owner}'s unit on ${to} becomes class ${nc}`,
          },
        ];
  const fight = { kind: 'fight', player, attacker, defender } as const;
  switch (kind) {
    case EV_CAPTURE:
      // The attacker now stands on the defender's square.
      return [
        ...events,
        {
          ...fight,
          result: 'attacker-won',
          at: [to],
          text: `${player}'s class ${c} from ${from} captures ${them}'s class ${dc} on ${to} and ${becomes(c)}`,
        },
        removed([defender]),
        ...classChange({ ...attacker, at: to }),
      ];
    case EV_ATTACKER_LOST:
      return [
        ...events,
        {
          ...fight,
          result: 'defender-won',
          at: [from, to],
          text: `${player}'s class ${c} from ${from} attacks ${them}'s class ${dc} on ${to} and loses: it is removed, and the defender ${becomes(dc)}`,
        },
        removed([attacker]),
        ...classChange(defender),
      ];
    case EV_BOTH_REMOVED:
      return [
        ...events,
        {
          ...fight,
          result: 'both-removed',
          at: [from, to],
          text: `${player}'s class ${c} from ${from} and ${them}'s class ${dc} on ${to} fight to a tie: both are removed`,
        },
        removed([defender, attacker]),
      ];
    default: // EV_BOUNCE: the board does not change
      return [
        ...events,
        {
          ...fight,
          result: 'bounce',
          at: [to, from],
          text: `${player}'s class ${c} cannot beat ${them}'s class ${dc} on ${to} and bounces back to ${from}`,
        },
      ];
  }
}
