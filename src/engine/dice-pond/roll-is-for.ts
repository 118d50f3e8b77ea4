/**
 * Whose roll is due, in the words of a scenario's `setup: { toMove }`: a setup naming any player of
 * a side starts that side's turn with its roll, so while the roll is due every player of the side
 * whose turn it is (a team's members, or the one player without teams) is "to move" for a check.
 */
import { CHANCE, type Game } from '../game';

export function rollIsFor(game: Game, state: unknown): readonly string[] {
  if (game.toMove(state) !== CHANCE) return [];
  const view = game.view(state);
  // `info.team` is the side whose turn it is; `scoresFor` names each player's side.
  const side = view.info.team;
  return game.players.filter((p) => view.facts.scoresFor[p] === side);
}
