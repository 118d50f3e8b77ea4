/**
 * What every family's `setupOf` says about a finished game: a setup block holds a position, not
 * how the game got there, so a result reached by a limit or by a capture is kept only when the
 * position alone ends the game again (as `Game.setup` ends a position that is already won).
 */
import { isSetupProblems, type Game } from './game';

/** The `PositionSetup.lost` sentence for `state`'s result when loading `setup` does not end the game with the same winner; none otherwise. */
export function resultLost(game: Game, state: unknown, setup: Record<string, unknown>): string[] {
  const was = game.outcome(state);
  if (!was) return [];
  const again = game.setup(setup, 0);
  const now = isSetupProblems(again) ? null : game.outcome(again);
  // The same winner is the same result; the reason may differ (D'ice Cubes: "no pawns at the start" for "sunk").
  if (now && now.winner === was.winner) return [];
  const result = was.winner === 'draw' ? 'the draw' : `${was.winner}${was.winner.endsWith('s') ? "'" : "'s"} win`;
  return [
    `${result} (${was.reason}) is not part of a setup: from this position alone the game ${now ? `ends otherwise (${now.reason})` : 'goes on'}`,
  ];
}
