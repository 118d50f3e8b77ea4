/**
 * Events are recorded during `apply` as one or two integers each in the state's
 * own log (log.ts: no strings, no objects on the hot path) and turned into typed
 * events of the shared vocabulary (game.ts) only when a reader asks
 * (`lastEvents`); each keeps today's sentence as its `text`.
 */
import { type DieView, DRAWN, type GameEvent, type Outcome, returnsFor } from '../game';
import { wordList } from '../words';
import { rollDice } from './rolls';
import { readLog } from './log';
import { END_ELIMINATED, END_NO_PAWNS_AT_START, END_SIMULTANEOUS, END_TURN_LIMIT, type DiceState } from './state';
import type { Tables } from './tables';

/* Records: kind, square (a cell), a, b (log.ts: a wide record, pushWide, for the kinds whose a can be large: place-end, roll, move, turn). */
export const E_PLACE = 1; // square, a = value, b = player
export const E_PLACE_END = 2; // a = dice left in the pool
export const E_PAWN = 3; // square, b = player
export const E_PAWNS_END = 4; // a = pawns left unplaced
export const E_ROLL = 5; // square field = dice rolled, a = rank, b = player
export const E_MOVE = 6; // square = from, a = to, b = player
export const E_SINK = 7; // square, a = old value, b = player (a pawn that could not move: its die drops by 1, and sinks from 1)
export const E_LOWER = 8; // square, a = old value, b = player
export const E_RAISE = 9; // square, a = old value, b = player
export const E_ADD = 10; // square, b = player
export const E_REMOVE = 11; // square, a = owner of the pawn on it or -1
export const E_DISCARD = 12; // square field = dice in the group, a = player, b = value
export const E_OUT = 13; // a = player
export const E_TURN = 14; // a = turn number (1-based), b = team
export const E_END = 15;
export const E_DISCARD_OUT = 16; // square field = dice in the group, a = player, b = value

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Why the game ended, as `Outcome.reason` says it in every family: the reason alone, not who won. */
export function endReason(T: Tables, s: DiceState): string {
  if (s.result === DRAWN) {
    return s.endWhy === END_SIMULTANEOUS
      ? 'the last pawns of every side sank in the same action'
      : `the turn limit (${plural(T.turnLimit, 'turn')}) was reached`;
  }
  const side = (t: number) => (T.teamGame ? `team ${T.teamNames[t]}` : T.teamNames[t]);
  const others = T.teamNames
    .map((_, t) => t)
    .filter((t) => t !== s.result)
    .map(side);
  const have = others.length > 1 ? 'have' : 'has';
  if (s.endWhy === END_ELIMINATED) return `${wordList(others)} ${have} no pawns left on the pond`;
  if (s.endWhy === END_NO_PAWNS_AT_START)
    return `${wordList(others)} ${have} no pawns on the pond at the start, so only ${side(s.result)} can play`;
  return 'the last pawns of every side sank in the same action, and the side that acted loses (elimination.simultaneous: mover-loses)';
}

/** The end in one sentence, who won included: the `game-end` event's log line. */
export function endSentence(T: Tables, s: DiceState): string {
  const reason = endReason(T, s);
  return s.result === DRAWN
    ? `drawn: ${reason}`
    : `${T.teamGame ? 'team ' : ''}${T.teamNames[s.result]} won: ${reason}`;
}

/** Why a game ended (`Outcome.code`), each with its description for a designer: `Family.outcomeCodes`. */
export const OUTCOME_CODES = {
  'all-sunk': "every other side's pawns sank: the last side with pawns on the pond wins",
  'sunk-together':
    'the last pawns of every side sank in the same action: a draw, or the acting side loses (elimination.simultaneous: mover-loses)',
  'turn-limit': 'the turn limit (turnLimit) was reached: a draw',
  'no-pawns-at-start':
    "a scenario's starting position in which only one side has pawns on the pond: that side wins before anyone acts",
} as const satisfies Record<string, string>;

export type OutcomeCode = keyof typeof OUTCOME_CODES;

const CODE_OF: Record<number, OutcomeCode> = {
  [END_ELIMINATED]: 'all-sunk',
  [END_SIMULTANEOUS]: 'sunk-together',
  [END_TURN_LIMIT]: 'turn-limit',
  [END_NO_PAWNS_AT_START]: 'no-pawns-at-start',
};

/** The outcome of a finished game: winner (a team, or a player without teams), code, returns for every side, sentence. */
export function outcomeOf(T: Tables, s: DiceState): Outcome {
  const winner = s.result === DRAWN ? 'draw' : T.teamNames[s.result];
  return { winner, code: CODE_OF[s.endWhy], returns: returnsFor(T.teamNames, winner), reason: endReason(T, s) };
}

