/**
 * How a tafl game, round or match ended, for every reader: a code from the
 * closed list `OUTCOME_CODES`, returns per name in `Game.winners`, the sentence,
 * and in a match each finished round.
 */
import { returnsFor, type Outcome, type RoundOutcome } from '../game';
import { matchWinnerIndex, playerOfSide } from './match';
import type { MatchRules, TaflRules } from './rules';
import { End, type EndCode, type TaflState, UNRECORDED } from './state';
import type { TaflTables } from './tables';
import { endReason, matchReason } from './texts';

/** Every `Outcome.code` and `RoundOutcome.code` a tafl game can report (`Family.outcomeCodes`). */
export const OUTCOME_CODES = {
  'royal-captured': 'the attackers captured the royal piece',
  'defenders-few': 'fewer defenders than `end.defendersFewerThan` were left',
  'attackers-few': 'fewer attackers than `end.attackersFewerThan` were left',
  'corners-held':
    'the defenders held the corners `end.cornersHeld` asks for (with the royal piece, if `end.royalInCorner`)',
  'edge-escape': 'the royal piece reached the board edge (`end.edgeEscape`)',
  fort: 'exit fort: the royal piece stands on the edge, can move, and its fort can never be broken (`end.edgeFort`)',
  encircled: 'the attackers enclosed every defender away from the edge (`end.encirclement`)',
  repetition: 'the same position stood on the board `end.repetition.occurrences` times (`end.repetition`)',
  'no-move': 'the side to move had no legal move (`end.noMove`)',
  'ply-limit': 'the game or round reached `end.plyLimit` plies undecided: a draw',
  'rounds-played': 'a match: every round was played; the player with `match.winsNeeded` round wins won, else a draw',
  'match-decided':
    'a match: a player reached `match.winsNeeded` round wins and the match stopped early (`match.stopWhenDecided`)',
} as const satisfies Record<string, string>;

export type TaflOutcomeCode = keyof typeof OUTCOME_CODES;

/** The code of each way a game or round ends (`End.None`, still going or unrecorded, has none). */
const CODE_OF_END: Readonly<Record<Exclude<EndCode, typeof End.None>, TaflOutcomeCode>> = {
  [End.RoyalCaptured]: 'royal-captured',
  [End.CornersHeld]: 'corners-held',
  [End.EdgeEscape]: 'edge-escape',
  [End.DefendersFew]: 'defenders-few',
  [End.AttackersFew]: 'attackers-few',
  [End.Fort]: 'fort',
  [End.Encircled]: 'encircled',
  [End.Repetition]: 'repetition',
  [End.NoMove]: 'no-move',
  [End.PlyLimit]: 'ply-limit',
};

/** The code of a finished game's or recorded round's end (never `End.None`). */
export function endCode(why: EndCode): TaflOutcomeCode {
  return CODE_OF_END[why as Exclude<EndCode, typeof End.None>];
}

/** The result of finished round `round` (1, 2, …) of a match; null for a round played before a scenario's setup. */
export function roundOutcome(t: TaflTables, m: MatchRules, s: TaflState, round: number): RoundOutcome | null {
  const who = s.roundWinners[round - 1];
  if (who === UNRECORDED) return null;
  const winner = who >= 0 ? m.players[playerOfSide(t, m, round, who)] : 'draw';
  return {
    round,
    side: who >= 0 ? t.sideNames[who] : 'draw',
    winner,
    code: endCode(s.roundEnds[round - 1]),
    returns: returnsFor(m.players, winner),
  };
}

/** The outcome of a finished game or match. */
export function outcomeOf(t: TaflTables, rules: TaflRules, s: TaflState): Outcome {
  const m = rules.match;
  if (!m) {
    const winner = s.winner >= 0 ? t.sideNames[s.winner] : 'draw';
    return {
      winner,
      code: endCode(s.endWhy),
      returns: returnsFor(t.sideNames, winner),
      reason: endReason(t, rules, s),
    };
  }
  const w = matchWinnerIndex(m, s);
  const winner = w >= 0 ? m.players[w] : 'draw';
  const code: TaflOutcomeCode = s.round < m.rounds ? 'match-decided' : 'rounds-played';
  const rounds: RoundOutcome[] = [];
  for (let r = 1; r <= s.roundWinners.length; r++) {
    const o = roundOutcome(t, m, s, r);
    if (o) rounds.push(o);
  }
  return {
    winner,
    code,
    returns: returnsFor(m.players, winner),
    reason: matchReason(m, s),
    rounds,
  };
}

/** Squares an end names (the royal piece's square, the corner reached), for a board to mark. */
export function endSquares(s: TaflState): number[] {
  const why = s.endWhy;
  const names = why === End.RoyalCaptured || why === End.CornersHeld || why === End.EdgeEscape || why === End.Fort;
  return names && s.endAt >= 0 ? [s.endAt] : [];
}
