/**
 * What the last `apply` to a state did, as typed events: the move, its
 * captures, the round it ended (a match) and the end of the game or match.
 * Built from the state's own record of its last move, so it answers for that
 * state whatever was played on other states since.
 */
import type { GameEvent, PieceView } from '../game';
import { squareName } from '../grid';
import { endSquares, outcomeOf, roundOutcome } from './outcome';
import type { TaflRules } from './rules';
import { End, type TaflState } from './state';
import type { TaflTables } from './tables';
import { matchReason, roundEndText, roundSentence } from './texts';
import { typeLabel } from './words';

/** The pieces the `capture` event of `eventsOf` lists, counted without building it. */
export function capturesOf(s: TaflState): number {
  return s.lastFrom >= 0 ? s.capN : 0;
}

export function eventsOf(t: TaflTables, rules: TaflRules, s: TaflState): GameEvent[] {
  const name = (sq: number) => squareName(sq, t.width);
  const pieceOf = (code: number, sq: number): PieceView => ({
    at: name(sq),
    owner: t.sideNames[t.codeSide[code]],
    type: t.typeNames[code - 1],
  });
  const events: GameEvent[] = [];
  if (s.lastFrom >= 0) {
    const from = name(s.lastFrom),
      to = name(s.lastTo),
      piece = pieceOf(s.lastCode, s.lastFrom);
    events.push({
      kind: 'move',
      player: piece.owner,
      from,
      to,
      piece,
      at: [from, to],
      text: `${typeLabel(String(piece.type))} ${from}→${to}`,
    });
    if (s.capN > 0) {
      const captured = Array.from(s.caps.subarray(0, s.capN), (q, i) => pieceOf(s.capCodes[i], q));
      const what = captured.map((p) => `${typeLabel(String(p.type))} on ${p.at}`);
      events.push({
        kind: 'capture',
        player: piece.owner,
        captured,
        at: captured.map((p) => p.at),
        text: `captured: ${what.join(', ')}`,
      });
    }
  }
  const over = s.toMove < 0;
  if (!s.roundChanged && !(over && s.endWhy !== End.None)) return events;
  const at = endSquares(s).map(name);
  const m = rules.match;
  if (m) {
    const finished = over ? s.round : s.round - 1;
    const result = roundOutcome(t, m, s, finished)!;
    events.push({
      kind: 'round-end',
      round: finished,
      next: over ? null : s.round,
      result,
      at,
      text: roundEndText(t, rules, m, s, finished),
    });
    if (over) events.push({ kind: 'game-end', outcome: outcomeOf(t, rules, s), at: [], text: matchReason(m, s) });
  } else {
    events.push({ kind: 'game-end', outcome: outcomeOf(t, rules, s), at, text: roundSentence(t, rules, s) });
  }
  return events;
}