/** The events of the last apply to `s`, in the order they happened; none for a new, cloned or restored state. */
export function eventsOf(T: Tables, s: DiceState): GameEvent[] {
  const out: GameEvent[] = [];
  const name = (c: number) => T.pond.names[c];
  const player = (p: number) => T.players[p];
  const die = (c: number, value: number): DieView => ({ at: name(c), value });
  for (const { kind, square: sq, a, b } of readLog(s)) {
    switch (kind) {
      case E_PLACE:
        out.push({
          kind: 'place',
          what: 'die',
          player: player(b),
          piece: die(sq, a),
          at: [name(sq)],
          text: `${player(b)} places a ${a} on ${name(sq)}`,
        });
        break;
      case E_PLACE_END:
        out.push({
          kind: 'phase',
          phase: 'pawns',
          at: [],
          text:
            a > 0
              ? `no die can be placed any more (every free square next to the pond is in a full row or column): ${plural(a, 'die')} stay out; pawns are placed next`
              : 'the pond is built: pawns are placed next',
        });
        break;
      case E_PAWN:
        out.push({
          kind: 'place',
          what: 'pawn',
          player: player(b),
          piece: { at: name(sq), owner: player(b) },
          at: [name(sq)],
          text: `${player(b)} places a pawn on ${name(sq)}`,
        });
        break;
      case E_PAWNS_END:
        out.push({
          kind: 'phase',
          phase: 'play',
          at: [],
          text:
            a > 0
              ? `no free die for the last ${plural(a, 'pawn')}: they stay off the pond; play begins`
              : 'every pawn is placed: play begins',
        });
        break;
      case E_ROLL: {
        const values = rollDice(a, sq, T.top);
        out.push({
          kind: 'roll',
          player: player(b),
          values,
          drawn: false,
          at: [],
          text: `${player(b)} rolls ${values.join(' ')}`,
        });
        break;
      }
      case E_MOVE:
        out.push({
          kind: 'move',
          player: player(b),
          from: name(sq),
          to: name(a),
          piece: { at: name(sq), owner: player(b) },
          at: [name(sq), name(a)],
          text: `${player(b)}'s pawn moves ${name(sq)} → ${name(a)}`,
        });
        break;
      case E_SINK:
        // A stuck pawn's die drops by 1; from 1 it sinks with the pawn.
        out.push(
          a > 1
            ? {
                kind: 'lower',
                player: player(b),
                why: 'stuck',
                die: die(sq, a - 1),
                from: a,
                to: a - 1,
                at: [name(sq)],
                text: `${name(sq)} sinks ${a} → ${a - 1}: ${player(b)}'s pawn could not move`,
              }
            : {
                kind: 'sink',
                player: player(b),
                die: die(sq, 1),
                at: [name(sq)],
                text: `${name(sq)} showed 1 and sinks: die and ${player(b)}'s pawn removed (the pawn could not move)`,
              },
        );
        break;
      case E_LOWER:
        out.push({
          kind: 'lower',
          player: player(b),
          why: 'chosen',
          die: die(sq, a - 1),
          from: a,
          to: a - 1,
          at: [name(sq)],
          text: `${name(sq)} drops ${a} → ${a - 1}`,
        });
        break;
      case E_RAISE:
        out.push({
          kind: 'raise',
          player: player(b),
          die: die(sq, a + 1),
          from: a,
          to: a + 1,
          at: [name(sq)],
          text: `${name(sq)} rises ${a} → ${a + 1}`,
        });
        break;
      case E_ADD:
        out.push({
          kind: 'add',
          player: player(b),
          die: die(sq, 1),
          at: [name(sq)],
          text: `a new die showing 1 on ${name(sq)}`,
        });
        break;
      case E_REMOVE:
        out.push({
          kind: 'remove',
          die: die(sq, 1),
          ...(a >= 0 ? { player: player(a) } : {}),
          at: [name(sq)],
          text: `${name(sq)} drops below 1 and is removed${a >= 0 ? ` with ${player(a)}'s pawn` : ''}`,
        });
        break;
      case E_DISCARD:
        out.push({
          kind: 'discard',
          player: player(a),
          values: Array<number>(sq).fill(b),
          why: 'no-match',
          at: [],
          text: `${player(a)}'s ${Array(sq).fill(b).join(' ')} ${sq === 1 ? 'is' : 'are'} discarded: no white die shows ${b}`,
        });
        break;
      case E_DISCARD_OUT:
        out.push({
          kind: 'discard',
          player: player(a),
          values: Array<number>(sq).fill(b),
          why: 'player-out',
          at: [],
          text: `${player(a)} is out: its ${Array(sq).fill(b).join(' ')} ${sq === 1 ? 'is' : 'are'} discarded (${T.keepOutGroups ? 'the whole team is out' : 'teamPlay.outPlayerGroups: discard'})`,
        });
        break;
      case E_OUT:
        out.push({ kind: 'out', player: player(a), at: [], text: `${player(a)} is out: no pawns left` });
        break;
      case E_TURN:
        out.push({
          kind: 'turn-start',
          turn: a,
          player: T.teamNames[b],
          at: [],
          text: `turn ${a}: ${T.teamGame ? `team ${T.teamNames[b]}` : T.teamNames[b]} to roll`,
        });
        break;
      case E_END: {
        const outcome = outcomeOf(T, s);
        out.push({ kind: 'game-end', outcome, at: [], text: endSentence(T, s) });
        break;
      }
    }
  }
  return out;
}
