/**
 * Rounds of a match (Escape Death: "Players take control of each side 3
 * rounds, then swap sides for the 4th, 5th, and 6th round."). When a round
 * ends the engine records it and starts the next one itself; a single game
 * (no `match` in the rules) simply stops.
 */
import type { MatchRules, Role, TaflRules } from './rules';
import { placeBoard, type TaflState } from './state';
import type { TaflTables } from './tables';

/** Index of the match player who plays the side of role `role` in round `round`: the first player plays `firstPlays` until the swap, the other side after it. */
export function playerOfRole(m: MatchRules, role: Role, round: number): 0 | 1 {
  return (role === m.firstPlays) === round <= m.swapAfter ? 0 : 1;
}

/** Index of the match player who plays side index `side` in round `round`. */
export function playerOfSide(t: TaflTables, m: MatchRules, round: number, side: number): 0 | 1 {
  return playerOfRole(m, side === t.def ? 'defenders' : 'attackers', round);
}

/**
 * For renderers and reports: the name of the match player who plays the side
 * named `side` in round `round`; undefined without a match or for a name that
 * is not a side. The engine's own rule, so no reader re-implements the swap.
 */
export function matchPlayerOfSide(rules: TaflRules, side: string, round: number): string | undefined {
  const m = rules.match;
  if (!m) return undefined;
  const role: Role | undefined =
    rules.sides.attackers === side ? 'attackers' : rules.sides.defenders === side ? 'defenders' : undefined;
  return role && m.players[playerOfRole(m, role, round)];
}

/** The match winner's index, or -1 while neither player has the wins needed. */
export function matchWinnerIndex(m: MatchRules, s: TaflState): number {
  if (s.score[0] >= m.winsNeeded) return 0;
  if (s.score[1] >= m.winsNeeded) return 1;
  return -1;
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
  s.roundWinners.push(s.winner);
  s.roundEnds.push(s.endWhy);
  if (s.winner >= 0) s.score[playerOfSide(t, m, s.round, s.winner)]++;
  const decided = m.stopWhenDecided && matchWinnerIndex(m, s) >= 0;
  if (s.round >= m.rounds || decided) {
    s.toMove = -1;
    return;
  }
  s.round++;
  s.roundChanged = true;
  startRound(t, s);
}
