/**
 * Rounds of a match (Escape Death: "Players take control of each side 3
 * rounds, then swap sides for the 4th, 5th, and 6th round."). When a round
 * ends the engine records it and starts the next one itself; a single game
 * (no `match` in the rules) simply stops.
 */
import type { MatchRules } from './rules';
import { DRAW, placeBoard, type TaflState } from './state';
import type { TaflTables } from './tables';

/** Index of the match player who plays side `side` in round `round`. */
export function playerOfSide(t: TaflTables, m: MatchRules, round: number, side: number): number {
  const firstPlaysSide = m.firstPlays === 'defenders' ? t.def : t.att;
  const beforeSwap = round <= m.swapAfter;
  return (side === firstPlaysSide) === beforeSwap ? 0 : 1;
}

/** The match winner's name, or `draw`. */
export function matchWinner(m: MatchRules, s: TaflState): string {
  if (s.score[0]! >= m.winsNeeded) return m.players[0];
  if (s.score[1]! >= m.winsNeeded) return m.players[1];
  return 'draw';
}

/** Puts the starting position on the board for a new game or round. */
export function startRound(t: TaflTables, s: TaflState): void {
  s.toMove = 0;
  s.roundPlies = 0;
  placeBoard(t, s, t.startBoard);
}

/** After `endAfterMove` said the game (round) is over: stop, or score the round and start the next. */
export function finishRound(t: TaflTables, m: MatchRules | undefined, s: TaflState): void {
  if (!m) {
    s.toMove = -1;
    return;
  }
  s.results.push(s.endWho === DRAW ? 'draw' : t.sideNames[s.endWho]!);
  if (s.endWho !== DRAW) s.score[playerOfSide(t, m, s.round, s.endWho)]!++;
  const decided = m.stopWhenDecided && (s.score[0]! >= m.winsNeeded || s.score[1]! >= m.winsNeeded);
  if (s.round >= m.rounds || decided) {
    s.toMove = -1;
    return;
  }
  s.round++;
  s.roundChanged = true;
  startRound(t, s);
}
