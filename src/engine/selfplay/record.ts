/**
 * One self-play game as a small record: enough to tally every figure of the
 * balance report and to replay the game (its seed, which bot sat where, and
 * whether the seats were swapped).
 *
 * Seats are the names of `game.winners`: what a result is counted for. A
 * seat is a player (Units, Copenhagen), a team (D'ice Cubes 4p: one bot plays
 * all of its team's players) or a match player (Escape Death: one bot plays
 * whichever side its match player holds this round). At every player node the
 * seat to act is `game.scoresFor(s, toMove)`.
 */
export interface GameRecord {
  /** `game.start(seed)`: the state's own generator draws every chance outcome from it. */
  seed: number;
  /** Whether the bots sat in reversed seat order (see `runGames`). */
  swapped: boolean;
  /** The label of the bot in each seat, in seat order (`game.winners`). */
  bots: string[];
  /** The seat that moved first (its first action, forced or not; `null` if the game ended before any). */
  firstMover: string | null;
  /** A seat, or `draw`. */
  winner: string;
  /** The family's outcome code. */
  code: string;
  /** `Outcome.returns`: per seat, +1 / −1, 0 in a draw. */
  returns: Record<string, number>;
  /** `game.plies` at the end: the game's length (a match: all its rounds together). */
  plies: number;
  /** A match: each round's winning side, winning seat and code. */
  rounds?: RoundRecord[];
  /** Player nodes met (chance nodes are not decisions). */
  positions: number;
  /** Legal actions summed over those positions, and the most at any one. */
  branchingSum: number;
  branchingMax: number;
  /** Positions with more than one legal action. */
  decisions: number;
  /** Pieces removed by `capture` events (a move that takes two pieces counts two). */
  captures: number;
  /** Every applied action, chance outcomes included, when asked for (to reopen the game as a scenario). */
  actions?: number[];
}

export interface RoundRecord {
  round: number;
  side: string;
  winner: string;
  code: string;
}
