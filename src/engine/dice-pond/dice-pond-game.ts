/**
 * A compiled D'ice Cubes ruleset behind the `Game` interface: thin glue over
 * the table-driven modules. The game holds only its immutable tables; each
 * state carries its own grid, counts and event log (state.ts), so states can
 * be played in any interleaving and each answers `lastEvents` for itself.
 */
import {
  ONGOING,
  type ActionObject,
  type Game,
  type GameEvent,
  type Outcome,
  type ParsedAction,
  type Point,
  type SetupProblem,
  type StateView,
} from '../game';
import { Rng } from '../rng';
import { eventsOf, outcomeOf } from './events';
import { whyIllegal } from './explain';
import { formatAction, notation, parseAction } from './notation';
import { applyAction, chanceProbability, legalActions, sampleChance } from './play';
import { cellOf } from './pond';
import type { DicePondRules } from './rules';
import { deserializeState, serializeState } from './serialize';
import { setupState, startState } from './setup';
import { parseSquare } from './squares';
import { cloneState, DiceState } from './state';
import { compileTables } from './compile-tables';
import type { Tables } from './tables';
import { viewOf } from './view';

/** A position built by start or setup has no events: they belong to no apply. */
function withoutEvents<S extends DiceState | SetupProblem[]>(s: S): S {
  if (!Array.isArray(s)) s.logN = 0;
  return s;
}

export class DicePondGame implements Game<DiceState> {
  readonly family = 'dice-pond';
  readonly players: readonly string[];
  readonly winners: readonly string[];
  readonly maxActions: number;
  private readonly T: Tables;
  /** The ruleset's start position (its generator unused: each start seeds its own), without events. */
  private readonly opening: DiceState;

  constructor(
    readonly rules: Readonly<DicePondRules & Record<string, unknown>>,
    readonly id: string,
  ) {
    this.T = compileTables(rules);
    this.players = this.T.players;
    // Teams win together (without teams each player is a team of one, named after it).
    this.winners = this.T.teamNames;
    this.maxActions = this.T.maxActions;
    this.opening = withoutEvents(startState(this.T, 0));
  }

  start(seed: number): DiceState {
    // Every start position is the same but for its generator: a copy of one built once is cheaper than building it.
    return new DiceState(this.T, Rng.seeded(seed), this.opening);
  }

  setup(spec: Record<string, unknown>, seed: number): DiceState | SetupProblem[] {
    return withoutEvents(setupState(this.T, spec, seed));
  }

  clone(s: DiceState): DiceState {
    return cloneState(this.T, s);
  }

  toMove(s: DiceState): number {
    return s.toMove;
  }

  legalActions(s: DiceState, out: Int32Array): number {
    return legalActions(this.T, s, out);
  }

  apply(s: DiceState, action: number): void {
    applyAction(this.T, s, action);
  }

  whyIllegal(s: DiceState, action: number): string | null {
    return whyIllegal(this.T, s, action);
  }

  outcome(s: DiceState): Outcome | null {
    return s.result === ONGOING ? null : outcomeOf(this.T, s);
  }

  /** The player's team in team games, else the player itself (a team of one). */
  scoresFor(_s: DiceState, player: number): string {
    return this.T.teamNames[this.T.teamOf[player]];
  }

  sampleChance(s: DiceState): number {
    return sampleChance(this.T, s);
  }

  chanceProbability(s: DiceState, action: number): number {
    return chanceProbability(this.T, s, action);
  }

  parseAction(s: DiceState, obj: ActionObject): ParsedAction {
    return parseAction(this.T, s, obj);
  }

  formatAction(s: DiceState, action: number): ActionObject {
    return formatAction(this.T, s, action);
  }

  notation(s: DiceState, action: number): string {
    return notation(this.T, s, action);
  }

  lastEvents(s: DiceState): readonly GameEvent[] {
    return eventsOf(this.T, s);
  }

  lastCaptures(): number {
    // Nothing is captured in D'ice Cubes: a pawn leaves the pond by sinking, a `sink` event.
    return 0;
  }

  plies(s: DiceState): number {
    return s.plies;
  }

  view(s: DiceState): StateView {
    return viewOf(this.T, s);
  }

  isSquare(name: string): boolean {
    return typeof cellOf(this.T.pond, name) === 'number';
  }

  pointOf(name: string): Point | null {
    return this.isSquare(name) ? parseSquare(name) : null;
  }

  serialize(s: DiceState): unknown {
    return serializeState(this.T, s);
  }

  deserialize(json: unknown): DiceState {
    return deserializeState(this.T, json);
  }
}

/** The typed rules of one of this family's games (`Game.rules` is a plain record): only its own games are handed to it. */
export function dicePondRulesOf(game: Game): DicePondRules {
  if (game instanceof DicePondGame) return game.rules;
  throw new Error(`${game.id} is a ${game.family} game, not a dice-pond game`);
}
