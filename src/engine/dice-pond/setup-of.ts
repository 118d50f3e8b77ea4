/**
 * A D'ice Cubes state as a scenario `setup:` block, and what setup mode may put on a square
 * (`Family.setupOf`, `setupChoices`). A setup starts a placement turn, the next pawn, or a play
 * turn at its roll: a state in the middle of one of these says in `lost` what starts again.
 */
import type { PositionSetup, SetupChoice } from '../family';
import type { Game } from '../game';
import { resultLost } from '../setup-result';
import { sidesOf, type DicePondRules } from './rules';
import { parseSquare } from './squares';
import type { DiceState } from './state';
import { dicePondRulesOf } from './dice-pond-game';

export function dicePondSetupOf(game: Game, state: unknown): PositionSetup {
  const rules = dicePondRulesOf(game);
  const s = state as DiceState;
  const view = game.view(state);
  const phase = view.facts.phase as 'place' | 'pawns' | 'play';
  const info = view.info as { pool: Record<string, number>; roll: number[]; team: string | null; step: string | null };
  const setup: Record<string, unknown> = {};
  const lost: string[] = [];
  if (phase === 'play') {
    const team = sidesOf(rules).find((t) => t.name === info.team);
    // Any player of the side takes its turn; one with pawns, as a setup must name.
    const player = team?.players.find((p) => !view.facts.out.includes(p));
    if (player) setup.toMove = player;
    if (info.step === 'move' || info.step === 'resolve') {
      lost.push(
        `${info.team}'s turn under way (the roll ${info.roll.join(' ')}, and the moves and uses made with it): from a setup ${info.team}'s turn starts again at its roll`,
      );
    }
  } else {
    setup.toMove = view.toMove;
    if (phase === 'place') placementLost(rules, s, view.toMove, lost);
  }
  // Play needs pawns on the pond: after every last pawn sank at once (a draw) the pawns are placed again.
  const noPawnsLeft = phase === 'play' && view.pieces.length === 0;
  setup.phase = noPawnsLeft ? 'pawns' : phase;
  setup.dice = (view.dice ?? []).map((d) => ({ at: d.at, value: d.value }));
  if (phase === 'place') setup.pool = { ...info.pool };
  else setup.pawns = view.pieces.map((p) => ({ at: p.at, owner: p.owner }));
  if (noPawnsLeft) {
    setup.toMove = rules.players[0];
    lost.push(
      'no pawn is left on the pond, and play needs pawns: from a setup the pawns are placed again (phase: pawns)',
    );
  }
  lost.unshift(...resultLost(game, state, setup));
  return { setup, lost };
}

/** A setup starts the placement turn at the first turn of `toMove` in `placement.order`, with `placement.dicePerTurn` dice to place. */
function placementLost(rules: DicePondRules, s: DiceState, toMove: string, lost: string[]): void {
  const order = rules.placement.order === 'rotation' ? rules.players : rules.placement.order;
  const per = rules.placement.dicePerTurn;
  if (s.placedInTurn > 0) {
    lost.push(`${toMove} has placed ${s.placedInTurn} of its ${per} dice this turn: from a setup it places ${per}`);
  }
  if (order.indexOf(toMove) !== s.placeTurn) {
    lost.push(
      `this is placement turn ${s.placeTurn + 1} of the order (placement.order): from a setup the order goes on from ${toMove}'s first turn in it`,
    );
  }
}

/** On any square of the pond: a die of any value, and a pawn of any player (standing on the die there). */
export function dicePondSetupChoices(game: Game, square: string): SetupChoice[] {
  const rules = dicePondRulesOf(game);
  const p = parseSquare(square);
  if (!p || Math.abs(p.x) > rules.pond.radius || Math.abs(p.y) > rules.pond.radius) return [];
  const dice = Array.from({ length: rules.dice.top }, (_, i) => ({
    list: 'dice' as const,
    entry: { value: i + 1 },
    label: `die showing ${i + 1}`,
  }));
  const pawns = rules.players.map((owner) => ({ list: 'pawns' as const, entry: { owner }, label: `${owner}'s pawn` }));
  return [...dice, ...pawns];
}
