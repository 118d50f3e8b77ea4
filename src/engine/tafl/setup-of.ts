/** A tafl state as a scenario `setup:` block, and what setup mode may put on a square (`Family.setupOf`, `setupChoices`). */
import type { PositionSetup, SetupChoice } from '../family';
import type { Game } from '../game';
import { resultLost } from '../setup-result';
import { groupsDeciding } from './square-roles';
import type { TaflState } from './state';
import { taflRulesOf } from './tafl-game';
import { typeLabel } from './words';

/**
 * Every piece, the side to move and, in a match, the round and the score. A finished game names
 * the side after the last mover: a setup is read as if the other side had just moved, so a
 * position that was won (four corners held, too few pieces) ends again.
 */
export function taflSetupOf(game: Game, state: unknown): PositionSetup {
  const rules = taflRulesOf(game);
  const view = game.view(state);
  const setup: Record<string, unknown> = {
    toMove: view.toMove !== 'none' ? view.toMove : sideAfterLastMove(game, state),
  };
  setup.pieces = view.pieces.map((p) => ({ at: p.at, owner: p.owner, type: p.type }));
  if (rules.match && view.facts.round && view.facts.score) {
    setup.round = view.facts.round.number;
    setup.score = scoreBefore(view.facts.round.number, view.facts.score, view.facts.rounds ?? [], view.facts.scoresFor);
  }
  const lost = resultLost(game, state, setup);
  const earlier = (state as TaflState).histLen - 1;
  if (rules.end.repetition.outcome !== 'off' && earlier > 0 && game.outcome(state) === null) {
    lost.push(
      `the ${earlier} earlier position${earlier === 1 ? '' : 's'} since the last capture, which repetition (end.repetition) counts: from a setup it counts from this position`,
    );
  }
  return { setup, lost };
}

/**
 * The score before the round shown: a setup names the round being played, and the round wins
 * before it. Once the match is over the board still shows its last round, already scored: its
 * win comes off again (the position ends that round again when it was won on the board).
 */
function scoreBefore(
  round: number,
  score: Readonly<Record<string, number>>,
  rounds: readonly string[],
  scoresFor: Readonly<Record<string, string>>,
): Record<string, number> {
  const before = { ...score };
  const winner = rounds.length === round ? scoresFor[rounds[round - 1]] : undefined;
  if (winner !== undefined) before[winner]--;
  return before;
}

function sideAfterLastMove(game: Game, state: unknown): string {
  const move = game.lastEvents(state).find((e) => e.kind === 'move');
  const mover = move ? game.players.indexOf(move.player) : -1;
  return game.players[mover < 0 ? 0 : 1 - mover];
}

/** Each piece type its square's roles let stand there (`squares.*.stop`), with its side as owner. */
export function taflSetupChoices(game: Game, square: string): SetupChoice[] {
  const rules = taflRulesOf(game);
  return Object.entries(rules.pieces)
    .filter(([type]) => groupsDeciding(rules, square, type, 'stop').length === 0)
    .map(([type, p]) => ({
      list: 'pieces' as const,
      entry: { owner: rules.sides[p.side], type },
      label: `${typeLabel(type)} (${rules.sides[p.side]})`,
    }));
}
