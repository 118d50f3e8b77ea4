/**
 * A compiled Units ruleset behind the `Game` interface: thin glue over the
 * table-driven modules. It holds only what never changes (the rules, the
 * tables, the start position it copies), so its states can be played in any
 * interleaving: every call reads and writes only the state it is given.
 */
import {
  NOBODY,
  type ActionObject,
  type Game,
  type GameEvent,
  type Outcome,
  type ParsedAction,
  type Point,
  type SetupProblem,
  type StateView,
} from '../game';
import { squareIndex, squareName, squarePoint } from '../grid';
import { capturesOf, eventsOf } from './events';
import { whyIllegal } from './explain';
import { formatAction, notation, parseAction } from './notation';
import { outcomeOf } from './outcome';
import { applyAction, CLASS_BITS, CLASS_MASK, legalActions } from './play';
import type { UnitsRules } from './rules';
import { setupState, startTemplate } from './setup';
import { deserializeState, serializeState } from './serialize';
import { cloneState, type UnitsState } from './state';
import { compileTables } from './compile-tables';
import type { Tables } from './tables';

export class UnitsGame implements Game<UnitsState> {
  readonly family = 'units';
  readonly players: readonly string[];
  readonly winners: readonly string[];
  readonly maxActions: number;
  private readonly T: Tables;
  private readonly startPosition: UnitsState;

  /** `rules`: the complete rules (`unitsFamily.complete`, then `check`); they are `game.rules` as given. */
  constructor(
    readonly rules: Readonly<UnitsRules>,
    readonly id: string,
  ) {
    this.T = compileTables(rules);
    this.players = this.T.players;
    this.winners = this.players;
    this.maxActions = this.T.maxActions;
    this.startPosition = startTemplate(this.T);
  }

  /** Units has no dice: the seed is not used. */
  start(_seed: number): UnitsState {
    return cloneState(this.startPosition);
  }

  setup(spec: Record<string, unknown>, _seed: number): UnitsState | SetupProblem[] {
    return setupState(this.T, spec);
  }

  clone(s: UnitsState): UnitsState {
    return cloneState(s);
  }

  toMove(s: UnitsState): number {
    return s.toMove;
  }

  legalActions(s: UnitsState, out: Int32Array): number {
    return legalActions(this.T, s, out);
  }

  apply(s: UnitsState, action: number): void {
    applyAction(this.T, s, action);
  }

  whyIllegal(s: UnitsState, action: number): string | null {
    return whyIllegal(this.T, s, action);
  }

  outcome(s: UnitsState): Outcome | null {
    return outcomeOf(this.T, s);
  }

  /** Every player plays for itself. */
  scoresFor(_s: UnitsState, player: number): string {
    return this.T.players[player];
  }

  sampleChance(_s: UnitsState): number {
    throw new Error('Units has no chance events: nothing to sample');
  }

  chanceProbability(_s: UnitsState, _action: number): number {
    return 0;
  }

  parseAction(_s: UnitsState, obj: ActionObject): ParsedAction {
    return parseAction(this.T, obj);
  }

  formatAction(_s: UnitsState, action: number): ActionObject {
    return formatAction(this.T, action);
  }

  notation(s: UnitsState, action: number): string {
    return notation(this.T, s, action);
  }

  lastEvents(s: UnitsState): readonly GameEvent[] {
    return eventsOf(this.T, s);
  }

  lastCaptures(s: UnitsState): number {
    return capturesOf(this.T, s);
  }

  plies(s: UnitsState): number {
    return s.ply;
  }

  view(s: UnitsState): StateView {
    const T = this.T;
    const pieces = [];
    for (let sq = 0; sq < T.size; sq++) {
      const v = s.d[sq];
      if (v !== 0)
        pieces.push({ at: squareName(sq, T.width), owner: T.players[v >> CLASS_BITS], class: v & CLASS_MASK });
    }
    const units = Object.fromEntries(T.players.map((p, i) => [p, s.d[T.oUnits + i]]));
    return {
      pieces,
      toMove: s.toMove === NOBODY ? 'none' : T.players[s.toMove],
      facts: {
        plies: s.ply,
        out: T.players.filter((_, i) => s.d[T.oUnits + i] === 0),
        scoresFor: Object.fromEntries(T.players.map((p) => [p, p])),
      },
      info: { plyLimit: T.plyLimit, units },
    };
  }

  isSquare(name: string): boolean {
    return squareIndex(name, this.T.width, this.T.height) >= 0;
  }

  pointOf(name: string): Point | null {
    return squarePoint(name, this.T.width, this.T.height);
  }

  serialize(s: UnitsState): unknown {
    return serializeState(s);
  }

  deserialize(json: unknown): UnitsState {
    return deserializeState(json, this.T);
  }
}

/** The typed rules of one of this family's games (`Game.rules` is a plain record): only its own games are handed to it. */
export function unitsRulesOf(game: Game): UnitsRules {
  if (game instanceof UnitsGame) return game.rules;
  throw new Error(`${game.id} is a ${game.family} game, not a units game`);
}
