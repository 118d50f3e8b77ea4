/**
 * What generic status lines ask a family for, when the answer lies in the family's own
 * `view.info`: one entry per family that has chance nodes. A family without one gets the
 * generic sentence.
 */
import type { Game, StateView } from '../../engine/game';
import { rollDue as dicePondRollDue } from '../dice-pond/words';

const ROLL_DUE: Readonly<Record<string, (game: Game<unknown>, view: StateView) => string>> = {
  'dice-pond': dicePondRollDue,
};

/** Who rolls now, at a chance node: "p2 to roll", "team A to roll", else "a roll is due". */
export function rollDueText<S>(game: Game<S>, state: S): string {
  const words = ROLL_DUE[game.family];
  return words ? words(game, game.view(state)) : 'a roll is due';
}
