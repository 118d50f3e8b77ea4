/** Sentences about a D'ice Cubes state that generic status lines borrow (this folder alone reads the family's `view.info`). */
import type { Game, StateView } from '../../engine/game';

/** Who rolls at a chance node, as the engine's log says it: "p2 to roll", "team A to roll" (from the view's `team`). */
export function rollDue(game: Game<unknown>, view: StateView): string {
  const team = view.info.team;
  if (typeof team !== 'string' || team === '') return 'a roll is due';
  return game.players.includes(team) ? `${team} to roll` : `team ${team} to roll`;
}
