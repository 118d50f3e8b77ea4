/**
 * Events are recorded during `apply` as four integers each in the game's
 * EventLog (log.ts: no strings, no objects on the hot path) and turned into
 * sentences only when a log asks for them (`lastEvents`).
 */
import type { GameEvent } from '../game';
import { wordList } from '../words';
import { rollDice } from './rolls';
import { EV } from './log';
import { DRAWN, END_ELIMINATED, END_NO_PAWNS_AT_START, END_SIMULTANEOUS, type DiceState } from './state';
import type { Tables } from './tables';

/* Records: kind, square (a cell), a, b. */
export const E_PLACE = 1; // square, a = value, b = player
export const E_PLACE_END = 2; // a = dice left in the pool
export const E_PAWN = 3; // square, b = player
export const E_PAWNS_END = 4; // a = pawns left unplaced
export const E_ROLL = 5; // square field = dice rolled, a = player, b = rank
export const E_MOVE = 6; // square = from, a = to, b = player
export const E_SINK = 7; // square, a = old value, b = player (a pawn that could not move)
export const E_LOWER = 8; // square, a = old value
export const E_RAISE = 9; // square, a = old value
export const E_ADD = 10; // square
export const E_REMOVE = 11; // square, a = owner of the pawn on it or -1
export const E_DISCARD = 12; // square field = dice in the group, a = player, b = value
export const E_OUT = 13; // a = player
export const E_TURN = 14; // a = turn number (1-based), b = team
export const E_END = 15;
export const E_DISCARD_OUT = 16; // square field = dice in the group, a = player, b = value

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function endSentence(T: Tables, s: DiceState): string {
  if (s.result === DRAWN) {
    return s.endWhy === END_SIMULTANEOUS
      ? 'drawn: the last pawns of every side sank in the same action'
      : `drawn: the turn limit (${plural(T.turnLimit, 'turn')}) was reached`;
  }
  const winner = T.teamNames[s.result]!;
  if (s.endWhy === END_ELIMINATED) return `${winner} won: the last side with pawns on the pond`;
  if (s.endWhy === END_NO_PAWNS_AT_START) {
    const others = T.teamNames.filter((_, t) => t !== s.result).map((n) => (T.teamGame ? `team ${n}` : n));
    return `${winner} won: ${wordList(others)} ${others.length > 1 ? 'have' : 'has'} no pawns on the pond at the start, so only ${T.teamGame ? `team ${winner}` : winner} can play`;
  }
  return `${winner} won: the last pawns of every side sank in the same action, and the side that acted loses (elimination.simultaneous: mover-loses)`;
}

function rollText(T: Tables, k: number, rank: number): string {
  return rollDice(rank, k, T.top).join(' ');
}

/** The events of the last apply of `s`; none for a state that was not the last one applied (a clone, a restored state). */
export function eventsOf(T: Tables, s: DiceState): GameEvent[] {
  const out: GameEvent[] = [];
  const name = (c: number) => T.pond.names[c]!;
  const player = (p: number) => T.players[p]!;
  const log = T.log;
  if (log.owner !== s) return out;
  const w = log.words;
  for (let i = 0; i < log.n; i++) {
    const kind = w[i * EV];
    const sq = w[i * EV + 1];
    const a = w[i * EV + 2];
    const b = w[i * EV + 3];
    switch (kind) {
      case E_PLACE:
        out.push({ kind: 'place', at: [name(sq)], text: `${player(b)} places a ${a} on ${name(sq)}` });
        break;
      case E_PLACE_END:
        out.push({
          kind: 'phase',
          text: a > 0 ? `no die can be placed any more (every free square next to the pond is in a full row or column): ${plural(a, 'die')} stay out; pawns are placed next` : 'the pond is built: pawns are placed next',
        });
        break;
      case E_PAWN:
        out.push({ kind: 'pawn', at: [name(sq)], text: `${player(b)} places a pawn on ${name(sq)}` });
        break;
      case E_PAWNS_END:
        out.push({ kind: 'phase', text: a > 0 ? `no free die for the last ${plural(a, 'pawn')}: they stay off the pond; play begins` : 'every pawn is placed: play begins' });
        break;
      case E_ROLL:
        out.push({ kind: 'roll', text: `${player(a)} rolls ${rollText(T, sq, b)}` });
        break;
      case E_MOVE:
        out.push({ kind: 'move', at: [name(sq), name(a)], text: `${player(b)}'s pawn moves ${name(sq)} → ${name(a)}` });
        break;
      case E_SINK:
        out.push({
          kind: 'sink',
          at: [name(sq)],
          text: a > 1 ? `${name(sq)} sinks ${a} → ${a - 1}: ${player(b)}'s pawn could not move` : `${name(sq)} showed 1 and sinks: die and ${player(b)}'s pawn removed (the pawn could not move)`,
        });
        break;
      case E_LOWER:
        out.push({ kind: 'lower', at: [name(sq)], text: `${name(sq)} drops ${a} → ${a - 1}` });
        break;
      case E_RAISE:
        out.push({ kind: 'raise', at: [name(sq)], text: `${name(sq)} rises ${a} → ${a + 1}` });
        break;
      case E_ADD:
        out.push({ kind: 'add', at: [name(sq)], text: `a new die showing 1 on ${name(sq)}` });
        break;
      case E_REMOVE:
        out.push({ kind: 'remove', at: [name(sq)], text: `${name(sq)} drops below 1 and is removed${a >= 0 ? ` with ${player(a)}'s pawn` : ''}` });
        break;
      case E_DISCARD:
        out.push({ kind: 'discard', text: `${player(a)}'s ${Array(sq).fill(b).join(' ')} ${sq === 1 ? 'is' : 'are'} discarded: no white die shows ${b}` });
        break;
      case E_DISCARD_OUT:
        out.push({ kind: 'discard', text: `${player(a)} is out: its ${Array(sq).fill(b).join(' ')} ${sq === 1 ? 'is' : 'are'} discarded (${T.keepOutGroups ? 'the whole team is out' : 'teamPlay.outPlayerGroups: discard'})` });
        break;
      case E_OUT:
        out.push({ kind: 'out', text: `${player(a)} is out: no pawns left` });
        break;
      case E_TURN:
        out.push({ kind: 'turn', text: `turn ${a}: ${T.teamGame ? `team ${T.teamNames[b]}` : T.teamNames[b]} to roll` });
        break;
      case E_END:
        out.push({ kind: 'end', text: endSentence(T, s) });
        break;
    }
  }
  return out;
}
