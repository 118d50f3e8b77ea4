/** A Units state as a scenario `setup:` block, and what setup mode may put on a square (`Family.setupOf`, `setupChoices`). */
import type { PositionSetup, SetupChoice } from '../family';
import type { Game } from '../game';
import { resultLost } from '../setup-result';
import { unitsRulesOf } from './units-game';

/** Every unit and the player to move; a finished game names the first player with units (a setup must name one who has some). */
export function unitsSetupOf(game: Game, state: unknown): PositionSetup {
  const view = game.view(state);
  const pieces = view.pieces.map((p) => ({ at: p.at, owner: p.owner, class: p.class }));
  const toMove =
    view.toMove !== 'none' ? view.toMove : (game.players.find((p) => !view.facts.out.includes(p)) ?? game.players[0]);
  const setup = { toMove, pieces };
  return { setup, lost: resultLost(game, state, setup) };
}

/** A unit of any player and any class stands on any square. */
export function unitsSetupChoices(game: Game, _square: string): SetupChoice[] {
  const rules = unitsRulesOf(game);
  return game.players.flatMap((owner) =>
    Array.from({ length: rules.classes }, (_, i) => ({
      list: 'pieces' as const,
      entry: { owner, class: i + 1 },
      label: `${owner} class ${i + 1}`,
    })),
  );
}
